//! The `run` command: matrix → calibration → verification → one child process per unit →
//! derived blocks → archive file. Reads as the pipeline; each stage lives in its own module.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::Context;

use crate::archive::{Archive, ProcessIsolation, RunBlock, Unit, ABSOLUTE_NOTE};
use crate::measure::{Measurer, UnitPlan};
use crate::{body, environment, matrix, output, relative, self_check};

/// Runs the whole matrix in `matrix_path` and writes the archive under `out_root`.
/// `argv` is this process's command line, recorded as the command to reproduce.
pub fn run(matrix_path: &Path, out_root: &Path, argv: &[String]) -> anyhow::Result<PathBuf> {
    let matrix = matrix::load(matrix_path)?;
    let slug = output::sanitise_slug(&format!(
        "{}-{}",
        matrix.subject.name, matrix.subject.version
    ));
    output::prepare_dir(out_root, &slug)?;
    let started_at_epoch = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs_f64();
    let clock = Instant::now();
    let exe = std::env::current_exe()
        .context("cannot locate the bench-run executable to re-run it as a child")?;

    log(format!(
        "calibrating the body for tiers {:?} µs",
        matrix.run.tiers_us
    ));
    let per_iteration = body::seconds_per_iteration(Duration::from_millis(10));
    let measurer = Measurer::new(&matrix, exe, per_iteration);

    let verification = if matrix.run.verification {
        measurer.verify_all()
    } else {
        BTreeMap::new()
    };
    let units = measure_units(&measurer, &matrix);

    let archive = Archive {
        run: run_block(
            &matrix,
            &units,
            started_at_epoch,
            clock.elapsed().as_secs_f64(),
        ),
        process_isolation: process_isolation(&units),
        self_check: self_check::self_check(&units, &verification),
        relative: relative::relative(&units, &matrix.subject.adapter),
        units,
        verification,
        semantics: None,
        environment: environment::collect(&matrix.subject, argv),
    };
    report_outcome(&archive);
    output::write_archive(out_root, &slug, &archive)
}

/// Every unit in archive order, each in its own child process, logging one line per unit.
fn measure_units(measurer: &Measurer, matrix: &matrix::Matrix) -> Vec<Unit> {
    let plans = UnitPlan::all(matrix);
    let total = plans.len();
    plans
        .iter()
        .enumerate()
        .map(|(i, plan)| {
            let unit = measurer.unit(plan);
            log(format!(
                "unit {}/{total} {plan}: {}",
                i + 1,
                unit_status(&unit)
            ));
            unit
        })
        .collect()
}

fn run_block(
    m: &matrix::Matrix,
    units: &[Unit],
    started_at_epoch: f64,
    wall_seconds: f64,
) -> RunBlock {
    RunBlock {
        started_at_epoch,
        wall_seconds,
        platform: environment::platform(&environment::os()),
        warmup_rounds: vec![m.run.warmup_rounds],
        measured_rounds: vec![m.run.measured_rounds],
        unit_count: units.len(),
        failed_unit_count: units
            .iter()
            .filter(|u| matches!(u, Unit::Failed(_)))
            .count(),
        absolute_note: ABSOLUTE_NOTE.to_string(),
    }
}

fn process_isolation(units: &[Unit]) -> ProcessIsolation {
    let parent_pid = std::process::id();
    let child_pids: Vec<u32> = self_check::ok_units(units)
        .iter()
        .map(|u| u.process.pid)
        .collect();
    let mut distinct = child_pids.clone();
    distinct.sort_unstable();
    distinct.dedup();
    ProcessIsolation {
        all_distinct: distinct.len() == child_pids.len(),
        none_equals_parent: !child_pids.contains(&parent_pid),
        parent_pid,
        child_pids,
    }
}

fn unit_status(unit: &Unit) -> String {
    match unit {
        Unit::Ok(u) => format!(
            "ok, median end-to-end {:.1} µs per task, body {:.1} µs",
            u.absolute.end_to_end_per_task_seconds.median * 1e6,
            u.absolute.body_seconds.median * 1e6
        ),
        Unit::Failed(f) => format!("FAILED: {}", f.error),
    }
}

fn report_outcome(archive: &Archive) {
    let run = &archive.run;
    log(format!(
        "{} units, {} failed; self-check {}",
        run.unit_count,
        run.failed_unit_count,
        if archive.self_check.ok {
            "passed"
        } else {
            "FAILED (see self_check in the archive)"
        }
    ));
}

/// Progress lines go to stderr (stdout carries only the archive path).
pub fn log(line: String) {
    eprintln!("bench-run: {line}");
}
