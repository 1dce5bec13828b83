//! Speaker notes of content slides, written from the model for each slide: what the slide
//! shows (which part of which section, how many rows and sentences), the numbers to say (the
//! baselines ahead of the subject on it, its largest gap), the caveat that applies to the
//! section, and what the deck left out.

use super::pieces::Piece;
use super::Lx;
use crate::document::text::{data, msg, msg_with, n, t, value, Text, Value};
use crate::document::{Block, Section};
use crate::render::importance::{Facts, Ranker};

/// The texts of each item on a slide (a bullet, a row, a prose block).
pub fn page_items<'d>(page: &[Piece<'d>]) -> Vec<Vec<&'d Text>> {
    let mut out = vec![];
    for piece in page {
        match piece {
            Piece::Block(b) => match b {
                Block::Heading(_) => {}
                Block::Paragraph(t)
                | Block::Note(t)
                | Block::Warning(t)
                | Block::Link { text: t, .. } => out.push(vec![t]),
                Block::Figure { caption, .. } => out.push(vec![caption]),
                Block::Bullets(list) => out.extend(list.iter().map(|t| vec![t])),
                Block::Table(tab) => out.extend(tab.rows.iter().map(|r| r.iter().collect())),
            },
            Piece::Rows { table, from, to } => {
                out.extend(table.rows[*from..*to].iter().map(|r| r.iter().collect()))
            }
            Piece::Items(list) => out.extend(list.iter().map(|t| vec![t])),
        }
    }
    out
}

/// The caveat message of a section, if it has one.
fn caveat(section: &str) -> Option<&'static str> {
    Some(match section {
        "environment" => "deck-notes-caveat-environment",
        "workload" => "deck-notes-caveat-workload",
        "methodology" => "deck-notes-caveat-methodology",
        "conclusions" => "deck-notes-caveat-conclusions",
        "latency" => "deck-notes-caveat-latency",
        "overhead" => "deck-notes-caveat-overhead",
        "throughput" => "deck-notes-caveat-throughput",
        "attribution" => "deck-notes-caveat-attribution",
        "semantics" => "deck-notes-caveat-semantics",
        "native-line" => "deck-notes-caveat-native-line",
        "favourable" => "deck-notes-caveat-favourable",
        "unfavourable" => "deck-notes-caveat-unfavourable",
        "no-winner" => "deck-notes-caveat-no-winner",
        "caveats" => "deck-notes-caveat-caveats",
        "byo-baseline" => "deck-notes-caveat-byo-baseline",
        "self-check" => "deck-notes-caveat-self-check",
        _ => return None,
    })
}

/// The largest gap among `facts`, as a sentence: a loss with its cell, else a multiple.
pub fn largest_gap(facts: &[Facts]) -> Option<Text> {
    let worst = facts
        .iter()
        .filter_map(|f| f.worst.as_ref())
        .max_by(|a, b| a.ratio.total_cmp(&b.ratio).reverse());
    if let Some(w) = worst {
        return Some(msg_with(
            "deck-notes-worst",
            vec![
                ("baseline", t(data(w.baseline.clone()))),
                ("gap", t(value(Value::Multiple(1.0 / w.ratio)))),
                ("concurrency", t(value(Value::Count(w.concurrency)))),
                ("tier", t(value(Value::Tier(w.tier_us)))),
            ],
        ));
    }
    let multiple = facts
        .iter()
        .filter_map(|f| f.multiple)
        .max_by(|a, b| a.ln().abs().total_cmp(&b.ln().abs()))?;
    Some(msg_with(
        "deck-notes-multiple",
        vec![("multiple", t(value(Value::Multiple(multiple))))],
    ))
}

/// The baselines ahead of the subject that `facts` name, in the ranker's order.
fn winners(ranker: &Ranker, facts: &[Facts]) -> Vec<Text> {
    ranker
        .winners()
        .into_iter()
        .filter(|w| facts.iter().any(|f| f.winners.iter().any(|n| n == w)))
        .map(data)
        .collect()
}

/// Where a content slide sits in its section and what the section left out.
pub struct Place {
    pub index: usize,
    pub count: usize,
    /// (items shown, items in the section) when the deck left some out.
    pub cut: Option<(usize, usize)>,
}

/// The notes of one content slide, as HTML.
pub fn content(lx: &Lx, ranker: &Ranker, section: &Section, page: &[Piece], at: &Place) -> String {
    let items = page_items(page);
    let facts: Vec<Facts> = items.iter().map(|i| ranker.facts(i)).collect();
    let mut parts = vec![msg_with(
        "deck-notes-slide",
        vec![
            ("section", t(section.title.clone())),
            ("index", n(at.index as f64 + 1.0)),
            ("count", n(at.count as f64)),
            ("items", n(items.len() as f64)),
        ],
    )];
    let names = winners(ranker, &facts);
    if !names.is_empty() {
        parts.push(msg_with(
            "deck-notes-winners",
            vec![("names", t(Text::List(names)))],
        ));
    }
    parts.extend(largest_gap(&facts));
    parts.extend(caveat(section.id).map(msg));
    if let Some((shown, total)) = at.cut.filter(|_| at.index + 1 == at.count) {
        parts.push(msg_with(
            "deck-notes-left-out",
            vec![("shown", n(shown as f64)), ("total", n(total as f64))],
        ));
    }
    sentences(lx, &parts)
}

/// Sentences joined by a space, as HTML.
pub fn sentences(lx: &Lx, parts: &[Text]) -> String {
    let sep = lx.plain(&msg("deck-notes-sentence-separator"));
    parts
        .iter()
        .map(|p| lx.html(p))
        .collect::<Vec<_>>()
        .join(&crate::render::html::escape(&sep))
}
