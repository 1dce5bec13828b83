//! Stage: history (pure, across archives). From the small per-archive summaries (never whole
//! archives, so memory stays flat), forms series of runs (one per version folder, variants such
//! as `gil-free/` included), follows every relative quantity through them (the subject's
//! overhead share per cell, every baseline/subject ratio per cell, each with its interval),
//! detects changes within each machine's stretch of runs and places the project's annotations.

pub mod detect;

use crate::content::annotations::Annotation;
use crate::model::uncertainty::bootstrap::Interval;
use crate::site::summary::ArchiveSummary;
use detect::DetectOptions;
use std::collections::BTreeMap;

/// One relative quantity followed through a series.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Metric {
    /// The subject's framework overhead share at (concurrency, tier µs bits).
    Share { concurrency: i64, tier_bits: u64 },
    /// Baseline median / subject median at (concurrency, tier µs bits).
    Ratio {
        baseline: String,
        concurrency: i64,
        tier_bits: u64,
    },
}

impl Metric {
    pub fn concurrency(&self) -> i64 {
        match self {
            Metric::Share { concurrency, .. } | Metric::Ratio { concurrency, .. } => *concurrency,
        }
    }
    pub fn tier_us(&self) -> f64 {
        match self {
            Metric::Share { tier_bits, .. } | Metric::Ratio { tier_bits, .. } => {
                f64::from_bits(*tier_bits)
            }
        }
    }
    /// True when a larger value is worse for the subject (a share grows, a ratio shrinks).
    pub fn higher_is_worse(&self) -> bool {
        matches!(self, Metric::Share { .. })
    }
}

