//! What a run could detect: the minimum detectable relative difference of a comparison at the
//! measured noise and round counts, and the rounds a side would need to detect a given
//! difference. A two-sided test at 5% with 80% power, on relative spreads (normal approximation).

use statrs::distribution::{ContinuousCDF, Normal};

/// The two-sided significance level the detectable difference is stated for.
pub const ALPHA: f64 = 0.05;
/// The power the detectable difference is stated for.
pub const POWER: f64 = 0.8;
/// The difference the "rounds needed" figure is stated for.
pub const TARGET_DIFFERENCE: f64 = 0.05;

fn z_sum() -> f64 {
    let normal = Normal::standard();
    normal.inverse_cdf(1.0 - ALPHA / 2.0) + normal.inverse_cdf(POWER)
}

/// The smallest relative difference the comparison detects with the stated power, from each
/// side's relative spread (stdev / median) and round count.
pub fn minimum_detectable(spread_a: f64, n_a: usize, spread_b: f64, n_b: usize) -> Option<f64> {
    if n_a == 0 || n_b == 0 || !spread_a.is_finite() || !spread_b.is_finite() {
        return None;
    }
    let se = (spread_a.powi(2) / n_a as f64 + spread_b.powi(2) / n_b as f64).sqrt();
    Some(z_sum() * se)
}

/// Rounds per side that would detect a relative difference `target` with the stated power.
pub fn rounds_needed(spread_a: f64, spread_b: f64, target: f64) -> Option<u64> {
    if target <= 0.0 || !spread_a.is_finite() || !spread_b.is_finite() {
        return None;
    }
    let n = (z_sum() / target).powi(2) * (spread_a.powi(2) + spread_b.powi(2));
    Some(n.ceil().max(2.0) as u64)
}

/// Benjamini-Hochberg q-values, in the order of `p`.
pub fn benjamini_hochberg(p: &[f64]) -> Vec<f64> {
    let m = p.len();
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by(|&a, &b| p[a].total_cmp(&p[b]));
    let mut q = vec![0.0; m];
    let mut running: f64 = 1.0;
    for (rank, &i) in order.iter().enumerate().rev() {
        running = running.min(p[i] * m as f64 / (rank + 1) as f64);
        q[i] = running.min(1.0);
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_power_figures() {
        // 10% spread on both sides, 30 rounds each: (1.96 + 0.84) · sqrt(2 · 0.01 / 30).
        let mde = minimum_detectable(0.1, 30, 0.1, 30).unwrap();
        assert!((mde - 0.0723).abs() < 1e-3, "{mde}");
        // Detecting 5% at that noise needs about 63 rounds a side.
        assert_eq!(rounds_needed(0.1, 0.1, 0.05), Some(63));
        assert_eq!(minimum_detectable(0.1, 0, 0.1, 3), None);
    }

    #[test]
    fn benjamini_hochberg_matches_a_worked_example() {
        let q = benjamini_hochberg(&[0.01, 0.04, 0.03, 0.005]);
        let want = [0.02, 0.04, 0.04, 0.02];
        for (a, b) in q.iter().zip(want) {
            assert!((a - b).abs() < 1e-12, "{q:?}");
        }
        assert!(benjamini_hochberg(&[]).is_empty());
    }
}
