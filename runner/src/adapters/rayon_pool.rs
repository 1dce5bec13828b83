//! `rayon`: a dedicated rayon pool, either one `spawn` per task inside a `scope` or a parallel
//! iterator over the batch; its size follows [`PoolThreads`]. Built once per unit.

use std::sync::Mutex;

use rayon::prelude::*;

use super::{logical_cores, Dispatch, Executor, Job, Options, PoolThreads, TaskReport};

pub struct RayonPool {
    pool: rayon::ThreadPool,
    dispatch: Dispatch,
}

impl RayonPool {
    pub fn new(concurrency: usize, options: Options) -> Result<RayonPool, String> {
        let threads = match options.pool_threads {
            PoolThreads::Concurrency => concurrency.max(1),
            PoolThreads::Cores => logical_cores(),
        };
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| format!("cannot build a rayon pool of {threads} threads: {e}"))?;
        Ok(RayonPool {
            pool,
            dispatch: options.dispatch,
        })
    }
}

impl Executor for RayonPool {
    fn run_batch(&self, job: &Job, batch: usize) -> Vec<TaskReport> {
        match self.dispatch {
            Dispatch::Scope => {
                let reports = Mutex::new(Vec::with_capacity(batch));
                self.pool.scope(|scope| {
                    for index in 0..batch {
                        let reports = &reports;
                        scope.spawn(move |_| {
                            let report = job(index);
                            reports.lock().expect("reports lock").push(report);
                        });
                    }
                });
                reports.into_inner().expect("reports lock")
            }
            Dispatch::ParIter => self
                .pool
                .install(|| (0..batch).into_par_iter().map(|index| job(index)).collect()),
        }
    }
}
