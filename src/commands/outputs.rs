//! One archive's outputs: read → model → document → figures → every output in every locale,
//! with the locales, the figures and the formats of one archive rendered in parallel (both
//! cores work on an archive even when there is only one). Everything language-neutral (the
//! model, the documents, the figure plans, the archive copy) is made once per archive.

use super::build::site_data;
use super::timings::time;
use super::Project;
use crate::archive::{self, ArchiveError, Found, LoadedArchive};
use crate::config::{CopyMode, Offered};
use crate::document::{self, Document, ReportContext};
use crate::figures::{FigureError, FigureSpec};
use crate::model::{self, RunModel};
use crate::render::{deck, markdown, pdf, report_page};
use crate::site;
use crate::site::summary::{summarize, ArchiveSummary};
use rayon::prelude::*;

/// (site-relative path, bytes) of one output.
pub type File = (String, Vec<u8>);

/// A freshly rendered archive.
pub struct Rendered {
    pub summary: ArchiveSummary,
    pub files: Vec<File>,
    /// The archive's byte-for-byte copy (`[archive_copy] mode = "copy"`): its site path, made
    /// by copying the archive file rather than from bytes held in memory.
    pub copy: Option<String>,
    /// Problems that did not stop the archive from being published (a character a figure
    /// cannot draw): reported as warnings.
    pub warnings: Vec<String>,
}

/// Why an archive has no outputs: its file cannot be read (an input problem: the rest of the
/// site is published, with the archive listed as unreadable), or an output of a readable
/// archive cannot be made (a template or figure error: nothing is published).
#[derive(Debug)]
pub enum RenderError {
    Input(ArchiveError),
    Output(String),
}

impl From<ArchiveError> for RenderError {
    fn from(e: ArchiveError) -> Self {
        RenderError::Input(e)
    }
}

/// The documents and figures every locale of one archive is rendered from.
struct Sources<'a> {
    loaded: &'a LoadedArchive,
    model: &'a RunModel,
    report: &'a Document,
    raw: &'a Document,
    figures: &'a [FigureSpec],
    raw_href: String,
    /// `rounds.csv`, relative to a report's directory (none when `[outputs]` leaves it out).
    rounds_href: Option<&'a str>,
    /// The optional formats the project makes (`[outputs]`).
    offered: Offered,
    /// What the decks' capped sections show, chosen once for every locale.
    deck_choices: deck::Choices,
}

/// What one locale of an archive produced.
#[derive(Default)]
struct LocaleOutput {
    files: Vec<File>,
    warnings: Vec<String>,
    /// Characters a figure font cannot draw, with their warning: reported once per archive.
    glyphs: Vec<(char, String)>,
}

impl LocaleOutput {
    /// Keeps `files` until the archive's outputs are written, each buffer cut to its length
    /// (a renderer reserves for the worst case: a PNG's buffer was 18 times its bytes).
    fn keep(&mut self, files: impl IntoIterator<Item = File>) {
        self.files
            .extend(files.into_iter().map(|(path, mut bytes)| {
                bytes.shrink_to_fit();
                (path, bytes)
            }));
    }
}

