//! Stage 5, site: where a build may write. Decides whether the output directory may be
//! replaced at all (never the project, its inputs, or a folder bench-site did not make),
//! serialises builds of one output with a lock, and cleans up what a killed build left beside it.
//!
//! Names beside an output `site/` (all in its parent directory):
//! `.site.lock` (the lock), `.site.staging-<pid>` (a build in progress; after the swap, the
//! previous site until it is removed), `.site.old-<pid>` (the previous site while the
//! two-rename fallback swaps) and `.site.old` (what bench-site before the lock left).

use super::fault;
use std::fs::File;
use std::path::{Component, Path, PathBuf};
use thiserror::Error;

/// The file every output directory carries; only a directory with it is ever replaced.
pub const MARKER: &str = ".bench-site-output";

/// The marker's text (constant, so builds stay byte-identical).
pub const MARKER_TEXT: &str = "This directory was written by bench-site. Every `bench-site build` replaces it whole: keep nothing else in it.\n";

/// A build that must not start; the CLI exits 2 (a usage problem).
#[derive(Debug, Error)]
pub enum Refusal {
    #[error("the output directory is empty (`out = \"\"` or `--out \"\"`); name a folder of its own, e.g. `out = \"site\"`")]
    Empty,
    #[error("refusing to write the site to {out}: it {relation} the {what} ({path}); a build replaces its output directory whole. Choose another output, e.g. `--out site`")]
    Protected {
        out: String,
        relation: &'static str,
        what: &'static str,
        path: String,
    },
    #[error(
        "refusing to replace {out}: it is not a directory. Remove it or choose another output"
    )]
    NotADirectory { out: String },
    #[error("refusing to replace {out}: it is a symbolic link; pass the directory it points to, or remove the link")]
    Symlink { out: String },
    #[error("refusing to replace {out}: it is not empty and was not written by bench-site (it has no `{MARKER}` file). A build replaces its output directory whole. Choose another output, delete the folder, or pass --force to replace it anyway (a site built by bench-site before this check also needs --force once)")]
    Foreign { out: String },
    #[error("{path}: cannot inspect the output directory: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
}

/// A folder the output must keep clear of. The project root may hold the output (`site/`) but
/// never be it nor lie inside it; every other folder keeps the output out of itself too.
pub struct Protected {
    pub what: &'static str,
    pub path: PathBuf,
    /// May the output lie inside this folder?
    pub may_hold_output: bool,
}

/// A resolved output directory: absolute, with `..` and symbolic links of its parents resolved.
#[derive(Debug, Clone)]
pub struct Target {
    pub out: PathBuf,
    pub parent: PathBuf,
    pub name: String,
}

impl Target {
    /// `.<name>.<suffix>` beside the output.
    pub fn beside(&self, suffix: &str) -> PathBuf {
        self.parent.join(format!(".{}.{suffix}", self.name))
    }
}

/// Resolves `out` and refuses it when it is, contains or (for an input) lies inside a
/// protected folder.
pub fn target(out: &Path, protected: &[Protected]) -> Result<Target, Refusal> {
    if out.as_os_str().is_empty() {
        return Err(Refusal::Empty);
    }
    let resolved = resolve(out).map_err(|source| Refusal::Io {
        path: out.display().to_string(),
        source,
    })?;
    let shown = out.display().to_string();
    for p in protected {
        let Ok(path) = p.path.canonicalize().or_else(|_| resolve(&p.path)) else {
            continue;
        };
        let relation = if resolved == path {
            Some("is")
        } else if path.starts_with(&resolved) {
            Some("contains")
        } else if !p.may_hold_output && resolved.starts_with(&path) {
            Some("lies inside")
        } else {
            None
        };
        if let Some(relation) = relation {
            return Err(Refusal::Protected {
                out: shown,
                relation,
                what: p.what,
                path: p.path.display().to_string(),
            });
        }
    }
    let (Some(parent), Some(name)) = (resolved.parent(), resolved.file_name()) else {
        return Err(Refusal::Protected {
            out: shown,
            relation: "is",
            what: "file-system root",
            path: "/".into(),
        });
    };
    Ok(Target {
        parent: parent.to_path_buf(),
        name: name.to_string_lossy().into_owned(),
        out: resolved.clone(),
    })
}

