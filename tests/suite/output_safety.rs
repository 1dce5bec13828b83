//! The output directory: what a build refuses to replace (exit 2, nothing touched), the lock
//! between two builds, and fault injection: a build killed (SIGKILL) at every named point of
//! its write and swap sequence leaves a complete site, and the next build succeeds and leaves
//! no staging directory behind.

use crate::support::{small_archive, Project};
use predicates::str::contains;
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// Every file below `dir`, by relative path.
fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            let rel = e.path().strip_prefix(dir).unwrap().display().to_string();
            (rel, std::fs::read(e.path()).unwrap())
        })
        .collect()
}

/// Entries beside `site/` that a build leaves only while it runs.
fn leftovers(root: &Path) -> Vec<String> {
    std::fs::read_dir(root)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".site.") && n != ".site.lock")
        .collect()
}

fn bench_site(p: &Project) -> Command {
    let mut c = Command::new(assert_cmd::cargo::cargo_bin("bench-site"));
    c.arg("--root").arg(p.path()).args(["--locale", "en"]);
    c
}

/// Starts a build that pauses at `point`; returns once it says so (or panics with its output
/// when it ends without reaching the point).
fn paused_build(p: &Project, point: &str, no_exchange: bool) -> Child {
    let mut cmd = bench_site(p);
    cmd.arg("build")
        .env("BENCH_SITE_TEST_PAUSE_AT", point)
        .stderr(Stdio::piped())
        .stdout(Stdio::null());
    if no_exchange {
        cmd.env("BENCH_SITE_TEST_NO_EXCHANGE", "1");
    }
    let mut child = cmd.spawn().unwrap();
    wait_for_line(&mut child, &format!("paused at {point}"));
    child
}

/// Reads the child's stderr until a line contains `needle`.
fn wait_for_line(child: &mut Child, needle: &str) {
    let stderr = child.stderr.as_mut().unwrap();
    let mut seen = String::new();
    for line in BufReader::new(stderr).lines() {
        let line = line.unwrap();
        seen.push_str(&line);
        seen.push('\n');
        if line.contains(needle) {
            return;
        }
    }
    let status = child.wait().unwrap();
    panic!("the build ended ({status}) without printing `{needle}`:\n{seen}");
}

fn kill(mut child: Child) {
    child.kill().unwrap(); // SIGKILL: no destructor, no cleanup
    child.wait().unwrap();
}

#[test]
fn a_build_killed_anywhere_leaves_a_complete_site_and_the_next_one_cleans_up() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    let build = |p: &Project| {
        let out = bench_site(p).arg("build").output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    build(&p);
    let old = tree(&p.path().join("site"));
    let mut second = small_archive();
    second["environment"]["hardware"]["cpu_model"] = "Second CPU".into();
    let add = || p.write_archive("results/b/20260101T000000Z.json", &second);
    add();
    build(&p);
    let new = tree(&p.path().join("site"));
    assert_ne!(old, new);
    // (point, file systems without RENAME_EXCHANGE, has the new site replaced the old one?)
    let points = [
        ("locked", false, false),
        ("recovered", false, false),
        ("staging-created", false, false),
        ("archive-written", false, false),
        ("pages-written", false, false),
        ("before-swap", false, false),
        ("after-swap", false, true),
        ("removing-previous", false, true),
        ("committed", false, true),
        ("before-swap", true, false),
        ("between-renames", true, false),
        ("after-swap", true, true),
        ("removing-previous", true, true),
    ];
    for (point, no_exchange, replaced) in points {
        // Back to the previous site, then a build of the new one that is killed at `point`.
        std::fs::remove_dir_all(p.path().join("results/b")).unwrap();
        build(&p);
        assert_eq!(tree(&p.path().join("site")), old);
        add();
        kill(paused_build(&p, point, no_exchange));
        let what = format!("killed at {point} (two renames: {no_exchange})");
        if point == "between-renames" {
            assert!(!p.path().join("site").exists(), "{what}");
            // The next build puts the previous site back before anything else.
            kill(paused_build(&p, "recovered", false));
        }
        let expected = if replaced { &new } else { &old };
        assert!(
            tree(&p.path().join("site")) == *expected,
            "{what}: the site is not the complete {} one",
            if replaced { "new" } else { "previous" }
        );
        build(&p);
        assert!(tree(&p.path().join("site")) == new, "{what}: rebuilt");
        assert_eq!(leftovers(p.path()), Vec::<String>::new(), "{what}");
    }
}

