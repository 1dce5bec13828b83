//! A new language as a translator adds it: `locale new` writes the file, `check` is the
//! pre-flight (each broken message named with its file and line, exit 1; untranslated text a
//! warning with a coverage figure), `locale status` the progress table, and `build` publishes it.

use crate::support::{small_archive, Project};

const EN: &str = include_str!("../../locales/en.ftl");

fn stderr(out: &assert_cmd::assert::Assert) -> String {
    String::from_utf8_lossy(&out.get_output().stderr).into_owned()
}

fn stdout(out: &assert_cmd::assert::Assert) -> String {
    String::from_utf8_lossy(&out.get_output().stdout).into_owned()
}

/// The 1-based line of `id =` in `text`.
/// How many messages the shipped English file defines (every locale is measured against it).
fn en_message_count() -> usize {
    include_str!("../../locales/en.ftl")
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()) && l.contains(" ="))
        .count()
}

fn line_of(text: &str, id: &str) -> usize {
    text.lines()
        .position(|l| l.starts_with(&format!("{id} =")))
        .unwrap_or_else(|| panic!("{id} not in the file"))
        + 1
}

#[test]
fn check_names_every_broken_message_with_its_line_and_exits_1() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    let de = EN
        .replace(
            "value-rate = { $value } tasks/s",
            "value-rate = Aufgaben pro Sekunde",
        )
        .replace("col-gap = gap", "col-gap = { PERCENT() }")
        .replace("site-home = Home", "site-home = { site-toc }")
        .replace("site-toc = Contents", "site-toc = { site-home }")
        .replace(
            "site-skip = Skip to the content",
            "site-skip = { -brand } Inhalt",
        )
        .replace(
            "figure-title-throughput = Throughput",
            "figure-title-throughput = Durchsatz \u{1F680}",
        );
    p.write("locales/de.ftl", &de);
    let check = stderr(&p.cmd().args(["check", "--locale", "de"]).assert().code(1));
    for (id, why) in [
        ("value-rate", "drops $value"),
        ("col-gap", "PERCENT(): needs the number to format"),
        (
            "site-home",
            "refers to itself (site-home → site-toc → site-home)",
        ),
        ("site-toc", "refers to itself"),
        (
            "site-skip",
            "refers to `-brand`, which this file does not define",
        ),
        ("figure-title-throughput", "U+1F680"),
    ] {
        let at = format!("locales/de.ftl:{}: `{id}`: ", line_of(&de, id));
        let line = check
            .lines()
            .find(|l| l.contains(&at) && l.contains(why))
            .unwrap_or_else(|| panic!("{at}{why}:\n{check}"));
        assert!(line.starts_with("error: "), "{line}");
    }
    // Everything else is the English text, not translated yet: warnings, and a coverage row.
    assert!(check.contains("`section-environment`: identical to the default locale"));
    let row = check
        .lines()
        .find(|l| l.starts_with("de "))
        .unwrap_or_else(|| panic!("{check}"));
    assert!(
        row.contains("%") && row.contains(&format!("/{}", en_message_count())),
        "{row}"
    );
    assert!(
        !check.contains("locales/ja.ftl"),
        "--locale de checks de only"
    );
}

#[test]
fn an_untranslated_copy_is_only_warnings_and_a_translation_raises_coverage() {
    let p = Project::new();
    p.write("locales/de.ftl", EN);
    let check = stderr(&p.cmd().args(["check", "--locale", "de"]).assert().success());
    assert!(check.contains("0 problem(s)"), "{check}");
    let percent = |text: &str| -> f64 {
        let row = text.lines().find(|l| l.starts_with("de ")).unwrap();
        row.split_whitespace()
            .nth(1)
            .unwrap()
            .trim_end_matches('%')
            .parse()
            .unwrap()
    };
    let before = percent(&check);
    assert!(
        before < 5.0,
        "an English copy is not a translation: {before}%"
    );
    p.write(
        "locales/de.ftl",
        &EN.replace("site-home = Home", "site-home = Startseite")
            .replace("site-toc = Contents", "site-toc = Inhalt"),
    );
    let status = stdout(&p.cmd().args(["locale", "status"]).assert().success());
    assert!(percent(&status) > before, "{status}");
    for tag in ["en", "ja", "zh-CN"] {
        let row = status
            .lines()
            .find(|l| l.starts_with(&format!("{tag} ")))
            .unwrap();
        assert!(
            row.contains("100.0%") && row.contains("(built-in)"),
            "{row}"
        );
    }
}

