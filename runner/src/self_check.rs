//! Units + verification → the `self_check` block (archive-format.md part 3.12): gated body
//! deviation, overhead growth across tiers, adapter equivalence, and their AND.

use std::collections::BTreeMap;

use crate::archive::{
    BodyDeviationCheck, BodyDeviationSection, EquivalenceSection, OkUnit, OverheadCheck,
    OverheadSection, SelfCheck, Unit, Verification,
};

/// Tiers shorter than this are too short for the body check to gate the verdict, seconds.
pub const MIN_GATED_TIER_SECONDS: f64 = 100e-6;
/// Largest allowed max(overhead) / overhead at the smallest tier.
pub const OVERHEAD_GROWTH_LIMIT: f64 = 5.0;

pub const NOTE_BODY_OVERSUBSCRIBED: &str = "runner.self_check.body_oversubscribed";
pub const NOTE_BODY_TOO_SHORT: &str = "runner.self_check.body_too_short";
pub const NOTE_OVERHEAD_NONPOSITIVE: &str = "runner.self_check.overhead_nonpositive";
pub const NOTE_OVERHEAD_POLLUTED: &str = "runner.self_check.overhead_polluted";

/// The ok units, in unit order.
pub fn ok_units(units: &[Unit]) -> Vec<&OkUnit> {
    units
        .iter()
        .filter_map(|u| match u {
            Unit::Ok(ok) => Some(ok.as_ref()),
            Unit::Failed(_) => None,
        })
        .collect()
}

pub fn self_check(units: &[Unit], verification: &BTreeMap<String, Verification>) -> SelfCheck {
    let ok = ok_units(units);
    let lowest = ok.iter().map(|u| u.spec.concurrency).min();
    let body_deviation = body_deviation(&ok, lowest);
    let overhead_across_tiers = overhead_across_tiers(&ok, lowest);
    let adapter_equivalence = EquivalenceSection {
        ok: verification
            .values()
            .all(|v| matches!(v, Verification::Ok { payload, .. } if payload.ok)),
        results: verification.clone(),
    };
    SelfCheck {
        ok: body_deviation.ok && overhead_across_tiers.ok && adapter_equivalence.ok,
        body_deviation,
        overhead_across_tiers,
        adapter_equivalence,
    }
}

fn body_deviation(ok: &[&OkUnit], lowest: Option<u32>) -> BodyDeviationSection {
    let checks: Vec<BodyDeviationCheck> = ok
        .iter()
        .map(|u| {
            let body = &u.checks.body;
            let at_lowest = Some(u.spec.concurrency) == lowest;
            let gated = at_lowest && body.body_target_seconds >= MIN_GATED_TIER_SECONDS;
            // Only a failure outside the gate gets a note saying why it does not count.
            let note = (!gated && !body.body_deviation_ok).then(|| {
                if at_lowest {
                    NOTE_BODY_TOO_SHORT
                } else {
                    NOTE_BODY_OVERSUBSCRIBED
                }
                .to_string()
            });
            BodyDeviationCheck {
                adapter: u.spec.adapter.clone(),
                concurrency: u.spec.concurrency,
                body_target_seconds: body.body_target_seconds,
                body_observed_median_seconds: body.body_observed_median_seconds,
                body_deviation: body.body_deviation,
                body_deviation_ok: body.body_deviation_ok,
                gated,
                note,
            }
        })
        .collect();
    BodyDeviationSection {
        ok: checks
            .iter()
            .filter(|c| c.gated)
            .all(|c| c.body_deviation_ok),
        checks,
        gated_concurrency: lowest,
        min_gated_tier_seconds: MIN_GATED_TIER_SECONDS,
    }
}

