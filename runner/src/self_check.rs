//! Units + verification → the `self_check` block (archive-format.md part 3.12): gated body
//! deviation, overhead growth across tiers, adapter equivalence, and their AND.
//!
//! Every check that compares numbers has an absolute floor as well as its ratio, because a
//! ratio of two tiny numbers says nothing: a 16× "growth" from 56 ns to 897 ns is noise, far
//! below what the clock and the rounds can resolve. The floors:
//!
//! * the **timer floor**, `TIMER_FACTOR` × the clock's granularity (the larger of its measured
//!   resolution and the cost of one reading; see `timer.rs`): no difference smaller than that is
//!   a difference;
//! * for overhead growth also the **body floor**, `BODY_FLOOR_SHARE` of the body target of the
//!   tier where the overhead peaks: the check looks for overhead that grows with the body
//!   (queueing), and growth below 1 % of the body cannot move any figure the report reads (its
//!   overhead threshold is 15 % of end-to-end);
//! * and the **noise floor**, `NOISE_Z` standard errors of the growth. An overhead is
//!   median(end-to-end) − median(body); its standard error comes from a bootstrap over rounds
//!   (a round's wall and its body samples are resampled together, so the pairing of the two
//!   within a round, strong at concurrency 1, is kept). Growth within the noise is not growth.
//!
//! Equivalence compares exact marker values, so it has neither ratio nor floor.

use std::collections::BTreeMap;

use crate::archive::{
    BodyDeviationCheck, BodyDeviationSection, BodyRule, EquivalenceSection, OkUnit, OverheadCheck,
    OverheadRule, OverheadSection, SelfCheck, Unit, Verification,
};
use crate::stats::median_sorted;
use crate::unit::BODY_DEVIATION_TOLERANCE;

/// Tiers shorter than this are too short for the body check to gate the verdict, seconds.
pub const MIN_GATED_TIER_SECONDS: f64 = 100e-6;
/// Largest allowed max(overhead) / overhead at the smallest tier.
pub const OVERHEAD_GROWTH_LIMIT: f64 = 5.0;
/// The timer floor is this many clock granularities.
pub const TIMER_FACTOR: f64 = 10.0;
/// Growth at or below this share of the body (at the tier where the overhead peaks) is not
/// growth.
pub const BODY_FLOOR_SHARE: f64 = 0.01;
/// Growth must exceed this many standard errors to count (3: a false alarm about once in 700
/// groups when nothing grows).
pub const NOISE_Z: f64 = 3.0;
/// Bootstrap resamples behind an overhead's standard error.
const BOOTSTRAP_RESAMPLES: usize = 400;

pub const NOTE_BODY_OVERSUBSCRIBED: &str = "runner.self_check.body_oversubscribed";
pub const NOTE_BODY_TOO_SHORT: &str = "runner.self_check.body_too_short";
pub const NOTE_OVERHEAD_NONPOSITIVE: &str = "runner.self_check.overhead_nonpositive";
pub const NOTE_OVERHEAD_POLLUTED: &str = "runner.self_check.overhead_polluted";

/// The timer floor for a clock of this granularity, seconds.
pub fn timer_floor(granularity_seconds: f64) -> f64 {
    TIMER_FACTOR * granularity_seconds
}

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

/// The self-check of `units`, with floors made from a clock of `timer_granularity_seconds`.
pub fn self_check(
    units: &[Unit],
    verification: &BTreeMap<String, Verification>,
    timer_granularity_seconds: f64,
) -> SelfCheck {
    let ok = ok_units(units);
    let lowest = ok.iter().map(|u| u.spec.concurrency).min();
    let body_deviation = body_deviation(&ok, lowest, timer_granularity_seconds);
    let overhead_across_tiers = overhead_across_tiers(&ok, lowest, timer_granularity_seconds);
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

fn body_deviation(ok: &[&OkUnit], lowest: Option<u32>, granularity: f64) -> BodyDeviationSection {
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
        rule: BodyRule {
            tolerance: BODY_DEVIATION_TOLERANCE,
            floor_seconds: timer_floor(granularity),
            timer_factor: TIMER_FACTOR,
            timer_granularity_seconds: granularity,
        },
    }
}

/// One tier of an (adapter, concurrency) group.
#[derive(Debug, Clone, Copy)]
struct Point {
    tier_us: f64,
    overhead: f64,
    /// Standard error of `overhead`.
    se: f64,
}

