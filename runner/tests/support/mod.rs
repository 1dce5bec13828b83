//! Shared helpers: run the binary on a matrix, validate against the schema, recompute summaries.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{OnceLock, RwLock, RwLockReadGuard, RwLockWriteGuard};

use serde_json::Value;

pub struct RunResult {
    pub archive: Value,
    pub path: PathBuf,
    pub stderr: String,
    _dir: tempfile::TempDir,
}

/// The workspace root (the runner package lives in `<root>/runner`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

static TURN: RwLock<()> = RwLock::new(());

/// Most runs of bench-run may overlap: their tests judge the archive's shape, not its numbers.
pub fn shared() -> RwLockReadGuard<'static, ()> {
    TURN.read().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A test that judges measured numbers runs alone, as a benchmark should, so other tests'
/// children do not show up as noise (or as busy processes) in its archive.
pub fn exclusive() -> RwLockWriteGuard<'static, ()> {
    TURN.write()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The bench-run binary under test.
pub fn bench_run() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bench-run"))
}

/// Runs `bench-run run` on `matrix` (TOML text) into a fresh temp dir; panics if it fails.
pub fn run_matrix(matrix: &str) -> RunResult {
    run_matrix_with(matrix, &[])
}

/// [`run_matrix`] with extra arguments after `run --matrix M --out DIR`.
pub fn run_matrix_with(matrix: &str, extra: &[&str]) -> RunResult {
    let dir = tempfile::tempdir().unwrap();
    let matrix_path = dir.path().join("matrix.toml");
    std::fs::write(&matrix_path, matrix).unwrap();
    let _turn = shared();
    let out = bench_run()
        .args(["run", "--matrix"])
        .arg(&matrix_path)
        .arg("--out")
        .arg(dir.path().join("results"))
        .args(extra)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "bench-run failed: {stderr}");
    let path = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    let archive = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    RunResult {
        archive,
        path,
        stderr,
        _dir: dir,
    }
}

/// One shared run of every built-in adapter (kept tiny: 16 units of 3 rounds).
pub fn tiny_builtin_run() -> &'static RunResult {
    static RUN: OnceLock<RunResult> = OnceLock::new();
    RUN.get_or_init(|| {
        run_matrix(
            r#"
            [subject]
            name = "tiny demo"
            version = "9.9.9"
            adapter = "rayon"
            [run]
            concurrencies = [1, 2]
            tiers_us = [20, 150]
            warmup_rounds = 1
            measured_rounds = 3
            [[adapter]]
            name = "thread_pool"
            [[adapter]]
            name = "spawn_thread"
            [[adapter]]
            name = "rayon"
            [[adapter]]
            name = "inline"
            "#,
        )
    })
}

/// Reads an archive file as JSON.
pub fn read_json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Builds the site of the project at `root` (archives under `root/results`) with the generator
/// library, as `bench-site --root ROOT build` does; returns its exit code and how many reports
/// failed their publication gate.
pub fn generator_build(root: &Path) -> (i32, usize) {
    use clap::Parser;
    let cli = bench_site::cli::Cli::try_parse_from([
        "bench-site".as_ref(),
        "--root".as_ref(),
        root.as_os_str(),
        "build".as_ref(),
    ])
    .unwrap();
    let outcome = bench_site::commands::build::run(&cli.global).unwrap();
    assert!(
        outcome.errors.is_empty() && outcome.failures.is_empty(),
        "unreadable archives or failed outputs: {:?} {:?}",
        outcome.errors,
        outcome.failures
    );
    (outcome.exit_code(), outcome.gated)
}

/// Validation errors of `instance` against schema/archive.schema.json, as readable strings.
pub fn schema_errors(instance: &Value) -> Vec<String> {
    static SCHEMA: OnceLock<jsonschema::Validator> = OnceLock::new();
    let validator = SCHEMA.get_or_init(|| {
        let path = workspace_root().join("schema/archive.schema.json");
        let schema: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        jsonschema::draft202012::new(&schema).expect("the schema itself is valid draft 2020-12")
    });
    validator
        .iter_errors(instance)
        .map(|e| format!("{}: {}", e.instance_path(), shorten(&e.to_string())))
        .collect()
}

fn shorten(text: &str) -> String {
    text.chars().take(200).collect()
}

/// Asserts that `stored` equals a Summary recomputed here, independently of the runner's code.
pub fn recompute_summary(stored: &Value, samples: &[f64]) {
    let mut x = samples.to_vec();
    x.sort_by(f64::total_cmp);
    let n = x.len();
    let pct = |p: f64| {
        let pos = (n - 1) as f64 * p / 100.0;
        let lo = pos.floor() as usize;
        let hi = (lo + 1).min(n - 1);
        x[lo] + (x[hi] - x[lo]) * (pos - lo as f64)
    };
    let mean = x.iter().sum::<f64>() / n as f64;
    let var = if n > 1 {
        x.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1) as f64
    } else {
        0.0
    };
    let median = if n % 2 == 1 {
        x[n / 2]
    } else {
        (x[n / 2 - 1] + x[n / 2]) / 2.0
    };
    let expected = [
        ("median", median),
        ("p50", median),
        ("mean", mean),
        ("min", x[0]),
        ("max", x[n - 1]),
        ("stdev", var.sqrt()),
        ("iqr", pct(75.0) - pct(25.0)),
        ("p95", pct(95.0)),
        ("p99", pct(99.0)),
        (
            "relative_spread",
            if median == 0.0 {
                0.0
            } else {
                var.sqrt() / median
            },
        ),
    ];
    assert_eq!(stored["n"].as_u64(), Some(n as u64));
    for (key, want) in expected {
        let got = stored[key]
            .as_f64()
            .unwrap_or_else(|| panic!("{key} missing in {stored}"));
        let tolerance = 1e-9 * want.abs().max(1e-12);
        assert!(
            (got - want).abs() <= tolerance,
            "{key}: stored {got}, recomputed {want}"
        );
    }
}
