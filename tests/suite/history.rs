//! History: series made from a real archive (30 runs with seeded noise, a +25% shift of the
//! subject's end-to-end times from run 12 on in one series, none in the other) find exactly
//! that change; a project's history pages, compare pages and Atom feed are built and linked.

use crate::support::{real_archives, small_archive, Project};
use bench_site::archive;
use bench_site::config::Thresholds;
use bench_site::history::{self, detect::DetectOptions, Direction, Metric};
use bench_site::model;
use bench_site::site::summary::{summarize, ArchiveSummary};
use serde_json::Value;

/// A deterministic factor around 1 (±`spread`), from the run, the unit and a salt.
fn noise(run: usize, unit: usize, salt: u64, spread: f64) -> f64 {
    let mut x =
        (run as u64 * 1_000_003 + unit as u64 * 7_919 + salt).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    let u = (x >> 11) as f64 / (1u64 << 53) as f64;
    1.0 + spread * (2.0 * u - 1.0)
}

fn scale_unit(unit: &mut Value, wall: f64, body: f64) {
    for r in unit["rounds"].as_array_mut().unwrap() {
        let w = r["wall_seconds"].as_f64().unwrap();
        r["wall_seconds"] = (w * wall).into();
        for b in r["body_seconds"].as_array_mut().unwrap() {
            *b = (b.as_f64().unwrap() * body).into();
        }
    }
}

/// 30 runs of `base` (concurrency 1 only, to keep the test quick); from run `shift_from`
/// (0-based) on, the subject's end-to-end times are 25% longer.
fn series(base: &Value, group: &str, salt: u64, shift_from: Option<usize>) -> Vec<ArchiveSummary> {
    (0..30)
        .map(|run| {
            let mut a = base.clone();
            let units = a["units"].as_array_mut().unwrap();
            units.retain(|u| u["spec"]["concurrency"] == 1);
            for (i, u) in units.iter_mut().enumerate() {
                let f = noise(run, i, salt, 0.02);
                let subject = u["adapter"]["tier"] == "under_test";
                let shifted = subject && shift_from.is_some_and(|s| run >= s);
                scale_unit(u, f * if shifted { 1.25 } else { 1.0 }, f);
            }
            a["run"]["started_at_epoch"] = (1_790_000_000.0 + run as f64 * 86_400.0).into();
            let text = serde_json::to_string(&a).unwrap();
            let parsed = archive::read_archive_bytes(text.as_bytes(), "results/x/y.json").unwrap();
            let m = model::build(&parsed, &Thresholds::default());
            summarize(group, &format!("2026{run:02}"), &m)
        })
        .collect()
}

#[test]
fn a_shift_from_run_12_is_found_there_and_nowhere_else() {
    let Some(dir) = real_archives() else { return };
    let path = dir.join("zoo-framework-0.8.0/20261010T165349Z.json");
    let base: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut all = series(&base, "shifted", 1, Some(11));
    all.extend(series(&base, "control", 2, None));
    let h = history::history(&all, &[], &DetectOptions::default());
    assert_eq!(h.series.len(), 2);
    let shifted = h.series.iter().position(|s| s.group == "shifted").unwrap();
    assert!(
        h.changes.iter().all(|c| c.series == shifted),
        "the control series has no change: {:?}",
        h.changes
            .iter()
            .filter(|c| c.series != shifted)
            .collect::<Vec<_>>()
    );
    let ratios: Vec<_> = h
        .changes
        .iter()
        .filter(|c| matches!(c.metric, Metric::Ratio { .. }))
        .collect();
    assert_eq!(
        ratios.len(),
        20,
        "five baselines × four tiers, each changes once"
    );
    for c in &h.changes {
        assert_eq!((c.before, c.after), (10, 11), "{:?}", c.metric);
        assert_eq!(c.direction, Direction::Regression, "{:?}", c.metric);
    }
    for c in &ratios {
        // Ratios fall to 1 / 1.25 = 0.8 of their level: −20%.
        assert!((c.step.magnitude + 0.2).abs() < 0.03, "{c:?}");
        assert!(c.step.interval.0 < c.step.magnitude && c.step.magnitude < c.step.interval.1);
    }
}

