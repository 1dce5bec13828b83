//! Every page of the example site (`results/`) and of the site of both shared archives, in a
//! real browser, in every locale, at a phone, a tablet and a desktop width, after every image
//! has loaded: no page scrolls sideways, no two text boxes overlap (on a deck, within each
//! slide; every SVG figure on its own), the decks name every baseline that beats the subject
//! wherever their report does and give every slide notes of its own, and the print pages of
//! the shared archives read like a report (see `tests/browser/site.mjs`).
//!
//! Screenshots of every page at every width go to `target/screenshots/<site>/` (the README
//! says so), for looking at and as CI artifacts.

use std::path::{Path, PathBuf};

const WIDTHS: [u32; 3] = [390, 768, 1440];

fn build(out: &Path, results: Option<&Path>) {
    let mut cmd = assert_cmd::Command::cargo_bin("bench-site").unwrap();
    cmd.arg("--root")
        .arg(env!("CARGO_MANIFEST_DIR"))
        .arg("--out")
        .arg(out)
        .arg("--no-cache");
    if let Some(r) = results {
        cmd.arg("--results").arg(r);
    }
    cmd.arg("build").assert().success();
}

/// `target/screenshots`, with this test's folders (one per site, and `print`) emptied; the
/// deck test writes `decks/` beside them.
fn screenshot_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots");
    for sub in ["example", "archives", "print"] {
        let _ = std::fs::remove_dir_all(dir.join(sub));
    }
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn every_page_fits_every_width_and_no_text_overlaps_in_a_real_browser() {
    if !crate::browser::available() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let example = tmp.path().join("example");
    build(&example, None);
    let mut sites = vec![serde_json::json!({"name": "example", "dir": example})];
    let archives = crate::support::real_archives().map(|real| {
        let dir = tmp.path().join("archives");
        build(&dir, Some(&real));
        sites.push(serde_json::json!({"name": "archives", "dir": dir}));
        dir
    });
    let shots = screenshot_dir();
    let spec = serde_json::json!({"sites": sites, "widths": WIDTHS, "shots": shots});
    let result = crate::browser::run("pages.mjs", &[&spec.to_string()]);
    eprintln!("pages.mjs: {result}");
    let pages = result["pages"].as_u64().unwrap();
    assert!(pages >= 20, "{result}");
    assert_eq!(
        result["checks"].as_u64(),
        Some(pages * WIDTHS.len() as u64),
        "every page at every width: {result}"
    );
    assert!(result["decks"].as_u64() >= Some(4), "{result}");
    assert!(
        result["failures"].as_array().unwrap().is_empty(),
        "{result}"
    );
    // The print pages of the real archives, in every locale.
    let Some(dir) = archives else { return };
    let print: Vec<serde_json::Value> = crate::support::files_under(&dir)
        .into_iter()
        .filter(|p| p.ends_with("/print.html"))
        .map(|page| serde_json::json!({"page": page, "min_pages": 10}))
        .collect();
    assert_eq!(
        print.len(),
        2 * crate::support::shipped_locales(),
        "two archives, every locale"
    );
    // The PDFs are kept beside the screenshots.
    let out = shots.join("print");
    std::fs::create_dir_all(&out).unwrap();
    let spec = serde_json::json!({ "print": print });
    let result = crate::browser::run(
        "site.mjs",
        &[
            dir.to_str().unwrap(),
            out.to_str().unwrap(),
            &spec.to_string(),
        ],
    );
    eprintln!("site.mjs (print): {result}");
    assert!(
        result["failures"].as_array().unwrap().is_empty(),
        "{result}"
    );
}
