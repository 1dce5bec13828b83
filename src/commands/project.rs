//! A project as the commands see it: configuration with CLI overrides, resolved paths and the
//! loaded locales.

use crate::cli::Global;
use crate::config::Config;
use crate::i18n::Localizer;
use anyhow::{bail, Context, Result};
use std::path::PathBuf;

pub struct Project {
    pub config: Config,
    pub results: PathBuf,
    pub out: PathBuf,
    pub localizer: Localizer,
    /// Locales to build, in order.
    pub locales: Vec<String>,
    pub strict: bool,
}

impl Project {
    pub fn open(global: &Global) -> Result<Project> {
        let config = Config::load(&global.root)?;
        let results = global
            .results
            .clone()
            .unwrap_or_else(|| global.root.join(&config.results));
        let out = global
            .out
            .clone()
            .unwrap_or_else(|| global.root.join(&config.out));
        let localizer = Localizer::load(Some(&global.root.join("locales")), &config.default_locale)
            .context("loading locales")?;
        let wanted = if !global.locales.is_empty() {
            global.locales.clone()
        } else if !config.locales.is_empty() {
            config.locales.clone()
        } else {
            localizer.tags()
        };
        for tag in &wanted {
            if localizer.locale(tag).is_none() {
                bail!(
                    "locale `{tag}` has no locale file; available: {}; add locales/{tag}.ftl to the project",
                    localizer.tags().join(", ")
                );
            }
        }
        Ok(Project {
            config,
            results,
            out,
            localizer,
            locales: wanted,
            strict: global.strict,
        })
    }
}
