//! `bench-site build`: archive → model → document → render → site, in parallel over archives,
//! then the site-wide pages from the small summaries the archives leave behind. The output
//! is checked, locked and staged first; the staged site replaces the previous one only when
//! every output was rendered and written.

use super::pipeline::{self, Findings};
use super::Project;
use crate::cli::Global;
use crate::site::output::{self, Lock};
use crate::site::pages::{SiteData, Unreadable};
use crate::site::summary::ArchiveSummary;
use crate::site::{self, SiteWriter};
use anyhow::{Context, Result};

/// Builds the site; the exit code of the command is [`Findings::exit_code`].
pub fn run(global: &Global) -> Result<Findings> {
    super::timings::init();
    let project = super::timings::time("open project", || Project::open(global))?;
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
        eprintln!("{}", super::diagnostics::note(&note));
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
    let mut findings = pipeline::render_site(&project, &plan, &writer);
    let size = writer.size();
    let over = super::site_size::over_limit(size, &project.config, findings.published);
    findings.warnings.extend(over);
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
    let commit = super::timings::time("swap + remove previous", || writer.commit());
    for note in commit.context("replacing the output directory")? {
        eprintln!("{}", super::diagnostics::note(&note));
    }
    findings.written = true;
    super::timings::time("cache prune", || project.cache.prune());
    if let Some(table) = super::timings::report() {
        eprint!("{table}");
    }
    if !global.quiet {
        eprintln!(
            "Built {} of {} archives in {} locales ({} files, {}; {} unchanged archives reused from the cache) into {}.",
            findings.published,
            findings.archives,
            project.locales.len(),
            findings.files,
            super::site_size::shown(size.bytes),
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
        cache: &project.cache,
        fingerprint: &project.fingerprint,
        offered: project.config.outputs.offered(),
    }
}
