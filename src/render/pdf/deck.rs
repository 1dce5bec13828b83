//! PDF, deck: `deck.pdf`, one 16:9 page per slide of the deck's plan (the slides `deck.html`
//! shows, read from their HTML fragments). A slide whose content does not fit is set smaller,
//! as `deck.js` does, never cut and never split.

use super::html::{self, Element, Node};
use super::layout::{Flow, Item, Margins, Rgb, Role, TextStyle, CODE_FILL, INK, MUTED, RULE};
use super::lines;
use super::{emit, fonts::FaceSet, table, Figures, PdfError};
use crate::i18n::{Inline, Span};

/// One planned slide, as finished HTML fragments.
pub struct SlideHtml<'a> {
    pub kind: &'a str,
    pub kicker: &'a str,
    pub title: &'a str,
    pub body: &'a str,
    pub footer: &'a str,
}

pub struct DeckPdfInput<'a> {
    pub slides: Vec<SlideHtml<'a>>,
    pub title: &'a str,
    pub lang: &'a str,
    pub fonts: &'a crate::figures::Fonts,
    pub figure_families: &'a [String],
    /// "p. 3" for page 3 (unused on slides: they number themselves in their footer).
    pub page_ref: &'a dyn Fn(usize) -> String,
    /// When the run started (Unix time), the PDF's creation date.
    pub created: Option<f64>,
    /// Write the tag tree (`[pdf] tagged`).
    pub tagged: bool,
}

/// 16:9, points (13.33 × 7.5 in).
const SLIDE: (f32, f32) = (960.0, 540.0);
const MARGINS: Margins = Margins {
    x: 52.0,
    top: 40.0,
    bottom: 46.0,
};
/// The type sizes tried, as multiples of the normal one, until the slide fits.
const SCALES: [f32; 10] = [1.0, 0.93, 0.86, 0.8, 0.74, 0.68, 0.62, 0.56, 0.5, 0.44];
const BODY_SIZE: f32 = 17.0;
/// The deck stylesheet's colours (Okabe-Ito): the framework under test blue, losses vermillion,
/// one colour per scheme slot.
const ACCENT: Rgb = Rgb(0x00, 0x72, 0xb2);
const BAD: Rgb = Rgb(0xd5, 0x5e, 0x00);
const SLOTS: [Rgb; 8] = [
    Rgb(0x00, 0x72, 0xb2),
    Rgb(0xe6, 0x9f, 0x00),
    Rgb(0x00, 0x9e, 0x73),
    Rgb(0xcc, 0x79, 0xa7),
    Rgb(0x56, 0xb4, 0xe9),
    Rgb(0xd5, 0x5e, 0x00),
    Rgb(0x00, 0x00, 0x00),
    Rgb(0xb8, 0xa9, 0x00),
];
const CARD_FILL: Rgb = Rgb(0xf3, 0xf5, 0xf8);
const GAP: f32 = 18.0;

pub fn render_deck(input: &DeckPdfInput) -> Result<Vec<u8>, PdfError> {
    let chain = input.fonts.chain(input.figure_families);
    let faces = FaceSet::new(input.fonts, &chain);
    let mut figures = Figures {
        trees: std::borrow::Cow::Owned(vec![]),
    };
    let mut deck = Flow::new(&faces);
    // Each figure's alternative text: the `<title>` its SVG carries.
    let mut alts: Vec<String> = vec![];
    for (index, slide) in input.slides.iter().enumerate() {
        let parsed = Parsed::new(slide);
        let first_figure = figures.trees.len();
        for svg in &parsed.svgs {
            let tree = crate::figures::parse_svg(svg, "slide", input.fonts).map_err(|e| {
                PdfError::Figure {
                    figure: format!("slide {}", index + 1),
                    message: e.to_string(),
                }
            })?;
            figures.trees.to_mut().push(("slide", tree));
            alts.push(svg_title(svg));
        }
        let page = fit(
            &faces,
            &parsed,
            (slide.kind, index + 1),
            (&figures, &alts),
            first_figure,
        );
        deck.anchors.insert((index + 1).to_string(), (index, 0.0));
        deck.adopt(page);
    }
    emit::write(
        &mut deck,
        &faces,
        &figures,
        &emit::Meta {
            title: input.title,
            lang: input.lang,
            page_ref: input.page_ref,
            furniture: false,
            tagged: input.tagged,
            created: input.created,
        },
    )
}