#[test]
fn locale_new_writes_a_file_that_builds_exactly_like_english() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    let out = stderr(&p.cmd().args(["locale", "new", "de"]).assert().success());
    assert!(
        out.contains(&format!("{} messages", en_message_count())),
        "{out}"
    );
    let de = p.read("locales/de.ftl");
    assert!(de.contains("# Variables: $path (text)\nreport-raw-data = Raw data: { $path }"));
    assert!(
        de.contains("## Report section: run environment"),
        "grouped as en.ftl"
    );
    p.cmd().args(["check", "--locale", "de"]).assert().success();
    p.cmd().arg("build").assert().success();
    // Left untranslated, the new locale says exactly what en says (its figures have its name).
    let dir = |tag: &str| format!("site/{tag}/a/20260101T000000Z");
    for file in ["report.md", "appendix-raw.md"] {
        let en = p.read(&format!("{}/{file}", dir("en")));
        let de = p.read(&format!("{}/{file}", dir("de")));
        assert!(
            en == de.replace("figures/de-", "figures/en-"),
            "{file} differs"
        );
    }
    let svg = |tag: &str| p.read(&format!("{}/figures/{tag}-throughput.svg", dir(tag)));
    assert!(svg("en") == svg("de").replace("xml:lang=\"de\"", "xml:lang=\"en\""));
    let png = |tag: &str| {
        std::fs::read(
            p.path()
                .join(format!("{}/figures/{tag}-throughput.png", dir(tag))),
        )
        .unwrap()
    };
    assert!(png("en") == png("de"), "the same PNG bytes");
    // It never overwrites, and never shadows a shipped translation by accident.
    let again = stderr(&p.cmd().args(["locale", "new", "de"]).assert().code(1));
    assert!(again.contains("exists already"), "{again}");
    let shipped = stderr(&p.cmd().args(["locale", "new", "ja"]).assert().code(1));
    assert!(shipped.contains("ships with bench-site"), "{shipped}");
    let bad = stderr(
        &p.cmd()
            .args(["locale", "new", "not a tag"])
            .assert()
            .code(1),
    );
    assert!(bad.contains("is not a language tag"), "{bad}");
}

#[test]
fn a_syntax_error_is_reported_with_its_line() {
    let p = Project::new();
    p.write(
        "locales/de.ftl",
        "site-home = Startseite\nsite-toc = { oops\n",
    );
    let check = stderr(&p.cmd().arg("check").assert().code(1));
    assert!(
        check.contains("error: ") && check.contains("locales/de.ftl:2: Fluent syntax error"),
        "{check}"
    );
}

#[test]
fn every_shipped_output_builds_in_japanese_without_a_warning() {
    let Some(dir) = crate::support::real_archives() else {
        return;
    };
    let p = Project::new();
    crate::support::copy_tree(&dir, &p.path().join("results"));
    let content = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    crate::support::copy_tree(&content, &p.path().join("content"));
    let build = stderr(&p.cmd().args(["build", "--locale", "ja"]).assert().success());
    assert!(!build.contains("warning"), "{build}");
    let check = stderr(&p.cmd().args(["check", "--locale", "ja"]).assert().success());
    assert!(check.contains("0 problem(s), 0 warning(s)"), "{check}");
    let md = p.read("site/ja/zoo-framework-0.8.0/20261010T165349Z/report.md");
    assert!(
        md.lines()
            .next()
            .is_some_and(|l| l.ends_with("zoo-framework 0.8.0：ベンチマーク報告")),
        "{}",
        &md[..100]
    );
    let page = p.read("site/ja/about/index.html");
    assert!(page.contains("このサイトについて") && !page.contains("not translated"));
}

/// Chinese and Japanese text sets no space between two of its own characters (a stray space
/// shows as a gap mid-sentence: "一つの水準での 一つの倍率"). Spaces around Latin words,
/// numbers, placeholders and symbols stay.
#[test]
fn cjk_messages_have_no_space_between_two_cjk_characters() {
    let cjk = |c: char| matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}');
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    for tag in ["zh-CN", "ja"] {
        let text = std::fs::read_to_string(dir.join(format!("{tag}.ftl"))).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            let chars: Vec<char> = line.chars().collect();
            for w in chars.windows(3) {
                assert!(
                    !(cjk(w[0]) && w[1] == ' ' && cjk(w[2])),
                    "locales/{tag}.ftl:{}: a space between {:?} and {:?}",
                    n + 1,
                    w[0],
                    w[2]
                );
            }
        }
    }
}
