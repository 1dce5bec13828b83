//! Build script: names the commit the binary was built from, for `bench-site --version`.
//! Outside a git checkout (a crates tarball, a source archive) the version says so.
use std::process::Command;

fn main() {
    let commit = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string())
        .filter(|c| !c.is_empty());
    let version = env!("CARGO_PKG_VERSION");
    let long = match commit {
        Some(c) => format!("{version} (commit {c})"),
        None => format!("{version} (commit unknown: not built from a git checkout)"),
    };
    println!("cargo:rustc-env=BENCH_SITE_LONG_VERSION={long}");
    println!("cargo:rerun-if-changed=build.rs");
    // A new commit or a checkout moves HEAD or the branch it points at; the working tree's
    // own edits do not (they would rebuild the crate on every change).
    for path in [".git/HEAD", ".git/refs/heads"] {
        if std::path::Path::new(path).exists() {
            println!("cargo:rerun-if-changed={path}");
        }
    }
}
