//! Malformed, truncated, mistyped and incomplete archives: each is reported with its file and
//! JSON path, and never stops the good archives from being published.

use crate::support::{small_archive, Project};
use predicates::str::contains;

fn broken_project() -> Project {
    let p = Project::new();
    p.copy_fixture("broken");
    p.write_archive("results/good/20260101T000000Z.json", &small_archive());
    p
}

#[test]
fn bad_archives_are_reported_and_good_ones_published() {
    let p = broken_project();
    let out = p.cmd().arg("build").assert().code(1);
    let stderr = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    assert!(
        stderr.contains("malformed/20260101T000000Z.json: malformed JSON at line"),
        "{stderr}"
    );
    assert!(
        stderr.contains("wrong-type/20260101T000000Z.json: at `units[0].spec.concurrency`: invalid type: string \"four\""),
        "{stderr}"
    );
    assert!(
        stderr.contains("missing-field/20260101T000000Z.json: at `units[0].rounds[1]`: missing field `wall_seconds`"),
        "{stderr}"
    );
    assert!(stderr.contains("Built 2 of 5 archives"), "{stderr}");
    assert!(p
        .path()
        .join("site/en/good/20260101T000000Z/report.md")
        .is_file());
    // NaN tokens written by Python are accepted; the NaN wall time is left out of the
    // statistics and named, its raw value stays in Appendix B (rounds.csv), and no report
    // prints "NaN".
    let nan = p.read("site/en/nan/20260101T000000Z/report.md");
    assert!(!nan.contains("NaN"), "{nan}");
    assert!(
        nan.contains("**values left out of the statistics**"),
        "{nan}"
    );
    assert!(
        nan.contains("wall_seconds` = not a number (not a number)"),
        "{nan}"
    );
    // rounds.csv writes the token as the archive stores it; appendix-raw.md names it only
    // as the token that the CSV uses.
    let csv = p.read("site/data/nan/20260101T000000Z.rounds.csv");
    assert!(
        csv.lines().any(|l| l.split(',').nth(6) == Some("NaN")),
        "{csv}"
    );
    let raw = p.read("site/en/nan/20260101T000000Z/appendix-raw.md");
    assert!(!raw.replace("`NaN`", "").contains("NaN"), "{raw}");
}

#[test]
fn strict_mode_writes_nothing() {
    let p = broken_project();
    p.cmd()
        .args(["build", "--strict"])
        .assert()
        .code(1)
        .stderr(contains("--strict: nothing was written"));
    assert!(!p.path().join("site").exists());
}

#[test]
fn a_failed_build_keeps_the_previous_site() {
    let p = Project::new();
    p.write_archive("results/good/20260101T000000Z.json", &small_archive());
    p.cmd().arg("build").assert().success();
    p.copy_fixture("broken");
    p.cmd().args(["build", "--strict"]).assert().code(1);
    assert!(p
        .path()
        .join("site/en/good/20260101T000000Z/report.md")
        .is_file());
    assert!(
        !p.path().join("site/en/nan").exists(),
        "the strict failure did not replace the site"
    );
}

#[test]
fn a_failed_unit_is_listed_with_its_error() {
    let mut a = small_archive();
    let units = a["units"].as_array_mut().unwrap();
    units[1] = serde_json::json!({
        "spec": units[1]["spec"].clone(),
        "status": "failed",
        "error": "child exit code 1",
        "stderr": "Traceback...\nValueError: boom"
    });
    let p = Project::new();
    p.write_archive("results/f/20260101T000000Z.json", &a);
    p.cmd().arg("build").assert().success();
    let md = p.read("site/en/f/20260101T000000Z/report.md");
    assert!(md.contains("ValueError: boom"), "stderr tail shown");
    assert!(md.contains("child exit code 1"));
    assert!(md.contains("1 unit failed"));
}

/// JSON pointers of every leaf of a value.
fn leaves(v: &serde_json::Value, at: String, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(m) => m
            .iter()
            .for_each(|(k, x)| leaves(x, format!("{at}/{k}"), out)),
        serde_json::Value::Array(a) => a
            .iter()
            .enumerate()
            .for_each(|(i, x)| leaves(x, format!("{at}/{i}"), out)),
        _ => out.push(at),
    }
}

