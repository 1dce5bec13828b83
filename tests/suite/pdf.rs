//! `report.pdf` and `deck.pdf` of both shared archives in every locale, read back with poppler
//! (`pdfinfo`, `pdffonts`, `pdftotext`, `pdftohtml -xml`): page counts in bounds, every font
//! embedded, each locale's section titles and the numbers of its tables in the text exactly as
//! `report.md` shows them, an outline entry for every section, links from the contents, and
//! identical bytes from two builds.

use crate::support::real_archives;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// poppler-utils, or a skip (a failure under CI, which installs it).
fn poppler() -> bool {
    let found = Command::new("pdfinfo").arg("-v").output().is_ok();
    if !found {
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            panic!("the PDF tests need poppler-utils (apt-get install poppler-utils)");
        }
        eprintln!("SKIP PDF test: pdfinfo not found (apt-get install poppler-utils)");
    }
    found
}

fn build(out: &Path, results: &Path) {
    assert_cmd::Command::cargo_bin("bench-site")
        .unwrap()
        .arg("--root")
        .arg(env!("CARGO_MANIFEST_DIR"))
        .arg("--out")
        .arg(out)
        .arg("--no-cache")
        .arg("--results")
        .arg(results)
        .arg("build")
        .assert()
        .success();
}

/// The site of the shared archives, built once for every test here.
fn site() -> Option<&'static Path> {
    static SITE: OnceLock<Option<(tempfile::TempDir, PathBuf)>> = OnceLock::new();
    SITE.get_or_init(|| {
        let archives = real_archives()?;
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("site");
        build(&out, &archives);
        Some((tmp, out))
    })
    .as_ref()
    .map(|(_, p)| p.as_path())
}

/// Every file called `name` under `site`, sorted.
fn files(site: &Path, name: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = walkdir::WalkDir::new(site)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_name() == name)
        .map(|e| e.into_path())
        .collect();
    out.sort();
    out
}

