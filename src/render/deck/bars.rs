//! Bar slides for the latency, overhead and throughput dimensions (report-spec §4, fixing
//! archive-format 3.18): at one concurrency, one group per body tier, one bar per scheme. A bar
//! is the scheme's multiple of the subject's value (1.0 = parity, longer is worse) and its label
//! is the same quantity measured (overhead: the share, never seconds). Cells without a bar say
//! why instead of vanishing.

use super::notes::sentences;
use super::slides::{continued, footer};
use super::{DeckInput, Lx, Slide};
use crate::document::text::{data, msg, msg_with, n, t, value, Text, Value};
use crate::document::Section;
use crate::model::{RunModel, UnitModel};

/// Vertical room for bar groups in one column of a slide, in CSS pixels (deck.css).
const COLUMN_HEIGHT: f64 = 470.0;
const GROUP_HEAD: f64 = 40.0;
const BAR_ROW: f64 = 31.0;

/// What one dimension plots.
struct Dim {
    title: &'static str,
    legend: &'static str,
    value: fn(&UnitModel) -> Option<f64>,
    label: fn(f64) -> Value,
    /// Throughput: more is better, so the multiple is subject / scheme to keep "longer is worse".
    higher_is_better: bool,
    /// Whether the multiple is the baseline/subject ratio of end-to-end medians, whose 95%
    /// interval the model computed (latency, and throughput, its reciprocal twice over).
    ratio_interval: bool,
}

fn dim(section: &str) -> Option<Dim> {
    Some(match section {
        "latency" => Dim {
            title: "deck-bars-latency-title",
            legend: "deck-bars-latency-legend",
            value: |u| Some(u.e2e.median),
            label: Value::Duration,
            higher_is_better: false,
            ratio_interval: true,
        },
        "overhead" => Dim {
            title: "deck-bars-overhead-title",
            legend: "deck-bars-overhead-legend",
            value: UnitModel::overhead_ratio,
            label: |f| Value::Percent {
                fraction: f,
                digits: 2,
            },
            higher_is_better: false,
            ratio_interval: false,
        },
        "throughput" => Dim {
            title: "deck-bars-throughput-title",
            legend: "deck-bars-throughput-legend",
            value: |u| Some(u.throughput),
            label: Value::Rate,
            higher_is_better: true,
            ratio_interval: true,
        },
        _ => return None,
    })
}

/// The one concurrency the deck charts and quotes (bars and hero alike): the lowest at which
/// the subject's overhead is readable, else the subject's lowest, else the run's lowest.
/// A single rule, so that no two slides silently pick different concurrencies.
pub fn reference_concurrency(m: &RunModel) -> Option<i64> {
    m.reference_concurrency()
}

/// One bar: a scheme's value at a tier and its multiple of the subject's.
struct Bar {
    slot: usize,
    subject: bool,
    scheme: String,
    value: Option<f64>,
    multiple: Option<f64>,
    /// The multiple's 95% interval (a whisker), for baselines where the model has one.
    interval: Option<(f64, f64)>,
}

struct Group {
    tier: f64,
    bars: Vec<Bar>,
}

fn groups(m: &RunModel, d: &Dim, c: i64) -> Vec<Group> {
    let subject = m.subject.as_deref().unwrap_or_default();
    m.tiers_us
        .iter()
        .filter(|&&tier| {
            m.units
                .iter()
                .any(|u| u.concurrency == c && u.tier_us == tier)
        })
        .map(|&tier| {
            let of = |s: &str| m.unit(s, c, tier).and_then(d.value);
            let base = of(subject);
            let bars = m
                .schemes
                .iter()
                .enumerate()
                .filter(|(_, s)| m.unit(s, c, tier).is_some())
                .map(|(slot, s)| {
                    let value = of(s);
                    let is_subject = s == subject;
                    let interval = (d.ratio_interval && !is_subject)
                        .then(|| m.uncertainty.comparison(s, c, tier)?.interval)
                        .flatten()
                        .map(|i| (i.low, i.high));
                    Bar {
                        slot,
                        subject: is_subject,
                        scheme: s.clone(),
                        value,
                        multiple: multiple(base, value, d),
                        interval,
                    }
                })
                .collect();
            Group { tier, bars }
        })
        .collect()
}

