//! Serde structs that mirror the archive JSON (see `archive-format.md`). Units are in the field
//! names: `*_seconds` are seconds, `*_us` are microseconds, ratios are plain fractions.
//!
//! Every struct keeps the keys it does not know in `extra`, so the appendix can show them, and
//! every field that legacy archives may lack is optional.

use super::F64;
use serde::Deserialize;
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// Keys an archive carries that this version of the reader does not model.
pub type Extra = Map<String, Value>;

#[derive(Debug, Clone, Deserialize)]
pub struct Archive {
    pub run: Run,
    pub units: Vec<Unit>,
    #[serde(default)]
    pub verification: BTreeMap<String, Verification>,
    #[serde(default)]
    pub process_isolation: Option<ProcessIsolation>,
    #[serde(default)]
    pub self_check: Option<SelfCheck>,
    #[serde(default)]
    pub relative: Option<Relative>,
    #[serde(default)]
    pub semantics: Option<Semantics>,
    #[serde(default)]
    pub attribution: Option<Attribution>,
    #[serde(default)]
    pub environment: Option<Environment>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Run {
    #[serde(default)]
    pub started_at_epoch: Option<F64>,
    #[serde(default)]
    pub wall_seconds: Option<F64>,
    #[serde(default)]
    pub platform: Option<String>,
    #[serde(default)]
    pub python: Option<String>,
    #[serde(default)]
    pub warmup_rounds: Vec<i64>,
    #[serde(default)]
    pub measured_rounds: Vec<i64>,
    #[serde(default)]
    pub unit_count: Option<i64>,
    #[serde(default)]
    pub failed_unit_count: Option<i64>,
    #[serde(default)]
    pub absolute_note: Option<String>,
    /// bench-run: false while planned units are missing (a checkpoint, an interrupted or a
    /// killed run); absent in zoo-bench archives, which are always whole.
    #[serde(default)]
    pub complete: Option<bool>,
    /// bench-run: the units the matrix asked for.
    #[serde(default)]
    pub planned_unit_count: Option<i64>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Unit {
    pub spec: Spec,
    pub status: String,
    #[serde(default)]
    pub error: Option<String>,
    #[serde(default)]
    pub stderr: Option<String>,
    #[serde(default)]
    pub process: Option<Process>,
    #[serde(default)]
    pub adapter: Option<AdapterInfo>,
    #[serde(default)]
    pub body: Option<BodyInfo>,
    #[serde(default)]
    pub rounds: Option<Vec<Round>>,
    #[serde(default)]
    pub absolute: Option<Absolute>,
    #[serde(default)]
    pub checks: Option<Checks>,
    #[serde(default)]
    pub child_elapsed_seconds: Option<F64>,
    #[serde(flatten)]
    pub extra: Extra,
}

impl Unit {
    pub fn is_ok(&self) -> bool {
        self.status == "ok"
    }
}

#[derive(Debug, Clone, Deserialize)]
pub struct Spec {
    pub adapter: String,
    #[serde(default)]
    pub framework: Option<String>,
    pub concurrency: i64,
    /// Target body duration, microseconds.
    pub body_tier_us: F64,
    #[serde(default)]
    pub warmup_rounds: Option<i64>,
    #[serde(default)]
    pub measured_rounds: Option<i64>,
    #[serde(default)]
    pub extra_modules: Vec<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Process {
    pub pid: Option<i64>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct AdapterInfo {
    pub name: String,
    /// `under_test`, `bare`, `stdlib` or `ecosystem`.
    pub tier: String,
    #[serde(default = "yes")]
    pub comparable: bool,
    #[serde(default)]
    pub notes: Option<String>,
    #[serde(default)]
    pub drive_level: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, Deserialize)]
pub struct BodyInfo {
    #[serde(default)]
    pub iterations: Option<i64>,
    #[serde(default)]
    pub checksum: Option<Value>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Round {
    /// Tasks in this round (the unit's concurrency).
    pub batch: i64,
    /// Submit-all to drain-returned, seconds.
    pub wall_seconds: F64,
    /// One self-reported body duration per task, seconds.
    pub body_seconds: Vec<F64>,
    #[serde(default)]
    pub round: Option<i64>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Absolute {
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub concurrency: Option<i64>,
    pub end_to_end_per_task_seconds: Summary,
    pub body_seconds: Summary,
    #[serde(default)]
    pub round_wall_seconds: Option<Summary>,
    #[serde(default)]
    pub throughput_per_second: Option<F64>,
    #[serde(default)]
    pub framework_overhead_seconds: Option<F64>,
    #[serde(default)]
    pub framework_overhead_ratio: Option<F64>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// A stored summary (`metrics.summarize`); every value in the unit of the summarised samples.
#[derive(Debug, Clone, Copy, Deserialize)]
pub struct Summary {
    pub n: i64,
    pub median: F64,
    pub mean: F64,
    pub min: F64,
    pub max: F64,
    pub stdev: F64,
    pub iqr: F64,
    pub p50: F64,
    pub p95: F64,
    pub p99: F64,
    pub relative_spread: F64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Checks {
    #[serde(default)]
    pub body: Option<BodyCheckStored>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct BodyCheckStored {
    #[serde(default)]
    pub body_target_seconds: Option<F64>,
    #[serde(default)]
    pub body_observed_median_seconds: Option<F64>,
    #[serde(default)]
    pub body_deviation: Option<F64>,
    #[serde(default)]
    pub body_deviation_ok: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Verification {
    pub status: String,
    #[serde(default)]
    pub child_elapsed_seconds: Option<F64>,
    #[serde(default)]
    pub payload: Option<VerificationPayload>,
    #[serde(default)]
    pub error: Option<String>,
    #[serde(default)]
    pub stderr: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct VerificationPayload {
    #[serde(default)]
    pub ok: Option<bool>,
    #[serde(default)]
    pub expected_count: Option<i64>,
    #[serde(default)]
    pub observed_count: Option<i64>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ProcessIsolation {
    #[serde(default)]
    pub parent_pid: Option<i64>,
    #[serde(default)]
    pub child_pids: Vec<i64>,
    #[serde(default)]
    pub all_distinct: Option<bool>,
    #[serde(default)]
    pub none_equals_parent: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct SelfCheck {
    #[serde(default)]
    pub body_deviation: Option<BodyDeviationSection>,
    #[serde(default)]
    pub overhead_across_tiers: Option<OverheadSection>,
    #[serde(default)]
    pub adapter_equivalence: Option<EquivalenceSection>,
    #[serde(default)]
    pub ok: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct BodyDeviationSection {
    #[serde(default)]
    pub checks: Vec<BodyDeviationCheck>,
    #[serde(default)]
    pub gated_concurrency: Option<i64>,
    #[serde(default)]
    pub min_gated_tier_seconds: Option<F64>,
    #[serde(default)]
    pub ok: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct BodyDeviationCheck {
    pub adapter: String,
    pub concurrency: i64,
    #[serde(default)]
    pub body_target_seconds: Option<F64>,
    #[serde(default)]
    pub body_observed_median_seconds: Option<F64>,
    #[serde(default)]
    pub body_deviation: Option<F64>,
    #[serde(default)]
    pub body_deviation_ok: Option<bool>,
    /// Legacy archives lack it; the rules read a missing `gated` as true.
    #[serde(default)]
    pub gated: Option<bool>,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct OverheadSection {
    #[serde(default)]
    pub checks: Vec<OverheadCheck>,
    #[serde(default)]
    pub gated_concurrency: Option<i64>,
    #[serde(default)]
    pub ok: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct OverheadCheck {
    pub adapter: String,
    pub concurrency: i64,
    #[serde(default)]
    pub gated: Option<bool>,
    #[serde(default)]
    pub body_tiers_us: Vec<F64>,
    #[serde(default)]
    pub overheads_seconds: Vec<F64>,
    #[serde(default)]
    pub growth: Option<F64>,
    #[serde(default)]
    pub ok: Option<bool>,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct EquivalenceSection {
    #[serde(default)]
    pub ok: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Relative {
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub comparisons: Vec<Comparison>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Comparison {
    pub concurrency: i64,
    pub body_tier_us: F64,
    #[serde(default)]
    pub subject: Option<String>,
    #[serde(default)]
    pub subject_median_seconds: Option<F64>,
    #[serde(default)]
    pub ratios_vs_subject: BTreeMap<String, F64>,
    #[serde(default)]
    pub excluded_incomparable: Vec<String>,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Semantics {
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub status: Option<String>,
    #[serde(default)]
    pub derived_on: Option<String>,
    #[serde(default)]
    pub scope_note: Option<String>,
    #[serde(default)]
    pub items: Vec<SemanticsItem>,
    #[serde(default)]
    pub usable_items: Vec<String>,
    /// A key, prose, or (previous generation) a list of keys.
    #[serde(default)]
    pub reason: Option<Value>,
    #[serde(default)]
    pub recheck_on_version_bump: Option<String>,
    #[serde(default)]
    pub error: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct SemanticsItem {
    pub item: String,
    #[serde(default)]
    pub layer: Option<String>,
    #[serde(default)]
    pub probe: Option<String>,
    #[serde(default)]
    pub enforced: Option<bool>,
    #[serde(default)]
    pub usable: Option<bool>,
    #[serde(default)]
    pub evidence: Option<String>,
    #[serde(default)]
    pub evidence_params: Map<String, Value>,
    #[serde(default)]
    pub reason: Option<Value>,
    #[serde(default)]
    pub reason_params: Map<String, Value>,
    #[serde(default)]
    pub derived_on: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Attribution {
    #[serde(default)]
    pub cores: Option<i64>,
    #[serde(default)]
    pub tiers_us: Vec<F64>,
    #[serde(default)]
    pub concurrencies: Vec<i64>,
    #[serde(default)]
    pub groups: Vec<AttributionGroup>,
    #[serde(default)]
    pub over_subscribed_concurrencies: Vec<i64>,
    /// One key or a list of keys.
    #[serde(default)]
    pub note: Option<Value>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct AttributionGroup {
    pub adapter: String,
    #[serde(default)]
    pub adapter_tier: Option<String>,
    #[serde(default)]
    pub comparable: Option<bool>,
    /// Probe-failed groups carry `body_tier_us` instead; see [`AttributionGroup::tier`].
    #[serde(default)]
    pub tier_us: Option<F64>,
    #[serde(default)]
    pub body_tier_us: Option<F64>,
    pub concurrency: i64,
    pub status: String,
    #[serde(default)]
    pub reason: Option<String>,
    #[serde(default)]
    pub segments: Option<Segments>,
    #[serde(default)]
    pub end_to_end_seconds: Option<F64>,
    #[serde(default)]
    pub seals: Vec<String>,
    #[serde(default)]
    pub unavailable_seals: Vec<String>,
    /// Ordered as stored: the report lists drill items in this order.
    #[serde(default)]
    pub drill_down: Map<String, Value>,
    #[serde(default)]
    pub drill_overlap: Option<DrillOverlap>,
    #[serde(default)]
    pub instrumentation: Option<Instrumentation>,
    #[serde(flatten)]
    pub extra: Extra,
}

impl AttributionGroup {
    /// The group's tier in microseconds, whichever key the harness used.
    pub fn tier(&self) -> Option<f64> {
        self.tier_us.or(self.body_tier_us).map(F64::get)
    }
}

#[derive(Debug, Clone, Copy, Deserialize)]
pub struct Segments {
    pub submit_side_seconds: F64,
    pub handoff_seconds: F64,
    pub body_seconds: F64,
    pub return_seconds: F64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct DrillOverlap {
    #[serde(default)]
    pub max_overlap_ratio: Option<F64>,
    #[serde(default)]
    pub note: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Instrumentation {
    #[serde(default)]
    pub baseline_end_to_end_seconds: Option<F64>,
    #[serde(default)]
    pub delta_seconds: Option<F64>,
}

#[derive(Debug, Clone, Default, Deserialize)]
pub struct Environment {
    #[serde(default)]
    pub hardware: Option<Hardware>,
    #[serde(default)]
    pub os: Option<Os>,
    #[serde(default)]
    pub python: Option<PythonInfo>,
    #[serde(default)]
    pub packages: Map<String, Value>,
    #[serde(default)]
    pub subject: Option<Subject>,
    #[serde(default)]
    pub harness: Option<Harness>,
    #[serde(default)]
    pub command: Vec<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Hardware {
    #[serde(default)]
    pub cpu_model: Option<String>,
    #[serde(default)]
    pub cpu_model_source: Option<String>,
    #[serde(default)]
    pub cpu_model_source_params: Map<String, Value>,
    /// Kept raw: the readability rule only trusts a JSON integer.
    #[serde(default)]
    pub logical_cores: Option<Value>,
    #[serde(default)]
    pub platform: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Os {
    #[serde(default)]
    pub system: Option<String>,
    #[serde(default)]
    pub release: Option<String>,
    #[serde(default)]
    pub version: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct PythonInfo {
    #[serde(default)]
    pub version: Option<String>,
    #[serde(default)]
    pub implementation: Option<String>,
    #[serde(default)]
    pub executable: Option<String>,
    #[serde(default)]
    pub gil_mode: Option<String>,
    #[serde(default)]
    pub abiflags: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Subject {
    #[serde(default)]
    pub dist_version: Option<String>,
    #[serde(default)]
    pub module_version: Option<String>,
    #[serde(default)]
    pub module_path: Option<String>,
    #[serde(default)]
    pub install_source: Option<InstallSource>,
    #[serde(default)]
    pub drive_generation: Option<DriveGeneration>,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub import_error: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct InstallSource {
    #[serde(default)]
    pub url: Option<String>,
    #[serde(default)]
    pub vcs_info: Option<VcsInfo>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct VcsInfo {
    #[serde(default)]
    pub commit_id: Option<String>,
    #[serde(default)]
    pub requested_revision: Option<String>,
    #[serde(default)]
    pub vcs: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct DriveGeneration {
    #[serde(default)]
    pub generation: Option<String>,
    #[serde(default)]
    pub label: Option<String>,
    #[serde(default)]
    pub error: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Harness {
    #[serde(default)]
    pub version: Option<String>,
    #[serde(default)]
    pub commit: Option<String>,
    #[serde(default)]
    pub commit_source: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}
