//! The `environment` self-description (archive-format.md 2.9): hardware, OS, toolchain, subject,
//! harness and the command to reproduce. Everything unknown is null or an explicit key, never a
//! guess.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use serde::Serialize;

use crate::machine;
use crate::matrix::Subject;

/// Key for `hardware.cpu_model_source` when no CPU model could be read.
pub const CPU_UNAVAILABLE: &str = "runner.env.cpu_model_unavailable";
/// Key for `harness.commit_source` when `git rev-parse` failed.
pub const COMMIT_UNAVAILABLE: &str = "runner.env.commit_unavailable";
/// Key for `subject.note`: dist_version is the version criterion, module_version a footnote.
pub const SUBJECT_NOTE: &str = "env.subject.version_note";

#[derive(Debug, Clone, Serialize)]
pub struct Environment {
    pub hardware: Hardware,
    pub os: Os,
    pub toolchain: Toolchain,
    pub subject: SubjectInfo,
    pub harness: Harness,
    pub command: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Hardware {
    pub cpu_model: Option<String>,
    pub cpu_model_source: String,
    pub cpu_model_source_params: BTreeMap<String, String>,
    pub logical_cores: Option<usize>,
    pub platform: String,
    // ---- bench-run additions (optional in the format) ----
    /// `MemTotal` of /proc/meminfo, bytes.
    pub memory_bytes: Option<u64>,
    /// A stable identity of the machine for grouping runs (see `machine::fingerprint`).
    pub fingerprint: String,
    /// What `fingerprint` hashes.
    pub fingerprint_of: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Os {
    pub system: String,
    pub release: String,
    pub version: String,
}

/// The toolchain that built this runner (there is no Python here; see docs/runner-protocol.md).
#[derive(Debug, Clone, Serialize)]
pub struct Toolchain {
    pub rustc: String,
    pub cargo_profile: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct SubjectInfo {
    pub dist_version: String,
    pub module_version: Option<String>,
    pub install_source: Option<serde_json::Value>,
    pub note: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Harness {
    pub version: String,
    pub commit: Option<String>,
    pub commit_source: String,
    pub commit_source_params: BTreeMap<String, String>,
}

/// Collects the environment of this machine for a run of `subject` started with `argv`.
pub fn collect(subject: &Subject, argv: &[String]) -> Environment {
    let os = os();
    let (cpu_model, cpu_model_source) = match cpu_model() {
        Some(model) => (Some(model), "/proc/cpuinfo".to_string()),
        None => (None, CPU_UNAVAILABLE.to_string()),
    };
    let logical_cores = std::thread::available_parallelism().ok().map(|n| n.get());
    let memory_bytes = machine::memory_bytes();
    Environment {
        hardware: Hardware {
            fingerprint: machine::fingerprint(
                cpu_model.as_deref(),
                logical_cores,
                &os.release,
                memory_bytes,
            ),
            fingerprint_of: machine::FINGERPRINT_OF.to_string(),
            memory_bytes,
            cpu_model,
            cpu_model_source,
            cpu_model_source_params: BTreeMap::new(),
            logical_cores,
            platform: platform(&os),
        },
        os,
        toolchain: Toolchain {
            rustc: env!("BENCH_RUN_RUSTC_VERSION").to_string(),
            cargo_profile: env!("BENCH_RUN_CARGO_PROFILE").to_string(),
        },
        subject: SubjectInfo {
            dist_version: subject.version.clone(),
            module_version: subject.module_version.clone(),
            install_source: None,
            note: SUBJECT_NOTE.to_string(),
        },
        harness: harness(),
        command: reproduce_command(argv),
    }
}

/// `"<system>-<machine>"`, e.g. `Linux-x86_64` (the format's `platform`).
pub fn platform(os: &Os) -> String {
    format!(
        "{}-{}",
        os.system,
        uname("-m").unwrap_or_else(|| std::env::consts::ARCH.to_string())
    )
}

pub fn os() -> Os {
    Os {
        system: uname("-s").unwrap_or_else(|| std::env::consts::OS.to_string()),
        release: uname("-r").unwrap_or_default(),
        version: uname("-v").unwrap_or_default(),
    }
}

fn uname(flag: &str) -> Option<String> {
    command_line(Command::new("uname").arg(flag))
}

fn command_line(command: &mut Command) -> Option<String> {
    let out = command.output().ok().filter(|o| o.status.success())?;
    let text = String::from_utf8_lossy(&out.stdout).trim().to_string();
    (!text.is_empty()).then_some(text)
}

/// The first `model name` of /proc/cpuinfo (x86 and most ARM servers have one).
fn cpu_model() -> Option<String> {
    let text = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    parse_cpu_model(&text)
}

fn parse_cpu_model(cpuinfo: &str) -> Option<String> {
    cpuinfo
        .lines()
        .filter_map(|line| line.split_once(':'))
        .find(|(key, _)| key.trim() == "model name")
        .map(|(_, value)| value.trim().to_string())
        .filter(|v| !v.is_empty())
}

/// The runner's version and the git commit of its source tree, read at run time.
pub fn harness() -> Harness {
    let source_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let source = format!("git -C {} rev-parse HEAD", source_dir.display());
    let commit = command_line(
        Command::new("git")
            .arg("-C")
            .arg(source_dir)
            .args(["rev-parse", "HEAD"]),
    );
    Harness {
        version: env!("CARGO_PKG_VERSION").to_string(),
        commit_source: if commit.is_some() {
            source
        } else {
            COMMIT_UNAVAILABLE.to_string()
        },
        commit,
        commit_source_params: BTreeMap::new(),
    }
}

/// argv with the program path shortened to `bench-run`, so the command is copy-pasteable.
pub fn reproduce_command(argv: &[String]) -> Vec<String> {
    let mut command = vec![env!("CARGO_PKG_NAME").to_string()];
    command.extend(argv.iter().skip(1).cloned());
    command
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_first_model_name() {
        let text = "processor\t: 0\nmodel name\t: AMD EPYC 7763 64-Core Processor\nprocessor\t: 1\nmodel name\t: other\n";
        assert_eq!(
            parse_cpu_model(text).as_deref(),
            Some("AMD EPYC 7763 64-Core Processor")
        );
        assert_eq!(parse_cpu_model("processor : 0\n"), None);
    }

    #[test]
    fn command_starts_with_the_runner_name() {
        let argv = [
            "/tmp/x/bench-run".to_string(),
            "run".into(),
            "--matrix".into(),
            "m.toml".into(),
        ];
        assert_eq!(
            reproduce_command(&argv),
            ["bench-run", "run", "--matrix", "m.toml"]
        );
    }

    #[test]
    fn toolchain_was_captured_at_build_time() {
        assert!(env!("BENCH_RUN_RUSTC_VERSION").starts_with("rustc "));
    }
}