/// A slide's fragments as trees, and the source of every figure in its body.
struct Parsed {
    kicker: Vec<Node>,
    title: Vec<Node>,
    body: Vec<Node>,
    footer: Vec<Node>,
    svgs: Vec<String>,
}

impl Parsed {
    fn new(slide: &SlideHtml) -> Parsed {
        let body = html::parse(slide.body);
        let mut svgs = vec![];
        collect_svgs(&body, &mut svgs);
        Parsed {
            kicker: html::parse(slide.kicker),
            title: html::parse(slide.title),
            body,
            footer: html::parse(slide.footer),
            svgs,
        }
    }
}

/// The text of an SVG's first `<title>`.
fn svg_title(svg: &str) -> String {
    svg.split_once("<title>")
        .and_then(|(_, rest)| rest.split_once("</title>"))
        .map(|(t, _)| html::unescape(t))
        .unwrap_or_default()
}

fn collect_svgs(nodes: &[Node], out: &mut Vec<String>) {
    for n in nodes {
        if let Node::Element(e) = n {
            match &e.svg {
                Some(svg) => out.push(svg.clone()),
                None => collect_svgs(&e.children, out),
            }
        }
    }
}

/// The slide at the largest scale whose content ends above the footer.
fn fit<'a>(
    faces: &'a FaceSet,
    parsed: &Parsed,
    kind: (&str, usize),
    figures: (&Figures<'_>, &[String]),
    first_figure: usize,
) -> Flow<'a> {
    let attempt = |i: usize, whole: bool| {
        lay_out(
            faces,
            parsed,
            kind,
            figures,
            first_figure,
            (SCALES[i], whole),
        )
    };
    let (page, fits) = attempt(0, false);
    if fits {
        return page;
    }
    // The largest scale that fits, by bisection (a smaller type never needs more room); a
    // try stops as soon as it overflows.
    let (mut lo, mut hi) = (1, SCALES.len() - 1);
    let mut best = None;
    while lo <= hi {
        let mid = (lo + hi) / 2;
        let (page, fits) = attempt(mid, false);
        if fits {
            best = Some(page);
            if mid == 0 {
                break;
            }
            hi = mid - 1;
        } else {
            lo = mid + 1;
        }
    }
    best.unwrap_or_else(|| attempt(SCALES.len() - 1, true).0)
}

/// One slide at `scale`; `kind` is the slide's kind and number. True when it fits. Unless
/// `whole`, the layout stops at the first block that overflows (the try is thrown away).
fn lay_out<'a>(
    faces: &'a FaceSet,
    parsed: &Parsed,
    (kind, number): (&str, usize),
    figures: (&Figures<'_>, &[String]),
    first_figure: usize,
    (scale, whole): (f32, bool),
) -> (Flow<'a>, bool) {
    let mut flow = Flow::new(faces);
    flow.margins = MARGINS;
    flow.paginate = false;
    flow.table_scale = 1.7 * scale;
    flow.new_sized_page(SLIDE);
    let (x, width) = flow.column();
    let cover = kind == "cover";
    if cover {
        flow.y += 90.0 * scale;
    }
    flow.structure.begin(Role::Section);
    let kicker = TextStyle::new(13.0 * scale).colored(MUTED);
    flow.tagged(Role::Paragraph, |f| {
        f.paragraph(&spans(&parsed.kicker, false), &kicker, x, width)
    });
    flow.y += 4.0;
    let title_size = if cover { 44.0 } else { 30.0 };
    let title = TextStyle::new(title_size * scale).bold().spaced(1.2);
    flow.tagged(Role::Heading(1), |f| {
        f.paragraph(&spans(&parsed.title, false), &title, x, width)
    });
    flow.y += 14.0 * scale;
    let mut cx = Cx {
        scale,
        figures: figures.0,
        alts: figures.1,
        next_figure: first_figure,
        stop_on_overflow: !whole,
    };
    blocks(&mut flow, &mut cx, &parsed.body, &Ctx::body(scale));
    flow.structure.end();
    let fits = flow.reached <= flow.bottom() + 0.5;
    flow.structure.artifact = true;
    // The cover's accent bar runs the page's full height: drawn after the fit is judged, or
    // it would count as content reaching the bottom and shrink the cover to the last scale.
    if cover {
        flow.push(Item::Rect {
            x: 0.0,
            y: 0.0,
            w: 10.0,
            h: SLIDE.1,
            fill: ACCENT,
        });
    }
    footer(&mut flow, &parsed.footer, number);
    flow.structure.artifact = false;
    (flow, fits)
}

