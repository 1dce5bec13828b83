//! `bench-site build`: archive → model → document → render → site, in parallel over archives,
//! then the site-wide pages from the small summaries the archives leave behind.

use super::Project;
use crate::archive::{self, ArchiveError, LoadedArchive};
use crate::cli::Global;
use crate::document::{self, Document, ReportContext};
use crate::model::{self, Gate};
use crate::render::{markdown, report_page};
use crate::site::pages::{self, SiteData, Unreadable};
use crate::site::summary::{summarize, ArchiveSummary};
use crate::site::{self, SiteWriter};
use anyhow::{Context, Result};
use rayon::prelude::*;
use std::io::IsTerminal;
use std::path::Path;

/// One archive's outputs and what the site-wide pages keep of it.
pub struct Rendered {
    pub path: String,
    pub summary: ArchiveSummary,
    /// (site-relative path, bytes) of every output of this archive.
    pub files: Vec<(String, Vec<u8>)>,
    /// Problems that did not stop the archive from being published (a figure that could not
    /// be drawn): reported as errors, and the build exits 1.
    pub problems: Vec<String>,
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

/// The pages of one archive in one locale.
fn locale_files(
    project: &Project,
    loaded: &LoadedArchive,
    tag: &str,
    src: &Sources,
    problems: &mut Vec<String>,
) -> Result<Vec<(String, Vec<u8>)>, ArchiveError> {
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
    files.extend(figure_files(project, loaded, tag, figures, problems));
    let deck = crate::render::deck::render(&crate::render::deck::DeckInput {
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
    })
    .map_err(|e| ArchiveError::Shape {
        path: loaded.path.display().to_string(),
        json_path: "(deck)".into(),
        message: e.to_string(),
    })?;
    files.push((format!("{dir}/deck.html"), deck.into_bytes()));
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

/// Every figure of the report in one locale: the SVG, and its PNG twin rasterised from it.
fn figure_files(
    project: &Project,
    loaded: &LoadedArchive,
    tag: &str,
    figures: &[crate::figures::FigureSpec],
    problems: &mut Vec<String>,
) -> Vec<(String, Vec<u8>)> {
    let locale = project
        .localizer
        .locale(tag)
        .expect("locales are checked when the project opens");
    let dir = site::report_dir(tag, &loaded.group, &loaded.stem);
    let mut files = vec![];
    // A figure that cannot be drawn (or whose PNG would lose a glyph) is reported, and the
    // rest of the report is still published: one bad scheme name must not hide the numbers.
    let mut report = |e: crate::figures::FigureError| {
        problems.push(format!("{}: {tag}: {e}", loaded.path.display()));
    };
    for spec in figures {
        let svg = match crate::figures::draw_svg(spec, &project.localizer, locale, &project.fonts) {
            Ok(svg) => svg,
            Err(e) => {
                report(e);
                continue;
            }
        };
        match crate::figures::rasterize(&svg, spec.name, &project.fonts) {
            Ok(png) => files.push((format!("{dir}/figures/{tag}-{}.png", spec.name), png)),
            Err(e) => report(e),
        }
        files.push((
            format!("{dir}/figures/{tag}-{}.svg", spec.name),
            svg.into_bytes(),
        ));
    }
    files
}

fn template_error(loaded: &LoadedArchive, e: tera::Error) -> ArchiveError {
    ArchiveError::Shape {
        path: loaded.path.display().to_string(),
        json_path: "(theme template)".into(),
        message: format!("{e:?}"),
    }
}

/// Reads, models and renders one archive in every locale of the project.
pub fn render_archive(file: &Path, project: &Project) -> Result<Rendered, ArchiveError> {
    let bytes = std::fs::read(file).map_err(|source| ArchiveError::Io {
        path: file.display().to_string(),
        source,
    })?;
    let mut key = project.fingerprint.clone();
    key.add("archive", &bytes);
    key.add("path", file.display().to_string().as_bytes());
    let key = key.hex();
    if let Some((summary, files)) = project.cache.load(&key) {
        return Ok(Rendered {
            path: file.display().to_string(),
            summary,
            files,
            problems: vec![],
            cached: true,
        });
    }
    let rendered = render_fresh(file, project, bytes)?;
    // Only clean renders are cached, so warnings (untranslated keys, missing messages,
    // figure errors) are reported again on the next build.
    let l10n = &project.localizer;
    let clean = rendered.problems.is_empty()
        && l10n.unknown_keys().is_empty()
        && l10n.missing_messages().is_empty();
    if clean {
        project
            .cache
            .store(&key, &rendered.summary, &rendered.files);
    }
    Ok(rendered)
}

/// Models and renders an archive whose outputs are not in the cache.
fn render_fresh(file: &Path, project: &Project, bytes: Vec<u8>) -> Result<Rendered, ArchiveError> {
    let loaded: LoadedArchive = archive::load_archive(file, &project.results, &bytes)?;
    let model = model::build(&loaded.archive, &project.config.thresholds);
    let cx = ReportContext {
        model: &model,
        display_path: &loaded.display_path,
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
    let mut problems = Vec::new();
    for tag in &project.locales {
        files.extend(locale_files(project, &loaded, tag, &src, &mut problems)?);
    }
    files.push((site::raw_archive(&loaded.group, &loaded.stem), bytes));
    Ok(Rendered {
        path: file.display().to_string(),
        summary: summarize(&loaded.group, &loaded.stem, &model),
        files,
        problems,
        cached: false,
    })
}

/// Totals of a build, for the summary line and the exit code.
#[derive(Default)]
pub struct Outcome {
    pub archives: usize,
    pub published: usize,
    pub failed: Vec<String>,
    pub gated: Vec<String>,
    pub files: usize,
    /// Archives whose outputs were reused from the build cache.
    pub cached: usize,
    pub written: bool,
}

impl Outcome {
    /// 1 when an archive could not be read (or, with --strict, when nothing was written);
    /// a failed publication gate alone still publishes, with warnings, and exits 0.
    pub fn exit_code(&self) -> i32 {
        if self.failed.is_empty() && (self.written || self.archives == 0) {
            0
        } else {
            1
        }
    }
}

fn gate_name(g: &Gate) -> &'static str {
    match g {
        Gate::NoEnvironment => "no environment block",
        Gate::SelfCheckFailed => "self-check failed",
        Gate::NoSubject => "no subject unit",
        Gate::NoUnfavourableOrTied => "neither unfavourable nor tied tiers",
    }
}

/// A progress bar on an interactive terminal; hidden in CI and when stderr is redirected.
fn progress(len: usize) -> indicatif::ProgressBar {
    let interactive =
        std::io::stderr().is_terminal() && std::env::var("CI").map_or(true, |v| v != "true");
    if !interactive {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(len as u64);
    if let Ok(style) =
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} archives {msg}")
    {
        bar.set_style(style);
    }
    bar
}

pub fn run(global: &Global) -> Result<Outcome> {
    let project = Project::open(global)?;
    if !project.results.is_dir() {
        anyhow::bail!(
            "results directory {} does not exist; run `bench-run run --matrix runner/matrices/example.toml` to measure, or pass --results DIR",
            project.results.display()
        );
    }
    let files = archive::discover(&project.results)?;
    let mut outcome = Outcome {
        archives: files.len(),
        ..Default::default()
    };
    if files.is_empty() {
        eprintln!(
            "No archives found under {}: nothing to build. Run `bench-run run --matrix runner/matrices/example.toml` to produce one, or pass --results DIR.",
            project.results.display()
        );
        return Ok(outcome);
    }
    let writer = SiteWriter::new(&project.out).context("preparing the output directory")?;
    let results = render_all(&files, &project, &writer);
    let (summaries, unreadable) = tally(results, &mut outcome);
    outcome.files += write_site_pages(&project, &writer, &summaries, &unreadable)?;
    report_unresolved(&project);
    let refuse = project.strict && (!outcome.failed.is_empty() || !outcome.gated.is_empty());
    if refuse {
        writer.abandon();
        eprintln!("--strict: nothing was written; fix the problems above and build again.");
    } else {
        let out = writer.commit().context("replacing the output directory")?;
        outcome.written = true;
        project.cache.prune();
        eprintln!(
            "Built {} of {} archives in {} locales ({} files; {} unchanged archives reused from the cache) into {}.",
            outcome.published,
            outcome.archives,
            project.locales.len(),
            outcome.files,
            outcome.cached,
            out.display()
        );
    }
    Ok(outcome)
}

/// What the build keeps of a published archive (its outputs are already written).
struct Published {
    summary: ArchiveSummary,
    path: String,
    files: usize,
    problems: Vec<String>,
    cached: bool,
}

/// Renders and writes every archive in parallel; the outputs go straight to the staging
/// directory, so only small summaries stay in memory.
fn render_all(
    files: &[std::path::PathBuf],
    project: &Project,
    writer: &SiteWriter,
) -> Vec<Result<Published, Unreadable>> {
    let bar = progress(files.len());
    let results = files
        .par_iter()
        .map(|file| {
            let unreadable = |reason: String| Unreadable {
                path: archive::display_path(file),
                reason,
            };
            let rendered = render_archive(file, project).map_err(|e| unreadable(e.to_string()))?;
            for (path, bytes) in &rendered.files {
                writer
                    .write(path, bytes)
                    .map_err(|e| unreadable(e.to_string()))?;
            }
            bar.inc(1);
            Ok(Published {
                files: rendered.files.len(),
                summary: rendered.summary,
                path: rendered.path,
                problems: rendered.problems,
                cached: rendered.cached,
            })
        })
        .collect();
    bar.finish_and_clear();
    results
}

/// Reports each archive's outcome and keeps what the site-wide pages need.
fn tally(
    results: Vec<Result<Published, Unreadable>>,
    outcome: &mut Outcome,
) -> (Vec<ArchiveSummary>, Vec<Unreadable>) {
    let mut summaries = vec![];
    let mut unreadable = vec![];
    for r in results {
        match r {
            Ok(p) => {
                outcome.published += 1;
                outcome.files += p.files;
                outcome.cached += usize::from(p.cached);
                for problem in p.problems {
                    eprintln!("error: {problem}");
                    outcome.failed.push(problem);
                }
                if !p.summary.gates.is_empty() {
                    let names: Vec<&str> = p.summary.gates.iter().map(gate_name).collect();
                    eprintln!(
                        "warning: {}: publication gate failed: {}",
                        p.path,
                        names.join(", ")
                    );
                    outcome.gated.push(p.path);
                }
                summaries.push(p.summary);
            }
            Err(u) => {
                eprintln!("error: {}", u.reason);
                outcome.failed.push(u.reason.clone());
                unreadable.push(u);
            }
        }
    }
    (summaries, unreadable)
}

/// The inputs of the site-wide pages (and of every page's frame).
fn site_data<'a>(
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
    }
}

