//! Sample validation: which raw rounds and body samples of a unit the statistics may use.
//! A NaN, an infinity, a duration that is not positive or a task count that disagrees with the
//! concurrency cannot be a measurement; such values are excluded, counted and named (never
//! averaged into a band or a verdict), and the reports list every one of them.

use crate::archive::Round;

/// What is wrong with an excluded value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Problem {
    NotANumber,
    Infinite,
    /// Zero or negative: no task takes no time.
    NotPositive,
    /// The round's `batch` is not the unit's concurrency.
    BatchMismatch,
    /// The round has a different number of body samples than tasks.
    BodyCountMismatch,
}

/// Which value of a round was excluded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// `rounds[i].wall_seconds`: the whole round is excluded.
    Wall,
    /// `rounds[i].batch`: the whole round is excluded.
    Batch,
    /// `rounds[i].body_seconds` as a whole (its length): the whole round is excluded.
    BodyCount,
    /// `rounds[i].body_seconds[j]`: only that sample is excluded.
    Body(usize),
}

/// One excluded value, with where it sits in the archive.
#[derive(Debug, Clone, PartialEq)]
pub struct Excluded {
    /// Position in the unit's `rounds` array.
    pub position: usize,
    /// The round's own `round` number, when stored.
    pub round: Option<i64>,
    pub field: Field,
    /// The offending value (seconds, or a count).
    pub value: f64,
    pub problem: Problem,
}

impl Excluded {
    /// True when the whole round is left out (not just one body sample).
    pub fn drops_round(&self) -> bool {
        !matches!(self.field, Field::Body(_))
    }
}

/// The usable samples of one unit.
#[derive(Debug, Clone, Default)]
pub struct ValidSamples {
    /// Round wall times of the valid rounds, seconds.
    pub walls: Vec<f64>,
    /// Valid body samples of the valid rounds, seconds.
    pub bodies: Vec<f64>,
    /// The same body samples grouped by valid round (what a bootstrap resamples together).
    pub bodies_by_round: Vec<Vec<f64>>,
    pub excluded: Vec<Excluded>,
    pub valid_rounds: usize,
    pub total_rounds: usize,
}

fn duration_problem(v: f64) -> Option<Problem> {
    if v.is_nan() {
        Some(Problem::NotANumber)
    } else if v.is_infinite() {
        Some(Problem::Infinite)
    } else if v <= 0.0 {
        Some(Problem::NotPositive)
    } else {
        None
    }
}

/// The first round-level problem: the wall time, then the task count, then the sample count.
fn round_problem(r: &Round, concurrency: i64) -> Option<(Field, f64, Problem)> {
    let wall = r.wall_seconds.get();
    if let Some(p) = duration_problem(wall) {
        return Some((Field::Wall, wall, p));
    }
    if r.batch != concurrency {
        return Some((Field::Batch, r.batch as f64, Problem::BatchMismatch));
    }
    if r.body_seconds.len() as i64 != r.batch {
        let count = r.body_seconds.len() as f64;
        return Some((Field::BodyCount, count, Problem::BodyCountMismatch));
    }
    None
}

/// Splits a unit's rounds into what the statistics may use and what they must not.
pub fn validate(rounds: &[Round], concurrency: i64) -> ValidSamples {
    let mut out = ValidSamples {
        total_rounds: rounds.len(),
        ..Default::default()
    };
    for (position, r) in rounds.iter().enumerate() {
        let exclude = |field, value, problem| Excluded {
            position,
            round: r.round,
            field,
            value,
            problem,
        };
        if let Some((field, value, problem)) = round_problem(r, concurrency) {
            out.excluded.push(exclude(field, value, problem));
            continue;
        }
        out.valid_rounds += 1;
        out.walls.push(r.wall_seconds.get());
        let mut bodies = Vec::with_capacity(r.body_seconds.len());
        for (j, b) in r.body_seconds.iter().enumerate() {
            match duration_problem(b.get()) {
                Some(problem) => out.excluded.push(exclude(Field::Body(j), b.get(), problem)),
                None => bodies.push(b.get()),
            }
        }
        out.bodies.extend_from_slice(&bodies);
        out.bodies_by_round.push(bodies);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::archive::F64;

    fn round(batch: i64, wall: f64, bodies: &[f64]) -> Round {
        Round {
            batch,
            wall_seconds: F64(wall),
            body_seconds: bodies.iter().map(|b| F64(*b)).collect(),
            round: Some(0),
            extra: Default::default(),
        }
    }

    #[test]
    fn every_kind_of_impossible_value_is_excluded_and_named() {
        let rounds = vec![
            round(2, 0.002, &[0.001, 0.001]),
            round(2, f64::NAN, &[0.001, 0.001]),
            round(2, f64::INFINITY, &[0.001, 0.001]),
            round(2, -0.5, &[0.001, 0.001]),
            round(3, 0.002, &[0.001, 0.001, 0.001]),
            round(2, 0.002, &[0.001]),
            round(2, 0.002, &[0.0, f64::NEG_INFINITY]),
        ];
        let v = validate(&rounds, 2);
        assert_eq!(v.total_rounds, 7);
        assert_eq!(v.valid_rounds, 2);
        assert_eq!(v.walls, vec![0.002, 0.002]);
        assert_eq!(v.bodies, vec![0.001, 0.001]);
        let problems: Vec<(usize, Field, Problem)> = v
            .excluded
            .iter()
            .map(|e| (e.position, e.field, e.problem))
            .collect();
        assert_eq!(
            problems,
            vec![
                (1, Field::Wall, Problem::NotANumber),
                (2, Field::Wall, Problem::Infinite),
                (3, Field::Wall, Problem::NotPositive),
                (4, Field::Batch, Problem::BatchMismatch),
                (5, Field::BodyCount, Problem::BodyCountMismatch),
                (6, Field::Body(0), Problem::NotPositive),
                (6, Field::Body(1), Problem::Infinite),
            ]
        );
        assert!(v.excluded[0].drops_round() && !v.excluded[5].drops_round());
    }

    proptest::proptest! {
        /// Whatever the archive holds, the statistics only ever see finite positive values.
        #[test]
        fn only_finite_positive_values_survive(
            walls in proptest::collection::vec(proptest::prop_oneof![
                -1.0f64..1.0, proptest::strategy::Just(f64::NAN), proptest::strategy::Just(f64::INFINITY)
            ], 0..20),
        ) {
            let rounds: Vec<Round> = walls.iter().map(|w| round(1, *w, &[*w / 2.0])).collect();
            let v = validate(&rounds, 1);
            proptest::prop_assert!(v.walls.iter().chain(&v.bodies).all(|x| x.is_finite() && *x > 0.0));
            let dropped = v.excluded.iter().filter(|e| e.drops_round()).count();
            proptest::prop_assert_eq!(v.valid_rounds + dropped, rounds.len());
        }
    }
}