fn tool(name: &str, args: &[&str], file: &Path) -> String {
    let out = Command::new(name).args(args).arg(file).output().unwrap();
    assert!(
        out.status.success(),
        "{name} {}: {}",
        file.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// stdout of a poppler tool, whatever it exits with (`pdfinfo -struct` complains about fields
/// it does not know but prints the tree).
fn tool_lossy(name: &str, args: &[&str], file: &Path) -> String {
    let out = Command::new(name).args(args).arg(file).output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn pages(pdf: &Path) -> usize {
    tool("pdfinfo", &[], pdf)
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("pdfinfo gave no page count for {}", pdf.display()))
}

/// `pdftotext` of the whole file with every whitespace removed (lines wrap differently from
/// the Markdown; CJK text has no spaces to keep).
fn text(pdf: &Path) -> String {
    let out = Command::new("pdftotext")
        .args(["-enc", "UTF-8"])
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap();
    assert!(out.status.success(), "pdftotext {}", pdf.display());
    squash(&String::from_utf8(out.stdout).unwrap())
}

fn squash(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The section titles of a `report.md` (`## <a id="x"></a>Title`), in order.
fn md_sections(md: &str) -> Vec<(String, String)> {
    md.lines()
        .filter_map(|l| l.strip_prefix("## <a id=\""))
        .filter_map(|l| l.split_once("\"></a>"))
        .map(|(id, title)| (id.to_string(), unmark(title)))
        .collect()
}

/// Markdown inline text as a reader sees it (escapes, code and emphasis marks removed).
fn unmark(s: &str) -> String {
    s.replace("\\|", "|")
        .replace(['`', '*'], "")
        .replace("\\_", "_")
        .replace("\\[", "[")
        .replace("\\]", "]")
        .replace("\\\\", "\\")
}

/// Every body cell of the Markdown tables of section `id` (header rows left out: a wrapped
/// header cell comes out of `pdftotext` interleaved with its neighbours).
fn md_cells(md: &str, id: &str) -> Vec<String> {
    let start = md
        .find(&format!("<a id=\"{id}\"></a>"))
        .unwrap_or_else(|| panic!("no section {id}"));
    let rest = &md[start..];
    let end = rest[1..].find("\n## ").map_or(rest.len(), |e| e + 1);
    let lines: Vec<&str> = rest[..end].lines().collect();
    lines
        .iter()
        .enumerate()
        .filter(|(i, l)| {
            l.starts_with('|')
                && !l.starts_with("| ---")
                && !lines.get(i + 1).is_some_and(|n| n.starts_with("| ---"))
        })
        .flat_map(|(_, l)| l.trim_matches('|').split(" | ").map(|c| unmark(c.trim())))
        .filter(|c| !c.is_empty())
        .collect()
}

/// The bullet items of section `id` (the conclusions: the headline sentences are among them).
fn md_bullets(md: &str, id: &str) -> Vec<String> {
    let start = md.find(&format!("<a id=\"{id}\"></a>")).unwrap();
    let rest = &md[start..];
    let end = rest[1..].find("\n## ").map_or(rest.len(), |e| e + 1);
    rest[..end]
        .lines()
        .filter_map(|l| l.strip_prefix("- "))
        .map(unmark)
        .collect()
}

#[test]
fn report_pdfs_hold_every_section_and_table_number_of_report_md_in_every_locale() {
    if !poppler() {
        return;
    }
    let Some(site) = site() else {
        eprintln!("SKIP: no shared archives");
        return;
    };
    let pdfs = files(site, "report.pdf");
    assert_eq!(
        pdfs.len(),
        2 * crate::support::shipped_locales(),
        "{pdfs:?}"
    );
    for pdf in &pdfs {
        let md = std::fs::read_to_string(pdf.with_file_name("report.md")).unwrap();
        let n = pages(pdf);
        assert!((20..=120).contains(&n), "{}: {n} pages", pdf.display());
        let fonts = tool("pdffonts", &[], pdf);
        let rows: Vec<&str> = fonts.lines().skip(2).collect();
        assert!(!rows.is_empty(), "{fonts}");
        for row in &rows {
            // name, type…, encoding, emb, sub, uni, object, id: emb is the fifth from the end.
            let cols: Vec<&str> = row.split_whitespace().collect();
            assert_eq!(cols[cols.len() - 5], "yes", "not embedded: {row}");
        }
        let text = text(pdf);
        let sections = md_sections(&md);
        assert!(sections.len() >= 15, "{sections:?}");
        for (id, title) in &sections {
            assert!(
                text.contains(&squash(title)),
                "{}: section {id} ({title}) missing",
                pdf.display()
            );
        }
        // The pivot tables cell for cell; in the wider tables every number as it is written
        // (a long cell may wrap, and its neighbours' lines come between its own).
        for id in ["latency", "overhead", "throughput"] {
            for cell in md_cells(&md, id) {
                assert!(
                    text.contains(&squash(&cell)),
                    "{}: the {id} cell {cell:?} of report.md is not in the PDF",
                    pdf.display()
                );
            }
        }
        for id in ["conclusions", "unfavourable", "favourable", "no-winner"] {
            let cells = md_cells(&md, id).into_iter().chain(md_bullets(&md, id));
            let numbers = cells.flat_map(|c| {
                c.split(|ch: char| ch.is_whitespace() || "[](),;:，；：（）".contains(ch))
                    .filter(|w| w.chars().any(|ch| ch.is_ascii_digit()))
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            });
            for number in numbers {
                assert!(
                    text.contains(&number),
                    "{}: {number:?} of the {id} tables of report.md is not in the PDF",
                    pdf.display()
                );
            }
        }
    }
}

/// The outline entries (`<item>` of `pdftohtml -xml`), unescaped.
fn outline(pdf: &Path) -> Vec<String> {
    let xml = tool("pdftohtml", &["-xml", "-i", "-q", "-stdout"], pdf);
    xml.split("<item")
        .skip(1)
        .filter_map(|i| i.split_once('>').map(|(_, rest)| rest))
        .filter_map(|rest| rest.split_once("</item>").map(|(t, _)| t))
        .map(|t| {
            t.replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&amp;", "&")
        })
        .collect()
}

#[test]
fn report_pdf_outline_lists_every_section_and_the_contents_link_to_them() {
    if !poppler() || !qpdf() {
        return;
    }
    let Some(site) = site() else {
        return;
    };
    for pdf in files(site, "report.pdf") {
        let md = std::fs::read_to_string(pdf.with_file_name("report.md")).unwrap();
        let entries = outline(&pdf);
        let sections = md_sections(&md);
        for (id, title) in &sections {
            assert!(
                entries.iter().any(|e| squash(e) == squash(title)),
                "{}: no outline entry for {id} ({title}); outline: {entries:?}",
                pdf.display()
            );
        }
        // Every contents entry is a link annotation, besides the figures' and tables' own.
        let bytes = expanded(&pdf);
        let links = bytes.windows(5).filter(|w| w == b"/Link").count();
        assert!(links > sections.len(), "{}: {links} links", pdf.display());
        let text = String::from_utf8_lossy(&bytes);
        let lang = text.contains("/Lang (") || text.contains("/Lang(");
        assert!(lang, "{}: no document language", pdf.display());
        // Tagged: headings, tables with header cells, figures with alternative text, the
        // contents.
        assert!(tool("pdfinfo", &[], &pdf).contains("Tagged:          yes"));
        let tree = tool_lossy("pdfinfo", &["-struct"], &pdf);
        for tag in [
            "H1",
            "H2",
            "Table",
            "TH",
            "TD",
            "L (block)",
            "LBody",
            "Figure",
            "TOC",
        ] {
            assert!(
                tree.contains(tag),
                "{}: no {tag} in the tag tree",
                pdf.display()
            );
        }
    }
}

#[test]
fn two_builds_give_identical_pdfs() {
    if !poppler() {
        return;
    }
    let (Some(site), Some(archives)) = (site(), real_archives()) else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let again = tmp.path().join("site");
    build(&again, &archives);
    for name in ["report.pdf", "deck.pdf"] {
        let first = files(site, name);
        assert!(!first.is_empty(), "no {name}");
        for pdf in first {
            let rel = pdf.strip_prefix(site).unwrap();
            let other = std::fs::read(again.join(rel)).unwrap();
            assert!(
                std::fs::read(&pdf).unwrap() == other,
                "{} differs between builds",
                rel.display()
            );
        }
    }
}

/// The plain text of an HTML fragment (tags dropped, the escaper's references undone).
fn html_text(fragment: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in fragment.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// Each slide's title in `deck.html`, in order.
fn slide_titles(deck: &str) -> Vec<String> {
    deck.split("<section class=\"slide ")
        .skip(1)
        .map(|slide| {
            let head = slide.split("</header>").next().unwrap_or("");
            let title = head
                .split_once("<h2>")
                .or_else(|| head.split_once("<h1>"))
                .map(|(_, rest)| rest.split("</h").next().unwrap_or(""))
                .unwrap_or("");
            html_text(title)
        })
        .collect()
}

#[test]
fn deck_pdfs_have_one_16_9_page_per_slide_of_deck_html_with_its_title() {
    if !poppler() {
        return;
    }
    let Some(site) = site() else {
        return;
    };
    let decks = files(site, "deck.pdf");
    assert_eq!(
        decks.len(),
        2 * crate::support::shipped_locales(),
        "{decks:?}"
    );
    for pdf in &decks {
        let html = std::fs::read_to_string(pdf.with_file_name("deck.html")).unwrap();
        let titles = slide_titles(&html);
        assert!(titles.len() > 10, "{titles:?}");
        assert_eq!(pages(pdf), titles.len(), "{}", pdf.display());
        let info = tool("pdfinfo", &[], pdf);
        assert!(info.contains("Page size:       960 x 540 pts"), "{info}");
        let fonts = tool("pdffonts", &[], pdf);
        for row in fonts.lines().skip(2) {
            let cols: Vec<&str> = row.split_whitespace().collect();
            assert_eq!(cols[cols.len() - 5], "yes", "not embedded: {row}");
        }
        // The cover is set at full size: its title 44 pt (the cover's accent bar once counted
        // as content reaching the bottom, and every cover came out at the smallest scale).
        let cover = tool(
            "pdftohtml",
            &["-xml", "-stdout", "-i", "-zoom", "1", "-f", "1", "-l", "1"],
            pdf,
        );
        let largest = cover
            .lines()
            .filter_map(|l| {
                l.split("size=\"")
                    .nth(1)?
                    .split('"')
                    .next()?
                    .parse::<f64>()
                    .ok()
            })
            .fold(0.0, f64::max);
        assert!(
            largest >= 43.0,
            "{}: cover title at {largest} pt",
            pdf.display()
        );
        for (i, title) in titles.iter().enumerate() {
            let page = (i + 1).to_string();
            let out = Command::new("pdftotext")
                .args(["-enc", "UTF-8", "-f", &page, "-l", &page])
                .arg(pdf)
                .arg("-")
                .output()
                .unwrap();
            let text = squash(&String::from_utf8_lossy(&out.stdout));
            assert!(
                text.contains(&squash(title)),
                "{}: page {page} does not hold slide {page}'s title {title:?}",
                pdf.display()
            );
        }
    }
}

#[test]
fn pdf_tagged_false_writes_smaller_untagged_pdfs_with_the_same_text() {
    if !poppler() {
        return;
    }
    let built = |config: &str| {
        let p = crate::support::Project::new();
        p.write_archive(
            "results/demo-1.0.0/20260101T000000Z.json",
            &crate::support::small_archive(),
        );
        p.write("bench-site.toml", config);
        p.cmd().args(["--locale", "en", "build"]).assert().success();
        let pdf = files(&p.path().join("site"), "report.pdf").remove(0);
        let deck = files(&p.path().join("site"), "deck.pdf").remove(0);
        let info = (tool("pdfinfo", &[], &pdf), tool("pdfinfo", &[], &deck));
        let sizes = (std::fs::metadata(&pdf).unwrap().len(), text(&pdf));
        (p, info, sizes)
    };
    let (_a, tagged, (tagged_size, tagged_text)) = built("");
    let (_b, plain, (plain_size, plain_text)) = built("[pdf]\ntagged = false\n");
    assert!(tagged.0.contains("Tagged:          yes") && tagged.1.contains("Tagged:          yes"));
    assert!(plain.0.contains("Tagged:          no") && plain.1.contains("Tagged:          no"));
    assert!(plain_size < tagged_size, "{plain_size} >= {tagged_size}");
    assert_eq!(plain_text, tagged_text);
}

/// The objects of `pdf` as plain text: object streams unpacked, streams inflated (qpdf).
fn expanded(pdf: &Path) -> Vec<u8> {
    let out = Command::new("qpdf")
        .args(["--object-streams=disable", "--stream-data=uncompress"])
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "qpdf {}: {}",
        pdf.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// qpdf, or a skip (a failure under CI, which installs it).
fn qpdf() -> bool {
    let found = Command::new("qpdf").arg("--version").output().is_ok();
    if !found {
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            panic!("the PDF structure test needs qpdf (apt-get install qpdf)");
        }
        eprintln!("SKIP PDF structure test: qpdf not found (apt-get install qpdf)");
    }
    found
}

/// Every PDF keeps its dictionaries in compressed object streams behind a cross-reference
/// stream (no classic xref table left), and qpdf finds no syntax or stream error in it.
#[test]
fn every_pdf_is_packed_into_object_streams_and_passes_qpdf_check() {
    if !qpdf() {
        return;
    }
    let Some(site) = site() else {
        return;
    };
    for name in ["report.pdf", "deck.pdf"] {
        let all = files(site, name);
        assert!(!all.is_empty(), "no {name}");
        for pdf in all {
            let bytes = std::fs::read(&pdf).unwrap();
            let has = |s: &[u8]| bytes.windows(s.len()).any(|w| w == s);
            assert!(
                has(b"/Type/ObjStm") && has(b"/Type/XRef"),
                "{} is not packed",
                pdf.display()
            );
            assert!(
                !has(b"\nxref\n") && !has(b"\ntrailer\n"),
                "{} has a classic xref",
                pdf.display()
            );
            let out = Command::new("qpdf")
                .arg("--check")
                .arg(&pdf)
                .output()
                .unwrap();
            let report = String::from_utf8_lossy(&out.stdout);
            assert!(
                out.status.success() && report.contains("No syntax or stream encoding errors"),
                "qpdf --check {}: {report}{}",
                pdf.display(),
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
}