/// Models and renders an archive (already read into `bytes`) in every locale of the project.
pub fn render(
    found: &Found,
    slugs: &site::slugs::Slugs,
    project: &Project,
    bytes: Vec<u8>,
) -> Result<Rendered, RenderError> {
    let mut loaded = LoadedArchive {
        archive: time("1 read + parse", || {
            archive::read_archive_bytes(&bytes, &found.display)
        })?,
        path: found.path.clone(),
        group: slugs.group.clone(),
        stem: slugs.stem.clone(),
        display_path: found.display.clone(),
    };
    // The bytes go as soon as they are parsed (or gzipped): a byte-for-byte copy is made from
    // the file itself.
    let (raw_href, copy) = archive_copy(project, &loaded, bytes)?;
    let (copy, copy_path) = match copy {
        Copy::File(path) => (None, Some(path)),
        Copy::Bytes(file) => (Some(file), None),
        Copy::None => (None, None),
    };
    let model = time("2 model", || {
        model::build(&loaded.archive, &project.config.thresholds)
    });
    // Every output reads the model, which holds its own copy of every raw sample: the parsed
    // units go now, so a huge archive's samples are not held twice while its pages render.
    drop(std::mem::take(&mut loaded.archive.units));
    let corrections = site::corrections_from_report();
    let cx = ReportContext {
        model: &model,
        display_path: &loaded.display_path,
        corrections_href: Some(&corrections),
    };
    let rounds = RoundsFile::plan(project, &loaded);
    let source = match &rounds {
        Some(r) => document::RawSource::Csv {
            href: &r.href,
            name: r.name(),
        },
        None => document::RawSource::Archive {
            href: &raw_href,
            name: raw_href.rsplit('/').next().unwrap_or(&raw_href),
        },
    };
    let (report, raw) = rayon::join(
        || time("3 document", || document::build(&cx)),
        || time("3 document, raw", || document::raw_document(&cx, &source)),
    );
    // The charts section plans the same figures from the same model (a pure function).
    let figures: Vec<FigureSpec> = crate::figures::plan(&model)
        .into_iter()
        .filter_map(|p| match p {
            crate::figures::Planned::Figure(f) => Some(f),
            crate::figures::Planned::Withheld { .. } => None,
        })
        .collect();
    let src = Sources {
        loaded: &loaded,
        model: &model,
        report: &report,
        raw: &raw,
        figures: &figures,
        rounds_href: rounds.as_ref().map(|r| r.href.as_str()),
        raw_href,
        offered: project.config.outputs.offered(),
        deck_choices: deck::Choices::default(),
    };
    let per_locale: Vec<Result<LocaleOutput, RenderError>> = project
        .locales
        .par_iter()
        .map(|tag| locale_files(project, tag, &src))
        .collect();
    // The rounds CSV is needed by no page: made after them, it is not held (1.5 MB for a
    // real-size archive) while they are at their largest.
    let rounds_csv = rounds
        .is_some()
        .then(|| time("rounds csv", || crate::render::csv::rounds(&model)));
    let mut files = Vec::new();
    let mut warnings = Vec::new();
    let mut glyphs_said = Vec::new();
    for out in per_locale {
        let out = out?;
        files.extend(out.files);
        warnings.extend(out.warnings);
        // One warning per character and archive, however many figures and locales show it.
        for (ch, warning) in out.glyphs {
            if !glyphs_said.contains(&ch) {
                glyphs_said.push(ch);
                warnings.push(warning);
            }
        }
    }
    files.extend(copy);
    if let (Some(plan), Some(csv)) = (rounds, rounds_csv) {
        files.push(
            plan.file(csv)
                .map_err(|e| RenderError::Output(format!("{}: gzip: {e}", loaded.display_path)))?,
        );
    }
    Ok(Rendered {
        summary: summarize(&loaded.group, &loaded.stem, &model),
        files,
        copy: copy_path,
        warnings,
    })
}

/// The raw rounds as a CSV beside the archive copy (`data/<release>/<run>.rounds.csv`), when
/// `[outputs]` makes it.
struct RoundsFile {
    path: String,
    /// Relative to a report's directory.
    href: String,
    gzipped: bool,
}

impl RoundsFile {
    fn plan(project: &Project, loaded: &LoadedArchive) -> Option<RoundsFile> {
        if !project.config.outputs.offered().rounds {
            return None;
        }
        // Gzipped when the archive is gzipped or only linked (the CSV is then the site's one
        // large file per archive).
        let gzipped = project.config.archive_copy.mode != CopyMode::Copy;
        let mut path = site::raw_rounds(&loaded.group, &loaded.stem);
        if gzipped {
            path.push_str(".gz");
        }
        Some(RoundsFile {
            href: format!("../../../{path}"),
            path,
            gzipped,
        })
    }

    /// Its file name, as Appendix B names it.
    fn name(&self) -> &str {
        self.path.rsplit('/').next().unwrap_or(&self.path)
    }

    fn file(self, csv: String) -> std::io::Result<File> {
        let bytes = if self.gzipped {
            time("rounds gzip", || gzip(csv.as_bytes()))?
        } else {
            csv.into_bytes()
        };
        Ok((self.path, bytes))
    }
}

