//! Two runs of the same benchmark compared cell by cell (the `summary` command): for every
//! baseline/subject ratio and every readable overhead share that both runs have, the change
//! from the base run to the head run with a 95% percentile-bootstrap interval (each unit's
//! rounds of each run resampled independently), a bootstrap p-value, and Benjamini-Hochberg
//! q-values over all cells. Only relative quantities: absolute times do not travel.

use super::bootstrap::{self, Interval, Seed};
use super::power::benjamini_hochberg;
use crate::model::units::UnitModel;
use crate::model::RunModel;

/// What changed between the runs, in the quantity's own terms.
#[derive(Debug, Clone, PartialEq)]
pub enum Quantity {
    /// head ratio / base ratio (baseline median / subject median in each run).
    Ratio { baseline: String },
    /// head share − base share (fractions of end-to-end).
    Share,
}

#[derive(Debug, Clone, PartialEq)]
pub struct CellChange {
    pub quantity: Quantity,
    pub concurrency: i64,
    pub tier_us: f64,
    pub before: f64,
    pub after: f64,
    /// Ratio: after / before − 1; share: after − before (percentage points as a fraction).
    pub change: f64,
    pub interval: Option<Interval>,
    pub p: Option<f64>,
    pub q: Option<f64>,
}

impl CellChange {
    /// Worse for the framework under test: a ratio that fell or a share that grew.
    pub fn is_regression(&self) -> bool {
        match self.quantity {
            Quantity::Ratio { .. } => self.change < 0.0,
            Quantity::Share => self.change > 0.0,
        }
    }
    /// Significant: the interval excludes "no change" and the q-value is below 5%.
    pub fn significant(&self) -> bool {
        let excludes = self.interval.is_some_and(|i| !i.contains(0.0));
        excludes && self.q.is_some_and(|q| q < 0.05)
    }
}

fn unit<'a>(m: &'a RunModel, adapter: &str, c: i64, t: f64) -> Option<&'a UnitModel> {
    m.unit(adapter, c, t).filter(|u| u.per_task.len() >= 2)
}

/// Bootstrap statistics of `stat` over resampled rounds; its interval and two-sided p of 0.
fn bootstrap_change(stats: Vec<f64>) -> (Option<Interval>, Option<f64>) {
    let finite: Vec<f64> = stats.into_iter().filter(|x| x.is_finite()).collect();
    if finite.len() < bootstrap::RESAMPLES / 2 {
        return (None, None);
    }
    let below = finite.iter().filter(|x| **x <= 0.0).count() as f64;
    let above = finite.iter().filter(|x| **x >= 0.0).count() as f64;
    let n = finite.len() as f64;
    // The smallest p a bootstrap of n resamples can show is 1 / n, never 0.
    let p = (2.0 * below.min(above) / n).clamp(1.0 / n, 1.0);
    (bootstrap::percentile(finite), Some(p))
}

fn ratio_change(
    base: &RunModel,
    head: &RunModel,
    subject: &str,
    b: &str,
    c: i64,
    t: f64,
) -> Option<CellChange> {
    let units = [
        unit(base, subject, c, t)?,
        unit(base, b, c, t)?,
        unit(head, subject, c, t)?,
        unit(head, b, c, t)?,
    ];
    let before = units[1].e2e.median / units[0].e2e.median;
    let after = units[3].e2e.median / units[2].e2e.median;
    let mut seed = Seed::new("bench-site run change v1");
    seed.bytes(b.as_bytes())
        .bytes(&c.to_le_bytes())
        .floats(&[t]);
    for u in &units {
        seed.floats(&u.per_task);
    }
    let samples: Vec<&[f64]> = units.iter().map(|u| u.per_task.as_slice()).collect();
    let stats = bootstrap::resampled_medians(&samples, &seed)
        .into_iter()
        .map(|m| (m[3] / m[2]) / (m[1] / m[0]) - 1.0)
        .collect();
    let (interval, p) = bootstrap_change(stats);
    Some(CellChange {
        quantity: Quantity::Ratio {
            baseline: b.to_string(),
        },
        concurrency: c,
        tier_us: t,
        before,
        after,
        change: after / before - 1.0,
        interval,
        p,
        q: None,
    })
}

fn share_change(
    base: &RunModel,
    head: &RunModel,
    subject: &str,
    c: i64,
    t: f64,
) -> Option<CellChange> {
    let (ub, uh) = (unit(base, subject, c, t)?, unit(head, subject, c, t)?);
    let (before, after) = (ub.overhead_ratio()?, uh.overhead_ratio()?);
    let mut seed = Seed::new("bench-site share change v1");
    seed.bytes(&c.to_le_bytes())
        .floats(&[t])
        .floats(&ub.per_task)
        .floats(&uh.per_task);
    let draws = |u: &UnitModel, salt: &str| {
        let mut s = Seed::new(salt);
        s.bytes(&seed.value().to_le_bytes());
        bootstrap::resampled_shares(&u.per_task, &u.round_bodies, &s)
    };
    let stats = draws(uh, "head")
        .into_iter()
        .zip(draws(ub, "base"))
        .map(|(h, b)| h - b)
        .collect();
    let (interval, p) = bootstrap_change(stats);
    Some(CellChange {
        quantity: Quantity::Share,
        concurrency: c,
        tier_us: t,
        before,
        after,
        change: after - before,
        interval,
        p,
        q: None,
    })
}

/// Every cell both runs can compare, shares first, then ratios by (concurrency, tier,
/// baseline); q-values over all of them.
pub fn between(base: &RunModel, head: &RunModel) -> Vec<CellChange> {
    let Some(subject) = head
        .subject
        .as_deref()
        .filter(|s| base.subject.as_deref() == Some(*s))
    else {
        return vec![];
    };
    let mut out: Vec<CellChange> = head
        .cells()
        .into_iter()
        .filter_map(|(c, t)| share_change(base, head, subject, c, t))
        .collect();
    for cell in &head.comparisons {
        for b in cell.ratios.keys() {
            out.extend(ratio_change(
                base,
                head,
                subject,
                b,
                cell.concurrency,
                cell.tier_us,
            ));
        }
    }
    let tested: Vec<usize> = (0..out.len()).filter(|&i| out[i].p.is_some()).collect();
    let p: Vec<f64> = tested.iter().filter_map(|&i| out[i].p).collect();
    for (i, q) in tested.into_iter().zip(benjamini_hochberg(&p)) {
        out[i].q = Some(q);
    }
    out
}
