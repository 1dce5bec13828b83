//! The part of a build that `build` and `check` share, so that `check` finds everything that
//! would make `build` warn or fail, with the same message: scanning the results folder, naming
//! every archive's outputs, rendering every archive and every site page, and collecting what
//! went wrong. Only where the bytes go differs: into the staging directory, or nowhere.

use super::build::site_data;
use super::outputs::{self, RenderError};
use super::timings::time;
use super::Project;
use crate::archive::{self, Scan};
use crate::archive::{ArchiveError, Found};
use crate::model::Gate;
use crate::site::output::MARKER;
use crate::site::pages::{self, Unreadable};
use crate::site::slugs::{self, Slugs};
use crate::site::summary::ArchiveSummary;
use crate::site::{Sink, SiteError};
use rayon::prelude::*;
use std::io::IsTerminal;

/// The archives of a build and their web names.
pub struct Plan {
    pub scan: Scan,
    pub slugs: Vec<Slugs>,
    /// Names that meet (reported as warnings).
    pub name_warnings: Vec<String>,
}

impl Plan {
    /// Nothing to build: no archive and nothing unreadable.
    pub fn is_empty(&self) -> bool {
        self.scan.archives.is_empty() && self.scan.unreadable.is_empty()
    }
}

/// Scans the results folder (if it exists) and names every archive's outputs.
pub fn plan(project: &Project) -> Plan {
    let scan = if project.results.is_dir() {
        archive::scan(&project.results, MARKER)
    } else {
        Scan::default()
    };
    let (slugs, name_warnings) = slugs::assign(&scan.archives);
    Plan {
        scan,
        slugs,
        name_warnings,
    }
}

/// What rendering the site found, in the order it is reported.
#[derive(Default)]
pub struct Findings {
    /// Input problems (unreadable archives and folders): the site is still published, and
    /// `build` exits 1.
    pub errors: Vec<String>,
    /// Published as is; `check` counts them as problems.
    pub warnings: Vec<String>,
    /// Outputs that could not be rendered or written: `build` publishes nothing.
    pub failures: Vec<String>,
    pub archives: usize,
    pub published: usize,
    pub gated: usize,
    pub files: usize,
    pub cached: usize,
    pub written: bool,
}

impl Findings {
    /// Prints every finding, errors and failures first.
    pub fn print(&self) {
        use super::diagnostics::{line, Level};
        for e in self.failures.iter().chain(&self.errors) {
            eprintln!("{}", line(Level::Error, e));
        }
        for w in &self.warnings {
            eprintln!("{}", line(Level::Warning, w));
        }
    }

    /// 1 when an input could not be read (or, with --strict, when nothing was written);
    /// warnings and failed publication gates alone publish and exit 0.
    pub fn exit_code(&self) -> i32 {
        if self.errors.is_empty() && (self.written || self.archives == 0) {
            0
        } else {
            1
        }
    }

