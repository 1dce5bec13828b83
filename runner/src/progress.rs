//! Progress on stderr: an indicatif bar with an ETA on an interactive terminal (weighted by the
//! estimated work of each round), plain `bench-run: ...` lines otherwise (stderr redirected, or
//! `CI=true`). Log lines go through here so they print above the bar instead of through it.

use std::io::IsTerminal;
use std::sync::Mutex;

use indicatif::{ProgressBar, ProgressStyle};

/// The bar on screen, if any: every log line of the process goes above it.
static ACTIVE: Mutex<Option<ProgressBar>> = Mutex::new(None);

/// Prints one `bench-run: ...` line on stderr, above the progress bar when one is shown.
pub fn log(text: &str) {
    let active = ACTIVE.lock().ok().and_then(|a| a.clone());
    match active {
        Some(bar) => bar.println(format!("bench-run: {text}")),
        None => eprintln!("bench-run: {text}"),
    }
}

/// Progress of one session. Positions are estimated microseconds of work.
pub struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// A bar of `total_work_us` when stderr is a terminal and this is not CI, else plain lines.
    pub fn new(total_work_us: u64) -> Progress {
        let ci = std::env::var("CI").ok();
        let interactive = wants_bar(std::io::stderr().is_terminal(), ci.as_deref());
        let bar = interactive.then(|| bar(total_work_us));
        if let Ok(mut active) = ACTIVE.lock() {
            active.clone_from(&bar);
        }
        Progress { bar }
    }

    /// Plain lines only (tests, `plan`).
    #[cfg(test)]
    pub fn plain() -> Progress {
        Progress { bar: None }
    }

    #[cfg(test)]
    pub fn is_bar(&self) -> bool {
        self.bar.is_some()
    }

    /// What the bar says it is doing.
    pub fn doing(&self, what: &str) {
        if let Some(bar) = &self.bar {
            bar.set_message(what.to_string());
        }
    }

    pub fn advance(&self, work_us: u64) {
        if let Some(bar) = &self.bar {
            bar.inc(work_us);
        }
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
            if let Ok(mut active) = ACTIVE.lock() {
                *active = None;
            }
        }
    }
}

/// A bar only on a terminal, and never in CI.
fn wants_bar(stderr_is_terminal: bool, ci: Option<&str>) -> bool {
    stderr_is_terminal && ci != Some("true")
}

fn bar(total: u64) -> ProgressBar {
    let bar = ProgressBar::new(total.max(1));
    if let Ok(style) = ProgressStyle::with_template(
        "{spinner} [{elapsed_precise}] {bar:30} {percent:>3}% ETA {eta} {msg}",
    ) {
        bar.set_style(style);
    }
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    bar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bar_only_on_a_terminal_outside_ci() {
        assert!(wants_bar(true, None));
        assert!(wants_bar(true, Some("false")));
        assert!(!wants_bar(true, Some("true")));
        assert!(!wants_bar(false, None));
        let p = Progress::plain();
        assert!(!p.is_bar());
        p.doing("x");
        p.advance(5);
        log("a plain line");
        p.finish();
    }
}
