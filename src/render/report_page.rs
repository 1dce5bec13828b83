//! The long-form HTML report (`index.html`) and the print page (`print.html`) of one archive in
//! one locale: section bodies rendered here, page layout in the theme's `report.html` and
//! `print.html` templates.

use super::html;
use super::importance::{Kind, Ranker};
use super::run_facts;
use crate::config::Offered;
use crate::document::text::{data, msg, msg_with, n, t, Text};
use crate::document::{Block, Document, Section, Table};
use crate::i18n::{Locale, Localizer};
use crate::model::RunModel;
use crate::render::frame::{css_string, labels, Frame};
use serde::Serialize;

/// Sentences of the conclusions on the print page's title page, besides the count of losses.
const HEADLINE_SENTENCES: usize = 4;
/// On A4 portrait paper a table of more columns than this is printed as column groups.
const PRINT_COLUMNS: usize = 9;
/// The columns that name a row (scheme, concurrency, body tier), repeated in every group.
const KEY_COLUMNS: usize = 3;

#[derive(Serialize)]
struct SectionView {
    id: &'static str,
    title: String,
    body: String,
}

/// The print page's first page: who ran what, and the results a reader must see first.
#[derive(Serialize)]
struct TitlePage {
    kicker: String,
    lead: String,
    facts: String,
    headline: Vec<String>,
}

#[derive(Serialize)]
struct ReportView {
    sections: Vec<SectionView>,
    title_page: TitlePage,
    /// "p. %n": how the print page refers to a page (print.js puts the number in).
    page_ref: String,
    raw_title: String,
    raw_pointer: String,
    raw_archive_href: String,
    rounds_href: Option<String>,
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
    /// The archive's `rounds.csv` (Appendix B's values), when the site makes it.
    pub rounds_href: Option<&'a str>,
    /// The run the report is about (the title page of the print version quotes it).
    pub model: &'a RunModel,
    /// The optional formats beside the report (`[outputs]`): only those are linked.
    pub offered: Offered,
}

/// The results on the title page: how often the subject loses, then the most important
/// sentences of the conclusions (see `importance`), in the report's order. The print page and
/// the PDF both open with them.
pub fn headline(doc: &Document, m: &RunModel) -> Vec<Text> {
    let losses = &m.verdicts.unfavourable;
    let mut baselines: Vec<&str> = losses.iter().map(|v| v.baseline.as_str()).collect();
    baselines.sort_unstable();
    baselines.dedup();
    let count = if losses.is_empty() {
        msg("unfavourable-empty")
    } else {
        msg_with(
            "unfavourable-count",
            vec![
                ("count", n(losses.len() as f64)),
                ("baselines", n(baselines.len() as f64)),
            ],
        )
    };
    let sentences: Vec<&Text> = doc
        .sections
        .iter()
        .filter(|s| s.id == "conclusions")
        .flat_map(|s| &s.blocks)
        .flat_map(|b| match b {
            Block::Bullets(items) => items.iter().collect(),
            Block::Paragraph(t) => vec![t],
            _ => vec![],
        })
        .collect();
    let ranker = Ranker::new(m);
    let ranked: Vec<_> = sentences
        .iter()
        .map(|s| (Kind::Sentence, ranker.sentence_facts(s)))
        .collect();
    let mut chosen: Vec<usize> = ranker.order(&ranked);
    chosen.truncate(HEADLINE_SENTENCES);
    chosen.sort_unstable();
    std::iter::once(count)
        .chain(chosen.into_iter().map(|i| sentences[i].clone()))
        .collect()
}

fn title_page(p: &ReportPage) -> TitlePage {
    let h = |x: &Text| html::text(p.l10n, p.locale, x);
    TitlePage {
        kicker: h(&run_facts::kicker(p.model)),
        lead: h(&run_facts::baselines(p.model)),
        facts: h(&run_facts::matrix(p.model)),
        headline: headline(p.doc, p.model)
            .iter()
            .map(|s| html::text(p.l10n, p.locale, s))
            .collect(),
    }
}