/// An absolute form of `p`: the longest existing prefix canonicalised (symbolic links
/// resolved), the rest appended with `.` and `..` applied by hand. The last component is
/// never resolved, so a symbolic link there stays visible.
fn resolve(p: &Path) -> std::io::Result<PathBuf> {
    let abs = std::path::absolute(p)?;
    let mut comps: Vec<Component> = abs.components().collect();
    let last = match comps.last() {
        Some(Component::Normal(n)) => Some(n.to_os_string()),
        _ => None,
    };
    if last.is_some() {
        comps.pop();
    }
    let mut done = PathBuf::new();
    let mut exists = true;
    for c in comps {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                done.pop();
            }
            other => {
                done.push(other);
                if exists {
                    match done.canonicalize() {
                        Ok(real) => done = real,
                        Err(_) => exists = false,
                    }
                }
            }
        }
    }
    if let Some(last) = last {
        done.push(last);
    }
    Ok(done)
}

/// Refuses an output that exists and was not made by bench-site (unless `force`): only an
/// absent or empty directory, or one holding [`MARKER`], is replaced.
pub fn check_replaceable(target: &Target, force: bool) -> Result<(), Refusal> {
    let shown = target.out.display().to_string();
    let io = |source| Refusal::Io {
        path: shown.clone(),
        source,
    };
    let meta = match std::fs::symlink_metadata(&target.out) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(io(e)),
    };
    if meta.file_type().is_symlink() {
        return Err(Refusal::Symlink { out: shown });
    }
    if !meta.is_dir() {
        return Err(Refusal::NotADirectory { out: shown });
    }
    if force || target.out.join(MARKER).is_file() {
        return Ok(());
    }
    let empty = std::fs::read_dir(&target.out).map_err(io)?.next().is_none();
    if empty {
        Ok(())
    } else {
        Err(Refusal::Foreign { out: shown })
    }
}

/// The lock that serialises builds of one output; released when dropped (or when the process
/// dies, however it dies: the kernel drops `flock` locks with the file descriptor).
pub struct Lock {
    _file: File,
}

impl Lock {
    /// Takes the lock beside the output, waiting (with a message) while another build holds it.
    pub fn acquire(target: &Target) -> std::io::Result<Lock> {
        std::fs::create_dir_all(&target.parent)?;
        let path = target.beside("lock");
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)?;
        lock_file(&file, &path, &target.out)?;
        fault::point("locked");
        Ok(Lock { _file: file })
    }
}

#[cfg(unix)]
fn lock_file(file: &File, path: &Path, out: &Path) -> std::io::Result<()> {
    use rustix::fs::{flock, FlockOperation};
    match flock(file, FlockOperation::NonBlockingLockExclusive) {
        Ok(()) => return Ok(()),
        Err(rustix::io::Errno::WOULDBLOCK) => {}
        Err(e) => return Err(e.into()),
    }
    eprintln!(
        "Waiting for another bench-site build of {} to finish (lock file {})...",
        out.display(),
        path.display()
    );
    Ok(flock(file, FlockOperation::LockExclusive)?)
}

#[cfg(not(unix))]
fn lock_file(_file: &File, _path: &Path, _out: &Path) -> std::io::Result<()> {
    Ok(())
}

/// Puts back or removes what an interrupted build left beside the output; returns what it
/// did, one line each, for the log. Call it holding the [`Lock`]: every staging directory is
/// then a leftover, whichever process made it.
pub fn recover(target: &Target) -> Vec<String> {
    let mut notes = vec![];
    let leftovers = leftovers(target);
    // A kill between the two renames of the fallback swap leaves no output: put the previous
    // site back (a staged build is never trusted, it may be incomplete).
    if !target.out.exists() {
        if let Some(old) = leftovers.iter().find(|p| is_old(target, p)) {
            match std::fs::rename(old, &target.out) {
                Ok(()) => notes.push(format!(
                    "note: restored the previous site {} from {} (a build was interrupted while swapping)",
                    target.out.display(),
                    old.display()
                )),
                Err(e) => notes.push(format!(
                    "warning: cannot restore the previous site from {}: {e}",
                    old.display()
                )),
            }
        }
    }
    for path in leftovers.iter().filter(|p| p.exists()) {
        match remove(path) {
            Ok(()) => notes.push(format!(
                "note: removed {} (left by an interrupted build)",
                path.display()
            )),
            Err(e) => notes.push(format!(
                "warning: cannot remove {} (left by an interrupted build): {e}; delete it by hand",
                path.display()
            )),
        }
    }
    notes
}