/// The archive's copy in the site.
enum Copy {
    /// A byte-for-byte copy at this site path, copied from the archive file when the site is
    /// written (the archive's bytes are not held while its pages render).
    File(String),
    /// A file made from the bytes (gzipped).
    Bytes(File),
    /// No copy (linked).
    None,
}

/// Where the reports link the archive, and its copy in the site (`[archive_copy]`). Takes
/// the archive's bytes, which are dropped here.
fn archive_copy(
    project: &Project,
    loaded: &LoadedArchive,
    bytes: Vec<u8>,
) -> Result<(String, Copy), RenderError> {
    let copy = &project.config.archive_copy;
    let path = site::raw_archive(&loaded.group, &loaded.stem);
    Ok(match copy.mode {
        CopyMode::Copy => (format!("../../../{path}"), Copy::File(path)),
        CopyMode::Gzip => {
            let path = format!("{path}.gz");
            let gz = time("archive gzip", || gzip(&bytes))
                .map_err(|e| RenderError::Output(format!("{}: gzip: {e}", loaded.display_path)))?;
            (format!("../../../{path}"), Copy::Bytes((path, gz)))
        }
        CopyMode::Link => (
            copy.url.replace("{path}", &url_path(&loaded.display_path)),
            Copy::None,
        ),
    })
}

/// The archive gzipped, with no file name or time in the header: the same bytes every build.
fn gzip(bytes: &[u8]) -> std::io::Result<Vec<u8>> {
    use std::io::Write;
    let mut gz = flate2::GzBuilder::new().mtime(0).write(
        Vec::with_capacity(bytes.len() / 4),
        flate2::Compression::default(),
    );
    gz.write_all(bytes)?;
    gz.finish()
}

/// A `/`-separated path with every byte outside the URL-safe set percent-encoded.
fn url_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The pages of one archive in one locale: the figures' SVG first (the PDF draws them), then
/// the PNG figures, the Markdown and HTML pages, the deck and the PDF in parallel. The report
/// PDF, the longest of them, starts first, so that the rest fills the other core around it.
fn locale_files(project: &Project, tag: &str, src: &Sources) -> Result<LocaleOutput, RenderError> {
    let mut out = LocaleOutput::default();
    let (figure_files, trees) = figure_files(project, src, tag, &mut out)?;
    out.keep(figure_files);
    let (report_pdf, ((pages, deck), pngs)) = rayon::join(
        || {
            src.offered
                .pdf
                .then(|| report_pdf(project, tag, src, &trees))
        },
        || {
            rayon::join(
                || {
                    rayon::join(
                        || pages(project, tag, src),
                        || deck_files(project, tag, src),
                    )
                },
                || figure_pngs(src, tag, &trees),
            )
        },
    );
    out.keep(pngs?);
    out.keep(pages?);
    let (deck, deck_pdf) = deck?;
    out.keep(deck);
    for file in [report_pdf, deck_pdf].into_iter().flatten() {
        match file {
            Ok(file) => out.keep([file]),
            Err(warning) => out.warnings.push(warning),
        }
    }
    Ok(out)
}

/// The Markdown report (if made) and Appendix B's guide to the raw rounds (always: the HTML
/// report and the PDF link it), the HTML report and its print page (if made).
fn pages(project: &Project, tag: &str, src: &Sources) -> Result<Vec<File>, RenderError> {
    let (l10n, loaded) = (&project.localizer, src.loaded);
    let locale = l10n
        .locale(tag)
        .expect("locales are checked when the project opens");
    let dir = site::report_dir(tag, &loaded.group, &loaded.stem);
    let (report_md, raw_md) = rayon::join(
        || {
            src.offered
                .markdown
                .then(|| time("md report", || markdown::render(src.report, l10n, locale)))
        },
        || {
            time("md appendix-raw", || {
                markdown::render(src.raw, l10n, locale)
            })
        },
    );
    let mut files = vec![(format!("{dir}/appendix-raw.md"), raw_md.into_bytes())];
    if let Some(report_md) = report_md {
        files.push((format!("{dir}/report.md"), report_md.into_bytes()));
    }
    let title = l10n.plain(locale, &src.report.title);
    let data = site_data(project, &[], &[]);
    let print_too = src.offered.print;
    for (file, print) in [("index.html", false), ("print.html", true)] {
        if print && !print_too {
            continue;
        }
        let in_locale = |l: &str| {
            format!(
                "{}/{file}",
                site::report_dir(l, &loaded.group, &loaded.stem)
            )
        };
        let frame = data.frame(tag, &format!("{dir}/{file}"), title.clone(), in_locale);
        let page = report_page::ReportPage {
            doc: src.report,
            raw: src.raw,
            l10n,
            locale,
            frame: &frame,
            raw_archive_href: &src.raw_href,
            rounds_href: src.rounds_href,
            model: src.model,
            offered: src.offered,
        };
        let html = if print {
            time("html print", || {
                report_page::render_print(&project.tera, &page)
            })
        } else {
            time("html report", || {
                report_page::render_html(&project.tera, &page)
            })
        };
        let html = html.map_err(|e| template_error(loaded, e))?;
        files.push((format!("{dir}/{file}"), html.into_bytes()));
    }
    Ok(files)
}