/// The multiple of the subject's value; none unless both are positive.
fn multiple(base: Option<f64>, v: Option<f64>, d: &Dim) -> Option<f64> {
    let (b, v) = (base.filter(|b| *b > 0.0)?, v.filter(|v| *v > 0.0)?);
    Some(if d.higher_is_better { b / v } else { v / b })
}

pub fn slides(input: &DeckInput, lx: &Lx, section: &Section) -> Vec<Slide> {
    let (Some(d), Some(c)) = (dim(section.id), reference_concurrency(input.model)) else {
        return vec![];
    };
    let groups = groups(input.model, &d, c);
    let widest = groups.iter().map(|g| g.bars.len()).max().unwrap_or(0) as f64;
    let per_column = ((COLUMN_HEIGHT / (GROUP_HEAD + widest * BAR_ROW)).floor() as usize).max(1);
    let all: Vec<&Bar> = groups.iter().flat_map(|g| &g.bars).collect();
    let axis = axis_max(
        all.iter()
            .filter_map(|b| b.multiple)
            .chain(all.iter().filter_map(|b| b.interval.map(|i| i.1))),
    );
    let title = msg_with(d.title, vec![("concurrency", t(value(Value::Count(c))))]);
    let chunks: Vec<&[Group]> = groups.chunks(per_column * 2).collect();
    chunks
        .iter()
        .enumerate()
        .map(|(i, chunk)| {
            let title = if i == 0 {
                title.clone()
            } else {
                continued(&title)
            };
            Slide {
                kind: "bars",
                section: section.id,
                kicker: lx.html(&section.title),
                title: lx.html(&title),
                body: body(lx, &d, chunk, axis),
                footer: footer(lx, &section.title, Some(c), None),
                notes: sentences(lx, &notes(&d, section, chunk, c)),
                continued: lx.plain(&continued(&title)),
                ..Slide::default()
            }
        })
        .collect()
}

/// What to say about one bar slide: its scope, its longest bar (or that the subject leads
/// everywhere on it), and how many cells have no bar.
fn notes(d: &Dim, section: &Section, groups: &[Group], c: i64) -> Vec<Text> {
    let tiers: Vec<Text> = groups.iter().map(|g| value(Value::Tier(g.tier))).collect();
    let mut out = vec![msg_with(
        "deck-notes-bars-scope",
        vec![
            ("section", t(section.title.clone())),
            ("concurrency", t(value(Value::Count(c)))),
            ("tiers", t(Text::List(tiers))),
        ],
    )];
    let longest = groups
        .iter()
        .flat_map(|g| g.bars.iter().map(move |b| (g, b)))
        .filter(|(_, b)| !b.subject)
        .filter_map(|(g, b)| Some((g, b, b.multiple?)))
        .max_by(|a, b| a.2.total_cmp(&b.2));
    match longest {
        Some((g, b, x)) if x > 1.0 => {
            let subject = g.bars.iter().find(|b| b.subject).and_then(|b| b.value);
            let label = |v: Option<f64>| v.map_or(Text::Empty, |v| value((d.label)(v)));
            out.push(msg_with(
                "deck-notes-bars-longest",
                vec![
                    ("scheme", t(data(b.scheme.clone()))),
                    ("tier", t(value(Value::Tier(g.tier)))),
                    ("multiple", t(value(Value::Multiple(x)))),
                    ("value", t(label(b.value))),
                    ("subject_value", t(label(subject))),
                ],
            ));
        }
        Some(_) => out.push(msg("deck-notes-bars-subject-best")),
        None => {}
    }
    let missing = groups
        .iter()
        .flat_map(|g| &g.bars)
        .filter(|b| b.multiple.is_none())
        .count();
    if missing > 0 {
        out.push(msg_with(
            "deck-notes-bars-missing",
            vec![("missing", n(missing as f64))],
        ));
    }
    out
}