    /// Everything `check` counts.
    pub fn problems(&self) -> usize {
        self.errors.len() + self.warnings.len() + self.failures.len()
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
fn progress(len: usize, quiet: bool) -> indicatif::ProgressBar {
    let interactive = !quiet
        && std::io::stderr().is_terminal()
        && std::env::var("CI").map_or(true, |v| v != "true");
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

/// What one archive left for the site-wide pages (its files are already in the sink).
struct Published {
    summary: ArchiveSummary,
    path: String,
    files: usize,
    warnings: Vec<String>,
    cached: bool,
}

/// One archive's outputs into `sink`: linked from the cache when its inputs are unchanged,
/// otherwise rendered, written and (when the render was clean) remembered by the cache.
fn publish_archive(
    found: &Found,
    slugs: &Slugs,
    project: &Project,
    sink: &dyn Sink,
) -> Result<Published, RenderError> {
    let unwritable = |e: SiteError| RenderError::Output(e.to_string());
    let unreadable = |source| ArchiveError::Io {
        path: found.display.clone(),
        source,
    };
    let digest = time("0 cache check", || project.cache.digest(&found.path)).map_err(unreadable)?;
    let mut key = project.fingerprint.clone();
    key.add("archive", digest.digest.as_bytes());
    key.add("path", found.display.as_bytes());
    key.add(
        "slugs",
        format!("{}/{}", slugs.group, slugs.stem).as_bytes(),
    );
    let key = key.hex();
    if let Some(hit) = project.cache.load(&key) {
        time("write (cached: link)", || {
            hit.files
                .iter()
                .try_for_each(|(path, cached)| sink.link(path, cached))
        })
        .map_err(unwritable)?;
        return Ok(Published {
            files: hit.files.len(),
            summary: hit.summary,
            path: found.display.clone(),
            warnings: vec![],
            cached: true,
        });
    }
    // The hash of the bytes the reports are made from (the copy is checked against it).
    let (bytes, read) = match digest.bytes {
        Some(bytes) => (bytes, digest.digest),
        None => {
            let bytes = std::fs::read(&found.path).map_err(unreadable)?;
            let read = crate::site::cache::archive_digest(&bytes);
            (bytes, read)
        }
    };
    let l10n = &project.localizer;
    let errors_before = l10n.resolution_errors().len();
    let rendered = outputs::render(found, slugs, project, bytes)?;
    let mut staged = Vec::with_capacity(rendered.files.len() + 1);
    if let Some(copy) = &rendered.copy {
        let on_disk =
            time("write (archive copy)", || sink.copy(copy, &found.path)).map_err(unwritable)?;
        if let Some(on_disk) = on_disk {
            copy_is_what_was_read(&on_disk, &read, &found.display)?;
            staged.push((copy.clone(), on_disk));
        }
    }
    let staged = time("write", || -> Result<Vec<_>, SiteError> {
        for (path, bytes) in &rendered.files {
            if let Some(on_disk) = sink.write(path, bytes)? {
                staged.push((path.clone(), on_disk));
            }
        }
        Ok(staged)
    })
    .map_err(unwritable)?;
    // Only clean renders are cached, so warnings (untranslated keys, missing messages,
    // figure glyphs, unresolvable messages) are reported again on the next build.
    let clean = rendered.warnings.is_empty()
        && l10n.unknown_keys().is_empty()
        && l10n.missing_messages().is_empty()
        && l10n.resolution_errors().len() == errors_before;
    let files = rendered.files.len() + usize::from(rendered.copy.is_some());
    if clean && staged.len() == files {
        time("cache store", || {
            project.cache.store(&key, &rendered.summary, &staged)
        });
    }
    Ok(Published {
        files,
        summary: rendered.summary,
        path: found.display.clone(),
        warnings: rendered.warnings,
        cached: false,
    })
}

/// The archive's copy in the site is made from the file after the reports were made from
/// the bytes read before: should the file have changed in between, the copy (and the site's
/// raw-data link) would disagree with every report, so the archive is unreadable this time.
fn copy_is_what_was_read(
    copy: &std::path::Path,
    digest: &str,
    display: &str,
) -> Result<(), RenderError> {
    if crate::site::cache::archive_file_digest(copy).is_ok_and(|h| h == digest) {
        return Ok(());
    }
    let _ = std::fs::remove_file(copy);
    Err(RenderError::Input(ArchiveError::Io {
        path: display.to_string(),
        source: std::io::Error::other(
            "the file changed while this build read it; build again once it is written",
        ),
    }))
}

/// Renders every archive (in parallel) and every site-wide page into `sink`.
pub fn render_site(project: &Project, plan: &Plan, sink: &dyn Sink) -> Findings {
    let mut findings = Findings {
        archives: plan.scan.archives.len() + plan.scan.unreadable.len(),
        ..Default::default()
    };
    let mut unreadable: Vec<Unreadable> = vec![];
    for s in &plan.scan.unreadable {
        findings.errors.push(format!("{}: {}", s.display, s.reason));
        unreadable.push(Unreadable {
            path: s.display.clone(),
            reason: s.reason.clone(),
        });
    }
    for s in &plan.scan.left_out {
        findings
            .warnings
            .push(format!("{}: {}", s.display, s.reason));
    }
    findings.warnings.extend(plan.name_warnings.iter().cloned());
    let bar = progress(plan.scan.archives.len(), project.quiet);
    let results: Vec<Result<Published, RenderError>> = plan
        .scan
        .archives
        .par_iter()
        .zip(&plan.slugs)
        .map(|(found, slugs)| {
            let published = publish_archive(found, slugs, project, sink)?;
            crate::site::fault::point("archive-written");
            bar.inc(1);
            Ok(published)
        })
        .collect();
    bar.finish_and_clear();
    let mut summaries = vec![];
    for r in results {
        match r {
            Ok(p) => {
                findings.published += 1;
                findings.files += p.files;
                findings.cached += usize::from(p.cached);
                findings.warnings.extend(p.warnings);
                if !p.summary.gates.is_empty() {
                    let names: Vec<&str> = p.summary.gates.iter().map(gate_name).collect();
                    findings.warnings.push(format!(
                        "{}: publication gate failed: {}",
                        p.path,
                        names.join(", ")
                    ));
                    findings.gated += 1;
                }
                summaries.push(p.summary);
            }
            Err(RenderError::Input(e)) => {
                let reason = e.to_string();
                let shown = e.path().to_string();
                findings.errors.push(reason.clone());
                let reason = reason
                    .strip_prefix(&format!("{shown}: "))
                    .unwrap_or(&reason)
                    .to_string();
                unreadable.push(Unreadable {
                    path: shown,
                    reason,
                });
            }
            Err(RenderError::Output(message)) => findings.failures.push(message),
        }
    }
    site_pages(project, summaries, unreadable, sink, &mut findings);
    unresolved(project, &mut findings);
    findings
}

/// Home, version, compare and content pages, the root page, 404, sitemap and theme assets.
fn site_pages(
    project: &Project,
    mut summaries: Vec<ArchiveSummary>,
    mut unreadable: Vec<Unreadable>,
    sink: &dyn Sink,
    findings: &mut Findings,
) {
    // Sorted in place: a copy of every summary was the largest part of the memory of a
    // build of many archives.
    summaries.sort_by(|a, b| (&a.group, &a.stem).cmp(&(&b.group, &b.stem)));
    unreadable.sort_by(|a, b| a.path.cmp(&b.path));
    let site = site_data(project, &summaries, &unreadable);
    let written = std::sync::atomic::AtomicUsize::new(0);
    let failed = std::sync::Mutex::new(Vec::new());
    let write = |path: &str, bytes: &[u8]| match sink.write(path, bytes) {
        Ok(_) => {
            written.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        Err(e) => failed.lock().unwrap().push(e.to_string()),
    };
    // Each page is written as soon as it is made (a site of many archives has many pages).
    let emit = |path: String, bytes: Vec<u8>| write(&path, &bytes);
    if let Err(e) = time("site pages", || pages::all(&site, &emit)) {
        findings.failures.push(format!(
            "the site pages: theme template: {e:?}; fix the template in your theme directory"
        ));
        return;
    }
    for (path, bytes) in project.theme.assets() {
        write(path, bytes);
    }
    findings.files += written.into_inner();
    let mut failed = failed.into_inner().unwrap();
    // Pages are made in parallel: their errors are listed in one order whatever the timing.
    failed.sort();
    findings.failures.extend(failed);
    crate::site::fault::point("pages-written");
}

/// Archive keys no locale translates, messages missing from a locale chain and messages Fluent
/// cannot resolve.
fn unresolved(project: &Project, findings: &mut Findings) {
    let l10n = &project.localizer;
    for key in l10n.unknown_keys() {
        findings.warnings.push(format!("archive message key `{key}` has no translation; it is shown as is. Add `{}` to locales/*.ftl", crate::i18n::key_id(&key)));
    }
    for (tag, id) in l10n.missing_messages() {
        findings.warnings.push(format!(
            "locale {tag}: message `{id}` is missing (and has no fallback)"
        ));
    }
    for (tag, id, error) in l10n.resolution_errors() {
        findings.warnings.push(format!(
            "locale {tag}: message `{id}` cannot be resolved: {error}; the next locale of its fallback chain is shown instead. Fix it in locales/{tag}.ftl"
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_that_differs_from_what_was_read_is_removed_and_reported() {
        let dir = tempfile::tempdir().unwrap();
        let copy = dir.path().join("copy.json");
        std::fs::write(&copy, b"{\"run\": {}}").unwrap();
        let read = crate::site::cache::archive_digest(b"{\"run\": {}}");
        assert!(copy_is_what_was_read(&copy, &read, "results/a.json").is_ok());
        assert!(copy.exists());
        let other = crate::site::cache::archive_digest(b"{\"run\": {\"x\": 1}}");
        let err = copy_is_what_was_read(&copy, &other, "results/a.json").unwrap_err();
        let RenderError::Input(e) = err else {
            panic!("an input problem: the rest of the site is still published")
        };
        assert!(e.to_string().contains("results/a.json"), "{e}");
        assert!(
            e.to_string().contains("changed while this build read it"),
            "{e}"
        );
        assert!(!copy.exists(), "no copy that disagrees with the reports");
    }
}
