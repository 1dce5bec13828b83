//! `bench-site build` and `check` end to end on synthetic projects.

use crate::support::{files_under, small_archive, Project};
use predicates::prelude::*;
use predicates::str::contains;

#[test]
fn builds_every_locale_and_copies_the_raw_archive() {
    let p = Project::new();
    p.write_archive(
        "results/demo-lib-1.2.0/20260101T000000Z.json",
        &small_archive(),
    );
    p.cmd()
        .arg("build")
        .assert()
        .success()
        .stderr(contains("Built 1 of 1 archives"));
    let csv = p.read("site/data/demo-lib-1.2.0/20260101T000000Z.rounds.csv");
    assert!(csv.starts_with("unit,scheme,concurrency,tier_us,round,tasks,wall_s,body_s\r\n"));
    assert!(csv.lines().count() > 12, "one line per round");
    for locale in ["en", "ja", "zh-CN"] {
        let md = p.read(&format!(
            "site/{locale}/demo-lib-1.2.0/20260101T000000Z/report.md"
        ));
        assert!(md.starts_with("# "), "{locale}: {}", &md[..80]);
        let raw = p.read(&format!(
            "site/{locale}/demo-lib-1.2.0/20260101T000000Z/appendix-raw.md"
        ));
        // One row per unit, with the lines of rounds.csv that hold its rounds.
        let units = raw
            .lines()
            .filter(|l| l.starts_with("| ") && l.contains("–"))
            .count();
        assert!(
            units >= 12,
            "{locale}: {units} unit rows in appendix-raw.md"
        );
        assert!(raw.contains("(../../../data/demo-lib-1.2.0/20260101T000000Z.rounds.csv)"));
    }
    assert!(p
        .path()
        .join("site/data/demo-lib-1.2.0/20260101T000000Z.json")
        .is_file());
}

#[test]
fn same_input_gives_byte_identical_output() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    p.write_archive("results/b/20260102T000000Z.json", &small_archive());
    // Rendered afresh each time (no cache), on one thread and on four: the statistics'
    // resampling and the parallel renders must not depend on the thread count.
    p.cmd()
        .env("RAYON_NUM_THREADS", "1")
        .args(["--no-cache", "build", "--out"])
        .arg(p.path().join("one"))
        .assert()
        .success();
    p.cmd()
        .env("RAYON_NUM_THREADS", "4")
        .args(["--no-cache", "build", "--out"])
        .arg(p.path().join("two"))
        .assert()
        .success();
    let files = |d: &str| -> Vec<(String, Vec<u8>)> {
        let root = p.path().join(d);
        let mut v: Vec<_> = walkdir::WalkDir::new(&root)
            .into_iter()
            .map(|e| e.unwrap())
            .filter(|e| e.file_type().is_file())
            .map(|e| {
                let rel = e.path().strip_prefix(&root).unwrap().display().to_string();
                (rel, std::fs::read(e.path()).unwrap())
            })
            .collect();
        v.sort();
        v
    };
    let (one, two) = (files("one"), files("two"));
    assert!(
        one.iter().any(|(p, _)| p.ends_with(".png")),
        "figures are part of the comparison"
    );
    let differ: Vec<&String> = one
        .iter()
        .zip(&two)
        .filter(|(a, b)| a != b)
        .map(|(a, _)| &a.0)
        .collect();
    assert!(
        one.len() == two.len() && differ.is_empty(),
        "two builds differ: {differ:?}"
    );
}

#[test]
fn empty_results_directory_is_not_an_error() {
    let p = Project::new();
    std::fs::create_dir_all(p.path().join("results")).unwrap();
    p.cmd()
        .arg("build")
        .assert()
        .code(0)
        .stderr(contains("No archives found"));
    assert!(!p.path().join("site").exists());
}

#[test]
fn a_missing_results_directory_says_what_to_do() {
    let p = Project::new();
    p.cmd()
        .arg("build")
        .assert()
        .code(1)
        .stderr(contains("does not exist"));
}