/// The deck (HTML, if made), and its PDF (if made) or the warning that says why it is missing.
type DeckFiles = (Vec<File>, Option<Result<File, String>>);

fn deck_files(project: &Project, tag: &str, src: &Sources) -> Result<DeckFiles, RenderError> {
    if !src.offered.deck && !src.offered.deck_pdf {
        return Ok((vec![], None));
    }
    let (l10n, loaded) = (&project.localizer, src.loaded);
    let locale = l10n
        .locale(tag)
        .expect("locales are checked when the project opens");
    let dir = site::report_dir(tag, &loaded.group, &loaded.stem);
    let input = deck::DeckInput {
        doc: src.report,
        model: src.model,
        l10n,
        locale,
        theme: &project.theme,
        tera: &project.tera,
        display_path: &loaded.display_path,
        raw_archive_href: &src.raw_href,
        figures: src.figures,
        fonts: Some(&project.fonts),
        offered: src.offered,
        choices: &src.deck_choices,
    };
    let slides = time("deck plan", || deck::plan(&input));
    let mut html = vec![];
    if src.offered.deck {
        let deck = time("deck html", || deck::render_planned(&input, &slides)).map_err(|e| {
            RenderError::Output(format!("{}: {tag}: deck: {e}", loaded.display_path))
        })?;
        html.push((format!("{dir}/deck.html"), deck.into_bytes()));
    }
    if !src.offered.deck_pdf {
        return Ok((html, None));
    }
    let pdf = || {
        time("deck pdf", || {
            deck::render_pdf(&input, &slides, project.config.pdf.tagged)
        })
    };
    let pdf = pdf_or_warning(pdf, loaded, tag, "deck.pdf").map(|b| (format!("{dir}/deck.pdf"), b));
    Ok((html, Some(pdf)))
}

