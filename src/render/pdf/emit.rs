//! PDF, emit: laid-out pages written with krilla: glyphs of the embedded faces (strong text as
//! fill plus a hairline stroke: no bold face is bundled), rectangles, figures as vectors,
//! link annotations, the running header and page number, the outline and the metadata.

use super::fonts::FaceSet;
use super::layout::{Flow, Item, Page, Rgb, MARGIN_BOTTOM, MARGIN_TOP, MARGIN_X, MUTED, RULE};
use super::lines::Run;
use super::structure::{Child, Role, Structure, Tree};
use super::{Figures, PdfError};
use krilla::action::LinkAction;
use krilla::annotation::{Annotation, LinkAnnotation, Target};
use krilla::color::rgb;
use krilla::destination::{Destination, XyzDestination};
use krilla::geom::{PathBuilder, Point, Rect, Size};
use krilla::metadata::Metadata;
use krilla::num::NormalizedF32;
use krilla::outline::{Outline, OutlineNode};
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use krilla::surface::Surface;
use krilla::tagging::{
    Artifact, ArtifactType, ContentTag, Identifier, ListNumbering, Node, SpanTag, TableHeaderScope,
    Tag, TagGroup, TagKind, TagTree,
};
use krilla::text::{GlyphId, KrillaGlyph};
use krilla_svg::{SurfaceExt, SvgSettings};

/// Document facts and the page-number wording.
pub struct Meta<'a> {
    pub title: &'a str,
    pub lang: &'a str,
    /// "p. 3" for page 3.
    pub page_ref: &'a dyn Fn(usize) -> String,
    /// A running header and page numbers (a report; slides number themselves).
    pub furniture: bool,
    /// Write the tag tree (else only the content: a smaller file).
    pub tagged: bool,
    /// When the run started (Unix time): the document's creation date. Never the clock, so
    /// the same archive gives the same bytes.
    pub created: Option<f64>,
}

/// Size of the running header and the page number, points.
const FURNITURE: f32 = 7.5;
/// Stroke width that makes regular glyphs read as bold.
const EMBOLDEN: f32 = 0.32;

/// Writes the pages of `flow` (taken from it: each is dropped once drawn, so a long report
/// is never held twice, as laid-out pages and as PDF content).
pub fn write(
    flow: &mut Flow,
    faces: &FaceSet,
    figures: &Figures<'_>,
    meta: &Meta,
) -> Result<Vec<u8>, PdfError> {
    let mut doc = krilla::Document::new_with(krilla::SerializeSettings {
        enable_tagging: meta.tagged,
        ..Default::default()
    });
    let mut ids: Vec<Option<Identifier>> = vec![None; flow.structure.leaves];
    let pages = std::mem::take(&mut flow.pages);
    for (index, page) in pages.into_iter().enumerate() {
        let (w, h) = page.size();
        let settings = PageSettings::from_wh(w, h).expect("A4 is a valid page size");
        let mut out = doc.start_page_with(settings);
        let mut surface = out.surface();
        for item in &page.items {
            match item {
                Item::Text { leaf: Some(l), .. } | Item::Figure { leaf: Some(l), .. } => {
                    let tag = match item {
                        Item::Figure { .. } => ContentTag::Other,
                        _ => ContentTag::Span(SpanTag::empty()),
                    };
                    let id = surface.start_tagged(tag);
                    draw(&mut surface, item, faces, figures);
                    surface.end_tagged();
                    if let Some(slot) = ids.get_mut(*l) {
                        *slot = Some(id);
                    }
                }
                Item::Link { .. } => {}
                _ => {
                    surface.start_tagged(ContentTag::Artifact(Artifact::with_kind(
                        ArtifactType::Other,
                    )));
                    draw(&mut surface, item, faces, figures);
                    surface.end_tagged();
                }
            }
        }
        if meta.furniture && index > 0 {
            surface.start_tagged(ContentTag::Artifact(Artifact::with_kind(
                ArtifactType::Header,
            )));
            furniture(&mut surface, flow, &page, index, meta);
            surface.end_tagged();
        }
        surface.finish();
        for item in &page.items {
            if let Item::Link { x, y, w, h, target } = item {
                if let Some(link) = link(flow, *x, *y, *w, *h, target) {
                    out.add_annotation(link);
                }
            }
        }
        out.finish();
    }
    doc.set_outline(outline(flow));
    // The recorded structure and the identifiers are krilla's tree now: not held while the
    // document is serialised (fonts subset, objects written: the peak of a build's memory).
    let structure = std::mem::take(&mut flow.structure);
    doc.set_tag_tree(tag_tree(&structure, &mut ids));
    drop((structure, ids));
    let mut metadata = Metadata::new()
        .title(meta.title.to_string())
        .language(meta.lang.to_string())
        .creator("bench-site".to_string());
    if let Some(date) = meta.created.and_then(date_time) {
        metadata = metadata.creation_date(date);
    }
    doc.set_metadata(metadata);
    let pdf = doc
        .finish()
        .map_err(|e| PdfError::Write(format!("{e:?}")))?;
    Ok(super::pack::pack(pdf))
}

