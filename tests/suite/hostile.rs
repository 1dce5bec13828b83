//! A corpus of hostile strings (markup, attribute and CDATA breakouts, Markdown and table
//! syntax, control, bidi and zero-width characters, 100k-character strings, astral characters,
//! Fluent and Tera syntax, path tricks) written into copies of the real 0.8.0 archive (scheme
//! names, environment fields, notes, the version, the folder name) and built. Every output stays
//! data: no file carries a control character, every SVG is well-formed XML, no Markdown file
//! gains a heading, table cell, HTML block, link or autolink from archive text, and every HTML
//! page opens in Chromium with no dialog, no console error and no injected element.

use crate::support::{real_archives, Project};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The strings; the first [`SHORT`] are short enough to be scheme names (which repeat in every
/// table row), the rest go into fields shown a few times.
fn corpus() -> Vec<String> {
    let mut v: Vec<String> = [
        // Markup and script
        "<script>alert('XSS')</script>",
        "<img src=x onerror=alert('XSS')>",
        "\"><svg onload=alert('XSS')>",
        "'><iframe src=javascript:alert('XSS')></iframe>",
        "</title><script>alert('XSS')</script>",
        "</style><script>alert('XSS')</script>",
        "</textarea><xss-probe>",
        "<a href=\"javascript:alert('XSS')\">click</a>",
        "<math><mi xlink:href=\"javascript:alert('XSS')\">x</mi></math>",
        "<!-- --><xss-probe/>",
        // Attribute breakouts
        "\" onmouseover=\"alert('XSS')\" x=\"",
        "' onfocus='alert(1)' autofocus xss='",
        "` onclick=alert(1) `",
        "a\"b'c<d>e&f",
        // XML, CDATA and entities
        "]]><xss-probe/>",
        "<![CDATA[<xss-probe/>]]>",
        "<?xml version=\"1.0\"?><xss-probe/>",
        "<!DOCTYPE x [<!ENTITY xss \"XSS\">]>&xss;",
        "&lt;script&gt;&#x3C;xss-probe&#x3E;&amp;",
        // Markdown and tables
        "# heading injected",
        "- list item injected",
        "1. ordered injected",
        "> quote injected",
        "| a | b |\n|---|---|\n| c | d |",
        "cell|with|pipes",
        "[link](https://evil.example/x) and ![img](x.png)",
        "**bold** _em_ ~~strike~~ `code`",
        "```\nfenced\n```",
        "line one\n\n## second heading",
        "---",
        "[^1] footnote\n\n[^1]: injected",
        "<details open><summary>x</summary></details>",
        "\\*escaped\\* \\\\ backslash",
        // Bare links
        "https://evil.example/phish?a=1",
        "www.evil.example",
        "user@evil.example",
        "mailto:user@evil.example",
        // Control characters
        "nul\u{0}byte",
        "bell\u{7}and\u{1}soh",
        "ansi \u{1b}[31mred\u{1b}[0m",
        "del\u{7f}c1\u{85}\u{9b}csi",
        "cr\rlf\nline\u{2028}sep\u{2029}par",
        "nonchar\u{FFFE}\u{FFFF}\u{FDD0}",
        // Bidi and zero-width
        "bidi \u{202E}desrever\u{202C} text",
        "\u{2066}isolate\u{2069} \u{200F}rlm\u{200E}lrm",
        "zero\u{200B}width\u{200C}\u{200D}\u{2060}\u{FEFF}joiners",
        // Astral and other scripts
        "crab 🦀 𝕏 𠀀 emoji 👩‍👩‍👧",
        "עברית العربية हिन्दी",
        "名前 テスト 한국어",
        // Fluent and Tera syntax
        "{ $path } { -brand } { site-home }",
        "{{ 7*7 }}tera-marker {% raw %}{# c #}",
        "{\"json\": [1, 2]}",
        // Path tricks
        "../../etc/passwd",
        "..\\..\\windows\\system32",
        "/absolute/path/x.json",
        "%2e%2e%2f%00",
        "key.that.looks_like",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    v.push("A".repeat(100_000));
    v.push("長い ".repeat(25_000));
    v
}

/// The first `SHORT` strings are scheme names; the long ones are not.
const SHORT: usize = 57;

/// Baseline schemes of the real archive that the corpus renames (the subject `zoo` stays).
const SCHEMES: [&str; 5] = [
    "apscheduler",
    "asyncio_pool",
    "bare_thread",
    "process_pool",
    "thread_pool",
];

/// Replaces every string value and key equal to `from` by `to`.
fn rename(v: &mut Value, from: &str, to: &str) {
    match v {
        Value::String(s) if s == from => *s = to.to_string(),
        Value::Array(items) => items.iter_mut().for_each(|i| rename(i, from, to)),
        Value::Object(map) => {
            let old = std::mem::take(map);
            for (k, mut val) in old {
                rename(&mut val, from, to);
                map.insert(if k == from { to.to_string() } else { k }, val);
            }
        }
        _ => {}
    }
}

/// Archive `k` of the corpus: five scheme names and six other fields.
fn inject(base: &Value, k: usize, strings: &[String], short: usize) -> Value {
    let mut a = base.clone();
    for (j, scheme) in SCHEMES.iter().enumerate() {
        rename(&mut a, scheme, &strings[(5 * k + j) % short]);
    }
    let s = |p: usize| strings[(5 * k + p + 7) % strings.len()].clone();
    let long = strings.len() > short && k < strings.len() - short;
    let env = &mut a["environment"];
    env["hardware"]["cpu_model"] = if long {
        strings[short + k].clone().into()
    } else {
        s(0).into()
    };
    env["hardware"]["platform"] = s(1).into();
    env["os"]["release"] = s(2).into();
    env["harness"]["version"] = s(3).into();
    env["command"] = Value::Array(vec![s(4).into(), "run".into()]);
    env["subject"]["dist_version"] = format!("0.{k}.0-{}", s(5)).into();
    let notes = &mut a["units"][0]["adapter"]["notes"];
    *notes = format!("note {}", s(6)).into();
    a
}

/// A folder name made of a corpus string (no `/`, no NUL, at most 120 bytes).
fn folder(k: usize, s: &str) -> String {
    let mut name = format!("h{k:02}-");
    for c in s.chars().filter(|c| *c != '/' && *c != '\0') {
        if name.len() + c.len_utf8() > 120 {
            break;
        }
        name.push(c);
    }
    name
}

fn files_with(dir: &Path, ext: &str) -> Vec<PathBuf> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .map(|e| e.unwrap().into_path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect()
}

#[test]
fn hostile_strings_stay_data_in_every_output() {
    let Some(real) = real_archives() else { return };
    let base: Value = serde_json::from_slice(
        &std::fs::read(real.join("zoo-framework-0.8.0/20261010T165349Z.json")).unwrap(),
    )
    .unwrap();
    let strings = corpus();
    assert!(strings.len() >= 50, "{} strings", strings.len());
    assert_eq!(strings.len(), SHORT + 2);
    let archives = SHORT.div_ceil(5);
    let hostile = Project::new();
    for k in 0..archives {
        let name = folder(k, &strings[(5 * k + 11) % SHORT]);
        hostile.write_archive(
            &format!("results/{name}/20261010T165349Z.json"),
            &inject(&base, k, &strings, SHORT),
        );
    }
    // The same fields with plain strings: the Markdown structure every copy must keep.
    let plain: Vec<String> = (0..SHORT).map(|i| format!("plain{i}")).collect();
    let clean = Project::new();
    clean.write_archive(
        "results/clean/20261010T165349Z.json",
        &inject(&base, 0, &plain, SHORT),
    );
    for p in [&hostile, &clean] {
        let out = p.cmd().args(["build", "--no-cache"]).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            &stderr[..stderr.len().min(4000)]
        );
    }
    let site = hostile.path().join("site");
    assert_eq!(
        files_with(&site, "md").len(),
        archives * 2 * crate::support::shipped_locales(),
        "every archive is published (report.md and appendix-raw.md, every locale)"
    );
    no_unprintable_characters(&site);
    nothing_is_evaluated(&site);
    svgs_are_well_formed(&site);
    csv_gives_back_every_scheme_name(&site, &strings[..SHORT]);
    markdown_keeps_its_structure(&site, &clean.path().join("site"));
    pages_are_inert_in_a_browser(&site, &clean.path().join("site"));
}

/// No text output holds a character no format may carry.
fn no_unprintable_characters(site: &Path) {
    for ext in ["html", "svg", "md", "xml", "css", "js", "csv"] {
        for f in files_with(site, ext) {
            let text = std::fs::read_to_string(&f).unwrap();
            let bad = text.chars().find(|c| {
                let u = *c as u32;
                (u < 0x20 && !matches!(c, '\t' | '\n' | '\r'))
                    || (0x7F..=0x9F).contains(&u)
                    || (u & 0xFFFE) == 0xFFFE
                    || (0xFDD0..=0xFDEF).contains(&u)
            });
            assert!(bad.is_none(), "{}: {bad:?}", f.display());
        }
    }
}

/// Every rounds.csv reads back (RFC 4180) with eight fields a line, and each scheme field is
/// a name of the corpus or of the archive as written: unprintable characters as U+FFFD, a
/// formula-like start behind an apostrophe.
fn csv_gives_back_every_scheme_name(site: &Path, names: &[String]) {
    let shown = |s: &str| -> String {
        let s: String = s
            .chars()
            .map(|c| {
                if bench_site::i18n::spans::unprintable(c) {
                    '\u{FFFD}'
                } else {
                    c
                }
            })
            .collect();
        if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
            format!("'{s}")
        } else {
            s
        }
    };
    let known: Vec<String> = names
        .iter()
        .map(String::as_str)
        .chain(SCHEMES)
        .chain(["zoo"])
        .map(shown)
        .collect();
    let files = files_with(site, "csv");
    assert!(!files.is_empty(), "no rounds.csv");
    let mut seen = 0;
    for f in files {
        let mut reader = csv::Reader::from_path(&f).unwrap();
        for record in reader.records() {
            let record = record.unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            assert_eq!(record.len(), 8, "{}", f.display());
            assert!(
                known.contains(&record[1].to_string()),
                "{}: {:?}",
                f.display(),
                &record[1]
            );
            seen += 1;
        }
    }
    assert!(seen > 0);
}

