//! Matrix file (TOML) → validated [`Matrix`]: which adapters, concurrencies, body tiers and round
//! counts one run measures, and which adapter is the subject.
//!
//! ```toml
//! [subject]
//! name = "bench-run-demo"     # slug = "<name>-<version>", spec.framework = "<name>==<version>"
//! version = "0.1.0"
//! adapter = "rayon"           # the adapter whose units get tier "under_test"
//!
//! [run]
//! concurrencies = [1, 2, 4]
//! tiers_us = [40, 300, 2700]  # target body durations, microseconds
//! warmup_rounds = 3
//! measured_rounds = 20
//! processes = 2               # child processes per unit; the measured rounds are split
//!
//! [[adapter]]
//! name = "rayon"
//! dispatch = "scope"          # rayon only: "scope" | "par_iter"
//! pool_threads = "concurrency" # rayon only: "concurrency" | "cores"
//!
//! [[adapter]]
//! name = "py_threads"         # an external adapter: see docs/runner-protocol.md
//! command = ["python3", "../examples/external_adapter.py"]
//! ```

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::adapters::{AdapterTier, Dispatch, PoolThreads, BUILTIN_NAMES};

/// A user mistake in the matrix file; every message names the file and key and says what to do.
#[derive(Debug, thiserror::Error)]
pub enum MatrixError {
    #[error("cannot read matrix file {path} (check the --matrix path)")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("matrix file {path} does not match the matrix format (docs/runner-protocol.md)")]
    Parse {
        path: PathBuf,
        source: Box<toml::de::Error>,
    },
    #[error("matrix file {path}, key `{key}`: {problem}")]
    Invalid {
        path: PathBuf,
        key: String,
        problem: String,
    },
}

/// Whole matrix file.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Matrix {
    pub subject: Subject,
    pub run: RunSettings,
    #[serde(rename = "adapter")]
    pub adapters: Vec<AdapterEntry>,
    /// Directory of the matrix file; external commands run there. Filled in by [`load`].
    #[serde(skip)]
    pub base_dir: PathBuf,
}

/// The measured subject's identity.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Subject {
    pub name: String,
    /// Authoritative version string (`environment.subject.dist_version`).
    pub version: String,
    /// Adapter name whose units are the subject.
    pub adapter: String,
    /// Optional secondary version shown as a footnote (`environment.subject.module_version`).
    #[serde(default)]
    pub module_version: Option<String>,
}

/// Shape of the measurement.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RunSettings {
    pub concurrencies: Vec<u32>,
    /// Target body durations in microseconds.
    pub tiers_us: Vec<f64>,
    pub warmup_rounds: u32,
    pub measured_rounds: u32,
    /// Child processes per unit (process-level variance); the measured rounds are split
    /// between them and every process runs the warm-up rounds.
    #[serde(default = "default_processes")]
    pub processes: u32,
    /// Time limit of one step of a child (start-up and calibration, one round, exit), seconds. of one child process, seconds.
    #[serde(default = "default_timeout")]
    pub timeout_seconds: f64,
    /// Run the marker-body equivalence check (archive `verification`).
    #[serde(default = "default_true")]
    pub verification: bool,
}

fn default_timeout() -> f64 {
    300.0
}

fn default_processes() -> u32 {
    1
}

fn default_true() -> bool {
    true
}

/// One `[[adapter]]` entry: a built-in scheme, or an external command when `command` is set.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct AdapterEntry {
    pub name: String,
    #[serde(default)]
    pub command: Option<Vec<String>>,
    /// Extra environment variables for an external command.
    #[serde(default)]
    pub env: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    pub tier: Option<AdapterTier>,
    #[serde(default)]
    pub comparable: Option<bool>,
    /// Message key (or prose) stored as `adapter.notes`.
    #[serde(default)]
    pub notes: Option<String>,
    #[serde(default)]
    pub dispatch: Option<Dispatch>,
    #[serde(default)]
    pub pool_threads: Option<PoolThreads>,
}

