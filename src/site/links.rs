//! The internal link checker: every `href` and `src` of every HTML page in a built site must
//! resolve to a file of the site (and a fragment to an element id of that file).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrokenLink {
    /// The page, relative to the site root.
    pub page: String,
    pub href: String,
    pub reason: &'static str,
}

/// Values of `attr="…"` attributes in an HTML text (the site's own pages quote every attribute).
fn attribute_values<'a>(html: &'a str, attr: &str) -> Vec<&'a str> {
    let needle = format!(" {attr}=\"");
    let mut out = vec![];
    let mut rest = html;
    while let Some(i) = rest.find(&needle) {
        rest = &rest[i + needle.len()..];
        if let Some(end) = rest.find('"') {
            out.push(&rest[..end]);
            rest = &rest[end..];
        }
    }
    out
}

fn ids(html: &str) -> BTreeSet<String> {
    attribute_values(html, "id")
        .into_iter()
        .map(unescape)
        .collect()
}

fn unescape(s: &str) -> String {
    s.replace("&amp;", "&")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
}

fn is_external(href: &str) -> bool {
    let lower = href.to_ascii_lowercase();
    [
        "http://",
        "https://",
        "mailto:",
        "data:",
        "javascript:",
        "//",
    ]
    .iter()
    .any(|p| lower.starts_with(p))
}

/// Checks every HTML page under `root`; `base_url` links are treated as site-internal.
pub fn check(root: &Path, base_url: &str) -> std::io::Result<Vec<BrokenLink>> {
    let mut pages: BTreeMap<PathBuf, String> = BTreeMap::new();
    for entry in walkdir::WalkDir::new(root).sort_by_file_name() {
        let entry = entry?;
        if entry.file_type().is_file() && entry.path().extension().is_some_and(|e| e == "html") {
            pages.insert(
                entry.path().to_path_buf(),
                std::fs::read_to_string(entry.path())?,
            );
        }
    }
    let id_cache: BTreeMap<&PathBuf, BTreeSet<String>> =
        pages.iter().map(|(p, h)| (p, ids(h))).collect();
    let base = base_url.trim_end_matches('/');
    let mut broken = vec![];
    for (page, html) in &pages {
        let rel_page = page
            .strip_prefix(root)
            .unwrap_or(page)
            .to_string_lossy()
            .replace('\\', "/");
        for raw in attribute_values(html, "href")
            .into_iter()
            .chain(attribute_values(html, "src"))
        {
            let href = unescape(raw);
            let internal = if !base.is_empty() && href.starts_with(base) {
                &href[base.len()..]
            } else {
                href.as_str()
            };
            if internal.is_empty() || is_external(internal) {
                continue;
            }
            let (path_part, fragment) = internal
                .split_once('#')
                .map_or((internal, None), |(p, f)| (p, Some(f)));
            let path_part = path_part.split('?').next().unwrap_or("");
            let target = if path_part.is_empty() {
                page.clone()
            } else if let Some(abs) = path_part.strip_prefix('/') {
                root.join(abs)
            } else {
                page.parent().unwrap_or(root).join(path_part)
            };
            let target = normalize(&target);
            let reason = if !target.starts_with(normalize(root)) {
                Some("points outside the site")
            } else if !target.exists() {
                Some("file does not exist")
            } else if let Some(f) = fragment.filter(|f| !f.is_empty()) {
                match id_cache.get(&target) {
                    Some(ids) if !ids.contains(f) => Some("no element has this id"),
                    _ => None,
                }
            } else {
                None
            };
            if let Some(reason) = reason {
                broken.push(BrokenLink {
                    page: rel_page.clone(),
                    href: href.clone(),
                    reason,
                });
            }
        }
    }
    Ok(broken)
}

/// Resolves `.` and `..` without touching the file system.
fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_missing_files_and_fragments() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("en")).unwrap();
        std::fs::write(dir.path().join("en/a.html"), r##"<a href="b.html#x">b</a> <a href="c.html">c</a> <a href="#self">s</a> <img src="../x.png"> <a href="https://example.org">e</a> <p id="self"></p>"##).unwrap();
        std::fs::write(dir.path().join("en/b.html"), r#"<p id="y"></p>"#).unwrap();
        let broken = check(dir.path(), "").unwrap();
        let hrefs: Vec<&str> = broken.iter().map(|b| b.href.as_str()).collect();
        assert_eq!(hrefs, ["b.html#x", "c.html", "../x.png"]);
    }
}
