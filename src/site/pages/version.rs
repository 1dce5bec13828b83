//! A version's page: every run of that version, latest first, with its self-check badge.

use super::home::badge;
use super::{Emit, SiteData};
use crate::document::text::{data, msg_with, t};
use crate::site::sanitize;
use crate::site::summary::utc_minutes;
use serde::Serialize;

#[derive(Serialize)]
struct Run {
    href: String,
    when: String,
    units: String,
    badge: String,
    badge_class: &'static str,
    /// The report's other formats, those the project makes.
    formats: Vec<super::FormatLink>,
}

#[derive(Serialize)]
struct VersionView {
    latest_href: String,
    runs: Vec<Run>,
    /// Whether the reports have formats besides HTML (else the table has no formats column).
    has_formats: bool,
}

/// "96 units, 0 failed": the run's date is in its own column, and only one run is the latest.
fn units_line(site: &SiteData, tag: &str, a: &crate::site::summary::ArchiveSummary) -> String {
    let text = crate::document::text::msg_with(
        "site-run-units",
        vec![
            ("units", crate::document::text::n(a.unit_count as f64)),
            (
                "failed",
                crate::document::text::n(a.failed_unit_count as f64),
            ),
        ],
    );
    site.l10n.plain(site.locale(tag), &text)
}

pub fn versions(site: &SiteData, tag: &str, emit: Emit) -> Result<(), tera::Error> {
    for v in site.versions() {
        let slug = sanitize(v.slug);
        let path = format!("{tag}/{slug}/index.html");
        let runs: Vec<Run> = v
            .runs
            .iter()
            .rev()
            .map(|a| {
                let dir = sanitize(&a.stem);
                let (badge_id, badge_class) = badge(a.self_check_ok);
                Run {
                    href: format!("{dir}/index.html"),
                    when: a
                        .started_at_epoch
                        .map(utc_minutes)
                        .unwrap_or_else(|| a.stem.clone()),
                    units: units_line(site, tag, a),
                    badge: site.label(tag, badge_id),
                    badge_class,
                    formats: site.format_links(tag, &dir),
                }
            })
            .collect();
        let view = VersionView {
            latest_href: format!("{}/index.html", sanitize(&v.latest().stem)),
            has_formats: runs.iter().any(|r| !r.formats.is_empty()),
            runs,
        };
        let title = site.l10n.plain(
            site.locale(tag),
            &msg_with("site-version-title", vec![("version", t(data(v.label())))]),
        );
        let frame = site.frame(tag, &path, title, |l| format!("{l}/{slug}/index.html"));
        emit(path, site.render("version.html", &frame, "version", &view)?);
    }
    Ok(())
}
