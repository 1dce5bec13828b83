//! Stage 4, render: `report.pdf`, the report of one archive in one locale as an A4 PDF, made
//! without a browser from the same document as every other format (report-spec §3.4).
//!
//! A title page with the headline results, a contents page whose entries link to their pages,
//! the sections in report order (Appendix A on landscape pages), a running header and page
//! numbers, an outline of every section and sub-heading, figures as vectors and the text in
//! embedded subsets of the figure fonts. Layout (line breaking, pagination, tables) is ours;
//! krilla writes the file. Nothing depends on the clock: the same input gives the same bytes.

mod blocks;
mod deck;
mod emit;
mod fonts;
mod html;
mod layout;
mod lines;
mod pack;
mod structure;
mod table;

pub use deck::{render_deck, DeckPdfInput, SlideHtml};

use crate::document::text::{msg, Text};
use crate::document::{Block, Document};
use crate::i18n::{Locale, Localizer};
use crate::model::RunModel;
use blocks::Cx;
use layout::{Flow, Role, TextStyle, BODY, HEADING, MUTED};
use thiserror::Error;

/// Everything the PDF of one archive in one locale is made from.
pub struct PdfInput<'a> {
    pub doc: &'a Document,
    /// The raw-samples appendix: the PDF says where it is (thousands of rows stay out).
    pub raw: &'a Document,
    pub model: &'a RunModel,
    pub l10n: &'a Localizer,
    pub locale: &'a Locale,
    pub fonts: &'a crate::figures::Fonts,
    /// The report's figures in this locale: (name, parsed SVG), parsed once for the PNG and
    /// the PDF.
    pub figures: &'a [(&'static str, resvg::usvg::Tree)],
    /// Write the tag tree (`[pdf] tagged`).
    pub tagged: bool,
}

#[derive(Debug, Error)]
pub enum PdfError {
    #[error("figure {figure}: {message}")]
    Figure { figure: String, message: String },
    #[error("the PDF could not be written: {0}; please report this as a bug of bench-site")]
    Write(String),
    #[error("no fonts were given to set the PDF in")]
    NoFonts,
}

/// The figures as usvg trees, by name.
pub struct Figures<'t> {
    trees: std::borrow::Cow<'t, [(&'static str, resvg::usvg::Tree)]>,
}

impl Figures<'_> {
    fn find(&self, name: &str) -> Option<(usize, &resvg::usvg::Tree)> {
        self.trees
            .iter()
            .enumerate()
            .find(|(_, (n, _))| *n == name)
            .map(|(i, (_, t))| (i, t))
    }
}

/// The sections whose tables Appendix A holds in full, and the heading of their part of it.
const APPENDIX_OF: [(&str, &str); 3] = [
    ("latency", "appendix-latency"),
    ("overhead", "appendix-overhead"),
    ("throughput", "appendix-throughput"),
];

/// Renders `report.pdf`.
pub fn render_report(input: &PdfInput) -> Result<Vec<u8>, PdfError> {
    let chain = input.fonts.chain(&input.locale.figure_fonts);
    let faces = fonts::FaceSet::new(input.fonts, &chain);
    let figures = Figures {
        trees: std::borrow::Cow::Borrowed(input.figures),
    };
    let cx = Cx {
        l10n: input.l10n,
        locale: input.locale,
        figures: &figures,
    };
    let mut flow = Flow::new(&faces);
    title_page(&mut flow, &cx, input);
    let contents_at = flow.pages.len();
    let contents_root = flow.structure.roots();
    let contents_pages = contents_page_count(&flow, &cx, input.doc, input.raw);
    for _ in 0..contents_pages {
        flow.new_page(false);
    }
    body(&mut flow, &cx, input.doc);
    raw_pointer(&mut flow, &cx, input.raw);
    contents(
        &mut flow,
        &cx,
        (input.doc, input.raw),
        (contents_at, contents_pages, contents_root),
    );
    let title = cx.plain(&input.doc.title);
    emit::write(
        &mut flow,
        &faces,
        &figures,
        &emit::Meta {
            title: &title,
            lang: &input.locale.tag,
            page_ref: &|page| {
                cx.plain(&crate::document::text::msg_with(
                    "site-print-page-ref",
                    vec![(
                        "page",
                        crate::document::text::t(crate::document::text::data(page.to_string())),
                    )],
                ))
            },
            furniture: true,
            tagged: input.tagged,
            created: input.model.run.started_at_epoch,
        },
    )
}

