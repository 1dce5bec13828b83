//! The site around the reports: version order, home cards, comparisons, content pages with
//! their fallback, plumbing files, the internal link checker, and (with Chromium) the pages
//! in a real browser.

use crate::support::{small_archive, Project};

fn versioned_project() -> Project {
    let p = Project::new();
    for (slug, version, stamp) in [
        ("demo-lib-0.10.0", "0.10.0", "20260103T000000Z"),
        ("demo-lib-dev", "dev", "20260104T000000Z"),
        ("demo-lib-0.9.0", "0.9.0", "20260101T000000Z"),
        ("demo-lib-0.9.0", "0.9.0", "20260102T000000Z"),
    ] {
        let mut a = small_archive();
        a["environment"]["subject"]["dist_version"] = version.into();
        if version == "dev" {
            // A unit measured on one side only must be listed, not intersected away.
            a["units"].as_array_mut().unwrap().pop();
        }
        p.write_archive(&format!("results/{slug}/{stamp}.json"), &a);
    }
    p.write(
        "content/about.md",
        "+++\ntitle = \"About us\"\n+++\nWe measure <b>things</b>.\n",
    );
    p
}

#[test]
fn versions_are_in_version_order_and_pages_link_up() {
    let p = versioned_project();
    p.cmd().arg("build").assert().success();
    let home = p.read("site/en/index.html");
    let pos = |s: &str| {
        home.find(s)
            .unwrap_or_else(|| panic!("{s} missing from home"))
    };
    assert!(
        pos(">0.9.0<") < pos(">0.10.0<") && pos(">0.10.0<") < pos(">dev<"),
        "semver order, dev last"
    );
    assert!(
        home.contains("demo-lib-0.9.0/20260102T000000Z/index.html"),
        "card links the latest run"
    );
    let version = p.read("site/en/demo-lib-0.9.0/index.html");
    assert!(
        version.find("20260102T000000Z").unwrap() < version.find("20260101T000000Z").unwrap(),
        "latest first"
    );
    let compare = p.read("site/zh-CN/compare/demo-lib-0.10.0--demo-lib-dev/index.html");
    assert!(compare.contains("lang=\"zh-CN\""));
    assert!(
        compare.contains("只在此版本测量"),
        "one-sided units are listed"
    );
    for f in [
        "index.html",
        "404.html",
        ".nojekyll",
        ".bench-site-output",
        "assets/site.css",
        "assets/print.css",
    ] {
        assert!(p.path().join("site").join(f).exists(), "{f}");
    }
    let report = p.read("site/en/demo-lib-0.9.0/20260101T000000Z/index.html");
    assert!(report.contains(
        "hreflang=\"zh-CN\" href=\"../../../zh-CN/demo-lib-0.9.0/20260101T000000Z/index.html\""
    ));
    assert!(
        report.contains("<section id=\"unfavourable\""),
        "stable anchors"
    );
    assert!(
        !p.path().join("site/sitemap.xml").exists(),
        "no sitemap without base_url: its URLs must be absolute"
    );
    let broken = bench_site::site::links::check(&p.path().join("site"), "").unwrap();
    assert!(broken.is_empty(), "{broken:?}");
}

#[test]
fn content_pages_fall_back_with_a_visible_note() {
    let p = versioned_project();
    p.cmd().arg("build").assert().success();
    let en = p.read("site/en/about/index.html");
    assert!(
        en.contains("We measure <b>things</b>") && !en.contains("class=\"note\" role=\"note\"")
    );
    let zh = p.read("site/zh-CN/about/index.html");
    assert!(zh.contains("本页尚未翻译"), "fallback note");
    assert!(
        zh.contains("lang=\"en\""),
        "the fallback text is marked as English"
    );
}

#[test]
fn an_untranslated_page_marks_its_text_with_the_language_it_is_in() {
    let p = versioned_project();
    p.write(
        "locales/de.ftl",
        "language-name = Deutsch\nsite-home = Startseite\n",
    );
    p.write("bench-site.toml", "locales = [\"en\", \"de\"]\n");
    p.cmd().arg("build").assert().success();
    let de = p.read("site/de/about/index.html");
    assert!(de.contains("<html lang=\"de\">"));
    // The title and the body are the English file's: both are marked English, in the
    // navigation too; the note saying so is in German (the page's language).
    assert!(
        de.contains("<article class=\"content\" lang=\"en\">\n<h1>About us</h1>"),
        "{de}"
    );
    assert!(
        de.contains("aria-current=\"page\" lang=\"en\">About us</a>"),
        "{de}"
    );
    assert!(!de.contains("lang=\"de\">About us"), "{de}");
}

