//! Planning the history figures of one series: the subject's overhead share and every
//! baseline/subject ratio over its runs, one panel per tier of the reference concurrency (the
//! lowest at which the subject's share is readable in any run).

use crate::document::text::{msg_with, t, value, Text, Value};
use crate::figures::data::{FigureData, HistoryPanel, Series};
use crate::figures::palette::Style;
use crate::figures::FigureSpec;
use crate::history::{Change, Metric, Series as History};

fn reference_concurrency(h: &History) -> Option<i64> {
    let of = |share: bool| {
        h.tracks
            .iter()
            .filter(|t| matches!(t.metric, Metric::Share { .. }) == share)
            .map(|t| t.metric.concurrency())
            .min()
    };
    of(true).or_else(|| of(false))
}

/// Scheme styles in a fixed order: the subject first, then baselines by name.
fn style(h: &History, scheme: &str) -> Style {
    let mut names: Vec<&str> = h
        .tracks
        .iter()
        .filter_map(|t| match &t.metric {
            Metric::Ratio { baseline, .. } => Some(baseline.as_str()),
            Metric::Share { .. } => None,
        })
        .collect();
    names.sort_unstable();
    names.dedup();
    let subject = Some(scheme) == h.subject.as_deref();
    let slot = if subject {
        0
    } else {
        1 + names.iter().position(|n| *n == scheme).unwrap_or(0)
    };
    Style::for_slot(slot, subject)
}

fn series_of(h: &History, track: &crate::history::Track, scheme: &str) -> Series {
    Series {
        scheme: scheme.to_string(),
        style: style(h, scheme),
        points: track
            .points
            .iter()
            .map(|p| (p.run as f64, p.value))
            .collect(),
        intervals: track
            .points
            .iter()
            .filter_map(|p| p.interval.map(|i| (p.run as f64, i.low, i.high)))
            .collect(),
    }
}

fn panels(h: &History, c: i64, share: bool) -> Vec<HistoryPanel> {
    let mut tiers: Vec<u64> = h
        .tracks
        .iter()
        .filter(|t| t.metric.concurrency() == c)
        .filter(|t| matches!(t.metric, Metric::Share { .. }) == share)
        .map(|t| t.metric.tier_us().to_bits())
        .collect();
    tiers.sort_by(|a, b| f64::from_bits(*a).total_cmp(&f64::from_bits(*b)));
    tiers.dedup();
    tiers
        .into_iter()
        .map(|bits| {
            let series = h
                .tracks
                .iter()
                .filter(|t| t.metric.concurrency() == c && t.metric.tier_us().to_bits() == bits)
                .filter_map(|t| match &t.metric {
                    Metric::Share { .. } if share => {
                        Some(series_of(h, t, h.subject.as_deref().unwrap_or_default()))
                    }
                    Metric::Ratio { baseline, .. } if !share => Some(series_of(h, t, baseline)),
                    _ => None,
                })
                .collect();
            HistoryPanel {
                concurrency: c,
                tier_us: f64::from_bits(bits),
                series,
            }
        })
        .collect()
}

/// The UTC day of each run, else its file stem.
fn run_labels(h: &History) -> Vec<String> {
    h.runs
        .iter()
        .map(|r| {
            r.started_at_epoch
                .map(|e| crate::i18n::format::utc_minutes(e)[..10].to_string())
                .unwrap_or_else(|| r.stem.clone())
        })
        .collect()
}

/// `history_share` and `history_ratio` of one series (those with data), and the concurrency.
pub fn history(h: &History, changes: &[&Change]) -> (Vec<FigureSpec>, Option<i64>) {
    let Some(c) = reference_concurrency(h) else {
        return (vec![], None);
    };
    let mut out = vec![];
    for (share, name) in [(true, "history_share"), (false, "history_ratio")] {
        let panels = panels(h, c, share);
        if panels.is_empty() {
            continue;
        }
        let mut marked: Vec<usize> = changes
            .iter()
            .filter(|ch| {
                ch.metric.concurrency() == c && matches!(ch.metric, Metric::Share { .. }) == share
            })
            .map(|ch| ch.after)
            .collect();
        marked.sort_unstable();
        marked.dedup();
        let args = vec![
            ("concurrency", t(value(Value::Count(c)))),
            ("runs", crate::document::text::n(h.runs.len() as f64)),
            ("panels", crate::document::text::n(panels.len() as f64)),
            (
                "subject",
                t(crate::document::text::data(
                    h.subject.clone().unwrap_or_default(),
                )),
            ),
        ];
        let (caption, alt): (Text, Text) = if share {
            (
                msg_with("figure-caption-history-share", args.clone()),
                msg_with("figure-alt-history-share", args),
            )
        } else {
            (
                msg_with("figure-caption-history-ratio", args.clone()),
                msg_with("figure-alt-history-ratio", args),
            )
        };
        out.push(FigureSpec {
            name,
            caption,
            alt,
            data: FigureData::History {
                share,
                panels,
                runs: run_labels(h),
                machine_changes: h.machine_changes.clone(),
                changes: marked,
            },
        });
    }
    (out, Some(c))
}
