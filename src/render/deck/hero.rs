//! The hero slides. The first shows the subject's overhead share at every tier of the
//! reference concurrency (never the flattering tier alone), where it meets the threshold and
//! which baselines do better, in the same words as the report's headline. The second puts the
//! subject's largest lead and largest deficit side by side. Every number is the same `Value`
//! as in the report's tables, so it reads exactly as in the Markdown.

use super::slides::footer;
use super::{DeckInput, Lx, Slide};
use crate::document::conclusions::{lower_text, overhead_claim, tier as tier_text};
use crate::document::text::{data, msg, msg_with, t, value, Text, Value};
use crate::model::headline::{Extreme, OverheadProfile};
use crate::model::RunModel;

/// The profile every output quotes first: the subject's overhead at the reference
/// concurrency, when any of it is readable.
pub fn reference(m: &RunModel) -> Option<&OverheadProfile> {
    let c = m.reference_concurrency()?;
    m.profiles.iter().find(|p| p.concurrency == c)
}

/// The value every output shows for a share: two decimals, as in the overhead pivot.
pub fn share(fraction: f64) -> Value {
    Value::Percent {
        fraction,
        digits: 2,
    }
}

fn subject_text(m: &RunModel) -> Text {
    m.subject.clone().map_or(msg("subject-unknown"), data)
}

pub fn slide(input: &DeckInput, lx: &Lx) -> Slide {
    let m = input.model;
    let section = msg("section-overhead");
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
    let Some(profile) = reference(m) else {
        // No readable figure: say so in place of the number, never invent one.
        let why = msg_with(
            "deck-hero-unreadable",
            vec![("subject", t(subject_text(m)))],
        );
        slide.body = format!("<p class=\"lead\">{}</p>", lx.html(&why));
        return slide;
    };
    let caption = msg_with(
        "deck-hero-caption",
        vec![
            ("subject", t(subject_text(m))),
            ("concurrency", t(value(Value::Count(profile.concurrency)))),
        ],
    );
    let claim = overhead_claim(profile, m.overhead_threshold);
    slide.body = format!(
        "{}\n<p class=\"hero-caption\">{}</p>\n<p class=\"hero-claim\">{}</p>\n<p class=\"verdict\">{}</p>\n",
        numbers(lx, profile),
        lx.html(&caption),
        lx.html(&msg_with("deck-hero-claim", vec![("claim", t(claim.clone()))])),
        lx.html(&msg_with("deck-hero-lower", vec![("lower", t(lower_text(profile)))])),
    );
    slide.footer = footer(lx, &section, Some(profile.concurrency), None);
    slide.notes = lx.html(&msg_with(
        "deck-notes-hero",
        vec![("claim", t(claim)), ("lower", t(lower_text(profile)))],
    ));
    slide
}

/// One large number per tier (marked with its cell for the tests); a withheld tier shows the
/// empty marker and says so.
fn numbers(lx: &Lx, p: &OverheadProfile) -> String {
    // The type size steps down with the number of tiers so one row always fits the slide.
    let size = match p.shares.len() {
        0..=3 => "n-3",
        4 => "n-4",
        5 => "n-5",
        _ => "n-many",
    };
    let mut html = format!("<div class=\"hero-tiers {size}\">");
    for s in &p.shares {
        let (number, attr) = match s.share {
            Some(v) => (lx.html(&value(share(v))), " data-hero=\"\""),
            None => (lx.html(&Text::Empty), " data-hero-withheld=\"\""),
        };
        let label = match s.share {
            Some(_) => msg_with("deck-hero-tier", vec![("tier", t(tier_text(s.tier_us)))]),
            None => msg_with(
                "deck-hero-tier-withheld",
                vec![("tier", t(tier_text(s.tier_us)))],
            ),
        };
        html.push_str(&format!(
            "<p class=\"hero-tier\"><span class=\"big\"{attr} data-concurrency=\"{}\" data-tier=\"{}\">{number}</span><span class=\"tier\">{}</span></p>",
            p.concurrency,
            s.tier_us,
            lx.html(&label)
        ));
    }
    html.push_str("</div>");
    html
}

/// The largest lead and the largest deficit of the subject, side by side.
pub fn extremes_slide(input: &DeckInput, lx: &Lx) -> Slide {
    let m = input.model;
    let section = msg("section-conclusions");
    let subject = subject_text(m);
    let card = |class: &str, e: Option<&Extreme>, id: &'static str, none: &'static str| {
        let head = lx.msg(if class == "lead" {
            "deck-extremes-lead"
        } else {
            "deck-extremes-deficit"
        });
        let body = match e {
            Some(e) => format!(
                "<p class=\"factor\">{}</p><p>{}</p>",
                lx.html(&value(Value::Multiple(e.factor))),
                lx.html(&msg_with(
                    id,
                    vec![
                        ("subject", t(subject.clone())),
                        ("baseline", t(data(e.baseline.clone()))),
                        ("concurrency", t(value(Value::Count(e.concurrency)))),
                        ("tier", t(tier_text(e.tier_us))),
                    ],
                ))
            ),
            None => format!(
                "<p>{}</p>",
                lx.html(&msg_with(none, vec![("subject", t(subject.clone()))]))
            ),
        };
        format!("<div class=\"extreme {class}\"><h3>{head}</h3>{body}</div>")
    };
    let body = format!(
        "<div class=\"extremes\">{}{}</div>\n",
        card(
            "lead",
            m.extremes.lead.as_ref(),
            "deck-extremes-lead-text",
            "extreme-no-lead"
        ),
        card(
            "deficit",
            m.extremes.deficit.as_ref(),
            "deck-extremes-deficit-text",
            "extreme-no-deficit"
        ),
    );
    let text = crate::document::conclusions::extremes_text(
        m.subject.as_deref().unwrap_or_default(),
        &m.extremes,
    );
    Slide {
        kind: "extremes",
        section: "conclusions",
        kicker: lx.html(&section),
        title: lx.msg("deck-extremes-title"),
        body,
        footer: footer(lx, &section, None, None),
        notes: lx.html(&msg_with("deck-notes-extremes", vec![("text", t(text))])),
        continued: String::new(),
        ..Slide::default()
    }
}
