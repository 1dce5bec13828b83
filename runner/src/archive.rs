//! The archive's JSON shape (archive-format.md part 2) as Serialize structs. Field order is
//! declaration order, which is the order the format lists; maps keyed by name are BTreeMaps so
//! their keys come out sorted.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::adapters::AdapterTier;
use crate::environment::Environment;
use crate::stats::Summary;

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

#[derive(Debug, Serialize)]
pub struct RunBlock {
    pub started_at_epoch: f64,
    pub wall_seconds: f64,
    pub platform: String,
    pub warmup_rounds: Vec<u32>,
    pub measured_rounds: Vec<u32>,
    pub unit_count: usize,
    pub failed_unit_count: usize,
    pub absolute_note: String,
}

/// `units[*].spec`.
#[derive(Debug, Clone, Serialize)]
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

#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum Unit {
    Ok(Box<OkUnit>),
    Failed(FailedUnit),
}

#[derive(Debug, Serialize)]
pub struct OkUnit {
    pub spec: Spec,
    pub status: &'static str,
    pub process: Process,
    pub adapter: AdapterMeta,
    pub body: BodyInfo,
    pub rounds: Vec<Round>,
    pub absolute: Absolute,
    pub checks: Checks,
    pub child_elapsed_seconds: f64,
}

#[derive(Debug, Serialize)]
pub struct FailedUnit {
    pub spec: Spec,
    pub status: &'static str,
    /// Plain-English reason.
    pub error: String,
    /// Last 4000 characters of the child's stderr.
    pub stderr: String,
}

#[derive(Debug, Serialize)]
pub struct Process {
    pub pid: u32,
}

#[derive(Debug, Clone, Serialize)]
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
}

#[derive(Debug, Serialize)]
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

#[derive(Debug, Serialize)]
pub struct Checks {
    pub body: BodyCheck,
}

#[derive(Debug, Clone, Serialize)]
pub struct BodyCheck {
    pub body_target_seconds: f64,
    pub body_observed_median_seconds: f64,
    pub body_deviation: f64,
    pub body_deviation_ok: bool,
}

#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum Verification {
    Ok {
        status: &'static str,
        child_elapsed_seconds: f64,
        payload: VerifyPayload,
    },
    Failed {
        status: &'static str,
        error: String,
        stderr: String,
    },
}

#[derive(Debug, Clone, Serialize)]
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
}
