//! Were the rounds enough? Rounds per side a comparison of two units would need to detect a
//! relative difference of `TARGET_DIFFERENCE` in a two-sided test at 5 % with 80 % power, from
//! each side's relative spread (normal approximation):
//!
//! n = ((z₀.₉₇₅ + z₀.₈) / target)² · (s_a² + s_b²), rounded up, at least 2.
//!
//! The generator's uncertainty section (`src/model/uncertainty/power.rs`) computes the same
//! figure with the same constants and the same spread (`end_to_end_per_task_seconds
//! .relative_spread`); keep the two identical.

use serde::Serialize;
use statrs::distribution::{ContinuousCDF, Normal};

/// The two-sided significance level.
pub const ALPHA: f64 = 0.05;
/// The power.
pub const POWER: f64 = 0.8;
/// The relative difference the rounds should be able to detect.
pub const TARGET_DIFFERENCE: f64 = 0.05;
/// Which spread of a unit the formula uses.
pub const SPREAD: &str = "absolute.end_to_end_per_task_seconds.relative_spread";

/// `relative.precision`: the rule behind every `rounds_needed`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PrecisionRule {
    pub target_difference: f64,
    pub alpha: f64,
    pub power: f64,
    pub spread: &'static str,
}

pub fn rule() -> PrecisionRule {
    PrecisionRule {
        target_difference: TARGET_DIFFERENCE,
        alpha: ALPHA,
        power: POWER,
        spread: SPREAD,
    }
}

fn z_sum() -> f64 {
    let normal = Normal::standard();
    normal.inverse_cdf(1.0 - ALPHA / 2.0) + normal.inverse_cdf(POWER)
}

/// Rounds per side that would detect a relative difference `target` with the stated power.
pub fn rounds_needed(spread_a: f64, spread_b: f64, target: f64) -> Option<u64> {
    if target <= 0.0 || !spread_a.is_finite() || !spread_b.is_finite() {
        return None;
    }
    let n = (z_sum() / target).powi(2) * (spread_a.powi(2) + spread_b.powi(2));
    Some(n.ceil().max(2.0) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_generators_worked_example() {
        // 10 % spread on both sides: (1.96 + 0.84)² / 0.05² · 0.02 ≈ 62.8 → 63 rounds a side
        // (the same figure src/model/uncertainty/power.rs asserts).
        assert_eq!(rounds_needed(0.1, 0.1, 0.05), Some(63));
        assert!((z_sum() - (1.959_964 + 0.841_621)).abs() < 1e-5);
    }

    #[test]
    fn quiet_units_need_the_minimum_and_bad_input_none() {
        assert_eq!(rounds_needed(0.0, 0.0, 0.05), Some(2));
        assert_eq!(rounds_needed(0.001, 0.002, 0.05), Some(2));
        assert_eq!(rounds_needed(f64::NAN, 0.1, 0.05), None);
        assert_eq!(rounds_needed(0.1, 0.1, 0.0), None);
    }
}
