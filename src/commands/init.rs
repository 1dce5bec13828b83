//! `bench-site init [DIR]`: a new project from the files in `scaffold/` (embedded): the
//! configuration with comments, `results/` and `locales/` with READMEs, an about page and the
//! GitHub Pages workflow. It never overwrites a file: if any of them exists, nothing is written.

use crate::cli::Global;
use anyhow::{bail, Context, Result};
use std::path::Path;

/// (path in the new project, contents).
const FILES: [(&str, &str); 6] = [
    (
        "bench-site.toml",
        include_str!("../../scaffold/bench-site.toml"),
    ),
    (
        "results/README.md",
        include_str!("../../scaffold/results/README.md"),
    ),
    (
        "content/about.md",
        include_str!("../../scaffold/content/about.md"),
    ),
    (
        "locales/README.md",
        include_str!("../../scaffold/locales/README.md"),
    ),
    (
        ".github/workflows/bench-site.yml",
        include_str!("../../scaffold/.github/workflows/bench-site.yml"),
    ),
    (".gitignore", include_str!("../../scaffold/.gitignore")),
];

/// The files `init` writes, for tests and documentation.
pub fn files() -> &'static [(&'static str, &'static str)] {
    &FILES
}

pub fn run(global: &Global, dir: Option<&Path>) -> Result<i32> {
    let dir = dir.unwrap_or(&global.root);
    let existing: Vec<String> = FILES
        .iter()
        .map(|(rel, _)| dir.join(rel))
        .filter(|p| p.exists())
        .map(|p| p.display().to_string())
        .collect();
    if !existing.is_empty() {
        bail!(
            "{} already has {}; bench-site init never overwrites a file. Move them aside, or start in an empty folder",
            dir.display(),
            existing.join(", ")
        );
    }
    for (rel, text) in FILES {
        let path = dir.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("creating {}", parent.display()))?;
        }
        std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    if !global.quiet {
        eprintln!("Created a bench-site project in {}:", dir.display());
        for (rel, _) in FILES {
            eprintln!("  {rel}");
        }
        eprintln!(
            "Next: put archives in {}/results/ (bench-run or zoo-bench writes them), then run `bench-site --root {} build`, or `serve` to watch it while you edit.",
            dir.display(),
            dir.display()
        );
    }
    Ok(0)
}