/// A table too wide for portrait paper, as groups of its columns that each fit, every group
/// with the key columns first and a line saying which columns it holds: every value prints at
/// the normal size, nothing is clipped and no page turns sideways.
fn print_table(p: &ReportPage, t: &Table) -> String {
    let n = t.header.len();
    let keys = KEY_COLUMNS.min(n);
    let rest: Vec<usize> = (keys..n).collect();
    let per = PRINT_COLUMNS - keys;
    let groups = rest.len().div_ceil(per);
    let mut out = String::new();
    for (g, chunk) in rest.chunks(rest.len().div_ceil(groups)).enumerate() {
        let cols: Vec<usize> = (0..keys).chain(chunk.iter().copied()).collect();
        let pick = |row: &[Text]| {
            cols.iter()
                .map(|i| row.get(*i).cloned().unwrap_or(Text::Empty))
                .collect()
        };
        let part = Table {
            header: pick(&t.header),
            rows: t.rows.iter().map(|r| pick(r)).collect(),
        };
        let which = msg_with(
            "site-print-columns",
            vec![
                ("from", n_arg(chunk[0] + 1)),
                ("to", n_arg(chunk[chunk.len() - 1] + 1)),
                ("count", n_arg(n)),
            ],
        );
        out.push_str(&format!(
            "<p class=\"columns\" data-group=\"{}\">{}</p>\n",
            g + 1,
            html::text(p.l10n, p.locale, &which)
        ));
        out.push_str(&html::table(p.l10n, p.locale, &part));
    }
    out
}

fn n_arg(v: usize) -> crate::document::Arg {
    n(v as f64)
}

/// A section body for paper: wide tables as column groups, everything else as on screen.
fn print_body(p: &ReportPage, s: &Section) -> String {
    s.blocks
        .iter()
        .map(|b| match b {
            Block::Table(t) if t.header.len() > PRINT_COLUMNS => print_table(p, t),
            Block::Table(t) => html::table(p.l10n, p.locale, t),
            // On paper every figure loads before the page counts its pages: a lazy image
            // holds no height and does not delay the load event, so print.js could number
            // the contents from a layout the figures later push down.
            figure @ Block::Figure { .. } => {
                html::block(p.l10n, p.locale, figure).replacen(" loading=\"lazy\"", "", 1)
            }
            other => html::block(p.l10n, p.locale, other),
        })
        .collect()
}

fn view(p: &ReportPage, print: bool) -> ReportView {
    let sections = p
        .doc
        .sections
        .iter()
        .map(|s| {
            // Appendix B follows as a section of its own, with the same pointer.
            let owned;
            let s = if s.blocks.iter().any(Block::is_raw_pointer) {
                owned = s.without_raw_pointer();
                &owned
            } else {
                s
            };
            SectionView {
                id: s.id,
                title: html::plain(p.l10n, p.locale, &s.title),
                body: if print {
                    print_body(p, s)
                } else {
                    html::section_body(p.l10n, p.locale, s)
                },
            }
        })
        .collect();
    let raw_section = p.raw.sections.first();
    ReportView {
        sections,
        raw_title: raw_section
            .map_or_else(String::new, |s| html::plain(p.l10n, p.locale, &s.title)),
        raw_pointer: p
            .l10n
            .label(p.locale, "appendix-raw-pointer")
            .unwrap_or_default(),
        raw_archive_href: p.raw_archive_href.to_string(),
        rounds_href: p.rounds_href.map(str::to_string),
        running_header: css_string(&p.frame.title),
        title_page: title_page(p),
        page_ref: p.l10n.plain(
            p.locale,
            &msg_with("site-print-page-ref", vec![("page", t(data("%n")))]),
        ),
    }
}

fn context(p: &ReportPage, print: bool) -> tera::Context {
    let mut cx = tera::Context::new();
    cx.insert("page", p.frame);
    cx.insert("t", &labels(p.l10n, p.locale));
    cx.insert("report", &view(p, print));
    cx.insert("formats", &p.offered);
    cx
}

/// `index.html`: the report with a table of contents; Appendix B is linked (rounds.csv,
/// appendix-raw.md and the archive copy), as on paper.
pub fn render_html(tera: &tera::Tera, p: &ReportPage) -> Result<String, tera::Error> {
    tera.render("report.html", &context(p, false))
}

/// `print.html`: the whole report for paper (Appendix B stays in rounds.csv: thousands of
/// rows would add hundreds of pages).
pub fn render_print(tera: &tera::Tera, p: &ReportPage) -> Result<String, tera::Error> {
    tera.render("print.html", &context(p, true))
}
