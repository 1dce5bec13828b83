//! The run environment as report rows: what machine, interpreter, subject version and harness
//! produced the archive, and how to reproduce it.

use crate::archive::Archive;
use serde_json::Value;

#[derive(Debug, Clone)]
pub enum DriveGeneration {
    /// A label key (or prose) from the archive.
    Label(String),
    /// The probe ran but could not classify; the stored error key or prose.
    Undetermined(String),
    /// The environment block says nothing about it.
    Missing,
}

#[derive(Debug, Clone)]
pub struct EnvModel {
    pub present: bool,
    pub cpu_model: Option<String>,
    pub cpu_model_source: Option<String>,
    /// Raw, as stored (the overhead rule only trusts integers).
    pub logical_cores: Option<Value>,
    pub platform: Option<String>,
    pub os: Option<String>,
    pub interpreter: Option<String>,
    pub executable: Option<String>,
    pub gil_mode: Option<String>,
    pub dist_version: Option<String>,
    pub module_version: Option<String>,
    pub drive_generation: Option<DriveGeneration>,
    /// (requested revision, vcs) for VCS installs only.
    pub install_source: Option<(String, String)>,
    /// First 12 characters of the installed commit.
    pub commit: Option<String>,
    /// (program, version, commit).
    pub harness: Option<(String, Option<String>, Option<String>)>,
    pub command: Vec<String>,
    pub subject_note: Option<String>,
    /// Environment keys this version does not model, flattened to (path, scalar text).
    pub extra: Vec<(String, String)>,
    /// Every fact that can differ between two runs, for the compare pages.
    pub facts: Vec<EnvFact>,
}

/// What part of the measuring instrument a fact describes; a change of the machine or the
/// harness means two runs were measured with two instruments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum FactKind {
    Machine,
    Harness,
    Runtime,
    Subject,
    Other,
}

/// One comparable fact: a label (a message id, or an archive path shown as code), its value
/// as stored, and whether the value is an archive message key to translate.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct EnvFact {
    /// A message id (`env-cpu`), or `path:<json path>` for a field without a message.
    pub label: String,
    pub value: String,
    pub kind: FactKind,
    pub translate: bool,
}

fn fact(label: &str, value: Option<String>, kind: FactKind) -> EnvFact {
    EnvFact {
        label: label.to_string(),
        value: value.unwrap_or_default(),
        kind,
        translate: false,
    }
}

/// Every environment and harness fact of an archive, in a fixed order, unknown fields last.
fn facts(archive: &Archive, m: &EnvModel) -> Vec<EnvFact> {
    let env = archive.environment.clone().unwrap_or_default();
    let py = env.python.as_ref();
    let harness = env.harness.as_ref();
    let cores = m.logical_cores.as_ref().map(|v| v.to_string());
    let mut out = vec![
        fact("env-cpu", m.cpu_model.clone(), FactKind::Machine),
        fact("env-cores", cores, FactKind::Machine),
        fact("env-platform", m.platform.clone(), FactKind::Machine),
        fact("env-os", m.os.clone(), FactKind::Machine),
        fact(
            "env-harness-version",
            harness.and_then(|h| h.version.clone()),
            FactKind::Harness,
        ),
        fact(
            "env-harness-commit",
            harness.and_then(|h| h.commit.clone()),
            FactKind::Harness,
        ),
        fact("env-interpreter", m.interpreter.clone(), FactKind::Runtime),
        fact(
            "env-interpreter-build",
            py.and_then(|p| p.abiflags.clone()),
            FactKind::Runtime,
        ),
        fact("env-gil", m.gil_mode.clone(), FactKind::Runtime),
        fact("env-executable", m.executable.clone(), FactKind::Runtime),
        fact("env-subject-commit", m.commit.clone(), FactKind::Subject),
    ];
    let generation = match &m.drive_generation {
        Some(DriveGeneration::Label(l)) => Some(l.clone()),
        Some(DriveGeneration::Undetermined(e)) => Some(e.clone()),
        _ => None,
    };
    out.push(EnvFact {
        translate: true,
        ..fact("env-drive-generation", generation, FactKind::Subject)
    });
    for (name, v) in &env.packages {
        let value = v.as_str().map_or_else(|| v.to_string(), str::to_string);
        out.push(fact(
            &format!("path:environment.packages.{name}"),
            Some(value),
            FactKind::Other,
        ));
    }
    for (path, value) in &m.extra {
        let kind = if path.starts_with("toolchain") {
            FactKind::Runtime
        } else {
            FactKind::Other
        };
        out.push(fact(
            &format!("path:environment.{path}"),
            Some(value.clone()),
            kind,
        ));
    }
    out
}