/// The source line at the left, the slide number at the right, under a rule.
fn footer(flow: &mut Flow, nodes: &[Node], slide: usize) {
    let style = TextStyle::new(10.5).colored(MUTED);
    let (x, width) = flow.column();
    let top = SLIDE.1 - MARGINS.bottom + 12.0;
    flow.push(Item::Rect {
        x,
        y: top - 6.0,
        w: width,
        h: 0.6,
        fill: RULE,
    });
    let number = spans(&[Node::Text(slide.to_string())], false);
    let source = one_line(spans(nodes, false));
    let nw = lines::natural_width(&number, flow.faces, style.size);
    if let Some(line) = lines::lines(&source, flow.faces, style.size, width - nw - 20.0).first() {
        flow.line(line, &style, x, top);
    }
    if let Some(line) = lines::lines(&number, flow.faces, style.size, nw + 1.0).first() {
        flow.line(line, &style, x + width - nw, top);
    }
}

/// The state of one slide's layout.
struct Cx<'f> {
    scale: f32,
    figures: &'f Figures<'f>,
    alts: &'f [String],
    /// Give up as soon as the content passes the bottom (a try at a scale that will not do).
    stop_on_overflow: bool,
    /// Index (into `figures`) of the next `<svg>` in document order.
    next_figure: usize,
}

/// How the text of a block is set.
#[derive(Clone, Copy)]
struct Ctx {
    style: TextStyle,
}

impl Ctx {
    fn body(scale: f32) -> Ctx {
        Ctx {
            style: TextStyle::new(BODY_SIZE * scale).spaced(1.35),
        }
    }
    fn sized(self, factor: f32) -> Ctx {
        let mut style = self.style;
        style.size *= factor;
        Ctx { style }
    }
}

fn is_inline(e: &Element) -> bool {
    matches!(
        e.name.as_str(),
        "span"
            | "strong"
            | "b"
            | "em"
            | "i"
            | "code"
            | "kbd"
            | "a"
            | "wbr"
            | "br"
            | "small"
            | "abbr"
    ) && e.svg.is_none()
}

/// Sets a run of nodes: consecutive inline nodes become one paragraph, elements their block.
fn blocks(flow: &mut Flow, cx: &mut Cx, nodes: &[Node], ctx: &Ctx) {
    let mut pending: Vec<Node> = vec![];
    for n in nodes {
        if cx.stop_on_overflow && flow.reached > flow.bottom() + 0.5 {
            return;
        }
        match n {
            Node::Element(e) if !is_inline(e) => {
                paragraph(flow, &pending, ctx);
                pending.clear();
                block(flow, cx, e, ctx);
            }
            other => pending.push(other.clone()),
        }
    }
    paragraph(flow, &pending, ctx);
}

fn paragraph(flow: &mut Flow, nodes: &[Node], ctx: &Ctx) {
    paragraph_as(flow, nodes, ctx, Role::Paragraph);
}

fn paragraph_as(flow: &mut Flow, nodes: &[Node], ctx: &Ctx, role: Role) {
    let spans = spans(nodes, false);
    if spans.iter().all(|s| s.text.trim().is_empty()) {
        return;
    }
    let (x, width) = flow.column();
    flow.tagged(role, |f| f.paragraph(&spans, &ctx.style, x, width));
    flow.y += ctx.style.size * 0.45;
}

fn block(flow: &mut Flow, cx: &mut Cx, e: &Element, ctx: &Ctx) {
    if e.svg.is_some() {
        return figure(flow, cx);
    }
    match e.name.as_str() {
        "script" | "button" | "aside" | "nav" | "style" => {}
        "h1" | "h2" | "h3" | "h4" => {
            let h = ctx.sized(1.12);
            let mut style = h.style.bold();
            style.spacing = 1.25;
            paragraph_as(flow, &e.children, &Ctx { style }, Role::Heading(2));
        }
        "table" => slide_table(flow, e),
        "ul" | "ol" if e.has_class("bars") => bars(flow, e, ctx),
        "ul" | "ol" => list(flow, cx, e, ctx),
        "figcaption" => paragraph(flow, &e.children, &ctx.sized(0.72).muted()),
        "p" => p(flow, e, ctx),
        _ if e.has_class("hero-tiers") || e.has_class("extremes") || e.has_class("split") => {
            columns(flow, cx, e, ctx)
        }
        "article" => boxed(flow, cx, e, ctx, CARD_FILL),
        "div" if e.has_class("extreme") => boxed(flow, cx, e, ctx, CARD_FILL),
        _ => blocks(flow, cx, &e.children, ctx),
    }
}

