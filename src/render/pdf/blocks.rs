//! PDF, blocks: each document block set into the flow (paragraphs, lists, notes, warnings,
//! links, figures); tables are in `table`.

use super::layout::{Flow, Item, Role, TextStyle, BODY, HEADING, MUTED, SMALL, WARNING};
use super::table;
use super::Figures;
use crate::document::text::msg;
use crate::document::{Block, Text};
use crate::i18n::{Inline, Locale, Localizer, Span};

/// What blocks are localized with.
pub struct Cx<'a> {
    pub l10n: &'a Localizer,
    pub locale: &'a Locale,
    pub figures: &'a Figures<'a>,
}

impl Cx<'_> {
    pub fn spans(&self, t: &Text) -> Inline {
        self.l10n.inline(self.locale, t)
    }
    pub fn plain(&self, t: &Text) -> String {
        self.l10n.plain(self.locale, t)
    }
}

/// Space after a block, points.
const GAP: f32 = 6.0;
/// Indent of list items and notes.
const INDENT: f32 = 13.0;

pub fn block(flow: &mut Flow, cx: &Cx, b: &Block) {
    let (x, width) = flow.column();
    match b {
        Block::Heading(t) => heading(flow, cx, t),
        Block::Paragraph(t) => {
            flow.tagged(Role::Paragraph, |f| {
                f.paragraph(&cx.spans(t), &BODY, x, width)
            });
            flow.y += GAP;
        }
        Block::Bullets(items) => {
            flow.tagged(Role::List, |flow| {
                for item in items {
                    flow.tagged(Role::ListItem, |f| bullet(f, &cx.spans(item), x, width));
                }
            });
            flow.y += GAP;
        }
        Block::Note(t) => barred(flow, &cx.spans(t), &BODY.colored(MUTED), MUTED),
        Block::Warning(t) => barred(flow, &cx.spans(t), &BODY.colored(WARNING).bold(), WARNING),
        Block::Table(t) => table::table(flow, cx, t),
        Block::Link { text, href } => {
            let spans = linked(cx.spans(text), href);
            flow.tagged(Role::Paragraph, |f| f.paragraph(&spans, &BODY, x, width));
            flow.y += GAP;
        }
        Block::Figure {
            name,
            caption,
            alt,
            data_section,
        } => figure(flow, cx, name, (caption, alt), data_section),
    }
}

/// A sub-heading (level 2 of the outline), kept with the two lines after it.
pub fn heading(flow: &mut Flow, cx: &Cx, t: &Text) {
    let (x, width) = flow.column();
    flow.ensure(HEADING.leading() * 2.0 + BODY.leading() * 2.0);
    flow.y += 4.0;
    let anchor = match t {
        Text::Msg(m) => m.id.to_string(),
        _ => format!("heading-{}", flow.marks.len()),
    };
    flow.anchor(&anchor);
    flow.marks.push(super::layout::Mark {
        level: 1,
        title: cx.plain(t),
        anchor,
    });
    flow.tagged(Role::Heading(2), |f| {
        f.paragraph(&cx.spans(t), &HEADING, x, width)
    });
    flow.y += 2.0;
}

fn bullet(flow: &mut Flow, spans: &[Span], x: f32, width: f32) {
    let lines = super::lines::lines(spans, flow.faces, BODY.size, width - INDENT);
    for (i, line) in lines.iter().enumerate() {
        flow.ensure(BODY.leading());
        if i == 0 {
            let dot = super::lines::lines(&plain_spans("•"), flow.faces, BODY.size, INDENT);
            flow.structure.artifact = true;
            flow.line(&dot[0], &BODY, x + 2.0, flow.y);
            flow.structure.artifact = false;
        }
        flow.line(line, &BODY, x + INDENT, flow.y);
        flow.y += BODY.leading();
    }
    flow.y += 2.0;
}

