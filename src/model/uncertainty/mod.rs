//! Uncertainty of every comparison (pure and deterministic): a 95% percentile-bootstrap
//! interval on every baseline/subject ratio and every readable overhead share, a two-sided
//! Mann-Whitney U test per comparison with Benjamini-Hochberg q-values over the report, the
//! Hodges-Lehmann shift as effect size, and what the run could detect. The verdicts stay the
//! archive's band rule; a verdict its interval disagrees with is flagged, not changed.

pub mod bootstrap;
pub mod power;
pub mod rank_test;
pub mod runs;

use super::relative::{ComparisonCell, Verdict, VerdictItem, Verdicts};
use super::units::UnitModel;
use bootstrap::{Interval, Seed};
use rank_test::RankTest;
use rayon::prelude::*;

/// How the interval reads against the band verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Agreement {
    Agrees,
    /// The interval excludes parity, but the band calls it no winner.
    IntervalExcludesParity,
    /// The interval includes parity, but the band names a winner.
    IntervalIncludesParity,
    /// No interval (too few rounds, or stored summaries only).
    Unknown,
}

/// Everything the run says about the certainty of one comparison.
#[derive(Debug, Clone, PartialEq)]
pub struct ComparisonStats {
    pub baseline: String,
    pub concurrency: i64,
    pub tier_us: f64,
    /// Baseline median / subject median.
    pub ratio: f64,
    pub interval: Option<Interval>,
    pub test: Option<RankTest>,
    /// Benjamini-Hochberg q-value over every tested comparison of the report.
    pub q: Option<f64>,
    /// Hodges-Lehmann shift (baseline − subject) as a fraction of the subject's median.
    pub shift: Option<f64>,
    /// Minimum detectable relative difference (two-sided 5%, 80% power).
    pub detectable: Option<f64>,
    /// Rounds per side that would detect a 5% difference.
    pub rounds_for_target: Option<u64>,
    pub agreement: Agreement,
    pub verdict: Verdict,
}

/// The interval of one unit's overhead share.
#[derive(Debug, Clone, PartialEq)]
pub struct ShareStats {
    pub adapter: String,
    pub concurrency: i64,
    pub tier_us: f64,
    pub share: f64,
    pub interval: Option<Interval>,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Uncertainty {
    /// In verdict-item order: by (concurrency, tier), then baseline.
    pub comparisons: Vec<ComparisonStats>,
    /// Readable units, in archive order.
    pub shares: Vec<ShareStats>,
}

impl Uncertainty {
    pub fn comparison(&self, baseline: &str, c: i64, tier_us: f64) -> Option<&ComparisonStats> {
        self.comparisons
            .iter()
            .find(|s| s.baseline == baseline && s.concurrency == c && s.tier_us == tier_us)
    }

    pub fn share(&self, adapter: &str, c: i64, tier_us: f64) -> Option<&ShareStats> {
        self.shares
            .iter()
            .find(|s| s.adapter == adapter && s.concurrency == c && s.tier_us == tier_us)
    }

    /// Comparisons whose interval disagrees with their band verdict.
    pub fn disagreements(&self) -> Vec<&ComparisonStats> {
        self.comparisons
            .iter()
            .filter(|s| {
                matches!(
                    s.agreement,
                    Agreement::IntervalExcludesParity | Agreement::IntervalIncludesParity
                )
            })
            .collect()
    }

    /// No-winner comparisons that could not have detected a 5% difference: there, "no winner"
    /// means the run could not tell, not that the sides are equal.
    pub fn too_noisy(&self) -> Vec<&ComparisonStats> {
        self.comparisons
            .iter()
            .filter(|s| matches!(s.verdict, Verdict::Tied | Verdict::TiedNoRounds))
            .filter(|s| s.detectable.is_some_and(|d| d > power::TARGET_DIFFERENCE))
            .collect()
    }
}

fn find<'a>(units: &'a [UnitModel], adapter: &str, c: i64, t: f64) -> Option<&'a UnitModel> {
    units
        .iter()
        .find(|u| u.adapter == adapter && u.concurrency == c && u.tier_us == t)
}