impl Ctx {
    fn muted(self) -> Ctx {
        Ctx {
            style: self.style.colored(MUTED),
        }
    }
    fn colored(self, c: Rgb) -> Ctx {
        Ctx {
            style: self.style.colored(c),
        }
    }
}

/// A paragraph, sized by its class (the deck stylesheet's hierarchy).
fn p(flow: &mut Flow, e: &Element, ctx: &Ctx) {
    let has = |c: &str| e.has_class(c);
    if has("hero-tier") {
        for child in &e.children {
            if let Node::Element(span) = child {
                let c = if span.has_class("big") {
                    let mut s = ctx.sized(2.6);
                    s.style = s.style.bold().colored(ACCENT);
                    s.style.spacing = 1.1;
                    s
                } else {
                    ctx.sized(0.85).muted()
                };
                paragraph(flow, std::slice::from_ref(child), &c);
            }
        }
        return;
    }
    let c = if has("factor") {
        let mut s = ctx.sized(2.4);
        s.style = s.style.bold();
        s.style.spacing = 1.1;
        s
    } else if has("lead") || has("subtitle") || has("hero-claim") {
        ctx.sized(1.12)
    } else if has("facts") || has("raw") || has("cells") || has("units") || has("hero-caption") {
        ctx.sized(0.8).muted()
    } else if has("worst") || has("verdict") || has("note") {
        ctx.sized(0.9)
    } else {
        *ctx
    };
    paragraph(flow, &e.children, &c);
}

fn list(flow: &mut Flow, cx: &mut Cx, e: &Element, ctx: &Ctx) {
    let (x, width) = flow.column();
    let indent = ctx.style.size * 1.1;
    flow.structure.begin(Role::List);
    for child in &e.children {
        let Node::Element(li) = child else { continue };
        let top = flow.y;
        let dot = spans(&[Node::Text("•".into())], false);
        if let Some(line) = lines::lines(&dot, flow.faces, ctx.style.size, indent).first() {
            flow.structure.artifact = true;
            flow.line(line, &ctx.style.colored(MUTED), x, top);
            flow.structure.artifact = false;
        }
        let saved = flow.within.replace((x + indent, width - indent));
        flow.tagged(Role::ListItem, |f| blocks(f, cx, &li.children, ctx));
        flow.within = saved;
        flow.y -= ctx.style.size * 0.2;
    }
    flow.structure.end();
    flow.y += ctx.style.size * 0.3;
}

/// Children side by side: every tier of a hero slide in one row, else two per row.
fn columns(flow: &mut Flow, cx: &mut Cx, e: &Element, ctx: &Ctx) {
    let (x, width) = flow.column();
    let items: Vec<&Element> = e
        .children
        .iter()
        .filter_map(|n| match n {
            Node::Element(c) => Some(c),
            Node::Text(_) => None,
        })
        .collect();
    if items.is_empty() {
        return;
    }
    let per_row = if e.has_class("hero-tiers") {
        items.len()
    } else {
        items.len().min(2)
    };
    let gap = GAP * cx.scale;
    let w = (width - gap * (per_row as f32 - 1.0)) / per_row as f32;
    let saved = flow.within;
    for row in items.chunks(per_row) {
        let top = flow.y;
        let mut lowest = top;
        for (k, item) in row.iter().enumerate() {
            flow.y = top;
            flow.within = Some((x + k as f32 * (w + gap), w));
            block(flow, cx, item, ctx);
            lowest = lowest.max(flow.y);
        }
        flow.y = lowest + gap * 0.5;
    }
    flow.within = saved;
}

