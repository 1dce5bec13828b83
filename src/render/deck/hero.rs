//! The hero slide: the subject's overhead share at the reference tier, in large type, with an
//! honest verdict against every baseline at that tier (archive-format 3.18 stat slide). The
//! number is the same `Value` as the overhead pivot's cell, so it reads exactly as in the
//! Markdown report.

use super::bars::reference_concurrency;
use super::slides::footer;
use super::{DeckInput, Lx, Slide};
use crate::document::text::{data, msg, msg_with, n, t, value, Arg, Text, Value};
use crate::model::RunModel;
use crate::render::html::escape;

/// The reference cell: the deck's concurrency, and there the largest tier at which the
/// subject's overhead is readable (the body long enough for the overhead to settle).
pub fn reference(m: &RunModel) -> Option<(i64, f64)> {
    let c = reference_concurrency(m)?;
    let subject = m.subject.as_deref()?;
    m.units
        .iter()
        .filter(|u| u.adapter == subject && u.concurrency == c && u.readable())
        .map(|u| u.tier_us)
        .max_by(f64::total_cmp)
        .map(|tier| (c, tier))
}

/// The value every output shows for a share: two decimals, as in the overhead pivot.
pub fn share(fraction: f64) -> Value {
    Value::Percent {
        fraction,
        digits: 2,
    }
}

pub fn slide(input: &DeckInput, lx: &Lx) -> Slide {
    let m = input.model;
    let section = msg("section-overhead");
    let subject = m.subject.clone().map_or(msg("subject-unknown"), data);
    let found = reference(m).and_then(|(c, tier)| {
        let s = m.unit(m.subject.as_deref()?, c, tier)?.overhead_ratio()?;
        Some((c, tier, s))
    });
    let mut slide = Slide {
        kind: "hero",
        section: "overhead",
        kicker: lx.html(&section),
        title: lx.msg("deck-hero-title"),
        body: String::new(),
        footer: footer(lx, &section, None, None),
        notes: lx.msg("deck-notes-hero-unreadable"),
        continued: String::new(),
        ..Slide::default()
    };
    let Some((c, tier, s)) = found else {
        // No readable figure: say so in place of the number, never invent one.
        let why = msg_with("deck-hero-unreadable", vec![("subject", t(subject))]);
        slide.body = format!("<p class=\"lead\">{}</p>", lx.html(&why));
        return slide;
    };
    let args = vec![
        ("subject", t(subject)),
        ("concurrency", t(value(Value::Count(c)))),
        ("tier", t(value(Value::Tier(tier)))),
    ];
    slide.body = body(lx, m, (c, tier, s), &args);
    slide.footer = footer(lx, &section, Some(c), Some(tier));
    slide.notes = lx.html(&msg_with("deck-notes-hero", args));
    slide
}

/// The big number (marked with its cell for the tests), its caption, the verdict and the
/// same-tier comparison.
fn body(
    lx: &Lx,
    m: &RunModel,
    (c, tier, s): (i64, f64, f64),
    args: &[(&'static str, Arg)],
) -> String {
    format!(
        "<p class=\"hero-number\"><span class=\"big\" data-hero=\"\" data-concurrency=\"{c}\" data-tier=\"{tier}\">{}</span></p>\n<p class=\"hero-caption\">{}</p>\n<p class=\"verdict\">{}</p>\n{}",
        lx.html(&value(share(s))),
        lx.html(&msg_with("deck-hero-caption", args.to_vec())),
        lx.html(&verdict(m, c, tier, s)),
        rivals(lx, m, c, tier),
    )
}

/// Baselines at the reference cell: (name, readable share).
fn baselines(m: &RunModel, c: i64, tier: f64) -> Vec<(String, Option<f64>)> {
    m.schemes
        .iter()
        .filter(|s| Some(s.as_str()) != m.subject.as_deref())
        .filter_map(|s| Some((s.clone(), m.unit(s, c, tier)?.overhead_ratio())))
        .collect()
}

/// "Lowest share at this tier", or which baselines are lower; never softened.
fn verdict(m: &RunModel, c: i64, tier: f64, own: f64) -> Text {
    let all = baselines(m, c, tier);
    let lower: Vec<Text> = all
        .iter()
        .filter(|(_, r)| r.is_some_and(|r| r < own))
        .map(|(s, _)| data(s.clone()))
        .collect();
    let readable = all.iter().filter(|(_, r)| r.is_some()).count();
    if readable == 0 {
        msg("deck-hero-no-rivals")
    } else if lower.is_empty() {
        msg_with("deck-hero-lowest", vec![("count", n(readable as f64))])
    } else {
        msg_with(
            "deck-hero-lower",
            vec![
                ("count", n(lower.len() as f64)),
                ("names", t(Text::List(lower))),
            ],
        )
    }
}

/// Every scheme's share at the reference cell, the subject first; withheld ones say so.
fn rivals(lx: &Lx, m: &RunModel, c: i64, tier: f64) -> String {
    let mut html = format!(
        "<p class=\"rivals-head\">{}</p><ul class=\"rivals\">",
        lx.msg("deck-hero-same-tier")
    );
    for (slot, s) in m.schemes.iter().enumerate() {
        let Some(u) = m.unit(s, c, tier) else {
            continue;
        };
        let v = u.overhead_ratio().map_or(Text::Empty, |r| value(share(r)));
        let class = if Some(s.as_str()) == m.subject.as_deref() {
            " subject"
        } else {
            ""
        };
        html.push_str(&format!(
            "<li class=\"slot-{}{class}\"><span class=\"name\">{}</span> <span class=\"value\">{}</span></li>",
            slot % 8,
            escape(s),
            lx.html(&v)
        ));
    }
    html.push_str("</ul>\n");
    html
}