/// A note or warning: indented text with a bar on its left, on every page it reaches.
fn barred(flow: &mut Flow, spans: &[Span], style: &TextStyle, bar: super::layout::Rgb) {
    flow.tagged(Role::Paragraph, |flow| {
        barred_lines(flow, spans, style, bar)
    });
    flow.y += GAP;
}

fn barred_lines(flow: &mut Flow, spans: &[Span], style: &TextStyle, bar: super::layout::Rgb) {
    let (x, width) = flow.column();
    let lines = super::lines::lines(spans, flow.faces, style.size, width - INDENT);
    for line in &lines {
        flow.ensure(style.leading());
        flow.push(Item::Rect {
            x,
            y: flow.y,
            w: 2.0,
            h: style.leading(),
            fill: bar,
        });
        flow.line(line, style, x + INDENT, flow.y);
        flow.y += style.leading();
    }
}

/// Every span of `spans` as part of one link to `href`.
pub fn linked(spans: Inline, href: &str) -> Inline {
    spans
        .into_iter()
        .map(|mut s| {
            s.link = Some(href.to_string());
            s
        })
        .collect()
}

pub fn plain_spans(text: &str) -> Inline {
    vec![Span {
        text: text.to_string(),
        data: false,
        code: false,
        strong: false,
        link: None,
    }]
}

/// A figure scaled to the column (and to the page), its caption and a link to its numbers.
fn figure(
    flow: &mut Flow,
    cx: &Cx,
    name: &str,
    (caption, alt): (&Text, &Text),
    data_section: &str,
) {
    let (x, width) = flow.column();
    let Some((index, tree)) = cx.figures.find(name) else {
        return;
    };
    let size = tree.size();
    let body_height = flow.bottom() - flow.margins.top;
    let mut w = width.min(size.width() * 0.75);
    let mut h = w * size.height() / size.width();
    let max_h = body_height - 3.0 * SMALL.leading();
    if h > max_h {
        w *= max_h / h;
        h = max_h;
    }
    flow.ensure(h + 2.0 * SMALL.leading());
    let alt = cx.plain(alt);
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
    flow.y += h + 4.0;
    let mut spans = cx.spans(caption);
    flow.structure.begin(Role::Caption);
    spans.extend(plain_spans(" "));
    let data = cx
        .l10n
        .label(cx.locale, "site-figure-data")
        .unwrap_or_default();
    spans.extend(linked(plain_spans(&data), &format!("#{data_section}")));
    flow.paragraph(&spans, &SMALL, x, width);
    flow.structure.end();
    flow.y += GAP * 2.0;
}

/// A section title: a new outline entry, kept with what follows.
pub fn section_title(flow: &mut Flow, cx: &Cx, id: &str, t: &Text) {
    let (x, width) = flow.column();
    flow.ensure(3.0 * super::layout::SECTION.leading() + 2.0 * BODY.leading());
    flow.anchor(id);
    flow.marks.push(super::layout::Mark {
        level: 0,
        title: cx.plain(t),
        anchor: id.to_string(),
    });
    flow.tagged(Role::Heading(1), |f| {
        f.paragraph(&cx.spans(t), &super::layout::SECTION, x, width)
    });
    flow.push(Item::Rect {
        x,
        y: flow.y,
        w: width,
        h: 0.8,
        fill: super::layout::RULE,
    });
    flow.y += 8.0;
}

/// The message shown under a pivot table: where its every value is.
pub fn appendix_pointer(flow: &mut Flow, cx: &Cx, appendix_heading: &'static str) {
    let (x, width) = flow.column();
    let target = msg(appendix_heading);
    let args = vec![("appendix", crate::document::text::t(target))];
    let spans = linked(
        cx.spans(&crate::document::text::msg_with(
            "pdf-appendix-pointer",
            args,
        )),
        &format!("#{appendix_heading}"),
    );
    flow.tagged(Role::Paragraph, |f| f.paragraph(&spans, &SMALL, x, width));
    flow.y += GAP;
}