#[test]
fn hostile_strings_are_escaped_in_markdown() {
    let mut a = small_archive();
    for u in a["units"].as_array_mut().unwrap() {
        if u["spec"]["adapter"] == "fast_base" {
            u["spec"]["adapter"] = "x|y<b>*z*".into();
            u["adapter"]["name"] = "x|y<b>*z*".into();
        }
    }
    a["environment"]["hardware"]["cpu_model"] = "CPU | with `ticks` and\nnewline".into();
    let p = Project::new();
    p.write_archive("results/h/20260101T000000Z.json", &a);
    p.cmd().arg("build").assert().success();
    let md = p.read("site/en/h/20260101T000000Z/report.md");
    assert!(md.contains("x\\|y\\<b\\>\\*z\\*"), "scheme name escaped");
    assert!(!md.contains("<b>"));
    assert!(md.contains("CPU \\| with \\`ticks\\` and newline"));
    for line in md.lines().filter(|l| l.starts_with("| ")) {
        // Every table row of one table has the same number of unescaped pipes as its header.
        let cells = line.replace("\\|", "").matches('|').count();
        assert!(cells >= 3, "{line}");
    }
}

#[test]
fn config_file_is_strict_and_thresholds_apply() {
    let p = Project::new();
    p.write_archive("results/t/20260101T000000Z.json", &small_archive());
    p.write("bench-site.toml", "titel = 'x'\n");
    p.cmd()
        .arg("build")
        .assert()
        .code(1)
        .stderr(contains("unknown field `titel`"));
    p.write(
        "bench-site.toml",
        "locales = ['en']\n[thresholds]\noverhead_share = 0.5\n",
    );
    p.cmd().arg("build").assert().success();
    let md = p.read("site/en/t/20260101T000000Z/report.md");
    assert!(
        md.contains("| 50.00% |"),
        "threshold from the config is used"
    );
    assert!(
        !p.path().join("site/zh-CN").exists(),
        "only configured locales are built"
    );
}

#[test]
fn unknown_archive_keys_render_visibly_and_check_lists_them() {
    let mut a = small_archive();
    a["run"]["absolute_note"] = "report.some_future_key".into();
    let p = Project::new();
    p.write_archive("results/k/20260101T000000Z.json", &a);
    p.cmd()
        .arg("check")
        .assert()
        .code(1)
        .stderr(contains("`report.some_future_key` has no translation"));
    p.cmd().arg("build").assert().success();
    assert!(p
        .read("site/en/k/20260101T000000Z/report.md")
        .contains("`report.some_future_key`"));
}

#[test]
fn check_passes_on_a_clean_project() {
    let p = Project::new();
    p.write_archive("results/c/20260101T000000Z.json", &small_archive());
    p.cmd()
        .arg("check")
        .assert()
        .success()
        .stderr(contains("0 problem(s)"));
}

#[test]
fn unknown_locale_is_a_clear_error() {
    let p = Project::new();
    p.write_archive("results/c/20260101T000000Z.json", &small_archive());
    p.cmd()
        .args(["build", "--locale", "fr"])
        .assert()
        .code(1)
        .stderr(contains("locale `fr` has no locale file"));
}

#[test]
fn the_shipped_example_archives_build_without_a_warning() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = tempfile::tempdir().unwrap();
    let assert = assert_cmd::Command::cargo_bin("bench-site")
        .unwrap()
        .arg("--root")
        .arg(root)
        .arg("--out")
        .arg(out.path().join("site"))
        .args(["build", "--strict"])
        .assert()
        .success();
    let stderr = String::from_utf8_lossy(&assert.get_output().stderr).to_string();
    assert!(!stderr.contains("warning"), "{stderr}");
    assert!(stderr.contains("Built 2 of 2 archives"), "{stderr}");
}

#[test]
fn unchanged_archives_come_from_the_cache_and_any_input_change_renders_again() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    p.write_archive("results/b/20260101T000000Z.json", &small_archive());
    p.cmd()
        .arg("build")
        .assert()
        .success()
        .stderr(contains("0 unchanged archives reused"));
    let first = p.read("site/en/a/20260101T000000Z/report.md");
    p.cmd()
        .arg("build")
        .assert()
        .success()
        .stderr(contains("2 unchanged archives reused"));
    assert_eq!(
        p.read("site/en/a/20260101T000000Z/report.md"),
        first,
        "cached output is identical"
    );
    // A locale file changes every archive's key.
    let en =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en.ftl")).unwrap();
    p.write(
        "locales/en.ftl",
        &en.replace("Raw data: { $path }", "Source archive: { $path }"),
    );
    p.cmd()
        .arg("build")
        .assert()
        .success()
        .stderr(contains("0 unchanged archives reused"));
    assert!(p
        .read("site/en/a/20260101T000000Z/report.md")
        .contains("Source archive: "));
    // An edited archive renders again; the other one is reused.
    let mut changed = small_archive();
    changed["environment"]["hardware"]["cpu_model"] = "Another CPU".into();
    p.write_archive("results/b/20260101T000000Z.json", &changed);
    p.cmd()
        .arg("build")
        .assert()
        .success()
        .stderr(contains("1 unchanged archives reused"));
    assert!(p
        .read("site/en/b/20260101T000000Z/report.md")
        .contains("Another CPU"));
    p.cmd()
        .args(["build", "--no-cache"])
        .assert()
        .success()
        .stderr(contains("0 unchanged archives reused"));
}

