//! The first and the last slide: the cover (subject, version, run date, CPU, baselines, raw
//! data path, publication warnings) and the closing slide (links to every other output of the
//! archive, unit counts).

use super::slides::footer;
use super::{DeckInput, Lx, Slide};
use crate::document::text::{data, msg, msg_with, n, t, yes_no, Text};
use crate::document::Block;
use crate::render::html::escape;
use crate::render::run_facts;

pub fn cover(input: &DeckInput, lx: &Lx) -> Slide {
    let m = input.model;
    let version = m.environment.dist_version.clone();
    let product = m.product.clone().or_else(|| m.subject.clone());
    let title = msg_with(
        "deck-cover-title",
        vec![
            ("subject", t(product.map_or(msg("subject-unknown"), data))),
            ("version", t(data(version.clone().unwrap_or_default()))),
            ("has_version", yes_no(Some(version.is_some()))),
        ],
    );
    let baselines = n(run_facts::baseline_names(m).len() as f64);
    Slide {
        kind: "cover",
        section: "cover",
        kicker: lx.html(&run_facts::kicker(m)),
        title: lx.html(&title),
        body: cover_body(input, lx),
        footer: footer(lx, &data(input.display_path), None, None),
        notes: lx.html(&msg_with(
            "deck-notes-cover",
            vec![("baselines", baselines)],
        )),
        continued: String::new(),
        ..Slide::default()
    }
}

/// Subtitle, who is compared with whom, the matrix, the raw data path and any gate warning.
fn cover_body(input: &DeckInput, lx: &Lx) -> String {
    let raw = msg_with(
        "deck-cover-raw",
        vec![("path", t(Text::Code(input.display_path.into())))],
    );
    let paragraphs = [
        ("subtitle", lx.msg("deck-cover-subtitle")),
        ("lead", lx.html(&run_facts::baselines(input.model))),
        ("facts", lx.html(&run_facts::matrix(input.model))),
        ("raw", lx.html(&raw)),
    ];
    let mut body: String = paragraphs
        .iter()
        .map(|(class, html)| format!("<p class=\"{class}\">{html}</p>\n"))
        .collect();
    body.push_str(&warnings(input, lx));
    body
}

/// Publication-gate warnings of the title section, kept prominent on the cover.
fn warnings(input: &DeckInput, lx: &Lx) -> String {
    input
        .doc
        .sections
        .iter()
        .filter(|s| s.id == "title")
        .flat_map(|s| &s.blocks)
        .filter_map(|b| match b {
            Block::Warning(w) => Some(format!(
                "<p class=\"warning\" role=\"alert\">{}</p>\n",
                lx.html(w)
            )),
            _ => None,
        })
        .collect()
}

pub fn closing(input: &DeckInput, lx: &Lx) -> Slide {
    let run = &input.model.run;
    let valid = run.unit_count.saturating_sub(run.failed_unit_count);
    let units = msg_with(
        "deck-closing-units",
        vec![
            ("valid", n(valid as f64)),
            ("failed", n(run.failed_unit_count as f64)),
        ],
    );
    let body = format!(
        "<p class=\"lead\">{}</p>\n<ul class=\"links\">{}</ul>\n<p class=\"units\">{}</p>\n",
        lx.msg("deck-closing-lead"),
        links(input, lx),
        lx.html(&units)
    );
    Slide {
        kind: "closing",
        section: "closing",
        kicker: lx.html(&input.doc.title),
        title: lx.msg("deck-closing-title"),
        body,
        footer: footer(lx, &data(input.display_path), None, None),
        notes: lx.msg("deck-notes-closing"),
        continued: String::new(),
        ..Slide::default()
    }
}

fn links(input: &DeckInput, lx: &Lx) -> String {
    let item =
        |href: &str, label: String| format!("<li><a href=\"{}\">{label}</a></li>", escape(href));
    let o = input.offered;
    // Only the formats the project makes (`[outputs]`) are linked.
    let mut out: Vec<String> = [
        (true, "index.html", "deck-closing-report"),
        (o.markdown, "report.md", "deck-closing-markdown"),
        (o.print, "print.html", "deck-closing-print"),
        (o.pdf, "report.pdf", "deck-closing-pdf"),
        (true, "appendix-raw.md", "deck-closing-appendix-raw"),
    ]
    .into_iter()
    .filter(|(made, ..)| *made)
    .map(|(_, href, label)| item(href, lx.msg(label)))
    .collect();
    if !input.figures.is_empty() {
        let figs: Vec<String> = input
            .figures
            .iter()
            .map(|f| {
                let href = format!("figures/{}-{}.svg", lx.locale.tag, f.name);
                // Named by its title in the reader's language, not by its file's id.
                format!("<a href=\"{}\">{}</a>", escape(&href), lx.html(&f.title()))
            })
            .collect();
        out.push(format!(
            "<li>{} {}</li>",
            lx.msg("deck-closing-figures"),
            figs.join(&escape(&lx.plain(&msg("deck-source-separator"))))
        ));
    }
    let raw = msg_with(
        "deck-closing-raw",
        vec![("path", t(Text::Code(input.display_path.into())))],
    );
    out.push(item(input.raw_archive_href, lx.html(&raw)));
    out.concat()
}