#[test]
fn a_second_build_waits_for_the_first() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    let first = paused_build(&p, "locked", false);
    let mut second = bench_site(&p)
        .arg("build")
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    wait_for_line(&mut second, "Waiting for another bench-site build");
    kill(first);
    assert!(second.wait().unwrap().success());
    assert!(p
        .path()
        .join("site/en/a/20260101T000000Z/index.html")
        .is_file());
}

/// A project with an archive, content and locales, so every protected folder exists.
fn project() -> Project {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    p.write("content/about.md", "+++\ntitle = \"About\"\n+++\nHello.\n");
    p.write("locales/README.txt", "translations");
    p.write("theme/static/site.css", "body{}");
    p
}

#[test]
fn outputs_that_would_replace_the_project_or_its_inputs_are_refused() {
    let p = project();
    let before = tree(p.path());
    let root = p.path().to_path_buf();
    let cases: Vec<(Vec<String>, &str)> = vec![
        (
            vec!["--out".into(), root.display().to_string()],
            "is the project root",
        ),
        (
            vec!["--out".into(), format!("{}/results/..", root.display())],
            "is the project root",
        ),
        (
            vec!["--out".into(), root.parent().unwrap().display().to_string()],
            "contains the project root",
        ),
        (
            vec!["--out".into(), root.join("results").display().to_string()],
            "is the results folder",
        ),
        (
            vec![
                "--out".into(),
                root.join("results/a/site").display().to_string(),
            ],
            "lies inside the results folder",
        ),
        (
            vec!["--out".into(), root.join("content").display().to_string()],
            "is the content folder",
        ),
        (
            vec!["--out".into(), root.join("locales/x").display().to_string()],
            "lies inside the locales folder",
        ),
        (
            vec![
                "--theme".into(),
                root.join("theme").display().to_string(),
                "--out".into(),
                root.join("theme").display().to_string(),
            ],
            "is the theme folder",
        ),
        (
            vec![
                "--out".into(),
                root.join(".bench-site-cache").display().to_string(),
            ],
            "is the build cache",
        ),
        // clap refuses an empty value itself, with exit 2 as well.
        (vec!["--out".into(), String::new()], "--out <OUT>"),
    ];
    for (args, message) in cases {
        for force in [false, true] {
            let mut cmd = p.cmd();
            cmd.args(&args).arg("build");
            if force {
                cmd.arg("--force");
            }
            cmd.assert().code(2).stderr(contains(message));
        }
    }
    // `out = ""` in the configuration, and `--out .` from inside the root.
    p.write("bench-site.toml", "out = \"\"\n");
    p.cmd()
        .arg("build")
        .assert()
        .code(2)
        .stderr(contains("the output directory is empty"));
    p.write("bench-site.toml", "");
    assert_cmd::Command::cargo_bin("bench-site")
        .unwrap()
        .current_dir(p.path().join("results"))
        .args(["--root", "..", "--out", "..", "build"])
        .assert()
        .code(2)
        .stderr(contains("is the project root"));
    let mut after = tree(p.path());
    after.remove("bench-site.toml");
    let mut before = before;
    before.remove("bench-site.toml");
    assert!(after == before, "a refused build touched the project");
    // check says so too, with the same message.
    p.cmd()
        .args([
            "--out",
            &root.join("results").display().to_string(),
            "check",
        ])
        .assert()
        .code(1)
        .stderr(contains("is the results folder"));
}