/// Sets a file's modification time to `secs_ago` seconds before now.
fn age(path: &std::path::Path, secs_ago: u64) {
    let when = std::time::SystemTime::now() - std::time::Duration::from_secs(secs_ago);
    let file = std::fs::File::options().write(true).open(path).unwrap();
    file.set_modified(when).unwrap();
}

#[test]
fn the_cache_links_outputs_and_knows_unchanged_archives_by_size_and_time() {
    use std::os::unix::fs::MetadataExt;
    let p = Project::new();
    let archive = "results/a/20260101T000000Z.json";
    p.write_archive(archive, &small_archive());
    let archive = p.path().join(archive);
    age(&archive, 3600);
    p.cmd().arg("build").assert().success();
    // The site's files and the cache's are one file each: hard links, not copies.
    let report = p.path().join("site/en/a/20260101T000000Z/report.md");
    assert!(std::fs::metadata(&report).unwrap().nlink() >= 2);
    let site_ino = std::fs::metadata(&report).unwrap().ino();
    p.cmd()
        .arg("build")
        .assert()
        .success()
        .stderr(contains("1 unchanged archives reused"));
    assert_eq!(
        std::fs::metadata(&report).unwrap().ino(),
        site_ino,
        "linked again"
    );
    // Same size, same time: the archive is not read again (so even other bytes are not seen:
    // this is the documented contract of the size-and-time check).
    let text = std::fs::read_to_string(&archive).unwrap();
    let same_size = text.replace("Test CPU", "Tset CPU");
    assert_eq!(same_size.len(), text.len());
    assert_ne!(same_size, text, "the small archive names its CPU");
    let before = std::fs::metadata(&archive).unwrap().modified().unwrap();
    std::fs::write(&archive, &same_size).unwrap();
    let file = std::fs::File::options().write(true).open(&archive).unwrap();
    file.set_modified(before).unwrap();
    p.cmd()
        .arg("build")
        .assert()
        .success()
        .stderr(contains("1 unchanged archives reused"));
    // A new modification time makes the build read and hash it: the new bytes are seen.
    age(&archive, 100);
    p.cmd()
        .arg("build")
        .assert()
        .success()
        .stderr(contains("0 unchanged archives reused"));
    assert!(p
        .read("site/en/a/20260101T000000Z/report.md")
        .contains("Tset CPU"));
    // A published file edited in place (it is the cache's file too) is not reused.
    let clean = p.read("site/en/a/20260101T000000Z/report.md");
    std::fs::OpenOptions::new()
        .append(true)
        .open(&report)
        .and_then(|mut f| std::io::Write::write_all(&mut f, b"edited"))
        .unwrap();
    p.cmd()
        .arg("build")
        .assert()
        .success()
        .stderr(contains("0 unchanged archives reused"));
    assert_eq!(p.read("site/en/a/20260101T000000Z/report.md"), clean);
}

