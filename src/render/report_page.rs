//! The long-form HTML report (`index.html`) and the print page (`print.html`) of one archive in
//! one locale: section bodies rendered here, page layout in the theme's `report.html` and
//! `print.html` templates.

use super::html;
use crate::document::Document;
use crate::i18n::{Locale, Localizer};
use crate::site::frame::{css_string, labels, Frame};
use serde::Serialize;

#[derive(Serialize)]
struct SectionView {
    id: &'static str,
    title: String,
    body: String,
}

#[derive(Serialize)]
struct ReportView {
    sections: Vec<SectionView>,
    raw_title: String,
    raw_body: String,
    raw_pointer: String,
    raw_archive_href: String,
    running_header: String,
}

/// What both pages need.
pub struct ReportPage<'a> {
    pub doc: &'a Document,
    pub raw: &'a Document,
    pub l10n: &'a Localizer,
    pub locale: &'a Locale,
    pub frame: &'a Frame,
    pub raw_archive_href: &'a str,
}

fn view(p: &ReportPage, with_raw: bool) -> ReportView {
    let sections = p
        .doc
        .sections
        .iter()
        .map(|s| SectionView {
            id: s.id,
            title: html::plain(p.l10n, p.locale, &s.title),
            body: html::section_body(p.l10n, p.locale, s),
        })
        .collect();
    let raw_section = p.raw.sections.first();
    ReportView {
        sections,
        raw_title: raw_section
            .map_or_else(String::new, |s| html::plain(p.l10n, p.locale, &s.title)),
        raw_body: match (with_raw, raw_section) {
            (true, Some(s)) => html::section_body(p.l10n, p.locale, s),
            _ => String::new(),
        },
        raw_pointer: p
            .l10n
            .label(p.locale, "appendix-raw-pointer")
            .unwrap_or_default(),
        raw_archive_href: p.raw_archive_href.to_string(),
        running_header: css_string(&p.frame.title),
    }
}

fn context(p: &ReportPage, with_raw: bool) -> tera::Context {
    let mut cx = tera::Context::new();
    cx.insert("page", p.frame);
    cx.insert("t", &labels(p.l10n, p.locale));
    cx.insert("report", &view(p, with_raw));
    cx
}

/// `index.html`: the report with a table of contents and Appendix B collapsed.
pub fn render_html(tera: &tera::Tera, p: &ReportPage) -> Result<String, tera::Error> {
    tera.render("report.html", &context(p, true))
}

/// `print.html`: the whole report for paper (Appendix B stays in appendix-raw.md: thousands of
/// rows would add hundreds of pages).
pub fn render_print(tera: &tera::Tera, p: &ReportPage) -> Result<String, tera::Error> {
    tera.render("print.html", &context(p, false))
}
