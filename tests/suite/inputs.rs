//! Nothing under `results/` is dropped or merged silently: colliding and over-long names get
//! outputs of their own (with a warning), symbolic links are followed inside the folder and
//! reported otherwise, an unreadable entry is isolated like a bad archive, the raw-data path is
//! never a machine path, and Fluent resolution errors are found by `check` before `build`.

use crate::support::{small_archive, Project};
use predicates::str::contains;
use std::collections::BTreeSet;

fn stderr(out: &assert_cmd::assert::Assert) -> String {
    String::from_utf8_lossy(&out.get_output().stderr).to_string()
}

fn warnings(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.starts_with("warning:")).collect()
}

/// Report directories of one locale (`<slug>/<stem>`).
fn reports(p: &Project, locale: &str) -> BTreeSet<String> {
    let root = p.path().join("site").join(locale);
    walkdir::WalkDir::new(&root)
        .into_iter()
        .map(|e| e.unwrap())
        .filter(|e| e.file_name() == "report.md")
        .map(|e| {
            e.path()
                .parent()
                .unwrap()
                .strip_prefix(&root)
                .unwrap()
                .display()
                .to_string()
        })
        .collect()
}

#[test]
fn colliding_names_get_their_own_outputs_and_a_warning() {
    let p = Project::new();
    let names = [
        "with spaces/20260101T000000Z.json",
        "with-spaces/20260101T000000Z.json",
        "nested/deep/20260101T000000Z.json",
        "nested-deep/20260101T000000Z.json",
        "名前/20260101T000000Z.json",
        "名字/20260101T000000Z.json",
        "версия/20260101T000000Z.json",
        "Case/20260101T000000Z.json",
        "case/20260101T000000Z.json",
        "same/run.json",
        "same/run.JSON",
    ];
    for (i, name) in names.iter().enumerate() {
        let mut a = small_archive();
        a["environment"]["hardware"]["cpu_model"] = format!("CPU number {i}").into();
        p.write_archive(&format!("results/{name}"), &a);
    }
    let check = p.cmd().args(["check", "--locale", "en"]).assert().code(1);
    let build = p.cmd().args(["build", "--locale", "en"]).assert().code(0);
    let (check, build) = (stderr(&check), stderr(&build));
    assert!(
        build.contains(&format!("Built {} of {}", names.len(), names.len())),
        "{build}"
    );
    let built = warnings(&build);
    assert_eq!(
        warnings(&check),
        built,
        "check predicts the build's warnings"
    );
    for pair in [
        "results/with spaces/",
        "results/nested/deep/",
        "results/Case/",
        "results/same/run.JSON",
    ] {
        assert!(built.iter().any(|w| w.contains(pair)), "{pair}: {built:#?}");
    }
    let dirs = reports(&p, "en");
    assert_eq!(dirs.len(), names.len(), "{dirs:#?}");
    let lower: BTreeSet<String> = dirs.iter().map(|d| d.to_lowercase()).collect();
    assert_eq!(
        lower.len(),
        names.len(),
        "distinct on a case-insensitive disk too"
    );
    assert!(!dirs.iter().any(|d| d.starts_with("unnamed/")), "{dirs:#?}");
    assert!(
        dirs.contains("with-spaces/20260101T000000Z"),
        "a safe name keeps its slug"
    );
    // Every archive's own numbers are in its own report.
    let all: String = dirs
        .iter()
        .map(|d| p.read(&format!("site/en/{d}/report.md")))
        .collect();
    for i in 0..names.len() {
        assert!(all.contains(&format!("CPU number {i}")), "archive {i} lost");
    }
    // Slugs are stable: a second build gives the same names.
    p.cmd().args(["build", "--locale", "en"]).assert().code(0);
    assert_eq!(reports(&p, "en"), dirs);
}

#[test]
fn names_near_the_file_system_limit_are_cut_with_a_hash() {
    let p = Project::new();
    let long_a = format!("{}-0.1.0", "a".repeat(240));
    let long_b = format!("{}-0.2.0", "a".repeat(240));
    let stem = format!("{}T000000Z", "9".repeat(240));
    for (dir, version) in [(&long_a, "0.1.0"), (&long_b, "0.2.0")] {
        let mut a = small_archive();
        a["environment"]["subject"]["dist_version"] = version.into();
        p.write_archive(&format!("results/{dir}/{stem}.json"), &a);
    }
    p.cmd()
        .args(["build", "--locale", "en"])
        .assert()
        .code(0)
        .stderr(contains("Built 2 of 2"));
    let longest = walkdir::WalkDir::new(p.path().join("site"))
        .into_iter()
        .map(|e| e.unwrap().file_name().len())
        .max()
        .unwrap();
    assert!(longest < 255, "{longest}");
    assert_eq!(reports(&p, "en").len(), 2);
    assert!(walkdir::WalkDir::new(p.path().join("site/en/compare"))
        .into_iter()
        .any(|e| e.unwrap().file_name() == "index.html"));
}