/// The report as PDF, or the warning that says why it is missing.
fn report_pdf(
    project: &Project,
    tag: &str,
    src: &Sources,
    trees: &[(&'static str, resvg::usvg::Tree)],
) -> Result<File, String> {
    let l10n = &project.localizer;
    let locale = l10n
        .locale(tag)
        .expect("locales are checked when the project opens");
    let render = || {
        time("report pdf", || {
            pdf::render_report(&pdf::PdfInput {
                doc: src.report,
                raw: src.raw,
                model: src.model,
                l10n,
                locale,
                fonts: &project.fonts,
                figures: trees,
                tagged: project.config.pdf.tagged,
            })
        })
    };
    let dir = site::report_dir(tag, &src.loaded.group, &src.loaded.stem);
    pdf_or_warning(render, src.loaded, tag, "report.pdf").map(|b| (format!("{dir}/report.pdf"), b))
}

/// A PDF, or a warning saying why this one is missing. The PDF writer is a library of its
/// own: should it fail (or panic) on some archive, every other output of the archive, and
/// every other archive, is still published, and the HTML, Markdown and print pages hold
/// everything the PDF would.
fn pdf_or_warning(
    render: impl FnOnce() -> Result<Vec<u8>, pdf::PdfError>,
    loaded: &LoadedArchive,
    tag: &str,
    file: &str,
) -> Result<Vec<u8>, String> {
    let why = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(render)) {
        Ok(Ok(pdf)) => return Ok(pdf),
        Ok(Err(e)) => e.to_string(),
        Err(_) => {
            "the PDF writer stopped on this archive (a bug: please report it with the archive)"
                .to_string()
        }
    };
    Err(format!(
        "{}: {tag}: {file} was not written: {why}; print.html prints the same report from a browser",
        loaded.display_path
    ))
}

/// The files of a locale's figures, and each figure's parsed SVG by name (the PDF draws them).
type FigureFiles = (Vec<File>, Vec<(&'static str, resvg::usvg::Tree)>);

/// Every figure of the report in one locale, in parallel: the SVG, parsed (its text shaped)
/// once for the PNG and the PDF, and not at all when neither is made.
fn figure_files(
    project: &Project,
    src: &Sources,
    tag: &str,
    out: &mut LocaleOutput,
) -> Result<FigureFiles, RenderError> {
    let (loaded, figures) = (src.loaded, src.figures);
    let parse_too = src.offered.png || src.offered.pdf;
    let locale = project
        .localizer
        .locale(tag)
        .expect("locales are checked when the project opens");
    let dir = site::report_dir(tag, &loaded.group, &loaded.stem);
    let failed = |e: FigureError| figure_error(loaded, tag, e);
    type Drawn = (String, Vec<FigureError>, Option<resvg::usvg::Tree>);
    let drawn: Vec<Result<Drawn, FigureError>> = figures
        .par_iter()
        .map(|spec| {
            let (svg, missing) = time("figure svg", || {
                crate::figures::draw_svg_reporting(spec, &project.localizer, locale, &project.fonts)
            })?;
            if !parse_too {
                return Ok((svg, missing, None));
            }
            let tree = time("figure parse", || {
                crate::figures::parse_svg(&svg, spec.name, &project.fonts)
            })?;
            Ok((svg, missing, Some(tree)))
        })
        .collect();
    let mut files = vec![];
    let mut trees = vec![];
    for (spec, drawn) in figures.iter().zip(drawn) {
        let (svg, missing, tree) = drawn.map_err(failed)?;
        for m in missing {
            if let FigureError::MissingGlyph { ch, .. } = &m {
                out.glyphs
                    .push((*ch, format!("{}: {tag}: {m}", loaded.display_path)));
            }
        }
        files.push((
            format!("{dir}/figures/{tag}-{}.svg", spec.name),
            svg.into_bytes(),
        ));
        trees.extend(tree.map(|tree| (spec.name, tree)));
    }
    Ok((files, trees))
}

/// The PNG twin of every parsed figure (when made), rasterised in parallel.
fn figure_pngs(
    src: &Sources,
    tag: &str,
    trees: &[(&'static str, resvg::usvg::Tree)],
) -> Result<Vec<File>, RenderError> {
    if !src.offered.png {
        return Ok(vec![]);
    }
    let dir = site::report_dir(tag, &src.loaded.group, &src.loaded.stem);
    trees
        .par_iter()
        .map(|(name, tree)| {
            let png = time("figure png", || crate::figures::render_png(tree, name));
            let png = png.map_err(|e| figure_error(src.loaded, tag, e))?;
            Ok((format!("{dir}/figures/{tag}-{name}.png"), png))
        })
        .collect()
}

fn figure_error(loaded: &LoadedArchive, tag: &str, e: FigureError) -> RenderError {
    RenderError::Output(format!("{}: {tag}: {e}", loaded.display_path))
}

fn template_error(loaded: &LoadedArchive, e: tera::Error) -> RenderError {
    RenderError::Output(format!(
        "{}: theme template: {e:?}; fix the template in your theme directory",
        loaded.display_path
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_keep_slashes_and_encode_the_rest() {
        assert_eq!(
            url_path("results/zoo 1.0/a&b.json"),
            "results/zoo%201.0/a%26b.json"
        );
        assert_eq!(url_path("results/版/x.json"), "results/%E7%89%88/x.json");
    }

    #[test]
    fn gzip_is_deterministic_and_lossless() {
        let data = b"{\"run\": {}}".repeat(100);
        let (a, b) = (gzip(&data).unwrap(), gzip(&data).unwrap());
        assert_eq!(a, b);
        let mut back = vec![];
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&a[..]), &mut back).unwrap();
        assert_eq!(back, data);
    }
}
