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
    // NaN tokens written by Python are accepted; the unit with a NaN wall time still renders.
    let nan = p.read("site/en/nan/20260101T000000Z/report.md");
    assert!(nan.contains("NaN"), "the NaN value is shown, not dropped");
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