fn overhead_across_tiers(ok: &[&OkUnit], lowest: Option<u32>, granularity: f64) -> OverheadSection {
    // (adapter, concurrency) → points; the BTreeMap gives the required sort order.
    let mut groups: BTreeMap<(String, u32), Vec<Point>> = BTreeMap::new();
    for u in ok {
        let key = (u.spec.adapter.clone(), u.spec.concurrency);
        groups.entry(key).or_default().push(Point {
            tier_us: u.spec.body_tier_us,
            overhead: u.absolute.framework_overhead_seconds,
            se: overhead_standard_error(u),
        });
    }
    let floor = timer_floor(granularity);
    let checks: Vec<OverheadCheck> = groups
        .into_iter()
        .filter(|(_, points)| points.len() >= 2)
        .map(|((adapter, concurrency), points)| {
            let gated = Some(concurrency) == lowest;
            overhead_check(adapter, concurrency, points, gated, floor)
        })
        .collect();
    OverheadSection {
        ok: checks.iter().filter(|c| c.gated).all(|c| c.ok),
        checks,
        gated_concurrency: lowest,
        rule: OverheadRule {
            growth_limit: OVERHEAD_GROWTH_LIMIT,
            timer_factor: TIMER_FACTOR,
            timer_granularity_seconds: granularity,
            timer_floor_seconds: floor,
            body_floor_share: BODY_FLOOR_SHARE,
            noise_z: NOISE_Z,
            bootstrap_resamples: BOOTSTRAP_RESAMPLES,
        },
    }
}

/// Bootstrap standard error of a unit's overhead, median(wall / c) − median(bodies), resampling
/// whole rounds. Seeded from the unit's identity, so the same archive always gives the same
/// floor. Zero with fewer than two rounds (then only the other floors apply).
fn overhead_standard_error(u: &OkUnit) -> f64 {
    use rand::{Rng, SeedableRng};
    use std::hash::Hasher;
    let rounds = &u.rounds;
    let n = rounds.len();
    if n < 2 {
        return 0.0;
    }
    let mut hasher = fnv::FnvHasher::default();
    hasher.write(
        format!(
            "{}|{}|{}",
            u.spec.adapter, u.spec.concurrency, u.spec.body_tier_us
        )
        .as_bytes(),
    );
    let mut rng = rand_pcg::Pcg64::seed_from_u64(hasher.finish());
    let c = f64::from(u.spec.concurrency);
    let mut e2e = Vec::with_capacity(n);
    let mut bodies = Vec::new();
    let estimates: Vec<f64> = (0..BOOTSTRAP_RESAMPLES)
        .map(|_| {
            e2e.clear();
            bodies.clear();
            for _ in 0..n {
                let r = &rounds[rng.random_range(0..n)];
                e2e.push(r.wall_seconds / c);
                bodies.extend_from_slice(&r.body_seconds);
            }
            e2e.sort_by(f64::total_cmp);
            bodies.sort_by(f64::total_cmp);
            median_sorted(&e2e) - median_sorted(&bodies)
        })
        .collect();
    let mean = estimates.iter().sum::<f64>() / estimates.len() as f64;
    let var =
        estimates.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (estimates.len() - 1) as f64;
    var.sqrt()
}

