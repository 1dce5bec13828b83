//! Test helpers: fixture projects in temp dirs, a runner for the real binary, a generator of
//! small synthetic archives, and the location of the real archives.

use assert_cmd::Command;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

/// The real zoo-bench archives (read-only), from `BENCH_SITE_REAL_ARCHIVES` or `../shared/archives`.
pub fn real_archives() -> Option<PathBuf> {
    let dir = std::env::var_os("BENCH_SITE_REAL_ARCHIVES")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/archives"));
    if dir.is_dir() {
        Some(dir)
    } else {
        eprintln!(
            "SKIP: real archives not found at {} (set BENCH_SITE_REAL_ARCHIVES)",
            dir.display()
        );
        None
    }
}

pub fn fixture_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// A project in a temp dir.
pub struct Project {
    pub dir: tempfile::TempDir,
}

impl Project {
    pub fn new() -> Project {
        Project {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn write(&self, rel: &str, text: &str) -> &Self {
        let p = self.path().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
        self
    }

    pub fn write_archive(&self, rel: &str, archive: &Value) -> &Self {
        self.write(rel, &serde_json::to_string_pretty(archive).unwrap())
    }

    /// Copies a fixture tree into the project.
    pub fn copy_fixture(&self, name: &str) -> &Self {
        copy_tree(&fixture_dir(name), self.path());
        self
    }

    pub fn cmd(&self) -> Command {
        let mut c = Command::cargo_bin("bench-site").unwrap();
        c.arg("--root").arg(self.path());
        c
    }

    pub fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.path().join(rel))
            .unwrap_or_else(|e| panic!("reading {rel}: {e}"))
    }
}

pub fn copy_tree(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let rel = entry.path().strip_prefix(from).unwrap();
        let dest = to.join(rel);
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&dest).unwrap();
        } else {
            std::fs::copy(entry.path(), &dest).unwrap();
        }
    }
}

fn summary(values: &[f64]) -> Value {
    let mut s = values.to_vec();
    s.sort_by(f64::total_cmp);
    let n = s.len();
    let mean = s.iter().sum::<f64>() / n as f64;
    let median = if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    };
    let var = s.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n.max(2) - 1) as f64;
    let stdev = if n > 1 { var.sqrt() } else { 0.0 };
    let pct = |p: f64| {
        let pos = (n - 1) as f64 * p / 100.0;
        let lo = pos.floor() as usize;
        let hi = (lo + 1).min(n - 1);
        let w = pos - lo as f64;
        s[lo] * (1.0 - w) + s[hi] * w
    };
    json!({"n": n, "median": median, "mean": mean, "min": s[0], "max": s[n-1], "stdev": stdev,
           "iqr": pct(75.0) - pct(25.0), "p50": median, "p95": pct(95.0), "p99": pct(99.0),
           "relative_spread": if median == 0.0 { 0.0 } else { stdev / median }})
}

/// (wall seconds per round, every body sample) of raw JSON rounds, independent of the reader.
pub fn walls_and_bodies(rounds: &[Value]) -> (Vec<f64>, Vec<f64>) {
    let walls = rounds
        .iter()
        .map(|r| r["wall_seconds"].as_f64().unwrap())
        .collect();
    let bodies = rounds
        .iter()
        .flat_map(|r| r["body_seconds"].as_array().unwrap().iter())
        .map(|b| b.as_f64().unwrap())
        .collect();
    (walls, bodies)
}

/// A deterministic pseudo-random factor in [0.9, 1.1).
fn jitter(seed: u64) -> f64 {
    let x = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    0.9 + ((x >> 33) % 1000) as f64 / 5000.0
}

