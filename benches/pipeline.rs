//! Pipeline benchmark: prints the time to read, model and render the real 0.8.0 archive in both
//! shipped locales, and the peak memory of whole `bench-site build` runs over 2 and 16 archives
//! (memory must not grow with the number of archives). Run: `cargo bench --bench pipeline`.
//! Numbers are printed, never asserted.

use bench_site::archive;
use bench_site::config::Thresholds;
use bench_site::document::{self, ReportContext};
use bench_site::i18n::Localizer;
use bench_site::model;
use bench_site::render::markdown;
use std::path::Path;
use std::time::{Duration, Instant};

mod common;
use common::{archives_dir, ms, time, ROUNDS};

/// Peak resident memory (KiB) of all waited-for children so far.
fn children_max_rss_kib() -> i64 {
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage writes into the struct we own.
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    usage.ru_maxrss
}

/// Runs one whole build over `copies` copies of the archive and returns its peak RSS (KiB).
fn build_peak_kib(archive: &Path, copies: usize) -> (i64, Duration) {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..copies {
        let d = dir.path().join(format!("results/copy-{i:03}"));
        std::fs::create_dir_all(&d).unwrap();
        std::fs::copy(archive, d.join("20261010T165349Z.json")).unwrap();
    }
    // A fresh process per measurement: RUSAGE_CHILDREN keeps the maximum over all children, so
    // the measuring child re-runs the binary alone and reports its own peak.
    let start = Instant::now();
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .env("BENCH_PIPELINE_CHILD", dir.path())
        .output()
        .unwrap();
    let elapsed = start.elapsed();
    let text = String::from_utf8_lossy(&out.stdout);
    (text.trim().parse().unwrap_or(-1), elapsed)
}

/// Child mode: run the real binary once and print its peak RSS in KiB.
fn child(dir: &str) {
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_bench-site"))
        .args(["--root", dir, "build"])
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    println!("{}", children_max_rss_kib());
}

fn main() {
    if let Ok(dir) = std::env::var("BENCH_PIPELINE_CHILD") {
        return child(&dir);
    }
    let Some(dir) = archives_dir() else {
        println!("SKIP: real archives not found (set BENCH_SITE_REAL_ARCHIVES)");
        return;
    };
    let path = dir.join("zoo-framework-0.8.0/20261010T165349Z.json");
    let bytes = std::fs::read(&path).unwrap();
    let l10n = Localizer::load(
        Some(&Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")),
        "en",
    )
    .unwrap();
    let thresholds = Thresholds::default();

    let read = time(|| archive::read_archive_bytes(&bytes, "bench").unwrap());
    let a = archive::read_archive_bytes(&bytes, "bench").unwrap();
    let modelled = time(|| model::build(&a, &thresholds));
    let m = model::build(&a, &thresholds);
    let cx = ReportContext {
        model: &m,
        display_path: "results/zoo-framework-0.8.0/20261010T165349Z.json",
        corrections_href: None,
    };
    let doc_time = time(|| (document::build(&cx), document::raw_document(&cx)));
    let (doc, raw) = (document::build(&cx), document::raw_document(&cx));
    let mut sizes = vec![];
    let render = time(|| {
        sizes.clear();
        for tag in ["en", "zh-CN"] {
            let locale = l10n.locale(tag).unwrap();
            sizes.push(markdown::render(&doc, &l10n, locale).len());
            sizes.push(markdown::render(&raw, &l10n, locale).len());
        }
    });
    println!(
        "bench-site pipeline, archive zoo-framework-0.8.0 ({} KiB, {} units), median of {ROUNDS}:",
        bytes.len() / 1024,
        a.units.len()
    );
    println!("  read + parse       {}", ms(read));
    println!("  model              {}", ms(modelled));
    println!("  document           {}", ms(doc_time));
    println!(
        "  render en + zh-CN  {}  (report.md {} / {} bytes, appendix-raw.md {} / {} bytes)",
        ms(render),
        sizes[0],
        sizes[2],
        sizes[1],
        sizes[3]
    );
    println!(
        "  total              {}",
        ms(read + modelled + doc_time + render)
    );
    for copies in [2, 16] {
        let (kib, wall) = build_peak_kib(&path, copies);
        println!(
            "  whole build, {copies:2} archives: peak RSS {:6.1} MiB, wall {:6.0} ms (threads: {})",
            kib as f64 / 1024.0,
            wall.as_secs_f64() * 1e3,
            std::thread::available_parallelism().map_or(1, |n| n.get())
        );
    }
}
