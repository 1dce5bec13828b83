//! The generated outputs validate: every HTML page and SVG figure with the Nu HTML checker
//! (vnu-jar on Java), every Markdown file with markdownlint (line length, repeated headings
//! and inline HTML allowed: tables are long, appendix headings repeat per unit, and `<br>`
//! and `<strong>` are used where Markdown has no syntax).

use std::path::{Path, PathBuf};
use std::process::Command;

fn tools() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser/node_modules");
    let java = Command::new("java").arg("-version").output().is_ok();
    let ok = java && dir.join("vnu-jar").is_dir() && dir.join(".bin/markdownlint").exists();
    if ok {
        return Some(dir);
    }
    let why = "java or tests/browser/node_modules (vnu-jar, markdownlint-cli) missing";
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("validation cannot run under CI: {why}");
    }
    eprintln!("SKIP validation: {why}");
    None
}

fn files(root: &Path, ext: &str) -> Vec<PathBuf> {
    walkdir::WalkDir::new(root)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == ext))
        .map(|e| e.into_path())
        .collect()
}

fn build(out: &Path, results: Option<&Path>) {
    let mut cmd = assert_cmd::Command::cargo_bin("bench-site").unwrap();
    cmd.arg("--root")
        .arg(env!("CARGO_MANIFEST_DIR"))
        .arg("--out")
        .arg(out);
    if let Some(r) = results {
        cmd.arg("--results").arg(r);
    }
    cmd.arg("build").assert().success();
}

#[test]
fn html_svg_and_markdown_outputs_validate() {
    let Some(node_modules) = tools() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let mut sites = vec![tmp.path().join("example")];
    build(&sites[0], None);
    if let Some(real) = crate::support::real_archives() {
        sites.push(tmp.path().join("real"));
        build(&sites[1], Some(&real));
    }
    let mut html: Vec<PathBuf> = sites.iter().flat_map(|s| files(s, "html")).collect();
    html.extend(sites.iter().flat_map(|s| files(s, "svg")).take(16));
    let out = Command::new("java")
        .arg("-jar")
        .arg(node_modules.join("vnu-jar/build/dist/vnu.jar"))
        .args(["--errors-only", "--also-check-svg"])
        .args(&html)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "Nu HTML checker:\n{report}");
    let md: Vec<PathBuf> = sites.iter().flat_map(|s| files(s, "md")).collect();
    let out = Command::new(node_modules.join(".bin/markdownlint"))
        .args(["--disable", "MD013", "MD024", "MD033", "--"])
        .args(&md)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "markdownlint:\n{report}");
    eprintln!(
        "validated {} HTML/SVG files and {} Markdown files",
        html.len(),
        md.len()
    );
}
