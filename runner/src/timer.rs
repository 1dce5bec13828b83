//! The clock itself, measured at the start of every session: the smallest step it can show
//! (resolution) and what one reading costs. The self-check's absolute floors are multiples of
//! these, so a difference the clock cannot resolve is never read as a finding.

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

/// How many consecutive readings the measurement takes.
const READINGS: usize = 20_000;

/// `run.timer` / `run.sessions[].timer` in the archive.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TimerInfo {
    /// What every duration in the archive was read with.
    pub clock: String,
    /// The smallest positive difference between two consecutive readings, seconds.
    pub resolution_seconds: f64,
    /// Median difference between two consecutive readings (the cost of one reading), seconds.
    pub read_cost_seconds: f64,
    /// Number of consecutive readings the two figures come from.
    pub readings: usize,
}

impl TimerInfo {
    /// The larger of resolution and read cost: the error one interval reading can carry.
    pub fn granularity_seconds(&self) -> f64 {
        self.resolution_seconds.max(self.read_cost_seconds)
    }
}

/// Measures the monotonic clock `Instant` reads (CLOCK_MONOTONIC on Linux).
pub fn measure() -> TimerInfo {
    let mut readings = Vec::with_capacity(READINGS);
    for _ in 0..1000 {
        std::hint::black_box(Instant::now()); // warm the vDSO page and the caches
    }
    for _ in 0..READINGS {
        readings.push(Instant::now());
    }
    let deltas: Vec<Duration> = readings.windows(2).map(|w| w[1] - w[0]).collect();
    let resolution = deltas
        .iter()
        .copied()
        .filter(|d| !d.is_zero())
        .min()
        .unwrap_or_else(coarse_tick);
    TimerInfo {
        clock: "std::time::Instant (CLOCK_MONOTONIC)".to_string(),
        resolution_seconds: resolution.as_secs_f64(),
        read_cost_seconds: median(deltas).as_secs_f64(),
        readings: READINGS,
    }
}

/// On a clock so coarse that 20 000 readings never moved, waits for one tick (at most 1 s).
fn coarse_tick() -> Duration {
    let start = Instant::now();
    loop {
        let now = Instant::now();
        if now != start || now - start >= Duration::from_secs(1) {
            return (now - start).max(Duration::from_nanos(1));
        }
    }
}

fn median(mut values: Vec<Duration>) -> Duration {
    if values.is_empty() {
        return Duration::ZERO;
    }
    values.sort_unstable();
    values[values.len() / 2]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_has_a_positive_sub_millisecond_resolution() {
        let timer = measure();
        assert!(timer.resolution_seconds > 0.0, "{timer:?}");
        assert!(timer.resolution_seconds < 1e-3, "{timer:?}");
        assert!(timer.read_cost_seconds < 1e-3, "{timer:?}");
        assert!(timer.granularity_seconds() >= timer.resolution_seconds);
    }

    #[test]
    fn median_takes_the_middle_value() {
        let d = Duration::from_nanos;
        assert_eq!(median(vec![d(5), d(1), d(3)]), d(3));
        assert_eq!(median(vec![]), Duration::ZERO);
    }
}