#[test]
fn the_404_page_works_under_a_project_sub_path() {
    let p = versioned_project();
    p.cmd().arg("build").assert().success();
    let page = p.read("site/404.html");
    // No base URL: nothing is root-absolute (GitHub serves the page under /<project>/...);
    // the page's script puts a <base> at the root it reads from its address.
    assert!(!page.contains("href=\"/"), "{page}");
    assert!(page.contains("href=\"assets/site.css\"") && page.contains("href=\"en/index.html\""));
    assert!(page.contains("document.createElement('base')"));
    p.cmd()
        .args(["--base-url", "https://me.github.io/proj", "build"])
        .assert()
        .success();
    let page = p.read("site/404.html");
    assert!(
        page.contains("href=\"https://me.github.io/proj/assets/site.css\""),
        "{page}"
    );
    assert!(!page.contains("createElement('base')"));
}

#[test]
fn only_the_latest_run_of_a_version_is_called_the_latest() {
    let p = versioned_project();
    p.cmd().arg("build").assert().success();
    let version = p.read("site/en/demo-lib-0.9.0/index.html");
    let rows = version.split("<tbody>").nth(1).unwrap();
    assert_eq!(rows.matches("<tr>").count(), 2, "two runs");
    assert!(!rows.contains("latest run"), "{rows}");
    assert!(rows.contains("units, 0 failed"), "{rows}");
}

#[test]
fn a_theme_directory_replaces_files_one_by_one() {
    let p = versioned_project();
    p.write(
        "my-theme/static/assets/site.css",
        "body { background: hotpink; }",
    );
    p.write("bench-site.toml", "theme = \"my-theme\"\n");
    p.cmd().arg("build").assert().success();
    assert_eq!(
        p.read("site/assets/site.css"),
        "body { background: hotpink; }"
    );
    assert!(
        p.read("site/assets/print.css").contains("@page"),
        "untouched files stay built in"
    );
}

#[test]
fn unreadable_archives_are_listed_on_the_home_page() {
    let p = versioned_project();
    p.write("results/broken-1.0/20260101T000000Z.json", "{ not json");
    p.cmd().arg("build").assert().code(1);
    let home = p.read("site/en/index.html");
    assert!(home.contains("results/broken-1.0/20260101T000000Z.json"));
    assert!(home.contains("malformed JSON"));
}

#[test]
fn the_example_site_works_in_a_real_browser() {
    if !crate::browser::available() {
        return;
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = tempfile::tempdir().unwrap();
    let site = out.path().join("site");
    assert_cmd::Command::cargo_bin("bench-site")
        .unwrap()
        .args(["--root"])
        .arg(root)
        .arg("--out")
        .arg(&site)
        .arg("build")
        .assert()
        .success();
    let reports: Vec<String> = walkdir::WalkDir::new(site.join("en"))
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_name() == "report.md")
        .map(|e| {
            e.path()
                .parent()
                .unwrap()
                .strip_prefix(&site)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/")
        })
        .collect();
    let report = &reports[0];
    let zh_report = report.replacen("en/", "zh-CN/", 1);
    let spec = serde_json::json!({
        "pages": ["en/index.html", "zh-CN/index.html", format!("{report}/index.html"), format!("{zh_report}/index.html")],
        "switch": [format!("{report}/index.html"), "zh-CN"],
        "print": [
            {"page": format!("{report}/print.html"), "titles": ["Run environment", "Openly published unfavourable data", "Appendix: all values"], "min_pages": 7},
            {"page": format!("{zh_report}/print.html"), "titles": ["运行环境", "公开的不利数据"], "min_pages": 7}
        ]
    });
    let shots = out.path().join("shots");
    std::fs::create_dir_all(&shots).unwrap();
    let result = crate::browser::run(
        "site.mjs",
        &[
            site.to_str().unwrap(),
            shots.to_str().unwrap(),
            &spec.to_string(),
        ],
    );
    eprintln!("browser: {result}");
    assert!(
        result["failures"].as_array().unwrap().is_empty(),
        "{result}"
    );
}

