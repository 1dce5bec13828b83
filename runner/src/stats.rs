//! Summary statistics over raw samples (archive-format.md part 3.2): median, mean, extremes,
//! sample standard deviation and type-7 linear percentiles.

use serde::{Deserialize, Serialize};

/// The archive's `Summary` object. Every value is in the unit of the samples (seconds here).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub n: usize,
    pub median: f64,
    pub mean: f64,
    pub min: f64,
    pub max: f64,
    /// Sample standard deviation (n − 1 denominator); 0 for a single sample.
    pub stdev: f64,
    /// P(75) − P(25), type-7 percentiles.
    pub iqr: f64,
    pub p50: f64,
    pub p95: f64,
    pub p99: f64,
    /// stdev / median, 0 when the median is 0.
    pub relative_spread: f64,
}

impl Summary {
    /// Summarises `samples`. Returns `None` for an empty slice or any non-finite sample, because
    /// the archive requires finite JSON numbers and an empty summary has no meaning.
    pub fn of(samples: &[f64]) -> Option<Summary> {
        if samples.is_empty() || samples.iter().any(|x| !x.is_finite()) {
            return None;
        }
        let mut sorted = samples.to_vec();
        sorted.sort_by(f64::total_cmp);
        let n = sorted.len();
        let mean = sorted.iter().sum::<f64>() / n as f64;
        let median = median_sorted(&sorted);
        let stdev = sample_stdev(&sorted, mean);
        Some(Summary {
            n,
            median,
            mean,
            min: sorted[0],
            max: sorted[n - 1],
            stdev,
            iqr: percentile_sorted(&sorted, 75.0) - percentile_sorted(&sorted, 25.0),
            // The format says p50 always equals the median; take the median itself so the two
            // are bit-identical rather than equal up to interpolation rounding.
            p50: median,
            p95: percentile_sorted(&sorted, 95.0),
            p99: percentile_sorted(&sorted, 99.0),
            relative_spread: if median == 0.0 { 0.0 } else { stdev / median },
        })
    }
}

/// The ordinary median of ascending `sorted` (mean of the two middle values for even n).
pub fn median_sorted(sorted: &[f64]) -> f64 {
    let n = sorted.len();
    if n % 2 == 1 {
        sorted[n / 2]
    } else {
        (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
    }
}

/// Type-7 (numpy "linear") percentile `p` in [0, 100] of ascending, non-empty `sorted`.
pub fn percentile_sorted(sorted: &[f64], p: f64) -> f64 {
    let n = sorted.len();
    let pos = (n - 1) as f64 * p / 100.0;
    let lo = pos.floor() as usize;
    let hi = (lo + 1).min(n - 1);
    let w = pos - lo as f64;
    sorted[lo] * (1.0 - w) + sorted[hi] * w
}

fn sample_stdev(samples: &[f64], mean: f64) -> f64 {
    if samples.len() < 2 {
        return 0.0;
    }
    let ss: f64 = samples.iter().map(|x| (x - mean) * (x - mean)).sum();
    (ss / (samples.len() - 1) as f64).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_sample_is_itself_everywhere() {
        let s = Summary::of(&[2.5]).unwrap();
        assert_eq!(
            (s.n, s.median, s.p95, s.p99, s.stdev, s.iqr),
            (1, 2.5, 2.5, 2.5, 0.0, 0.0)
        );
    }

    #[test]
    fn matches_numpy_linear_percentiles() {
        // numpy.percentile([1,2,3,4,10], [25,75,95,99]) = [2, 4, 8.8, 9.76]
        let s = Summary::of(&[10.0, 2.0, 1.0, 4.0, 3.0]).unwrap();
        assert_eq!(s.median, 3.0);
        assert!((s.iqr - 2.0).abs() < 1e-12);
        assert!((s.p95 - 8.8).abs() < 1e-12);
        assert!((s.p99 - 9.76).abs() < 1e-12);
        assert_eq!(s.mean, 4.0);
        // statistics.stdev([1,2,3,4,10]) = sqrt(12.5)
        assert!((s.stdev - 12.5f64.sqrt()).abs() < 1e-12);
        assert!((s.relative_spread - s.stdev / 3.0).abs() < 1e-12);
    }

    #[test]
    fn even_median_is_mean_of_middle_pair() {
        assert_eq!(Summary::of(&[4.0, 1.0, 3.0, 2.0]).unwrap().median, 2.5);
        assert_eq!(Summary::of(&[4.0, 1.0, 3.0, 2.0]).unwrap().p50, 2.5);
    }

    #[test]
    fn rejects_empty_and_non_finite() {
        assert!(Summary::of(&[]).is_none());
        assert!(Summary::of(&[1.0, f64::NAN]).is_none());
        assert!(Summary::of(&[f64::INFINITY]).is_none());
    }

    #[test]
    fn zero_median_gives_zero_spread() {
        assert_eq!(Summary::of(&[0.0, 0.0, 0.0]).unwrap().relative_spread, 0.0);
    }
}
