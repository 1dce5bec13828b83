//! The `run` command: matrix → (wait for a quiet machine) → machine and clock → calibration,
//! verification and the seeded schedule (or, with `--resume`, what an interrupted run left) →
//! one cell after another, the archive rewritten atomically after each → the final archive.
//! Reads as the pipeline; each stage lives in its own module.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context};

use crate::archive::{
    Archive, Calibration, ProcessIsolation, RunBlock, Session, SessionOutcome, Unit, Verification,
    ABSOLUTE_NOTE,
};
use crate::cell::{self, CellContext, CellOutcome};
use crate::environment::{self, Environment};
use crate::interrupt::{Interrupt, Stop};
use crate::machine::{self, QuietRecord, QuietRule};
use crate::matrix::{self, Matrix};
use crate::measure::Measurer;
use crate::progress::Progress;
use crate::resume::{self, Stored};
use crate::schedule::{self, CellSchedule, Schedule, Shape};
use crate::{adapters, body, output, plan, relative, self_check, timer};

/// What `bench-run run` was asked to do.
pub struct RunOptions {
    pub matrix: PathBuf,
    pub out: PathBuf,
    pub seed: Option<u64>,
    pub quiet: Option<QuietRule>,
    /// `--resume` (Some(None): find the archive; Some(Some(path)): that archive).
    pub resume: Option<Option<PathBuf>>,
    pub argv: Vec<String>,
}

/// Where the archive went and whether it holds every planned unit.
pub struct RunOutcome {
    pub path: PathBuf,
    pub complete: bool,
}

/// Seconds since the UNIX epoch, now.
pub fn epoch_now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs_f64()
}

/// Progress lines go to stderr (stdout carries only the archive path).
pub fn log(line: String) {
    crate::progress::log(&line);
}

pub fn run(opts: &RunOptions) -> anyhow::Result<RunOutcome> {
    let matrix = matrix::load(&opts.matrix)?;
    let slug = output::sanitise_slug(&format!(
        "{}-{}",
        matrix.subject.name, matrix.subject.version
    ));
    output::prepare_dir(&opts.out, &slug)?;
    let interrupt = Interrupt::install().context("cannot install the Ctrl-C handler")?;
    let exe = std::env::current_exe()
        .context("cannot locate the bench-run executable to re-run it as a child")?;
    let mut environment = environment::collect(&matrix.subject, &opts.argv);
    let stored = match &opts.resume {
        Some(explicit) => {
            let path = resume::find(&opts.out, &slug, explicit.as_deref())?;
            let stored = resume::load(&path, &matrix, &environment)?;
            if opts.seed.is_some_and(|s| s != stored.run.schedule.seed) {
                bail!("--seed cannot change the order of a resumed run; leave it out");
            }
            log(format!(
                "resuming {} ({} of {} units measured)",
                path.display(),
                stored.units.len(),
                matrix.unit_count()
            ));
            environment.command.clone_from(&stored.command);
            Some(stored)
        }
        None => None,
    };
    let mut session = begin_session(opts.quiet, &interrupt);
    let mut state = match stored {
        Some(stored) => State::resumed(stored, &matrix),
        None => State::fresh(&matrix, opts.seed, &exe, &session, &interrupt),
    };
    let measurer = Measurer::new(
        &matrix,
        exe,
        state.calibration.seconds_per_iteration,
        self_check::timer_floor(session.record.timer.granularity_seconds()),
    );
    let mut writer = Writer {
        matrix: &matrix,
        environment: &environment,
        out: &opts.out,
        slug: &slug,
    };
    measure_cells(
        &measurer,
        &mut state,
        &mut session,
        &interrupt,
        opts.quiet,
        &mut writer,
    )?;
    let complete = state.units.len() == matrix.unit_count();
    session.record.outcome = if complete {
        SessionOutcome::Completed
    } else {
        SessionOutcome::Interrupted
    };
    session.record.machine_after = Some(machine::snapshot());
    let path = writer.write(&mut state, &session)?;
    report(&matrix, &state, &session, complete, &path, opts);
    Ok(RunOutcome { path, complete })
}

/// The session being run now: its record and its clock.
struct LiveSession {
    record: Session,
    clock: Instant,
}