/// The scale's end: at least parity, rounded up to a tenth (archive-format 3.18).
fn axis_max(multiples: impl Iterator<Item = f64>) -> f64 {
    let most = multiples.fold(1.0, f64::max);
    ((most * 10.0).ceil() / 10.0).max(1.0)
}

fn body(lx: &Lx, d: &Dim, groups: &[Group], axis: f64) -> String {
    let mut html = String::from("<div class=\"groups split\">");
    for g in groups {
        html.push_str(&group(lx, d, g, axis));
    }
    html.push_str("</div>\n");
    let (nonpositive, withheld) = exceptions(groups);
    let mut notes = vec![lx.msg(d.legend)];
    if groups
        .iter()
        .flat_map(|g| &g.bars)
        .any(|b| b.interval.is_some())
    {
        notes.push(lx.msg("deck-bars-whiskers"));
    }
    if withheld {
        notes.push(lx.msg("deck-bars-withheld"));
    }
    if nonpositive {
        notes.push(lx.msg("deck-bars-nonpositive"));
    }
    html.push_str(&format!(
        "<p class=\"legend keep\">{}</p>\n",
        notes.join(" ")
    ));
    html
}

/// Whether some bar is missing for a non-positive value, and whether some for a withheld one.
fn exceptions(groups: &[Group]) -> (bool, bool) {
    let bars = || groups.iter().flat_map(|g| &g.bars);
    let withheld = bars().any(|b| b.value.is_none());
    let nonpositive = bars().any(|b| b.value.is_some() && b.multiple.is_none());
    (nonpositive, withheld)
}

fn group(lx: &Lx, d: &Dim, g: &Group, axis: f64) -> String {
    let head = msg_with(
        "deck-bars-tier",
        vec![("tier", t(value(Value::Tier(g.tier))))],
    );
    let parity = 100.0 / axis;
    let mut html = format!(
        "<div class=\"bar-group\"><h3>{}</h3><ol class=\"bars\">",
        lx.html(&head)
    );
    for b in &g.bars {
        let label = b.value.map_or(Text::Empty, |v| value((d.label)(v)));
        let whisker = b.interval.map_or(String::new(), |(lo, hi)| {
            format!(
                "<span class=\"whisker\" style=\"left:{:.2}%;width:{:.2}%\"></span>",
                100.0 * lo / axis,
                100.0 * (hi - lo).max(0.0) / axis
            )
        });
        let (fill, mult) = match b.multiple {
            Some(x) => (
                format!(
                    "<span class=\"fill\" style=\"width:{:.2}%\"></span>{whisker}",
                    100.0 * x / axis
                ),
                lx.html(&value(Value::Multiple(x))),
            ),
            None if b.value.is_none() => (String::new(), lx.msg("deck-bars-mark-withheld")),
            None => (String::new(), lx.msg("deck-bars-mark-nonpositive")),
        };
        html.push_str(&format!(
            "<li class=\"bar slot-{}{}\"><span class=\"name\">{}</span><span class=\"track\">{fill}<span class=\"parity\" style=\"left:{parity:.2}%\"></span></span><span class=\"value\">{}</span><span class=\"mult\">{mult}</span></li>",
            b.slot % 8,
            if b.subject { " subject" } else { "" },
            crate::render::html::escape(&b.scheme),
            lx.html(&label),
        ));
    }
    html.push_str("</ol></div>");
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axis_starts_at_parity_and_rounds_up() {
        assert_eq!(axis_max([0.5, 0.9].into_iter()), 1.0);
        assert_eq!(axis_max([1.21].into_iter()), 1.3);
    }

    #[test]
    fn non_positive_values_have_no_multiple() {
        let d = dim("latency").unwrap();
        assert_eq!(multiple(Some(2.0), Some(3.0), &d), Some(1.5));
        assert_eq!(multiple(Some(2.0), Some(0.0), &d), None);
        assert_eq!(multiple(Some(-1.0), Some(3.0), &d), None);
        let tp = dim("throughput").unwrap();
        assert_eq!(multiple(Some(200.0), Some(100.0), &tp), Some(2.0));
    }
}
