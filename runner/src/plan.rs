//! `bench-run plan`: what a matrix will run and roughly how long it takes, before running it.
//! The same estimate weights the progress bar, so its ETA follows the work, not the count of
//! rounds (a 2700 µs round is not worth a 40 µs one).

use std::fmt::Write;
use std::path::Path;

use crate::adapters::{logical_cores, PoolThreads};
use crate::matrix::{AdapterEntry, Matrix};
use crate::schedule::rounds_of_process;

/// Start-up of one built-in child process (exec, pool construction), seconds.
const START_BUILTIN_SECONDS: f64 = 0.005;
/// Start-up of one external child (interpreter start and self-calibration), seconds.
const START_EXTERNAL_SECONDS: f64 = 0.3;
/// The parent's round trip over the pipe, per round, seconds.
const ROUND_TRIP_SECONDS: f64 = 50e-6;
/// The parent's body calibration, seconds.
const CALIBRATION_SECONDS: f64 = 0.2;
/// Cost of starting one thread (`spawn_thread` pays it per task), seconds.
const THREAD_START_SECONDS: f64 = 30e-6;

/// Estimated duration of one round of `entry` at `concurrency` tasks of `tier_us` each on a
/// machine of `cores` logical cores: the tasks run in waves as wide as the scheme's parallelism.
pub fn round_seconds(entry: &AdapterEntry, concurrency: u32, tier_us: f64, cores: usize) -> f64 {
    let tier = tier_us / 1e6;
    let c = concurrency as usize;
    let waves = |parallel: usize| c.div_ceil(parallel.clamp(1, cores.max(1))) as f64;
    let body = if entry.is_external() {
        c as f64 * tier // unknown scheme: assume no parallelism (an upper bound)
    } else {
        match entry.name.as_str() {
            "inline" => c as f64 * tier,
            "spawn_thread" => waves(c) * tier + c as f64 * THREAD_START_SECONDS,
            "rayon" => match entry.pool_threads.unwrap_or_default() {
                PoolThreads::Concurrency => waves(c) * tier,
                PoolThreads::Cores => waves(cores) * tier,
            },
            _ => waves(c) * tier,
        }
    };
    body + ROUND_TRIP_SECONDS
}

fn start_seconds(entry: &AdapterEntry) -> f64 {
    if entry.is_external() {
        START_EXTERNAL_SECONDS
    } else {
        START_BUILTIN_SECONDS
    }
}

/// Rounds one unit runs, warm-ups of every process included.
pub fn rounds_per_unit(matrix: &Matrix) -> u32 {
    matrix.run.processes * matrix.run.warmup_rounds + matrix.run.measured_rounds
}

/// Estimated seconds of one unit: its processes' start-ups and all its rounds.
pub fn unit_seconds(matrix: &Matrix, entry: &AdapterEntry, concurrency: u32, tier_us: f64) -> f64 {
    let rounds = f64::from(rounds_per_unit(matrix));
    f64::from(matrix.run.processes) * start_seconds(entry)
        + rounds * round_seconds(entry, concurrency, tier_us, logical_cores())
}

/// Estimated seconds of the whole run (calibration, verification and every unit).
pub fn estimate_seconds(matrix: &Matrix) -> f64 {
    let verification: f64 = if matrix.run.verification {
        matrix.adapters.iter().map(start_seconds).sum()
    } else {
        0.0
    };
    let units: f64 = matrix
        .sorted_adapters()
        .into_iter()
        .flat_map(|a| {
            matrix.run.concurrencies.iter().flat_map(move |&c| {
                matrix
                    .run
                    .tiers_us
                    .iter()
                    .map(move |&t| unit_seconds(matrix, a, c, t))
            })
        })
        .sum();
    CALIBRATION_SECONDS + verification + units
}

/// `12.3 s`, `4 min 05 s`, `1 h 02 min`.
pub fn duration(seconds: f64) -> String {
    let s = seconds.max(0.0);
    if s < 60.0 {
        format!("{s:.1} s")
    } else if s < 3600.0 {
        format!("{} min {:02} s", (s / 60.0) as u64, (s % 60.0) as u64)
    } else {
        format!(
            "{} h {:02} min",
            (s / 3600.0) as u64,
            (s % 3600.0 / 60.0) as u64
        )
    }
}

