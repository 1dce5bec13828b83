//! `--resume`: finds the incomplete archive of a matrix, reads back what it already holds, and
//! refuses to continue it when the continuation would not be the same measurement (another
//! matrix, another machine, another build of the runner).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use serde_json::Value;

use crate::archive::{RunBlock, Unit, Verification};
use crate::environment::Environment;
use crate::matrix::Matrix;

/// What an interrupted run left behind.
pub struct Stored {
    pub path: PathBuf,
    pub run: RunBlock,
    /// Units by their index in archive unit order.
    pub units: BTreeMap<usize, Unit>,
    pub verification: BTreeMap<String, Verification>,
    /// The first session's reproduce command.
    pub command: Vec<String>,
}

/// The archive to resume: `explicit`, else the newest archive under `<out>/<slug>/` whose
/// `run.complete` is false.
pub fn find(out: &Path, slug: &str, explicit: Option<&Path>) -> anyhow::Result<PathBuf> {
    if let Some(path) = explicit {
        return Ok(path.to_path_buf());
    }
    let dir = out.join(slug);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .with_context(|| format!("cannot list {} to find a run to resume", dir.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .filter(|p| {
            !p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    files.sort();
    files
        .into_iter()
        .rev()
        .find(|p| read_json(p).is_ok_and(|v| v["run"]["complete"] == Value::Bool(false)))
        .with_context(|| {
            format!(
                "no incomplete archive under {}; nothing to resume (run without --resume to start a new run)",
                dir.display()
            )
        })
}

fn read_json(path: &Path) -> anyhow::Result<Value> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("{} is not valid JSON", path.display()))
}

/// Reads `path` back and checks it can be continued by this runner, with `matrix`, on this
/// machine (`current` is this session's environment).
pub fn load(path: &Path, matrix: &Matrix, current: &Environment) -> anyhow::Result<Stored> {
    let archive = read_json(path)?;
    let shown = path.display();
    let run: RunBlock = serde_json::from_value(archive["run"].clone()).with_context(|| {
        format!("{shown}: `run` is not the block of a bench-run archive that can be resumed")
    })?;
    if run.complete {
        bail!("{shown} is complete (run.complete is true); nothing to resume");
    }
    if run.matrix_fingerprint != matrix.fingerprint() {
        bail!(
            "{shown} was measured from a different matrix (run.matrix_fingerprint {} is not {}); \
             resume it with the matrix that started it, or run without --resume",
            run.matrix_fingerprint,
            matrix.fingerprint()
        );
    }
    same_instrument(&archive, current, &shown.to_string())?;
    let units: Vec<Unit> = serde_json::from_value(archive["units"].clone())
        .with_context(|| format!("{shown}: `units` cannot be read back"))?;
    let verification = serde_json::from_value(archive["verification"].clone())
        .with_context(|| format!("{shown}: `verification` cannot be read back"))?;
    let command = serde_json::from_value(archive["environment"]["command"].clone())
        .with_context(|| format!("{shown}: `environment.command` cannot be read back"))?;
    Ok(Stored {
        path: path.to_path_buf(),
        units: index_units(units, matrix, &shown.to_string())?,
        run,
        verification,
        command,
    })
}

/// Refuses to mix measurements of two machines or two builds of the runner in one archive.
fn same_instrument(archive: &Value, current: &Environment, shown: &str) -> anyhow::Result<()> {
    let env = &archive["environment"];
    let facts = [
        (
            "environment.hardware.fingerprint",
            &env["hardware"]["fingerprint"],
            current.hardware.fingerprint.as_str(),
            "another machine",
        ),
        (
            "environment.toolchain.rustc",
            &env["toolchain"]["rustc"],
            current.toolchain.rustc.as_str(),
            "another compiler",
        ),
        (
            "environment.toolchain.cargo_profile",
            &env["toolchain"]["cargo_profile"],
            current.toolchain.cargo_profile.as_str(),
            "another cargo profile",
        ),
        (
            "environment.harness.version",
            &env["harness"]["version"],
            current.harness.version.as_str(),
            "another version of bench-run",
        ),
    ];
    for (key, stored, now, what) in facts {
        if stored.as_str() != Some(now) {
            bail!(
                "{shown} was measured on {what} ({key} is {stored}, here it is {now:?}); \
                 its units cannot be continued here: run without --resume"
            );
        }
    }
    Ok(())
}

/// Maps every stored unit to its place in archive unit order; a unit the matrix does not have,
/// or one stored twice, means the file was edited: refuse.
fn index_units(
    units: Vec<Unit>,
    matrix: &Matrix,
    shown: &str,
) -> anyhow::Result<BTreeMap<usize, Unit>> {
    let mut out = BTreeMap::new();
    for unit in units {
        let s = unit.spec();
        let Some(index) = matrix.unit_index(&s.adapter, s.concurrency, s.body_tier_us) else {
            bail!(
                "{shown}: unit {} c={} tier={} µs is not in the matrix",
                s.adapter,
                s.concurrency,
                s.body_tier_us
            );
        };
        let label = format!(
            "{} c={} tier={} µs",
            s.adapter, s.concurrency, s.body_tier_us
        );
        if out.insert(index, unit).is_some() {
            bail!("{shown}: unit {label} is stored twice");
        }
    }
    Ok(out)
}
