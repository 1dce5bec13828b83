//! `bench-site check`: everything `build` would do but write. It renders every archive and
//! every site page in memory through the same code as `build` (so whatever would make `build`
//! warn or fail is reported first, with the same message), and also lints the locales and
//! checks the links of the built site.

use super::pipeline;
use super::Project;
use crate::cli::Global;
use crate::site::output;
use anyhow::Result;

/// Returns the number of problems found.
pub fn run(global: &Global) -> Result<usize> {
    let mut project = Project::open(global)?;
    // check renders everything itself: a cached archive would report no untranslated keys.
    project.cache = crate::site::cache::Cache::new(None);
    let mut problems = 0;
    // The output directory `build` would refuse.
    let refusal = project
        .output_target()
        .and_then(|t| output::check_replaceable(&t, global.force).map(|()| t));
    let target = match refusal {
        Ok(t) => Some(t),
        Err(e) => {
            eprintln!("error: {e}");
            problems += 1;
            None
        }
    };
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
    project.localizer.resolve_all();
    let plan = pipeline::plan(&project);
    let findings = pipeline::render_site(&project, &plan, &|path, _| {
        crate::site::check_relative(path)
    });
    findings.print();
    problems += findings.problems();
    if let Some(t) = target.filter(|t| t.out.is_dir()) {
        let broken = crate::site::links::check(&t.out, &project.config.base_url)?;
        for b in &broken {
            eprintln!("broken link in {}: `{}`: {}", b.page, b.href, b.reason);
        }
        problems += broken.len();
    }
    eprintln!(
        "Checked {} archives and {} locales: {} problem(s).",
        findings.archives,
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