#[cfg(unix)]
#[test]
fn links_pipes_and_unreadable_entries_are_reported_and_the_rest_is_built() {
    use std::os::unix::fs::symlink;
    let p = Project::new();
    let outside = tempfile::tempdir().unwrap();
    p.write_archive("results/good/20260101T000000Z.json", &small_archive());
    p.write_archive("results/upper/20260101T000000Z.JSON", &small_archive());
    std::fs::write(outside.path().join("x.json"), "{}").unwrap();
    let r = p.path().join("results");
    symlink(r.join("good"), r.join("alias")).unwrap();
    symlink(r.join("good"), r.join("good/loop")).unwrap();
    symlink(outside.path(), r.join("elsewhere")).unwrap();
    symlink(r.join("missing.json"), r.join("dangling.json")).unwrap();
    let fifo = std::ffi::CString::new(r.join("pipe.json").display().to_string()).unwrap();
    assert_eq!(unsafe { libc::mkfifo(fifo.as_ptr(), 0o644) }, 0);
    // An old site inside results/ is an output, not archives.
    p.write(
        "results/old-site/.bench-site-output",
        "This directory was written by bench-site.",
    );
    p.write_archive("results/old-site/data/x/1.json", &small_archive());
    let build = p.cmd().args(["build", "--locale", "en"]).assert().code(1);
    let text = stderr(&build);
    for (entry, why) in [
        ("results/good/loop", "loop"),
        ("results/elsewhere", "outside the results folder"),
        ("results/dangling.json", "to nothing"),
        ("results/pipe.json", "not a regular file"),
        (
            "results/alias/20260101T000000Z.json",
            "the same file as results/good/",
        ),
        ("results/old-site", "a bench-site output directory"),
    ] {
        assert!(
            text.lines()
                .any(|l| l.contains(&format!("{entry}: ")) && l.contains(why)),
            "{entry}: {why}:\n{text}"
        );
    }
    assert!(text.contains("Built 2 of 7 archives"), "{text}");
    assert_eq!(
        reports(&p, "en"),
        BTreeSet::from([
            "good/20260101T000000Z".into(),
            "upper/20260101T000000Z".into()
        ])
    );
    let home = p.read("site/en/index.html");
    assert!(home.contains("results/pipe.json"), "listed as unreadable");
    // Without permission to read a folder (root reads everything, so only as a user).
    if unsafe { libc::geteuid() } != 0 {
        use std::os::unix::fs::PermissionsExt;
        let locked = r.join("locked");
        std::fs::create_dir(&locked).unwrap();
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
        let text = stderr(&p.cmd().args(["build", "--locale", "en"]).assert().code(1));
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
        assert!(text.contains("results/locked: cannot be read"), "{text}");
    } else {
        eprintln!("SKIP unreadable-folder case: running as root, which reads every folder");
    }
}

#[test]
fn the_raw_data_path_is_relative_to_the_results_folder() {
    let p = Project::new();
    let elsewhere = tempfile::tempdir().unwrap();
    let bench = elsewhere.path().join("bench");
    std::fs::create_dir_all(bench.join("zoo")).unwrap();
    std::fs::write(
        bench.join("zoo/20260101T000000Z.json"),
        serde_json::to_string(&small_archive()).unwrap(),
    )
    .unwrap();
    p.cmd()
        .arg("--results")
        .arg(&bench)
        .args(["build", "--locale", "en"])
        .assert()
        .success();
    let md = p.read("site/en/zoo/20260101T000000Z/report.md");
    assert!(
        md.contains("bench/zoo/20260101T000000Z.json"),
        "{}",
        &md[..400]
    );
    let machine = elsewhere.path().display().to_string();
    for e in walkdir::WalkDir::new(p.path().join("site")) {
        let e = e.unwrap();
        if e.file_type().is_file() {
            let bytes = std::fs::read(e.path()).unwrap();
            assert!(
                !String::from_utf8_lossy(&bytes).contains(&machine),
                "{} holds the machine path {machine}",
                e.path().display()
            );
        }
    }
}

#[test]
fn unresolvable_messages_are_found_by_check_and_never_published() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    let zh =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/zh-CN.ftl")).unwrap();
    let zh = zh
        .replace("site-home = 首页", "site-home = { site-home }")
        .replace("site-toc = 目录", "site-toc = { -brand } 目录");
    assert!(zh.contains("{ site-home }") && zh.contains("{ -brand }"));
    p.write("locales/zh-CN.ftl", &zh);
    let check = stderr(&p.cmd().arg("check").assert().code(1));
    let build = stderr(&p.cmd().arg("build").assert().code(0));
    for needle in [
        "message `site-home` cannot be resolved",
        "message `site-toc` cannot be resolved",
    ] {
        let line = build
            .lines()
            .find(|l| l.contains(needle))
            .unwrap_or_else(|| panic!("{needle}:\n{build}"));
        assert!(check.contains(line), "check says it first:\n{check}");
    }
    let home = p.read("site/zh-CN/index.html");
    assert!(
        !home.contains("{site-home}") && !home.contains("{-brand}"),
        "no Fluent placeholder is published"
    );
    assert!(
        home.contains(">Home<"),
        "the fallback locale's text is shown"
    );
}

#[test]
fn sitemap_lists_absolute_urls_only() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    p.cmd()
        .args(["--base-url", "https://me.example/proj/", "build"])
        .assert()
        .success();
    let sitemap = p.read("site/sitemap.xml");
    let locs: Vec<&str> = sitemap.split("<loc>").skip(1).collect();
    assert!(!locs.is_empty());
    assert!(
        locs.iter()
            .all(|l| l.starts_with("https://me.example/proj/")),
        "{sitemap}"
    );
}
