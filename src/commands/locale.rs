//! `bench-site locale new <tag>` and `bench-site locale status`: a translator's start and
//! progress report. `new` writes the scaffold of [`crate::i18n::scaffold`]; `status` prints
//! the coverage table of the same locale audit `check` runs.

use crate::cli::{Global, LocaleAction};
use crate::config::Config;
use crate::figures::Fonts;
use anyhow::{bail, Context, Result};

pub fn run(global: &Global, action: &LocaleAction) -> Result<i32> {
    match action {
        LocaleAction::New { tag } => new(global, tag),
        LocaleAction::Status => status(global),
    }
}

fn new(global: &Global, tag: &str) -> Result<i32> {
    if tag.parse::<unic_langid::LanguageIdentifier>().is_err() || tag.contains('_') {
        bail!("`{tag}` is not a language tag; use one like `de`, `pt-BR` or `zh-TW` (BCP 47)");
    }
    let config = Config::load(&global.root)?;
    let default = &config.default_locale;
    let sources = crate::i18n::locale_sources(Some(&global.root.join("locales")))?;
    let Some(base) = sources.iter().find(|s| &s.tag == default) else {
        bail!("the default locale `{default}` has no locale file; add locales/{default}.ftl or set `default_locale` in bench-site.toml");
    };
    if tag == default {
        bail!("`{tag}` is the default locale, which every other locale is translated from; pick the tag of the new language");
    }
    let path = global.root.join("locales").join(format!("{tag}.ftl"));
    if path.exists() && !global.force {
        bail!("{} exists already; translate it in place (`bench-site check --locale {tag}` lists what is left), or pass --force to start it again", path.display());
    }
    if let Some(shipped) = sources
        .iter()
        .find(|s| s.tag == tag && s.file.starts_with("(built-in)"))
    {
        if !global.force {
            bail!("`{tag}` ships with bench-site ({}), fully translated; a locales/{tag}.ftl would replace it. Pass --force to start an untranslated copy anyway", shipped.file);
        }
    }
    let text = crate::i18n::scaffold::new_locale(tag, default, &base.text);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    std::fs::write(&path, &text).with_context(|| format!("writing {}", path.display()))?;
    let count = crate::i18n::ftl::read(&text).messages.len();
    eprintln!(
        "Wrote {} ({count} messages of `{default}`, untranslated). Translate the values, then run `bench-site check --locale {tag}`; `bench-site build` builds the new language from now on.",
        path.display()
    );
    Ok(0)
}

fn status(global: &Global) -> Result<i32> {
    let config = Config::load(&global.root)?;
    let theme_dir = global
        .theme
        .clone()
        .or_else(|| config.theme.as_ref().map(|t| global.root.join(t)));
    let theme = crate::theme::Theme::load(theme_dir.as_deref()).context("loading the theme")?;
    let fonts = Fonts::load(Some(&global.root.join("fonts")), &theme)?;
    let audit = super::check::locales(global, &config.default_locale, &fonts)?;
    print!("{}", audit.table());
    Ok(0)
}
