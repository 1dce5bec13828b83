//! The headline facts of a run: the subject's overhead share at every tier of each concurrency
//! where it is readable (never the flattering tier alone), where it meets the threshold, which
//! baselines do better, and the largest lead and the largest deficit side by side.

use super::relative::{VerdictItem, Verdicts};
use super::units::UnitModel;
use std::collections::BTreeSet;

/// Where the subject's overhead share meets the threshold, over the tiers of one concurrency.
#[derive(Debug, Clone, PartialEq)]
pub enum ThresholdClaim {
    /// At or below the threshold at every tier.
    Everywhere,
    /// At or below from `tier_us` to the largest tier, above at every smaller tier.
    FromOn { tier_us: f64 },
    /// At or below at the largest tier only, above at every other.
    LongestOnly { tier_us: f64 },
    /// Above the threshold at every readable tier.
    Nowhere,
    /// No single boundary: the tiers on each side (withheld tiers are in neither).
    Scattered {
        at_or_below: Vec<f64>,
        above: Vec<f64>,
    },
}

/// The subject's overhead share at one tier.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Share {
    pub tier_us: f64,
    /// None when withheld (over-subscribed or negative).
    pub share: Option<f64>,
}

/// The subject's overhead over every tier of one concurrency.
#[derive(Debug, Clone, PartialEq)]
pub struct OverheadProfile {
    pub concurrency: i64,
    /// Every tier the subject was measured at, ascending.
    pub shares: Vec<Share>,
    pub claim: ThresholdClaim,
    /// Baselines with a lower readable share, and the tiers where they have it.
    pub lower: Vec<(String, Vec<f64>)>,
    /// The self-check marks this group's overhead as contaminated by queueing.
    pub polluted: bool,
}

fn claim(shares: &[Share], threshold: f64) -> ThresholdClaim {
    let readable: Vec<(f64, bool)> = shares
        .iter()
        .filter_map(|s| s.share.map(|v| (s.tier_us, v <= threshold)))
        .collect();
    let below: Vec<f64> = readable.iter().filter(|r| r.1).map(|r| r.0).collect();
    let above: Vec<f64> = readable.iter().filter(|r| !r.1).map(|r| r.0).collect();
    let all_readable = readable.len() == shares.len();
    if below.is_empty() {
        return ThresholdClaim::Nowhere;
    }
    if all_readable && above.is_empty() {
        return ThresholdClaim::Everywhere;
    }
    // "From T on" needs every tier from T upwards readable and below, every tier under T above.
    let first = shares
        .iter()
        .position(|s| s.share.is_some_and(|v| v <= threshold));
    if let Some(i) = first {
        let tail_ok = shares[i..]
            .iter()
            .all(|s| s.share.is_some_and(|v| v <= threshold));
        let head_ok = shares[..i]
            .iter()
            .all(|s| s.share.is_some_and(|v| v > threshold));
        if all_readable && tail_ok && head_ok {
            let tier_us = shares[i].tier_us;
            return if i + 1 == shares.len() {
                ThresholdClaim::LongestOnly { tier_us }
            } else {
                ThresholdClaim::FromOn { tier_us }
            };
        }
    }
    ThresholdClaim::Scattered {
        at_or_below: below,
        above,
    }
}

fn lower_baselines(
    units: &[UnitModel],
    subject: &str,
    c: i64,
    shares: &[Share],
) -> Vec<(String, Vec<f64>)> {
    let names: BTreeSet<&str> = units
        .iter()
        .filter(|u| u.adapter != subject && u.concurrency == c)
        .map(|u| u.adapter.as_str())
        .collect();
    names
        .into_iter()
        .filter_map(|name| {
            let tiers: Vec<f64> = shares
                .iter()
                .filter(|s| {
                    let theirs = units
                        .iter()
                        .find(|u| u.adapter == name && u.concurrency == c && u.tier_us == s.tier_us)
                        .and_then(|u| u.overhead_ratio());
                    matches!((theirs, s.share), (Some(b), Some(own)) if b < own)
                })
                .map(|s| s.tier_us)
                .collect();
            (!tiers.is_empty()).then(|| (name.to_string(), tiers))
        })
        .collect()
}

