//! The archive's JSON shape (archive-format.md part 2) as serde structs. Field order is
//! declaration order, which is the order the format lists; maps keyed by name are BTreeMaps so
//! their keys come out sorted. The blocks are also Deserialize so `--resume` can read back what
//! an interrupted run already measured. Every field this runner adds to the format is optional
//! for readers and listed in docs/runner-protocol.md ("Archive written").

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::adapters::AdapterTier;
use crate::environment::Environment;
use crate::machine::MachineState;
use crate::schedule::Schedule;
use crate::stats::Summary;
use crate::timer::TimerInfo;

/// Message key for the "absolute durations hold only within one run" note.
pub const ABSOLUTE_NOTE: &str = "report.absolute_note";

#[derive(Debug, Serialize)]
pub struct Archive {
    pub run: RunBlock,
    pub units: Vec<Unit>,
    pub verification: BTreeMap<String, Verification>,
    pub process_isolation: ProcessIsolation,
    pub self_check: SelfCheck,
    pub relative: Relative,
    /// Always null: this runner has no scheduling-semantics probe.
    pub semantics: Option<serde_json::Value>,
    pub environment: Environment,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RunBlock {
    pub started_at_epoch: f64,
    pub wall_seconds: f64,
    pub platform: String,
    pub warmup_rounds: Vec<u32>,
    pub measured_rounds: Vec<u32>,
    pub unit_count: usize,
    pub failed_unit_count: usize,
    pub absolute_note: String,
    // ---- bench-run additions (optional in the format) ----
    /// False while units are still missing (a checkpoint, an interrupted or a killed run).
    pub complete: bool,
    /// Units the matrix asks for; `unit_count` is how many the archive holds.
    pub planned_unit_count: usize,
    /// Hash of the parsed matrix: `--resume` refuses an archive of another matrix.
    pub matrix_fingerprint: String,
    /// The parent's body calibration, reused by `--resume` so every unit does equal work.
    pub calibration: Calibration,
    /// The clock, as measured when the run started.
    pub timer: TimerInfo,
    /// Seed, design and the order every round ran in.
    pub schedule: Schedule,
    /// `bench-run plan`'s estimate of the measuring time, seconds.
    pub estimated_seconds: f64,
    /// One entry per invocation of `bench-run run` that added to this archive.
    pub sessions: Vec<Session>,
}

/// The body calibration of the parent process.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Calibration {
    pub seconds_per_iteration: f64,
}

/// One invocation of `bench-run run` (the first, or a `--resume`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Session {
    pub started_at_epoch: f64,
    pub wall_seconds: f64,
    pub parent_pid: u32,
    /// `running` (a checkpoint, or the runner was killed), `interrupted` (Ctrl-C) or
    /// `completed` (every planned unit is in the archive).
    pub outcome: SessionOutcome,
    /// Cells this session measured and kept.
    pub cells_measured: usize,
    /// `git rev-parse HEAD` of the runner's source tree in this session.
    pub harness_commit: Option<String>,
    pub timer: TimerInfo,
    /// Present when the session ran with `--wait-quiet`.
    pub wait_quiet: Option<crate::machine::QuietRecord>,
    pub machine_before: MachineState,
    pub machine_after: Option<MachineState>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SessionOutcome {
    Running,
    Interrupted,
    Completed,
}

/// `units[*].spec`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Spec {
    pub adapter: String,
    pub framework: String,
    pub concurrency: u32,
    pub body_tier_us: f64,
    pub warmup_rounds: u32,
    pub measured_rounds: u32,
    /// Always empty; kept because the format has it.
    pub extra_modules: Vec<String>,
}

/// A unit: `status` tells the two shapes apart.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Unit {
    Ok(Box<OkUnit>),
    Failed(FailedUnit),
}

impl Unit {
    pub fn spec(&self) -> &Spec {
        match self {
            Unit::Ok(u) => &u.spec,
            Unit::Failed(f) => &f.spec,
        }
    }
}

/// The literal `"ok"` (a one-value enum, so reading back a failed unit as ok fails).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum OkStatus {
    #[serde(rename = "ok")]
    Ok,
}