impl AdapterEntry {
    pub fn is_external(&self) -> bool {
        self.command.is_some()
    }
}

impl Matrix {
    /// The matrix specifier stored in every `spec.framework`, PyPI style.
    pub fn framework(&self) -> String {
        format!("{}=={}", self.subject.name, self.subject.version)
    }

    /// Hash of the parsed matrix (not of its text, so comments and layout do not count):
    /// `--resume` continues an archive only with the matrix that started it.
    pub fn fingerprint(&self) -> String {
        use std::hash::Hasher;
        let canonical = serde_json::to_string(self).expect("a matrix serialises");
        let mut hasher = fnv::FnvHasher::default();
        hasher.write(canonical.as_bytes());
        format!("fnv1a64:{:016x}", hasher.finish())
    }

    /// Position of the unit (adapter, concurrency, tier) in archive unit order.
    pub fn unit_index(&self, adapter: &str, concurrency: u32, tier_us: f64) -> Option<usize> {
        let a = self
            .sorted_adapters()
            .iter()
            .position(|e| e.name == adapter)?;
        let c = self
            .run
            .concurrencies
            .iter()
            .position(|&x| x == concurrency)?;
        let t = self.run.tiers_us.iter().position(|&x| x == tier_us)?;
        let (nc, nt) = (self.run.concurrencies.len(), self.run.tiers_us.len());
        Some((a * nc + c) * nt + t)
    }

    /// Number of units the matrix asks for.
    pub fn unit_count(&self) -> usize {
        self.adapters.len() * self.run.concurrencies.len() * self.run.tiers_us.len()
    }

    /// Adapters sorted by name: the unit order of the archive.
    pub fn sorted_adapters(&self) -> Vec<&AdapterEntry> {
        let mut list: Vec<&AdapterEntry> = self.adapters.iter().collect();
        list.sort_by(|a, b| a.name.cmp(&b.name));
        list
    }
}

