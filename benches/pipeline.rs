//! Pipeline benchmark: prints the time to read, model and render the real 0.8.0 archive in both
//! shipped locales, and the peak memory of whole `bench-site build` runs over 2 and 16 archives
//! (memory must not grow with the number of archives). Run: `cargo bench --bench pipeline`.
//! Numbers are printed, never asserted.

use bench_site::archive;
use bench_site::config::Thresholds;
use bench_site::document::{self, ReportContext};
use bench_site::i18n::Localizer;
use bench_site::model;

/// Where the report's `rounds.csv` would be in a site.
const RAW_CSV: document::RawSource = document::RawSource::Csv {
    href: "../../../data/zoo-framework-0.8.0/20261010T165349Z.rounds.csv",
    name: "20261010T165349Z.rounds.csv",
};
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

/// One-thread timings of the three parts of the statistics over every cell of `m`.
fn statistics_pieces(m: &model::RunModel) -> [Duration; 3] {
    use model::uncertainty::{bootstrap, rank_test};
    let subject = m.subject.clone().unwrap_or_default();
    let pairs: Vec<(&[f64], &[f64])> = m
        .uncertainty
        .comparisons
        .iter()
        .filter_map(|s| {
            let x = m.unit(&subject, s.concurrency, s.tier_us)?;
            let y = m.unit(&s.baseline, s.concurrency, s.tier_us)?;
            Some((x.per_task.as_slice(), y.per_task.as_slice()))
        })
        .collect();
    let seed = bootstrap::Seed::new("bench");
    [
        time(|| {
            for (x, y) in &pairs {
                bootstrap::ratio_of_medians(x, y, &seed);
            }
        }),
        time(|| {
            for u in m.units.iter().filter(|u| u.readable()) {
                bootstrap::overhead_share(&u.per_task, &u.round_bodies, &seed);
            }
        }),
        time(|| {
            for (x, y) in &pairs {
                rank_test::mann_whitney(x, y);
                rank_test::hodges_lehmann(x, y);
            }
        }),
    ]
}

