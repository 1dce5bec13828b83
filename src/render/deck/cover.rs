//! The first and the last slide: the cover (subject, version, run date, CPU, baselines, raw
//! data path, publication warnings) and the closing slide (links to every other output of the
//! archive, unit counts).

use super::slides::footer;
use super::{DeckInput, Lx, Slide};
use crate::document::text::{data, msg, msg_with, n, t, value, yes_no, Text, Value};
use crate::document::Block;
use crate::render::html::escape;

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
    let baselines = n(baseline_names(input).len() as f64);
    Slide {
        kind: "cover",
        section: "cover",
        kicker: lx.html(&kicker(input)),
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
        ("lead", lx.html(&baselines(input))),
        ("facts", lx.html(&facts(input))),
        ("raw", lx.html(&raw)),
    ];
    let mut body: String = paragraphs
        .iter()
        .map(|(class, html)| format!("<p class=\"{class}\">{html}</p>\n"))
        .collect();
    body.push_str(&warnings(input, lx));
    body
}

/// "<date of run start> · <CPU>".
fn kicker(input: &DeckInput) -> Text {
    let env = &input.model.environment;
    let date = match input.model.run.started_at_epoch.and_then(utc_date) {
        Some(d) => msg_with("deck-cover-date", vec![("date", t(data(d)))]),
        None => msg("deck-cover-date-unknown"),
    };
    let cpu = env
        .cpu_model
        .clone()
        .map_or(msg("deck-cover-cpu-unknown"), data);
    msg_with(
        "deck-cover-kicker",
        vec![("date", t(date)), ("cpu", t(cpu))],
    )
}

fn baseline_names(input: &DeckInput) -> Vec<String> {
    let subject = input.model.subject.as_deref();
    input
        .model
        .schemes
        .iter()
        .filter(|s| Some(s.as_str()) != subject)
        .cloned()
        .collect()
}

/// "Compared with N baselines: a, b, c" and who the subject is.
fn baselines(input: &DeckInput) -> Text {
    let names = baseline_names(input);
    let subject = input
        .model
        .subject
        .clone()
        .map_or(msg("subject-unknown"), data);
    msg_with(
        "deck-cover-baselines",
        vec![
            ("subject", t(subject)),
            ("count", n(names.len() as f64)),
            (
                "names",
                t(Text::List(names.into_iter().map(data).collect())),
            ),
        ],
    )
}

/// "96 units · concurrency 1, 4, 16, 64 · body tiers 40, 300 µs": the shape of the matrix.
fn facts(input: &DeckInput) -> Text {
    let m = input.model;
    let list = |v: Vec<Text>| t(Text::List(v));
    msg_with(
        "deck-cover-facts",
        vec![
            ("units", n(m.run.unit_count as f64)),
            (
                "concurrencies",
                list(
                    m.concurrencies
                        .iter()
                        .map(|c| value(Value::Count(*c)))
                        .collect(),
                ),
            ),
            (
                "tiers",
                list(m.tiers_us.iter().map(|x| value(Value::Tier(*x))).collect()),
            ),
        ],
    )
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

/// `YYYY-MM-DD` of a Unix time, in UTC (days-to-civil, proleptic Gregorian).
pub fn utc_date(epoch: f64) -> Option<String> {
    if !epoch.is_finite() {
        return None;
    }
    let days = (epoch / 86_400.0).floor() as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    Some(format!("{year:04}-{month:02}-{day:02}"))
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
    let mut out = vec![
        item("index.html", lx.msg("deck-closing-report")),
        item("report.md", lx.msg("deck-closing-markdown")),
        item("print.html", lx.msg("deck-closing-print")),
        item("appendix-raw.md", lx.msg("deck-closing-appendix-raw")),
    ];
    if !input.figures.is_empty() {
        let figs: Vec<String> = input
            .figures
            .iter()
            .map(|f| {
                let href = format!("figures/{}-{}.svg", lx.locale.tag, f.name);
                format!("<a href=\"{}\">{}</a>", escape(&href), escape(f.name))
            })
            .collect();
        out.push(format!(
            "<li>{} {}</li>",
            lx.msg("deck-closing-figures"),
            figs.join(" ")
        ));
    }
    let raw = msg_with(
        "deck-closing-raw",
        vec![("path", t(Text::Code(input.display_path.into())))],
    );
    out.push(item(input.raw_archive_href, lx.html(&raw)));
    out.concat()
}

#[cfg(test)]
mod tests {
    use super::utc_date;

    #[test]
    fn dates_are_utc() {
        assert_eq!(utc_date(0.0).unwrap(), "1970-01-01");
        assert_eq!(utc_date(1_790_000_000.0).unwrap(), "2026-09-21");
        assert_eq!(utc_date(951_782_400.0).unwrap(), "2000-02-29");
    }
}