pub fn environment(archive: &Archive) -> EnvModel {
    let env = archive.environment.clone().unwrap_or_default();
    let hw = env.hardware.as_ref();
    let py = env.python.as_ref();
    let subject = env.subject.as_ref();
    let vcs = subject
        .and_then(|s| s.install_source.as_ref())
        .and_then(|i| i.vcs_info.as_ref());
    let program = env.command.first().cloned();
    let harness = env.harness.as_ref().map(|h| {
        (
            program.clone().unwrap_or_else(|| "harness".into()),
            h.version.clone(),
            h.commit.clone(),
        )
    });
    let mut extra = Vec::new();
    for (k, v) in &env.extra {
        flatten(k, v, &mut extra);
    }
    let mut model = EnvModel {
        present: archive.environment.is_some(),
        cpu_model: hw
            .and_then(|h| h.cpu_model.clone())
            .filter(|s| !s.is_empty()),
        cpu_model_source: hw.and_then(|h| h.cpu_model_source.clone()),
        logical_cores: hw.and_then(|h| h.logical_cores.clone()),
        platform: hw
            .and_then(|h| h.platform.clone())
            .or_else(|| archive.run.platform.clone()),
        os: env.os.as_ref().map(|o| {
            let mut s = [o.system.as_deref(), o.release.as_deref()]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" ");
            if let Some(v) = o.version.as_deref().filter(|v| !v.is_empty()) {
                s.push_str(&format!(" ({v})"));
            }
            s
        }),
        interpreter: py.map(|p| {
            [p.implementation.as_deref(), p.version.as_deref()]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" ")
        }),
        executable: py.and_then(|p| p.executable.clone()),
        gil_mode: py
            .and_then(|p| p.gil_mode.clone())
            .filter(|s| !s.is_empty()),
        dist_version: subject.and_then(|s| s.dist_version.clone()),
        module_version: subject.and_then(|s| s.module_version.clone()),
        drive_generation: subject.map(|s| match &s.drive_generation {
            Some(g) => match (&g.label, &g.error) {
                (Some(label), _) => DriveGeneration::Label(label.clone()),
                (None, Some(err)) => DriveGeneration::Undetermined(err.clone()),
                (None, None) => DriveGeneration::Missing,
            },
            None => DriveGeneration::Missing,
        }),
        install_source: vcs.map(|v| {
            (
                v.requested_revision.clone().unwrap_or_default(),
                v.vcs.clone().unwrap_or_default(),
            )
        }),
        commit: vcs
            .and_then(|v| v.commit_id.as_ref())
            .map(|c| c.chars().take(12).collect()),
        harness,
        command: env.command.clone(),
        subject_note: subject
            .and_then(|s| s.note.clone())
            .filter(|s| !s.is_empty()),
        extra,
        facts: Vec::new(),
    };
    model.facts = facts(archive, &model);
    model
}

/// Flattens nested objects to `a.b` paths with scalar text values.
fn flatten(path: &str, v: &Value, out: &mut Vec<(String, String)>) {
    match v {
        Value::Object(map) => {
            for (k, v) in map {
                flatten(&format!("{path}.{k}"), v, out);
            }
        }
        Value::String(s) => out.push((path.to_string(), s.clone())),
        Value::Null => out.push((path.to_string(), "null".into())),
        other => out.push((path.to_string(), other.to_string())),
    }
}
