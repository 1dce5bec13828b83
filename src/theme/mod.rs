//! Theme: the Tera templates and static assets every HTML output is laid out with. The default
//! theme (`themes/default/`) is embedded in the binary; a theme directory given by
//! `theme = "path"` in `bench-site.toml` (or `--theme`) replaces any embedded file that it
//! provides at the same relative path, and may add new ones.
//!
//! Layout: `templates/*.html` are Tera templates; `static/**` is copied into the site as is;
//! `deck/*` are inlined into the self-contained slide deck.

mod embedded;

use std::collections::BTreeMap;
use std::path::Path;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ThemeError {
    #[error("{path}: cannot read the theme file: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("theme directory {path} does not exist; fix `theme` in bench-site.toml or --theme")]
    Missing { path: String },
    #[error("theme template {name}: {message}")]
    Template { name: String, message: String },
}

/// Every file of the theme in use, by relative path.
pub struct Theme {
    files: BTreeMap<String, Vec<u8>>,
}

impl Theme {
    /// The embedded default theme, with the files of `dir` (if any) replacing their twins.
    pub fn load(dir: Option<&Path>) -> Result<Theme, ThemeError> {
        let mut files: BTreeMap<String, Vec<u8>> = embedded::FILES
            .iter()
            .map(|(p, b)| (p.to_string(), b.to_vec()))
            .collect();
        if let Some(dir) = dir {
            if !dir.is_dir() {
                return Err(ThemeError::Missing {
                    path: dir.display().to_string(),
                });
            }
            for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
                let entry = entry.map_err(|e| ThemeError::Io {
                    path: dir.display().to_string(),
                    source: e
                        .into_io_error()
                        .unwrap_or_else(|| std::io::Error::other("loop")),
                })?;
                if !entry.file_type().is_file() {
                    continue;
                }
                let rel = entry.path().strip_prefix(dir).unwrap_or(entry.path());
                let key = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy())
                    .collect::<Vec<_>>()
                    .join("/");
                let bytes = std::fs::read(entry.path()).map_err(|source| ThemeError::Io {
                    path: entry.path().display().to_string(),
                    source,
                })?;
                files.insert(key, bytes);
            }
        }
        Ok(Theme { files })
    }

    /// A text file of the theme (e.g. `deck/deck.js`).
    pub fn text(&self, path: &str) -> Option<&str> {
        self.files
            .get(path)
            .and_then(|b| std::str::from_utf8(b).ok())
    }

    /// Every `templates/*.html` file, compiled; names drop the `templates/` prefix.
    pub fn templates(&self) -> Result<tera::Tera, ThemeError> {
        let mut tera = tera::Tera::new();
        // The renderers' escaper, so every value a template prints (titles, archive names)
        // loses the control characters Tera's own escaper would let through.
        tera.set_escape_fn(|input, out| {
            out.write_all(crate::render::html::escape(input).as_bytes())
        });
        let sources: Vec<(&str, &str)> = self
            .files
            .iter()
            .filter_map(|(p, b)| {
                let name = p.strip_prefix("templates/")?;
                Some((name, std::str::from_utf8(b).ok()?))
            })
            .collect();
        tera.add_raw_templates(sources)
            .map_err(|e| ThemeError::Template {
                name: "templates/".into(),
                message: format!("{e:?}"),
            })?;
        Ok(tera)
    }

    /// Every file of the theme in use, by relative path (for the build cache's key).
    pub fn files(&self) -> impl Iterator<Item = (&str, &[u8])> {
        self.files.iter().map(|(p, b)| (p.as_str(), b.as_slice()))
    }

    /// Files under `static/`, as (site-relative path, bytes).
    pub fn assets(&self) -> impl Iterator<Item = (&str, &[u8])> {
        self.files
            .iter()
            .filter_map(|(p, b)| Some((p.strip_prefix("static/")?, b.as_slice())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_theme_file_is_embedded() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("themes/default");
        let on_disk: Vec<String> = walkdir::WalkDir::new(&root)
            .into_iter()
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_file())
            .map(|e| {
                e.path()
                    .strip_prefix(&root)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/")
            })
            .filter(|p| !p.starts_with("fonts/") && !p.ends_with(".md"))
            .collect();
        let embedded: Vec<&str> = embedded::FILES.iter().map(|(p, _)| *p).collect();
        for f in &on_disk {
            assert!(
                embedded.contains(&f.as_str()),
                "{f} is not listed in theme/embedded.rs"
            );
        }
    }

    #[test]
    fn a_user_theme_replaces_files_one_by_one() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("static/assets")).unwrap();
        std::fs::write(dir.path().join("static/assets/site.css"), "body{}").unwrap();
        let theme = Theme::load(Some(dir.path())).unwrap();
        assert_eq!(theme.text("static/assets/site.css"), Some("body{}"));
        assert!(
            theme.text("templates/base.html").is_some(),
            "other files stay built in"
        );
        theme.templates().unwrap();
    }
}
