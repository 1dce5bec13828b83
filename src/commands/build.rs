//! `bench-site build`: archive → model → document → render → site, in parallel over archives,
//! then the site-wide pages from the small summaries the archives leave behind. The output
//! is checked, locked and staged first; the staged site replaces the previous one only when
//! every output was rendered and written.

use super::pipeline::{self, Findings};
use super::Project;
use crate::archive::{self, ArchiveError, Found, LoadedArchive};
use crate::cli::Global;
use crate::document::{self, Document, ReportContext};
use crate::model;
use crate::render::{markdown, report_page};
use crate::site::output::{self, Lock};
use crate::site::pages::{SiteData, Unreadable};
use crate::site::slugs::Slugs;
use crate::site::summary::{summarize, ArchiveSummary};
use crate::site::{self, SiteWriter};
use anyhow::{Context, Result};

/// One archive's outputs and what the site-wide pages keep of it.
pub struct Rendered {
    pub path: String,
    pub summary: ArchiveSummary,
    /// (site-relative path, bytes) of every output of this archive.
    pub files: Vec<(String, Vec<u8>)>,
    /// Problems that did not stop the archive from being published (a character a figure
    /// cannot draw): reported as warnings.
    pub warnings: Vec<String>,
    /// True when the outputs came from the build cache.
    pub cached: bool,
}

/// The documents and figures every locale of one archive is rendered from.
struct Sources<'a> {
    model: &'a crate::model::RunModel,
    report: &'a Document,
    raw: &'a Document,
    figures: &'a [crate::figures::FigureSpec],
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

/// The pages of one archive in one locale.
fn locale_files(
    project: &Project,
    loaded: &LoadedArchive,
    tag: &str,
    src: &Sources,
    warnings: &mut Vec<String>,
) -> Result<Vec<(String, Vec<u8>)>, RenderError> {
    let (report, raw, figures) = (src.report, src.raw, src.figures);
    let l10n = &project.localizer;
    let locale = l10n
        .locale(tag)
        .expect("locales are checked when the project opens");
    let dir = site::report_dir(tag, &loaded.group, &loaded.stem);
    let in_locale = |file: &'static str| {
        move |l: &str| {
            format!(
                "{}/{file}",
                site::report_dir(l, &loaded.group, &loaded.stem)
            )
        }
    };
    let title = l10n.plain(locale, &report.title);
    let data = site_data(project, &[], &[]);
    let raw_href = format!(
        "../../../{}",
        site::raw_archive(&loaded.group, &loaded.stem)
    );
    let mut files = vec![
        (
            format!("{dir}/report.md"),
            markdown::render(report, l10n, locale).into_bytes(),
        ),
        (
            format!("{dir}/appendix-raw.md"),
            markdown::render(raw, l10n, locale).into_bytes(),
        ),
    ];
    let (figure_files, svgs) = figure_files(project, loaded, tag, figures, warnings)?;
    files.extend(figure_files);
    let report_pdf = || {
        crate::render::pdf::render_report(&crate::render::pdf::PdfInput {
            doc: report,
            raw,
            model: src.model,
            l10n,
            locale,
            fonts: &project.fonts,
            figures: &svgs,
            tagged: project.config.pdf.tagged,
        })
    };
    if let Some(pdf) = pdf_or_warning(report_pdf, loaded, tag, "report.pdf", warnings) {
        files.push((format!("{dir}/report.pdf"), pdf));
    }
    let deck_input = crate::render::deck::DeckInput {
        doc: report,
        model: src.model,
        l10n,
        locale,
        theme: &project.theme,
        tera: &project.tera,
        display_path: &loaded.display_path,
        raw_archive_href: &raw_href,
        figures,
        fonts: Some(&project.fonts),
    };
    let slides = crate::render::deck::plan(&deck_input);
    let deck = crate::render::deck::render_planned(&deck_input, &slides)
        .map_err(|e| RenderError::Output(format!("{}: {tag}: deck: {e}", loaded.display_path)))?;
    files.push((format!("{dir}/deck.html"), deck.into_bytes()));
    let deck_pdf =
        || crate::render::deck::render_pdf(&deck_input, &slides, project.config.pdf.tagged);
    if let Some(pdf) = pdf_or_warning(deck_pdf, loaded, tag, "deck.pdf", warnings) {
        files.push((format!("{dir}/deck.pdf"), pdf));
    }
    for (file, print) in [("index.html", false), ("print.html", true)] {
        let frame = data.frame(
            tag,
            &format!("{dir}/{file}"),
            title.clone(),
            in_locale(file),
        );
        let page = report_page::ReportPage {
            doc: report,
            raw,
            l10n,
            locale,
            frame: &frame,
            raw_archive_href: &raw_href,
            model: src.model,
        };
        let html = if print {
            report_page::render_print(&project.tera, &page)
        } else {
            report_page::render_html(&project.tera, &page)
        };
        let html = html.map_err(|e| template_error(loaded, e))?;
        files.push((format!("{dir}/{file}"), html.into_bytes()));
    }
    Ok(files)
}