/// The first page: the title, who ran what, the report's top warnings and the headline results.
fn title_page(flow: &mut Flow, cx: &Cx, input: &PdfInput) {
    flow.new_page(false);
    let (x, width) = flow.column();
    flow.y += 70.0;
    let kicker = crate::render::run_facts::kicker(input.model);
    let kicker_style = TextStyle::new(10.5).colored(MUTED);
    flow.tagged(Role::Paragraph, |f| {
        f.paragraph(&cx.spans(&kicker), &kicker_style, x, width)
    });
    flow.y += 6.0;
    flow.anchor("title");
    let title_style = TextStyle::new(24.0).bold().spaced(1.25);
    flow.tagged(Role::Heading(1), |f| {
        f.paragraph(&cx.spans(&input.doc.title), &title_style, x, width)
    });
    flow.y += 10.0;
    let lead = crate::render::run_facts::baselines(input.model);
    let lead_style = TextStyle::new(11.5);
    flow.tagged(Role::Paragraph, |f| {
        f.paragraph(&cx.spans(&lead), &lead_style, x, width)
    });
    flow.y += 4.0;
    let facts = crate::render::run_facts::matrix(input.model);
    let facts_style = BODY.colored(MUTED);
    flow.tagged(Role::Paragraph, |f| {
        f.paragraph(&cx.spans(&facts), &facts_style, x, width)
    });
    flow.y += 14.0;
    if let Some(title) = input.doc.sections.iter().find(|s| s.id == "title") {
        for b in &title.blocks {
            blocks::block(flow, cx, b);
        }
    }
    flow.y += 8.0;
    flow.tagged(Role::Heading(2), |f| {
        f.paragraph(&cx.spans(&msg("site-print-headline")), &HEADING, x, width)
    });
    flow.y += 2.0;
    let headline = crate::render::report_page::headline(input.doc, input.model);
    blocks::block(flow, cx, &Block::Bullets(headline));
}

/// Every section but the title, in order: Appendix A starts on landscape pages.
fn body(flow: &mut Flow, cx: &Cx, doc: &Document) {
    flow.new_page(false);
    for section in doc.sections.iter().filter(|s| s.id != "title") {
        flow.header = cx.plain(&section.title);
        if section.id == "appendix" {
            flow.new_page(true);
        }
        if let Some(page) = flow.pages.last_mut() {
            if page.items.is_empty() {
                page.header = flow.header.clone();
            }
        }
        flow.structure.begin(Role::Section);
        blocks::section_title(flow, cx, section.id, &section.title);
        let pointer = APPENDIX_OF.iter().find(|(s, _)| *s == section.id);
        // Appendix B follows as a section of its own, with the same pointer.
        for b in section.blocks.iter().filter(|b| !b.is_raw_pointer()) {
            match b {
                Block::Heading(t) => blocks::heading(flow, cx, t),
                other => blocks::block(flow, cx, other),
            }
            if let (Block::Table(_), Some((_, heading))) = (b, pointer) {
                blocks::appendix_pointer(flow, cx, heading);
            }
        }
        flow.structure.end();
        flow.y += 10.0;
    }
}

/// Appendix B's title and where its samples are, linked to `appendix-raw.md`.
fn raw_pointer(flow: &mut Flow, cx: &Cx, raw: &Document) {
    let Some(section) = raw.sections.first() else {
        return;
    };
    flow.header = cx.plain(&section.title);
    flow.structure.begin(Role::Section);
    blocks::section_title(flow, cx, RAW_ID, &section.title);
    let (x, width) = flow.column();
    let pointer = blocks::linked(cx.spans(&msg("appendix-raw-pointer")), "appendix-raw.md");
    flow.tagged(Role::Paragraph, |f| f.paragraph(&pointer, &BODY, x, width));
    flow.structure.end();
}

