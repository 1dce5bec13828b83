//! `bench-site summary --base <archive or folder> --head <archive>`: GitHub-flavoured Markdown
//! for `$GITHUB_STEP_SUMMARY` or a pull-request comment, in any locale. Exit codes: 0 printed,
//! 1 an archive cannot be read, 2 usage, 3 a significant regression with `--fail-on-regression`.

use crate::archive;
use crate::cli::Global;
use crate::config::Config;
use crate::i18n::Localizer;
use crate::model::{self, RunModel};
use crate::render::markdown;
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// The exit code when `--fail-on-regression` finds one.
pub const REGRESSION_EXIT: i32 = 3;

/// `path` itself, or the latest archive (by file name) in the folder `path`.
fn archive_path(path: &Path, not: Option<&Path>) -> Result<PathBuf> {
    if path.is_file() {
        return Ok(path.to_path_buf());
    }
    let mut found: Vec<PathBuf> = archive::discover(path)
        .into_iter()
        .filter(|p| Some(p.as_path()) != not)
        .collect();
    found.sort_by(|a, b| a.file_name().cmp(&b.file_name()));
    match found.pop() {
        Some(p) => Ok(p),
        None => bail!(
            "{}: no archive (*.json) found; pass an archive file or a folder holding one",
            path.display()
        ),
    }
}

fn load(path: &Path, config: &Config) -> Result<RunModel> {
    let root = path.parent().unwrap_or(Path::new("."));
    let a =
        archive::read_archive(path, root).with_context(|| format!("reading {}", path.display()))?;
    Ok(model::build(&a.archive, &config.thresholds))
}

/// True when the machine or the harness differs between the two runs.
fn instrument_changed(a: &RunModel, b: &RunModel) -> bool {
    use crate::model::environment::FactKind;
    let facts = |m: &RunModel| -> Vec<(String, String)> {
        m.environment
            .facts
            .iter()
            .filter(|f| matches!(f.kind, FactKind::Machine | FactKind::Harness))
            .map(|f| (f.label.clone(), f.value.clone()))
            .collect()
    };
    facts(a) != facts(b)
}

pub fn run(global: &Global, base: &Path, head: &Path, fail_on_regression: bool) -> Result<i32> {
    let config = Config::load(&global.root).unwrap_or_default();
    let head_path = archive_path(head, None)?;
    let base_path = archive_path(base, Some(&head_path))?;
    let (base, head) = (load(&base_path, &config)?, load(&head_path, &config)?);
    let l10n = Localizer::load(Some(&global.root.join("locales")), &config.default_locale)
        .context("loading locales")?;
    let tag = global
        .locales
        .first()
        .cloned()
        .unwrap_or(config.default_locale.clone());
    let Some(locale) = l10n.locale(&tag) else {
        bail!(
            "locale `{tag}` has no locale file; available: {}",
            l10n.tags().join(", ")
        );
    };
    let changes = model::uncertainty::runs::between(&base, &head);
    let (shown, title, collapsed) =
        crate::document::summary::summary(&base, &head, &changes, instrument_changed(&base, &head));
    let mut out = markdown::blocks(&shown, &l10n, locale);
    if !collapsed.is_empty() {
        let summary = crate::render::html::text(&l10n, locale, &title);
        out.push_str(&format!(
            "<details><summary>{summary}</summary>\n\n{}</details>\n",
            markdown::blocks(&collapsed, &l10n, locale)
        ));
    }
    print!("{}", out.trim_end());
    println!();
    let regression = changes.iter().any(|c| c.significant() && c.is_regression());
    Ok(if fail_on_regression && regression {
        REGRESSION_EXIT
    } else {
        0
    })
}
