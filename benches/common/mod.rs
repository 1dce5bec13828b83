//! Helpers shared by the benchmarks: where the real archives are and how a step is timed.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

pub const ROUNDS: u32 = 10;

/// The real zoo-bench archives, from `BENCH_SITE_REAL_ARCHIVES` or `../shared/archives`.
pub fn archives_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("BENCH_SITE_REAL_ARCHIVES")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/archives"));
    dir.is_dir().then_some(dir)
}

/// Median wall time of `ROUNDS` runs of `f`.
pub fn time<T>(mut f: impl FnMut() -> T) -> Duration {
    let mut times: Vec<Duration> = (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            std::hint::black_box(f());
            start.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

pub fn ms(d: Duration) -> String {
    format!("{:8.2} ms", d.as_secs_f64() * 1e3)
}