/// The literal `"failed"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum FailedStatus {
    #[serde(rename = "failed")]
    Failed,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct OkUnit {
    pub spec: Spec,
    pub status: OkStatus,
    pub process: Process,
    pub adapter: AdapterMeta,
    pub body: BodyInfo,
    pub rounds: Vec<Round>,
    pub absolute: Absolute,
    pub checks: Checks,
    /// Parent-side lifetime of the unit's child processes (spawn to exit), summed, seconds.
    pub child_elapsed_seconds: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FailedUnit {
    pub spec: Spec,
    pub status: FailedStatus,
    /// Plain-English reason.
    pub error: String,
    /// Last 4000 characters of the child's stderr.
    pub stderr: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Process {
    /// The first child process of the unit.
    pub pid: u32,
    /// Every child process of the unit, in the order they ran (bench-run addition).
    pub replicates: Vec<Replicate>,
}

/// One child process of a unit (`run.schedule.processes_per_unit` of them).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Replicate {
    pub pid: u32,
    /// What this process reported about its body (external programs calibrate their own).
    pub body: BodyInfo,
    pub measured_rounds: u32,
    pub child_elapsed_seconds: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AdapterMeta {
    pub name: String,
    pub tier: AdapterTier,
    pub comparable: bool,
    /// Message key or prose.
    pub notes: String,
    pub drive_level: String,
}

/// Calibrated work count of the body and the checksum every task returned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BodyInfo {
    pub iterations: u64,
    pub checksum: u64,
}

/// One measured round: `batch` tasks submitted together.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Round {
    pub batch: usize,
    /// Submit-all → all results back, seconds.
    pub wall_seconds: f64,
    /// One self-timed body duration per task, seconds.
    pub body_seconds: Vec<f64>,
    /// 0-based index among measured rounds.
    pub round: u32,
    /// Which of the unit's child processes ran it (index into `process.replicates`).
    pub process: u32,
    /// Position of this round among every round of the run, warm-ups included (execution order).
    pub seq: u64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Absolute {
    pub note: String,
    pub concurrency: u32,
    pub end_to_end_per_task_seconds: Summary,
    pub body_seconds: Summary,
    pub round_wall_seconds: Summary,
    /// `concurrency / E`, exactly as the format defines it (see archive-format.md 3.1).
    pub throughput_per_second: f64,
    pub framework_overhead_seconds: f64,
    pub framework_overhead_ratio: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Checks {
    pub body: BodyCheck,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BodyCheck {
    pub body_target_seconds: f64,
    pub body_observed_median_seconds: f64,
    pub body_deviation: f64,
    pub body_deviation_ok: bool,
    /// |observed − target| at or below this passes whatever the ratio (bench-run addition).
    pub floor_seconds: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Verification {
    Ok {
        status: OkStatus,
        child_elapsed_seconds: f64,
        payload: VerifyPayload,
    },
    Failed {
        status: FailedStatus,
        error: String,
        stderr: String,
    },
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct VerifyPayload {
    pub adapter: String,
    pub ok: bool,
    pub expected_count: usize,
    pub observed_count: usize,
    pub expected_markers: Vec<f64>,
    pub observed_markers: Vec<f64>,
}

#[derive(Debug, Serialize)]
pub struct ProcessIsolation {
    pub parent_pid: u32,
    pub child_pids: Vec<u32>,
    pub all_distinct: bool,
    pub none_equals_parent: bool,
}

#[derive(Debug, Serialize)]
pub struct SelfCheck {
    pub body_deviation: BodyDeviationSection,
    pub overhead_across_tiers: OverheadSection,
    pub adapter_equivalence: EquivalenceSection,
    pub ok: bool,
}

#[derive(Debug, Serialize)]
pub struct BodyDeviationSection {
    pub checks: Vec<BodyDeviationCheck>,
    pub gated_concurrency: Option<u32>,
    pub min_gated_tier_seconds: f64,
    pub ok: bool,
    /// The tolerance and the absolute floor the checks used (bench-run addition).
    pub rule: BodyRule,
}

#[derive(Debug, Serialize)]
pub struct BodyRule {
    pub tolerance: f64,
    pub floor_seconds: f64,
    pub timer_factor: f64,
    pub timer_granularity_seconds: f64,
}

#[derive(Debug, Serialize)]
pub struct BodyDeviationCheck {
    pub adapter: String,
    pub concurrency: u32,
    pub body_target_seconds: f64,
    pub body_observed_median_seconds: f64,
    pub body_deviation: f64,
    pub body_deviation_ok: bool,
    pub gated: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct OverheadSection {
    pub checks: Vec<OverheadCheck>,
    pub gated_concurrency: Option<u32>,
    pub ok: bool,
    /// The growth limit and how the absolute floor is made (bench-run addition).
    pub rule: OverheadRule,
}

#[derive(Debug, Serialize)]
pub struct OverheadRule {
    pub growth_limit: f64,
    pub timer_factor: f64,
    pub timer_granularity_seconds: f64,
    pub timer_floor_seconds: f64,
    pub body_floor_share: f64,
    pub noise_z: f64,
    pub bootstrap_resamples: usize,
}

#[derive(Debug, Serialize)]
pub struct OverheadCheck {
    pub adapter: String,
    pub concurrency: u32,
    pub gated: bool,
    pub body_tiers_us: Vec<f64>,
    pub overheads_seconds: Vec<f64>,
    pub growth: Option<f64>,
    pub ok: bool,
    pub note: String,
    // ---- bench-run additions ----
    /// max(overheads) − overhead at the smallest tier, seconds (null when growth is null).
    pub excess_seconds: Option<f64>,
    /// The absolute floor for this group, seconds: the largest of the timer floor, the body
    /// floor and the noise floor.
    pub floor_seconds: f64,
    /// `body_floor_share` × the body target of the tier where the overhead peaks, seconds.
    pub body_floor_seconds: f64,
    /// `noise_z` bootstrap standard errors of the excess, seconds.
    pub noise_floor_seconds: f64,
    /// True when the excess is at or below the floor: then it is not growth, whatever the ratio.
    pub below_floor: bool,
}

#[derive(Debug, Serialize)]
pub struct EquivalenceSection {
    pub results: BTreeMap<String, Verification>,
    pub ok: bool,
}

#[derive(Debug, Serialize)]
pub struct Relative {
    pub note: String,
    pub comparisons: Vec<Comparison>,
    /// How `comparisons[].rounds_needed` is computed (bench-run addition).
    pub precision: crate::precision::PrecisionRule,
}

#[derive(Debug, Serialize)]
pub struct Comparison {
    pub concurrency: u32,
    pub body_tier_us: f64,
    pub subject: String,
    pub subject_median_seconds: f64,
    pub ratios_vs_subject: BTreeMap<String, f64>,
    pub excluded_incomparable: Vec<String>,
    pub note: String,
    // ---- bench-run additions ----
    /// Measured rounds per side in this cell.
    pub rounds_measured: u32,
    /// Per baseline: rounds per side that would detect the target difference.
    pub rounds_needed: BTreeMap<String, u64>,
    /// The largest of `rounds_needed` (null when there is no baseline).
    pub rounds_needed_max: Option<u64>,
}
