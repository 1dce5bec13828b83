//! Ctrl-C without losing data. The first SIGINT asks the run to stop after the current cell (its
//! units are finished and kept); a second SIGINT, or SIGTERM, asks it to stop after the current
//! round (the unfinished cell is discarded). Either way the archive is written, marked
//! incomplete, and `--resume` continues it. Children run in their own process groups, so the
//! terminal's SIGINT never reaches them mid-round.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// How far the user asked the run to stop.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[repr(usize)]
pub enum Stop {
    /// Keep going.
    No,
    /// Finish the current cell, then stop.
    AfterCell,
    /// Stop after the current round; discard the unfinished cell.
    Now,
}

/// A shared count of stop requests, raised by the signal handlers.
#[derive(Debug, Clone, Default)]
pub struct Interrupt {
    count: Arc<AtomicUsize>,
    /// The stop level last told to the user (see [`Interrupt::observe`]).
    told: Arc<AtomicUsize>,
}

impl Interrupt {
    /// An interrupt no signal raises.
    #[cfg(test)]
    pub fn none() -> Interrupt {
        Interrupt::default()
    }

    /// Installs handlers for SIGINT (one more request each) and SIGTERM (stop now).
    pub fn install() -> std::io::Result<Interrupt> {
        let interrupt = Interrupt::default();
        let on_int = interrupt.count.clone();
        let on_term = interrupt.count.clone();
        // SAFETY: the handlers only touch an atomic integer, which is async-signal-safe; they do
        // not allocate, lock or call anything that could deadlock inside a signal handler.
        unsafe {
            signal_hook::low_level::register(signal_hook::consts::SIGINT, move || {
                on_int.fetch_add(1, Ordering::SeqCst);
            })?;
            signal_hook::low_level::register(signal_hook::consts::SIGTERM, move || {
                on_term.fetch_add(2, Ordering::SeqCst);
            })?;
        }
        Ok(interrupt)
    }

    /// Raises one stop request, as a SIGINT would.
    #[cfg(test)]
    pub fn request(&self) {
        self.count.fetch_add(1, Ordering::SeqCst);
    }

    pub fn stop(&self) -> Stop {
        match self.count.load(Ordering::SeqCst) {
            0 => Stop::No,
            1 => Stop::AfterCell,
            _ => Stop::Now,
        }
    }

    /// Any stop was requested.
    pub fn requested(&self) -> bool {
        self.stop() != Stop::No
    }

    /// [`Interrupt::stop`], and the first time a level is seen, a log line saying what happens
    /// now (called after every round, so the answer to a Ctrl-C comes at once).
    pub fn observe(&self) -> Stop {
        let stop = self.stop();
        let level = stop as usize;
        if self.told.fetch_max(level, Ordering::SeqCst) < level {
            crate::progress::log(match stop {
                Stop::No => "",
                Stop::AfterCell => {
                    "Ctrl-C: finishing the current cell, then writing the archive; \
                     press Ctrl-C again to stop after the current round"
                }
                Stop::Now => "stopping after the current round; the unfinished cell is discarded",
            });
        }
        stop
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_escalate() {
        let i = Interrupt::none();
        assert_eq!(i.stop(), Stop::No);
        i.request();
        assert_eq!(i.stop(), Stop::AfterCell);
        assert!(i.requested());
        i.clone().request();
        assert_eq!(i.stop(), Stop::Now, "clones share the count");
        i.request();
        assert_eq!(i.stop(), Stop::Now);
        assert_eq!(i.observe(), Stop::Now);
        assert_eq!(i.observe(), Stop::Now, "told once, still stopping");
    }
}