/// Reads, parses and validates a matrix file.
pub fn load(path: &Path) -> Result<Matrix, MatrixError> {
    let text = std::fs::read_to_string(path).map_err(|source| MatrixError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let mut matrix = parse(&text, path)?;
    matrix.base_dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .to_path_buf();
    Ok(matrix)
}

/// Parses and validates matrix text; `path` is only used in messages.
pub fn parse(text: &str, path: &Path) -> Result<Matrix, MatrixError> {
    let matrix: Matrix = toml::from_str(text).map_err(|source| MatrixError::Parse {
        path: path.to_path_buf(),
        source: Box::new(source),
    })?;
    validate(&matrix).map_err(|(key, problem)| MatrixError::Invalid {
        path: path.to_path_buf(),
        key,
        problem,
    })?;
    Ok(matrix)
}

type Problem = (String, String);

fn bad(key: &str, problem: impl Into<String>) -> Problem {
    (key.to_string(), problem.into())
}

fn validate(m: &Matrix) -> Result<(), Problem> {
    validate_run(&m.run)?;
    validate_adapters(&m.adapters)?;
    if m.subject.name.trim().is_empty() || m.subject.version.trim().is_empty() {
        return Err(bad("subject", "`name` and `version` must be non-empty"));
    }
    if !m.adapters.iter().any(|a| a.name == m.subject.adapter) {
        return Err(bad(
            "subject.adapter",
            format!(
                "`{}` is not one of the [[adapter]] names",
                m.subject.adapter
            ),
        ));
    }
    let stray = m
        .adapters
        .iter()
        .find(|a| a.tier == Some(AdapterTier::UnderTest) && a.name != m.subject.adapter);
    if let Some(a) = stray {
        return Err(bad(
            &format!("adapter.{}.tier", a.name),
            "only the subject adapter is `under_test`; set `subject.adapter` instead",
        ));
    }
    Ok(())
}

fn validate_run(run: &RunSettings) -> Result<(), Problem> {
    if run.concurrencies.is_empty() || run.concurrencies.iter().any(|&c| c == 0 || c > 1024) {
        return Err(bad(
            "run.concurrencies",
            "give at least one value, each in 1..=1024",
        ));
    }
    if !distinct(run.concurrencies.iter().map(|c| c.to_string())) {
        return Err(bad("run.concurrencies", "values must not repeat"));
    }
    let tier_ok = |t: &f64| t.is_finite() && *t > 0.0 && *t <= 60e6;
    if run.tiers_us.is_empty() || !run.tiers_us.iter().all(tier_ok) {
        return Err(bad(
            "run.tiers_us",
            "give at least one tier, each > 0 and <= 60e6 µs",
        ));
    }
    if !distinct(run.tiers_us.iter().map(|t| t.to_bits().to_string())) {
        return Err(bad("run.tiers_us", "values must not repeat"));
    }
    if run.measured_rounds == 0 {
        return Err(bad("run.measured_rounds", "must be at least 1"));
    }
    if !(1..=64).contains(&run.processes) {
        return Err(bad("run.processes", "give 1..=64 child processes per unit"));
    }
    if run.measured_rounds < run.processes {
        return Err(bad(
            "run.processes",
            "every process needs a measured round: use at most `measured_rounds` processes",
        ));
    }
    if !(run.timeout_seconds.is_finite() && run.timeout_seconds > 0.0) {
        return Err(bad(
            "run.timeout_seconds",
            "must be a positive number of seconds",
        ));
    }
    Ok(())
}

fn validate_adapters(adapters: &[AdapterEntry]) -> Result<(), Problem> {
    if adapters.is_empty() {
        return Err(bad("adapter", "add at least one [[adapter]] table"));
    }
    if !distinct(adapters.iter().map(|a| a.name.clone())) {
        return Err(bad("adapter.name", "adapter names must be unique"));
    }
    adapters.iter().try_for_each(validate_adapter)
}

fn validate_adapter(a: &AdapterEntry) -> Result<(), Problem> {
    let key = format!("adapter.{}", a.name);
    let name_ok = !a.name.is_empty()
        && a.name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if !name_ok {
        return Err(bad(&key, "names use only A-Z, a-z, 0-9, `_` and `-`"));
    }
    let builtin = BUILTIN_NAMES.contains(&a.name.as_str());
    match &a.command {
        Some(cmd) if builtin => Err(bad(
            &format!("{key}.command"),
            format!(
                "`{}` is a built-in adapter; give the external one another name",
                a.name
            ),
        )),
        Some(cmd) if cmd.is_empty() || cmd[0].is_empty() => Err(bad(
            &format!("{key}.command"),
            "give the program and its arguments, e.g. [\"python3\", \"adapter.py\"]",
        )),
        None if !builtin => Err(bad(
            &key,
            format!("unknown built-in adapter; use one of {BUILTIN_NAMES:?} or set `command`"),
        )),
        _ if (a.dispatch.is_some() || a.pool_threads.is_some()) && a.name != "rayon" => Err(bad(
            &key,
            "`dispatch` and `pool_threads` apply only to the built-in `rayon` adapter",
        )),
        _ if !a.env.is_empty() && !a.is_external() => Err(bad(
            &format!("{key}.env"),
            "`env` applies only to external adapters",
        )),
        _ => Ok(()),
    }
}

fn distinct(items: impl Iterator<Item = String>) -> bool {
    let mut seen = BTreeSet::new();
    items.into_iter().all(|item| seen.insert(item))
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"
        [subject]
        name = "demo"
        version = "1.0"
        adapter = "rayon"
        [run]
        concurrencies = [1, 2]
        tiers_us = [40, 300.5]
        warmup_rounds = 1
        measured_rounds = 3
        [[adapter]]
        name = "rayon"
        dispatch = "par_iter"
        [[adapter]]
        name = "inline"
    "#;

    /// The error with its cause chain, as `main` prints it.
    fn err(text: &str) -> String {
        let error = parse(text, Path::new("m.toml")).unwrap_err();
        format!("{:#}", anyhow::Error::from(error))
    }

    #[test]
    fn parses_a_good_matrix_and_sorts_adapters() {
        let m = parse(GOOD, Path::new("m.toml")).unwrap();
        assert_eq!(m.run.tiers_us, vec![40.0, 300.5]);
        assert_eq!(m.framework(), "demo==1.0");
        let names: Vec<_> = m.sorted_adapters().iter().map(|a| a.name.clone()).collect();
        assert_eq!(names, ["inline", "rayon"]);
        assert_eq!(m.run.timeout_seconds, 300.0);
    }

    #[test]
    fn unknown_subject_adapter_names_the_key() {
        let msg = err(&GOOD.replace("adapter = \"rayon\"", "adapter = \"zoo\""));
        assert!(
            msg.contains("m.toml") && msg.contains("subject.adapter"),
            "{msg}"
        );
    }

    #[test]
    fn rejects_unknown_builtin_and_misplaced_options() {
        let msg = err(&GOOD.replace("name = \"inline\"", "name = \"nope\""));
        assert!(
            msg.contains("adapter.nope") && msg.contains("command"),
            "{msg}"
        );
        let msg = err(&GOOD.replace(
            "name = \"inline\"",
            "name = \"inline\"\ndispatch = \"scope\"",
        ));
        assert!(msg.contains("only to the built-in `rayon`"), "{msg}");
    }

    #[test]
    fn rejects_zero_rounds_and_bad_tiers() {
        assert!(
            err(&GOOD.replace("measured_rounds = 3", "measured_rounds = 0"))
                .contains("measured_rounds")
        );
        assert!(err(&GOOD.replace("[40, 300.5]", "[40, -1]")).contains("run.tiers_us"));
        assert!(err(&GOOD.replace("[1, 2]", "[1, 1]")).contains("must not repeat"));
        let many = GOOD.replace("measured_rounds = 3", "measured_rounds = 3\nprocesses = 4");
        assert!(err(&many).contains("run.processes"));
    }

    #[test]
    fn unit_index_follows_archive_order() {
        let m = parse(GOOD, Path::new("m.toml")).unwrap();
        assert_eq!(m.unit_count(), 8);
        assert_eq!(m.unit_index("inline", 1, 40.0), Some(0));
        assert_eq!(m.unit_index("inline", 2, 300.5), Some(3));
        assert_eq!(m.unit_index("rayon", 1, 300.5), Some(5));
        assert_eq!(m.unit_index("rayon", 3, 40.0), None);
    }

    #[test]
    fn fingerprint_ignores_layout_but_not_content() {
        let a = parse(GOOD, Path::new("m.toml")).unwrap().fingerprint();
        let commented = format!("# a comment\n{GOOD}");
        assert_eq!(
            a,
            parse(&commented, Path::new("m.toml"))
                .unwrap()
                .fingerprint()
        );
        let more = GOOD.replace("measured_rounds = 3", "measured_rounds = 4");
        assert_ne!(a, parse(&more, Path::new("m.toml")).unwrap().fingerprint());
    }

    #[test]
    fn shipped_matrices_are_valid() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("matrices");
        let mut count = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let matrix = load(&path).unwrap_or_else(|e| panic!("{e}"));
            assert!(!matrix.adapters.is_empty());
            count += 1;
        }
        assert!(
            count >= 3,
            "example.toml, example-0.2.0.toml and external-example.toml"
        );
    }

    #[test]
    fn unknown_keys_are_rejected() {
        assert!(
            err(&GOOD.replace("warmup_rounds = 1", "warmup_rounds = 1\nwarmup = 2"))
                .contains("warmup")
        );
    }
}
