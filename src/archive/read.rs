//! Finding archive files under a results directory and reading one of them.

use super::types::Archive;
use super::validate::validate;
use serde::Deserialize;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why an archive could not be read. Every variant names the file; shape errors also name the
/// JSON path, so the user can open the file at the right place.
#[derive(Debug, Error)]
pub enum ArchiveError {
    #[error("{path}: cannot read the file: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{path}: the file is empty; delete it or re-run the benchmark that wrote it")]
    Empty { path: String },
    #[error("{path}: the file is not UTF-8 text; archives are UTF-8 JSON")]
    NotUtf8 { path: String },
    #[error("{path}: malformed JSON at line {line}, column {column}: {message}; the file is probably truncated or hand-edited: restore it or re-run the benchmark")]
    Syntax {
        path: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{path}: at `{json_path}`: {message}; fix that value or re-run the benchmark with a harness that writes the documented format")]
    Shape {
        path: String,
        json_path: String,
        message: String,
    },
}

impl ArchiveError {
    /// The archive file this error is about.
    pub fn path(&self) -> &str {
        match self {
            ArchiveError::Io { path, .. }
            | ArchiveError::Empty { path }
            | ArchiveError::NotUtf8 { path }
            | ArchiveError::Syntax { path, .. }
            | ArchiveError::Shape { path, .. } => path,
        }
    }
}

/// One archive as read from disk, with the identity the site derives from its path.
#[derive(Debug)]
pub struct LoadedArchive {
    /// The path as given (for messages).
    pub path: PathBuf,
    /// Directory of the archive below the results root, joined with `-` (e.g. `zoo-framework-0.8.0`).
    pub group: String,
    /// File stem, normally the UTC timestamp `YYYYMMDDTHHMMSSZ`.
    pub stem: String,
    /// The raw-data path shown in reports (repository-relative from the last `results` segment).
    pub display_path: String,
    pub archive: Archive,
}

/// Reads and validates the archive at `path`; `root` is the results directory it was found in.
pub fn read_archive(path: &Path, root: &Path) -> Result<LoadedArchive, ArchiveError> {
    let bytes = std::fs::read(path).map_err(|source| ArchiveError::Io {
        path: path.display().to_string(),
        source,
    })?;
    load_archive(path, root, &bytes)
}

/// Like [`read_archive`], for bytes already read from `path`.
pub fn load_archive(path: &Path, root: &Path, bytes: &[u8]) -> Result<LoadedArchive, ArchiveError> {
    let archive = read_archive_bytes(bytes, &path.display().to_string())?;
    let relative = path.strip_prefix(root).unwrap_or(path);
    let group = relative
        .parent()
        .map(|p| {
            p.components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("-")
        })
        .unwrap_or_default();
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    Ok(LoadedArchive {
        path: path.to_path_buf(),
        group,
        stem,
        display_path: display_path(path),
        archive,
    })
}

/// Parses archive bytes; `shown` names the source in errors.
pub fn read_archive_bytes(bytes: &[u8], shown: &str) -> Result<Archive, ArchiveError> {
    let text = std::str::from_utf8(bytes).map_err(|_| ArchiveError::NotUtf8 {
        path: shown.to_string(),
    })?;
    if text.trim().is_empty() {
        return Err(ArchiveError::Empty {
            path: shown.to_string(),
        });
    }
    let fixed = super::replace_non_finite_tokens(text);
    let text = fixed.as_deref().unwrap_or(text);
    // Tracking the JSON path costs a fifth of the parse, and only an error needs it: a valid
    // archive is read without it, a broken one again with it to say where.
    let fast = Archive::deserialize(&mut serde_json::Deserializer::from_str(text));
    let archive = match fast {
        Ok(archive) => archive,
        Err(_) => tracked(text, shown)?,
    };
    validate(&archive).map_err(|(json_path, message)| ArchiveError::Shape {
        path: shown.to_string(),
        json_path,
        message,
    })?;
    Ok(archive)
}

/// Parses `text` again, tracking the JSON path, for the error of an archive that failed.
fn tracked(text: &str, shown: &str) -> Result<Archive, ArchiveError> {
    let mut de = serde_json::Deserializer::from_str(text);
    serde_path_to_error::deserialize(&mut de).map_err(|err| {
        let json_path = err.path().to_string();
        let inner = err.into_inner();
        if inner.is_syntax() || inner.is_eof() {
            ArchiveError::Syntax {
                path: shown.to_string(),
                line: inner.line(),
                column: inner.column(),
                message: strip_position(&inner.to_string()),
            }
        } else {
            ArchiveError::Shape {
                path: shown.to_string(),
                json_path: if json_path == "." {
                    "(top level)".into()
                } else {
                    json_path
                },
                message: strip_position(&inner.to_string()),
            }
        }
    })
}

/// serde_json appends " at line L column C"; the error already says where.
fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(i) => message[..i].to_string(),
        None => message.to_string(),
    }
}

/// The path cut from its last `results` segment onward, with `/` separators; unchanged when
/// there is no such segment.
pub fn display_path(path: &Path) -> String {
    let parts: Vec<String> = path
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    match parts.iter().rposition(|p| p == "results") {
        Some(i) => parts[i..].join("/"),
        None => parts.join("/").replace("//", "/"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_path_cuts_at_last_results_segment() {
        let p = Path::new("/x/results/old/results/gil-free/a/1.json");
        assert_eq!(display_path(p), "results/gil-free/a/1.json");
        assert_eq!(display_path(Path::new("data/a/1.json")), "data/a/1.json");
    }

    #[test]
    fn truncated_json_names_line_and_column() {
        let err = read_archive_bytes(b"{\"run\": {", "x.json").unwrap_err();
        let text = err.to_string();
        assert!(
            text.starts_with("x.json: malformed JSON at line 1"),
            "{text}"
        );
    }

    #[test]
    fn wrong_type_names_the_json_path() {
        let json = r#"{"run": {}, "units": [{"spec": {"adapter": "a", "concurrency": "four", "body_tier_us": 40}, "status": "failed"}]}"#;
        let err = read_archive_bytes(json.as_bytes(), "x.json").unwrap_err();
        assert!(
            err.to_string().contains("`units[0].spec.concurrency`"),
            "{err}"
        );
    }

    #[test]
    fn missing_required_field_is_named() {
        let json = r#"{"units": []}"#;
        let err = read_archive_bytes(json.as_bytes(), "x.json").unwrap_err();
        assert!(err.to_string().contains("missing field `run`"), "{err}");
    }
}