fn is_old(target: &Target, p: &Path) -> bool {
    p.file_name().is_some_and(|n| {
        n.to_string_lossy()
            .starts_with(&format!(".{}.old", target.name))
    })
}

/// Staging and previous-site directories of this output, sorted.
fn leftovers(target: &Target) -> Vec<PathBuf> {
    let staging = format!(".{}.staging-", target.name);
    let old = format!(".{}.old", target.name);
    let Ok(entries) = std::fs::read_dir(&target.parent) else {
        return vec![];
    };
    let mut found: Vec<PathBuf> = entries
        .flatten()
        .filter(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            n.starts_with(&staging) || n == old || n.starts_with(&format!("{old}-"))
        })
        .map(|e| e.path())
        .collect();
    found.sort();
    found
}

/// Removes a directory (or a stray file) without following symbolic links.
pub fn remove(path: &Path) -> std::io::Result<()> {
    let meta = std::fs::symlink_metadata(path)?;
    if meta.is_dir() {
        std::fs::remove_dir_all(path)
    } else {
        std::fs::remove_file(path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn protected(root: &Path) -> Vec<Protected> {
        vec![
            Protected {
                what: "project root",
                path: root.to_path_buf(),
                may_hold_output: true,
            },
            Protected {
                what: "results folder",
                path: root.join("results"),
                may_hold_output: false,
            },
        ]
    }

    #[test]
    fn the_project_and_its_inputs_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("p");
        std::fs::create_dir_all(root.join("results/a")).unwrap();
        let p = protected(&root);
        let refused = |out: PathBuf| target(&out, &p).unwrap_err().to_string();
        assert!(refused(root.clone()).contains("it is the project root"));
        assert!(refused(root.join("results/../.")).contains("it is the project root"));
        assert!(refused(dir.path().to_path_buf()).contains("contains the project root"));
        assert!(refused(root.join("results")).contains("is the results folder"));
        assert!(refused(root.join("results/a/site")).contains("lies inside the results folder"));
        assert!(target(Path::new(""), &p).is_err());
        assert!(target(&root.join("site"), &p).is_ok());
    }

    #[test]
    fn only_empty_absent_or_marked_directories_are_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let t = target(&dir.path().join("site"), &[]).unwrap();
        assert!(check_replaceable(&t, false).is_ok(), "absent");
        std::fs::create_dir(&t.out).unwrap();
        assert!(check_replaceable(&t, false).is_ok(), "empty");
        std::fs::write(t.out.join("notes.txt"), "mine").unwrap();
        let err = check_replaceable(&t, false).unwrap_err().to_string();
        assert!(err.contains("--force"), "{err}");
        assert!(check_replaceable(&t, true).is_ok(), "forced");
        std::fs::write(t.out.join(MARKER), MARKER_TEXT).unwrap();
        assert!(check_replaceable(&t, false).is_ok(), "marked");
    }

    #[test]
    fn recovery_restores_a_missing_site_and_removes_staging() {
        let dir = tempfile::tempdir().unwrap();
        let t = target(&dir.path().join("site"), &[]).unwrap();
        let old = t.beside("old-123");
        std::fs::create_dir_all(&old).unwrap();
        std::fs::write(old.join("index.html"), "previous").unwrap();
        std::fs::create_dir_all(t.beside("staging-123/en")).unwrap();
        let notes = recover(&t);
        assert_eq!(notes.len(), 2, "{notes:?}");
        assert_eq!(
            std::fs::read_to_string(t.out.join("index.html")).unwrap(),
            "previous"
        );
        assert!(leftovers(&t).is_empty());
    }
}
