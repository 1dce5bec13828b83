//! The page of one series: its figures (SVG + PNG, drawn like the report's), one table per
//! tier of the reference concurrency with every run (linked to its report and to the
//! comparison with the run before it), its changes and its annotations.

use super::history::{change_text, metric_text, run_compare_dir, series_dir};
use super::{Output, SiteData};
use crate::document::text::{data, msg, msg_with, t, value, Text, Value};
use crate::document::{Block, Table};
use crate::history::{History, Metric, Series, Track};
use crate::render::html;
use crate::site::summary::utc_minutes;

fn link(href: String, text: Text) -> Text {
    Text::Link {
        href,
        text: Box::new(text),
    }
}

fn with_interval(
    v: f64,
    interval: Option<crate::model::uncertainty::bootstrap::Interval>,
    share: bool,
) -> Text {
    let shown = |x: f64| {
        if share {
            value(Value::Percent {
                fraction: x,
                digits: 2,
            })
        } else {
            value(Value::MultipleFine(x))
        }
    };
    match interval {
        Some(i) => msg_with(
            "history-value-interval",
            vec![
                ("value", t(shown(v))),
                ("low", t(shown(i.low))),
                ("high", t(shown(i.high))),
            ],
        ),
        None => shown(v),
    }
}

fn cell(track: Option<&Track>, run: usize, share: bool) -> Text {
    track
        .and_then(|t| t.points.iter().find(|p| p.run == run))
        .map_or(Text::Empty, |p| with_interval(p.value, p.interval, share))
}

/// Rows = runs, columns = the subject's share and every baseline's ratio at one tier.
fn runs_table(tag: &str, s: &Series, c: i64, tier_bits: u64) -> Table {
    let root = "../../../";
    let at = |m: &Metric| m.concurrency() == c && m.tier_us().to_bits() == tier_bits;
    let share = s
        .tracks
        .iter()
        .find(|t| at(&t.metric) && matches!(t.metric, Metric::Share { .. }));
    let ratios: Vec<(&str, &Track)> = s
        .tracks
        .iter()
        .filter(|t| at(&t.metric))
        .filter_map(|t| match &t.metric {
            Metric::Ratio { baseline, .. } => Some((baseline.as_str(), t)),
            Metric::Share { .. } => None,
        })
        .collect();
    let rows = s
        .runs
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let when = data(
                r.started_at_epoch
                    .map(utc_minutes)
                    .unwrap_or_else(|| r.stem.clone()),
            );
            let report = format!(
                "{root}{}/index.html",
                crate::site::report_dir(tag, &r.group, &r.stem)
            );
            let mut row = vec![link(report, when)];
            row.push(if s.machine_changes.contains(&i) {
                msg("history-machine-changed")
            } else {
                Text::Empty
            });
            row.push(cell(share, i, true));
            row.extend(ratios.iter().map(|(_, t)| cell(Some(t), i, false)));
            row.push(match i {
                0 => Text::Empty,
                _ => {
                    let dir = run_compare_dir(&s.group, &s.runs[i - 1].stem, &r.stem);
                    link(
                        format!("{root}{tag}/{dir}/index.html"),
                        msg("history-compare-link"),
                    )
                }
            });
            row
        })
        .collect();
    let subject = s.subject.clone().unwrap_or_default();
    let mut header = vec![msg("history-col-run"), msg("history-col-machine")];
    header.push(msg_with(
        "history-col-share",
        vec![("subject", t(data(subject.clone())))],
    ));
    header.extend(ratios.iter().map(|(b, _)| {
        msg_with(
            "history-col-ratio",
            vec![
                ("baseline", t(data(b.to_string()))),
                ("subject", t(data(subject.clone()))),
            ],
        )
    }));
    header.push(msg("history-col-compare"));
    Table { header, rows }
}

/// Every tier of the reference concurrency that has a quantity, ascending.
fn tiers_at(s: &Series, c: i64) -> Vec<u64> {
    let mut v: Vec<u64> = s
        .tracks
        .iter()
        .filter(|t| t.metric.concurrency() == c)
        .map(|t| t.metric.tier_us().to_bits())
        .collect();
    v.sort_by(|a, b| f64::from_bits(*a).total_cmp(&f64::from_bits(*b)));
    v.dedup();
    v
}

/// The figures as files beside the page, and their blocks.
fn figures(
    site: &SiteData,
    tag: &str,
    h: &History,
    i: usize,
) -> Result<(Output, Vec<Block>, Option<i64>), tera::Error> {
    let s = &h.series[i];
    let changes: Vec<&crate::history::Change> =
        h.changes.iter().filter(|c| c.series == i).collect();
    let (specs, c) = crate::figures::plan_history(s, &changes);
    let locale = site.locale(tag);
    let dir = format!("{tag}/{}", series_dir(s));
    let mut files = vec![];
    let mut blocks = vec![];
    let fail =
        |e: crate::figures::FigureError| tera::Error::message(format!("history figure: {e}"));
    for spec in specs {
        let svg = crate::figures::draw_svg(&spec, site.l10n, locale, site.fonts).map_err(fail)?;
        if site.offered.png {
            let png = site
                .cache
                .png(site.fingerprint, &svg, || {
                    crate::figures::rasterize(&svg, spec.name, site.fonts)
                })
                .map_err(fail)?;
            files.push((format!("{dir}/figures/{tag}-{}.png", spec.name), png));
        }
        files.push((
            format!("{dir}/figures/{tag}-{}.svg", spec.name),
            svg.into_bytes(),
        ));
        blocks.push(Block::Figure {
            name: spec.name,
            caption: spec.caption.clone(),
            alt: spec.alt.clone(),
            data_section: "runs",
        });
    }
    Ok((files, blocks, c))
}

