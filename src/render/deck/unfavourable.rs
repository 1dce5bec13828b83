//! The summary slide that opens the unfavourable section (archive-format 3.14): how many tiers
//! the subject loses and to how many baselines, then one card per baseline with its count, its
//! worst gap and every tier it wins. Cards continue on further slides rather than shrink.

use super::paginate::BUDGET;
use super::pieces::units;
use super::slides::{continued, footer};
use super::{DeckInput, Lx, Slide};
use crate::document::text::{data, msg, msg_with, n, t, value, Text, Value};
use crate::document::Section;
use crate::model::relative::VerdictItem;
use crate::render::html::escape;
use std::collections::BTreeMap;

/// A card's width in Latin glyphs of its 15 px tier list (half the body, minus padding).
const CARD_GLYPHS: f64 = 62.0;

/// The unfavourable items grouped by baseline (sorted by name).
pub fn by_baseline(items: &[VerdictItem]) -> BTreeMap<&str, Vec<&VerdictItem>> {
    let mut groups: BTreeMap<&str, Vec<&VerdictItem>> = BTreeMap::new();
    for i in items {
        groups.entry(i.baseline.as_str()).or_default().push(i);
    }
    groups
}

pub fn summary(input: &DeckInput, lx: &Lx, section: &Section) -> Vec<Slide> {
    let items = &input.model.verdicts.unfavourable;
    let groups = by_baseline(items);
    let title = msg("deck-summary-title");
    let lead = if items.is_empty() {
        msg("unfavourable-empty")
    } else {
        msg_with(
            "unfavourable-count",
            vec![
                ("count", n(items.len() as f64)),
                ("baselines", n(groups.len() as f64)),
            ],
        )
    };
    let cards: Vec<(String, f64)> = groups.iter().map(|(b, g)| card(lx, b, g)).collect();
    let pages = pack(&cards);
    let count = pages.len().max(1);
    let notes = |i: usize| {
        let mut parts = vec![msg_with(
            "deck-notes-summary",
            vec![
                ("count", n(items.len() as f64)),
                ("baselines", n(groups.len() as f64)),
            ],
        )];
        if let Some(w) = items.iter().min_by(|a, b| a.ratio.total_cmp(&b.ratio)) {
            parts.push(msg_with(
                "deck-notes-worst",
                vec![
                    ("baseline", t(data(w.baseline.clone()))),
                    ("gap", t(value(Value::Multiple(1.0 / w.ratio)))),
                    ("concurrency", t(value(Value::Count(w.concurrency)))),
                    ("tier", t(value(Value::Tier(w.tier_us)))),
                ],
            ));
        }
        if count > 1 {
            parts.push(msg_with(
                "deck-notes-part",
                vec![("index", n(i as f64 + 1.0)), ("count", n(count as f64))],
            ));
        }
        super::notes::sentences(lx, &parts)
    };
    let slide = |i: usize, cards: String| Slide {
        kind: "summary",
        section: section.id,
        kicker: lx.html(&section.title),
        title: lx.html(&if i == 0 {
            title.clone()
        } else {
            continued(&title)
        }),
        body: format!("<p class=\"lead keep\">{}</p>\n{cards}", lx.html(&lead)),
        footer: footer(lx, &section.title, None, None),
        notes: notes(i),
        continued: lx.plain(&continued(&title)),
        ..Slide::default()
    };
    if pages.is_empty() {
        return vec![slide(0, String::new())];
    }
    pages
        .into_iter()
        .enumerate()
        .map(|(i, html)| slide(i, format!("<div class=\"cards split\">{html}</div>\n")))
        .collect()
}

/// Cards two to a row, rows while they fit under the lead line.
fn pack(cards: &[(String, f64)]) -> Vec<String> {
    let room = BUDGET - 60.0;
    let mut pages = vec![];
    let (mut page, mut used) = (String::new(), 0.0);
    for pair in cards.chunks(2) {
        let h = pair.iter().map(|(_, h)| *h).fold(0.0, f64::max) + 16.0;
        if used + h > room && !page.is_empty() {
            pages.push(std::mem::take(&mut page));
            used = 0.0;
        }
        pair.iter().for_each(|(html, _)| page.push_str(html));
        used += h;
    }
    if !page.is_empty() {
        pages.push(page);
    }
    pages
}

/// The locale's list separator ("、" in Chinese), read off a two-item list.
fn list_separator(lx: &Lx) -> String {
    let two = lx.plain(&Text::List(vec![data("a"), data("b")]));
    two.strip_prefix('a')
        .and_then(|s| s.strip_suffix('b'))
        .unwrap_or(", ")
        .to_string()
}

/// "concurrency · tier" of one item.
fn cell(i: &VerdictItem) -> Text {
    msg_with(
        "deck-summary-cell",
        vec![
            ("concurrency", t(value(Value::Count(i.concurrency)))),
            ("tier", t(value(Value::Tier(i.tier_us)))),
        ],
    )
}

/// One baseline's card and its estimated height in CSS pixels.
fn card(lx: &Lx, baseline: &str, items: &[&VerdictItem]) -> (String, f64) {
    let worst = items
        .iter()
        .min_by(|a, b| a.ratio.total_cmp(&b.ratio))
        .expect("a group has items");
    let head = msg_with(
        "deck-summary-card-title",
        vec![
            ("baseline", t(data(baseline))),
            ("count", n(items.len() as f64)),
        ],
    );
    let gap = msg_with(
        "deck-summary-card-worst",
        vec![
            ("gap", t(value(Value::Multiple(1.0 / worst.ratio)))),
            ("cell", t(cell(worst))),
        ],
    );
    let (all, all_plain) = all_cells(lx, items);
    let lines = (units(&all_plain) / CARD_GLYPHS).ceil() + (units(&lx.plain(&gap)) / 52.0).ceil();
    let html = format!(
        "<article class=\"card\" data-baseline=\"{}\" data-count=\"{}\"><h3>{}</h3><p class=\"worst\">{}</p><p class=\"cells\">{all}</p></article>",
        escape(baseline),
        items.len(),
        lx.html(&head),
        lx.html(&gap),
    );
    (html, 60.0 + lines * 22.0)
}

/// Every cell of a card sorted by (concurrency, tier), as HTML and as plain text (to measure).
/// Each cell stays on one line; the list breaks only between cells.
fn all_cells(lx: &Lx, items: &[&VerdictItem]) -> (String, String) {
    let mut sorted: Vec<&&VerdictItem> = items.iter().collect();
    sorted.sort_by(|a, b| {
        a.concurrency
            .cmp(&b.concurrency)
            .then(a.tier_us.total_cmp(&b.tier_us))
    });
    let cells: Vec<Text> = sorted.iter().map(|i| cell(i)).collect();
    let label = msg("deck-summary-card-all");
    let plain = lx.plain(&Text::Seq(vec![label.clone(), Text::List(cells.clone())]));
    let spans: Vec<String> = cells
        .iter()
        .map(|c| format!("<span class=\"cell\">{}</span>", lx.html(c)))
        .collect();
    let html = format!(
        "{}{}",
        lx.html(&label),
        spans.join(&escape(&list_separator(lx)))
    );
    (html, plain)
}
