//! Where a build's time goes: with `BENCH_SITE_TIMINGS=1` in the environment, every stage of
//! every archive adds its time here and `build` prints the table to stderr at the end (the
//! pipeline benchmark reads it). Off, a stage costs one relaxed atomic load.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

static ON: AtomicBool = AtomicBool::new(false);
static TIMES: Mutex<BTreeMap<&'static str, (Duration, u32)>> = Mutex::new(BTreeMap::new());

/// Turns collection on when the environment asks for it.
pub fn init() {
    let wanted = std::env::var_os("BENCH_SITE_TIMINGS").is_some_and(|v| v != "0");
    ON.store(wanted, Ordering::Relaxed);
}

/// Runs `f`, adding its time to `stage` when collection is on. Stages are leaves: a stage
/// never contains another, so the times add up to the work done (over every thread).
pub fn time<T>(stage: &'static str, f: impl FnOnce() -> T) -> T {
    if !ON.load(Ordering::Relaxed) {
        return f();
    }
    let start = Instant::now();
    let out = f();
    let took = start.elapsed();
    if let Ok(mut times) = TIMES.lock() {
        let entry = times.entry(stage).or_default();
        entry.0 += took;
        entry.1 += 1;
    }
    out
}

/// The table of stage times (stage, milliseconds, calls), or None when collection is off.
pub fn report() -> Option<String> {
    if !ON.load(Ordering::Relaxed) {
        return None;
    }
    let times = TIMES.lock().ok()?;
    let mut out = String::from("timings: stage\tms\tcalls\n");
    for (stage, (took, calls)) in times.iter() {
        out.push_str(&format!(
            "timings: {stage}\t{:.1}\t{calls}\n",
            took.as_secs_f64() * 1e3
        ));
    }
    Some(out)
}
