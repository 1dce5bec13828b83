//! Huge-archive benchmark: the real 0.8.0 archive with every round's per-task samples repeated
//! K times (`BENCH_HUGE_K`, default 60: an archive of about 100 MiB), built cold in en and
//! zh-CN. Prints the archive's size, the build's wall time and peak RSS against the bound the
//! project holds to (twice the archive's size plus 50 MiB), and the largest page and file of
//! the site. Run: `cargo bench --bench huge`. Numbers are printed, never asserted.

use std::path::Path;

#[allow(dead_code)]
mod common;
use common::{archives_dir, build};

/// The archive at `from` with each round's samples (and its task count) repeated `k` times.
fn inflate(from: &Path, k: usize) -> String {
    let mut archive: serde_json::Value =
        serde_json::from_slice(&std::fs::read(from).expect("the archive reads")).unwrap();
    for unit in archive["units"].as_array_mut().expect("units") {
        for round in unit["rounds"].as_array_mut().into_iter().flatten() {
            let samples = round["body_seconds"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            let repeated: Vec<serde_json::Value> =
                (0..k).flat_map(|_| samples.iter().cloned()).collect();
            round["body_seconds"] = repeated.into();
            if let Some(batch) = round["batch"].as_u64() {
                round["batch"] = (batch * k as u64).into();
            }
        }
    }
    serde_json::to_string_pretty(&archive).unwrap()
}

/// Set (to the archive's path) in the child that writes the archive.
const INFLATE: &str = "BENCH_HUGE_INFLATE";

fn main() {
    let Some(dir) = archives_dir() else {
        println!("SKIP: real archives not found (set BENCH_SITE_REAL_ARCHIVES)");
        return;
    };
    let k: usize = std::env::var("BENCH_HUGE_K")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60);
    if let Some(out) = std::env::var_os(INFLATE) {
        let real = dir.join("zoo-framework-0.8.0/20261010T165349Z.json");
        std::fs::write(out, inflate(&real, k)).unwrap();
        return;
    }
    // BENCH_HUGE_DIR=<dir> builds there and leaves the project (archive and site) to look into.
    let guard = tempfile::tempdir().unwrap();
    let root = std::env::var_os("BENCH_HUGE_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| guard.path().to_path_buf());
    let results = root.as_path().join("results/zoo-framework-0.8.0");
    std::fs::create_dir_all(&results).unwrap();
    // The archive is written by a child process: a child's peak RSS starts from its parent's
    // high-water mark (Linux copies it at fork), so this process never holds the big JSON.
    let archive = results.join("20261010T165349Z.json");
    let status = std::process::Command::new(std::env::current_exe().unwrap())
        .env(INFLATE, &archive)
        .env("BENCH_HUGE_K", k.to_string())
        .status()
        .expect("the benchmark re-runs itself");
    assert!(status.success(), "the huge archive is written");
    let mib = |bytes: u64| bytes as f64 / (1024.0 * 1024.0);
    let size = mib(std::fs::metadata(&archive).unwrap().len());
    let args = ["--no-cache", "--locale", "en", "--locale", "zh-CN"];
    let (wall, rss) = build(root.as_path(), &args);
    println!("huge archive: samples x{k}, {size:.1} MiB");
    println!("cold build, en + zh-CN      {:8.2} s", wall.as_secs_f64());
    println!(
        "peak RSS                    {rss:8.1} MiB (bound: 2 x archive + 50 = {:.1} MiB)",
        2.0 * size + 50.0
    );
    let mut files: Vec<(u64, String)> = walkdir::WalkDir::new(root.as_path().join("site"))
        .into_iter()
        .flatten()
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            let rel = e.path().strip_prefix(root.as_path()).unwrap();
            (
                e.metadata().map_or(0, |m| m.len()),
                rel.display().to_string(),
            )
        })
        .collect();
    files.sort();
    let page = files.iter().rev().find(|(_, p)| {
        [".html", ".md", ".pdf", ".svg"]
            .iter()
            .any(|x| p.ends_with(x))
    });
    if let Some((bytes, path)) = page {
        println!(
            "largest page                {:8.2} MiB  {path}",
            mib(*bytes)
        );
    }
    if let Some((bytes, path)) = files.last() {
        println!(
            "largest file                {:8.2} MiB  {path}",
            mib(*bytes)
        );
    }
}