/// A Unix time as a PDF date in UTC; None outside the years 1 to 9999.
fn date_time(epoch: f64) -> Option<krilla::metadata::DateTime> {
    let day = crate::render::run_facts::utc_date(epoch)?;
    let mut parts = day.split('-').map(|p| p.parse::<i64>().ok());
    let (year, month, dom) = (parts.next()??, parts.next()??, parts.next()??);
    if !(1..=9999).contains(&year) {
        return None;
    }
    let secs = epoch.rem_euclid(86_400.0) as u32;
    Some(
        krilla::metadata::DateTime::new(year as u16)
            .month(month as u8)
            .day(dom as u8)
            .hour((secs / 3600) as u8)
            .minute((secs / 60 % 60) as u8)
            .second((secs % 60) as u8)
            .utc_offset_hour(0)
            .utc_offset_minute(0),
    )
}

fn color(c: Rgb) -> krilla::color::Color {
    rgb::Color::new(c.0, c.1, c.2).into()
}

fn fill(c: Rgb) -> Fill {
    Fill {
        paint: color(c).into(),
        opacity: NormalizedF32::ONE,
        rule: Default::default(),
    }
}

fn draw(s: &mut Surface, item: &Item, faces: &FaceSet, figures: &Figures<'_>) {
    match item {
        Item::Text {
            x,
            y,
            size,
            run,
            color: c,
            ..
        } => text(s, *x, *y, *size, run, *c, faces),
        Item::Rect {
            x,
            y,
            w,
            h,
            fill: c,
        } => {
            if let Some(rect) = Rect::from_xywh(*x, *y, *w, *h) {
                let mut pb = PathBuilder::new();
                pb.push_rect(rect);
                if let Some(path) = pb.finish() {
                    s.set_fill(Some(fill(*c)));
                    s.set_stroke(None);
                    s.draw_path(&path);
                }
            }
        }
        Item::Figure {
            index, x, y, w, h, ..
        } => {
            let tree = &figures.trees[*index].1;
            if let Some(size) = Size::from_wh(*w, *h) {
                s.push_transform(&krilla::geom::Transform::from_translate(*x, *y));
                s.draw_svg(tree, size, SvgSettings::default());
                s.pop();
            }
        }
        Item::Link { .. } => {}
    }
}

fn text(s: &mut Surface, x: f32, y: f32, size: f32, run: &Run, c: Rgb, faces: &FaceSet) {
    let glyphs: Vec<KrillaGlyph> = run
        .glyphs
        .iter()
        .map(|g| {
            KrillaGlyph::new(
                GlyphId::new(u32::from(g.id)),
                g.advance,
                0.0,
                0.0,
                0.0,
                g.text_range(),
                None,
            )
        })
        .collect();
    if glyphs.is_empty() {
        return;
    }
    s.set_fill(Some(fill(c)));
    s.set_stroke(run.style.strong.then(|| Stroke {
        paint: color(c).into(),
        width: EMBOLDEN * size / 10.0,
        ..Default::default()
    }));
    s.draw_glyphs(
        Point::from_xy(x, y),
        &glyphs,
        faces.font(run.face),
        &run.text,
        size,
        false,
    );
    s.set_stroke(None);
}

/// The running header (report title · section) and the page number.
fn furniture(s: &mut Surface, flow: &Flow, page: &Page, index: usize, meta: &Meta) {
    let (w, h) = page.size();
    let style = super::layout::TextStyle::new(FURNITURE).colored(MUTED);
    let header = if page.header.is_empty() {
        meta.title.to_string()
    } else {
        format!("{} · {}", meta.title, page.header)
    };
    let width = w - 2.0 * MARGIN_X;
    let spans = super::blocks::plain_spans(&header);
    let line = &super::lines::lines(&spans, flow.faces, FURNITURE, width)[0];
    let top = MARGIN_TOP - 30.0;
    for run in &line.runs {
        text(
            s,
            MARGIN_X + run.x,
            top + FURNITURE,
            FURNITURE,
            run,
            style.color,
            flow.faces,
        );
    }
    draw(
        s,
        &Item::Rect {
            x: MARGIN_X,
            y: top + FURNITURE * 1.6,
            w: width,
            h: 0.4,
            fill: RULE,
        },
        flow.faces,
        &Figures {
            trees: std::borrow::Cow::Owned(vec![]),
        },
    );
    let number = (meta.page_ref)(index + 1);
    let spans = super::blocks::plain_spans(&number);
    let nw = super::lines::natural_width(&spans, flow.faces, FURNITURE);
    let line = &super::lines::lines(&spans, flow.faces, FURNITURE, width)[0];
    let y = h - MARGIN_BOTTOM + 26.0;
    for run in &line.runs {
        text(
            s,
            (w - nw) / 2.0 + run.x,
            y,
            FURNITURE,
            run,
            style.color,
            flow.faces,
        );
    }
}

