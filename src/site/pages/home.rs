//! The home page of one locale: a card per version (version order), unreadable archives with
//! their reasons, links to the comparisons, and a trend of relative quantities over versions.

use super::{compare_dir, Output, SiteData, Unreadable, Version};
use crate::document::text::{data, msg_with, n, t, value, Text, Value};
use crate::render::html;
use crate::site::summary::{utc_minutes, ArchiveSummary};
use serde::Serialize;

#[derive(Serialize)]
struct Card {
    label: String,
    href: String,
    latest_line: String,
    /// The largest lead and the largest deficit, side by side (HTML).
    headline: String,
    badge: String,
    badge_class: &'static str,
    gates: Vec<String>,
    report_href: String,
    /// The report's other formats, those the project makes.
    formats: Vec<super::FormatLink>,
}

#[derive(Serialize)]
struct Link {
    href: String,
    label: String,
}

#[derive(Serialize)]
struct HomeView {
    versions: Vec<Card>,
    failed: Vec<Unreadable>,
    compares: Vec<Link>,
    trend: Option<String>,
}

/// The self-check badge: (message id, CSS class).
pub fn badge(ok: Option<bool>) -> (&'static str, &'static str) {
    match ok {
        Some(true) => ("site-badge-passed", "ok"),
        Some(false) => ("site-badge-failed", "bad"),
        None => ("site-badge-unknown", "unknown"),
    }
}

pub fn gate_id(g: &crate::model::Gate) -> &'static str {
    use crate::model::Gate;
    match g {
        Gate::NoEnvironment => "gate-no-environment",
        Gate::SelfCheckFailed => "gate-self-check-failed",
        Gate::NoSubject => "gate-no-subject",
        Gate::NoUnfavourableOrTied => "gate-no-unfavourable",
    }
}

/// "latest run: … · N units, M failed".
pub fn run_line(site: &SiteData, tag: &str, a: &ArchiveSummary) -> String {
    let when = a.started_at_epoch.map(utc_minutes).unwrap_or_default();
    let text = msg_with(
        "site-run-line",
        vec![
            ("date", t(data(when))),
            ("units", n(a.unit_count as f64)),
            ("failed", n(a.failed_unit_count as f64)),
        ],
    );
    site.l10n.plain(site.locale(tag), &text)
}

/// The same lead/deficit sentence as the report's summary; empty without a subject.
fn headline(site: &SiteData, tag: &str, a: &ArchiveSummary) -> String {
    let Some(subject) = &a.subject else {
        return String::new();
    };
    let text = crate::document::conclusions::extremes_text(subject, &a.extremes);
    html::text(site.l10n, site.locale(tag), &text)
}

fn card(site: &SiteData, tag: &str, v: &Version) -> Card {
    let latest = v.latest();
    let dir = format!(
        "{}/{}",
        crate::site::sanitize(v.slug),
        crate::site::sanitize(&latest.stem)
    );
    let (badge_id, badge_class) = badge(latest.self_check_ok);
    Card {
        label: v.label().to_string(),
        href: format!("{}/index.html", crate::site::sanitize(v.slug)),
        latest_line: run_line(site, tag, latest),
        headline: headline(site, tag, latest),
        badge: site.label(tag, badge_id),
        badge_class,
        gates: latest
            .gates
            .iter()
            .map(|g| site.label(tag, gate_id(g)))
            .collect(),
        report_href: format!("{dir}/index.html"),
        formats: site.format_links(tag, &dir),
    }
}

pub fn home(site: &SiteData, tag: &str) -> Result<Output, tera::Error> {
    let versions = site.versions();
    let path = format!("{tag}/index.html");
    let compares = versions
        .windows(2)
        .map(|w| Link {
            href: format!("{}/index.html", compare_dir(w[0].slug, w[1].slug)),
            label: site.l10n.plain(
                site.locale(tag),
                &msg_with(
                    "site-compare-link",
                    vec![
                        ("before", t(data(w[0].label()))),
                        ("after", t(data(w[1].label()))),
                    ],
                ),
            ),
        })
        .collect();
    let view = HomeView {
        versions: versions.iter().map(|v| card(site, tag, v)).collect(),
        failed: site.unreadable.to_vec(),
        compares,
        trend: trend(site, tag, &versions),
    };
    let frame = site.frame(tag, &path, site.title.to_string(), |l| {
        format!("{l}/index.html")
    });
    Ok(vec![(
        path,
        site.render("home.html", &frame, "home", &view)?,
    )])
}

