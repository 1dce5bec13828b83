//! Overhead threshold crossings per (scheme, concurrency) group (archive-format 3.6).

use super::units::UnitModel;
use std::collections::BTreeSet;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CrossingNote {
    /// Some unit of the group has no readable overhead.
    Uninterpretable,
    /// The group's overhead is contaminated by queueing (self-check).
    Polluted,
    /// The first tier at or below the threshold was found.
    Found,
    /// No measured tier is at or below the threshold.
    NoneBelow,
}

#[derive(Debug, Clone)]
pub struct CrossingRow {
    pub adapter: String,
    pub concurrency: i64,
    /// Measured tiers, ascending, microseconds.
    pub tiers_us: Vec<f64>,
    pub first_tier_us: Option<f64>,
    pub note: CrossingNote,
}

impl CrossingRow {
    pub fn interpretable(&self) -> bool {
        self.note != CrossingNote::Uninterpretable
    }
}

/// One row per (adapter, concurrency), sorted; `polluted` lists queueing-contaminated groups.
/// `threshold` is the overhead share at or below which overhead counts as small.
pub fn crossings(
    units: &[UnitModel],
    polluted: &BTreeSet<(String, i64)>,
    threshold: f64,
) -> Vec<CrossingRow> {
    super::units::by_group(units)
        .into_iter()
        .map(|((adapter, concurrency), members)| {
            let interpretable = members.iter().all(|u| u.readable());
            let is_polluted = polluted.contains(&(adapter.clone(), concurrency));
            let first = members
                .iter()
                .find(|u| u.overhead_ratio().is_some_and(|r| r <= threshold))
                .map(|u| u.tier_us);
            let (first_tier_us, note) = if !interpretable {
                (None, CrossingNote::Uninterpretable)
            } else if is_polluted {
                (None, CrossingNote::Polluted)
            } else if first.is_some() {
                (first, CrossingNote::Found)
            } else {
                (None, CrossingNote::NoneBelow)
            };
            CrossingRow {
                adapter,
                concurrency,
                tiers_us: members.iter().map(|u| u.tier_us).collect(),
                first_tier_us,
                note,
            }
        })
        .collect()
}
