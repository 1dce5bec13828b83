//! Built-in execution schemes: each runs a batch of tasks (a [`Job`] called with the task index)
//! and returns one [`TaskReport`] per task. Which scheme runs is the "adapter" of a unit.

mod inline;
mod rayon_pool;
mod spawn_thread;
mod thread_pool;

use std::sync::Arc;

use serde::{Deserialize, Serialize};

/// Built-in adapter names, sorted (the archive's unit order sorts adapters by name).
pub const BUILTIN_NAMES: [&str; 4] = ["inline", "rayon", "spawn_thread", "thread_pool"];

/// `adapter.tier` in the archive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AdapterTier {
    UnderTest,
    Bare,
    Stdlib,
    Ecosystem,
}

/// How the rayon adapter hands tasks to its pool.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dispatch {
    /// `scope` + one `spawn` per task.
    #[default]
    Scope,
    /// `into_par_iter().map(..).collect()`; rayon splits the batch itself.
    ParIter,
}

/// How many worker threads the rayon pool gets.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PoolThreads {
    /// One thread per concurrent task (over-subscribes when concurrency > cores).
    #[default]
    Concurrency,
    /// One thread per logical core, whatever the concurrency.
    Cores,
}

/// Scheme options a child needs to build its executor.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub dispatch: Dispatch,
    pub pool_threads: PoolThreads,
}

/// What one task reports back: its self-timed body duration and its output value
/// (the body checksum, or the marker in verification).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TaskReport {
    pub body_seconds: f64,
    pub output: u64,
}

/// A task: called with its index within the batch.
pub type Job = Arc<dyn Fn(usize) -> TaskReport + Send + Sync>;

/// An execution scheme. `run_batch` returns only after every task finished.
pub trait Executor {
    fn run_batch(&self, job: &Job, batch: usize) -> Vec<TaskReport>;
}

/// Builds the executor named `name` for units of `concurrency` tasks per round.
pub fn build(
    name: &str,
    concurrency: usize,
    options: Options,
) -> Result<Box<dyn Executor>, String> {
    match name {
        "inline" => Ok(Box::new(inline::Inline)),
        "spawn_thread" => Ok(Box::new(spawn_thread::SpawnThread)),
        "thread_pool" => Ok(Box::new(thread_pool::ThreadPool::new(concurrency))),
        "rayon" => rayon_pool::RayonPool::new(concurrency, options).map(|p| Box::new(p) as _),
        other => Err(format!("unknown built-in adapter `{other}`")),
    }
}

/// Default `adapter.tier` of a built-in when it is not the subject.
pub fn default_tier(name: &str) -> AdapterTier {
    match name {
        "inline" | "spawn_thread" => AdapterTier::Bare,
        "thread_pool" => AdapterTier::Stdlib,
        _ => AdapterTier::Ecosystem,
    }
}

/// Message key stored in `adapter.notes`. The `rust_` prefix keeps these apart from zoo-bench's
/// keys of the same adapter names (e.g. its `adapters.notes.thread_pool` describes a Python pool).
pub fn notes_key(name: &str) -> String {
    format!("adapters.notes.rust_{name}")
}

/// Number of logical cores the scheduler may use (1 if unknown).
pub fn logical_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marker_job() -> Job {
        Arc::new(|i| TaskReport {
            body_seconds: 0.0,
            output: 1000 + i as u64,
        })
    }

    #[test]
    fn every_builtin_runs_each_task_exactly_once() {
        let all_options = [
            Options::default(),
            Options {
                dispatch: Dispatch::ParIter,
                pool_threads: PoolThreads::Cores,
            },
        ];
        for name in BUILTIN_NAMES {
            for options in all_options {
                let exec = build(name, 3, options).unwrap();
                for _ in 0..3 {
                    let mut seen: Vec<u64> = exec
                        .run_batch(&marker_job(), 5)
                        .iter()
                        .map(|r| r.output)
                        .collect();
                    seen.sort();
                    assert_eq!(seen, [1000, 1001, 1002, 1003, 1004], "{name} {options:?}");
                }
            }
        }
    }

    #[test]
    fn unknown_adapter_is_an_error() {
        assert!(build("zoo", 1, Options::default()).is_err());
    }
}