/// A card: its blocks on a tinted box.
fn boxed(flow: &mut Flow, cx: &mut Cx, e: &Element, ctx: &Ctx, fill: Rgb) {
    let (x, width) = flow.column();
    let pad = 10.0 * cx.scale;
    let at = flow.pages.last().map_or(0, |p| p.items.len());
    let top = flow.y;
    flow.y += pad;
    let saved = flow.within.replace((x + pad, width - 2.0 * pad));
    let ctx = if e.has_class("lead") {
        ctx.colored(ACCENT)
    } else if e.has_class("deficit") {
        ctx.colored(BAD)
    } else {
        *ctx
    };
    blocks(flow, cx, &e.children, &ctx);
    flow.within = saved;
    let h = flow.y - top + pad * 0.5;
    if let Some(page) = flow.pages.last_mut() {
        page.items.insert(
            at,
            Item::Rect {
                x,
                y: top,
                w: width,
                h,
                fill,
            },
        );
    }
    flow.y = top + h + pad;
}

/// A figure: as wide as the column, as tall as the room left above two caption lines.
fn figure(flow: &mut Flow, cx: &mut Cx) {
    let index = cx.next_figure;
    cx.next_figure += 1;
    let Some((_, tree)) = cx.figures.trees.get(index) else {
        return;
    };
    let (x, width) = flow.column();
    let size = tree.size();
    let room = (flow.bottom() - flow.y - 2.6 * BODY_SIZE * 0.72 * cx.scale).max(40.0);
    let mut w = width;
    let mut h = w * size.height() / size.width();
    if h > room {
        w *= room / h;
        h = room;
    }
    let alt = cx.alts.get(index).cloned().unwrap_or_default();
    flow.tagged(Role::Figure(alt), |flow| {
        flow.push(Item::Figure {
            index,
            x: x + (width - w) / 2.0,
            y: flow.y,
            w,
            h,
            leaf: None,
        })
    });
    flow.y += h + 6.0;
}

/// The rows of a bar chart: name, the bar on its track (with the interval's whisker and the
/// parity line), the value and the multiple.
fn bars(flow: &mut Flow, e: &Element, ctx: &Ctx) {
    let (x, width) = flow.column();
    let style = ctx.sized(0.72).style;
    let row_h = style.size * 1.55;
    let name_w = width * 0.26;
    let value_w = width * 0.22;
    let mult_w = width * 0.12;
    let track_w = width - name_w - value_w - mult_w - 12.0;
    for child in &e.children {
        let Node::Element(li) = child else { continue };
        let part = |class: &str| find_class(li, class);
        let subject = li.has_class("subject");
        let top = flow.y;
        let text_style = if subject { style.bold() } else { style };
        flow.structure.begin(Role::Paragraph);
        if let Some(name) = part("name") {
            cell(flow, &name.children, &text_style, x, name_w, top, false);
        }
        let tx = x + name_w;
        let bar_top = top + row_h * 0.2;
        let bar_h = row_h * 0.55;
        flow.push(Item::Rect {
            x: tx,
            y: bar_top,
            w: track_w,
            h: bar_h,
            fill: CODE_FILL,
        });
        if let Some(track) = part("track") {
            for piece in track.children.iter().filter_map(|n| match n {
                Node::Element(p) => Some(p),
                Node::Text(_) => None,
            }) {
                let left = html::style_percent(&piece.style, "left").unwrap_or(0.0);
                let share = html::style_percent(&piece.style, "width").unwrap_or(0.0);
                let (rx, rw, ry, rh, fill) = if piece.has_class("fill") {
                    let fill = slot(li);
                    (tx, track_w * share, bar_top, bar_h, fill)
                } else if piece.has_class("whisker") {
                    let y = bar_top + bar_h * 0.5 - 0.8;
                    (tx + track_w * left, track_w * share, y, 1.6, INK)
                } else if piece.has_class("parity") {
                    (tx + track_w * left - 0.75, 1.5, top, row_h, INK)
                } else {
                    continue;
                };
                flow.push(Item::Rect {
                    x: rx,
                    y: ry,
                    w: rw.max(0.5),
                    h: rh,
                    fill,
                });
            }
        }
        let vx = tx + track_w + 12.0;
        if let Some(value) = part("value") {
            cell(flow, &value.children, &text_style, vx, value_w, top, true);
        }
        if let Some(mult) = part("mult") {
            cell(
                flow,
                &mult.children,
                &text_style.colored(MUTED),
                vx + value_w,
                mult_w,
                top,
                true,
            );
        }
        flow.structure.end();
        flow.y = top + row_h;
    }
    flow.y += style.size * 0.6;
}

