//! The task body: a JSON serialise → parse → concatenate workload (serde_json), and the
//! calibration that picks an iteration count so one body lasts about one tier.

use std::hint::black_box;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// Largest checksum value: 2^53 − 1, so every JSON reader (JavaScript, i64) keeps it exact.
pub const CHECKSUM_MAX: u64 = (1 << 53) - 1;

/// Runs `iterations` rounds of the workload and returns its checksum. The checksum depends only
/// on `iterations`, so every task of a unit must return the same value: that is how the child
/// proves each body really ran (and was not optimised away).
pub fn run(iterations: u64) -> u64 {
    let mut joined = String::new();
    let mut checksum: u64 = 0;
    for i in 0..iterations {
        let record = json!({
            "id": i,
            "name": format!("task-{i}"),
            "tags": ["alpha", "beta", "gamma"],
            "values": [i, i * 2, i * 3, i * 5],
            "ratio": i as f64 / 7.0,
        });
        let text = serde_json::to_string(black_box(&record)).expect("a json! value serialises");
        let parsed: Value = serde_json::from_str(black_box(&text)).expect("own output parses");
        joined.push_str(parsed["name"].as_str().unwrap_or_default());
        joined.push_str(&text);
        let id = parsed["id"].as_u64().unwrap_or_default();
        checksum = checksum
            .wrapping_mul(31)
            .wrapping_add(text.len() as u64 + id);
    }
    checksum.wrapping_add(black_box(joined).len() as u64) & CHECKSUM_MAX
}

/// Times one body and returns (duration, checksum): the self-measurement every task reports.
pub fn timed(iterations: u64) -> (Duration, u64) {
    let start = Instant::now();
    let checksum = run(iterations);
    (start.elapsed(), checksum)
}

/// Estimated cost of one iteration, in seconds: the fastest of several timed batches of at
/// least `batch_floor`, after a warm-up. The minimum, not the median: other work on the machine
/// can only add time to a batch, so the fastest batch is the closest to the body's own cost, and
/// a calibration taken while the machine was briefly busy does not shrink every body after it.
pub fn seconds_per_iteration(batch_floor: Duration) -> f64 {
    run(200); // warm caches and the allocator before timing
    let mut k: u64 = 16;
    while timed(k).0 < batch_floor && k < (1 << 30) {
        k *= 2;
    }
    (0..7)
        .map(|_| timed(k).0.as_secs_f64() / k as f64)
        .fold(f64::INFINITY, f64::min)
}

/// Iteration count whose body lasts about `tier_us` microseconds (at least 1).
pub fn iterations_for(tier_us: f64, seconds_per_iteration: f64) -> u64 {
    let target = tier_us / 1e6;
    ((target / seconds_per_iteration).round() as u64).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checksum_is_deterministic_and_depends_on_iterations() {
        assert_eq!(run(5), run(5));
        assert_ne!(run(5), run(6));
        assert_eq!(run(0), 0);
        assert!(run(1000) <= CHECKSUM_MAX);
    }

    #[test]
    fn iterations_scale_with_tier_and_never_hit_zero() {
        assert_eq!(iterations_for(40.0, 2e-6), 20);
        assert_eq!(iterations_for(300.0, 2e-6), 150);
        assert_eq!(iterations_for(0.1, 2e-6), 1);
    }

    #[test]
    fn calibration_gives_a_positive_cost() {
        let per = seconds_per_iteration(Duration::from_millis(2));
        assert!(per > 0.0 && per < 1e-2, "{per}");
    }
}
