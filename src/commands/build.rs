//! `bench-site build`: archive → model → document → render → site, in parallel over archives.

use super::Project;
use crate::archive::{self, ArchiveError, LoadedArchive};
use crate::cli::Global;
use crate::document::{self, ReportContext};
use crate::model::{self, Gate};
use crate::render::markdown;
use crate::site::{self, SiteWriter};
use anyhow::{Context, Result};
use rayon::prelude::*;
use std::path::Path;

/// What happened to one archive.
pub struct Rendered {
    pub path: String,
    pub gates: Vec<Gate>,
    /// (site-relative path, bytes) of every output of this archive.
    pub files: Vec<(String, Vec<u8>)>,
}

/// Reads, models and renders one archive in every locale of the project.
pub fn render_archive(file: &Path, project: &Project) -> Result<Rendered, ArchiveError> {
    let loaded: LoadedArchive = archive::read_archive(file, &project.results)?;
    let model = model::build(&loaded.archive, &project.config.thresholds);
    let cx = ReportContext {
        model: &model,
        display_path: &loaded.display_path,
    };
    let report = document::build(&cx);
    let raw = document::raw_document(&cx);
    let mut files = Vec::new();
    for tag in &project.locales {
        let Some(locale) = project.localizer.locale(tag) else {
            continue;
        };
        let dir = site::report_dir(tag, &loaded.group, &loaded.stem);
        let md = markdown::render(&report, &project.localizer, locale);
        files.push((format!("{dir}/report.md"), md.into_bytes()));
        let md = markdown::render(&raw, &project.localizer, locale);
        files.push((format!("{dir}/appendix-raw.md"), md.into_bytes()));
    }
    let bytes = std::fs::read(file).map_err(|source| ArchiveError::Io {
        path: file.display().to_string(),
        source,
    })?;
    files.push((site::raw_archive(&loaded.group, &loaded.stem), bytes));
    Ok(Rendered {
        path: file.display().to_string(),
        gates: model.gates.clone(),
        files,
    })
}

/// What the build keeps of a published archive (its outputs are already written).
struct Published {
    path: String,
    gates: Vec<Gate>,
    files: usize,
}

/// Totals of a build, for the summary line and the exit code.
#[derive(Default)]
pub struct Outcome {
    pub archives: usize,
    pub published: usize,
    pub failed: Vec<String>,
    pub gated: Vec<String>,
    pub files: usize,
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
    let results: Vec<Result<Published, String>> = files
        .par_iter()
        .map(|file| {
            let rendered = render_archive(file, &project).map_err(|e| e.to_string())?;
            for (path, bytes) in &rendered.files {
                writer.write(path, bytes).map_err(|e| e.to_string())?;
            }
            Ok(Published {
                path: rendered.path,
                gates: rendered.gates,
                files: rendered.files.len(),
            })
        })
        .collect();
    for r in results {
        match r {
            Ok(Published {
                path,
                gates,
                files: n,
            }) => {
                outcome.published += 1;
                outcome.files += n;
                if !gates.is_empty() {
                    let names: Vec<&str> = gates.iter().map(gate_name).collect();
                    eprintln!(
                        "warning: {path}: publication gate failed: {}",
                        names.join(", ")
                    );
                    outcome.gated.push(path);
                }
            }
            Err(message) => {
                eprintln!("error: {message}");
                outcome.failed.push(message);
            }
        }
    }
    report_unresolved(&project);
    let refuse = project.strict && (!outcome.failed.is_empty() || !outcome.gated.is_empty());
    if refuse {
        writer.abandon();
        eprintln!("--strict: nothing was written; fix the problems above and build again.");
    } else {
        let out = writer.commit().context("replacing the output directory")?;
        outcome.written = true;
        eprintln!(
            "Built {} of {} archives in {} locales ({} files) into {}.",
            outcome.published,
            outcome.archives,
            project.locales.len(),
            outcome.files,
            out.display()
        );
    }
    Ok(outcome)
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
