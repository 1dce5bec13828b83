//! Stage 5, site: decides every output path in one place and is the only module that writes
//! to the output directory. A build writes into a fresh staging directory next to the output
//! and swaps it into place at the end in one atomic step, so a failed or interrupted build
//! leaves the previous site intact.

pub mod cache;
pub mod fault;
pub mod frame;
pub mod links;
pub mod output;
pub mod pages;
mod paths;
pub mod slugs;
pub mod summary;
mod swap;
mod unit_table;
pub mod versions;

pub use paths::{
    corrections_from_report, corrections_page, raw_archive, raw_rounds, report_dir, sanitize,
    CORRECTIONS_PAGE,
};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum SiteError {
    #[error("{path}: cannot write: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{path}: refusing to write outside the output directory (or a name longer than the file system allows)")]
    Escape { path: String },
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> SiteError + '_ {
    move |source| SiteError::Io {
        path: path.display().to_string(),
        source,
    }
}

/// Where a build's files go: the staging directory of a [`SiteWriter`], or (for `check`)
/// nowhere, after their paths are checked.
pub trait Sink: Sync {
    /// Writes a file; returns its path when it was written to disk.
    fn write(&self, relative: &str, bytes: &[u8]) -> Result<Option<PathBuf>, SiteError>;
    /// Puts a cached output at `relative`.
    fn link(&self, relative: &str, from: &Path) -> Result<(), SiteError>;
    /// Copies the file at `from` (an input, such as an archive) to `relative` without holding
    /// it in memory; returns its path when it was written to disk.
    fn copy(&self, relative: &str, from: &Path) -> Result<Option<PathBuf>, SiteError>;
}

impl Sink for SiteWriter {
    fn write(&self, relative: &str, bytes: &[u8]) -> Result<Option<PathBuf>, SiteError> {
        SiteWriter::write(self, relative, bytes).map(Some)
    }
    fn link(&self, relative: &str, from: &Path) -> Result<(), SiteError> {
        SiteWriter::link(self, relative, from)
    }
    fn copy(&self, relative: &str, from: &Path) -> Result<Option<PathBuf>, SiteError> {
        SiteWriter::copy(self, relative, from).map(Some)
    }
}

/// The sink of `check`: every path is checked, nothing is written.
pub struct CheckOnly;

impl Sink for CheckOnly {
    fn write(&self, relative: &str, _: &[u8]) -> Result<Option<PathBuf>, SiteError> {
        check_relative(relative).map(|()| None)
    }
    fn link(&self, relative: &str, _: &Path) -> Result<(), SiteError> {
        check_relative(relative)
    }
    fn copy(&self, relative: &str, _: &Path) -> Result<Option<PathBuf>, SiteError> {
        check_relative(relative).map(|()| None)
    }
}

fn in_data(relative: &str) -> bool {
    relative.split('/').next() == Some(paths::DATA)
}

/// The bytes of a staged site, and of its `data/` folder.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SiteSize {
    pub bytes: u64,
    pub data_bytes: u64,
}

/// Writes the files of one build into a staging directory beside the output, and swaps it
/// in at the end. Dropping a writer that was not committed removes its staging directory, so
/// every way out of a build (an error, `--strict`, a panic) cleans up; only a kill leaves one,
/// and the next build removes it ([`output::recover`]).
pub struct SiteWriter {
    target: output::Target,
    staging: PathBuf,
    committed: bool,
    /// The bytes of every file staged so far (a file replaced counts once): the site's size,
    /// which a host may limit (GitHub Pages: 1 GB).
    bytes: AtomicU64,
    /// Of those, the bytes under `data/` (archive copies and raw rounds, shared by every locale).
    data_bytes: AtomicU64,
}