fn overhead_across_tiers(ok: &[&OkUnit], lowest: Option<u32>) -> OverheadSection {
    // (adapter, concurrency) → [(tier, overhead)]; the BTreeMap gives the required sort order.
    let mut groups: BTreeMap<(String, u32), Vec<(f64, f64)>> = BTreeMap::new();
    for u in ok {
        let key = (u.spec.adapter.clone(), u.spec.concurrency);
        let point = (u.spec.body_tier_us, u.absolute.framework_overhead_seconds);
        groups.entry(key).or_default().push(point);
    }
    let checks: Vec<OverheadCheck> = groups
        .into_iter()
        .filter(|(_, points)| points.len() >= 2)
        .map(|((adapter, concurrency), points)| {
            overhead_check(adapter, concurrency, points, lowest)
        })
        .collect();
    OverheadSection {
        ok: checks.iter().filter(|c| c.gated).all(|c| c.ok),
        checks,
        gated_concurrency: lowest,
    }
}

fn overhead_check(
    adapter: String,
    concurrency: u32,
    mut points: Vec<(f64, f64)>,
    lowest: Option<u32>,
) -> OverheadCheck {
    points.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (tiers, overheads): (Vec<f64>, Vec<f64>) = points.into_iter().unzip();
    let gated = Some(concurrency) == lowest;
    let baseline = overheads[0];
    let (growth, ok, note) = if baseline <= 0.0 {
        (None, true, NOTE_OVERHEAD_NONPOSITIVE)
    } else {
        let growth = overheads.iter().copied().fold(f64::MIN, f64::max) / baseline;
        let ok = growth <= OVERHEAD_GROWTH_LIMIT;
        (
            Some(growth),
            ok,
            if !gated && !ok {
                NOTE_OVERHEAD_POLLUTED
            } else {
                ""
            },
        )
    };
    OverheadCheck {
        adapter,
        concurrency,
        gated,
        body_tiers_us: tiers,
        overheads_seconds: overheads,
        growth,
        ok,
        note: note.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::ok_unit;

    #[test]
    fn body_checks_gate_only_the_lowest_concurrency_and_long_tiers() {
        // (adapter, c, tier µs, e2e, body): deviations 1.0 (fails) everywhere.
        let units = vec![
            ok_unit("a", 1, 40.0, 100e-6, 80e-6),
            ok_unit("a", 1, 300.0, 700e-6, 600e-6),
            ok_unit("a", 4, 300.0, 700e-6, 600e-6),
        ];
        let section = self_check(&units, &BTreeMap::new()).body_deviation;
        let notes: Vec<_> = section
            .checks
            .iter()
            .map(|c| (c.gated, c.note.clone()))
            .collect();
        assert_eq!(
            notes,
            [
                (false, Some(NOTE_BODY_TOO_SHORT.to_string())),
                (true, None),
                (false, Some(NOTE_BODY_OVERSUBSCRIBED.to_string())),
            ]
        );
        assert!(!section.ok, "the gated check failed");
        assert_eq!(section.gated_concurrency, Some(1));
    }

    #[test]
    fn overhead_growth_and_notes() {
        let units = vec![
            ok_unit("a", 1, 300.0, 310e-6, 300e-6),    // overhead 10 µs
            ok_unit("a", 1, 2700.0, 2760e-6, 2700e-6), // 60 µs → growth 6 > 5
            ok_unit("a", 2, 300.0, 290e-6, 300e-6),    // negative baseline
            ok_unit("a", 2, 2700.0, 2800e-6, 2700e-6),
        ];
        let section = self_check(&units, &BTreeMap::new()).overhead_across_tiers;
        let first = &section.checks[0];
        assert!((first.growth.unwrap() - 6.0).abs() < 1e-6 && !first.ok && first.gated);
        assert_eq!(first.note, "");
        let second = &section.checks[1];
        assert_eq!(
            (second.growth, second.ok, second.note.as_str()),
            (None, true, NOTE_OVERHEAD_NONPOSITIVE)
        );
        assert!(!section.ok);
    }

    #[test]
    fn single_tier_groups_have_no_overhead_check() {
        let units = vec![ok_unit("a", 1, 300.0, 310e-6, 300e-6)];
        let check = self_check(&units, &BTreeMap::new());
        assert!(check.overhead_across_tiers.checks.is_empty());
        assert!(check.ok);
    }
}
