//! Units → the `relative` block (archive-format.md parts 2.6 and 3.4): per (concurrency, tier),
//! each comparable baseline's end-to-end median divided by the subject's.

use std::collections::BTreeMap;

use crate::archive::{Comparison, OkUnit, Relative, Unit};
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
    }
}

fn comparison(subject: &OkUnit, ok: &[&OkUnit]) -> Comparison {
    let same_cell = ok.iter().filter(|u| {
        u.spec.adapter != subject.spec.adapter
            && u.spec.concurrency == subject.spec.concurrency
            && u.spec.body_tier_us == subject.spec.body_tier_us
    });
    let mut ratios = BTreeMap::new();
    let mut excluded = Vec::new();
    for other in same_cell {
        if other.adapter.comparable {
            ratios.insert(other.spec.adapter.clone(), median(other) / median(subject));
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
    }
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
    }
}
