//! Planning `throughput`: tasks actually completed per second (1 / E) against concurrency, at
//! the smallest body tier.

use super::{concurrency_list, count, series_where, withheld};
use crate::document::text::{msg_with, t, value, Text, Value};
use crate::figures::data::FigureData;
use crate::figures::{FigureSpec, Planned};
use crate::model::RunModel;

pub(super) fn throughput(model: &RunModel) -> Planned {
    const NAME: &str = "throughput";
    // archive-format 3.17: the smallest tier, where the framework's own cost weighs most.
    let Some(&tier_us) = model.tiers_us.first() else {
        return withheld(NAME, "figure-withheld-no-units", vec![]);
    };
    let series = series_where(
        model,
        |u| u.tier_us == tier_us,
        |u| {
            (u.throughput.is_finite() && u.throughput > 0.0)
                .then_some((u.concurrency as f64, u.throughput))
        },
    );
    if series.is_empty() {
        return withheld(
            NAME,
            "figure-withheld-throughput",
            vec![("tier", t(value(Value::Tier(tier_us))))],
        );
    }
    let mut concurrencies: Vec<i64> = series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p.0 as i64))
        .collect();
    concurrencies.sort();
    concurrencies.dedup();
    let (caption, alt) = texts(tier_us, series.len(), &concurrencies);
    let data = FigureData::Throughput {
        tier_us,
        concurrencies,
        series,
    };
    Planned::Figure(FigureSpec {
        name: NAME,
        caption,
        alt,
        data,
    })
}

/// The caption (scope: one tier) and the alt text.
fn texts(tier_us: f64, schemes: usize, concurrencies: &[i64]) -> (Text, Text) {
    let tier = || t(value(Value::Tier(tier_us)));
    let caption = msg_with("figure-caption-throughput", vec![("tier", tier())]);
    let alt = msg_with(
        "figure-alt-throughput",
        vec![
            ("schemes", count(schemes)),
            ("tier", tier()),
            ("concurrencies", t(concurrency_list(concurrencies))),
        ],
    );
    (caption, alt)
}
