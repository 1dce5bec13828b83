//! `bench-site check`: everything `build` would do but write. It audits every locale file
//! (the translator's pre-flight: missing, untranslated and unused messages, variables,
//! functions, references, figure glyphs, coverage), renders every archive and every site page
//! in memory through the same code as `build` (so whatever would make `build` warn or fail is
//! reported first, with the same message), and checks the links of the built site.

use super::diagnostics::Level;
use super::pipeline;
use super::Project;
use crate::cli::Global;
use crate::config::Config;
use crate::figures::Fonts;
use crate::i18n::audit::{self, Audit, Severity};
use crate::site::output;
use anyhow::Result;

/// Returns the number of problems found (warnings of the locale audit are not problems).
pub fn run(global: &Global) -> Result<usize> {
    let opened = Project::open(global);
    // The audit reads the locale files alone, so it also explains what keeps the project from
    // opening (a syntax error in a locale file).
    let fonts = match &opened {
        Ok(p) => p.fonts.clone(),
        Err(_) => Fonts::bundled()?,
    };
    let default = match &opened {
        Ok(p) => p.config.default_locale.clone(),
        Err(_) => Config::load(&global.root)?.default_locale,
    };
    let audit = locales(global, &default, &fonts)?;
    print_audit(&audit);
    let mut project = opened?;
    // check renders everything itself: a cached archive would report no untranslated keys.
    project.cache = crate::site::cache::Cache::new(None);
    let mut problems = audit.errors();
    // The output directory `build` would refuse.
    let refusal = project
        .output_target()
        .and_then(|t| output::check_replaceable(&t, global.force).map(|()| t));
    let target = match refusal {
        Ok(t) => Some(t),
        Err(e) => {
            eprintln!("{}", super::diagnostics::line(Level::Error, &e.to_string()));
            problems += 1;
            None
        }
    };
    project.localizer.resolve_all();
    let plan = pipeline::plan(&project);
    let mut findings = pipeline::render_site(&project, &plan, &crate::site::CheckOnly);
    // The audit has named these messages already, with their file and line.
    findings
        .warnings
        .retain(|w| !audit.findings.iter().any(|f| said_already(f, w)));
    findings.print();
    problems += findings.problems();
    if let Some(t) = target.filter(|t| t.out.is_dir()) {
        let broken = crate::site::links::check(&t.out, &project.config.base_url)?;
        for b in &broken {
            eprintln!("broken link in {}: `{}`: {}", b.page, b.href, b.reason);
        }
        problems += broken.len();
    }
    eprint!("{}", audit.table());
    eprintln!(
        "Checked {} archives and {} locales: {} problem(s), {} warning(s) (untranslated or unused text; the table above has each locale's coverage).",
        findings.archives,
        audit.coverage.len(),
        problems,
        audit.warnings()
    );
    Ok(problems)
}

/// The locale audit of the project (only the `--locale` ones, when given).
pub fn locales(global: &Global, default: &str, fonts: &Fonts) -> Result<Audit> {
    let sources = crate::i18n::locale_sources(Some(&global.root.join("locales")))?;
    let mut families: Vec<String> = fonts.faces().iter().map(|f| f.family.clone()).collect();
    families.dedup();
    let opts = audit::Options {
        default,
        only: &global.locales,
        drawn: &crate::figures::draws_message,
        has_glyph: &|c| crate::figures::draws(c, fonts),
        families: &families,
    };
    Ok(audit::audit(&sources, &opts))
}

/// Errors first, then warnings, each in file and line order.
fn print_audit(audit: &Audit) {
    for severity in [Severity::Error, Severity::Warning] {
        for f in audit.findings.iter().filter(|f| f.severity == severity) {
            eprintln!("{f}");
        }
    }
}

/// Is build's warning `w` about a message the audit reported as an error?
fn said_already(f: &audit::Finding, w: &str) -> bool {
    f.severity == Severity::Error
        && f.id.as_ref().is_some_and(|id| {
            w.starts_with(&format!(
                "locale {}: message `{id}` cannot be resolved",
                f.tag
            ))
        })
}