/// Tera and Fluent syntax in archive text is shown, never run.
fn nothing_is_evaluated(site: &Path) {
    let mut literal = false;
    for f in files_with(site, "md") {
        let text = std::fs::read_to_string(&f).unwrap();
        assert!(!text.contains("49tera-marker"), "{}: Tera ran", f.display());
        literal |= text.contains("{{ 7\\*7 }}tera-marker") || text.contains("{{ 7*7 }}tera-marker");
    }
    assert!(literal, "the Tera string is shown literally somewhere");
}

fn svgs_are_well_formed(site: &Path) {
    let svgs = files_with(site, "svg");
    assert!(!svgs.is_empty());
    for f in svgs {
        let text = std::fs::read_to_string(&f).unwrap();
        let doc = roxmltree::Document::parse(&text)
            .unwrap_or_else(|e| panic!("{}: not well-formed XML: {e}", f.display()));
        for n in doc.descendants().filter(|n| n.is_element()) {
            let tag = n.tag_name().name().to_ascii_lowercase();
            assert!(
                !tag.contains("xss") && tag != "script" && tag != "foreignobject",
                "{}: injected <{tag}>",
                f.display()
            );
            assert!(
                n.attributes().all(|a| !a.name().starts_with("on")),
                "{}: event attribute on <{tag}>",
                f.display()
            );
        }
    }
}

