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
    EnvModel {
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
    }
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
