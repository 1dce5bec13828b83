//! One cell (one concurrency × tier, one unit per adapter), run as its schedule says: for each
//! process replicate, start one child per unit one after another (so calibrations do not
//! overlap), run the warm-up and measured blocks round by round over the children's pipes, then
//! close them. Only one child measures at a time; the others sleep in a blocking read.

use crate::archive::{BodyInfo, Replicate, Round, Unit};
use crate::interrupt::{Interrupt, Stop};
use crate::matrix::AdapterEntry;
use crate::measure::{Collected, Measurer};
use crate::plan;
use crate::progress::Progress;
use crate::schedule::{CellSchedule, ProcessBlocks};
use crate::spawn::ChildFailure;
use crate::stepper::Stepper;

/// How a cell ended.
pub enum CellOutcome {
    /// Every unit of the cell, in adapter order (failed units included).
    Done(Vec<Unit>),
    /// A second Ctrl-C (or SIGTERM) stopped it after a round; nothing of it is kept.
    Abandoned,
}

/// What running a cell needs besides its schedule.
pub struct CellContext<'a> {
    pub measurer: &'a Measurer<'a>,
    pub interrupt: &'a Interrupt,
    pub progress: &'a Progress,
    pub cores: usize,
}

/// Estimated work of one round of each of the cell's adapters, microseconds (progress weight).
pub fn round_work_us(cx_cores: usize, entries: &[&AdapterEntry], cell: &CellSchedule) -> Vec<u64> {
    entries
        .iter()
        .map(|e| {
            (plan::round_seconds(e, cell.concurrency, cell.body_tier_us, cx_cores) * 1e6) as u64
        })
        .collect()
}

/// The matrix entries of the cell's adapters, in the cell's order.
pub fn entries<'m>(measurer: &Measurer<'m>, cell: &CellSchedule) -> Vec<&'m AdapterEntry> {
    cell.adapters
        .iter()
        .map(|name| {
            measurer
                .matrix
                .adapters
                .iter()
                .find(|a| &a.name == name)
                .expect("the schedule was drawn from this matrix")
        })
        .collect()
}

/// Runs `cell`. `seq` is the run-wide count of rounds executed so far; it numbers the rounds.
pub fn run(cx: &CellContext, cell: &CellSchedule, seq: &mut u64) -> CellOutcome {
    let entries = entries(cx.measurer, cell);
    let work = round_work_us(cx.cores, &entries, cell);
    let mut got: Vec<Collected> = entries.iter().map(|_| Collected::default()).collect();
    let replicates = cell.processes.len();
    for (p, blocks) in cell.processes.iter().enumerate() {
        let mut run = Replica {
            cx,
            cell,
            entries: &entries,
            process: p as u32,
            label: (replicates > 1).then(|| format!("process {}/{replicates}: ", p + 1)),
        };
        if !run.run(blocks, &mut got, &work, seq) {
            return CellOutcome::Abandoned;
        }
    }
    CellOutcome::Done(
        entries
            .iter()
            .zip(got)
            .map(|(e, g)| cx.measurer.unit(e, cell.concurrency, cell.body_tier_us, g))
            .collect(),
    )
}

/// One process replicate of a cell: a child per live unit.
struct Replica<'a> {
    cx: &'a CellContext<'a>,
    cell: &'a CellSchedule,
    entries: &'a [&'a AdapterEntry],
    process: u32,
    /// Prefix of failure messages when a unit has several processes.
    label: Option<String>,
}

/// A started child and what it said it will run.
struct Live {
    stepper: Stepper,
    body: BodyInfo,
    next_round: u32,
}

impl Replica<'_> {
    /// Runs the replicate's blocks; false when a stop-now request abandoned it.
    fn run(
        &mut self,
        blocks: &ProcessBlocks,
        got: &mut [Collected],
        work: &[u64],
        seq: &mut u64,
    ) -> bool {
        let measured_here = blocks.measured.len() as u32;
        let mut live = self.start_all(blocks, got, measured_here);
        let all = blocks
            .warmup
            .iter()
            .map(|b| (b, true))
            .chain(blocks.measured.iter().map(|b| (b, false)));
        for (block, warmup) in all {
            for &i in block {
                if let Some(child) = live[i].as_mut() {
                    match child.stepper.round(child.next_round, self.cell.concurrency) {
                        Ok(line) => {
                            if !warmup {
                                let rounds = &mut got[i].rounds;
                                rounds.push(Round {
                                    batch: line.batch,
                                    wall_seconds: line.wall_seconds,
                                    body_seconds: line.body_seconds,
                                    round: rounds.len() as u32,
                                    process: self.process,
                                    seq: *seq,
                                });
                            }
                            *seq += 1;
                            child.next_round += 1;
                        }
                        Err(f) => {
                            got[i].failure = Some(self.labelled(f));
                            live[i] = None; // dropping the stepper kills the child
                        }
                    }
                }
                self.cx.progress.advance(work[i]);
                if self.cx.interrupt.observe() == Stop::Now {
                    return false; // the live children are killed as they drop
                }
            }
        }
        for (i, child) in live.into_iter().enumerate() {
            let Some(child) = child else { continue };
            let pid = child.stepper.pid();
            match child.stepper.finish() {
                Ok(elapsed) => got[i].replicates.push(Replicate {
                    pid,
                    body: child.body,
                    measured_rounds: measured_here,
                    child_elapsed_seconds: elapsed,
                }),
                Err(f) => got[i].failure = Some(self.labelled(f)),
            }
        }
        true
    }

    /// Starts a child for every unit that has not failed, one after another, in the order of
    /// the replicate's first block.
    fn start_all(
        &self,
        blocks: &ProcessBlocks,
        got: &mut [Collected],
        measured: u32,
    ) -> Vec<Option<Live>> {
        let n = self.entries.len();
        let order: Vec<usize> = blocks
            .warmup
            .first()
            .or(blocks.measured.first())
            .cloned()
            .unwrap_or_else(|| (0..n).collect());
        let mut live: Vec<Option<Live>> = (0..n).map(|_| None).collect();
        for i in order {
            if got[i].failure.is_some() {
                continue;
            }
            let command = self.cx.measurer.measure_command(
                self.entries[i],
                self.cell.concurrency,
                self.cell.body_tier_us,
                measured,
            );
            match Stepper::start(command, self.cx.measurer.timeout) {
                Ok((stepper, body)) => {
                    live[i] = Some(Live {
                        stepper,
                        body,
                        next_round: 0,
                    })
                }
                Err(f) => got[i].failure = Some(self.labelled(f)),
            }
        }
        live
    }

    fn labelled(&self, mut failure: ChildFailure) -> ChildFailure {
        if let Some(label) = &self.label {
            failure.error = format!("{label}{}", failure.error);
        }
        failure
    }
}
