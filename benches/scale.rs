//! Scale benchmark: builds sites of N copies of the real 0.8.0 archive (ten runs per
//! release, an hour apart) (N = 10 and 100 by
//! default; `BENCH_SCALE_N=10,100,1000` for more) in en and zh-CN, and prints for each N the
//! wall time and peak RSS of a cold build (empty cache), of a build where nothing changed and
//! of one where one archive changed, with the site's bytes per archive and what the cache
//! adds on disk. Run: `cargo bench --bench scale`. Numbers are printed, never asserted.
//! `BENCH_SCALE_SITE=small` builds the documented small site instead of every format:
//! `[outputs] formats = []` with the archives linked (`[archive_copy] mode = "link"`).

use std::collections::HashSet;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

// Only `archives_dir` of the shared helpers is used here.
#[allow(dead_code)]
mod common;
use common::{archives_dir, build};

/// Copy `i` of the archive, as a project that runs its benchmark ten times per release
/// writes them: `results/zoo-framework-1.<i/10>.0/run-<i>.json`, each starting an hour after
/// the one before (so each is a different run to the history pages), `tail` appended.
fn write_copy(root: &Path, text: &str, i: usize, tail: &str) {
    const STARTED: &str = "\"started_at_epoch\": 1791650986.0232546";
    assert!(
        text.contains(STARTED),
        "the archive's start time is where expected"
    );
    let started = format!("\"started_at_epoch\": {}", 1_791_650_986 + i * 3600);
    let d = root.join(format!("results/zoo-framework-1.{}.0", i / 10));
    std::fs::create_dir_all(&d).unwrap();
    let copy = text.replacen(STARTED, &started, 1) + tail;
    std::fs::write(d.join(format!("run-{i:04}.json")), copy).unwrap();
}

/// Bytes of every file under `dir` (each path counted, as a Pages artifact counts them), and
/// the set of inodes seen.
fn bytes_under(dir: &Path) -> (u64, HashSet<(u64, u64)>) {
    let mut total = 0;
    let mut inodes = HashSet::new();
    for e in walkdir::WalkDir::new(dir).into_iter().flatten() {
        if let Ok(m) = e.metadata() {
            if m.is_file() {
                total += m.len();
                inodes.insert((m.dev(), m.ino()));
            }
        }
    }
    (total, inodes)
}

/// Bytes of the files under `dir` that are not hard links to an inode of `shared`.
fn extra_bytes(dir: &Path, shared: &HashSet<(u64, u64)>) -> u64 {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .flatten()
        .filter_map(|e| e.metadata().ok())
        .filter(|m| m.is_file() && !shared.contains(&(m.dev(), m.ino())))
        .map(|m| m.len())
        .sum()
}

/// The project's `bench-site.toml`: every format, or the small site of `BENCH_SCALE_SITE=small`.
fn config(small: bool) -> String {
    let mut toml = String::from("title = \"scale\"\nlocales = [\"en\", \"zh-CN\"]\n");
    if small {
        toml.push_str(concat!(
            "[outputs]\nformats = []\n",
            "[archive_copy]\nmode = \"link\"\nurl = \"https://example.com/raw/main/{path}\"\n",
        ));
    }
    toml
}

fn main() {
    let Some(dir) = archives_dir() else {
        println!("SKIP: real archives not found (set BENCH_SITE_REAL_ARCHIVES)");
        return;
    };
    let archive = dir.join("zoo-framework-0.8.0/20261010T165349Z.json");
    let bytes = std::fs::read(&archive).expect("the 0.8.0 archive reads");
    let text = String::from_utf8(bytes.clone()).expect("the archive is UTF-8");
    let counts: Vec<usize> = std::env::var("BENCH_SCALE_N")
        .unwrap_or_else(|_| "10,100".into())
        .split(',')
        .filter_map(|n| n.trim().parse().ok())
        .collect();
    let small = std::env::var("BENCH_SCALE_SITE").is_ok_and(|s| s == "small");
    println!(
        "scale: N copies of zoo-framework-0.8.0 ({} KiB), locales en + zh-CN, 2 cores, {}",
        bytes.len() / 1024,
        if small {
            "small site (formats = [], archives linked)"
        } else {
            "every format, archives copied"
        }
    );
    println!(
        "{:>6} {:>10} {:>9} {:>11} {:>9} {:>11} {:>9} {:>12} {:>12}",
        "N",
        "cold s",
        "MiB",
        "unchanged s",
        "MiB",
        "1 changed s",
        "MiB",
        "site MB/arch",
        "cache+ MB"
    );
    for n in counts {
        let root = tempfile::tempdir().expect("a temporary project");
        let p = root.path();
        std::fs::write(p.join("bench-site.toml"), config(small)).unwrap();
        for i in 0..n {
            write_copy(p, &text, i, "");
        }
        let cold = build(p, &[]);
        let unchanged = build(p, &[]);
        // One archive changes: the same JSON with one more trailing newline (new bytes, same
        // numbers), written after the build so its time differs.
        write_copy(p, &text, 0, "\n");
        let one_changed = build(p, &[]);
        let (site, inodes) = bytes_under(&p.join("site"));
        let cache = extra_bytes(&p.join(".bench-site-cache"), &inodes);
        println!(
            "{n:>6} {:>10.2} {:>9.0} {:>11.2} {:>9.0} {:>11.2} {:>9.0} {:>12.2} {:>12.2}",
            cold.0.as_secs_f64(),
            cold.1,
            unchanged.0.as_secs_f64(),
            unchanged.1,
            one_changed.0.as_secs_f64(),
            one_changed.1,
            site as f64 / n as f64 / 1e6,
            cache as f64 / 1e6
        );
    }
}