impl SiteWriter {
    /// A fresh staging directory beside `target`, already carrying the output marker (so a
    /// staging directory inside an archive folder is never read as archives). Call it holding
    /// the output's [`output::Lock`].
    pub fn create(target: &output::Target) -> Result<SiteWriter, SiteError> {
        let staging = target.beside(&format!("staging-{}", std::process::id()));
        if staging.exists() {
            output::remove(&staging).map_err(io(&staging))?;
        }
        std::fs::create_dir_all(&staging).map_err(io(&staging))?;
        // The guard exists from here on: any failure below removes the directory.
        let writer = SiteWriter {
            target: target.clone(),
            staging,
            committed: false,
            bytes: AtomicU64::new(0),
            data_bytes: AtomicU64::new(0),
        };
        writer.write(output::MARKER, output::MARKER_TEXT.as_bytes())?;
        fault::point("staging-created");
        Ok(writer)
    }

    /// Writes `bytes` at `relative` (a `/`-separated path built by [`paths`]) and returns the
    /// file's path. The file is always a new one: a path written twice replaces the first file
    /// rather than writing through it (it may be a hard link into the build cache).
    pub fn write(&self, relative: &str, bytes: &[u8]) -> Result<PathBuf, SiteError> {
        let (path, mut file) = self.new_file(relative)?;
        std::io::Write::write_all(&mut file, bytes).map_err(io(&path))?;
        self.count(relative, bytes.len() as u64);
        Ok(path)
    }

    /// Copies the file at `from` to `relative` (a new file, as [`SiteWriter::write`] makes),
    /// file to file in the kernel: a huge archive's copy costs no memory.
    pub fn copy(&self, relative: &str, from: &Path) -> Result<PathBuf, SiteError> {
        let mut source = std::fs::File::open(from).map_err(io(from))?;
        let (path, mut file) = self.new_file(relative)?;
        let copied = std::io::copy(&mut source, &mut file).map_err(io(&path))?;
        self.count(relative, copied);
        Ok(path)
    }

    /// A new, empty file at `relative`, replacing (not writing through) any file there.
    fn new_file(&self, relative: &str) -> Result<(PathBuf, std::fs::File), SiteError> {
        let path = self.prepare(relative)?;
        let create = || {
            std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
        };
        let file = match create() {
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                self.replacing(relative, &path)?;
                create()
            }
            other => other,
        }
        .map_err(io(&path))?;
        Ok((path, file))
    }

    /// Removes the staged file at `relative`, which a new one replaces, and its bytes from the
    /// count.
    fn replacing(&self, relative: &str, path: &Path) -> Result<(), SiteError> {
        let old = std::fs::symlink_metadata(path).map_or(0, |m| m.len());
        std::fs::remove_file(path).map_err(io(path))?;
        // Saturating: a file whose write failed half way was never counted (and failed the
        // build), so its bytes must not wrap the count round.
        let less = |b: u64| Some(b.saturating_sub(old));
        let _ = self.bytes.fetch_update(Relaxed, Relaxed, less);
        if in_data(relative) {
            let _ = self.data_bytes.fetch_update(Relaxed, Relaxed, less);
        }
        Ok(())
    }

    fn count(&self, relative: &str, len: u64) {
        self.bytes.fetch_add(len, Relaxed);
        if in_data(relative) {
            self.data_bytes.fetch_add(len, Relaxed);
        }
    }

    /// Puts the file at `from` (an output in the build cache) at `relative`: a hard link, or
    /// a copy where no link can be made.
    pub fn link(&self, relative: &str, from: &Path) -> Result<(), SiteError> {
        let path = self.prepare(relative)?;
        let len = std::fs::metadata(from).map_err(io(from))?.len();
        if let Err(e) = std::fs::hard_link(from, &path) {
            if e.kind() == std::io::ErrorKind::AlreadyExists {
                self.replacing(relative, &path)?;
            }
            cache::link_or_copy(from, &path).map_err(io(&path))?;
        }
        self.count(relative, len);
        Ok(())
    }

    /// The bytes of the files staged so far: the size of the site once committed (a file
    /// hard-linked from the cache counts in full, as a host that is sent the site sees it).
    pub fn size(&self) -> SiteSize {
        SiteSize {
            bytes: self.bytes.load(Relaxed),
            data_bytes: self.data_bytes.load(Relaxed),
        }
    }

    /// The staged path of `relative`, with its folder made.
    fn prepare(&self, relative: &str) -> Result<PathBuf, SiteError> {
        check_relative(relative)?;
        let path = self.staging.join(relative);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io(dir))?;
        }
        Ok(path)
    }

    /// Replaces the output directory with the staged build in one step, then removes the
    /// previous site. Returns notes for the log (a previous site that could not be removed).
    pub fn commit(mut self) -> Result<Vec<String>, SiteError> {
        fault::point("before-swap");
        let out = self.target.out.clone();
        let had_previous = std::fs::symlink_metadata(&out).is_ok();
        if had_previous {
            swap::exchange(&self.staging, &out, &self.target)?;
        } else {
            std::fs::rename(&self.staging, &out).map_err(io(&self.staging))?;
        }
        self.committed = true;
        fault::point("after-swap");
        let mut notes = vec![];
        // After the exchange the staging path holds the previous site.
        if had_previous && self.staging.exists() {
            if let Err(e) = swap::remove_previous(&self.staging) {
                notes.push(format!(
                    "warning: the new site is in place, but the previous one at {} cannot be removed: {e}; the next build tries again, or delete it by hand",
                    self.staging.display()
                ));
            }
        }
        fault::point("committed");
        Ok(notes)
    }
}

