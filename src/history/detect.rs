//! Change detection on one series of values: binary segmentation with Welch's t-test.
//!
//! The split that best separates a stretch into two levels (the largest |t|) is kept when it is
//! significant after a Bonferroni correction over every split position it was chosen from, when
//! both sides hold at least `min_runs` values and when the levels differ by at least
//! `min_magnitude`; each side is then searched again. This is the significance test Hunter
//! applies to E-divisive candidates (Fleming et al., "Hunter: Using Change Point Detection to Hunt
//! for Performance Regressions", ICPE 2023), with the candidates found by exhaustive search, so
//! the result is deterministic: no permutations, no random numbers.

use statrs::distribution::{ContinuousCDF, StudentsT};

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DetectOptions {
    /// Family-wise significance level of one split, after the Bonferroni correction.
    pub alpha: f64,
    /// The smallest relative difference between the two levels that counts as a change.
    pub min_magnitude: f64,
    /// The fewest values each side of a change must have.
    pub min_runs: usize,
}

impl Default for DetectOptions {
    fn default() -> Self {
        DetectOptions {
            alpha: 0.01,
            min_magnitude: 0.05,
            min_runs: 3,
        }
    }
}

/// A detected change: the index of the first value of the new level, the two levels' means,
/// the relative magnitude (after / before − 1) and its 95% interval, and the corrected p-value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Step {
    pub at: usize,
    pub before: f64,
    pub after: f64,
    pub magnitude: f64,
    pub interval: (f64, f64),
    pub p: f64,
}

fn mean_var(v: &[f64]) -> (f64, f64) {
    let n = v.len() as f64;
    let mean = v.iter().sum::<f64>() / n;
    let var = if v.len() > 1 {
        v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
    } else {
        0.0
    };
    (mean, var)
}

/// Prefix sums of values and squares: the mean and variance of any stretch in O(1), so the
/// exhaustive split search stays O(n) per stretch.
struct Prefix {
    sum: Vec<f64>,
    squares: Vec<f64>,
}

impl Prefix {
    fn new(v: &[f64]) -> Prefix {
        let (mut sum, mut squares) = (vec![0.0], vec![0.0]);
        for x in v {
            sum.push(sum.last().unwrap_or(&0.0) + x);
            squares.push(squares.last().unwrap_or(&0.0) + x * x);
        }
        Prefix { sum, squares }
    }
    /// (mean, sample variance) of values [a, b).
    fn mean_var(&self, a: usize, b: usize) -> (f64, f64) {
        let n = (b - a) as f64;
        let s = self.sum[b] - self.sum[a];
        let mean = s / n;
        let var = if b - a > 1 {
            ((self.squares[b] - self.squares[a] - s * mean) / (n - 1.0)).max(0.0)
        } else {
            0.0
        };
        (mean, var)
    }
}

/// Welch's t statistic, its degrees of freedom and the standard error of the difference.
fn welch_stats((ma, va, na): (f64, f64, f64), (mb, vb, nb): (f64, f64, f64)) -> (f64, f64, f64) {
    let se2 = va / na + vb / nb;
    // Below this the two sides have no noise to speak of (prefix sums round to ~1e-16).
    if se2 <= 1e-24 * (ma * ma + mb * mb) {
        // No noise at all on either side: any difference is certain, none is nothing.
        let same = (ma - mb).abs() <= 1e-12 * ma.abs().max(mb.abs());
        let t = if same { 0.0 } else { f64::INFINITY };
        return (t, na + nb - 2.0, 0.0);
    }
    let df = se2.powi(2) / ((va / na).powi(2) / (na - 1.0) + (vb / nb).powi(2) / (nb - 1.0));
    ((mb - ma) / se2.sqrt(), df.max(1.0), se2.sqrt())
}

fn two_sided_p(t: f64, df: f64) -> f64 {
    if !t.is_finite() {
        return 0.0;
    }
    match StudentsT::new(0.0, 1.0, df) {
        Ok(d) => (2.0 * (1.0 - d.cdf(t.abs()))).min(1.0),
        Err(_) => 1.0,
    }
}