/// What Markdown structure a file has: heading levels, table shapes, HTML, link targets and
/// text a GFM renderer would autolink.
#[derive(Debug, PartialEq)]
struct Shape {
    headings: Vec<u8>,
    tables: Vec<(usize, usize)>,
    list_items: usize,
    quotes: usize,
}

fn shape(md: &str, file: &Path) -> Shape {
    use pulldown_cmark::{Event, Options, Parser, Tag};
    let options = Options::ENABLE_TABLES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_GFM;
    let mut s = Shape {
        headings: vec![],
        tables: vec![],
        list_items: 0,
        quotes: 0,
    };
    let mut in_code = 0;
    for event in Parser::new_ext(md, options) {
        match event {
            Event::Start(Tag::Heading { level, .. }) => s.headings.push(level as u8),
            Event::Start(Tag::Table(cols)) => s.tables.push((cols.len(), 0)),
            Event::Start(Tag::TableRow) => s.tables.last_mut().unwrap().1 += 1,
            Event::Start(Tag::Item) => s.list_items += 1,
            Event::Start(Tag::BlockQuote(_)) => s.quotes += 1,
            Event::Start(Tag::Link { dest_url, .. })
            | Event::Start(Tag::Image { dest_url, .. }) => {
                let ok = dest_url.starts_with("figures/")
                    || dest_url.starts_with('#')
                    || dest_url.starts_with("../");
                assert!(ok, "{}: link to {dest_url}", file.display());
            }
            Event::Start(Tag::FootnoteDefinition(_)) | Event::FootnoteReference(_) => {
                panic!("{}: a footnote from archive text", file.display())
            }
            Event::Html(h) | Event::InlineHtml(h) => {
                // Ours: line breaks in cells, emphasis next to CJK punctuation, and the stable
                // section anchors `<a id="section-id"></a>`.
                let anchor = |h: &str| {
                    h.strip_prefix("<a id=\"")
                        .and_then(|r| r.strip_suffix("\">").or(r.strip_suffix("\"></a>")))
                        .is_some_and(|id| id.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
                };
                let ok = matches!(h.trim(), "<br>" | "<strong>" | "</strong>" | "</a>")
                    || anchor(h.trim());
                assert!(ok, "{}: HTML {h:?}", file.display());
            }
            Event::Code(_) => {}
            Event::Start(Tag::CodeBlock(_)) => in_code += 1,
            Event::End(pulldown_cmark::TagEnd::CodeBlock) => in_code -= 1,
            Event::Text(t) if in_code == 0 => {
                let lower = t.to_ascii_lowercase();
                let linkable = lower.contains("://")
                    || lower.contains("www.")
                    || lower.contains("mailto:")
                    || lower.split_once('@').is_some_and(|(_, d)| d.contains('.'));
                assert!(!linkable, "{}: autolinkable text {t:?}", file.display());
            }
            _ => {}
        }
    }
    s
}

/// Every table row has as many unescaped pipes as its header.
fn table_rows_keep_their_cells(md: &str, file: &Path) {
    let pipes = |line: &str| {
        let mut n = 0;
        let mut escaped = false;
        for c in line.chars() {
            if c == '|' && !escaped {
                n += 1;
            }
            escaped = c == '\\' && !escaped;
        }
        n
    };
    let mut header = None;
    for line in md.lines() {
        if line.starts_with('|') {
            let n = pipes(line);
            let h = *header.get_or_insert(n);
            assert_eq!(
                n,
                h,
                "{}: a row with other cells: {}",
                file.display(),
                &line[..line.len().min(200)]
            );
        } else {
            header = None;
        }
    }
}

fn markdown_keeps_its_structure(site: &Path, clean: &Path) {
    let mut expected: BTreeMap<String, Shape> = BTreeMap::new();
    for f in files_with(clean, "md") {
        let key = format!(
            "{}/{}",
            locale_of(clean, &f),
            f.file_name().unwrap().to_string_lossy()
        );
        expected.insert(key, shape(&std::fs::read_to_string(&f).unwrap(), &f));
    }
    for f in files_with(site, "md") {
        let md = std::fs::read_to_string(&f).unwrap();
        table_rows_keep_their_cells(&md, &f);
        let key = format!(
            "{}/{}",
            locale_of(site, &f),
            f.file_name().unwrap().to_string_lossy()
        );
        assert_eq!(shape(&md, &f), expected[&key], "{}", f.display());
    }
}

fn locale_of(site: &Path, f: &Path) -> String {
    f.strip_prefix(site)
        .unwrap()
        .components()
        .next()
        .unwrap()
        .as_os_str()
        .to_string_lossy()
        .into_owned()
}

fn pages_are_inert_in_a_browser(site: &Path, clean: &Path) {
    if !crate::browser::available() {
        return;
    }
    let pages: Vec<String> = [site, clean]
        .iter()
        .flat_map(|d| files_with(d, "html"))
        // 404.html links to the server root (GitHub Pages serves it for any path), which a
        // file:// URL cannot reach; its text is the site's own, not archive text.
        .filter(|p| p.file_name().is_some_and(|n| n != "404.html"))
        .map(|p| p.display().to_string())
        .collect();
    let spec = serde_json::json!({ "pages": pages }).to_string();
    let result = crate::browser::run("hostile.mjs", &[&spec]);
    assert_eq!(result["checked"].as_u64().unwrap() as usize, pages.len());
}