/// Waits for a quiet machine when asked, then records the machine and measures the clock.
fn begin_session(quiet: Option<QuietRule>, interrupt: &Interrupt) -> LiveSession {
    let clock = Instant::now();
    let started_at_epoch = epoch_now();
    let wait_quiet = quiet.map(|rule| {
        let mut record = QuietRecord::new(&rule);
        machine::wait_quiet(&rule, &mut record, interrupt);
        record
    });
    let machine_before = machine::snapshot();
    log(format!("machine: {}", machine_before.describe()));
    LiveSession {
        record: Session {
            started_at_epoch,
            wall_seconds: 0.0,
            parent_pid: std::process::id(),
            outcome: SessionOutcome::Running,
            cells_measured: 0,
            harness_commit: environment::harness().commit,
            timer: timer::measure(),
            wait_quiet,
            machine_before,
            machine_after: None,
        },
        clock,
    }
}

/// Everything the archive is made from, kept between checkpoints.
struct State {
    /// Where the archive is written; chosen by the first write.
    path: Option<PathBuf>,
    schedule: Schedule,
    calibration: Calibration,
    estimated_seconds: f64,
    /// Earlier sessions of a resumed run.
    previous: Vec<Session>,
    /// Units by their index in archive unit order.
    units: BTreeMap<usize, Unit>,
    verification: BTreeMap<String, Verification>,
    /// Rounds executed so far in the whole run (numbers the next round).
    next_seq: u64,
}

impl State {
    /// A new run: calibrate, verify, draw the schedule.
    fn fresh(
        matrix: &Matrix,
        seed: Option<u64>,
        exe: &Path,
        session: &LiveSession,
        interrupt: &Interrupt,
    ) -> State {
        let seed = seed.unwrap_or_else(schedule::fresh_seed);
        log(format!(
            "calibrating the body for tiers {:?} µs",
            matrix.run.tiers_us
        ));
        let calibration = Calibration {
            seconds_per_iteration: body::seconds_per_iteration(Duration::from_millis(10)),
        };
        let verification = if matrix.run.verification && !interrupt.requested() {
            let floor = self_check::timer_floor(session.record.timer.granularity_seconds());
            Measurer::new(
                matrix,
                exe.to_path_buf(),
                calibration.seconds_per_iteration,
                floor,
            )
            .verify_all()
        } else {
            BTreeMap::new()
        };
        let names: Vec<String> = matrix
            .sorted_adapters()
            .iter()
            .map(|a| a.name.clone())
            .collect();
        let schedule = schedule::draw(
            seed,
            &Shape {
                concurrencies: &matrix.run.concurrencies,
                tiers_us: &matrix.run.tiers_us,
                adapters: &names,
                warmup_rounds: matrix.run.warmup_rounds,
                measured_rounds: matrix.run.measured_rounds,
                processes_per_unit: matrix.run.processes,
            },
        );
        log(format!(
            "seed {seed}: {} cells in a random order, rounds interleaved within each cell",
            schedule.cells.len()
        ));
        State {
            path: None,
            schedule,
            calibration,
            estimated_seconds: plan::estimate_seconds(matrix),
            previous: Vec::new(),
            units: BTreeMap::new(),
            verification,
            next_seq: 0,
        }
    }

    /// A resumed run: everything as the interrupted run left it.
    fn resumed(stored: Stored, matrix: &Matrix) -> State {
        let next_seq = stored
            .units
            .values()
            .filter_map(|u| match u {
                Unit::Ok(ok) => ok.rounds.iter().map(|r| r.seq + 1).max(),
                Unit::Failed(_) => None,
            })
            .max()
            .unwrap_or(0);
        // A killed session never wrote its outcome; it stays `running`, which says so.
        State {
            path: Some(stored.path),
            schedule: stored.run.schedule,
            calibration: stored.run.calibration,
            estimated_seconds: plan::estimate_seconds(matrix),
            previous: stored.run.sessions,
            units: stored.units,
            verification: stored.verification,
            next_seq,
        }
    }