/// The most significant admissible split of `v`, if it passes every criterion.
fn best_split(v: &[f64], o: &DetectOptions) -> Option<Step> {
    let n = v.len();
    if n < 2 * o.min_runs {
        return None;
    }
    let positions = o.min_runs..=n - o.min_runs;
    let candidates = positions.clone().count() as f64;
    let prefix = Prefix::new(v);
    let side = |a: usize, b: usize| {
        let (m, var) = prefix.mean_var(a, b);
        (m, var, (b - a) as f64)
    };
    let (at, (t, df, se)) = positions
        .map(|k| (k, welch_stats(side(0, k), side(k, n))))
        .max_by(|a, b| a.1 .0.abs().total_cmp(&b.1 .0.abs()))?;
    let p = (two_sided_p(t, df) * candidates).min(1.0);
    let (before, _) = mean_var(&v[..at]);
    let (after, _) = mean_var(&v[at..]);
    if before == 0.0 || p >= o.alpha {
        return None;
    }
    let magnitude = after / before - 1.0;
    if magnitude.abs() < o.min_magnitude {
        return None;
    }
    let q = StudentsT::new(0.0, 1.0, df).map_or(1.96, |d| d.inverse_cdf(0.975));
    let diff = after - before;
    let interval = ((diff - q * se) / before, (diff + q * se) / before);
    Some(Step {
        at,
        before,
        after,
        magnitude,
        interval,
        p,
    })
}

/// Every change in `values`, in index order.
pub fn changes(values: &[f64], o: &DetectOptions) -> Vec<Step> {
    let mut out = Vec::new();
    let mut stack = vec![(0usize, values.len())];
    while let Some((lo, hi)) = stack.pop() {
        if let Some(mut step) = best_split(&values[lo..hi], o) {
            step.at += lo;
            stack.push((lo, step.at));
            stack.push((step.at, hi));
            out.push(step);
        }
    }
    out.sort_by_key(|s| s.at);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Deterministic noise: a fixed pseudo-random sequence in [-1, 1).
    fn noise(i: usize) -> f64 {
        let x = (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40;
        (x as f64 / (1u64 << 24) as f64) * 2.0 - 1.0
    }

    #[test]
    fn a_shift_is_found_where_it_starts_and_noise_alone_is_not() {
        let shifted: Vec<f64> = (0..30)
            .map(|i| if i < 11 { 1.0 } else { 0.8 } * (1.0 + 0.02 * noise(i)))
            .collect();
        let found = changes(&shifted, &DetectOptions::default());
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].at, 11);
        assert!((found[0].magnitude + 0.2).abs() < 0.02);
        assert!(
            found[0].interval.0 < found[0].magnitude && found[0].magnitude < found[0].interval.1
        );
        let flat: Vec<f64> = (0..30).map(|i| 1.0 + 0.02 * noise(i + 100)).collect();
        assert!(changes(&flat, &DetectOptions::default()).is_empty());
    }

    #[test]
    fn two_steps_and_small_shifts() {
        let v: Vec<f64> = (0..30)
            .map(|i| match i {
                0..=9 => 1.0,
                10..=19 => 1.3,
                _ => 1.0,
            } * (1.0 + 0.01 * noise(i)))
            .collect();
        let at: Vec<usize> = changes(&v, &DetectOptions::default())
            .iter()
            .map(|s| s.at)
            .collect();
        assert_eq!(at, vec![10, 20]);
        // A real but small shift (2%) is below the minimum magnitude.
        let small: Vec<f64> = (0..30).map(|i| if i < 15 { 1.0 } else { 1.02 }).collect();
        assert!(changes(&small, &DetectOptions::default()).is_empty());
        assert!(changes(&[1.0, 2.0], &DetectOptions::default()).is_empty());
    }
}
