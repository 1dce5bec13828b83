//! The slide plan: cover, then each report section in report order (content slides, capped
//! with a pointer slide; bar and hero slides where report-spec §4 puts them; the unfavourable
//! section uncapped behind its summary), then the closing slide.

use super::notes::{self, Place};
use super::pieces::{self, Piece};
use super::select::{self, Condensed, Coverage};
use super::{bars, cover, figure, hero, paginate, unfavourable, DeckInput, Lx, Slide};
use crate::document::text::{data, msg, msg_with, n, t, value, Text, Value};
use crate::document::{Block, Section};
use crate::render::html::escape;
use crate::render::importance::Ranker;

/// Content slides a section may take before the rest moves behind a pointer slide.
pub const SLIDES_PER_SECTION: usize = 2;

pub fn plan(input: &DeckInput, lx: &Lx) -> Vec<Slide> {
    let mut slides = vec![cover::cover(input, lx)];
    for section in &input.doc.sections {
        match section.id {
            // The title is the cover; every value of the appendix is in the report.
            "title" | "appendix" => {}
            // One chart per slide, drawn for the slide.
            "charts" => slides.extend(figure::slides(input, lx, section)),
            "latency" | "overhead" | "throughput" => {
                slides.extend(bars::slides(input, lx, section));
                slides.extend(content(input, lx, section, Some(SLIDES_PER_SECTION)));
            }
            // Losses are never shortened: a summary first, then every row.
            "unfavourable" => {
                slides.extend(unfavourable::summary(input, lx, section));
                slides.extend(content(input, lx, section, None));
            }
            "conclusions" => {
                slides.extend(content(input, lx, section, Some(SLIDES_PER_SECTION)));
                slides.push(hero::slide(input, lx));
                slides.push(hero::extremes_slide(input, lx));
            }
            _ => slides.extend(content(input, lx, section, Some(SLIDES_PER_SECTION))),
        }
    }
    slides.push(cover::closing(input, lx));
    slides
}

/// "<title> (continued)".
pub fn continued(title: &Text) -> Text {
    msg_with("deck-continued", vec![("title", t(title.clone()))])
}

/// The source footer: "data: <section>", then the concurrency and tier when they apply.
pub fn footer(lx: &Lx, section: &Text, concurrency: Option<i64>, tier: Option<f64>) -> String {
    let mut parts = vec![msg_with(
        "deck-source",
        vec![("section", t(section.clone()))],
    )];
    if let Some(c) = concurrency {
        let c = t(value(Value::Count(c)));
        parts.push(msg_with(
            "deck-source-concurrency",
            vec![("concurrency", c)],
        ));
    }
    if let Some(tier) = tier {
        let tier = t(value(Value::Tier(tier)));
        parts.push(msg_with("deck-source-tier", vec![("tier", tier)]));
    }
    let sep = lx.html(&msg("deck-source-separator"));
    let html: Vec<String> = parts.iter().map(|p| lx.html(p)).collect();
    html.join(&sep)
}

/// Columns that belong to the report's tables but not to a slide: a slide keeps one idea (the
/// verdict and its gap); the intervals and q-values are in the report it links to.
const DETAIL_COLUMNS: [&str; 3] = ["col-interval", "col-interval-gap", "col-q"];

fn is_detail_column(header: &Text) -> bool {
    matches!(header, Text::Msg(m) if DETAIL_COLUMNS.contains(&m.id))
}

/// The cells of `row` whose column is kept.
fn kept_cells(row: &[Text], keep: &[bool]) -> Vec<Text> {
    row.iter()
        .zip(keep)
        .filter(|(_, k)| **k)
        .map(|(c, _)| c.clone())
        .collect()
}

/// The section as slides show it: its tables without their detail columns.
fn slide_view(section: &Section) -> Section {
    let mut out = section.clone();
    for block in &mut out.blocks {
        if let Block::Table(table) = block {
            let keep: Vec<bool> = table.header.iter().map(|h| !is_detail_column(h)).collect();
            table.header = kept_cells(&table.header, &keep);
            table.rows = table.rows.iter().map(|r| kept_cells(r, &keep)).collect();
        }
    }
    out
}