/// A synthetic archive: `adapters` as (name, tier, speed factor), concurrencies × tiers, with
/// 6 rounds each; the machine has 2 logical cores so concurrency 4 is over-subscribed.
pub fn synthetic_archive(
    adapters: &[(&str, &str, f64)],
    concurrencies: &[i64],
    tiers: &[f64],
) -> Value {
    let mut units = vec![];
    let mut seed = 1u64;
    let mut sorted = adapters.to_vec();
    sorted.sort_by(|a, b| a.0.cmp(b.0));
    for (name, tier_kind, factor) in &sorted {
        for &c in concurrencies {
            for &tier in tiers {
                let mut rounds = vec![];
                for r in 0..6 {
                    seed += 1;
                    let body: Vec<f64> = (0..c)
                        .map(|k| tier / 1e6 * jitter(seed * 31 + k as u64))
                        .collect();
                    let per_task = (tier / 1e6 + 30e-6 * factor) * jitter(seed);
                    rounds.push(json!({"batch": c, "wall_seconds": per_task * c as f64, "body_seconds": body, "round": r}));
                }
                let (walls, bodies) = walls_and_bodies(&rounds);
                let per: Vec<f64> = walls.iter().map(|w| w / c as f64).collect();
                let e = summary(&per);
                let b = summary(&bodies);
                let em = e["median"].as_f64().unwrap();
                let bm = b["median"].as_f64().unwrap();
                units.push(json!({
                    "spec": {"adapter": name, "framework": "demo-lib==1.2.0", "concurrency": c, "body_tier_us": tier,
                             "warmup_rounds": 2, "measured_rounds": 6, "extra_modules": []},
                    "status": "ok",
                    "process": {"pid": 1000 + units.len()},
                    "adapter": {"name": name, "tier": tier_kind, "comparable": true,
                                "notes": "", "drive_level": ""},
                    "body": {"iterations": 3, "checksum": 17},
                    "rounds": rounds,
                    "absolute": {"note": "report.absolute_note", "concurrency": c,
                        "end_to_end_per_task_seconds": e, "body_seconds": b, "round_wall_seconds": summary(&walls),
                        "throughput_per_second": c as f64 / em,
                        "framework_overhead_seconds": em - bm, "framework_overhead_ratio": (em - bm) / em},
                    "checks": {"body": {"body_target_seconds": tier / 1e6, "body_observed_median_seconds": bm,
                        "body_deviation": (bm - tier / 1e6) / (tier / 1e6), "body_deviation_ok": true}},
                    "child_elapsed_seconds": 0.05
                }));
            }
        }
    }
    let pids: Vec<i64> = (0..units.len() as i64).map(|i| 1000 + i).collect();
    json!({
        "run": {"started_at_epoch": 1790000000.0, "wall_seconds": 12.5, "platform": "Linux-x86_64",
                "warmup_rounds": [2], "measured_rounds": [6], "unit_count": units.len(), "failed_unit_count": 0,
                "absolute_note": "report.absolute_note"},
        "units": units,
        "verification": {},
        "process_isolation": {"parent_pid": 999, "child_pids": pids, "all_distinct": true, "none_equals_parent": true},
        "self_check": {"ok": true, "body_deviation": {"checks": [], "ok": true}, "overhead_across_tiers": {"checks": [], "ok": true},
                       "adapter_equivalence": {"results": {}, "ok": true}},
        "semantics": null,
        "environment": {
            "hardware": {"cpu_model": "Test CPU 3000", "cpu_model_source": "/proc/cpuinfo", "logical_cores": 2, "platform": "Linux-x86_64"},
            "os": {"system": "Linux", "release": "6.1.0", "version": "#1 SMP"},
            "subject": {"dist_version": "1.2.0", "module_version": "1.2.0", "install_source": null, "note": "env.subject.version_note"},
            "harness": {"version": "0.1.0", "commit": "abc123", "commit_source": "git"},
            "command": ["bench-run", "run", "--matrix", "m.toml"]
        }
    })
}

/// The default three-scheme synthetic archive used by most tests.
pub fn small_archive() -> Value {
    synthetic_archive(
        &[
            ("subject", "under_test", 1.0),
            ("fast_base", "bare", 0.3),
            ("slow_base", "stdlib", 3.0),
        ],
        &[1, 4],
        &[40.0, 300.0],
    )
}

/// How many locales ship with bench-site (one `locales/*.ftl` each): a build without a
/// `locales` list in its config publishes every archive once per shipped locale.
pub fn shipped_locales() -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    std::fs::read_dir(dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "ftl")
        })
        .count()
}

/// Where a report built outside a site would find its `rounds.csv`.
pub const RAW_CSV: &bench_site::document::RawSource = &bench_site::document::RawSource::Csv {
    href: "../../../data/demo/x.rounds.csv",
    name: "x.rounds.csv",
};

/// Every file under `dir`, relative to it, sorted.
pub fn files_under(dir: &std::path::Path) -> Vec<String> {
    let mut files: Vec<String> = walkdir::WalkDir::new(dir)
        .into_iter()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            let rel = e.path().strip_prefix(dir).unwrap();
            rel.to_string_lossy().replace('\\', "/")
        })
        .collect();
    files.sort();
    files
}
