//! Runs the Node/Playwright browser checks in `tests/browser/` against a built site, with
//! Debian's Chromium. Outside CI the checks skip (with a message) when Chromium or the Node
//! packages are missing; under `CI=true` that is a failure, since `.ci/run` installs both.

use std::path::{Path, PathBuf};
use std::process::Command;

fn browser_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser")
}

/// True when a real browser can be driven; otherwise prints why (and fails under CI).
pub fn available() -> bool {
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    let missing = if !Path::new(&chromium).exists() {
        Some(format!("{chromium} not found (apt-get install chromium)"))
    } else if !browser_dir().join("node_modules/playwright-core").is_dir() {
        Some("tests/browser/node_modules missing (cd tests/browser && npm ci)".into())
    } else {
        None
    };
    match missing {
        None => true,
        Some(why) if std::env::var("CI").is_ok_and(|v| v == "true") => {
            panic!("browser tests cannot run under CI: {why}")
        }
        Some(why) => {
            eprintln!("SKIP browser test: {why}");
            false
        }
    }
}

/// Runs `node tests/browser/<script> <args>`; returns the last stdout line (JSON) or panics
/// with the script's output when it fails.
pub fn run(script: &str, args: &[&str]) -> serde_json::Value {
    run_with(script, args, &[])
}

/// [`run`] with environment variables for the script.
pub fn run_with(script: &str, args: &[&str], env: &[(&str, &Path)]) -> serde_json::Value {
    let out = Command::new("node")
        .arg(browser_dir().join(script))
        .args(args)
        .envs(env.iter().copied())
        .output()
        .expect("running node");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let last = stdout.lines().last().unwrap_or("");
    assert!(out.status.success(), "{script} failed:\n{stdout}\n{stderr}");
    serde_json::from_str(last)
        .unwrap_or_else(|_| panic!("{script}: no JSON result:\n{stdout}\n{stderr}"))
}
