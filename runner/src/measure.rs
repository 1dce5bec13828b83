//! What the run needs to start and judge children: the command of a unit's child (this binary
//! re-executed as `unit`, or an external program), the marker verification of every adapter,
//! and the assembly of a unit's archive entry from what its child processes reported.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use crate::adapters::{self, AdapterTier, Options};
use crate::archive::{
    AdapterMeta, Checks, FailedStatus, FailedUnit, OkStatus, OkUnit, Process, Replicate, Round,
    Spec, Unit, Verification, VerifyPayload,
};
use crate::child::{ChildSpec, Mode, MARKERS};
use crate::external::{self, Request};
use crate::matrix::{AdapterEntry, Matrix};
use crate::spawn::{self, ChildFailure, ChildOutput};
use crate::{body, unit};

/// Default notes key of external adapters that give none.
pub const EXTERNAL_NOTES: &str = "adapters.notes.external_command";

/// Everything needed to run children for one matrix.
pub struct Measurer<'m> {
    pub matrix: &'m Matrix,
    exe: PathBuf,
    seconds_per_iteration: f64,
    pub timeout: Duration,
    /// Absolute floor of the body check, seconds (see `self_check::timer_floor`).
    pub body_floor_seconds: f64,
}

/// What a unit's child processes produced (or how the unit failed).
#[derive(Debug, Default)]
pub struct Collected {
    pub replicates: Vec<Replicate>,
    pub rounds: Vec<Round>,
    pub failure: Option<ChildFailure>,
}