/// One profile per concurrency at which at least one of the subject's tiers is readable,
/// ascending (the first is the reference concurrency of every output).
pub fn overhead_profiles(
    units: &[UnitModel],
    subject: &str,
    threshold: f64,
    polluted: &BTreeSet<(String, i64)>,
) -> Vec<OverheadProfile> {
    super::units::by_group(units)
        .into_iter()
        .filter(|((adapter, _), members)| {
            adapter == subject && members.iter().any(|u| u.readable())
        })
        .map(|((_, c), members)| {
            let shares: Vec<Share> = members
                .iter()
                .map(|u| Share {
                    tier_us: u.tier_us,
                    share: u.overhead_ratio(),
                })
                .collect();
            OverheadProfile {
                concurrency: c,
                claim: claim(&shares, threshold),
                lower: lower_baselines(units, subject, c, &shares),
                polluted: polluted.contains(&(subject.to_string(), c)),
                shares,
            }
        })
        .collect()
}

/// A verdict cell at an extreme: `factor` is how many times faster the winner is (≥ 1).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Extreme {
    pub baseline: String,
    pub concurrency: i64,
    pub tier_us: f64,
    pub factor: f64,
}

/// The subject's largest lead (favourable items) and largest deficit (unfavourable items).
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct Extremes {
    pub lead: Option<Extreme>,
    pub deficit: Option<Extreme>,
}

/// The item with the largest factor; on equal factors the first in item order wins.
fn largest(items: &[VerdictItem], factor: fn(&VerdictItem) -> f64) -> Option<Extreme> {
    let mut best: Option<(&VerdictItem, f64)> = None;
    for item in items {
        let f = factor(item);
        if best.is_none_or(|(_, b)| f > b) {
            best = Some((item, f));
        }
    }
    best.map(|(i, factor)| Extreme {
        baseline: i.baseline.clone(),
        concurrency: i.concurrency,
        tier_us: i.tier_us,
        factor,
    })
}

pub fn extremes(verdicts: &Verdicts) -> Extremes {
    Extremes {
        lead: largest(&verdicts.favourable, |i| i.ratio),
        deficit: largest(&verdicts.unfavourable, |i| 1.0 / i.ratio),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shares(v: &[Option<f64>]) -> Vec<Share> {
        v.iter()
            .zip([40.0, 300.0, 2700.0, 10000.0])
            .map(|(s, t)| Share {
                tier_us: t,
                share: *s,
            })
            .collect()
    }

    #[test]
    fn a_threshold_claim_holds_of_every_tier_it_covers() {
        let c = |v: &[Option<f64>]| claim(&shares(v), 0.15);
        assert_eq!(
            c(&[Some(0.8), Some(0.4), Some(0.1), Some(0.02)]),
            ThresholdClaim::FromOn { tier_us: 2700.0 }
        );
        assert_eq!(c(&[Some(0.1), Some(0.02)]), ThresholdClaim::Everywhere);
        assert_eq!(
            c(&[Some(0.8), Some(0.4), Some(0.02)]),
            ThresholdClaim::LongestOnly { tier_us: 2700.0 }
        );
        assert_eq!(c(&[Some(0.8), None]), ThresholdClaim::Nowhere);
        // Below, then above again: no boundary may be claimed.
        assert_eq!(
            c(&[Some(0.8), Some(0.1), Some(0.3), Some(0.02)]),
            ThresholdClaim::Scattered {
                at_or_below: vec![300.0, 10000.0],
                above: vec![40.0, 2700.0]
            }
        );
        // A withheld tier after the boundary: unknown, so no "from 2700 upwards".
        assert_eq!(
            c(&[Some(0.8), Some(0.4), Some(0.1), None]),
            ThresholdClaim::Scattered {
                at_or_below: vec![2700.0],
                above: vec![40.0, 300.0]
            }
        );
    }
}