/// The text `bench-run plan` prints.
pub fn describe(matrix: &Matrix, path: &Path) -> String {
    let run = &matrix.run;
    let adapters: Vec<&str> = matrix
        .sorted_adapters()
        .iter()
        .map(|a| a.name.as_str())
        .collect();
    let cells = run.concurrencies.len() * run.tiers_us.len();
    let mut out = String::new();
    let _ = writeln!(out, "matrix {}", path.display());
    let _ = writeln!(
        out,
        "subject {} {} (adapter {})",
        matrix.subject.name, matrix.subject.version, matrix.subject.adapter
    );
    let _ = writeln!(
        out,
        "{} units: {} adapters ({}) × concurrencies {:?} × tiers {:?} µs, in {cells} cells",
        matrix.unit_count(),
        adapters.len(),
        adapters.join(", "),
        run.concurrencies,
        run.tiers_us
    );
    let split: Vec<String> = (0..run.processes)
        .map(|p| rounds_of_process(run.measured_rounds, run.processes, p).to_string())
        .collect();
    let _ = writeln!(
        out,
        "rounds per unit: {} measured in {} child process(es) ({} each) + {} warm-up per process = {} rounds",
        run.measured_rounds,
        run.processes,
        split.join(" + "),
        run.warmup_rounds,
        rounds_per_unit(matrix)
    );
    let _ = writeln!(
        out,
        "order: cells in a seeded random order; in each cell, blocks of one round of every unit \
         in a fresh seeded random order (the seed is recorded; --seed fixes it)"
    );
    let _ = writeln!(out, "\nunits (estimated time each):");
    for a in matrix.sorted_adapters() {
        for &c in &run.concurrencies {
            for &t in &run.tiers_us {
                let _ = writeln!(
                    out,
                    "  {:<14} c={c:<4} tier={t:>8} µs  {:>4} rounds  {}",
                    a.name,
                    rounds_per_unit(matrix),
                    duration(unit_seconds(matrix, a, c, t))
                );
            }
        }
    }
    let _ = writeln!(
        out,
        "\nestimated duration: about {} on {} logical cores (a rough guide: bodies, waves of \
         parallel tasks, process start-ups; --wait-quiet waits come on top)",
        duration(estimate_seconds(matrix)),
        logical_cores()
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matrix::parse;

    const M: &str = r#"
        [subject]
        name = "demo"
        version = "1"
        adapter = "rayon"
        [run]
        concurrencies = [1, 4]
        tiers_us = [1000]
        warmup_rounds = 2
        measured_rounds = 10
        processes = 2
        [[adapter]]
        name = "rayon"
        [[adapter]]
        name = "inline"
        [[adapter]]
        name = "py"
        command = ["python3", "x.py"]
    "#;

    fn matrix() -> Matrix {
        parse(M, Path::new("m.toml")).unwrap()
    }

    fn entry<'a>(m: &'a Matrix, name: &str) -> &'a AdapterEntry {
        m.adapters.iter().find(|a| a.name == name).unwrap()
    }

    #[test]
    fn rounds_follow_the_schemes_parallelism() {
        let m = matrix();
        let ms = |name, c, cores| round_seconds(entry(&m, name), c, 1000.0, cores) * 1e3;
        assert!((ms("inline", 4, 2) - 4.05).abs() < 1e-9);
        assert!(
            (ms("rayon", 4, 2) - 2.05).abs() < 1e-9,
            "two waves on two cores"
        );
        assert!(
            (ms("rayon", 4, 8) - 1.05).abs() < 1e-9,
            "one wave on eight cores"
        );
        assert!((ms("py", 1, 2) - 1.05).abs() < 1e-9);
    }

    #[test]
    fn the_estimate_counts_every_round_and_process() {
        let m = matrix();
        assert_eq!(rounds_per_unit(&m), 2 * 2 + 10);
        let inline = unit_seconds(&m, entry(&m, "inline"), 1, 1000.0);
        assert!(
            (inline - (2.0 * 0.005 + 14.0 * 1.05e-3)).abs() < 1e-9,
            "{inline}"
        );
        let total = estimate_seconds(&m);
        assert!(
            total > 2.0 * 2.0 * 0.3,
            "two external processes per unit: {total}"
        );
    }

    #[test]
    fn the_description_lists_units_and_the_estimate() {
        let text = describe(&matrix(), Path::new("m.toml"));
        assert!(text.contains("6 units"), "{text}");
        assert_eq!(text.matches(" rounds  ").count(), 6, "{text}");
        assert!(
            text.contains("10 measured in 2 child process(es) (5 + 5 each)"),
            "{text}"
        );
        assert!(text.contains("estimated duration: about "), "{text}");
    }

    #[test]
    fn durations_read_naturally() {
        assert_eq!(duration(12.34), "12.3 s");
        assert_eq!(duration(245.0), "4 min 05 s");
        assert_eq!(duration(3720.0), "1 h 02 min");
    }
}
