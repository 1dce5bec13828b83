//! `spawn_thread`: a new OS thread per task, joined at the end of the round, so thread creation
//! and teardown are part of every task's cost.

use std::thread;

use super::{Executor, Job, TaskReport};

pub struct SpawnThread;

impl Executor for SpawnThread {
    fn run_batch(&self, job: &Job, batch: usize) -> Vec<TaskReport> {
        let handles: Vec<_> = (0..batch)
            .map(|i| {
                let job = job.clone();
                thread::spawn(move || job(i))
            })
            .collect();
        handles
            .into_iter()
            // A panicking task must fail the whole child (and so the unit), not vanish.
            .map(|h| h.join().expect("a spawn_thread task panicked"))
            .collect()
    }
}