/// A PDF, or a warning saying why this one is missing. The PDF writer is a library of its
/// own: should it fail (or panic) on some archive, every other output of the archive, and
/// every other archive, is still published, and the HTML, Markdown and print pages hold
/// everything the PDF would.
fn pdf_or_warning(
    render: impl FnOnce() -> Result<Vec<u8>, crate::render::pdf::PdfError>,
    loaded: &LoadedArchive,
    tag: &str,
    file: &str,
    warnings: &mut Vec<String>,
) -> Option<Vec<u8>> {
    let why = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(render)) {
        Ok(Ok(pdf)) => return Some(pdf),
        Ok(Err(e)) => e.to_string(),
        Err(_) => {
            "the PDF writer stopped on this archive (a bug: please report it with the archive)"
                .to_string()
        }
    };
    warnings.push(format!(
        "{}: {tag}: {file} was not written: {why}; print.html prints the same report from a browser",
        loaded.display_path
    ));
    None
}

/// The files of a locale's figures, and each figure's SVG by name (the PDF draws them).
type FigureFiles = (Vec<(String, Vec<u8>)>, Vec<(&'static str, String)>);

/// Every figure of the report in one locale: the SVG, and its PNG twin rasterised from it.
fn figure_files(
    project: &Project,
    loaded: &LoadedArchive,
    tag: &str,
    figures: &[crate::figures::FigureSpec],
    warnings: &mut Vec<String>,
) -> Result<FigureFiles, RenderError> {
    let locale = project
        .localizer
        .locale(tag)
        .expect("locales are checked when the project opens");
    let dir = site::report_dir(tag, &loaded.group, &loaded.stem);
    let failed = |e: crate::figures::FigureError| {
        RenderError::Output(format!("{}: {tag}: {e}", loaded.display_path))
    };
    let mut files = vec![];
    let mut svgs = vec![];
    for spec in figures {
        let (svg, missing) =
            crate::figures::draw_svg_reporting(spec, &project.localizer, locale, &project.fonts)
                .map_err(failed)?;
        // One warning per character and archive, however many figures and locales show it.
        for m in missing {
            let crate::figures::FigureError::MissingGlyph { ch, .. } = &m else {
                continue;
            };
            let key = format!("(U+{:04X})", *ch as u32);
            if !warnings.iter().any(|w| w.contains(&key)) {
                warnings.push(format!("{}: {tag}: {m}", loaded.display_path));
            }
        }
        let png = crate::figures::rasterize(&svg, spec.name, &project.fonts).map_err(failed)?;
        files.push((format!("{dir}/figures/{tag}-{}.png", spec.name), png));
        files.push((
            format!("{dir}/figures/{tag}-{}.svg", spec.name),
            svg.clone().into_bytes(),
        ));
        svgs.push((spec.name, svg));
    }
    Ok((files, svgs))
}

fn template_error(loaded: &LoadedArchive, e: tera::Error) -> RenderError {
    RenderError::Output(format!(
        "{}: theme template: {e:?}; fix the template in your theme directory",
        loaded.display_path
    ))
}

/// Reads, models and renders one archive in every locale of the project.
pub fn render_archive(
    found: &Found,
    slugs: &Slugs,
    project: &Project,
) -> Result<Rendered, RenderError> {
    let bytes = std::fs::read(&found.path).map_err(|source| ArchiveError::Io {
        path: found.display.clone(),
        source,
    })?;
    let mut key = project.fingerprint.clone();
    key.add("archive", &bytes);
    key.add("path", found.display.as_bytes());
    key.add(
        "slugs",
        format!("{}/{}", slugs.group, slugs.stem).as_bytes(),
    );
    let key = key.hex();
    if let Some((summary, files)) = project.cache.load(&key) {
        return Ok(Rendered {
            path: found.display.clone(),
            summary,
            files,
            warnings: vec![],
            cached: true,
        });
    }
    let errors_before = project.localizer.resolution_errors().len();
    let rendered = render_fresh(found, slugs, project, bytes)?;
    // Only clean renders are cached, so warnings (untranslated keys, missing messages,
    // figure glyphs, unresolvable messages) are reported again on the next build.
    let l10n = &project.localizer;
    let clean = rendered.warnings.is_empty()
        && l10n.unknown_keys().is_empty()
        && l10n.missing_messages().is_empty()
        && l10n.resolution_errors().len() == errors_before;
    if clean {
        project
            .cache
            .store(&key, &rendered.summary, &rendered.files);
    }
    Ok(rendered)
}

/// Models and renders an archive whose outputs are not in the cache.
fn render_fresh(
    found: &Found,
    slugs: &Slugs,
    project: &Project,
    bytes: Vec<u8>,
) -> Result<Rendered, RenderError> {
    let loaded = LoadedArchive {
        archive: archive::read_archive_bytes(&bytes, &found.display)?,
        path: found.path.clone(),
        group: slugs.group.clone(),
        stem: slugs.stem.clone(),
        display_path: found.display.clone(),
    };
    let model = model::build(&loaded.archive, &project.config.thresholds);
    let corrections = site::corrections_from_report();
    let cx = ReportContext {
        model: &model,
        display_path: &loaded.display_path,
        corrections_href: Some(&corrections),
    };
    let report = document::build(&cx);
    let raw = document::raw_document(&cx);
    // The charts section plans the same figures from the same model (a pure function).
    let figures: Vec<crate::figures::FigureSpec> = crate::figures::plan(&model)
        .into_iter()
        .filter_map(|p| match p {
            crate::figures::Planned::Figure(f) => Some(f),
            crate::figures::Planned::Withheld { .. } => None,
        })
        .collect();
    let src = Sources {
        model: &model,
        report: &report,
        raw: &raw,
        figures: &figures,
    };
    let mut files = Vec::new();
    let mut warnings = Vec::new();
    for tag in &project.locales {
        files.extend(locale_files(project, &loaded, tag, &src, &mut warnings)?);
    }
    files.push((site::raw_archive(&loaded.group, &loaded.stem), bytes));
    Ok(Rendered {
        path: found.display.clone(),
        summary: summarize(&loaded.group, &loaded.stem, &model),
        files,
        warnings,
        cached: false,
    })
}

/// Builds the site; the exit code of the command is [`Findings::exit_code`].
pub fn run(global: &Global) -> Result<Findings> {
    let project = Project::open(global)?;
    if !project.results.is_dir() {
        anyhow::bail!(
            "results directory {} does not exist; run `bench-run run --matrix runner/matrices/example.toml` to measure, or pass --results DIR",
            project.results.display()
        );
    }
    let target = project.output_target()?;
    let _lock = Lock::acquire(&target)
        .with_context(|| format!("locking the output directory {}", target.out.display()))?;
    for note in output::recover(&target) {
        eprintln!("{note}");
    }
    site::fault::point("recovered");
    output::check_replaceable(&target, global.force)?;
    let plan = pipeline::plan(&project);
    if plan.is_empty() {
        eprintln!(
            "No archives found under {}: nothing to build. Run `bench-run run --matrix runner/matrices/example.toml` to produce one, or pass --results DIR.",
            project.results.display()
        );
        return Ok(Findings::default());
    }
    let writer = SiteWriter::create(&target).context("preparing the output directory")?;
    let mut findings =
        pipeline::render_site(&project, &plan, &|path, bytes| writer.write(path, bytes));
    findings.print();
    if !findings.failures.is_empty() {
        // Dropping the writer removes the staged build.
        anyhow::bail!(
            "{} output(s) could not be rendered or written (see above); nothing was published: {} is unchanged",
            findings.failures.len(),
            target.out.display()
        );
    }
    if project.strict && (!findings.errors.is_empty() || findings.gated > 0) {
        eprintln!("--strict: nothing was written; fix the problems above and build again.");
        return Ok(findings);
    }
    for note in writer.commit().context("replacing the output directory")? {
        eprintln!("{note}");
    }
    findings.written = true;
    project.cache.prune();
    if !global.quiet {
        eprintln!(
            "Built {} of {} archives in {} locales ({} files; {} unchanged archives reused from the cache) into {}.",
            findings.published,
            findings.archives,
            project.locales.len(),
            findings.files,
            findings.cached,
            target.out.display()
        );
    }
    if !global.quiet && !global.serving {
        eprintln!(
            "Next: open {} in a browser (it works from file://), or run `bench-site serve` to preview it with live reload.",
            target.out.join("index.html").display()
        );
    }
    Ok(findings)
}

/// The inputs of the site-wide pages (and of every page's frame).
pub fn site_data<'a>(
    project: &'a Project,
    archives: &'a [ArchiveSummary],
    unreadable: &'a [Unreadable],
) -> SiteData<'a> {
    SiteData {
        title: &project.config.title,
        base_url: &project.config.base_url,
        locales: &project.locales,
        default_locale: &project.config.default_locale,
        l10n: &project.localizer,
        tera: &project.tera,
        archives,
        unreadable,
        content: &project.content,
        annotations: &project.annotations,
        fonts: &project.fonts,
    }
}