/// Two runs on different machines with different harnesses: every changed fact is listed, the
/// warning says two instruments were compared, and the protocol change is named.
#[test]
fn compare_pages_list_every_environment_change_and_warn_when_the_instrument_changed() {
    let p = Project::new();
    let mut before = small_archive();
    before["environment"]["subject"]["dist_version"] = "1.0.0".into();
    before["environment"]["python"] = serde_json::json!({"implementation": "CPython", "version": "3.13.1", "gil_mode": "default", "abiflags": ""});
    let mut after = before.clone();
    after["environment"]["subject"]["dist_version"] = "1.1.0".into();
    after["environment"]["harness"]["commit"] = "def456".into();
    after["environment"]["hardware"]["cpu_model"] = "Other CPU 9000".into();
    after["environment"]["python"]["gil_mode"] = "free-threaded".into();
    after["environment"]["python"]["abiflags"] = "t".into();
    after["run"]["measured_rounds"] = serde_json::json!([7]);
    p.write_archive("results/demo-1.0.0/20260101T000000Z.json", &before);
    p.write_archive("results/demo-1.1.0/20260102T000000Z.json", &after);
    p.cmd().arg("build").assert().success();
    let page = p.read("site/en/compare/demo-1.0.0--demo-1.1.0/index.html");
    for needle in [
        "Two different instruments:",
        "The runtime changed:",
        "did not measure the same protocol",
        "harness commit",
        "abc123",
        "def456",
        "Other CPU 9000",
        "free-threaded",
        "interpreter build flags",
        "measured rounds",
    ] {
        assert!(page.contains(needle), "compare page lacks {needle:?}");
    }
    let zh = p.read("site/zh-CN/compare/demo-1.0.0--demo-1.1.0/index.html");
    assert!(
        zh.contains("两套不同的测量工具"),
        "the warning is a message"
    );
    // The same machine and harness: no instrument warning.
    let q = Project::new();
    let mut same = before.clone();
    same["environment"]["subject"]["dist_version"] = "1.1.0".into();
    q.write_archive("results/demo-1.0.0/20260101T000000Z.json", &before);
    q.write_archive("results/demo-1.1.0/20260102T000000Z.json", &same);
    q.cmd().arg("build").assert().success();
    let page = q.read("site/en/compare/demo-1.0.0--demo-1.1.0/index.html");
    assert!(!page.contains("Two different instruments:") && !page.contains("The runtime changed:"));
}

/// The corrections page exists in every locale, every report's caveats link to it, the home
/// card states the largest lead and deficit, and a content page cannot take its name.
#[test]
fn the_corrections_page_is_linked_from_every_report_and_the_home_card_is_symmetric() {
    let p = Project::new();
    p.write_archive("results/demo-1.0.0/20260101T000000Z.json", &small_archive());
    p.cmd().arg("build").assert().success();
    for tag in ["en", "zh-CN"] {
        let page = p.read(&format!("site/{tag}/corrections/index.html"));
        assert_eq!(
            page.matches("<section id=").count(),
            9,
            "{tag}: nine corrections"
        );
        let report = p.read(&format!(
            "site/{tag}/demo-1.0.0/20260101T000000Z/index.html"
        ));
        assert!(
            report.contains("href=\"../../corrections/index.html\""),
            "{tag}"
        );
        let md = p.read(&format!("site/{tag}/demo-1.0.0/20260101T000000Z/report.md"));
        assert!(md.contains("](../../corrections/index.html)"), "{tag}");
    }
    let home = p.read("site/en/index.html");
    assert!(home.contains("Largest lead of"), "{home}");
    assert!(home.contains("largest deficit:"), "{home}");
    let broken = bench_site::site::links::check(&p.path().join("site"), "").unwrap();
    assert!(broken.is_empty(), "{broken:?}");
    p.write("content/corrections.md", "+++\ntitle = \"Mine\"\n+++\nx\n");
    p.cmd()
        .arg("build")
        .assert()
        .failure()
        .stderr(predicates::str::contains("is reserved"));
}