/// The cell every version is read at: where the subject's overhead share is readable in the
/// most versions (ties: lowest concurrency, then the largest tier).
fn reference_cell(versions: &[Version]) -> Option<(i64, u64)> {
    let mut counts: std::collections::BTreeMap<(i64, u64), usize> = Default::default();
    for v in versions {
        let latest = v.latest();
        let Some(subject) = &latest.subject else {
            continue;
        };
        for ((a, c, tier), rel) in latest.units.iter() {
            if a == subject && rel.overhead_share.is_some() {
                *counts.entry((c, tier)).or_default() += 1;
            }
        }
    }
    counts
        .into_iter()
        .max_by(|(a, na), (b, nb)| {
            na.cmp(nb)
                .then(b.0.cmp(&a.0))
                .then(f64::from_bits(a.1).total_cmp(&f64::from_bits(b.1)))
        })
        .map(|(cell, _)| cell)
}

/// The trend table (and a small line chart of the subject's share), or None with < 2 versions.
fn trend(site: &SiteData, tag: &str, versions: &[Version]) -> Option<String> {
    if versions.len() < 2 {
        return None;
    }
    let (c, tier_bits) = reference_cell(versions)?;
    let tier = f64::from_bits(tier_bits);
    let locale = site.locale(tag);
    let h = |x: &Text| html::text(site.l10n, locale, x);
    let subject = versions.last()?.latest().subject.clone()?;
    let mut baselines: Vec<String> = versions
        .iter()
        .flat_map(|v| v.latest().units.keys().map(|k| k.0.to_string()))
        .filter(|a| *a != subject)
        .collect();
    baselines.sort();
    baselines.dedup();
    let cell = |v: &Version, adapter: &str| v.latest().units.get((adapter, c, tier_bits));
    let mut rows = vec![];
    let share_label = msg_with(
        "site-trend-share",
        vec![
            ("subject", t(data(subject.clone()))),
            ("concurrency", t(value(Value::Count(c)))),
            ("tier", t(value(Value::Tier(tier)))),
        ],
    );
    let shares: Vec<Option<f64>> = versions
        .iter()
        .map(|v| cell(v, &subject).and_then(|r| r.overhead_share))
        .collect();
    let share_cells: Vec<String> = shares
        .iter()
        .map(|s| {
            h(&s.map_or(Text::Empty, |f| {
                value(Value::Percent {
                    fraction: f,
                    digits: 2,
                })
            }))
        })
        .collect();
    let labels: Vec<String> = versions.iter().map(|v| v.label().to_string()).collect();
    let chart_title = msg_with(
        "site-trend-chart-title",
        vec![
            ("subject", t(data(subject.clone()))),
            ("concurrency", t(value(Value::Count(c)))),
            ("tier", t(value(Value::Tier(tier)))),
        ],
    );
    let chart = format!(
        "<figure class=\"trend-chart\"><figcaption>{}</figcaption>{}</figure>",
        h(&chart_title),
        share_chart(
            &shares,
            &labels,
            &share_cells,
            &ChartText {
                label: site.l10n.plain(locale, &chart_title),
                axis: site.label(tag, "site-trend-chart-axis"),
                versions: site.label(tag, "site-trend-chart-versions"),
            },
        )
    );
    rows.push((h(&share_label), share_cells));
    for b in &baselines {
        let label = msg_with(
            "site-trend-ratio",
            vec![
                ("baseline", t(data(b.clone()))),
                ("subject", t(data(subject.clone()))),
            ],
        );
        let vals = versions
            .iter()
            .map(|v| {
                cell(v, b)
                    .and_then(|r| r.ratio_vs_subject)
                    .map_or(Text::Empty, |x| value(Value::Multiple(x)))
            })
            .map(|x| h(&x))
            .collect();
        rows.push((h(&label), vals));
    }
    let mut out = String::from("<div class=\"trend\">");
    out.push_str(&chart);
    out.push_str(
        "<div class=\"table-wrap stackable\" tabindex=\"0\"><table><thead><tr><th scope=\"col\"></th>",
    );
    for v in versions {
        out.push_str(&format!(
            "<th scope=\"col\">{}</th>",
            html::escape(v.label())
        ));
    }
    out.push_str("</tr></thead><tbody>");
    for (label, vals) in rows {
        out.push_str(&format!(
            "<tr><th scope=\"row\" data-label=\"\">{label}</th>"
        ));
        // Each value carries its version, for the card layout of a narrow screen.
        for (v, version) in vals.iter().zip(versions) {
            out.push_str(&format!(
                "<td data-label=\"{}\">{v}</td>",
                html::escape(version.label())
            ));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div></div>");
    Some(out)
}

/// The words of the trend chart: its accessible name, the metric with its direction, and the
/// name of the horizontal axis.
struct ChartText {
    label: String,
    axis: String,
    versions: String,
}

/// A small SVG line of the subject's overhead share per version (0 at the bottom), with each
/// point labelled by its version and its value as the table shows it; the vertical axis names
/// the metric and which way is better, the horizontal one says it runs over versions.
fn share_chart(
    shares: &[Option<f64>],
    versions: &[String],
    values: &[String],
    text: &ChartText,
) -> String {
    let (w, h, pad, top) = (420.0, 190.0, 40.0, 28.0);
    let max = shares
        .iter()
        .flatten()
        .cloned()
        .fold(0.0f64, f64::max)
        .max(1e-9)
        * 1.15;
    let step = (w - 2.0 * pad) / (shares.len().max(2) - 1) as f64;
    let y = |v: f64| h - pad - (h - pad - top) * v / max;
    let mut points = vec![];
    let mut marks = String::new();
    for (i, s) in shares.iter().enumerate() {
        let x = pad + step * i as f64;
        marks.push_str(&format!(
            "<text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"12\" fill=\"currentColor\">{}</text>",
            h - pad + 18.0,
            html::escape(&versions[i])
        ));
        if let Some(v) = s {
            points.push(format!("{x:.1},{:.1}", y(*v)));
            marks.push_str(&format!(
                "<circle cx=\"{x:.1}\" cy=\"{:.1}\" r=\"4\" fill=\"currentColor\"/><text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"12\" fill=\"currentColor\">{}</text>",
                y(*v),
                y(*v) - 10.0,
                values[i]
            ));
        }
    }
    let axis = format!(
        "<line x1=\"{pad}\" y1=\"{top}\" x2=\"{pad}\" y2=\"{y0}\" stroke=\"currentColor\" stroke-opacity=\".35\"/><text x=\"14\" y=\"{mid:.1}\" transform=\"rotate(-90 14 {mid:.1})\" text-anchor=\"middle\" font-size=\"11\" fill=\"currentColor\">{}</text><text x=\"{cx:.1}\" y=\"{bottom:.1}\" text-anchor=\"middle\" font-size=\"11\" fill=\"currentColor\" fill-opacity=\".75\">{}</text>",
        html::escape(&text.axis),
        html::escape(&text.versions),
        y0 = h - pad,
        mid = (top + h - pad) / 2.0,
        cx = w / 2.0,
        bottom = h - 4.0,
    );
    format!(
        "<svg viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\" aria-label=\"{}\"><line x1=\"{pad}\" y1=\"{y0}\" x2=\"{x1}\" y2=\"{y0}\" stroke=\"currentColor\" stroke-opacity=\".35\"/>{axis}<polyline class=\"line\" stroke=\"currentColor\" points=\"{}\"/>{marks}</svg>",
        html::escape(&text.label),
        points.join(" "),
        y0 = h - pad,
        x1 = w - pad,
    )
}
