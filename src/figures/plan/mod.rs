//! Figures, planning: which figures an archive gets and the numbers each one draws, taken from
//! the [`RunModel`] (archive-format 3.17, report-spec §3). Language-neutral: captions, alt text
//! and reasons are [`Text`].

pub mod history;
mod latency;
mod overhead;
mod relative;
mod throughput;

use super::data::Series;
use super::palette::Style;
use super::Planned;
use crate::document::text::{msg_with, value, Arg, Text, Value};
use crate::model::{RunModel, UnitModel};

/// Every figure of the report, in report order; a figure without data is `Withheld`.
pub fn plan(model: &RunModel) -> Vec<Planned> {
    vec![
        overhead::overhead(model),
        throughput::throughput(model),
        relative::relative(model),
        latency::latency(model),
    ]
}

/// The style of `scheme`: its slot in the model's scheme order, highlighted if it is the subject.
pub(in crate::figures) fn style(model: &RunModel, scheme: &str) -> Style {
    let slot = model.schemes.iter().position(|s| s == scheme).unwrap_or(0);
    Style::for_slot(slot, model.subject.as_deref() == Some(scheme))
}

/// A list of concurrencies as counts, joined by the locale.
pub(in crate::figures) fn concurrency_list(cs: &[i64]) -> Text {
    Text::List(cs.iter().map(|&c| value(Value::Count(c))).collect())
}

pub(in crate::figures) fn count(n: usize) -> Arg {
    Arg::Num(n as f64)
}

pub(in crate::figures) fn withheld(
    name: &'static str,
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
) -> Planned {
    Planned::Withheld {
        name,
        reason: msg_with(id, args),
    }
}

/// One series per scheme (model order) from `point`, which gives a unit's (x, y) or `None`.
pub(in crate::figures) fn series_where(
    model: &RunModel,
    keep: impl Fn(&UnitModel) -> bool,
    point: impl Fn(&UnitModel) -> Option<(f64, f64)>,
) -> Vec<Series> {
    model
        .schemes
        .iter()
        .filter_map(|scheme| {
            let mut points: Vec<(f64, f64)> = model
                .units
                .iter()
                .filter(|u| &u.adapter == scheme && keep(u))
                .filter_map(&point)
                .collect();
            points.sort_by(|a, b| a.0.total_cmp(&b.0));
            (!points.is_empty()).then(|| Series {
                scheme: scheme.clone(),
                style: style(model, scheme),
                points,
                intervals: vec![],
            })
        })
        .collect()
}
