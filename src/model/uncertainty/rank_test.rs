//! The Mann-Whitney U test (two-sided) on per-round end-to-end samples, and the
//! Hodges-Lehmann shift as its effect size.
//!
//! The p-value is exact (the U distribution counted by dynamic programming) when both sides
//! are small and have no ties, as a textbook table would give; otherwise it is the normal
//! approximation with the tie correction and a continuity correction.

use statrs::distribution::{ContinuousCDF, Normal};

/// Above this many pairs (n1 × n2), or with ties, the normal approximation is used.
const EXACT_MAX_PAIRS: usize = 400;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RankTest {
    /// U of the second sample (pairs where it is larger, ties counted as ½).
    pub u: f64,
    /// Two-sided p-value.
    pub p: f64,
    pub exact: bool,
}

/// Average ranks (1-based) of `all`, and the tie-correction term Σ(t³ − t).
fn ranks(all: &[f64]) -> (Vec<f64>, f64) {
    let mut order: Vec<usize> = (0..all.len()).collect();
    order.sort_by(|&a, &b| all[a].total_cmp(&all[b]));
    let mut rank = vec![0.0; all.len()];
    let mut ties = 0.0;
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && all[order[j + 1]] == all[order[i]] {
            j += 1;
        }
        let avg = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            rank[k] = avg;
        }
        let t = (j - i + 1) as f64;
        ties += t * t * t - t;
        i = j + 1;
    }
    (rank, ties)
}

/// Number of ways to reach each U for samples of sizes m and n: counts[u] (u = 0..=m·n).
fn u_distribution(m: usize, n: usize) -> Vec<f64> {
    // f[i][j][u]: arrangements of i items of one sample and j of the other with statistic u.
    let max = m * n;
    let mut prev: Vec<Vec<f64>> = vec![vec![0.0; max + 1]; n + 1];
    for row in prev.iter_mut() {
        row[0] = 1.0;
    }
    for _ in 1..=m {
        let mut cur: Vec<Vec<f64>> = vec![vec![0.0; max + 1]; n + 1];
        cur[0][0] = 1.0;
        for j in 1..=n {
            for u in 0..=max {
                // The largest item is from the first sample (it beats all j of the second), or
                // from the second (it adds nothing to the first sample's U).
                let from_first = if u >= j { prev[j][u - j] } else { 0.0 };
                cur[j][u] = from_first + cur[j - 1][u];
            }
        }
        prev = cur;
    }
    prev.swap_remove(n)
}

fn exact_p(u: f64, m: usize, n: usize) -> f64 {
    let counts = u_distribution(m, n);
    let total: f64 = counts.iter().sum();
    let k = u.round() as usize;
    let lower: f64 = counts[..=k].iter().sum::<f64>() / total;
    let upper: f64 = counts[k..].iter().sum::<f64>() / total;
    (2.0 * lower.min(upper)).min(1.0)
}

/// Two-sided Mann-Whitney U test of `ys` against `xs`; None when a side is empty.
pub fn mann_whitney(xs: &[f64], ys: &[f64]) -> Option<RankTest> {
    let (m, n) = (xs.len(), ys.len());
    if m == 0 || n == 0 {
        return None;
    }
    let all: Vec<f64> = xs.iter().chain(ys).copied().collect();
    let (rank, ties) = ranks(&all);
    let rank_sum_y: f64 = rank[m..].iter().sum();
    let u = rank_sum_y - (n * (n + 1)) as f64 / 2.0;
    if ties == 0.0 && m * n <= EXACT_MAX_PAIRS {
        // The U distribution is symmetric, so U of either sample gives the same p.
        return Some(RankTest {
            u,
            p: exact_p(u, n, m),
            exact: true,
        });
    }
    let (mf, nf) = (m as f64, n as f64);
    let total = mf + nf;
    let mean = mf * nf / 2.0;
    let var = mf * nf / 12.0 * ((total + 1.0) - ties / (total * (total - 1.0)));
    if var <= 0.0 {
        return Some(RankTest {
            u,
            p: 1.0,
            exact: false,
        });
    }
    let z = ((u - mean).abs() - 0.5).max(0.0) / var.sqrt();
    let normal = Normal::standard();
    Some(RankTest {
        u,
        p: (2.0 * (1.0 - normal.cdf(z))).min(1.0),
        exact: false,
    })
}

/// The Hodges-Lehmann shift: the median of every pairwise difference y − x.
pub fn hodges_lehmann(xs: &[f64], ys: &[f64]) -> Option<f64> {
    if xs.is_empty() || ys.is_empty() {
        return None;
    }
    let mut d: Vec<f64> = ys
        .iter()
        .flat_map(|y| xs.iter().map(move |x| y - x))
        .collect();
    Some(super::bootstrap::median_in_place(&mut d))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of SciPy's documentation (Mann & Whitney's data layout): U = 17 for the
    /// first sample, exact two-sided p = 1/9.
    #[test]
    fn textbook_example() {
        let males = [19.0, 22.0, 16.0, 29.0, 24.0];
        let females = [20.0, 11.0, 17.0, 12.0];
        let t = mann_whitney(&females, &males).unwrap();
        assert_eq!(t.u, 17.0);
        assert!(t.exact);
        assert!((t.p - 0.111_111_111_111_111_1).abs() < 1e-12, "{}", t.p);
    }

    #[test]
    fn u_distribution_counts_every_arrangement() {
        let c = u_distribution(3, 2);
        assert_eq!(c, vec![1.0, 1.0, 2.0, 2.0, 2.0, 1.0, 1.0]);
        assert_eq!(c.iter().sum::<f64>(), 10.0, "5 choose 2");
    }

    #[test]
    fn large_samples_use_the_tie_corrected_normal_approximation() {
        let xs: Vec<f64> = (0..30).map(f64::from).collect();
        let ys: Vec<f64> = (0..30).map(|i| f64::from(i) + 0.5).collect();
        let t = mann_whitney(&xs, &ys).unwrap();
        assert!(!t.exact);
        // Shifted by half a step: a small effect, far from significant.
        assert!(t.p > 0.5, "{}", t.p);
        let far: Vec<f64> = (0..30).map(|i| f64::from(i) + 100.0).collect();
        assert!(mann_whitney(&xs, &far).unwrap().p < 1e-9);
        let same = mann_whitney(&xs, &xs).unwrap();
        assert!((same.p - 1.0).abs() < 1e-12);
    }

    #[test]
    fn hodges_lehmann_is_the_median_pairwise_shift() {
        assert_eq!(
            hodges_lehmann(&[1.0, 2.0, 3.0], &[11.0, 12.0, 13.0]),
            Some(10.0)
        );
        assert_eq!(hodges_lehmann(&[], &[1.0]), None);
    }
}