/// Median time of `report.pdf` in en and zh-CN (the figures' SVGs drawn outside the timing,
/// as the build draws them once for the SVG, the PNG and the PDF), and the two sizes.
fn pdf_time(
    doc: &document::Document,
    raw: &document::Document,
    m: &model::RunModel,
    l10n: &Localizer,
) -> (Duration, Vec<usize>) {
    let fonts = bench_site::figures::Fonts::bundled().unwrap();
    let locales: Vec<_> = ["en", "zh-CN"]
        .iter()
        .map(|tag| {
            let locale = l10n.locale(tag).unwrap();
            let svgs: Vec<(&'static str, resvg::usvg::Tree)> = bench_site::figures::plan(m)
                .into_iter()
                .filter_map(|p| match p {
                    bench_site::figures::Planned::Figure(spec) => {
                        let (svg, _) =
                            bench_site::figures::draw_svg_reporting(&spec, l10n, locale, &fonts)
                                .ok()?;
                        let tree = bench_site::figures::parse_svg(&svg, spec.name, &fonts).ok()?;
                        Some((spec.name, tree))
                    }
                    bench_site::figures::Planned::Withheld { .. } => None,
                })
                .collect();
            (locale, svgs)
        })
        .collect();
    let mut sizes = vec![];
    let t = time(|| {
        sizes.clear();
        for (locale, svgs) in &locales {
            let input = bench_site::render::pdf::PdfInput {
                doc,
                raw,
                model: m,
                l10n,
                locale,
                fonts: &fonts,
                figures: svgs,
                tagged: true,
            };
            sizes.push(
                bench_site::render::pdf::render_report(&input)
                    .unwrap()
                    .len(),
            );
        }
    });
    (t, sizes)
}

/// Five whole `bench-site build --no-cache` runs over the one archive in en and zh-CN: the
/// median wall time, the peak RSS and where the time went, stage by stage and output by
/// output (summed over threads, from `BENCH_SITE_TIMINGS`).
// Each child is reaped by wait4 (for its own rusage), which std cannot see.
#[allow(clippy::zombie_processes)]
fn whole_build(archive: &Path) {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().join("results/zoo");
    std::fs::create_dir_all(&d).unwrap();
    std::fs::copy(archive, d.join("20261010T165349Z.json")).unwrap();
    std::fs::write(
        dir.path().join("bench-site.toml"),
        "title = \"bench\"\nlocales = [\"en\", \"zh-CN\"]\n",
    )
    .unwrap();
    let mut runs: Vec<(Duration, f64, String)> = (0..5)
        .map(|_| {
            let start = Instant::now();
            let child = std::process::Command::new(env!("CARGO_BIN_EXE_bench-site"))
                .args(["--root", &dir.path().display().to_string(), "-q", "build"])
                .arg("--no-cache")
                .env("BENCH_SITE_TIMINGS", "1")
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            let pid = child.id() as i32;
            let mut stderr = String::new();
            std::io::Read::read_to_string(&mut child.stderr.unwrap(), &mut stderr).unwrap();
            let mut status = 0;
            let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
            // SAFETY: wait4 writes into values we own; the child is ours and not yet waited.
            unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
            (start.elapsed(), usage.ru_maxrss as f64 / 1024.0, stderr)
        })
        .collect();
    runs.sort_by_key(|r| r.0);
    let (wall, rss, table) = &runs[runs.len() / 2];
    println!(
        "  whole build, 1 archive, en + zh-CN, every output, --no-cache: wall {} (median of 5), peak RSS {rss:.1} MiB",
        ms(*wall)
    );
    println!("    stage or output (ms summed over threads, calls):");
    for line in table
        .lines()
        .filter_map(|l| l.strip_prefix("timings: "))
        .skip(1)
    {
        let cols: Vec<&str> = line.split('\t').collect();
        if let [stage, took, calls] = cols[..] {
            println!("      {stage:<26} {took:>8} ms  x{calls}");
        }
    }
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
    let subject = m.subject.clone().unwrap_or_default();
    let statistics =
        time(|| model::uncertainty::uncertainty(&m.comparisons, &m.units, &subject, &m.verdicts));
    let pieces = statistics_pieces(&m);
    let cx = ReportContext {
        model: &m,
        display_path: "results/zoo-framework-0.8.0/20261010T165349Z.json",
        corrections_href: None,
    };
    let doc_time = time(|| (document::build(&cx), document::raw_document(&cx, &RAW_CSV)));
    let (doc, raw) = (document::build(&cx), document::raw_document(&cx, &RAW_CSV));
    let mut sizes = vec![];
    let render = time(|| {
        sizes.clear();
        for tag in ["en", "zh-CN"] {
            let locale = l10n.locale(tag).unwrap();
            sizes.push(markdown::render(&doc, &l10n, locale).len());
            sizes.push(markdown::render(&raw, &l10n, locale).len());
        }
    });
    let pdf = pdf_time(&doc, &raw, &m, &l10n);
    println!(
        "bench-site pipeline, archive zoo-framework-0.8.0 ({} KiB, {} units), median of {ROUNDS}:",
        bytes.len() / 1024,
        a.units.len()
    );
    println!("  read + parse       {}", ms(read));
    println!("  model              {}", ms(modelled));
    println!(
        "    of which intervals and tests {}  ({} comparisons, {} shares, {} resamples each)",
        ms(statistics),
        m.uncertainty.comparisons.len(),
        m.uncertainty.shares.len(),
        model::uncertainty::bootstrap::RESAMPLES
    );
    println!(
        "      ratio intervals {}, share intervals {}, U tests + shifts {} (one thread)",
        ms(pieces[0]),
        ms(pieces[1]),
        ms(pieces[2])
    );
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
        "  report.pdf en + zh-CN {}  ({} / {} bytes, figures drawn beforehand)",
        ms(pdf.0),
        pdf.1[0],
        pdf.1[1]
    );
    println!(
        "  total              {}",
        ms(read + modelled + doc_time + render + pdf.0)
    );
    use bench_site::site::summary::Units;
    let summary = bench_site::site::summary::summarize("bench", "0", &m);
    let runs: Vec<_> = (0..1000)
        .map(|i| {
            let mut s = summary.clone();
            s.stem = format!("{i:04}");
            s.started_at_epoch = Some(1_790_000_000.0 + i as f64 * 3600.0);
            // A 1% wobble, and a 10% step in the middle: the detection has work to do.
            let f = 1.0 + 0.01 * ((i * 7919 % 101) as f64 / 50.0 - 1.0)
                - if i >= 500 { 0.1 } else { 0.0 };
            s.units = Units::from_pairs(s.units.iter().map(|((a, c, t), mut rel)| {
                rel.ratio_vs_subject = rel.ratio_vs_subject.map(|r| r * f);
                ((a.to_string(), c, t), rel)
            }));
            s
        })
        .collect();
    let opts = bench_site::history::detect::DetectOptions::default();
    let history = time(|| bench_site::history::history(&runs, &[], &opts));
    let h = bench_site::history::history(&runs, &[], &opts);
    println!(
        "  history, 1,000 runs in one series: {}  ({} quantities, {} changes found)",
        ms(history),
        h.series[0].tracks.len(),
        h.changes.len()
    );
    whole_build(&path);
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