fn annotations_block(site: &SiteData, tag: &str, s: &Series) -> Block {
    if s.annotations.is_empty() {
        return Block::Paragraph(msg("history-no-annotations"));
    }
    let rows = s
        .annotations
        .iter()
        .map(|(i, a)| {
            let r = &s.runs[*i];
            vec![
                data(
                    r.started_at_epoch
                        .map(utc_minutes)
                        .unwrap_or_else(|| r.stem.clone()),
                ),
                data(a.text_in(tag, site.default_locale).to_string()),
                msg(if a.accepted {
                    "history-annotation-accepted"
                } else {
                    "history-annotation-note"
                }),
            ]
        })
        .collect();
    Block::Table(Table {
        header: vec![
            msg("history-col-run"),
            msg("history-col-annotation"),
            msg("col-note"),
        ],
        rows,
    })
}

fn changes_block(h: &History, i: usize) -> Block {
    let s = &h.series[i];
    let subject = s.subject.clone().unwrap_or_default();
    let rows: Vec<Vec<Text>> = h
        .changes
        .iter()
        .filter(|c| c.series == i)
        .map(|c| {
            let when = |k: usize| {
                data(
                    s.runs[k]
                        .started_at_epoch
                        .map(utc_minutes)
                        .unwrap_or_default(),
                )
            };
            vec![
                metric_text(&c.metric, &subject),
                when(c.before),
                when(c.after),
                change_text(c),
            ]
        })
        .collect();
    if rows.is_empty() {
        return Block::Paragraph(msg("history-no-changes-series"));
    }
    Block::Table(Table {
        header: vec![
            msg("history-col-quantity"),
            msg("history-col-before"),
            msg("history-col-after"),
            msg("history-col-change"),
        ],
        rows,
    })
}

#[derive(serde::Serialize)]
struct SectionView {
    id: &'static str,
    title: String,
    body: String,
}

#[derive(serde::Serialize)]
struct HistoryView {
    sections: Vec<SectionView>,
}

pub fn series_page(
    site: &SiteData,
    tag: &str,
    h: &History,
    i: usize,
) -> Result<Output, tera::Error> {
    let s = &h.series[i];
    let (mut out, figure_blocks, c) = figures(site, tag, h, i)?;
    let locale = site.locale(tag);
    let body = |blocks: &[Block]| -> String {
        blocks
            .iter()
            .map(|b| html::block(site.l10n, locale, b))
            .collect()
    };
    let summary = msg_with(
        "history-series-summary",
        vec![
            ("runs", crate::document::text::n(s.runs.len() as f64)),
            (
                "machines",
                crate::document::text::n(s.machine_changes.len() as f64 + 1.0),
            ),
            ("folder", t(Text::Code(s.group.clone()))),
        ],
    );
    let mut runs_blocks = vec![Block::Note(msg("history-runs-note"))];
    if let Some(c) = c {
        for bits in tiers_at(s, c) {
            runs_blocks.push(Block::Heading(msg_with(
                "history-tier-heading",
                vec![
                    ("concurrency", t(value(Value::Count(c)))),
                    ("tier", t(value(Value::Tier(f64::from_bits(bits))))),
                ],
            )));
            runs_blocks.push(Block::Table(runs_table(tag, s, c, bits)));
        }
    }
    let mut figures = vec![Block::Paragraph(summary)];
    figures.extend(figure_blocks);
    let sections = vec![
        ("figures", "history-section-figures", figures),
        ("runs", "history-section-runs", runs_blocks),
        (
            "changes",
            "history-section-changes",
            vec![
                Block::Note(msg("history-detection-note")),
                changes_block(h, i),
            ],
        ),
        (
            "annotations",
            "history-section-annotations",
            vec![annotations_block(site, tag, s)],
        ),
    ];
    let view = HistoryView {
        sections: sections
            .into_iter()
            .map(|(id, title, blocks)| SectionView {
                id,
                title: site.label(tag, title),
                body: body(&blocks),
            })
            .collect(),
    };
    let path = format!("{tag}/{}/index.html", series_dir(s));
    let title = site.l10n.plain(
        locale,
        &msg_with(
            "history-series-title",
            vec![("series", t(data(s.label.clone())))],
        ),
    );
    let dir = series_dir(s);
    let frame = site.frame(tag, &path, title, |l| format!("{l}/{dir}/index.html"));
    out.push((path, site.render("history.html", &frame, "history", &view)?));
    Ok(out)
}