/// Home, version, compare and content pages, the root page, 404, sitemap and theme assets.
fn write_site_pages(
    project: &Project,
    writer: &SiteWriter,
    summaries: &[ArchiveSummary],
    unreadable: &[Unreadable],
) -> Result<usize> {
    let mut summaries = summaries.to_vec();
    summaries.sort_by(|a, b| (&a.group, &a.stem).cmp(&(&b.group, &b.stem)));
    let mut unreadable = unreadable.to_vec();
    unreadable.sort_by(|a, b| a.path.cmp(&b.path));
    let site = site_data(project, &summaries, &unreadable);
    let mut n = 0;
    for (path, bytes) in pages::all(&site).context("rendering the site pages")? {
        writer.write(&path, &bytes)?;
        n += 1;
    }
    for (path, bytes) in project.theme.assets() {
        writer.write(path, bytes)?;
        n += 1;
    }
    Ok(n)
}

/// Warns about archive keys no locale translates and messages missing from a locale chain.
pub fn report_unresolved(project: &Project) {
    for key in project.localizer.unknown_keys() {
        eprintln!("warning: archive message key `{key}` has no translation; it is shown as is. Add `{}` to locales/*.ftl", crate::i18n::key_id(&key));
    }
    for (tag, id) in project.localizer.missing_messages() {
        eprintln!("warning: locale {tag}: message `{id}` is missing (and has no fallback)");
    }
}