#[test]
fn the_archive_copy_can_be_gzipped_or_linked() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    let original = std::fs::read(p.path().join("results/a/20260101T000000Z.json")).unwrap();
    p.write("bench-site.toml", "[archive_copy]\nmode = \"gzip\"\n");
    p.cmd().arg("build").assert().success();
    let gz = std::fs::read(p.path().join("site/data/a/20260101T000000Z.json.gz")).unwrap();
    let mut back = vec![];
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&gz[..]), &mut back).unwrap();
    assert_eq!(back, original, "every raw value stays reachable");
    assert!(!p.path().join("site/data/a/20260101T000000Z.json").exists());
    // The raw rounds are gzipped too, and read back as the plain build writes them.
    let gunzip = |path: &str| {
        let gz = std::fs::read(p.path().join(path)).unwrap();
        let mut back = String::new();
        std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&gz[..]), &mut back)
            .unwrap();
        back
    };
    let rounds = gunzip("site/data/a/20260101T000000Z.rounds.csv.gz");
    assert!(rounds.lines().count() > 1, "{rounds}");
    assert!(!p
        .path()
        .join("site/data/a/20260101T000000Z.rounds.csv")
        .exists());
    let raw = p.read("site/en/a/20260101T000000Z/appendix-raw.md");
    assert!(raw.contains("(../../../data/a/20260101T000000Z.rounds.csv.gz)"));
    let html = p.read("site/en/a/20260101T000000Z/index.html");
    assert!(html.contains("../../../data/a/20260101T000000Z.json.gz"));
    // Paper counts its pages once every figure is in: none of them may load lazily there.
    let print = p.read("site/en/a/20260101T000000Z/print.html");
    assert!(print.contains("<img") && !print.contains("loading=\"lazy\""));
    // Paper has no stacked table view: no cell repeats its column's header.
    assert!(print.contains("<td") && !print.contains("data-label"));
    p.write(
        "bench-site.toml",
        "[archive_copy]\nmode = \"link\"\nurl = \"https://example.com/bench/raw/main/{path}\"\n",
    );
    p.cmd().arg("build").assert().success();
    // No copy of the archive; its raw rounds (Appendix B's values) stay in the site.
    let data: Vec<String> = std::fs::read_dir(p.path().join("site/data/a"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(data, ["20260101T000000Z.rounds.csv.gz"]);
    assert_eq!(gunzip("site/data/a/20260101T000000Z.rounds.csv.gz"), rounds);
    for page in ["index.html", "deck.html"] {
        let html = p.read(&format!("site/en/a/20260101T000000Z/{page}"));
        assert!(
            html.contains("https://example.com/bench/raw/main/results/a/20260101T000000Z.json"),
            "{page} links the archive in the repository"
        );
    }
    // The site still checks clean: no link points at a missing copy.
    p.cmd().arg("check").assert().success();
}

/// `[outputs]` leaves formats out of every archive and locale, and no page, deck or site page
/// links a format that was left out.
#[test]
fn outputs_leave_formats_out_and_nothing_links_them() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    p.write("bench-site.toml", "[outputs]\nformats = []\n");
    p.cmd().arg("build").assert().success();
    let site = p.path().join("site");
    for locale in ["en", "ja", "zh-CN"] {
        let report = files_under(&site.join(format!("{locale}/a/20260101T000000Z")));
        assert!(
            report.iter().all(|f| f == "index.html"
                || f == "appendix-raw.md"
                || (f.starts_with("figures/") && f.ends_with(".svg"))),
            "{locale}: {report:?}"
        );
        assert!(report.contains(&"index.html".to_string()), "{report:?}");
        let home = p.read(&format!("site/{locale}/index.html"));
        assert!(!home.contains("deck.html") && !home.contains("report.pdf"));
        let version = p.read(&format!("site/{locale}/a/index.html"));
        assert!(!version.contains("report.md") && !version.contains("print.html"));
    }
    let left_out = [
        ".png",
        "deck.html",
        "deck.pdf",
        "report.pdf",
        "print.html",
        "report.md",
    ];
    let all = files_under(&site);
    assert!(
        !all.iter().any(|f| left_out.iter().any(|l| f.ends_with(l))),
        "{all:?}"
    );
    let broken = bench_site::site::links::check(&site, "").unwrap();
    assert!(broken.is_empty(), "{broken:?}");
    // Without rounds.csv, Appendix B points into the archive copy, at paths that hold the
    // rounds it counts.
    assert_eq!(files_under(&site.join("data")), ["a/20260101T000000Z.json"]);
    let archive = small_archive();
    for locale in ["en", "ja", "zh-CN"] {
        let raw = p.read(&format!("site/{locale}/a/20260101T000000Z/appendix-raw.md"));
        assert!(
            raw.contains("../../../data/a/20260101T000000Z.json"),
            "{raw}"
        );
        assert_rounds_are_where_appendix_b_says(&raw, &archive);
        let html = p.read(&format!("site/{locale}/a/20260101T000000Z/index.html"));
        assert!(!html.contains("rounds.csv"), "{locale}");
    }

    // Linked archives and no CSV: the smallest site still points at every raw round.
    p.write(
        "bench-site.toml",
        "[outputs]\nformats = []\n[archive_copy]\nmode = \"link\"\nurl = \"https://example.com/r/{path}\"\n",
    );
    p.cmd().arg("build").assert().success();
    assert!(!site.join("data").exists() || files_under(&site.join("data")).is_empty());
    let raw = p.read("site/en/a/20260101T000000Z/appendix-raw.md");
    assert!(
        raw.contains("https://example.com/r/results/a/20260101T000000Z.json"),
        "{raw}"
    );
    assert_rounds_are_where_appendix_b_says(&raw, &archive);

    // Only the deck's PDF and the PNGs: the deck's plan is made for its PDF alone.
    p.write(
        "bench-site.toml",
        "[outputs]\nformats = [\"deck-pdf\", \"png\"]\n",
    );
    p.cmd().arg("build").assert().success();
    let report = files_under(&site.join("en/a/20260101T000000Z"));
    assert!(report.contains(&"deck.pdf".to_string()), "{report:?}");
    assert!(report.iter().any(|f| f.ends_with(".png")), "{report:?}");
    assert!(
        !report.contains(&"deck.html".to_string()) && !report.contains(&"report.pdf".to_string())
    );
    let broken = bench_site::site::links::check(&site, "").unwrap();
    assert!(broken.is_empty(), "{broken:?}");

    // The deck alone: its closing slide and pointer slides link only what was made.
    p.write("bench-site.toml", "[outputs]\nformats = [\"deck\"]\n");
    p.cmd().arg("build").assert().success();
    let deck = p.read("site/en/a/20260101T000000Z/deck.html");
    assert!(deck.contains("index.html") && !deck.contains("report.md\""));
    let broken = bench_site::site::links::check(&site, "").unwrap();
    assert!(broken.is_empty(), "{broken:?}");

    // `--formats` overrides the config for one build (a quick preview of a big site).
    p.cmd()
        .args(["build", "--formats", "pdf,rounds"])
        .assert()
        .success();
    let report = files_under(&site.join("en/a/20260101T000000Z"));
    assert!(report.contains(&"report.pdf".to_string()), "{report:?}");
    assert!(!report.contains(&"deck.html".to_string()), "{report:?}");
    assert!(site.join("data/a/20260101T000000Z.rounds.csv").exists());
    p.cmd()
        .args(["build", "--formats", "deck,docx"])
        .assert()
        .failure()
        .stderr(
            contains("--formats")
                .and(contains("docx"))
                .and(contains("deck-pdf")),
        );

    // A format the tool does not know is an error that names it and the file.
    p.write("bench-site.toml", "[outputs]\nformats = [\"docx\"]\n");
    p.cmd()
        .arg("build")
        .assert()
        .failure()
        .stderr(contains("bench-site.toml").and(contains("docx")));
}