fn render_everything(bytes: &[u8]) -> Result<(), String> {
    use bench_site::document::{self, ReportContext};
    let a = bench_site::archive::read_archive_bytes(bytes, "p.json").map_err(|e| e.to_string())?;
    let m = bench_site::model::build(&a, &bench_site::config::Thresholds::default());
    let cx = ReportContext {
        model: &m,
        display_path: "results/p.json",
        corrections_href: None,
    };
    let l10n = crate::real_archives::localizer();
    let doc = document::build(&cx);
    for l in l10n.locales() {
        bench_site::render::markdown::render(&doc, &l10n, l);
    }
    Ok(())
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

    /// Replacing any field of a valid archive with a value of another type never panics: the
    /// archive either still renders or is rejected with the JSON path of the field.
    #[test]
    fn any_field_of_any_type_never_panics(pick in 0usize..10_000, kind in 0usize..8) {
        let mut a = small_archive();
        let mut paths = vec![];
        leaves(&a, String::new(), &mut paths);
        let path = &paths[pick % paths.len()];
        let replacement = [
            serde_json::json!(null), serde_json::json!("x"), serde_json::json!(-1),
            serde_json::json!(1e308), serde_json::json!([]), serde_json::json!({}),
            serde_json::json!(true), serde_json::json!(0),
        ][kind].clone();
        *a.pointer_mut(path).unwrap() = replacement;
        if let Err(e) = render_everything(&serde_json::to_vec(&a).unwrap()) {
            proptest::prop_assert!(e.contains("at `"), "{e}");
        }
    }

    /// A truncated archive is a syntax error with a position, never a panic.
    #[test]
    fn truncation_is_a_syntax_error(cut in 1usize..4000) {
        let bytes = serde_json::to_vec_pretty(&small_archive()).unwrap();
        let cut = cut.min(bytes.len() - 1);
        let e = render_everything(&bytes[..cut]).unwrap_err();
        proptest::prop_assert!(e.contains("malformed JSON at line") || e.contains("not UTF-8") || e.contains("is empty"), "{e}");
    }

    /// Arbitrary bytes never panic the reader.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..300)) {
        let _ = render_everything(&bytes);
    }
}

#[test]
fn a_character_the_figure_font_lacks_is_drawn_visibly_and_check_warns_first() {
    let mut a = small_archive();
    for u in a["units"].as_array_mut().unwrap() {
        if u["spec"]["adapter"] == "fast_base" {
            u["spec"]["adapter"] = "crab🦀\u{200B}".into();
            u["adapter"]["name"] = "crab🦀\u{200B}".into();
        }
    }
    let p = Project::new();
    p.write_archive("results/emoji/20260101T000000Z.json", &a);
    let warning = |out: &std::process::Output| -> Vec<String> {
        String::from_utf8_lossy(&out.stderr)
            .lines()
            .filter(|l| l.starts_with("warning:") && l.contains("U+"))
            .map(str::to_string)
            .collect()
    };
    let check = p.cmd().args(["check", "--locale", "en"]).assert().code(1);
    let predicted = warning(check.get_output());
    let build = p.cmd().args(["build", "--locale", "en"]).assert().code(0);
    let built = warning(build.get_output());
    assert!(built.iter().any(|w| w.contains("U+1F980")), "{built:?}");
    assert!(
        !built.iter().any(|w| w.contains("U+200B")),
        "an invisible format character is no missing glyph: {built:?}"
    );
    assert_eq!(predicted, built, "check predicts the build's warnings");
    let dir = "site/en/emoji/20260101T000000Z";
    assert!(p.read(&format!("{dir}/report.md")).contains("crab🦀"));
    assert!(p
        .read(&format!("{dir}/figures/en-throughput.svg"))
        .contains("crab[U+1F980]"));
    assert!(
        p.path()
            .join(format!("{dir}/figures/en-throughput.png"))
            .is_file(),
        "the PNG shows the same text"
    );
}
