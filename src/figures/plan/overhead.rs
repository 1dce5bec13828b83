//! Planning `overhead_ratio`: overhead share against body tier, one panel per concurrency with a
//! readable unit; concurrencies without one are named, with the reason, in the caption.

use super::{concurrency_list, count, series_where, withheld};
use crate::document::text::{key, msg_with, t, value, Text, Value};
use crate::figures::data::{FigureData, Panel};
use crate::figures::{FigureSpec, Planned};
use crate::model::units::Readability;
use crate::model::RunModel;

const NAME: &str = "overhead_ratio";

pub(super) fn overhead(model: &RunModel) -> Planned {
    let (panels, missing) = panels(model);
    let why = withheld_why(model, &missing);
    if panels.is_empty() {
        if model.units.is_empty() {
            return withheld(NAME, "figure-withheld-no-units", vec![]);
        }
        return withheld(NAME, "figure-withheld-overhead", vec![("why", t(why))]);
    }
    let shown: Vec<i64> = panels.iter().map(|p| p.concurrency).collect();
    let threshold = model.overhead_threshold;
    let data = FigureData::Overhead { panels, threshold };
    let (caption, alt) = texts(&data, &shown, &missing, why, threshold);
    Planned::Figure(FigureSpec {
        name: NAME,
        caption,
        alt,
        data,
    })
}

/// Why the overhead of `missing` concurrencies is withheld: over-subscription (concurrency above
/// the logical cores) or a negative overhead, each clause naming its concurrencies.
fn withheld_why(model: &RunModel, missing: &[i64]) -> Text {
    let over = |c: i64| {
        model
            .units
            .iter()
            .any(|u| u.concurrency == c && u.readability == Readability::OverSubscribed)
    };
    let (oversubscribed, negative): (Vec<i64>, Vec<i64>) = missing.iter().partition(|&&c| over(c));
    let mut clauses = Vec::new();
    if !oversubscribed.is_empty() {
        let cores = model
            .logical_cores
            .map_or(Text::Empty, |k| value(Value::Count(k)));
        clauses.push(msg_with(
            "figure-why-oversubscribed",
            vec![
                ("concurrencies", t(concurrency_list(&oversubscribed))),
                ("cores", t(cores)),
            ],
        ));
    }
    if !negative.is_empty() {
        clauses.push(msg_with(
            "figure-why-negative",
            vec![("concurrencies", t(concurrency_list(&negative)))],
        ));
    }
    Text::Clauses(clauses)
}

/// One panel per concurrency with any readable unit, and the concurrencies with none.
fn panels(model: &RunModel) -> (Vec<Panel>, Vec<i64>) {
    let mut panels = Vec::new();
    let mut missing = Vec::new();
    for &c in &model.concurrencies {
        let mut series = series_where(
            model,
            |u| u.concurrency == c,
            |u| u.overhead_ratio().map(|r| (u.tier_us, r)),
        );
        for s in &mut series {
            s.intervals = s
                .points
                .iter()
                .filter_map(|&(tier, _)| {
                    let i = model.uncertainty.share(&s.scheme, c, tier)?.interval?;
                    Some((tier, i.low, i.high))
                })
                .collect();
        }
        if series.is_empty() {
            missing.push(c);
        } else {
            panels.push(Panel {
                concurrency: c,
                series,
            });
        }
    }
    (panels, missing)
}

/// The caption (shown and withheld concurrencies) and the alt text.
fn texts(
    data: &FigureData,
    shown: &[i64],
    missing: &[i64],
    why: Text,
    threshold: f64,
) -> (Text, Text) {
    let caption = msg_with(
        "figure-caption-overhead",
        vec![
            ("concurrencies", t(concurrency_list(shown))),
            ("count", count(shown.len())),
            (
                "has_withheld",
                key(if missing.is_empty() { "no" } else { "yes" }),
            ),
            ("withheld", t(concurrency_list(missing))),
            ("why", t(why)),
        ],
    );
    let alt = msg_with(
        "figure-alt-overhead",
        vec![
            ("schemes", count(data.legend().len())),
            ("concurrencies", t(concurrency_list(shown))),
            (
                "threshold",
                t(value(Value::Percent {
                    fraction: threshold,
                    digits: 0,
                })),
            ),
        ],
    );
    (caption, alt)
}