/// Every unit row of Appendix B's archive pointers (`units[i].rounds`) names a path that exists
/// in the archive and holds as many rounds as the row counts; every unit with rounds is listed.
fn assert_rounds_are_where_appendix_b_says(raw_md: &str, archive: &serde_json::Value) {
    let mut listed = 0;
    for line in raw_md.lines().filter(|l| l.contains("`units[")) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let path = cells.last().unwrap().trim_matches('`');
        let index: usize = path["units[".len()..path.find(']').unwrap()]
            .parse()
            .unwrap();
        let rounds = archive["units"][index]["rounds"].as_array().unwrap();
        assert_eq!(cells[cells.len() - 2], rounds.len().to_string(), "{line}");
        assert_eq!(
            cells[0],
            archive["units"][index]["spec"]["adapter"].as_str().unwrap()
        );
        listed += 1;
    }
    let with_rounds = archive["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["rounds"].as_array().is_some_and(|r| !r.is_empty()))
        .count();
    assert_eq!(listed, with_rounds, "{raw_md}");
}

/// Each of `index.html` and `print.html` lists every section it sets in its contents, Appendix B
/// included, and says once, in Appendix B, where the raw samples are.
#[test]
fn the_contents_list_every_section_and_appendix_b_is_pointed_to_once() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    p.cmd().arg("build").assert().success();
    let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    for tag in ["en", "zh-CN"] {
        let ftl = std::fs::read_to_string(locales.join(format!("{tag}.ftl"))).unwrap();
        let pointer = ftl
            .lines()
            .find_map(|l| l.strip_prefix("appendix-raw-pointer = "))
            .unwrap()
            .replace('\'', "&#39;");
        for page in ["index.html", "print.html"] {
            let html = p.read(&format!("site/{tag}/a/20260101T000000Z/{page}"));
            assert_eq!(html.matches(&pointer).count(), 1, "{tag} {page}: {pointer}");
            let nav = html.split("<nav class=\"toc\"").nth(1).unwrap();
            let nav = nav.split("</nav>").next().unwrap();
            let body = html.split("</nav>").last().unwrap();
            let sections: Vec<&str> = body
                .split("<section id=\"")
                .skip(1)
                .map(|s| s.split('"').next().unwrap())
                .collect();
            assert!(sections.contains(&"appendix-raw"), "{tag} {page}");
            for id in sections {
                assert!(
                    nav.contains(&format!("href=\"#{id}\"")),
                    "{tag} {page}: the contents leave out {id}"
                );
            }
        }
    }
}

