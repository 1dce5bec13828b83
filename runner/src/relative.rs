//! Units → the `relative` block (archive-format.md parts 2.6 and 3.4): per (concurrency, tier),
//! each comparable baseline's end-to-end median divided by the subject's, and how many rounds a
//! side would need to detect a 5 % difference (see `precision.rs`).

use std::collections::BTreeMap;

use crate::archive::{Comparison, OkUnit, Relative, Unit};
use crate::precision;
use crate::self_check::ok_units;

pub const NOTE: &str = "runner.relative.note";
pub const COMPARISON_NOTE: &str = "runner.relative.comparison_note";

pub fn relative(units: &[Unit], subject: &str) -> Relative {
    let ok = ok_units(units);
    let mut subject_units: Vec<&OkUnit> = ok
        .iter()
        .copied()
        .filter(|u| u.spec.adapter == subject && median(u) != 0.0)
        .collect();
    subject_units.sort_by(|a, b| {
        (a.spec.concurrency, a.spec.body_tier_us)
            .partial_cmp(&(b.spec.concurrency, b.spec.body_tier_us))
            .expect("finite tiers")
    });
    let comparisons = subject_units.iter().map(|s| comparison(s, &ok)).collect();
    Relative {
        note: NOTE.to_string(),
        comparisons,
        precision: precision::rule(),
    }
}

fn comparison(subject: &OkUnit, ok: &[&OkUnit]) -> Comparison {
    let same_cell = ok.iter().filter(|u| {
        u.spec.adapter != subject.spec.adapter
            && u.spec.concurrency == subject.spec.concurrency
            && u.spec.body_tier_us == subject.spec.body_tier_us
    });
    let mut ratios = BTreeMap::new();
    let mut rounds_needed = BTreeMap::new();
    let mut excluded = Vec::new();
    for other in same_cell {
        if other.adapter.comparable {
            ratios.insert(other.spec.adapter.clone(), median(other) / median(subject));
            let needed = precision::rounds_needed(
                spread(subject),
                spread(other),
                precision::TARGET_DIFFERENCE,
            );
            if let Some(n) = needed {
                rounds_needed.insert(other.spec.adapter.clone(), n);
            }
        } else {
            excluded.push(other.spec.adapter.clone());
        }
    }
    excluded.sort();
    Comparison {
        concurrency: subject.spec.concurrency,
        body_tier_us: subject.spec.body_tier_us,
        subject: subject.spec.adapter.clone(),
        subject_median_seconds: median(subject),
        ratios_vs_subject: ratios,
        excluded_incomparable: excluded,
        note: COMPARISON_NOTE.to_string(),
        rounds_measured: subject.rounds.len() as u32,
        rounds_needed_max: rounds_needed.values().copied().max(),
        rounds_needed,
    }
}

fn spread(u: &OkUnit) -> f64 {
    u.absolute.end_to_end_per_task_seconds.relative_spread
}

fn median(u: &OkUnit) -> f64 {
    u.absolute.end_to_end_per_task_seconds.median
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::ok_unit;

    #[test]
    fn ratios_are_baseline_over_subject_sorted_by_cell() {
        let mut units = vec![
            ok_unit("base", 1, 300.0, 600e-6, 300e-6),
            ok_unit("odd", 1, 300.0, 900e-6, 300e-6),
            ok_unit("subj", 2, 40.0, 100e-6, 40e-6),
            ok_unit("subj", 1, 300.0, 400e-6, 300e-6),
        ];
        if let Unit::Ok(u) = &mut units[1] {
            u.adapter.comparable = false;
        }
        let rel = relative(&units, "subj");
        assert_eq!(rel.comparisons.len(), 2);
        let first = &rel.comparisons[0];
        assert_eq!((first.concurrency, first.body_tier_us), (1, 300.0));
        assert!((first.ratios_vs_subject["base"] - 1.5).abs() < 1e-12);
        assert_eq!(first.excluded_incomparable, ["odd"]);
        assert!(rel.comparisons[1].ratios_vs_subject.is_empty());
        assert_eq!(rel.comparisons[1].rounds_needed_max, None);
        // One round each: no spread, so the minimum of 2 rounds would do.
        assert_eq!(first.rounds_needed["base"], 2);
        assert!(
            !first.rounds_needed.contains_key("odd"),
            "incomparable: no figure"
        );
        assert_eq!(
            (first.rounds_measured, first.rounds_needed_max),
            (1, Some(2))
        );
    }

    #[test]
    fn noisy_cells_ask_for_more_rounds() {
        use crate::test_support::noisy_unit;
        // e2e spreads of about 10 % on both sides → about 63 rounds a side.
        let jitter = |m: f64| -> Vec<(f64, f64)> {
            [0.9, 1.0, 1.1, 0.95, 1.05, 0.85, 1.15]
                .iter()
                .map(|k| (m * k, m * 0.5))
                .collect()
        };
        let units = vec![
            noisy_unit("base", 1, 300.0, &jitter(600e-6)),
            noisy_unit("subj", 1, 300.0, &jitter(400e-6)),
        ];
        let rel = relative(&units, "subj");
        let c = &rel.comparisons[0];
        let s = spread(match &units[1] {
            Unit::Ok(u) => u,
            Unit::Failed(_) => unreachable!(),
        });
        assert_eq!(
            c.rounds_needed["base"],
            precision::rounds_needed(s, s, 0.05).unwrap()
        );
        assert!(c.rounds_needed["base"] > 20, "{c:?}");
        assert_eq!(c.rounds_measured, 7);
    }
}
