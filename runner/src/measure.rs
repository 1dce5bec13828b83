//! One unit or one verification in its own child process: builds the child command (this binary
//! re-executed as `unit`, or an external program), runs it, and turns what it printed into an
//! archive unit, or a failed unit carrying the reason.

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use crate::adapters::{self, AdapterTier, Options};
use crate::archive::{
    AdapterMeta, BodyInfo, Checks, FailedUnit, OkUnit, Process, Round, Spec, Unit, Verification,
    VerifyPayload,
};
use crate::child::{ChildSpec, MeasureReport, Mode, VerifyReport, MARKERS};
use crate::external::{self, Request};
use crate::matrix::{AdapterEntry, Matrix};
use crate::spawn::{self, ChildFailure, ChildOutput};
use crate::{body, unit};

/// Default notes key of external adapters that give none.
pub const EXTERNAL_NOTES: &str = "adapters.notes.external_command";

/// One cell of the matrix, in archive unit order.
pub struct UnitPlan<'m> {
    pub adapter: &'m AdapterEntry,
    pub concurrency: u32,
    pub tier_us: f64,
}

impl<'m> UnitPlan<'m> {
    /// adapter (sorted by name) → concurrency → tier, both in matrix order.
    pub fn all(matrix: &'m Matrix) -> Vec<UnitPlan<'m>> {
        let mut plans = Vec::new();
        for adapter in matrix.sorted_adapters() {
            for &concurrency in &matrix.run.concurrencies {
                for &tier_us in &matrix.run.tiers_us {
                    plans.push(UnitPlan {
                        adapter,
                        concurrency,
                        tier_us,
                    });
                }
            }
        }
        plans
    }
}

impl fmt::Display for UnitPlan<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} c={} tier={} µs",
            self.adapter.name, self.concurrency, self.tier_us
        )
    }
}

/// Everything needed to run children for one matrix.
pub struct Measurer<'m> {
    matrix: &'m Matrix,
    exe: PathBuf,
    seconds_per_iteration: f64,
    timeout: Duration,
}

impl<'m> Measurer<'m> {
    pub fn new(matrix: &'m Matrix, exe: PathBuf, seconds_per_iteration: f64) -> Measurer<'m> {
        let timeout = Duration::from_secs_f64(matrix.run.timeout_seconds);
        Measurer {
            matrix,
            exe,
            seconds_per_iteration,
            timeout,
        }
    }

    /// Measures one unit; never fails: problems become a failed unit.
    pub fn unit(&self, plan: &UnitPlan) -> Unit {
        let spec = self.spec(plan);
        match self
            .measure(plan)
            .and_then(|(output, body, rounds)| self.ok_unit(plan, &spec, output, body, rounds))
        {
            Ok(unit) => Unit::Ok(Box::new(unit)),
            Err(f) => Unit::Failed(FailedUnit {
                spec,
                status: "failed",
                error: f.error,
                stderr: f.stderr,
            }),
        }
    }

    fn measure(
        &self,
        plan: &UnitPlan,
    ) -> Result<(ChildOutput, BodyInfo, Vec<Round>), ChildFailure> {
        let run = &self.matrix.run;
        if plan.adapter.is_external() {
            let request = Request::Measure {
                concurrency: plan.concurrency,
                tier_us: plan.tier_us,
                warmup_rounds: run.warmup_rounds,
                measured_rounds: run.measured_rounds,
            };
            let output = spawn::run(
                external::command(plan.adapter, &self.matrix.base_dir, request),
                self.timeout,
            )?;
            let (body, rounds) =
                external::parse_measure(&output.stdout, run.warmup_rounds, run.measured_rounds)
                    .map_err(|e| malformed(&e, &output))?;
            return Ok((output, body, rounds));
        }
        let child = self.child_spec(plan.adapter, Mode::Measure, plan.concurrency, plan.tier_us);
        let output = spawn::run(self.builtin_command(&child), self.timeout)?;
        let report: MeasureReport = serde_json::from_str(output.stdout.trim())
            .map_err(|e| malformed(&e.to_string(), &output))?;
        Ok((output, report.body, report.rounds))
    }

    fn ok_unit(
        &self,
        plan: &UnitPlan,
        spec: &Spec,
        output: ChildOutput,
        body: BodyInfo,
        rounds: Vec<Round>,
    ) -> Result<OkUnit, ChildFailure> {
        unit::validate_rounds(&rounds, plan.concurrency, self.matrix.run.measured_rounds)
            .and_then(|()| unit::absolute(&rounds, plan.concurrency))
            .map_err(|e| malformed(&e, &output))
            .map(|absolute| OkUnit {
                spec: spec.clone(),
                status: "ok",
                process: Process { pid: output.pid },
                adapter: self.adapter_meta(plan.adapter),
                body,
                checks: Checks {
                    body: unit::body_check(plan.tier_us, &absolute),
                },
                absolute,
                rounds,
                child_elapsed_seconds: output.elapsed_seconds,
            })
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
        let observed = if entry.is_external() {
            spawn::run(
                external::command(entry, &self.matrix.base_dir, Request::Verify),
                self.timeout,
            )
            .and_then(|out| {
                let markers =
                    external::parse_verify(&out.stdout).map_err(|e| malformed(&e, &out))?;
                Ok((out, markers))
            })
        } else {
            let smallest_tier = self
                .matrix
                .run
                .tiers_us
                .iter()
                .copied()
                .fold(f64::INFINITY, f64::min);
            let child = self.child_spec(entry, Mode::Verify, MARKERS.len() as u32, smallest_tier);
            spawn::run(self.builtin_command(&child), self.timeout).and_then(|out| {
                let report: VerifyReport = serde_json::from_str(out.stdout.trim())
                    .map_err(|e| malformed(&e.to_string(), &out))?;
                Ok((out, report.observed_markers))
            })
        };
        match observed {
            Ok((out, observed)) => verified(&entry.name, out.elapsed_seconds, observed),
            Err(f) => Verification::Failed {
                status: "failed",
                error: f.error,
                stderr: f.stderr,
            },
        }
    }

    fn spec(&self, plan: &UnitPlan) -> Spec {
        Spec {
            adapter: plan.adapter.name.clone(),
            framework: self.matrix.framework(),
            concurrency: plan.concurrency,
            body_tier_us: plan.tier_us,
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
            warmup_rounds: self.matrix.run.warmup_rounds,
            measured_rounds: self.matrix.run.measured_rounds,
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
        status: "ok",
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
