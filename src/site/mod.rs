//! Stage 5, site: decides every output path in one place and is the only module that writes
//! to the output directory. A build writes into a fresh staging directory next to the output
//! and swaps it into place at the end, so a failed or interrupted build leaves the previous
//! site intact.

pub mod cache;
pub mod frame;
pub mod links;
pub mod pages;
mod paths;
pub mod summary;
pub mod versions;

pub use paths::{
    corrections_from_report, corrections_page, raw_archive, report_dir, sanitize, CORRECTIONS_PAGE,
};
use std::path::{Path, PathBuf};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum SiteError {
    #[error("{path}: cannot write: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{path}: refusing to write outside the output directory")]
    Escape { path: String },
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> SiteError + '_ {
    move |source| SiteError::Io {
        path: path.display().to_string(),
        source,
    }
}

/// Writes the files of one build into a staging directory.
pub struct SiteWriter {
    out: PathBuf,
    staging: PathBuf,
}

impl SiteWriter {
    /// Prepares a fresh staging directory beside `out`.
    pub fn new(out: &Path) -> Result<SiteWriter, SiteError> {
        let name = out
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "site".into());
        let parent = out
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        std::fs::create_dir_all(parent).map_err(io(parent))?;
        let staging = parent.join(format!(".{name}.staging-{}", std::process::id()));
        if staging.exists() {
            std::fs::remove_dir_all(&staging).map_err(io(&staging))?;
        }
        std::fs::create_dir_all(&staging).map_err(io(&staging))?;
        Ok(SiteWriter {
            out: out.to_path_buf(),
            staging,
        })
    }

    /// Writes `bytes` at `relative` (a `/`-separated path built by [`paths`]).
    pub fn write(&self, relative: &str, bytes: &[u8]) -> Result<(), SiteError> {
        if relative.split('/').any(|p| p == ".." || p.is_empty()) || relative.starts_with('/') {
            return Err(SiteError::Escape {
                path: relative.into(),
            });
        }
        let path = self.staging.join(relative);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io(dir))?;
        }
        std::fs::write(&path, bytes).map_err(io(&path))
    }

    /// Replaces the output directory with the staged build.
    pub fn commit(self) -> Result<PathBuf, SiteError> {
        let old = self.staging.with_extension("old");
        if self.out.exists() {
            std::fs::rename(&self.out, &old).map_err(io(&self.out))?;
        }
        std::fs::rename(&self.staging, &self.out).map_err(io(&self.staging))?;
        if old.exists() {
            std::fs::remove_dir_all(&old).map_err(io(&old))?;
        }
        Ok(self.out.clone())
    }

    /// Drops the staged build; the previous output stays as it was.
    pub fn abandon(self) {
        let _ = std::fs::remove_dir_all(&self.staging);
    }
}