/// A link annotation: `#anchor` to a place in the PDF (dropped if the anchor is unknown), else
/// a URI relative to the report.
fn link(flow: &Flow, x: f32, y: f32, w: f32, h: f32, target: &str) -> Option<Annotation> {
    let rect = Rect::from_xywh(x, y, w.max(1.0), h.max(1.0))?;
    let target = match target.strip_prefix('#') {
        Some(anchor) => {
            let (page, at) = flow.anchors.get(anchor)?;
            Target::Destination(Destination::Xyz(destination(*page, *at)))
        }
        None => Target::Action(LinkAction::new(target.to_string()).into()),
    };
    Some(LinkAnnotation::new(rect, target).into())
}

fn destination(page: usize, y: f32) -> XyzDestination {
    XyzDestination::new(page, Point::from_xy(0.0, (y - 12.0).max(0.0)))
}

/// Sections, each with its sub-headings.
fn outline(flow: &Flow) -> Outline {
    let mut outline = Outline::new();
    let mut current: Option<OutlineNode> = None;
    for mark in &flow.marks {
        let Some((page, y)) = flow.anchors.get(&mark.anchor) else {
            continue;
        };
        let node = OutlineNode::new(mark.title.clone(), destination(*page, *y));
        if mark.level == 0 {
            if let Some(done) = current.take() {
                outline.push_child(done);
            }
            current = Some(node);
        } else if let Some(parent) = current.as_mut() {
            parent.push_child(node);
        } else {
            outline.push_child(node);
        }
    }
    if let Some(done) = current {
        outline.push_child(done);
    }
    outline
}

/// The structure recorded during layout as krilla's tag tree; a node that ends up empty is
/// left out (krilla drops empty groups, and an identifier must have exactly one parent).
fn tag_tree(structure: &Structure, ids: &mut [Option<Identifier>]) -> TagTree {
    let structure = structure.tree();
    let mut tree = TagTree::new();
    for child in structure.root() {
        match child {
            Child::Node(n) => {
                if let Some(group) = tag_group(&structure, *n, ids) {
                    tree.push(group);
                }
            }
            Child::Leaf(l) => {
                if let Some(id) = ids.get_mut(*l as usize).and_then(Option::take) {
                    tree.push(id);
                }
            }
        }
    }
    tree
}

fn tag_group(tree: &Tree, node: u32, ids: &mut [Option<Identifier>]) -> Option<TagGroup> {
    let (role, children_of) = (tree.role(node), tree.children(node));
    // Sized once: a report's tree has a node per table cell, and vectors that doubled their
    // way up held a quarter more than their nodes.
    let mut children: Vec<Node> = Vec::with_capacity(children_of.len());
    for child in children_of {
        match child {
            Child::Node(n) => children.extend(tag_group(tree, *n, ids).map(Node::from)),
            Child::Leaf(l) => children.extend(
                ids.get_mut(*l as usize)
                    .and_then(Option::take)
                    .map(Node::from),
            ),
        }
    }
    if children.is_empty() {
        return None;
    }
    let group = TagGroup::with_children(tag_kind(role), children);
    // A list item is a label (the bullet, an artifact here) and a body.
    if *role == Role::ListItem {
        let mut item = TagGroup::new(Tag::LI);
        item.push(group);
        return Some(item);
    }
    Some(group)
}

fn tag_kind(role: &Role) -> TagKind {
    match role {
        Role::Heading(level) => {
            let level = std::num::NonZeroU16::new(*level).unwrap_or(std::num::NonZeroU16::MIN);
            Tag::Hn(level, None).into()
        }
        Role::Paragraph => Tag::P.into(),
        Role::List => Tag::L(ListNumbering::Disc).into(),
        Role::ListItem => Tag::LBody.into(),
        Role::Table => Tag::Table.into(),
        Role::Row => Tag::TR.into(),
        Role::HeaderCell => Tag::TH(TableHeaderScope::Column).into(),
        Role::Cell => Tag::TD.into(),
        Role::Figure(alt) => Tag::Figure(Some(alt.clone())).into(),
        Role::Caption => Tag::Caption.into(),
        Role::Contents => Tag::TOC.into(),
        Role::ContentsItem => Tag::TOCI.into(),
        Role::Section => Tag::Section.into(),
    }
}