/// One line of a bar row, left or right aligned in its box (a bar's name shows its first
/// line, as on the HTML slide).
fn cell(flow: &mut Flow, nodes: &[Node], style: &TextStyle, x: f32, w: f32, top: f32, right: bool) {
    let spans = one_line(spans(nodes, false));
    if let Some(line) = lines::lines(&spans, flow.faces, style.size, w).first() {
        let shift = if right {
            (w - line.width).max(0.0)
        } else {
            0.0
        };
        flow.line(line, style, x + shift, top);
    }
}

/// The colour of a bar's scheme (`slot-N`).
fn slot(li: &Element) -> Rgb {
    li.class
        .split_whitespace()
        .find_map(|c| c.strip_prefix("slot-")?.parse::<usize>().ok())
        .map_or(SLOTS[0], |n| SLOTS[n % SLOTS.len()])
}

/// More characters than one line of a slide can hold, whatever the size.
const LINE_CHARS: usize = 400;

/// `spans` cut to what a single line can show: only the first line of them is set.
fn one_line(spans: Inline) -> Inline {
    let mut left = LINE_CHARS;
    spans
        .into_iter()
        .filter_map(|mut s| {
            if left == 0 {
                return None;
            }
            if let Some((cut, _)) = s.text.char_indices().nth(left) {
                s.text.truncate(cut);
            }
            left -= s.text.chars().count().min(left);
            Some(s)
        })
        .collect()
}

fn find_class<'e>(e: &'e Element, class: &str) -> Option<&'e Element> {
    e.children.iter().find_map(|n| match n {
        Node::Element(c) if c.has_class(class) => Some(c),
        Node::Element(c) => find_class(c, class),
        Node::Text(_) => None,
    })
}

/// A slide table through the report's table layout: header cells from `th`, rows from `td`.
fn slide_table(flow: &mut Flow, e: &Element) {
    let mut header: Vec<Inline> = vec![];
    let mut rows: Vec<Vec<Inline>> = vec![];
    collect_rows(e, &mut header, &mut rows);
    if header.is_empty() && rows.is_empty() {
        return;
    }
    let label = |from: usize, to: usize, count: usize| {
        spans(&[Node::Text(format!("{from}–{to} / {count}"))], false)
    };
    table::cells(flow, &header, &rows, &label);
}

fn collect_rows(e: &Element, header: &mut Vec<Inline>, rows: &mut Vec<Vec<Inline>>) {
    for n in &e.children {
        let Node::Element(c) = n else { continue };
        if c.name == "tr" {
            let cells: Vec<&Element> = c
                .children
                .iter()
                .filter_map(|n| match n {
                    Node::Element(d) if d.name == "th" || d.name == "td" => Some(d),
                    _ => None,
                })
                .collect();
            let all_th = cells.iter().all(|d| d.name == "th");
            let spans: Vec<Inline> = cells.iter().map(|d| spans(&d.children, false)).collect();
            if all_th && header.is_empty() && rows.is_empty() {
                *header = spans;
            } else {
                rows.push(spans);
            }
        } else {
            collect_rows(c, header, rows);
        }
    }
}

/// The text of `nodes` as spans: strong, code and links as the HTML marks them.
fn spans(nodes: &[Node], strong: bool) -> Inline {
    let mut out = vec![];
    collect_spans(nodes, strong, false, None, &mut out);
    out
}

fn collect_spans(nodes: &[Node], strong: bool, code: bool, link: Option<&str>, out: &mut Inline) {
    for n in nodes {
        match n {
            Node::Text(t) => out.push(Span {
                text: t.clone(),
                data: false,
                code,
                strong,
                link: link.map(str::to_string),
            }),
            Node::Element(e) => {
                if matches!(e.name.as_str(), "script" | "button" | "aside") || e.svg.is_some() {
                    continue;
                }
                let strong = strong || matches!(e.name.as_str(), "strong" | "b" | "th");
                let code = code || matches!(e.name.as_str(), "code" | "kbd");
                let link = e.href.as_deref().or(link);
                if e.name == "br" {
                    out.push(Span {
                        text: " ".into(),
                        data: false,
                        code: false,
                        strong: false,
                        link: None,
                    });
                }
                collect_spans(&e.children, strong, code, link, out);
            }
        }
    }
}