    /// Is every unit of `cell` in the archive?
    fn done(&self, matrix: &Matrix, cell: &CellSchedule) -> bool {
        cell.adapters.iter().all(|a| {
            matrix
                .unit_index(a, cell.concurrency, cell.body_tier_us)
                .is_some_and(|i| self.units.contains_key(&i))
        })
    }
}

/// Runs every cell not yet in the archive, in schedule order, writing after each.
fn measure_cells(
    measurer: &Measurer,
    state: &mut State,
    session: &mut LiveSession,
    interrupt: &Interrupt,
    quiet: Option<QuietRule>,
    writer: &mut Writer,
) -> anyhow::Result<()> {
    let matrix = measurer.matrix;
    let cores = adapters::logical_cores();
    let todo: Vec<CellSchedule> = state
        .schedule
        .cells
        .iter()
        .filter(|c| !state.done(matrix, c))
        .cloned()
        .collect();
    let total_work: u64 = todo.iter().map(|c| cell_work(measurer, cores, c)).sum();
    let progress = Progress::new(total_work);
    let cx = CellContext {
        measurer,
        interrupt,
        progress: &progress,
        cores,
    };
    for (k, cell) in todo.iter().enumerate() {
        if let (Some(rule), Some(record)) = (quiet, session.record.wait_quiet.as_mut()) {
            machine::wait_quiet(&rule, record, interrupt);
        }
        if interrupt.observe() != Stop::No {
            break;
        }
        let label = format!(
            "cell {}/{} c={} tier={} µs",
            k + 1,
            todo.len(),
            cell.concurrency,
            cell.body_tier_us
        );
        progress.doing(&label);
        let mut seq = state.next_seq;
        match cell::run(&cx, cell, &mut seq) {
            CellOutcome::Done(units) => {
                state.next_seq = seq;
                log(format!("{label}:"));
                for unit in units {
                    log(format!("  {}", unit_status(&unit)));
                    let s = unit.spec();
                    let index = matrix
                        .unit_index(&s.adapter, s.concurrency, s.body_tier_us)
                        .expect("the cell's units are in the matrix");
                    state.units.insert(index, unit);
                }
                session.record.cells_measured += 1;
                writer.write(state, session)?;
            }
            CellOutcome::Abandoned => {
                log(format!(
                    "{label}: stopped after a round; its unfinished rounds are discarded"
                ));
                break;
            }
        }
    }
    interrupt.observe();
    progress.finish();
    Ok(())
}

fn cell_work(measurer: &Measurer, cores: usize, cell: &CellSchedule) -> u64 {
    let entries = cell::entries(measurer, cell);
    let work = cell::round_work_us(cores, &entries, cell);
    // Every block runs one round of each unit.
    let blocks = (cell.round_count() / entries.len().max(1)) as u64;
    blocks * work.iter().sum::<u64>()
}

/// Builds and writes the archive from the state.
struct Writer<'a> {
    matrix: &'a Matrix,
    environment: &'a Environment,
    out: &'a Path,
    slug: &'a str,
}

impl Writer<'_> {
    fn write(&mut self, state: &mut State, session: &LiveSession) -> anyhow::Result<PathBuf> {
        let path = match &state.path {
            Some(path) => path.clone(),
            None => {
                let path = output::new_archive_path(self.out, self.slug)?;
                state.path = Some(path.clone());
                path
            }
        };
        output::write_atomically(&path, &self.archive(state, session))?;
        Ok(path)
    }

    fn archive(&self, state: &State, session: &LiveSession) -> Archive {
        let m = self.matrix;
        let units: Vec<Unit> = state.units.values().cloned().collect();
        let mut current = session.record.clone();
        current.wall_seconds = session.clock.elapsed().as_secs_f64();
        let sessions: Vec<Session> = state.previous.iter().cloned().chain([current]).collect();
        let granularity = sessions
            .iter()
            .map(|s| s.timer.granularity_seconds())
            .fold(0.0, f64::max);
        let run = RunBlock {
            started_at_epoch: sessions[0].started_at_epoch,
            wall_seconds: sessions.iter().map(|s| s.wall_seconds).sum(),
            platform: environment::platform(&environment::os()),
            warmup_rounds: vec![m.run.warmup_rounds],
            measured_rounds: vec![m.run.measured_rounds],
            unit_count: units.len(),
            failed_unit_count: units
                .iter()
                .filter(|u| matches!(u, Unit::Failed(_)))
                .count(),
            absolute_note: ABSOLUTE_NOTE.to_string(),
            complete: units.len() == m.unit_count(),
            planned_unit_count: m.unit_count(),
            matrix_fingerprint: m.fingerprint(),
            calibration: state.calibration,
            timer: sessions[0].timer.clone(),
            schedule: state.schedule.clone(),
            estimated_seconds: state.estimated_seconds,
            sessions,
        };
        Archive {
            process_isolation: process_isolation(&units, &run.sessions),
            self_check: self_check::self_check(&units, &state.verification, granularity),
            relative: relative::relative(&units, &m.subject.adapter),
            run,
            units,
            verification: state.verification.clone(),
            semantics: None,
            environment: self.environment.clone(),
        }
    }
}