/// The summary gives the site's size as its files add up on disk, rendered or linked from the
/// cache (a hard link counts in full, as a host is sent it). Over `size_limit_mb` the site is
/// still published, with a warning that says where the bytes are and what can be given up;
/// the limit is no part of the cache key.
#[test]
fn the_site_size_is_reported_and_a_site_over_the_limit_is_warned_about() {
    use bench_site::commands::site_size::shown;
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    let site = p.path().join("site");
    let on_disk = || -> u64 {
        files_under(&site)
            .iter()
            .map(|f| std::fs::metadata(site.join(f)).unwrap().len())
            .sum()
    };
    let stderr = |args: &[&str]| {
        let out = p.cmd().args(args).assert().success();
        String::from_utf8_lossy(&out.get_output().stderr).to_string()
    };
    let first = stderr(&["build"]);
    let size = format!("files, {}; 0 unchanged", shown(on_disk()));
    assert!(first.contains(&size), "{size:?} in {first}");
    assert!(!first.contains("warning"), "{first}");
    let cached = stderr(&["build"]);
    let size = format!("files, {}; 1 unchanged", shown(on_disk()));
    assert!(cached.contains(&size), "{size:?} in {cached}");

    p.write("bench-site.toml", "size_limit_mb = 1\n");
    let over = stderr(&["build"]);
    assert!(over.contains("1 unchanged archives reused"), "{over}");
    let data: u64 = files_under(&site.join("data"))
        .iter()
        .map(|f| std::fs::metadata(site.join("data").join(f)).unwrap().len())
        .sum();
    for part in [
        format!("warning: the site is {}", shown(on_disk())),
        format!("the archive copies and raw rounds: {}", shown(data)),
        "over `size_limit_mb = 1`".to_string(),
        "mode = \"gzip\"".to_string(),
    ] {
        assert!(over.contains(&part), "{part:?} in {over}");
    }
    assert!(site.join("en/a/20260101T000000Z/index.html").is_file());

    p.write(
        "bench-site.toml",
        "size_limit_mb = 1\n[archive_copy]\nmode = \"gzip\"\n",
    );
    // Only what the configuration has not given up yet is suggested.
    let smaller = stderr(&["build"]);
    assert!(smaller.contains("mode = \"link\""), "{smaller}");
    assert!(!smaller.contains("mode = \"gzip\""), "{smaller}");
    assert!(smaller.contains("[outputs] formats"), "{smaller}");
    p.write("bench-site.toml", "size_limit_mb = 0\n");
    assert!(!stderr(&["build"]).contains("warning"));
}

/// Inside a GitHub Actions job, the build's errors and warnings are workflow commands (the
/// run's page lists them as annotations), one line each; the build still publishes.
#[test]
fn findings_become_annotations_in_github_actions() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    p.write(
        "results/b/20260101T000000Z.json",
        "{\"schema_version\": 1,\n",
    );
    p.write("bench-site.toml", "size_limit_mb = 1\n");
    let out = p
        .cmd()
        .env("GITHUB_ACTIONS", "true")
        .arg("build")
        .assert()
        .code(1);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    let annotations: Vec<&str> = stderr.lines().filter(|l| l.starts_with("::")).collect();
    assert!(
        annotations
            .iter()
            .any(|l| l.starts_with("::error title=bench-site::")
                && l.contains("b/20260101T000000Z.json")),
        "{stderr}"
    );
    assert!(
        annotations
            .iter()
            .any(|l| l.starts_with("::warning title=bench-site::the site is")),
        "{stderr}"
    );
    assert!(
        !stderr.contains("\nwarning: ") && !stderr.starts_with("error: "),
        "{stderr}"
    );
    assert!(p
        .path()
        .join("site/en/a/20260101T000000Z/index.html")
        .is_file());
    // Elsewhere, plain lines.
    let out = p
        .cmd()
        .env_remove("GITHUB_ACTIONS")
        .arg("build")
        .assert()
        .code(1);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    assert!(
        stderr.contains("warning: the site is") && !stderr.contains("::warning"),
        "{stderr}"
    );
}