#[test]
fn history_pages_compare_pages_and_the_atom_feed_are_built_and_linked() {
    let p = Project::new();
    for (group, shift) in [("demo-1.0.0", Some(6)), ("demo-dev", None)] {
        for run in 0..12usize {
            let mut a = small_archive();
            for (i, u) in a["units"].as_array_mut().unwrap().iter_mut().enumerate() {
                let subject = u["adapter"]["tier"] == "under_test";
                let f = noise(run, i, 3, 0.01);
                let shifted = subject && shift.is_some_and(|s| run >= s);
                scale_unit(u, f * if shifted { 1.5 } else { 1.0 }, f);
            }
            a["run"]["started_at_epoch"] = (1_790_000_000.0 + run as f64 * 3_600.0).into();
            let version = group.trim_start_matches("demo-");
            a["environment"]["subject"]["dist_version"] = version.into();
            p.write_archive(&format!("results/{group}/20260101T{run:02}0000Z.json"), &a);
        }
    }
    p.write(
        "content/annotations.toml",
        "[[annotation]]\nrun = \"demo-dev/20260101T030000Z\"\ntext = { en = \"Compiler upgrade\" }\n",
    );
    p.cmd().arg("build").assert().success();
    let page = p.read("site/en/history/demo-1.0.0/index.html");
    assert!(
        page.contains("figures/en-history_ratio.svg"),
        "figures on the series page"
    );
    assert!(
        page.contains("worse for the framework under test"),
        "the change is listed"
    );
    assert!(p
        .path()
        .join("site/en/history/demo-1.0.0/figures/en-history_ratio.png")
        .is_file());
    let dev = p.read("site/zh-CN/history/demo-dev/index.html");
    assert!(
        dev.contains("Compiler upgrade"),
        "the annotation falls back to English"
    );
    assert!(p
        .path()
        .join("site/en/compare/demo-1.0.0/20260101T050000Z--20260101T060000Z/index.html")
        .is_file());
    let changes = p.read("site/en/changes/index.html");
    assert!(
        changes.contains("demo-1.0.0") && !changes.contains(">dev<"),
        "only the shifted series"
    );
    // The feed is Atom: one entry per run and per change, newest first, each linked.
    let xml = p.read("site/en/feed.xml");
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let feed = doc.root_element();
    assert_eq!(
        feed.tag_name().namespace(),
        Some("http://www.w3.org/2005/Atom")
    );
    let entries: Vec<_> = feed
        .children()
        .filter(|n| n.has_tag_name("entry"))
        .collect();
    let changes = entries
        .iter()
        .filter(|e| {
            e.children()
                .any(|c| c.has_tag_name("title") && c.text().unwrap_or("").contains("worse"))
        })
        .count();
    assert!(changes >= 1, "a change entry");
    assert_eq!(entries.len(), 24 + changes, "every run and every change");
    let updated: Vec<&str> = entries
        .iter()
        .map(|e| {
            e.children()
                .find(|c| c.has_tag_name("updated"))
                .unwrap()
                .text()
                .unwrap()
        })
        .collect();
    assert!(updated.windows(2).all(|w| w[0] >= w[1]), "newest first");
    for e in &entries {
        for tag in ["id", "title", "updated", "link"] {
            assert!(
                e.children().any(|c| c.has_tag_name(tag)),
                "entry without {tag}"
            );
        }
    }
    let broken = bench_site::site::links::check(&p.path().join("site"), "").unwrap();
    assert!(broken.is_empty(), "{broken:?}");
}

/// The pull-request summary: a synthetic head run whose subject is 40% slower at 40 µs and
/// unchanged at 300 µs.
#[test]
fn summary_lists_significant_changes_first_and_exits_3_on_regression_when_asked() {
    let p = Project::new();
    let base = small_archive();
    let mut head = small_archive();
    for (i, u) in head["units"].as_array_mut().unwrap().iter_mut().enumerate() {
        let slower = u["adapter"]["tier"] == "under_test" && u["spec"]["body_tier_us"] == 40.0;
        scale_unit(u, if slower { 1.4 } else { noise(1, i, 9, 0.001) }, 1.0);
    }
    head["environment"]["subject"]["dist_version"] = "1.3.0".into();
    p.write_archive("results/demo-1.2.0/20260101T000000Z.json", &base);
    p.write_archive("results/demo-1.3.0/20260102T000000Z.json", &head);
    let run = |extra: &[&str]| {
        let mut cmd = p.cmd();
        cmd.args(["summary", "--base"])
            .arg(p.path().join("results/demo-1.2.0"))
            .arg("--head")
            .arg(p.path().join("results/demo-1.3.0/20260102T000000Z.json"))
            .args(extra);
        cmd.output().unwrap()
    };
    let out = run(&[]);
    assert_eq!(out.status.code(), Some(0));
    let md = String::from_utf8(out.stdout).unwrap();
    insta::assert_snapshot!("summary_md_en", md);
    assert!(
        md.contains("🔴 ▼ worse") && md.contains("<details><summary>"),
        "{md}"
    );
    assert_eq!(run(&["--fail-on-regression"]).status.code(), Some(3));
    let zh = run(&["--locale", "zh-CN"]);
    assert!(String::from_utf8(zh.stdout).unwrap().contains("变差"));
    // No change at all: exit 0 even when asked to fail on a regression.
    p.write_archive("results/demo-1.3.0/20260102T000000Z.json", &base);
    assert_eq!(run(&["--fail-on-regression"]).status.code(), Some(0));
}
