//! The loopback HTTP side of `serve`: files of the output directory (HTML with the live-reload
//! script added), and `/__bench-site/wait?since=N`, which answers when build N is superseded.

use super::{BuildState, Shared};
use std::path::{Component, Path, PathBuf};
use std::time::Duration;

/// How long a waiting page is held before it asks again.
const WAIT: Duration = Duration::from_secs(25);
const WAIT_PATH: &str = "/__bench-site/wait";
const RELOAD_JS: &str = include_str!("reload.js");

fn content_type(path: &Path) -> &'static str {
    match path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or_default()
    {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "json" => "application/json",
        "xml" => "application/xml",
        "md" | "txt" => "text/plain; charset=utf-8",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

/// `%xx` escapes decoded; None for malformed ones or bytes that are not UTF-8.
fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The file a URL path names inside `out`; never a path outside it.
pub fn resolve(out: &Path, url_path: &str) -> Option<PathBuf> {
    let decoded = percent_decode(url_path)?;
    let rel = Path::new(decoded.trim_start_matches('/'));
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return None;
    }
    let path = out.join(rel);
    if path.is_dir() {
        Some(path.join("index.html"))
    } else {
        Some(path)
    }
}

/// The script tag, with the generation the page was served at and the overlay's heading.
fn script_tag(generation: u64, label: &str) -> String {
    format!(
        "<script data-generation=\"{generation}\" data-failed-label=\"{}\">{RELOAD_JS}</script>",
        crate::render::html::escape(label)
    )
}

/// Adds the live-reload script before `</body>` (or at the end).
pub fn inject(html: &str, generation: u64, label: &str) -> String {
    let tag = script_tag(generation, label);
    match html.rfind("</body>") {
        Some(at) => format!("{}{tag}{}", &html[..at], &html[at..]),
        None => format!("{html}{tag}"),
    }
}

fn snapshot(state: &Shared) -> BuildState {
    state.0.lock().map(|s| s.clone()).unwrap_or_default()
}

/// Blocks until a build newer than `since` has finished, or the wait times out.
fn wait_for(state: &Shared, since: u64) -> BuildState {
    let (lock, cvar) = &**state;
    let Ok(guard) = lock.lock() else {
        return BuildState::default();
    };
    match cvar.wait_timeout_while(guard, WAIT, |s| s.generation <= since) {
        Ok((s, _)) => s.clone(),
        Err(_) => BuildState::default(),
    }
}

fn header(name: &str, value: &str) -> tiny_http::Header {
    tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes())
        .expect("static header names and values are valid")
}

fn json_state(s: &BuildState) -> String {
    serde_json::json!({"generation": s.generation, "error": s.error}).to_string()
}

pub fn respond(request: tiny_http::Request, out: &Path, state: &Shared, label: &str) {
    let url = request.url().to_string();
    let (path, query) = url.split_once('?').unwrap_or((&url, ""));
    let response = if path == WAIT_PATH {
        let since = query
            .split('&')
            .find_map(|kv| kv.strip_prefix("since="))
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        tiny_http::Response::from_string(json_state(&wait_for(state, since)))
            .with_header(header("Content-Type", "application/json"))
    } else {
        file_response(out, path, state, label)
    };
    let response = response.with_header(header("Cache-Control", "no-store"));
    // A page that went away mid-answer is not an error worth reporting.
    let _ = request.respond(response);
}

fn file_response(
    out: &Path,
    path: &str,
    state: &Shared,
    label: &str,
) -> tiny_http::Response<std::io::Cursor<Vec<u8>>> {
    let found = resolve(out, path).and_then(|p| Some((std::fs::read(&p).ok()?, p)));
    let (status, bytes, file) = match found {
        Some((bytes, file)) => (200, bytes, file),
        None => {
            let page = out.join("404.html");
            (404, std::fs::read(&page).unwrap_or_default(), page)
        }
    };
    let kind = content_type(&file);
    let bytes = if kind.starts_with("text/html") {
        inject(
            &String::from_utf8_lossy(&bytes),
            snapshot(state).generation,
            label,
        )
        .into_bytes()
    } else {
        bytes
    };
    tiny_http::Response::from_data(bytes)
        .with_status_code(status)
        .with_header(header("Content-Type", kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_never_leave_the_output_directory() {
        let out = Path::new("/srv/site");
        assert_eq!(resolve(out, "/en/x.html"), Some(out.join("en/x.html")));
        assert_eq!(resolve(out, "/../etc/passwd"), None);
        assert_eq!(resolve(out, "/en/%2e%2e/%2e%2e/etc"), None);
        assert_eq!(resolve(out, "/%ff"), None);
        assert_eq!(resolve(out, "/a%20b.svg"), Some(out.join("a b.svg")));
    }

    #[test]
    fn the_script_goes_before_the_end_of_the_body() {
        let html = inject("<html><body><p>x</p></body></html>", 3, "a\"b");
        assert!(html.contains("data-generation=\"3\""));
        assert!(html.contains("data-failed-label=\"a&quot;b\""));
        assert!(html.ends_with("</script></body></html>"));
    }
}