impl Drop for SiteWriter {
    fn drop(&mut self) {
        if !self.committed {
            let _ = output::remove(&self.staging);
        }
    }
}

/// Refuses paths that could leave the staging directory, name nothing or hold a component
/// longer than the file system allows (what `check` applies instead of writing).
pub fn check_relative(relative: &str) -> Result<(), SiteError> {
    let bad = relative.starts_with('/')
        || relative
            .split('/')
            .any(|p| p == ".." || p == "." || p.is_empty() || p.len() > paths::MAX_COMPONENT);
    if bad {
        return Err(SiteError::Escape {
            path: relative.into(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every way a file reaches the staging directory counts its bytes once, a file written
    /// again replaces the first in the count, and `data/` is counted on its own.
    #[test]
    fn the_staged_size_is_the_bytes_on_disk() {
        let dir = tempfile::tempdir().unwrap();
        let target = output::target(&dir.path().join("site"), &[]).unwrap();
        let writer = SiteWriter::create(&target).unwrap();
        let marker = output::MARKER_TEXT.len() as u64;
        writer.write("en/a/index.html", &[b'x'; 1000]).unwrap();
        writer.write("en/a/index.html", &[b'y'; 300]).unwrap();
        let input = dir.path().join("archive.json");
        std::fs::write(&input, [b'{'; 4000]).unwrap();
        writer.copy("data/a/run.json", &input).unwrap();
        let cached = dir.path().join("cached.pdf");
        std::fs::write(&cached, [b'%'; 700]).unwrap();
        writer.link("en/a/report.pdf", &cached).unwrap();
        writer.link("en/a/report.pdf", &cached).unwrap();
        writer.write("data/a/run.rounds.csv", &[b','; 50]).unwrap();
        writer.write("database/x.html", &[b'z'; 9]).unwrap();
        let on_disk: u64 = walkdir::WalkDir::new(&writer.staging)
            .into_iter()
            .map(Result::unwrap)
            .filter(|e| e.file_type().is_file())
            .map(|e| e.metadata().unwrap().len())
            .sum();
        let size = writer.size();
        assert_eq!(size.bytes, marker + 300 + 4000 + 700 + 50 + 9);
        assert_eq!(size.bytes, on_disk);
        assert_eq!(size.data_bytes, 4000 + 50, "data/ only, not database/");
    }
}