/// The anchor of Appendix B's pointer (as in `print.html`).
const RAW_ID: &str = "appendix-raw";

const CONTENTS_STYLE: TextStyle = TextStyle::new(10.0).spaced(1.6);
/// Room kept for the page number at the right of a contents entry.
const PAGE_NUMBER_ROOM: f32 = 40.0;

/// The contents: every section but the title, then Appendix B.
fn contents_entries<'d>(
    doc: &'d Document,
    raw: &'d Document,
) -> impl Iterator<Item = (&'static str, &'d Text)> {
    doc.sections
        .iter()
        .filter(|s| s.id != "title")
        .map(|s| (s.id, &s.title))
        .chain(raw.sections.first().map(|s| (RAW_ID, &s.title)))
}

/// How many pages the contents take (known before the body is laid out: one line per entry
/// unless a title wraps).
fn contents_page_count(flow: &Flow, cx: &Cx, doc: &Document, raw: &Document) -> usize {
    let (_, width) = flow.column();
    let room = layout::A4.1 - layout::MARGIN_TOP - layout::MARGIN_BOTTOM - 40.0;
    let per_entry: Vec<f32> = contents_entries(doc, raw)
        .map(|(_, t)| {
            let lines = lines::lines(
                &cx.spans(t),
                flow.faces,
                CONTENTS_STYLE.size,
                width - PAGE_NUMBER_ROOM,
            );
            lines.len() as f32 * CONTENTS_STYLE.leading()
        })
        .collect();
    let mut pages = 1;
    let mut used = 0.0;
    for h in per_entry {
        if used + h > room {
            pages += 1;
            used = 0.0;
        }
        used += h;
    }
    pages
}

/// Fills the `count` reserved contents pages from `first`: each section with its page number,
/// the whole entry a link. (The count is reserved before the body is laid out, so the body's
/// page numbers are final; a spare page stays blank.)
/// `root_at`: where the contents go among the structure tree's top nodes.
fn contents(
    flow: &mut Flow,
    cx: &Cx,
    docs: (&Document, &Document),
    (first, count, root_at): (usize, usize, usize),
) {
    let mut toc = Flow::new(flow.faces);
    let title = msg("site-toc");
    toc.header = cx.plain(&title);
    toc.new_page(false);
    let (x, width) = toc.column();
    toc.structure.begin(Role::Contents);
    toc.tagged(Role::Heading(1), |f| {
        f.paragraph(&cx.spans(&title), &layout::SECTION, x, width)
    });
    toc.y += 8.0;
    let style = CONTENTS_STYLE;
    for (id, section) in contents_entries(docs.0, docs.1) {
        let entry = lines::lines(
            &cx.spans(section),
            toc.faces,
            style.size,
            width - PAGE_NUMBER_ROOM,
        );
        let h = entry.len() as f32 * style.leading();
        if toc.y + h > toc.bottom() {
            toc.new_page(false);
        }
        let top = toc.y;
        toc.structure.begin(Role::ContentsItem);
        for (k, line) in entry.iter().enumerate() {
            toc.line(line, &style, x, top + k as f32 * style.leading());
        }
        if let Some((page, _)) = flow.anchors.get(id) {
            let number = blocks::plain_spans(&(page + 1).to_string());
            let w = lines::natural_width(&number, toc.faces, style.size);
            let line = &lines::lines(&number, toc.faces, style.size, PAGE_NUMBER_ROOM)[0];
            toc.line(line, &style.colored(MUTED), x + width - w, top);
        }
        toc.structure.end();
        toc.push(layout::Item::Link {
            x,
            y: top,
            w: width,
            h,
            target: format!("#{id}"),
        });
        toc.y = top + h;
    }
    toc.structure.end();
    while toc.pages.len() < count {
        toc.new_page(false);
    }
    // The contents come after the title page in reading order too.
    let offset = flow
        .structure
        .append(std::mem::take(&mut toc.structure), Some(root_at));
    for page in &mut toc.pages {
        layout::shift_leaves(page, offset);
    }
    flow.pages.splice(first..first + count, toc.pages);
}