/// The content slides of one section. A capped section shows the items a reviewer must see
/// (see `select`), as many as fit `cap` slides, and then a pointer slide to the rest.
fn content(input: &DeckInput, lx: &Lx, section: &Section, cap: Option<usize>) -> Vec<Slide> {
    let section = &slide_view(section);
    let condensed = match cap {
        Some(cap) => input.choices.condensed(input, section, cap),
        None => std::sync::Arc::new(Condensed {
            blocks: section.blocks.clone(),
            chosen: vec![],
            total: 0,
            coverage: Default::default(),
        }),
    };
    let shown = condensed.chosen.len();
    let cut = (cap.is_some() && shown < condensed.total).then_some((shown, condensed.total));
    let room = paginate::budget(lx, &[&section.title, &continued(&section.title)]);
    let pages = paginate::paginate(lx, &condensed.blocks, room);
    let ranker = Ranker::new(input.model);
    let count = pages.len();
    let signature = select::signature(&condensed.chosen);
    let mut slides: Vec<Slide> = pages
        .iter()
        .enumerate()
        .map(|(index, page)| {
            let at = Place { index, count, cut };
            let mut slide = content_slide(input, lx, section, page, &at);
            slide.notes = notes::content(lx, &ranker, section, page, &at);
            slide.capped = cap.is_some();
            slide.chosen = signature.clone();
            slide
        })
        .collect();
    if let Some((shown, total)) = cut {
        let cut = Cut {
            shown,
            total,
            coverage: &condensed.coverage,
        };
        slides.push(pointer(input, lx, section, &cut));
    }
    slides
}

fn content_slide(
    input: &DeckInput,
    lx: &Lx,
    section: &Section,
    page: &[Piece],
    at: &Place,
) -> Slide {
    let title = if at.index == 0 {
        section.title.clone()
    } else {
        continued(&section.title)
    };
    Slide {
        kind: "content",
        section: section.id,
        kicker: lx.html(&input.doc.title),
        title: lx.html(&title),
        body: page.iter().map(|p| pieces::html(lx, p)).collect(),
        footer: footer(lx, &section.title, None, None),
        notes: String::new(),
        continued: lx.plain(&continued(&section.title)),
        ..Slide::default()
    }
}

/// Says how much of the section the deck left out and links to it in the HTML report.
/// How much of a capped section its slides showed.
struct Cut<'c> {
    shown: usize,
    total: usize,
    coverage: &'c Coverage,
}

fn pointer(input: &DeckInput, lx: &Lx, section: &Section, cut: &Cut) -> Slide {
    let (shown, total, cov) = (cut.shown, cut.total, cut.coverage);
    // The rule the choice followed, stated only as far as it held: a section that names no
    // faster baseline does not claim to show them, and one whose room ran out names those
    // it left out.
    let rule = if cov.winners_named == 0 {
        msg("deck-pointer-rule-plain")
    } else if cov.winners_left_out.is_empty() {
        msg("deck-pointer-rule-winners")
    } else {
        msg_with(
            "deck-pointer-rule-winners-cut",
            vec![(
                "missing",
                t(Text::List(
                    cov.winners_left_out
                        .iter()
                        .map(|w| data(w.clone()))
                        .collect(),
                )),
            )],
        )
    };
    let args = vec![
        ("section", t(section.title.clone())),
        ("shown", n(shown as f64)),
        ("total", n(total as f64)),
        ("rest", n((total - shown) as f64)),
        ("rule", t(rule)),
    ];
    let href = format!("index.html#{}", escape(section.id));
    let markdown = if input.offered.markdown {
        format!(
            " <a href=\"report.md#{}\">{}</a>",
            escape(section.id),
            lx.msg("deck-pointer-markdown")
        )
    } else {
        String::new()
    };
    let body = format!(
        "<p class=\"lead\">{}</p>\n<p class=\"links\"><a class=\"go\" href=\"{href}\">{}</a>{markdown}</p>\n",
        lx.html(&msg_with("deck-pointer-chosen-body", args.clone())),
        lx.html(&msg_with("deck-pointer-link", args.clone())),
    );
    Slide {
        kind: "pointer",
        section: section.id,
        kicker: lx.html(&section.title),
        title: lx.html(&msg_with("deck-pointer-title", args.clone())),
        body,
        footer: footer(lx, &section.title, None, None),
        notes: lx.html(&msg_with("deck-notes-pointer-chosen", args)),
        ..Slide::default()
    }
}