/// One run of a series.
#[derive(Debug, Clone, PartialEq)]
pub struct RunRef {
    pub group: String,
    pub stem: String,
    pub version: String,
    pub started_at_epoch: Option<f64>,
    pub machine: String,
    pub self_check_ok: Option<bool>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    /// Index into the series' runs.
    pub run: usize,
    pub value: f64,
    pub interval: Option<Interval>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Track {
    pub metric: Metric,
    pub points: Vec<Point>,
}

/// Whether a change helps or hurts the framework under test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Regression,
    Improvement,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    /// Index into [`History::series`].
    pub series: usize,
    pub metric: Metric,
    /// The last run of the old level and the first of the new (indexes into the runs).
    pub before: usize,
    pub after: usize,
    pub step: detect::Step,
    pub direction: Direction,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    /// The version folder's slug (`zoo-framework-dev`, `gil-free-zoo-framework-dev`).
    pub group: String,
    pub subject: Option<String>,
    /// The version label of its latest run.
    pub label: String,
    /// Oldest first.
    pub runs: Vec<RunRef>,
    /// Runs measured on another machine than the run before them.
    pub machine_changes: Vec<usize>,
    /// Every quantity, in metric order.
    pub tracks: Vec<Track>,
    /// (run index, annotation) for every annotation that names a run of this series.
    pub annotations: Vec<(usize, Annotation)>,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct History {
    pub series: Vec<Series>,
    /// Every detected change, newest first.
    pub changes: Vec<Change>,
}

fn tracks(runs: &[&ArchiveSummary]) -> Vec<Track> {
    let mut by_metric: BTreeMap<Metric, Vec<Point>> = BTreeMap::new();
    for (i, r) in runs.iter().enumerate() {
        let subject = r.subject.as_deref();
        for ((adapter, c, tier_bits), rel) in r.units.iter() {
            if Some(adapter) == subject {
                if let Some(v) = rel.overhead_share {
                    by_metric
                        .entry(Metric::Share {
                            concurrency: c,
                            tier_bits,
                        })
                        .or_default()
                        .push(Point {
                            run: i,
                            value: v,
                            interval: rel.share_interval,
                        });
                }
            } else if let Some(v) = rel.ratio_vs_subject {
                let metric = Metric::Ratio {
                    baseline: adapter.to_string(),
                    concurrency: c,
                    tier_bits,
                };
                by_metric.entry(metric).or_default().push(Point {
                    run: i,
                    value: v,
                    interval: rel.ratio_interval,
                });
            }
        }
    }
    // Grown point by point, each list has up to twice the room it needs; a history of a
    // thousand runs holds every list while the site pages are made.
    by_metric
        .into_iter()
        .map(|(metric, mut points)| {
            points.shrink_to_fit();
            Track { metric, points }
        })
        .collect()
}

/// Where detection restarts: a machine change, or an accepted annotation (a new baseline).
fn boundaries(s: &Series) -> Vec<usize> {
    let mut b: Vec<usize> = s.machine_changes.clone();
    b.extend(
        s.annotations
            .iter()
            .filter(|(_, a)| a.accepted)
            .map(|(i, _)| *i),
    );
    b.sort_unstable();
    b.dedup();
    b
}

fn detect_track(s: &Series, index: usize, t: &Track, o: &DetectOptions) -> Vec<Change> {
    let cuts = boundaries(s);
    let mut out = vec![];
    // Split the points at every boundary: each stretch is measured on one machine, under
    // one accepted baseline.
    let mut stretches: Vec<Vec<Point>> = vec![vec![]];
    for p in &t.points {
        if cuts.contains(&p.run) && !stretches.last().is_some_and(Vec::is_empty) {
            stretches.push(vec![]);
        }
        stretches.last_mut().expect("never empty").push(*p);
    }
    for stretch in stretches {
        let values: Vec<f64> = stretch.iter().map(|p| p.value).collect();
        for step in detect::changes(&values, o) {
            let worse = (step.magnitude > 0.0) == t.metric.higher_is_worse();
            out.push(Change {
                series: index,
                metric: t.metric.clone(),
                before: stretch[step.at - 1].run,
                after: stretch[step.at].run,
                step,
                direction: if worse {
                    Direction::Regression
                } else {
                    Direction::Improvement
                },
            });
        }
    }
    out
}

fn annotations_of(runs: &[RunRef], all: &[Annotation]) -> Vec<(usize, Annotation)> {
    let mut out = vec![];
    for a in all {
        let hit = runs
            .iter()
            .position(|r| a.names(&r.group, &r.stem, r.started_at_epoch));
        if let Some(i) = hit {
            out.push((i, a.clone()));
        }
    }
    out.sort_by_key(|(i, _)| *i);
    out
}

/// The history of every series of `summaries`.
pub fn history(
    summaries: &[ArchiveSummary],
    annotations: &[Annotation],
    o: &DetectOptions,
) -> History {
    let mut groups: BTreeMap<&str, Vec<&ArchiveSummary>> = BTreeMap::new();
    for s in summaries {
        groups.entry(s.group.as_str()).or_default().push(s);
    }
    let mut series = vec![];
    for (group, mut runs) in groups {
        // Time order: the run's own start time, the file name (a UTC timestamp) for ties.
        runs.sort_by(|a, b| {
            let t = |s: &ArchiveSummary| s.started_at_epoch.unwrap_or(f64::NEG_INFINITY);
            t(a).total_cmp(&t(b)).then_with(|| a.stem.cmp(&b.stem))
        });
        let refs: Vec<RunRef> = runs
            .iter()
            .map(|r| RunRef {
                group: r.group.clone(),
                stem: r.stem.clone(),
                version: r.version.clone(),
                started_at_epoch: r.started_at_epoch,
                machine: r.machine.clone(),
                self_check_ok: r.self_check_ok,
            })
            .collect();
        let machine_changes = (1..refs.len())
            .filter(|&i| refs[i].machine != refs[i - 1].machine)
            .collect();
        series.push(Series {
            group: group.to_string(),
            subject: runs.last().and_then(|r| r.subject.clone()),
            label: runs.last().map(|r| r.version.clone()).unwrap_or_default(),
            annotations: annotations_of(&refs, annotations),
            machine_changes,
            tracks: tracks(&runs),
            runs: refs,
        });
    }
    let mut changes: Vec<Change> = series
        .iter()
        .enumerate()
        .flat_map(|(i, s)| s.tracks.iter().flat_map(move |t| detect_track(s, i, t, o)))
        .collect();
    changes.sort_by(|a, b| {
        let when = |c: &Change| {
            series[c.series].runs[c.after]
                .started_at_epoch
                .unwrap_or(0.0)
        };
        when(b)
            .total_cmp(&when(a))
            .then(a.series.cmp(&b.series))
            .then(a.metric.cmp(&b.metric))
    });
    History { series, changes }
}
