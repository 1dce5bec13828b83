//! Verdict patterns: for every (baseline, concurrency), the verdict at each measured tier in
//! ascending order, and the shape of that sequence that the conclusion sentences state.
//!
//! This replaces the upstream turning-point rule (the first tier whose raw ratio is ≥ 1, the
//! band ignored and every later tier ignored), which let a sentence say "no longer faster from
//! 40 µs" while the unfavourable table listed that baseline ahead at 300, 2700 and 10000 µs.
//! Patterns come from the verdict sets alone (band included), so a sentence can never claim
//! more than the favourable / unfavourable / no-winner tables show.

use super::relative::{Verdict, Verdicts};
use std::collections::BTreeMap;

/// The verdict at one tier, seen from the baseline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    /// The baseline is faster beyond the band (an unfavourable item).
    BaselineAhead,
    /// The subject is faster beyond the band (a favourable item).
    SubjectAhead,
    /// Inside the band.
    NoWinner,
    /// No band could be formed (too few valid rounds): undecided.
    NoBand,
    /// No comparison at this tier (a unit failed, is missing or had no usable rounds).
    NotCompared,
}

impl Outcome {
    fn of(v: Verdict) -> Outcome {
        match v {
            Verdict::Favourable => Outcome::SubjectAhead,
            Verdict::Unfavourable => Outcome::BaselineAhead,
            Verdict::Tied => Outcome::NoWinner,
            Verdict::TiedNoRounds => Outcome::NoBand,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TierOutcome {
    /// Microseconds.
    pub tier_us: f64,
    pub outcome: Outcome,
    /// Baseline median / subject median, when compared.
    pub ratio: Option<f64>,
}

/// The shape of one (baseline, concurrency) sequence; each is its own sentence.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Shape {
    /// The baseline is ahead at every measured tier.
    AheadEverywhere,
    /// The subject is ahead at every measured tier.
    SubjectAheadEverywhere,
    /// The baseline is ahead at no measured tier (and the subject is not ahead at all).
    NeverAhead,
    /// Ahead at the first tiers up to `last_ahead_us`, at no tier after it.
    AheadUpTo { last_ahead_us: f64 },
    /// Ahead from `first_ahead_us` to the largest tier, at no tier before it.
    AheadFrom { first_ahead_us: f64 },
    /// Ahead, then not, then ahead again (or any other interleaving).
    Mixed,
}

/// A run of consecutive tiers with the same outcome.
#[derive(Debug, Clone, PartialEq)]
pub struct Segment {
    pub outcome: Outcome,
    /// Ascending, microseconds.
    pub tiers_us: Vec<f64>,
    /// True for a second or later run of the same side being ahead ("ahead again").
    pub again: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Pattern {
    pub baseline: String,
    pub concurrency: i64,
    /// Every tier measured at this concurrency, ascending.
    pub tiers: Vec<TierOutcome>,
    pub shape: Shape,
    /// The corrected turning point: the first tier from which the baseline is ahead at no
    /// larger tier, when it is ahead at some smaller one.
    pub no_longer_ahead_from_us: Option<f64>,
}

impl Pattern {
    /// Tiers with the given outcome, ascending.
    pub fn tiers_where(&self, outcome: Outcome) -> Vec<f64> {
        self.tiers
            .iter()
            .filter(|t| t.outcome == outcome)
            .map(|t| t.tier_us)
            .collect()
    }

    /// Runs of equal outcomes in tier order.
    pub fn segments(&self) -> Vec<Segment> {
        let mut out: Vec<Segment> = Vec::new();
        let mut seen = [false; 2];
        for t in &self.tiers {
            if let Some(last) = out.last_mut().filter(|s| s.outcome == t.outcome) {
                last.tiers_us.push(t.tier_us);
                continue;
            }
            let side = match t.outcome {
                Outcome::BaselineAhead => Some(0),
                Outcome::SubjectAhead => Some(1),
                _ => None,
            };
            let again = side.is_some_and(|i| std::mem::replace(&mut seen[i], true));
            out.push(Segment {
                outcome: t.outcome,
                tiers_us: vec![t.tier_us],
                again,
            });
        }
        out
    }
}

/// Outcome per (baseline, concurrency, tier bits), straight from the verdict sets.
fn outcome_map(verdicts: &Verdicts) -> BTreeMap<(String, i64, u64), (Outcome, f64)> {
    let all = verdicts
        .favourable
        .iter()
        .chain(&verdicts.unfavourable)
        .chain(&verdicts.tied);
    all.map(|i| {
        let key = (i.baseline.clone(), i.concurrency, i.tier_us.to_bits());
        (key, (Outcome::of(i.verdict), i.ratio))
    })
    .collect()
}

fn shape(tiers: &[TierOutcome]) -> Shape {
    let ahead: Vec<bool> = tiers
        .iter()
        .map(|t| t.outcome == Outcome::BaselineAhead)
        .collect();
    let n = ahead.len();
    let k = ahead.iter().filter(|a| **a).count();
    if k == n {
        return Shape::AheadEverywhere;
    }
    if k == 0 {
        return if tiers.iter().all(|t| t.outcome == Outcome::SubjectAhead) {
            Shape::SubjectAheadEverywhere
        } else {
            Shape::NeverAhead
        };
    }
    if ahead[..k].iter().all(|a| *a) {
        Shape::AheadUpTo {
            last_ahead_us: tiers[k - 1].tier_us,
        }
    } else if ahead[n - k..].iter().all(|a| *a) {
        Shape::AheadFrom {
            first_ahead_us: tiers[n - k].tier_us,
        }
    } else {
        Shape::Mixed
    }
}

fn no_longer_ahead_from(tiers: &[TierOutcome]) -> Option<f64> {
    let last = tiers
        .iter()
        .rposition(|t| t.outcome == Outcome::BaselineAhead)?;
    tiers.get(last + 1).map(|t| t.tier_us)
}

/// One pattern per (baseline, concurrency) that has at least one comparison, sorted by
/// baseline then concurrency; `tiers_at` gives every tier measured at a concurrency (any
/// scheme), so a tier the subject or the baseline lacks shows as not compared.
pub fn patterns(verdicts: &Verdicts, tiers_at: &BTreeMap<i64, Vec<f64>>) -> Vec<Pattern> {
    let outcomes = outcome_map(verdicts);
    let mut keys: Vec<(String, i64)> = outcomes.keys().map(|(b, c, _)| (b.clone(), *c)).collect();
    keys.dedup();
    keys.into_iter()
        .map(|(baseline, concurrency)| {
            let tiers: Vec<TierOutcome> = tiers_at
                .get(&concurrency)
                .into_iter()
                .flatten()
                .map(|&tier_us| {
                    let key = (baseline.clone(), concurrency, tier_us.to_bits());
                    let (outcome, ratio) = match outcomes.get(&key) {
                        Some(&(o, r)) => (o, Some(r)),
                        None => (Outcome::NotCompared, None),
                    };
                    TierOutcome {
                        tier_us,
                        outcome,
                        ratio,
                    }
                })
                .collect();
            Pattern {
                shape: shape(&tiers),
                no_longer_ahead_from_us: no_longer_ahead_from(&tiers),
                baseline,
                concurrency,
                tiers,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use Outcome::*;

    fn pattern(outcomes: &[Outcome]) -> Pattern {
        let tiers: Vec<TierOutcome> = outcomes
            .iter()
            .zip([40.0, 300.0, 2700.0, 10000.0, 20000.0])
            .map(|(&outcome, tier_us)| TierOutcome {
                tier_us,
                outcome,
                ratio: None,
            })
            .collect();
        Pattern {
            baseline: "b".into(),
            concurrency: 1,
            shape: shape(&tiers),
            no_longer_ahead_from_us: no_longer_ahead_from(&tiers),
            tiers,
        }
    }

    #[test]
    fn shapes_name_the_whole_sequence() {
        let p = pattern(&[BaselineAhead; 4]);
        assert_eq!(
            (p.shape, p.no_longer_ahead_from_us),
            (Shape::AheadEverywhere, None)
        );
        assert_eq!(
            pattern(&[SubjectAhead; 3]).shape,
            Shape::SubjectAheadEverywhere
        );
        assert_eq!(pattern(&[SubjectAhead, NoWinner]).shape, Shape::NeverAhead);
        let p = pattern(&[BaselineAhead, BaselineAhead, NoWinner, SubjectAhead]);
        assert_eq!(
            p.shape,
            Shape::AheadUpTo {
                last_ahead_us: 300.0
            }
        );
        assert_eq!(p.no_longer_ahead_from_us, Some(2700.0));
        // The 0.8.0 archive's process_pool at concurrency 64: a tie, then ahead three times.
        let p = pattern(&[NoWinner, BaselineAhead, BaselineAhead, BaselineAhead]);
        assert_eq!(
            p.shape,
            Shape::AheadFrom {
                first_ahead_us: 300.0
            }
        );
        assert_eq!(p.no_longer_ahead_from_us, None);
        let p = pattern(&[BaselineAhead, BaselineAhead, NoWinner, BaselineAhead]);
        assert_eq!(p.shape, Shape::Mixed);
        assert_eq!(p.no_longer_ahead_from_us, None);
        let p = pattern(&[BaselineAhead, NotCompared, BaselineAhead, NoWinner]);
        assert_eq!(
            (p.shape, p.no_longer_ahead_from_us),
            (Shape::Mixed, Some(10000.0))
        );
    }

    #[test]
    fn segments_mark_a_side_ahead_again() {
        let p = pattern(&[
            BaselineAhead,
            BaselineAhead,
            NoWinner,
            BaselineAhead,
            SubjectAhead,
        ]);
        let s = p.segments();
        let view: Vec<(Outcome, usize, bool)> = s
            .iter()
            .map(|s| (s.outcome, s.tiers_us.len(), s.again))
            .collect();
        assert_eq!(
            view,
            vec![
                (BaselineAhead, 2, false),
                (NoWinner, 1, false),
                (BaselineAhead, 1, true),
                (SubjectAhead, 1, false),
            ]
        );
    }

    proptest::proptest! {
        /// The segments cover every tier exactly once, in order, and the shape's claim holds
        /// of every tier it speaks about.
        #[test]
        fn segments_partition_and_shapes_hold(codes in proptest::collection::vec(0u8..5, 1..6)) {
            let all = [BaselineAhead, SubjectAhead, NoWinner, NoBand, NotCompared];
            let outcomes: Vec<Outcome> = codes.iter().map(|c| all[*c as usize]).collect();
            let p = pattern(&outcomes);
            let flat: Vec<f64> = p.segments().into_iter().flat_map(|s| s.tiers_us).collect();
            let tiers: Vec<f64> = p.tiers.iter().map(|t| t.tier_us).collect();
            proptest::prop_assert_eq!(flat, tiers);
            let ahead = |t: &TierOutcome| t.outcome == BaselineAhead;
            match p.shape {
                Shape::AheadEverywhere => proptest::prop_assert!(p.tiers.iter().all(ahead)),
                Shape::NeverAhead | Shape::SubjectAheadEverywhere => {
                    proptest::prop_assert!(!p.tiers.iter().any(ahead))
                }
                Shape::AheadUpTo { last_ahead_us } => proptest::prop_assert!(p
                    .tiers
                    .iter()
                    .all(|t| ahead(t) == (t.tier_us <= last_ahead_us))),
                Shape::AheadFrom { first_ahead_us } => proptest::prop_assert!(p
                    .tiers
                    .iter()
                    .all(|t| ahead(t) == (t.tier_us >= first_ahead_us))),
                Shape::Mixed => {}
            }
        }
    }
}
