//! History pages of one locale: the list of series, one page per series (its figures, a table
//! of every run with links to its report and to the comparison with the run before it, its
//! changes and annotations), the page of every detected change, and the comparison page of each
//! run against the previous one in its series.

use super::{Emit, SiteData};
use crate::document::text::{data, msg, msg_with, n, t, value, Text, Value};
use crate::document::{Block, Table};
use crate::history::{Change, Direction, History, Metric, Series};
use crate::render::html;
use crate::site::summary::utc_minutes;
use serde::Serialize;

#[derive(Serialize)]
struct SectionView {
    id: &'static str,
    title: String,
    body: String,
}

#[derive(Serialize)]
struct HistoryView {
    sections: Vec<SectionView>,
}

/// `history/<group>`: a series' directory, relative to the locale.
pub fn series_dir(s: &Series) -> String {
    format!("history/{}", crate::site::sanitize(&s.group))
}

/// `compare/<group>/<a>--<b>`: the comparison of two runs of one series.
pub fn run_compare_dir(group: &str, a: &str, b: &str) -> String {
    use crate::site::sanitize;
    format!(
        "compare/{}/{}--{}",
        sanitize(group),
        sanitize(a),
        sanitize(b)
    )
}

fn report_href(root: &str, tag: &str, group: &str, stem: &str) -> String {
    format!(
        "{root}{}/index.html",
        crate::site::report_dir(tag, group, stem)
    )
}

fn when(epoch: Option<f64>) -> Text {
    data(epoch.map(utc_minutes).unwrap_or_default())
}

/// The cell a metric reads at, as text ("thread_pool ÷ zoo · 1 · 40 µs").
pub fn metric_text(m: &Metric, subject: &str) -> Text {
    let cell = |c: i64, bits: u64| {
        vec![
            ("concurrency", t(value(Value::Count(c)))),
            ("tier", t(value(Value::Tier(f64::from_bits(bits))))),
        ]
    };
    match m {
        Metric::Share {
            concurrency,
            tier_bits,
        } => {
            let mut args = cell(*concurrency, *tier_bits);
            args.push(("subject", t(data(subject.to_string()))));
            msg_with("history-metric-share", args)
        }
        Metric::Ratio {
            baseline,
            concurrency,
            tier_bits,
        } => {
            let mut args = cell(*concurrency, *tier_bits);
            args.push(("subject", t(data(subject.to_string()))));
            args.push(("baseline", t(data(baseline.clone()))));
            msg_with("history-metric-ratio", args)
        }
    }
}

fn pct(f: f64, digits: usize) -> Text {
    value(Value::Percent {
        fraction: f,
        digits,
    })
}

/// "▼ regression, −20.1% (−22.3% to −17.9%)": shape and word, never colour alone.
pub fn change_text(c: &Change) -> Text {
    // The shape is a symbol, the same in every language; the words are the locale's.
    let (shape, id) = match c.direction {
        Direction::Regression => ("▼ ", "history-change-regression"),
        Direction::Improvement => ("▲ ", "history-change-improvement"),
    };
    Text::Seq(vec![
        data(shape),
        msg_with(
            id,
            vec![
                ("magnitude", t(pct(c.step.magnitude, 1))),
                ("low", t(pct(c.step.interval.0, 1))),
                ("high", t(pct(c.step.interval.1, 1))),
            ],
        ),
    ])
}

fn link(href: String, text: Text) -> Text {
    Text::Link {
        href,
        text: Box::new(text),
    }
}

/// One row per change: series, quantity, the two runs (linked), magnitude and interval.
fn changes_table(
    site: &SiteData,
    tag: &str,
    h: &History,
    changes: &[&Change],
    root: &str,
) -> Table {
    let rows = changes
        .iter()
        .map(|c| {
            let s = &h.series[c.series];
            let (a, b) = (&s.runs[c.before], &s.runs[c.after]);
            let subject = s.subject.clone().unwrap_or_default();
            vec![
                link(
                    format!("{root}{tag}/{}/index.html", series_dir(s)),
                    data(s.label.clone()),
                ),
                metric_text(&c.metric, &subject),
                link(
                    report_href(root, tag, &a.group, &a.stem),
                    when(a.started_at_epoch),
                ),
                link(
                    report_href(root, tag, &b.group, &b.stem),
                    when(b.started_at_epoch),
                ),
                change_text(c),
                link(
                    format!(
                        "{root}{tag}/{}/index.html",
                        run_compare_dir(&s.group, &a.stem, &b.stem)
                    ),
                    msg("history-compare-link"),
                ),
            ]
        })
        .collect();
    let _ = site;
    Table {
        header: vec![
            msg("history-col-series"),
            msg("history-col-quantity"),
            msg("history-col-before"),
            msg("history-col-after"),
            msg("history-col-change"),
            msg("history-col-compare"),
        ],
        rows,
    }
}