/// Every child process of the ok units, in unit order; none may be a runner process.
fn process_isolation(units: &[Unit], sessions: &[Session]) -> ProcessIsolation {
    let child_pids: Vec<u32> = self_check::ok_units(units)
        .iter()
        .flat_map(|u| u.process.replicates.iter().map(|r| r.pid))
        .collect();
    let mut distinct = child_pids.clone();
    distinct.sort_unstable();
    distinct.dedup();
    let parents: Vec<u32> = sessions.iter().map(|s| s.parent_pid).collect();
    ProcessIsolation {
        all_distinct: distinct.len() == child_pids.len(),
        none_equals_parent: !child_pids.iter().any(|p| parents.contains(p)),
        parent_pid: std::process::id(),
        child_pids,
    }
}

fn unit_status(unit: &Unit) -> String {
    match unit {
        Unit::Ok(u) => format!(
            "{}: ok, median end-to-end {:.1} µs per task, body {:.1} µs",
            u.spec.adapter,
            u.absolute.end_to_end_per_task_seconds.median * 1e6,
            u.absolute.body_seconds.median * 1e6
        ),
        Unit::Failed(f) => format!("{}: FAILED: {}", f.spec.adapter, f.error),
    }
}

/// The closing lines: counts, self-check, precision, and how to resume an incomplete run.
fn report(
    matrix: &Matrix,
    state: &State,
    session: &LiveSession,
    complete: bool,
    path: &Path,
    opts: &RunOptions,
) {
    let units: Vec<Unit> = state.units.values().cloned().collect();
    let failed = units
        .iter()
        .filter(|u| matches!(u, Unit::Failed(_)))
        .count();
    let granularity = session.record.timer.granularity_seconds();
    let check = self_check::self_check(&units, &state.verification, granularity);
    log(format!(
        "{} units, {failed} failed; self-check {} ({} this session)",
        units.len(),
        if check.ok {
            "passed"
        } else {
            "FAILED (see self_check in the archive)"
        },
        plan::duration(session.clock.elapsed().as_secs_f64())
    ));
    let short: Vec<String> = relative::relative(&units, &matrix.subject.adapter)
        .comparisons
        .iter()
        .filter(|c| {
            c.rounds_needed_max
                .is_some_and(|n| n > u64::from(c.rounds_measured))
        })
        .map(|c| {
            format!(
                "c={} tier={} µs needs {}",
                c.concurrency,
                c.body_tier_us,
                c.rounds_needed_max.unwrap_or_default()
            )
        })
        .collect();
    if !short.is_empty() {
        log(format!(
            "rounds per side to detect a 5 % difference exceed the measured ones in {} cells: {}",
            short.len(),
            short.join("; ")
        ));
    }
    if let Some(record) = &session.record.wait_quiet {
        if !record.reached {
            log(
                "the machine was not quiet for the whole run (see run.sessions[].wait_quiet)"
                    .into(),
            );
        }
    }
    if !complete {
        log(format!(
            "INCOMPLETE: {} of {} units; continue with: bench-run run --matrix {} --out {} --resume {}",
            units.len(),
            matrix.unit_count(),
            opts.matrix.display(),
            opts.out.display(),
            path.display()
        ));
    }
}
