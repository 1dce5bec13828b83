//! `bench-site check`: reads every archive and renders every report in memory, then reports
//! unreadable archives, untranslated archive keys and messages a locale lacks. Writes nothing.

use super::build::{render_archive, report_unresolved};
use super::Project;
use crate::archive;
use crate::cli::Global;
use anyhow::Result;
use rayon::prelude::*;

/// Returns the number of problems found.
pub fn run(global: &Global) -> Result<usize> {
    let mut project = Project::open(global)?;
    // check renders everything itself: a cached archive would report no untranslated keys.
    project.cache = crate::site::cache::Cache::new(None);
    let mut problems = 0;
    for (tag, missing) in missing_keys(&project) {
        for id in missing {
            eprintln!("locale {tag}: message `{id}` is missing (the default locale has it)");
            problems += 1;
        }
    }
    for issue in crate::i18n::lint::lint(
        Some(&global.root.join("locales")),
        &project.config.default_locale,
    )? {
        eprintln!("{issue}");
        problems += 1;
    }
    let files = if project.results.is_dir() {
        archive::discover(&project.results)?
    } else {
        vec![]
    };
    let errors: Vec<String> = files
        .par_iter()
        .filter_map(|f| render_archive(f, &project).err().map(|e| e.to_string()))
        .collect();
    for e in &errors {
        eprintln!("error: {e}");
    }
    problems += errors.len();
    problems += project.localizer.unknown_keys().len() + project.localizer.missing_messages().len();
    if project.out.is_dir() {
        let broken = crate::site::links::check(&project.out, &project.config.base_url)?;
        for b in &broken {
            eprintln!("broken link in {}: `{}`: {}", b.page, b.href, b.reason);
        }
        problems += broken.len();
    }
    report_unresolved(&project);
    eprintln!(
        "Checked {} archives and {} locales: {} problem(s).",
        files.len(),
        project.localizer.tags().len(),
        problems
    );
    Ok(problems)
}

/// Message ids the default locale defines and another locale does not.
fn missing_keys(project: &Project) -> Vec<(String, Vec<String>)> {
    let default = project
        .localizer
        .locale(project.localizer.default_tag())
        .map(|l| l.ids.clone())
        .unwrap_or_default();
    project
        .localizer
        .locales()
        .iter()
        .filter(|l| l.tag != project.localizer.default_tag())
        .map(|l| {
            (
                l.tag.clone(),
                default.difference(&l.ids).cloned().collect::<Vec<_>>(),
            )
        })
        .filter(|(_, m)| !m.is_empty())
        .collect()
}
