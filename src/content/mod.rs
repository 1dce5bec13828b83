//! Stage: content. Hand-written pages from `content/*.md`: TOML front matter between `+++`
//! lines (`title`, optional `weight`), a Markdown body, and per-locale variants named
//! `name.<locale>.md`. A locale without its variant gets the default-locale text with a
//! visible "not translated yet" note.
//!
//! ```text
//! +++
//! title = "About"
//! weight = 1
//! +++
//! Body in **Markdown**.
//! ```

pub mod annotations;
mod cjk;

use pulldown_cmark::{html, Options, Parser};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ContentError {
    #[error("{path}: cannot read: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error(
        "{path}: the page must start with TOML front matter between `+++` lines (title = \"...\")"
    )]
    NoFrontMatter { path: String },
    #[error("{path}: front matter: {message}")]
    FrontMatter { path: String, message: String },
    #[error("{path}: the page name `{name}` is reserved for a page bench-site writes itself; rename the file")]
    Reserved { path: String, name: String },
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct FrontMatter {
    title: String,
    #[serde(default)]
    weight: i64,
}

/// One language version of a page.
#[derive(Debug, Clone)]
pub struct Variant {
    pub title: String,
    pub weight: i64,
    /// The body rendered to HTML (the site author's own Markdown; raw HTML passes through).
    pub html: String,
}

/// A page and its variants by locale tag (`""` is the file without a locale suffix).
#[derive(Debug, Clone)]
pub struct ContentPage {
    /// Sanitised file stem, used as the page's directory.
    pub name: String,
    pub variants: BTreeMap<String, Variant>,
}

impl ContentPage {
    /// The variant for `locale` and whether it is a fallback: the locale's own file, else the
    /// default locale's, else the unsuffixed file.
    pub fn variant<'a>(
        &'a self,
        locale: &str,
        default: &'a str,
    ) -> Option<(&'a Variant, Option<&'a str>)> {
        if let Some(v) = self.variants.get(locale) {
            return Some((v, None));
        }
        if locale == default {
            if let Some(v) = self.variants.get("") {
                return Some((v, None));
            }
        }
        for tag in [default, ""] {
            if let Some(v) = self.variants.get(tag) {
                return Some((v, Some(default)));
            }
        }
        self.variants
            .iter()
            .next()
            .map(|(tag, v)| (v, Some(tag.as_str())))
    }

    pub fn weight(&self) -> i64 {
        self.variants.values().map(|v| v.weight).min().unwrap_or(0)
    }
}

/// Every page of `dir` (none when the folder does not exist), sorted by weight then name.
pub fn load(dir: &Path, locales: &[String]) -> Result<Vec<ContentPage>, ContentError> {
    let mut pages: BTreeMap<String, ContentPage> = BTreeMap::new();
    if !dir.is_dir() {
        return Ok(vec![]);
    }
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map_err(|source| ContentError::Io {
            path: dir.display().to_string(),
            source,
        })?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    files.sort();
    for path in files {
        let stem = path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let (name, tag) = match stem.rsplit_once('.') {
            Some((name, tag)) if locales.iter().any(|l| l == tag) => {
                (name.to_string(), tag.to_string())
            }
            _ => (stem.clone(), String::new()),
        };
        let name = crate::site::sanitize(&name);
        if name == crate::site::CORRECTIONS_PAGE {
            return Err(ContentError::Reserved {
                path: path.display().to_string(),
                name,
            });
        }
        let variant = read_variant(&path)?;
        pages
            .entry(name.clone())
            .or_insert_with(|| ContentPage {
                name,
                variants: BTreeMap::new(),
            })
            .variants
            .insert(tag, variant);
    }
    let mut out: Vec<ContentPage> = pages.into_values().collect();
    out.sort_by(|a, b| (a.weight(), &a.name).cmp(&(b.weight(), &b.name)));
    Ok(out)
}

fn read_variant(path: &Path) -> Result<Variant, ContentError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| ContentError::Io {
        path: shown.clone(),
        source,
    })?;
    let (front, body) = split_front_matter(&text).ok_or(ContentError::NoFrontMatter {
        path: shown.clone(),
    })?;
    let fm: FrontMatter = toml::from_str(front).map_err(|e| ContentError::FrontMatter {
        path: shown,
        message: e.to_string().trim().replace('\n', " "),
    })?;
    let mut html_out = String::new();
    let options =
        Options::ENABLE_TABLES | Options::ENABLE_FOOTNOTES | Options::ENABLE_STRIKETHROUGH;
    html::push_html(&mut html_out, cjk::emphasis(Parser::new_ext(body, options)));
    Ok(Variant {
        title: fm.title,
        weight: fm.weight,
        html: html_out,
    })
}

fn split_front_matter(text: &str) -> Option<(&str, &str)> {
    let rest = text.trim_start_matches('\u{feff}').strip_prefix("+++")?;
    let rest = rest
        .strip_prefix("\r\n")
        .or_else(|| rest.strip_prefix('\n'))?;
    let end = rest.find("\n+++")?;
    let body = &rest[end + 4..];
    Some((
        &rest[..end],
        body.strip_prefix("\r\n")
            .or_else(|| body.strip_prefix('\n'))
            .unwrap_or(body),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn front_matter_and_variants() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("about.md"),
            "+++\ntitle = \"About\"\nweight = 2\n+++\nHello *world*\n",
        )
        .unwrap();
        std::fs::write(
            dir.path().join("about.zh-CN.md"),
            "+++\ntitle = \"关于\"\n+++\n你好\n",
        )
        .unwrap();
        let locales = vec!["en".to_string(), "zh-CN".to_string(), "fr".to_string()];
        let pages = load(dir.path(), &locales).unwrap();
        assert_eq!(pages.len(), 1);
        let (v, fallback) = pages[0].variant("zh-CN", "en").unwrap();
        assert_eq!((v.title.as_str(), fallback), ("关于", None));
        let (v, fallback) = pages[0].variant("fr", "en").unwrap();
        assert_eq!(v.title, "About");
        assert_eq!(fallback, Some("en"));
        assert!(v.html.contains("<em>world</em>"));
    }

    #[test]
    fn strong_text_next_to_chinese_punctuation_is_strong() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("a.md"),
            "+++\ntitle = \"A\"\n+++\n- **输的档位与赢的档位并列。**被测框架\n",
        )
        .unwrap();
        let pages = load(dir.path(), &[]).unwrap();
        let html = &pages[0].variants[""].html;
        assert!(
            html.contains("<strong>输的档位与赢的档位并列。</strong>被测框架"),
            "{html}"
        );
        assert!(!html.contains("**"), "{html}");
    }

    #[test]
    fn missing_front_matter_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("x.md"), "no front matter").unwrap();
        let err = load(dir.path(), &[]).unwrap_err().to_string();
        assert!(err.contains("front matter"), "{err}");
    }
}
