//! Planning `latency_distribution`: per-round end-to-end per task from the
//! raw rounds (wall seconds / batch), one box per scheme per concurrency, one panel per tier.

use super::{count, style, withheld};
use crate::document::text::{msg_with, t, value, Text, Value};
use crate::figures::data::{FigureData, Spread};
use crate::figures::{FigureSpec, Planned};
use crate::model::{RunModel, UnitModel};

const NAME: &str = "latency_distribution";

/// Per-round seconds per task of one unit, sorted; rounds with no batch are skipped (like the
/// band, archive-format 3.7) and values a log axis cannot show are counted in `dropped`.
fn samples(model: &RunModel, unit: &UnitModel, dropped: &mut usize) -> Vec<f64> {
    let rounds = model
        .raw_rounds
        .get(unit.index)
        .map_or(&[][..], Vec::as_slice);
    let mut out: Vec<f64> = Vec::with_capacity(rounds.len());
    for r in rounds.iter().filter(|r| r.batch > 0) {
        let v = r.wall_seconds / r.batch as f64;
        if v.is_finite() && v > 0.0 {
            out.push(v);
        } else {
            *dropped += 1;
        }
    }
    out.sort_by(f64::total_cmp);
    out
}

/// The spreads at body tier `tier_us`: concurrencies ascending, schemes in model order within.
fn panel(model: &RunModel, tier_us: f64, dropped: &mut usize) -> Vec<Spread> {
    let mut spreads = Vec::new();
    for &c in &model.concurrencies {
        for scheme in &model.schemes {
            let Some(unit) = model.unit(scheme, c, tier_us) else {
                continue;
            };
            let samples = samples(model, unit, dropped);
            if !samples.is_empty() {
                spreads.push(Spread {
                    scheme: scheme.clone(),
                    style: style(model, scheme),
                    concurrency: c,
                    samples,
                });
            }
        }
    }
    spreads
}

pub(super) fn latency(model: &RunModel) -> Planned {
    let mut dropped = 0usize;
    let panels: Vec<(f64, Vec<Spread>)> = model
        .tiers_us
        .iter()
        .map(|&tier| (tier, panel(model, tier, &mut dropped)))
        .filter(|(_, spreads)| !spreads.is_empty())
        .collect();
    if panels.is_empty() {
        return withheld(NAME, "figure-withheld-no-rounds", vec![]);
    }
    let shown: Vec<Text> = panels
        .iter()
        .map(|(tier, _)| value(Value::Tier(*tier)))
        .collect();
    // The caption states the largest box's sample count: every box has at most that many.
    let rounds = panels
        .iter()
        .flat_map(|(_, s)| s)
        .map(|s| s.samples.len())
        .max()
        .unwrap_or(0);
    let caption = msg_with(
        "figure-caption-latency",
        vec![
            ("count", count(shown.len())),
            ("rounds", count(rounds)),
            ("dropped", count(dropped)),
        ],
    );
    let data = FigureData::Latency {
        panels,
        concurrencies: model.concurrencies.clone(),
    };
    let schemes = count(data.legend().len());
    let alt = msg_with(
        "figure-alt-latency",
        vec![("schemes", schemes), ("tiers", t(Text::List(shown)))],
    );
    Planned::Figure(FigureSpec {
        name: NAME,
        caption,
        alt,
        data,
    })
}
