//! The build cache: an archive whose inputs have not changed since the last build is not
//! rendered again; its pages, figures and summary are taken from `.bench-site-cache/` in the
//! project root. The key covers everything an archive's outputs depend on: the archive's bytes
//! and path, the bench-site executable itself, every locale file, every theme file, the
//! configuration, the locales built and the content pages' titles (they appear in the
//! navigation). Renders with problems are never cached, so their errors are reported again.

use super::summary::ArchiveSummary;
use std::collections::BTreeSet;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// An archive's site files: (site-relative path, bytes).
pub type Files = Vec<(String, Vec<u8>)>;

/// A 128-bit content hash built from two differently seeded SipHash streams.
#[derive(Clone)]
pub struct Fingerprint {
    a: std::hash::DefaultHasher,
    b: std::hash::DefaultHasher,
}

impl Default for Fingerprint {
    fn default() -> Self {
        let mut b = std::hash::DefaultHasher::new();
        "bench-site cache, second stream".hash(&mut b);
        Fingerprint {
            a: std::hash::DefaultHasher::new(),
            b,
        }
    }
}

impl Fingerprint {
    /// Adds a labelled piece of input (the label keeps adjacent pieces from running together).
    pub fn add(&mut self, label: &str, bytes: &[u8]) {
        for h in [&mut self.a, &mut self.b] {
            label.hash(h);
            bytes.hash(h);
        }
    }

    pub fn hex(&self) -> String {
        format!("{:016x}{:016x}", self.a.finish(), self.b.finish())
    }
}

/// The cache directory of one build.
pub struct Cache {
    dir: Option<PathBuf>,
    used: Mutex<BTreeSet<String>>,
}

impl Cache {
    /// A cache in `dir`, or a cache that never hits when `dir` is None (`--no-cache`).
    pub fn new(dir: Option<PathBuf>) -> Cache {
        Cache {
            dir,
            used: Mutex::new(BTreeSet::new()),
        }
    }

    fn entry(&self, key: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(key))
    }

    /// The outputs and summary stored under `key`, if all of them are there.
    pub fn load(&self, key: &str) -> Option<(ArchiveSummary, Files)> {
        let entry = self.entry(key)?;
        let summary: ArchiveSummary =
            serde_json::from_slice(&std::fs::read(entry.join("summary.json")).ok()?).ok()?;
        let names: Vec<String> =
            serde_json::from_slice(&std::fs::read(entry.join("files.json")).ok()?).ok()?;
        let files = names
            .into_iter()
            .map(|n| Some((n.clone(), std::fs::read(entry.join("files").join(&n)).ok()?)))
            .collect::<Option<Vec<_>>>()?;
        self.mark_used(key);
        Some((summary, files))
    }

    /// Stores a clean render under `key`; a failure to store only costs the next build time.
    pub fn store(&self, key: &str, summary: &ArchiveSummary, files: &[(String, Vec<u8>)]) {
        let Some(entry) = self.entry(key) else { return };
        self.mark_used(key);
        if entry.exists() {
            return;
        }
        let tmp = entry.with_extension(format!("tmp-{}", std::process::id()));
        let write = || -> std::io::Result<()> {
            for (name, bytes) in files {
                let path = tmp.join("files").join(name);
                std::fs::create_dir_all(path.parent().unwrap_or(&tmp))?;
                std::fs::write(path, bytes)?;
            }
            let names: Vec<&String> = files.iter().map(|(n, _)| n).collect();
            std::fs::write(tmp.join("files.json"), serde_json::to_vec(&names)?)?;
            std::fs::write(tmp.join("summary.json"), serde_json::to_vec(summary)?)?;
            std::fs::rename(&tmp, &entry)
        };
        if write().is_err() {
            let _ = std::fs::remove_dir_all(&tmp);
        }
    }

    fn mark_used(&self, key: &str) {
        if let Ok(mut used) = self.used.lock() {
            used.insert(key.to_string());
        }
    }

    /// Removes every entry this build did not use, so the cache holds one build's worth.
    pub fn prune(&self) {
        let (Some(dir), Ok(used)) = (&self.dir, self.used.lock()) else {
            return;
        };
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if !used.contains(&name) {
                let _ = std::fs::remove_dir_all(e.path());
            }
        }
    }
}

/// The cache directory of a project.
pub fn dir_for(root: &Path) -> PathBuf {
    root.join(".bench-site-cache")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprints_separate_pieces() {
        let mut a = Fingerprint::default();
        a.add("x", b"ab");
        a.add("y", b"c");
        let mut b = Fingerprint::default();
        b.add("x", b"a");
        b.add("y", b"bc");
        assert_ne!(a.hex(), b.hex());
        assert_eq!(a.hex().len(), 32);
    }
}
