//! The hidden `unit` subcommand: runs inside a child process, measures one unit (or the marker
//! verification) with a built-in adapter, and prints one JSON object on stdout.

use std::sync::Arc;
use std::time::Instant;

use anyhow::{bail, Context};
use serde::{Deserialize, Serialize};

use crate::adapters::{self, Job, Options, TaskReport};
use crate::archive::{BodyInfo, Round};
use crate::body;

/// The markers verification expects back, one per task (archive-format.md 2.3).
pub const MARKERS: [u64; 4] = [1000, 1001, 1002, 1003];

/// What the parent asks a child to do (passed as JSON in `--spec`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChildSpec {
    pub mode: Mode,
    pub adapter: String,
    pub options: Options,
    pub concurrency: u32,
    pub warmup_rounds: u32,
    pub measured_rounds: u32,
    /// Calibrated body iterations (the parent calibrates once so every adapter runs equal work).
    pub iterations: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    Measure,
    Verify,
}

/// Child output in measure mode.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeasureReport {
    pub body: BodyInfo,
    /// Measured rounds only; warm-ups are dropped in the child.
    pub rounds: Vec<Round>,
}

/// Child output in verify mode.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VerifyReport {
    pub observed_markers: Vec<f64>,
}

/// Entry point of `bench-run unit --spec JSON`.
pub fn main(spec_json: &str) -> anyhow::Result<()> {
    let spec: ChildSpec =
        serde_json::from_str(spec_json).context("`unit --spec` is not a valid unit spec")?;
    let line = match spec.mode {
        Mode::Measure => serde_json::to_string(&measure(&spec)?)?,
        Mode::Verify => serde_json::to_string(&verify(&spec)?)?,
    };
    println!("{line}");
    Ok(())
}

fn measure(spec: &ChildSpec) -> anyhow::Result<MeasureReport> {
    let executor = adapters::build(&spec.adapter, spec.concurrency as usize, spec.options)
        .map_err(anyhow::Error::msg)?;
    let iterations = spec.iterations;
    let expected = body::run(iterations);
    let job: Job = Arc::new(move |_| {
        let (elapsed, checksum) = body::timed(iterations);
        TaskReport {
            body_seconds: elapsed.as_secs_f64(),
            output: checksum,
        }
    });
    let batch = spec.concurrency as usize;
    let mut rounds = Vec::with_capacity(spec.measured_rounds as usize);
    for index in 0..spec.warmup_rounds + spec.measured_rounds {
        let start = Instant::now();
        let reports = executor.run_batch(&job, batch);
        let wall_seconds = start.elapsed().as_secs_f64();
        if reports.len() != batch || reports.iter().any(|r| r.output != expected) {
            bail!("round {index}: tasks did not all return the body checksum {expected}");
        }
        // Warm-up rounds are run in full but not kept.
        if let Some(round) = index.checked_sub(spec.warmup_rounds) {
            let body_seconds = reports.iter().map(|r| r.body_seconds).collect();
            rounds.push(Round {
                batch,
                wall_seconds,
                body_seconds,
                round,
            });
        }
    }
    Ok(MeasureReport {
        body: BodyInfo {
            iterations,
            checksum: expected,
        },
        rounds,
    })
}

fn verify(spec: &ChildSpec) -> anyhow::Result<VerifyReport> {
    let executor =
        adapters::build(&spec.adapter, MARKERS.len(), spec.options).map_err(anyhow::Error::msg)?;
    let iterations = spec.iterations;
    // Each marker task runs a real body, then returns its own marker instead of the checksum.
    let job: Job = Arc::new(move |index| {
        let (elapsed, _) = body::timed(iterations);
        TaskReport {
            body_seconds: elapsed.as_secs_f64(),
            output: MARKERS[0] + index as u64,
        }
    });
    let reports = executor.run_batch(&job, MARKERS.len());
    let mut observed: Vec<f64> = reports.iter().map(|r| r.output as f64).collect();
    observed.sort_by(f64::total_cmp);
    Ok(VerifyReport {
        observed_markers: observed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(mode: Mode, adapter: &str) -> ChildSpec {
        ChildSpec {
            mode,
            adapter: adapter.into(),
            options: Options::default(),
            concurrency: 2,
            warmup_rounds: 2,
            measured_rounds: 3,
            iterations: 3,
        }
    }

    #[test]
    fn measure_drops_warmups_and_reindexes() {
        let report = measure(&spec(Mode::Measure, "thread_pool")).unwrap();
        assert_eq!(report.rounds.len(), 3);
        assert_eq!(
            report.rounds.iter().map(|r| r.round).collect::<Vec<_>>(),
            [0, 1, 2]
        );
        assert!(report
            .rounds
            .iter()
            .all(|r| r.batch == 2 && r.body_seconds.len() == 2));
        assert_eq!(
            report.body,
            BodyInfo {
                iterations: 3,
                checksum: body::run(3)
            }
        );
    }

    #[test]
    fn verify_returns_each_marker_once() {
        let report = verify(&spec(Mode::Verify, "spawn_thread")).unwrap();
        assert_eq!(report.observed_markers, [1000.0, 1001.0, 1002.0, 1003.0]);
    }
}