fn agreement(interval: Option<Interval>, verdict: Verdict) -> Agreement {
    let Some(i) = interval else {
        return Agreement::Unknown;
    };
    let winner = matches!(verdict, Verdict::Favourable | Verdict::Unfavourable);
    match (i.contains(1.0), winner) {
        (true, true) => Agreement::IntervalIncludesParity,
        (false, false) => Agreement::IntervalExcludesParity,
        _ => Agreement::Agrees,
    }
}

fn comparison(item: &VerdictItem, subject: &UnitModel, baseline: &UnitModel) -> ComparisonStats {
    let (xs, ys) = (&subject.per_task, &baseline.per_task);
    let mut seed = Seed::new("bench-site ratio v1");
    seed.bytes(item.baseline.as_bytes())
        .bytes(&item.concurrency.to_le_bytes())
        .floats(&[item.tier_us])
        .floats(xs)
        .floats(ys);
    let interval = bootstrap::ratio_of_medians(xs, ys, &seed);
    let spread = |u: &UnitModel| u.e2e.relative_spread;
    ComparisonStats {
        baseline: item.baseline.clone(),
        concurrency: item.concurrency,
        tier_us: item.tier_us,
        ratio: item.ratio,
        interval,
        test: rank_test::mann_whitney(xs, ys),
        q: None,
        shift: rank_test::hodges_lehmann(xs, ys)
            .filter(|_| subject.e2e.median != 0.0)
            .map(|d| d / subject.e2e.median),
        detectable: power::minimum_detectable(
            spread(subject),
            xs.len(),
            spread(baseline),
            ys.len(),
        )
        .filter(|_| !xs.is_empty() && !ys.is_empty()),
        rounds_for_target: (!xs.is_empty() && !ys.is_empty())
            .then(|| {
                power::rounds_needed(spread(subject), spread(baseline), power::TARGET_DIFFERENCE)
            })
            .flatten(),
        agreement: agreement(interval, item.verdict),
        verdict: item.verdict,
    }
}

fn share(u: &UnitModel) -> Option<ShareStats> {
    let share = u.overhead_ratio()?;
    let mut seed = Seed::new("bench-site share v1");
    seed.bytes(u.adapter.as_bytes())
        .bytes(&u.concurrency.to_le_bytes())
        .floats(&[u.tier_us])
        .floats(&u.per_task);
    Some(ShareStats {
        adapter: u.adapter.clone(),
        concurrency: u.concurrency,
        tier_us: u.tier_us,
        share,
        interval: bootstrap::overhead_share(&u.per_task, &u.round_bodies, &seed),
    })
}

/// The uncertainty of every verdict item and every readable share of one run.
pub fn uncertainty(
    cells: &[ComparisonCell],
    units: &[UnitModel],
    subject: &str,
    verdicts: &Verdicts,
) -> Uncertainty {
    let mut items: Vec<&VerdictItem> = verdicts
        .favourable
        .iter()
        .chain(&verdicts.unfavourable)
        .chain(&verdicts.tied)
        .collect();
    // Verdict-item order is comparison order, then baseline name (archive-format 3.7).
    let position = |i: &VerdictItem| {
        cells
            .iter()
            .position(|c| c.concurrency == i.concurrency && c.tier_us == i.tier_us)
    };
    items.sort_by(|a, b| (position(a), &a.baseline).cmp(&(position(b), &b.baseline)));
    let mut comparisons: Vec<ComparisonStats> = items
        .par_iter()
        .filter_map(|i| {
            let s = find(units, subject, i.concurrency, i.tier_us)?;
            let b = find(units, &i.baseline, i.concurrency, i.tier_us)?;
            Some(comparison(i, s, b))
        })
        .collect();
    let tested: Vec<usize> = (0..comparisons.len())
        .filter(|&k| comparisons[k].test.is_some())
        .collect();
    let p: Vec<f64> = tested
        .iter()
        .filter_map(|&k| comparisons[k].test.map(|t| t.p))
        .collect();
    for (k, q) in tested.into_iter().zip(power::benjamini_hochberg(&p)) {
        comparisons[k].q = Some(q);
    }
    let shares = units.par_iter().filter_map(share).collect();
    Uncertainty {
        comparisons,
        shares,
    }
}