impl<'m> Measurer<'m> {
    pub fn new(
        matrix: &'m Matrix,
        exe: PathBuf,
        seconds_per_iteration: f64,
        body_floor_seconds: f64,
    ) -> Measurer<'m> {
        Measurer {
            matrix,
            exe,
            seconds_per_iteration,
            timeout: Duration::from_secs_f64(matrix.run.timeout_seconds),
            body_floor_seconds,
        }
    }

    /// The command of one measuring child process of `entry`, which will be asked for
    /// `warmup + measured` rounds.
    pub fn measure_command(
        &self,
        entry: &AdapterEntry,
        concurrency: u32,
        tier_us: f64,
        measured: u32,
    ) -> Command {
        if entry.is_external() {
            let request = Request::Measure {
                concurrency,
                tier_us,
                warmup_rounds: self.matrix.run.warmup_rounds,
                measured_rounds: measured,
            };
            return external::command(entry, &self.matrix.base_dir, request);
        }
        self.builtin_command(&self.child_spec(entry, Mode::Measure, concurrency, tier_us))
    }

    /// The archive entry of one unit from what its processes reported.
    pub fn unit(
        &self,
        entry: &AdapterEntry,
        concurrency: u32,
        tier_us: f64,
        got: Collected,
    ) -> Unit {
        let spec = self.spec(entry, concurrency, tier_us);
        let measured = self.matrix.run.measured_rounds;
        let assembled = match got.failure {
            Some(failure) => Err(failure),
            None => unit::validate_rounds(&got.rounds, concurrency, measured)
                .and_then(|()| unit::absolute(&got.rounds, concurrency))
                .map_err(|e| ChildFailure::new(format!("child printed malformed output: {e}"), "")),
        };
        match assembled {
            Ok(absolute) => Unit::Ok(Box::new(OkUnit {
                spec,
                status: OkStatus::Ok,
                process: Process {
                    pid: got.replicates[0].pid,
                    replicates: got.replicates.clone(),
                },
                adapter: self.adapter_meta(entry),
                body: got.replicates[0].body,
                checks: Checks {
                    body: unit::body_check(tier_us, &absolute, self.body_floor_seconds),
                },
                absolute,
                rounds: got.rounds,
                child_elapsed_seconds: got.replicates.iter().map(|r| r.child_elapsed_seconds).sum(),
            })),
            Err(f) => Unit::Failed(FailedUnit {
                spec,
                status: FailedStatus::Failed,
                error: f.error,
                stderr: f.stderr,
            }),
        }
    }

    /// Runs the marker verification of every adapter, each in its own child.
    pub fn verify_all(&self) -> BTreeMap<String, Verification> {
        self.matrix
            .sorted_adapters()
            .into_iter()
            .map(|entry| (entry.name.clone(), self.verify(entry)))
            .collect()
    }

    fn verify(&self, entry: &AdapterEntry) -> Verification {
        let command = if entry.is_external() {
            external::command(entry, &self.matrix.base_dir, Request::Verify)
        } else {
            let smallest_tier = self
                .matrix
                .run
                .tiers_us
                .iter()
                .copied()
                .fold(f64::INFINITY, f64::min);
            let child = self.child_spec(entry, Mode::Verify, MARKERS.len() as u32, smallest_tier);
            self.builtin_command(&child)
        };
        let observed = spawn::run(command, self.timeout).and_then(|out| {
            let markers = external::parse_verify(&out.stdout).map_err(|e| malformed(&e, &out))?;
            Ok((out, markers))
        });
        match observed {
            Ok((out, observed)) => verified(&entry.name, out.elapsed_seconds, observed),
            Err(f) => Verification::Failed {
                status: FailedStatus::Failed,
                error: f.error,
                stderr: f.stderr,
            },
        }
    }

    pub fn spec(&self, entry: &AdapterEntry, concurrency: u32, tier_us: f64) -> Spec {
        Spec {
            adapter: entry.name.clone(),
            framework: self.matrix.framework(),
            concurrency,
            body_tier_us: tier_us,
            warmup_rounds: self.matrix.run.warmup_rounds,
            measured_rounds: self.matrix.run.measured_rounds,
            extra_modules: Vec::new(),
        }
    }

    fn child_spec(
        &self,
        entry: &AdapterEntry,
        mode: Mode,
        concurrency: u32,
        tier_us: f64,
    ) -> ChildSpec {
        ChildSpec {
            mode,
            adapter: entry.name.clone(),
            options: Options {
                dispatch: entry.dispatch.unwrap_or_default(),
                pool_threads: entry.pool_threads.unwrap_or_default(),
            },
            concurrency,
            iterations: body::iterations_for(tier_us, self.seconds_per_iteration),
        }
    }

    fn builtin_command(&self, child: &ChildSpec) -> Command {
        let mut command = Command::new(&self.exe);
        let spec = serde_json::to_string(child).expect("a child spec serialises");
        command.args(["unit", "--spec", &spec]);
        command
    }

    fn adapter_meta(&self, entry: &AdapterEntry) -> AdapterMeta {
        let is_subject = entry.name == self.matrix.subject.adapter;
        let default_tier = if entry.is_external() {
            AdapterTier::Ecosystem
        } else {
            adapters::default_tier(&entry.name)
        };
        let default_notes = if entry.is_external() {
            EXTERNAL_NOTES.to_string()
        } else {
            adapters::notes_key(&entry.name)
        };
        AdapterMeta {
            name: entry.name.clone(),
            tier: if is_subject {
                AdapterTier::UnderTest
            } else {
                entry.tier.unwrap_or(default_tier)
            },
            comparable: entry.comparable.unwrap_or(true),
            notes: entry.notes.clone().unwrap_or(default_notes),
            drive_level: String::new(),
        }
    }
}

fn verified(adapter: &str, child_elapsed_seconds: f64, observed: Vec<f64>) -> Verification {
    let expected: Vec<f64> = MARKERS.iter().map(|&m| m as f64).collect();
    Verification::Ok {
        status: OkStatus::Ok,
        child_elapsed_seconds,
        payload: VerifyPayload {
            adapter: adapter.to_string(),
            ok: observed == expected,
            expected_count: expected.len(),
            observed_count: observed.len(),
            expected_markers: expected,
            observed_markers: observed,
        },
    }
}

fn malformed(problem: &str, output: &ChildOutput) -> ChildFailure {
    ChildFailure::new(
        format!("child printed malformed output: {problem}"),
        &output.stderr,
    )
}