fn body(site: &SiteData, tag: &str, blocks: &[Block]) -> String {
    let locale = site.locale(tag);
    blocks
        .iter()
        .map(|b| html::block(site.l10n, locale, b))
        .collect()
}

fn page(
    site: &SiteData,
    tag: &str,
    path: String,
    title: String,
    sections: Vec<(&'static str, &'static str, Vec<Block>)>,
    path_in: impl Fn(&str) -> String,
) -> Result<(String, Vec<u8>), tera::Error> {
    let view = HistoryView {
        sections: sections
            .into_iter()
            .map(|(id, title, blocks)| SectionView {
                id,
                title: site.label(tag, title),
                body: body(site, tag, &blocks),
            })
            .collect(),
    };
    let frame = site.frame(tag, &path, title, path_in);
    let bytes = site.render("history.html", &frame, "history", &view)?;
    Ok((path, bytes))
}

/// `<tag>/history/index.html`: every series with its runs, machines and changes.
fn index(site: &SiteData, tag: &str, h: &History) -> Result<(String, Vec<u8>), tera::Error> {
    let root = "../../";
    let rows = h
        .series
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let changes = h.changes.iter().filter(|c| c.series == i).count();
            let last = s.runs.last().and_then(|r| r.started_at_epoch);
            vec![
                link(
                    format!("{}/index.html", crate::site::sanitize(&s.group)),
                    data(s.label.clone()),
                ),
                data(s.group.clone()),
                value(Value::Count(s.runs.len() as i64)),
                value(Value::Count(s.machine_changes.len() as i64 + 1)),
                when(last),
                value(Value::Count(changes as i64)),
            ]
        })
        .collect();
    let table = Table {
        header: vec![
            msg("history-col-series"),
            msg("history-col-folder"),
            msg("history-col-runs"),
            msg("history-col-machines"),
            msg("history-col-latest"),
            msg("history-col-changes"),
        ],
        rows,
    };
    let mut blocks = vec![Block::Note(msg("history-note"))];
    blocks.push(Block::Table(table));
    blocks.push(Block::Paragraph(link(
        format!("{root}{tag}/changes/index.html"),
        msg_with(
            "history-changes-link",
            vec![("count", n(h.changes.len() as f64))],
        ),
    )));
    let _ = root;
    page(
        site,
        tag,
        format!("{tag}/history/index.html"),
        site.label(tag, "history-title"),
        vec![("series", "history-section-series", blocks)],
        |l| format!("{l}/history/index.html"),
    )
}

/// `<tag>/changes/index.html`: every detected change, newest first.
fn changes_page(site: &SiteData, tag: &str, h: &History) -> Result<(String, Vec<u8>), tera::Error> {
    let all: Vec<&Change> = h.changes.iter().collect();
    let mut blocks = vec![Block::Note(msg("history-detection-note"))];
    if all.is_empty() {
        blocks.push(Block::Paragraph(msg("history-no-changes")));
    } else {
        blocks.push(Block::Table(changes_table(site, tag, h, &all, "../../")));
    }
    page(
        site,
        tag,
        format!("{tag}/changes/index.html"),
        site.label(tag, "history-changes-title"),
        vec![("changes", "history-section-changes", blocks)],
        |l| format!("{l}/changes/index.html"),
    )
}

pub fn pages(site: &SiteData, tag: &str, h: &History, emit: Emit) -> Result<(), tera::Error> {
    use rayon::prelude::*;
    let (path, bytes) = index(site, tag, h)?;
    emit(path, bytes);
    let (path, bytes) = changes_page(site, tag, h)?;
    emit(path, bytes);
    (0..h.series.len()).into_par_iter().try_for_each(|i| {
        let pages = super::history_series::series_page(site, tag, h, i)?;
        super::emit_all(emit, pages);
        Ok(())
    })
}
