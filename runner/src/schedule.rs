//! The order every round runs in, drawn from one seed: cells in a random order, and inside a
//! cell randomized complete blocks, i.e. every block runs one round of each of the cell's units
//! in a fresh random order. A machine that slows down during the run then slows every unit of a
//! cell alike instead of whichever unit happened to come last. Pure: the same seed gives the same
//! schedule, and the schedule is stored in the archive (`run.schedule`) so `--resume` replays it
//! rather than drawing it again.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64;
use serde::{Deserialize, Serialize};

/// `run.schedule.design`.
pub const DESIGN: &str = "randomized_complete_blocks";
/// Seeds stay below 2^53 so every JSON reader keeps them exact.
pub const SEED_MAX: u64 = (1 << 53) - 1;

/// `run.schedule`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Schedule {
    pub seed: u64,
    pub design: String,
    /// Child processes per unit; a unit's measured rounds are split between them.
    pub processes_per_unit: u32,
    /// Cells in the order they run.
    pub cells: Vec<CellSchedule>,
}

/// One cell: the units of one (concurrency, tier), one per adapter.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CellSchedule {
    pub concurrency: u32,
    pub body_tier_us: f64,
    /// The cell's adapters, sorted by name; blocks refer to them by index.
    pub adapters: Vec<String>,
    /// One entry per child-process replicate, in the order they run.
    pub processes: Vec<ProcessBlocks>,
}

/// The blocks one set of child processes (one per adapter) runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProcessBlocks {
    /// Warm-up blocks (run, then discarded); each is a permutation of adapter indices.
    pub warmup: Vec<Vec<usize>>,
    /// Measured blocks; each is a permutation of adapter indices.
    pub measured: Vec<Vec<usize>>,
}

/// What the schedule is drawn for.
pub struct Shape<'a> {
    pub concurrencies: &'a [u32],
    pub tiers_us: &'a [f64],
    /// Sorted adapter names.
    pub adapters: &'a [String],
    pub warmup_rounds: u32,
    pub measured_rounds: u32,
    pub processes_per_unit: u32,
}

impl CellSchedule {
    /// Rounds this cell runs, warm-ups included.
    pub fn round_count(&self) -> usize {
        self.processes
            .iter()
            .map(|p| (p.warmup.len() + p.measured.len()) * self.adapters.len())
            .sum()
    }
}

/// Measured rounds of replicate `p` when `total` are split over `processes` (the first
/// `total % processes` replicates take one more).
pub fn rounds_of_process(total: u32, processes: u32, p: u32) -> u32 {
    total / processes + u32::from(p < total % processes)
}

/// Draws the whole schedule from `seed`.
pub fn draw(seed: u64, shape: &Shape) -> Schedule {
    let mut rng = Pcg64::seed_from_u64(seed);
    let mut cells: Vec<(u32, f64)> = shape
        .concurrencies
        .iter()
        .flat_map(|&c| shape.tiers_us.iter().map(move |&t| (c, t)))
        .collect();
    cells.shuffle(&mut rng);
    let n = shape.adapters.len();
    let block = |rng: &mut Pcg64| {
        let mut order: Vec<usize> = (0..n).collect();
        order.shuffle(rng);
        order
    };
    let cells = cells
        .into_iter()
        .map(|(concurrency, body_tier_us)| CellSchedule {
            concurrency,
            body_tier_us,
            adapters: shape.adapters.to_vec(),
            processes: (0..shape.processes_per_unit)
                .map(|p| {
                    let measured =
                        rounds_of_process(shape.measured_rounds, shape.processes_per_unit, p);
                    ProcessBlocks {
                        warmup: (0..shape.warmup_rounds).map(|_| block(&mut rng)).collect(),
                        measured: (0..measured).map(|_| block(&mut rng)).collect(),
                    }
                })
                .collect(),
        })
        .collect();
    Schedule {
        seed,
        design: DESIGN.to_string(),
        processes_per_unit: shape.processes_per_unit,
        cells,
    }
}

/// A seed when none is given: the clock's nanoseconds mixed with the process id.
pub fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .as_nanos() as u64;
    let mixed = nanos ^ (u64::from(std::process::id()) << 32);
    // One round of splitmix64 so nearby clock values give unrelated seeds.
    let mut z = mixed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)) & SEED_MAX
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        ["a", "b", "c", "d"].map(String::from).to_vec()
    }

    fn shape(adapters: &[String], processes: u32) -> Shape<'_> {
        Shape {
            concurrencies: &[1, 2],
            tiers_us: &[40.0, 300.0, 2700.0],
            adapters,
            warmup_rounds: 2,
            measured_rounds: 5,
            processes_per_unit: processes,
        }
    }

    fn is_permutation(order: &[usize], n: usize) -> bool {
        let mut sorted = order.to_vec();
        sorted.sort_unstable();
        sorted == (0..n).collect::<Vec<_>>()
    }

    #[test]
    fn every_block_is_a_permutation_and_every_cell_appears_once() {
        let adapters = names();
        let s = draw(7, &shape(&adapters, 2));
        assert_eq!(s.cells.len(), 6);
        let mut cells: Vec<(u32, u64)> = s
            .cells
            .iter()
            .map(|c| (c.concurrency, c.body_tier_us.to_bits()))
            .collect();
        cells.sort_unstable();
        cells.dedup();
        assert_eq!(cells.len(), 6, "no cell twice");
        for cell in &s.cells {
            assert_eq!(cell.processes.len(), 2);
            let measured: usize = cell.processes.iter().map(|p| p.measured.len()).sum();
            assert_eq!(measured, 5, "measured rounds are split, not repeated");
            for p in &cell.processes {
                assert_eq!(p.warmup.len(), 2, "every process warms up");
                for block in p.warmup.iter().chain(&p.measured) {
                    assert!(is_permutation(block, 4), "{block:?}");
                }
            }
            assert_eq!(cell.round_count(), (2 * 2 + 5) * 4);
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_schedule_and_another_seed_another() {
        let adapters = names();
        assert_eq!(draw(1, &shape(&adapters, 1)), draw(1, &shape(&adapters, 1)));
        assert_ne!(
            draw(1, &shape(&adapters, 1)).cells,
            draw(2, &shape(&adapters, 1)).cells
        );
    }

    #[test]
    fn orders_are_not_fixed() {
        // Over many blocks every adapter is sometimes first: the order is really drawn.
        let adapters = names();
        let s = draw(3, &shape(&adapters, 1));
        let firsts: std::collections::BTreeSet<usize> = s
            .cells
            .iter()
            .flat_map(|c| c.processes[0].measured.iter().map(|b| b[0]))
            .collect();
        assert_eq!(firsts.len(), 4, "{firsts:?}");
    }

    #[test]
    fn rounds_split_over_processes() {
        assert_eq!(
            (0..3)
                .map(|p| rounds_of_process(20, 3, p))
                .collect::<Vec<_>>(),
            [7, 7, 6]
        );
        assert_eq!(rounds_of_process(20, 1, 0), 20);
    }

    #[test]
    fn fresh_seeds_fit_json_and_differ() {
        let a = fresh_seed();
        std::thread::sleep(std::time::Duration::from_millis(2));
        let b = fresh_seed();
        assert!(a <= SEED_MAX && b <= SEED_MAX);
        assert_ne!(a, b);
    }
}