fn overhead_check(
    adapter: String,
    concurrency: u32,
    mut points: Vec<Point>,
    gated: bool,
    timer_floor: f64,
) -> OverheadCheck {
    points.sort_by(|a, b| a.tier_us.total_cmp(&b.tier_us));
    let base = points[0];
    // The highest overhead (the first one on ties, so the baseline itself gives excess 0).
    let top = points
        .iter()
        .copied()
        .reduce(|best, p| if p.overhead > best.overhead { p } else { best })
        .expect("a group has at least two points");
    let excess = top.overhead - base.overhead;
    let body_floor = BODY_FLOOR_SHARE * top.tier_us / 1e6;
    let noise_floor = NOISE_Z * base.se.hypot(top.se);
    let floor = timer_floor.max(body_floor).max(noise_floor);
    let below_floor = excess <= floor;
    let (growth, ok, note) = if base.overhead <= 0.0 {
        (None, true, NOTE_OVERHEAD_NONPOSITIVE)
    } else {
        let growth = top.overhead / base.overhead;
        let ok = growth <= OVERHEAD_GROWTH_LIMIT || below_floor;
        let note = if !gated && !ok {
            NOTE_OVERHEAD_POLLUTED
        } else {
            ""
        };
        (Some(growth), ok, note)
    };
    OverheadCheck {
        adapter,
        concurrency,
        gated,
        body_tiers_us: points.iter().map(|p| p.tier_us).collect(),
        overheads_seconds: points.iter().map(|p| p.overhead).collect(),
        growth,
        ok,
        note: note.to_string(),
        excess_seconds: Some(excess),
        floor_seconds: floor,
        body_floor_seconds: body_floor,
        noise_floor_seconds: noise_floor,
        below_floor,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{noisy_unit, ok_unit};

    /// A clock like this machine's: 20 ns per reading.
    const CLOCK: f64 = 20e-9;

    #[test]
    fn body_checks_gate_only_the_lowest_concurrency_and_long_tiers() {
        // (adapter, c, tier µs, e2e, body): deviations 1.0 (fails) everywhere.
        let units = vec![
            ok_unit("a", 1, 40.0, 100e-6, 80e-6),
            ok_unit("a", 1, 300.0, 700e-6, 600e-6),
            ok_unit("a", 4, 300.0, 700e-6, 600e-6),
        ];
        let section = self_check(&units, &BTreeMap::new(), CLOCK).body_deviation;
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
        assert_eq!(section.rule.floor_seconds, 10.0 * CLOCK);
    }

    #[test]
    fn overhead_growth_and_notes() {
        let units = vec![
            ok_unit("a", 1, 300.0, 310e-6, 300e-6),    // overhead 10 µs
            ok_unit("a", 1, 2700.0, 2760e-6, 2700e-6), // 60 µs → growth 6 > 5
            ok_unit("a", 2, 300.0, 290e-6, 300e-6),    // negative baseline
            ok_unit("a", 2, 2700.0, 2800e-6, 2700e-6),
        ];
        let section = self_check(&units, &BTreeMap::new(), CLOCK).overhead_across_tiers;
        let first = &section.checks[0];
        assert!((first.growth.unwrap() - 6.0).abs() < 1e-6 && !first.ok && first.gated);
        assert!(!first.below_floor && (first.excess_seconds.unwrap() - 50e-6).abs() < 1e-12);
        assert_eq!(first.note, "");
        let second = &section.checks[1];
        assert_eq!(
            (second.growth, second.ok, second.note.as_str()),
            (None, true, NOTE_OVERHEAD_NONPOSITIVE)
        );
        assert!(!section.ok);
    }

    /// Five rounds around `body` seconds with a relative jitter of `jitter`, whose end-to-end
    /// exceeds the body by `overhead`.
    fn series(body: f64, overhead: f64, jitter: f64) -> Vec<(f64, f64)> {
        [-2.0, 1.0, 0.0, -1.0, 2.0]
            .iter()
            .map(|k| {
                let b = body * (1.0 + k * jitter);
                (b + overhead, b)
            })
            .collect()
    }

    #[test]
    fn a_near_zero_overhead_series_passes_its_16x_growth_is_noise() {
        // The case: `inline` at c=1, 56 ns at 300 µs and 897 ns at 2700 µs of a body
        // with 0.2 % jitter; 16× by ratio, but far inside the noise of two medians.
        let units = vec![
            noisy_unit("inline", 1, 300.0, &series(300e-6, 56e-9, 0.002)),
            noisy_unit("inline", 1, 2700.0, &series(2700e-6, 897e-9, 0.002)),
        ];
        let check = self_check(&units, &BTreeMap::new(), CLOCK);
        let overhead = &check.overhead_across_tiers.checks[0];
        assert!(overhead.growth.unwrap() > 15.0, "{overhead:?}");
        assert!(overhead.below_floor && overhead.ok, "{overhead:?}");
        assert!(check.overhead_across_tiers.ok && check.ok);
    }

    #[test]
    fn a_real_16x_growth_fails() {
        // 10 µs → 160 µs of overhead, on the same jitter: far above the floor.
        let units = vec![
            noisy_unit("pool", 1, 300.0, &series(300e-6, 10e-6, 0.002)),
            noisy_unit("pool", 1, 2700.0, &series(2700e-6, 160e-6, 0.002)),
        ];
        let check = self_check(&units, &BTreeMap::new(), CLOCK);
        let overhead = &check.overhead_across_tiers.checks[0];
        assert!(
            (overhead.growth.unwrap() - 16.0).abs() < 1e-6,
            "{overhead:?}"
        );
        assert!(!overhead.below_floor && !overhead.ok, "{overhead:?}");
        assert!(!check.ok);
    }

    #[test]
    fn without_noise_the_timer_floor_still_holds() {
        // One round each (no spread), tiers of 1 and 9 µs (body floor 90 ns): 20 ns → 190 ns is
        // below 10 × 20 ns; 20 ns → 2 µs is not.
        let tiny = vec![
            ok_unit("a", 1, 1.0, 1e-6 + 20e-9, 1e-6),
            ok_unit("a", 1, 9.0, 9e-6 + 190e-9, 9e-6),
        ];
        let check = &self_check(&tiny, &BTreeMap::new(), CLOCK)
            .overhead_across_tiers
            .checks[0];
        assert!(check.below_floor && check.ok, "{check:?}");
        assert_eq!(check.floor_seconds, 10.0 * CLOCK);
        let real = vec![
            ok_unit("a", 1, 1.0, 1e-6 + 20e-9, 1e-6),
            ok_unit("a", 1, 9.0, 9e-6 + 2e-6, 9e-6),
        ];
        let check = &self_check(&real, &BTreeMap::new(), CLOCK)
            .overhead_across_tiers
            .checks[0];
        assert!(!check.below_floor && !check.ok, "{check:?}");
    }

    #[test]
    fn growth_below_one_percent_of_the_body_is_not_growth() {
        // No noise at all: 2 µs → 20 µs at 2700 µs is 0.7 % of the body (passes); 2 µs → 40 µs
        // is 1.4 % (fails).
        let units = |top: f64| {
            vec![
                ok_unit("a", 1, 300.0, 302e-6, 300e-6),
                ok_unit("a", 1, 2700.0, 2700e-6 + top, 2700e-6),
            ]
        };
        let check = self_check(&units(20e-6), &BTreeMap::new(), CLOCK);
        let c = &check.overhead_across_tiers.checks[0];
        assert!(
            c.below_floor && c.ok && (c.body_floor_seconds - 27e-6).abs() < 1e-12,
            "{c:?}"
        );
        let check = self_check(&units(40e-6), &BTreeMap::new(), CLOCK);
        assert!(!check.overhead_across_tiers.checks[0].ok);
    }

    #[test]
    fn growth_within_the_noise_is_not_growth() {
        // 10 µs → 80 µs (8×, 70 µs above the 27 µs body floor), but end-to-end and body scatter
        // by ±200 µs independently from round to round: the growth is inside the noise.
        let scatter = [-2.0, 1.0, 0.0, -1.0, 2.0];
        let noisy = |tier: f64, overhead: f64| -> Vec<(f64, f64)> {
            scatter
                .iter()
                .zip(scatter.iter().rev().cycle().skip(1))
                .map(|(a, b)| (tier + overhead + a * 100e-6, tier + b * 100e-6))
                .collect()
        };
        let units = vec![
            noisy_unit("a", 1, 300.0, &noisy(300e-6, 10e-6)),
            noisy_unit("a", 1, 2700.0, &noisy(2700e-6, 80e-6)),
        ];
        let c = &self_check(&units, &BTreeMap::new(), CLOCK)
            .overhead_across_tiers
            .checks[0];
        assert!(c.growth.unwrap() > 5.0, "{c:?}");
        assert!(c.noise_floor_seconds > c.body_floor_seconds, "{c:?}");
        assert!(c.below_floor && c.ok, "{c:?}");
    }

    #[test]
    fn noise_at_a_higher_concurrency_is_not_called_queueing() {
        // Not gated, 30× by ratio, inside the noise: no `overhead_polluted` note.
        let units = vec![
            ok_unit("inline", 1, 300.0, 300.05e-6, 300e-6),
            ok_unit("inline", 1, 2700.0, 2700.05e-6, 2700e-6),
            noisy_unit("inline", 2, 300.0, &series(300e-6, 90e-9, 0.003)),
            noisy_unit("inline", 2, 2700.0, &series(2700e-6, 2.7e-6, 0.003)),
        ];
        let check = &self_check(&units, &BTreeMap::new(), CLOCK)
            .overhead_across_tiers
            .checks[1];
        assert!(
            !check.gated && check.ok && check.note.is_empty(),
            "{check:?}"
        );
    }

    #[test]
    fn single_tier_groups_have_no_overhead_check() {
        let units = vec![ok_unit("a", 1, 300.0, 310e-6, 300e-6)];
        let check = self_check(&units, &BTreeMap::new(), CLOCK);
        assert!(check.overhead_across_tiers.checks.is_empty());
        assert!(check.ok);
    }
}
