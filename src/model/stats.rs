//! Summary statistics recomputed from raw samples, with the archive's formulas: the ordinary
//! median, the sample standard deviation (n − 1) and type-7 (linear) percentiles.

/// A recomputed summary; every value is in the unit of the samples.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stats {
    pub n: usize,
    pub median: f64,
    pub mean: f64,
    pub min: f64,
    pub max: f64,
    pub stdev: f64,
    pub iqr: f64,
    pub p50: f64,
    pub p95: f64,
    pub p99: f64,
    /// stdev / median (0 when the median is 0).
    pub relative_spread: f64,
}

impl Stats {
    /// Summarises `samples`; `None` when there are none.
    pub fn of(samples: &[f64]) -> Option<Stats> {
        if samples.is_empty() {
            return None;
        }
        let mut sorted = samples.to_vec();
        sorted.sort_by(f64::total_cmp);
        let n = sorted.len();
        let mean = sorted.iter().sum::<f64>() / n as f64;
        let stdev = if n > 1 {
            let ss: f64 = sorted.iter().map(|x| (x - mean).powi(2)).sum();
            (ss / (n - 1) as f64).sqrt()
        } else {
            0.0
        };
        let median = median_sorted(&sorted);
        Some(Stats {
            n,
            median,
            mean,
            min: sorted[0],
            max: sorted[n - 1],
            stdev,
            iqr: percentile_sorted(&sorted, 75.0) - percentile_sorted(&sorted, 25.0),
            // The archive defines p50 as the median; interpolation could differ in the last bit.
            p50: median,
            p95: percentile_sorted(&sorted, 95.0),
            p99: percentile_sorted(&sorted, 99.0),
            relative_spread: if median == 0.0 { 0.0 } else { stdev / median },
        })
    }

    /// The fields in archive order, for cross-checks and appendix rows.
    pub fn fields(&self) -> [(&'static str, f64); 11] {
        [
            ("n", self.n as f64),
            ("median", self.median),
            ("mean", self.mean),
            ("min", self.min),
            ("max", self.max),
            ("stdev", self.stdev),
            ("iqr", self.iqr),
            ("p50", self.p50),
            ("p95", self.p95),
            ("p99", self.p99),
            ("relative_spread", self.relative_spread),
        ]
    }
}

fn median_sorted(sorted: &[f64]) -> f64 {
    let n = sorted.len();
    if n % 2 == 1 {
        sorted[n / 2]
    } else {
        (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
    }
}

/// Type-7 percentile of sorted samples: linear interpolation between closest ranks.
pub fn percentile_sorted(sorted: &[f64], p: f64) -> f64 {
    let n = sorted.len();
    if n == 1 {
        return sorted[0];
    }
    let pos = (n - 1) as f64 * p / 100.0;
    let lo = pos.floor() as usize;
    let hi = (lo + 1).min(n - 1);
    let w = pos - lo as f64;
    sorted[lo] * (1.0 - w) + sorted[hi] * w
}

/// Relative difference used by the cross-checks: |a − b| / max(|a|, |b|), 0 when both are 0.
pub fn relative_difference(a: f64, b: f64) -> f64 {
    if a == b || (a.is_nan() && b.is_nan()) {
        return 0.0;
    }
    let scale = a.abs().max(b.abs());
    if scale == 0.0 || !scale.is_finite() {
        return f64::INFINITY;
    }
    (a - b).abs() / scale
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        let s = Stats::of(&[4.0, 1.0, 3.0, 2.0]).unwrap();
        assert_eq!(s.median, 2.5);
        assert_eq!(s.mean, 2.5);
        assert!((s.stdev - 1.2909944487358056).abs() < 1e-15);
        // numpy.percentile([1,2,3,4], 95) == 3.85
        assert!((s.p95 - 3.85).abs() < 1e-12);
        assert!((s.iqr - 1.5).abs() < 1e-12);
        assert_eq!(s.p50, s.median);
    }

    #[test]
    fn single_sample() {
        let s = Stats::of(&[7.0]).unwrap();
        assert_eq!((s.stdev, s.p99, s.iqr), (0.0, 7.0, 0.0));
        assert!(Stats::of(&[]).is_none());
    }

    proptest::proptest! {
        #[test]
        fn ordered_and_bounded(v in proptest::collection::vec(-1e6f64..1e6, 1..60)) {
            let s = Stats::of(&v).unwrap();
            proptest::prop_assert!(s.min <= s.p50 && s.p50 <= s.p95 && s.p95 <= s.p99 && s.p99 <= s.max);
            proptest::prop_assert!(s.stdev >= 0.0 && s.iqr >= 0.0);
            proptest::prop_assert_eq!(s.p50, s.median);
        }
    }
}
