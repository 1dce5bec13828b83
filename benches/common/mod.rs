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

/// Runs `bench-site <args> build` once in the project `root`; its wall time and its own peak
/// RSS (MiB). Linux starts a child's peak RSS at its parent's high-water mark, so a caller
/// that held much memory makes the number meaningless (the huge benchmark writes its archive
/// from a child of its own).
// The child is reaped by wait4, which std cannot see (it is the only way to get this
// child's own rusage).
#[allow(clippy::zombie_processes, dead_code)]
pub fn build(root: &Path, args: &[&str]) -> (Duration, f64) {
    let start = Instant::now();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_bench-site"))
        .args(["--root", &root.display().to_string(), "-q"])
        .args(args)
        .arg("build")
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("bench-site starts");
    let mut status = 0;
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: wait4 writes into the two values we own; the child is ours and not yet waited.
    let pid = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    assert!(pid > 0 && libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0);
    (wall, usage.ru_maxrss as f64 / 1024.0)
}
