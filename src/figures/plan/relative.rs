//! Planning `relative_multiple`: each comparable baseline's median over the subject's against
//! body tier, one panel per concurrency (from the model's recomputed comparisons).

use super::{concurrency_list, count, style, withheld};
use crate::document::text::{msg_with, t};
use crate::figures::data::{FigureData, Panel, Series};
use crate::figures::{FigureSpec, Planned};
use crate::model::RunModel;

pub(super) fn relative(model: &RunModel) -> Planned {
    const NAME: &str = "relative_multiple";
    let Some(subject) = model.subject.as_deref() else {
        return withheld(NAME, "figure-withheld-no-subject", vec![]);
    };
    let (panels, dropped) = panels(model, subject);
    if panels.is_empty() {
        return withheld(NAME, "figure-withheld-no-baseline", vec![]);
    }
    let shown: Vec<i64> = panels.iter().map(|p| p.concurrency).collect();
    let caption = msg_with(
        "figure-caption-relative",
        vec![("count", count(shown.len())), ("dropped", count(dropped))],
    );
    let data = FigureData::Relative { panels };
    let alt = msg_with(
        "figure-alt-relative",
        vec![
            ("baselines", count(data.legend().len())),
            ("concurrencies", t(concurrency_list(&shown))),
        ],
    );
    Planned::Figure(FigureSpec {
        name: NAME,
        caption,
        alt,
        data,
    })
}

/// One panel per concurrency with any positive ratio, and how many ratios a log axis cannot show.
fn panels(model: &RunModel, subject: &str) -> (Vec<Panel>, usize) {
    let (mut panels, mut dropped) = (Vec::new(), 0usize);
    for &c in &model.concurrencies {
        let cells = model
            .comparisons
            .iter()
            .filter(|cell| cell.concurrency == c);
        let mut series: Vec<Series> = Vec::new();
        for scheme in model.schemes.iter().filter(|s| s.as_str() != subject) {
            let (mut points, mut intervals) = (Vec::new(), Vec::new());
            for cell in cells.clone() {
                match cell.ratios.get(scheme) {
                    // A log axis cannot show 0 or less: counted and said in the caption.
                    Some(&r) if !(r.is_finite() && r > 0.0) => dropped += 1,
                    Some(&r) => {
                        points.push((cell.tier_us, r));
                        let stats = model.uncertainty.comparison(scheme, c, cell.tier_us);
                        if let Some(i) = stats.and_then(|s| s.interval).filter(|i| i.low > 0.0) {
                            intervals.push((cell.tier_us, i.low, i.high));
                        }
                    }
                    None => {}
                }
            }
            points.sort_by(|a, b| a.0.total_cmp(&b.0));
            intervals.sort_by(|a, b| a.0.total_cmp(&b.0));
            if !points.is_empty() {
                series.push(Series {
                    scheme: scheme.clone(),
                    style: style(model, scheme),
                    points,
                    intervals,
                });
            }
        }
        if !series.is_empty() {
            panels.push(Panel {
                concurrency: c,
                series,
            });
        }
    }
    (panels, dropped)
}
