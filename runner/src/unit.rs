//! Raw rounds of one unit → its `absolute` summaries and `checks.body` (archive-format.md
//! parts 3.1 and 3.3). Pure functions; the parent process calls them for every adapter kind.

use crate::archive::{Absolute, BodyCheck, Round, ABSOLUTE_NOTE};
use crate::stats::Summary;

/// |deviation| at or below this passes the body check (current zoo-bench value).
pub const BODY_DEVIATION_TOLERANCE: f64 = 0.6;

/// Derives the `absolute` block from measured rounds of `concurrency` tasks each.
pub fn absolute(rounds: &[Round], concurrency: u32) -> Result<Absolute, String> {
    let c = f64::from(concurrency);
    let per_task: Vec<f64> = rounds.iter().map(|r| r.wall_seconds / c).collect();
    let walls: Vec<f64> = rounds.iter().map(|r| r.wall_seconds).collect();
    let bodies: Vec<f64> = rounds
        .iter()
        .flat_map(|r| r.body_seconds.iter().copied())
        .collect();
    let summary = |xs: &[f64], what: &str| {
        Summary::of(xs).ok_or_else(|| format!("no finite {what} samples to summarise"))
    };
    let e2e = summary(&per_task, "end-to-end")?;
    let body = summary(&bodies, "body")?;
    let (e, b) = (e2e.median, body.median);
    Ok(Absolute {
        note: ABSOLUTE_NOTE.to_string(),
        concurrency,
        throughput_per_second: if e == 0.0 { 0.0 } else { c / e },
        framework_overhead_seconds: e - b,
        framework_overhead_ratio: if e == 0.0 { 0.0 } else { (e - b) / e },
        round_wall_seconds: summary(&walls, "round wall")?,
        end_to_end_per_task_seconds: e2e,
        body_seconds: body,
    })
}

/// The self-reported body check: observed body median against the tier's target. A deviation
/// of at most `floor_seconds` passes whatever the ratio: the clock cannot resolve it.
pub fn body_check(tier_us: f64, absolute: &Absolute, floor_seconds: f64) -> BodyCheck {
    let target = tier_us / 1e6;
    let observed = absolute.body_seconds.median;
    let deviation = (observed - target) / target;
    BodyCheck {
        body_target_seconds: target,
        body_observed_median_seconds: observed,
        body_deviation: deviation,
        body_deviation_ok: deviation.abs() <= BODY_DEVIATION_TOLERANCE
            || (observed - target).abs() <= floor_seconds,
        floor_seconds,
    }
}

/// Checks that rounds have the shape the spec promises (batch = concurrency, one body sample
/// per task, round index 0..n, finite non-negative durations).
pub fn validate_rounds(rounds: &[Round], concurrency: u32, measured: u32) -> Result<(), String> {
    if rounds.len() != measured as usize {
        return Err(format!(
            "expected {measured} measured rounds, got {}",
            rounds.len()
        ));
    }
    for (i, r) in rounds.iter().enumerate() {
        let ok_duration = |x: f64| x.is_finite() && (0.0..1e6).contains(&x);
        if r.round as usize != i || r.batch != concurrency as usize {
            return Err(format!(
                "round {i}: expected round {i} with batch {concurrency}"
            ));
        }
        if r.body_seconds.len() != r.batch {
            return Err(format!(
                "round {i}: {} body samples for batch {}",
                r.body_seconds.len(),
                r.batch
            ));
        }
        if !ok_duration(r.wall_seconds) || !r.body_seconds.iter().all(|&x| ok_duration(x)) {
            return Err(format!(
                "round {i}: durations must be finite, >= 0 and < 1e6 seconds"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(i: u32, wall: f64, bodies: &[f64]) -> Round {
        Round {
            batch: bodies.len(),
            wall_seconds: wall,
            body_seconds: bodies.to_vec(),
            round: i,
            process: 0,
            seq: u64::from(i),
        }
    }

    #[test]
    fn absolute_follows_the_format_formulas() {
        let rounds = [
            round(0, 0.004, &[0.001, 0.002]),
            round(1, 0.006, &[0.003, 0.001]),
        ];
        let a = absolute(&rounds, 2).unwrap();
        // per-task = [0.002, 0.003] → E = 0.0025; bodies median = 0.0015
        assert!((a.end_to_end_per_task_seconds.median - 0.0025).abs() < 1e-15);
        assert_eq!(a.body_seconds.n, 4);
        assert_eq!(a.round_wall_seconds.n, 2);
        assert!((a.framework_overhead_seconds - 0.001).abs() < 1e-15);
        assert!((a.framework_overhead_ratio - 0.4).abs() < 1e-12);
        assert!((a.throughput_per_second - 800.0).abs() < 1e-9); // c / E, as the format says
    }

    #[test]
    fn body_check_uses_the_tolerance() {
        let rounds = [round(0, 0.001, &[0.00015])];
        let a = absolute(&rounds, 1).unwrap();
        let check = body_check(100.0, &a, 0.0);
        assert!((check.body_deviation - 0.5).abs() < 1e-9);
        assert!(check.body_deviation_ok);
        assert!(!body_check(50.0, &a, 0.0).body_deviation_ok);
    }

    #[test]
    fn a_deviation_below_the_floor_is_no_deviation() {
        // A 1 µs tier whose body took 2 µs: 100 % off, but only 1 µs, below a 2 µs floor.
        let rounds = [round(0, 3e-6, &[2e-6])];
        let a = absolute(&rounds, 1).unwrap();
        assert!(body_check(1.0, &a, 2e-6).body_deviation_ok);
        assert!(!body_check(1.0, &a, 0.5e-6).body_deviation_ok);
    }

    #[test]
    fn validate_rounds_catches_shape_errors() {
        let good = [round(0, 0.1, &[0.05])];
        assert!(validate_rounds(&good, 1, 1).is_ok());
        assert!(validate_rounds(&good, 2, 1)
            .unwrap_err()
            .contains("batch 2"));
        assert!(validate_rounds(&good, 1, 2)
            .unwrap_err()
            .contains("expected 2"));
        let negative = [round(0, -0.1, &[0.05])];
        assert!(validate_rounds(&negative, 1, 1)
            .unwrap_err()
            .contains("finite"));
    }
}
