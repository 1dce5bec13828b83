//! Test hooks for the fault-injection tests: a build pauses at a named point of the write and
//! swap sequence when `BENCH_SITE_TEST_PAUSE_AT` names it, so a test can kill it exactly there
//! (SIGKILL: no destructor runs) and check what the next build finds. Unset, a point costs one
//! comparison. `BENCH_SITE_TEST_NO_EXCHANGE=1` makes the swap take its two-rename fallback, the
//! path file systems without `RENAME_EXCHANGE` take.

use std::sync::OnceLock;

fn pause_at() -> Option<&'static str> {
    static AT: OnceLock<Option<String>> = OnceLock::new();
    AT.get_or_init(|| std::env::var("BENCH_SITE_TEST_PAUSE_AT").ok())
        .as_deref()
}

/// Pauses for good (until killed) when the test hook names `name`.
pub fn point(name: &str) {
    if pause_at() == Some(name) {
        eprintln!("bench-site: paused at {name} (BENCH_SITE_TEST_PAUSE_AT)");
        loop {
            std::thread::sleep(std::time::Duration::from_secs(60));
        }
    }
}

/// True when the test hook asks the swap to avoid `RENAME_EXCHANGE`.
pub fn no_exchange() -> bool {
    std::env::var_os("BENCH_SITE_TEST_NO_EXCHANGE").is_some_and(|v| v == "1")
}
