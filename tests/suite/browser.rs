//! Runs the Node/Playwright browser checks in `tests/browser/` against a built site, with
//! Debian's Chromium. Outside CI the checks skip (with a message) when Chromium or the Node
//! packages are missing; under `CI=true` that is a failure, since `.ci/run` installs both.

use std::fs::File;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::time::{Duration, Instant};

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

/// How long a browser script may go without loading a page before it counts as stuck. Healthy
/// runs load a page every few seconds; the slowest step (the overlap checks of a long report at
/// one width) takes well under a minute on a loaded 2-core CI machine.
const STUCK_AFTER: Duration = Duration::from_secs(180);

/// [`run`] with environment variables for the script.
///
/// Headless Chromium has twice stopped answering in CI (a renderer that never returns), and a
/// child that never exits would hang the suite until CI's limit. So a run that goes quiet
/// for [`STUCK_AFTER`] is killed with its whole process group (Node and every Chromium process)
/// and run once more with a fresh browser; a second hang fails the test and says so. A run
/// counts as stuck when it has loaded no page and printed nothing for [`STUCK_AFTER`].
pub fn run_with(script: &str, args: &[&str], env: &[(&str, &Path)]) -> serde_json::Value {
    let out = match run_once(script, args, env, STUCK_AFTER) {
        Some(out) => out,
        None => {
            eprintln!(
                "{script} loaded no page for {STUCK_AFTER:?}: killed it and its browser; \
                 running it once more"
            );
            run_once(script, args, env, STUCK_AFTER).unwrap_or_else(|| {
                panic!("{script} loaded no page for {STUCK_AFTER:?}, twice: the browser hangs")
            })
        }
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let last = stdout.lines().last().unwrap_or("");
    assert!(out.status.success(), "{script} failed:\n{stdout}\n{stderr}");
    serde_json::from_str(last)
        .unwrap_or_else(|_| panic!("{script}: no JSON result:\n{stdout}\n{stderr}"))
}

/// Runs the script in a process group of its own, its output going to files (a pipe could be
/// held open by a Chromium process that outlives Node); None when it went `quiet` for that
/// long: no page loaded and no output. Every
/// process of the run is stopped either way, so no browser outlives its check.
fn run_once(script: &str, args: &[&str], env: &[(&str, &Path)], quiet: Duration) -> Option<Output> {
    let dir = tempfile::tempdir().unwrap();
    let (out_path, err_path) = (dir.path().join("stdout"), dir.path().join("stderr"));
    let progress = dir.path().join("progress");
    let watched = [out_path.clone(), err_path.clone(), progress.clone()];
    let mut child = Command::new("node")
        .arg(browser_dir().join(script))
        .args(args)
        .envs(env.iter().copied())
        .env("BENCH_SITE_BROWSER_PROFILES", dir.path())
        .env("BENCH_SITE_BROWSER_PROGRESS", &progress)
        .stdin(Stdio::null())
        .stdout(File::create(&out_path).unwrap())
        .stderr(File::create(&err_path).unwrap())
        .process_group(0)
        .spawn()
        .expect("running node");
    let status = wait_while_busy(&mut child, &watched, quiet);
    if status.is_none() {
        // SIGTERM first: Playwright then closes its browsers (they run in process groups of
        // their own) before Node exits.
        signal_group(&child, libc::SIGTERM);
        let _ = wait_while_busy(&mut child, &[], Duration::from_secs(10));
    }
    signal_group(&child, libc::SIGKILL);
    let _ = child.wait();
    kill_processes_naming(dir.path());
    let status = status?;
    Some(Output {
        status,
        stdout: std::fs::read(&out_path).unwrap(),
        stderr: std::fs::read(&err_path).unwrap(),
    })
}

/// Waits for the child while any of the `watched` files grew in the last `quiet`; None when
/// it went quiet for that long.
fn wait_while_busy(child: &mut Child, watched: &[PathBuf], quiet: Duration) -> Option<ExitStatus> {
    let size = || -> u64 {
        let len = |p: &PathBuf| std::fs::metadata(p).map_or(0, |m| m.len());
        watched.iter().map(len).sum()
    };
    let (mut last_size, mut last_change) = (size(), Instant::now());
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return Some(status);
        }
        let now = size();
        if now != last_size {
            (last_size, last_change) = (now, Instant::now());
        } else if last_change.elapsed() > quiet {
            return None;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn signal_group(child: &Child, signal: i32) {
    // SAFETY: kill(2) on the process group this child leads; no memory is involved.
    unsafe { libc::kill(-(child.id() as i32), signal) };
}

/// Kills every process whose command line names `dir` (the Chromium processes of one run,
/// which carry their profile folder's path): they are in process groups Playwright made.
fn kill_processes_naming(dir: &Path) {
    let needle = dir.as_os_str().as_encoded_bytes();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return;
    };
    for entry in entries.flatten() {
        let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|n| n.parse::<i32>().ok())
        else {
            continue;
        };
        let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) else {
            continue;
        };
        if cmdline.windows(needle.len()).any(|w| w == needle) {
            // SAFETY: getpgid(2), getpgrp(2) and kill(2) on ids read just now; no memory is
            // involved. The whole group goes (the browser's zygote and renderers with it),
            // never the test's own.
            unsafe {
                let group = libc::getpgid(pid);
                if group > 1 && group != libc::getpgrp() {
                    libc::kill(-group, libc::SIGKILL);
                }
                libc::kill(pid, libc::SIGKILL);
            }
        }
    }
}

#[test]
fn a_hung_browser_script_is_stopped_with_every_browser_process() {
    if !available() {
        return;
    }
    let started = Instant::now();
    let out = run_once("hang.mjs", &[], &[], Duration::from_secs(20));
    assert!(
        out.is_none(),
        "the hanging script was reported as finished: {out:?}"
    );
    assert!(started.elapsed() < Duration::from_secs(60));
    // The profile folder is gone with the run; no process may still name it.
    let left: Vec<String> = std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|e| std::fs::read(e.path().join("cmdline")).ok())
        .map(|c| String::from_utf8_lossy(&c).replace('\0', " "))
        .filter(|c| c.contains("bench-site-hang-marker"))
        .collect();
    assert!(left.is_empty(), "left running: {left:?}");
}
