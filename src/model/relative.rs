//! Relative quantities within one run: baseline/subject ratios, the noise band and the
//! favourable / unfavourable / no-winner verdicts (archive-format 3.4, 3.7). What the verdicts
//! say over the tiers of a concurrency is in [`super::pattern`].

use super::units::UnitModel;
use std::collections::BTreeMap;

/// Ratios at one (concurrency, tier) cell; a ratio above 1 means the baseline is slower.
#[derive(Debug, Clone)]
pub struct ComparisonCell {
    pub concurrency: i64,
    pub tier_us: f64,
    pub subject_median_seconds: f64,
    /// Comparable baselines only, sorted by name.
    pub ratios: BTreeMap<String, f64>,
    pub excluded_incomparable: Vec<String>,
}

/// The three possible outcomes of one baseline/subject comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The subject is faster beyond the band.
    Favourable,
    /// The subject is slower beyond the band.
    Unfavourable,
    /// Inside the band.
    Tied,
    /// No band (too few rounds): cannot be told apart.
    TiedNoRounds,
}

#[derive(Debug, Clone)]
pub struct VerdictItem {
    pub baseline: String,
    pub concurrency: i64,
    pub tier_us: f64,
    pub subject_median_seconds: f64,
    /// Baseline median / subject median.
    pub ratio: f64,
    /// Sum of the two sides' relative spreads; None when either side has too few rounds.
    pub band: Option<f64>,
    pub verdict: Verdict,
}

#[derive(Debug, Clone, Default)]
pub struct Verdicts {
    pub favourable: Vec<VerdictItem>,
    pub unfavourable: Vec<VerdictItem>,
    pub tied: Vec<VerdictItem>,
    pub band_min: Option<f64>,
    pub band_max: Option<f64>,
}

fn find<'a>(units: &'a [UnitModel], adapter: &str, c: i64, t: f64) -> Option<&'a UnitModel> {
    units
        .iter()
        .find(|u| u.adapter == adapter && u.concurrency == c && u.tier_us == t)
}

/// Recomputes the `relative` block from the units: one cell per (c, t) where the subject is ok
/// and its median is not 0, sorted by (c, t).
pub fn comparisons(units: &[UnitModel], subject: &str) -> Vec<ComparisonCell> {
    let mut cells: Vec<ComparisonCell> = units
        .iter()
        .filter(|u| u.adapter == subject && u.e2e_median() != 0.0)
        .map(|s| {
            let mut ratios = BTreeMap::new();
            let mut excluded = Vec::new();
            for b in units.iter().filter(|b| {
                b.adapter != subject && b.concurrency == s.concurrency && b.tier_us == s.tier_us
            }) {
                if b.comparable {
                    ratios.insert(b.adapter.clone(), b.e2e_median() / s.e2e_median());
                } else {
                    excluded.push(b.adapter.clone());
                }
            }
            excluded.sort();
            ComparisonCell {
                concurrency: s.concurrency,
                tier_us: s.tier_us,
                subject_median_seconds: s.e2e_median(),
                ratios,
                excluded_incomparable: excluded,
            }
        })
        .collect();
    cells.sort_by(|a, b| {
        (a.concurrency, a.tier_us)
            .partial_cmp(&(b.concurrency, b.tier_us))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    cells
}

/// Classifies every (cell, baseline) pair against the band.
pub fn verdicts(cells: &[ComparisonCell], units: &[UnitModel], subject: &str) -> Verdicts {
    let mut out = Verdicts::default();
    for cell in cells {
        let (c, t) = (cell.concurrency, cell.tier_us);
        let subject_spread = find(units, subject, c, t).and_then(|u| u.band_spread);
        for (baseline, &ratio) in &cell.ratios {
            let baseline_spread = find(units, baseline, c, t).and_then(|u| u.band_spread);
            let band = subject_spread.zip(baseline_spread).map(|(a, b)| a + b);
            let verdict = match band {
                None => Verdict::TiedNoRounds,
                Some(band) if ratio > 1.0 + band => Verdict::Favourable,
                Some(band) if ratio < 1.0 - band => Verdict::Unfavourable,
                Some(_) => Verdict::Tied,
            };
            let item = VerdictItem {
                baseline: baseline.clone(),
                concurrency: c,
                tier_us: t,
                subject_median_seconds: cell.subject_median_seconds,
                ratio,
                band,
                verdict,
            };
            if let Some(band) = band {
                out.band_min = Some(out.band_min.map_or(band, |m: f64| m.min(band)));
                out.band_max = Some(out.band_max.map_or(band, |m: f64| m.max(band)));
            }
            match verdict {
                Verdict::Favourable => out.favourable.push(item),
                Verdict::Unfavourable => out.unfavourable.push(item),
                Verdict::Tied | Verdict::TiedNoRounds => out.tied.push(item),
            }
        }
    }
    out
}

/// Largest relative difference between the stored `relative` ratios and ours, and the cells
/// where they disagree beyond `tolerance` (or exist on one side only).
pub fn cross_check_stored(
    ours: &[ComparisonCell],
    stored: &crate::archive::Relative,
    tolerance: f64,
) -> (f64, usize) {
    let mut max_diff: f64 = 0.0;
    let mut disagreements = 0;
    for s in &stored.comparisons {
        let cell = ours
            .iter()
            .find(|c| c.concurrency == s.concurrency && c.tier_us == s.body_tier_us.get());
        for (baseline, ratio) in &s.ratios_vs_subject {
            match cell.and_then(|c| c.ratios.get(baseline)) {
                Some(&r) => {
                    let d = super::stats::relative_difference(r, ratio.get());
                    max_diff = max_diff.max(d);
                    // NaN differences count as disagreements.
                    if d.is_nan() || d > tolerance {
                        disagreements += 1;
                    }
                }
                None => disagreements += 1,
            }
        }
    }
    (max_diff, disagreements)
}