#[test]
fn a_folder_bench_site_did_not_write_is_replaced_only_with_force() {
    let p = project();
    let foreign = p.path().join("mine");
    std::fs::create_dir_all(&foreign).unwrap();
    std::fs::write(foreign.join("notes.txt"), "keep me").unwrap();
    p.cmd()
        .arg("--out")
        .arg(&foreign)
        .arg("build")
        .assert()
        .code(2)
        .stderr(contains("was not written by bench-site").and(contains("--force")));
    assert_eq!(
        std::fs::read_to_string(foreign.join("notes.txt")).unwrap(),
        "keep me"
    );
    // A file, a symbolic link: refused whatever --force says.
    std::fs::write(p.path().join("file"), "x").unwrap();
    p.cmd()
        .args([
            "--out",
            &p.path().join("file").display().to_string(),
            "build",
            "--force",
        ])
        .assert()
        .code(2)
        .stderr(contains("not a directory"));
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(&foreign, p.path().join("link")).unwrap();
        p.cmd()
            .args([
                "--out",
                &p.path().join("link").display().to_string(),
                "build",
                "--force",
            ])
            .assert()
            .code(2)
            .stderr(contains("symbolic link"));
    }
    // An empty folder is fine; --force replaces a foreign one; from then on it is marked.
    std::fs::create_dir_all(p.path().join("empty")).unwrap();
    p.cmd()
        .args([
            "--out",
            &p.path().join("empty").display().to_string(),
            "build",
        ])
        .assert()
        .success();
    p.cmd()
        .arg("--out")
        .arg(&foreign)
        .args(["build", "--force"])
        .assert()
        .success();
    assert!(!foreign.join("notes.txt").exists());
    assert!(foreign.join(".bench-site-output").is_file());
    p.cmd()
        .arg("--out")
        .arg(&foreign)
        .arg("build")
        .assert()
        .success();
}

use predicates::prelude::PredicateBooleanExt;

#[cfg(unix)]
#[test]
fn a_write_error_publishes_nothing_and_removes_the_staging_directory() {
    use std::os::unix::process::CommandExt;
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    p.cmd().arg("build").assert().success();
    let before = tree(&p.path().join("site"));
    // EFBIG: files may grow to 16 KiB, the figures need more. (ENOSPC needs a small file
    // system of its own, which a test cannot mount without privileges; EFBIG fails the same
    // write calls.)
    let mut cmd = Command::new(assert_cmd::cargo::cargo_bin("bench-site"));
    cmd.arg("--root")
        .arg(p.path())
        .args(["build", "--no-cache"]);
    unsafe {
        cmd.pre_exec(|| {
            let limit = libc::rlimit {
                rlim_cur: 16 * 1024,
                rlim_max: 16 * 1024,
            };
            // Without this the kernel kills the process with SIGXFSZ instead of failing the write.
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            if libc::setrlimit(libc::RLIMIT_FSIZE, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let out = cmd.output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("File too large"), "{stderr}");
    assert!(stderr.contains("nothing was published"), "{stderr}");
    assert!(
        tree(&p.path().join("site")) == before,
        "the previous site is intact"
    );
    assert_eq!(leftovers(p.path()), Vec::<String>::new());
}

#[test]
fn a_template_error_publishes_nothing() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    p.cmd().arg("build").assert().success();
    let before = tree(&p.path().join("site"));
    p.write("theme/templates/report.html", "{{ no_such_value.field }}");
    let theme = p.path().join("theme");
    let check = p
        .cmd()
        .arg("--theme")
        .arg(&theme)
        .arg("check")
        .assert()
        .code(1);
    let check_err = String::from_utf8_lossy(&check.get_output().stderr).to_string();
    let build = p
        .cmd()
        .arg("--theme")
        .arg(&theme)
        .arg("build")
        .assert()
        .code(1);
    let stderr = String::from_utf8_lossy(&build.get_output().stderr).to_string();
    assert!(stderr.contains("theme template"), "{stderr}");
    assert!(stderr.contains("nothing was published"), "{stderr}");
    let first = stderr
        .lines()
        .find(|l| l.contains("theme template"))
        .unwrap();
    assert!(
        check_err.contains(first),
        "check names the same error:\n{check_err}"
    );
    assert!(
        tree(&p.path().join("site")) == before,
        "72 files do not become 12"
    );
    assert_eq!(leftovers(p.path()), Vec::<String>::new());
}

#[test]
fn a_leftover_of_an_older_bench_site_is_removed() {
    let p = Project::new();
    p.write_archive("results/a/20260101T000000Z.json", &small_archive());
    p.cmd().arg("build").assert().success();
    p.write(".site.old/en/index.html", "old");
    p.write(".site.staging-999999/en/index.html", "half");
    p.cmd()
        .arg("build")
        .assert()
        .success()
        .stderr(contains("left by an interrupted build"));
    assert_eq!(leftovers(p.path()), Vec::<String>::new());
}
