//! What the site-wide pages keep of each archive after its reports are written: a few facts
//! and the relative quantities per unit (never absolute times), so memory stays small however
//! many archives a build has.

pub use super::unit_table::{UnitKey, Units};
use crate::model::environment::{EnvFact, FactKind};
use crate::model::uncertainty::bootstrap::{Interval, Seed};
use crate::model::{Extremes, Gate, RunModel};

/// Relative quantities of one unit, comparable across runs, with their 95% intervals.
#[derive(Debug, Clone, Copy, Default, serde::Serialize, serde::Deserialize)]
pub struct Relative {
    /// Overhead share when readable.
    pub overhead_share: Option<f64>,
    pub share_interval: Option<Interval>,
    /// Baseline median / subject median (baselines only).
    pub ratio_vs_subject: Option<f64>,
    pub ratio_interval: Option<Interval>,
}

#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct ArchiveSummary {
    pub group: String,
    pub stem: String,
    /// The version label: the subject's distribution version, else the directory name.
    pub version: String,
    pub product: Option<String>,
    pub subject: Option<String>,
    pub started_at_epoch: Option<f64>,
    pub unit_count: usize,
    pub failed_unit_count: usize,
    pub self_check_ok: Option<bool>,
    pub gates: Vec<Gate>,
    pub units: Units,
    /// Every environment and harness fact, for the compare pages.
    pub environment: Vec<EnvFact>,
    /// What the run measured and how, for the compare pages.
    pub protocol: Protocol,
    /// The subject's largest lead and largest deficit (home card).
    pub extremes: Extremes,
    /// A stable hash of the machine and runtime (CPU model, cores, OS, interpreter, its
    /// build and GIL mode): runs of different machines never join one history line.
    pub machine: String,
}

/// The measurement protocol of a run: rounds, warm-ups and the matrix it covered.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Protocol {
    pub warmup_rounds: Vec<i64>,
    pub measured_rounds: Vec<i64>,
    pub concurrencies: Vec<i64>,
    /// Microseconds.
    pub tiers_us: Vec<f64>,
}

pub fn summarize(group: &str, stem: &str, m: &RunModel) -> ArchiveSummary {
    let mut units = Vec::with_capacity(m.units.len());
    for u in &m.units {
        let ratio = m
            .comparisons
            .iter()
            .find(|c| c.concurrency == u.concurrency && c.tier_us == u.tier_us)
            .and_then(|c| c.ratios.get(&u.adapter).copied());
        let share = m.uncertainty.share(&u.adapter, u.concurrency, u.tier_us);
        let compared = m
            .uncertainty
            .comparison(&u.adapter, u.concurrency, u.tier_us);
        let rel = Relative {
            overhead_share: u.overhead_ratio(),
            share_interval: share.and_then(|s| s.interval),
            ratio_vs_subject: ratio,
            ratio_interval: compared.and_then(|s| s.interval),
        };
        units.push(((u.adapter.clone(), u.concurrency, u.tier_us.to_bits()), rel));
    }
    let units = Units::from_pairs(units);
    let protocol = Protocol {
        warmup_rounds: m.run.warmup_rounds.clone(),
        measured_rounds: m.run.measured_rounds.clone(),
        concurrencies: m.concurrencies.clone(),
        tiers_us: m.tiers_us.clone(),
    };
    ArchiveSummary {
        group: group.to_string(),
        stem: stem.to_string(),
        version: m
            .environment
            .dist_version
            .clone()
            .unwrap_or_else(|| group.to_string()),
        product: m.product.clone(),
        subject: m.subject.clone(),
        started_at_epoch: m.run.started_at_epoch,
        unit_count: m.run.unit_count,
        failed_unit_count: m.run.failed_unit_count,
        self_check_ok: m.self_check.ok,
        gates: m.gates.clone(),
        units,
        machine: machine_fingerprint(&m.environment.facts),
        environment: m.environment.facts.clone(),
        protocol,
        extremes: m.extremes.clone(),
    }
}

/// 16 hex digits over the machine and runtime facts (stable across bench-site versions: the
/// seed hash is FNV-1a, not std's hasher).
pub fn machine_fingerprint(facts: &[EnvFact]) -> String {
    let mut seed = Seed::new("bench-site machine v1");
    for f in facts
        .iter()
        .filter(|f| matches!(f.kind, FactKind::Machine | FactKind::Runtime))
        .filter(|f| f.label != "env-executable")
    {
        seed.bytes(f.label.as_bytes())
            .bytes(&[0])
            .bytes(f.value.as_bytes())
            .bytes(&[0]);
    }
    format!("{:016x}", seed.value())
}

pub use crate::i18n::format::utc_minutes;
