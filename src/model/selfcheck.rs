//! The measurement self-check (archive-format 3.12): the stored verdicts are preferred, since
//! tolerances changed over time; when an archive has no `self_check` block the rules are
//! applied with the current constants.

use super::units::UnitModel;
use crate::archive::{Archive, F64};
use std::collections::BTreeSet;

pub const BODY_DEVIATION_TOLERANCE: f64 = 0.6;
/// Body checks below this target (seconds) are not gated: wall clock granularity dominates.
pub const BODY_DEVIATION_MIN_TIER_SECONDS: f64 = 100e-6;
pub const OVERHEAD_TIER_RATIO_LIMIT: f64 = 5.0;

#[derive(Debug, Clone, Default)]
pub struct Isolation {
    pub parent_pid: Option<i64>,
    pub children: usize,
    pub all_distinct: Option<bool>,
    pub none_equals_parent: Option<bool>,
}

#[derive(Debug, Clone, Default)]
pub struct SelfCheckModel {
    /// Overall verdict; None when it cannot be decided.
    pub ok: Option<bool>,
    /// True when the archive had no self-check block and the verdict was derived here.
    pub derived: bool,
    pub body_ok: Option<bool>,
    pub overhead_ok: Option<bool>,
    pub equivalence_ok: Option<bool>,
    /// Queueing-contaminated (adapter, concurrency) groups: not gated and failed.
    pub polluted: BTreeSet<(String, i64)>,
    /// Body checks that did not take part in the verdict.
    pub non_gated_body_checks: usize,
    /// Adapters whose equivalence verification failed, sorted.
    pub failed_verification: Vec<String>,
    pub isolation: Option<Isolation>,
}

pub fn self_check(archive: &Archive, units: &[UnitModel]) -> SelfCheckModel {
    let failed_verification: Vec<String> = archive
        .verification
        .iter()
        .filter(|(_, v)| v.status != "ok" || v.payload.as_ref().and_then(|p| p.ok) != Some(true))
        .map(|(name, _)| name.clone())
        .collect();
    let isolation = archive.process_isolation.as_ref().map(|p| Isolation {
        parent_pid: p.parent_pid,
        children: p.child_pids.len(),
        all_distinct: p.all_distinct,
        none_equals_parent: p.none_equals_parent,
    });
    let mut model = match &archive.self_check {
        Some(stored) => from_stored(stored),
        None => derived(units, failed_verification.is_empty()),
    };
    model.failed_verification = failed_verification;
    model.isolation = isolation;
    model
}

fn from_stored(stored: &crate::archive::SelfCheck) -> SelfCheckModel {
    let body = stored.body_deviation.as_ref();
    let overhead = stored.overhead_across_tiers.as_ref();
    let polluted = overhead
        .map(|o| {
            o.checks
                .iter()
                .filter(|c| c.gated == Some(false) && c.ok == Some(false))
                .map(|c| (c.adapter.clone(), c.concurrency))
                .collect()
        })
        .unwrap_or_default();
    SelfCheckModel {
        ok: stored.ok,
        derived: false,
        body_ok: body.and_then(|b| b.ok),
        overhead_ok: overhead.and_then(|o| o.ok),
        equivalence_ok: stored.adapter_equivalence.as_ref().and_then(|e| e.ok),
        polluted,
        non_gated_body_checks: body.map_or(0, |b| {
            b.checks.iter().filter(|c| c.gated == Some(false)).count()
        }),
        ..Default::default()
    }
}

/// Applies the self-check rules to the units, for archives that carry no verdict.
fn derived(units: &[UnitModel], equivalence_ok: bool) -> SelfCheckModel {
    let lowest = units.iter().map(|u| u.concurrency).min();
    let gated_body = |u: &UnitModel| {
        Some(u.concurrency) == lowest && u.body_target_seconds >= BODY_DEVIATION_MIN_TIER_SECONDS
    };
    let body_ok = units.iter().filter(|u| gated_body(u)).all(|u| {
        u.body_deviation
            .is_some_and(|d| d.abs() <= BODY_DEVIATION_TOLERANCE)
    });
    let groups = super::units::by_group(units);
    let mut overhead_ok = true;
    let mut polluted = BTreeSet::new();
    for ((adapter, c), members) in groups.into_iter().filter(|(_, m)| m.len() >= 2) {
        let base = members[0].overhead_seconds_raw;
        let ok = base <= 0.0
            || members
                .iter()
                .map(|u| u.overhead_seconds_raw)
                .fold(f64::MIN, f64::max)
                / base
                <= OVERHEAD_TIER_RATIO_LIMIT;
        let gated = Some(c) == lowest;
        if gated && !ok {
            overhead_ok = false;
        }
        if !gated && !ok {
            polluted.insert((adapter, c));
        }
    }
    SelfCheckModel {
        ok: Some(body_ok && overhead_ok && equivalence_ok),
        derived: true,
        body_ok: Some(body_ok),
        overhead_ok: Some(overhead_ok),
        equivalence_ok: Some(equivalence_ok),
        polluted,
        non_gated_body_checks: units.iter().filter(|u| !gated_body(u)).count(),
        ..Default::default()
    }
}

/// The machine's logical cores, only when the archive states them as a JSON integer.
pub fn logical_cores(archive: &Archive) -> Option<i64> {
    let hw = archive.environment.as_ref()?.hardware.as_ref()?;
    hw.logical_cores.as_ref()?.as_i64().filter(|&n| n > 0)
}

/// Helper for optional archive floats.
pub fn get(v: Option<F64>) -> Option<f64> {
    v.map(F64::get)
}
