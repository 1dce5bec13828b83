//! `inline`: runs every task on the submitting thread, one after another. The floor of
//! scheduling cost: no hand-off at all, and no parallelism either.

use super::{Executor, Job, TaskReport};

pub struct Inline;

impl Executor for Inline {
    fn run_batch(&self, job: &Job, batch: usize) -> Vec<TaskReport> {
        (0..batch).map(|i| job(i)).collect()
    }
}
