//! A project as the commands see it: configuration with CLI overrides, resolved paths and the
//! loaded locales.

use crate::cli::Global;
use crate::config::Config;
use crate::content::{self, ContentPage};
use crate::i18n::Localizer;
use crate::site::cache::{self, Cache, Fingerprint};
use crate::site::output::{self, Protected};
use crate::theme::Theme;
use anyhow::{bail, Context, Result};
use std::path::PathBuf;

pub struct Project {
    pub config: Config,
    /// The project root as given.
    pub root: PathBuf,
    /// The theme folder, when one is used.
    pub theme_dir: Option<PathBuf>,
    pub results: PathBuf,
    pub out: PathBuf,
    pub localizer: Localizer,
    /// Locales to build, in order.
    pub locales: Vec<String>,
    pub strict: bool,
    /// `--quiet`: no progress bar, no summary.
    pub quiet: bool,
    pub theme: Theme,
    pub tera: tera::Tera,
    pub content: Vec<ContentPage>,
    /// `content/annotations.toml`: notes on the history pages.
    pub annotations: Vec<content::annotations::Annotation>,
    pub fonts: crate::figures::Fonts,
    /// Everything but the archive that an archive's outputs depend on.
    pub fingerprint: Fingerprint,
    pub cache: Cache,
}

impl Project {
    pub fn open(global: &Global) -> Result<Project> {
        let mut config = Config::load(&global.root)?;
        if let Some(url) = &global.base_url {
            config.base_url = url.clone();
        }
        if let Some(list) = &global.formats {
            config.outputs.formats = crate::config::Format::parse_list(list)
                .map_err(|e| anyhow::anyhow!("--formats {list:?}: {e}"))?;
        }
        let results = global
            .results
            .clone()
            .unwrap_or_else(|| global.root.join(&config.results));
        // An empty `out` stays empty (and is refused), rather than naming the root.
        let out = match &global.out {
            Some(out) => out.clone(),
            None if config.out.trim().is_empty() => PathBuf::new(),
            None => global.root.join(&config.out),
        };
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
        let theme_dir = global
            .theme
            .clone()
            .or_else(|| config.theme.as_ref().map(|t| global.root.join(t)));
        let theme = Theme::load(theme_dir.as_deref()).context("loading the theme")?;
        let tera = theme
            .templates()
            .context("compiling the theme's templates")?;
        let content =
            // Every known locale names a variant (`about.zh-CN.md`), built or not.
            content::load(&global.root.join("content"), &localizer.tags())
                .context("reading content/")?;
        let annotations = content::annotations::load(&global.root.join("content"))
            .context("reading content/annotations.toml")?;
        let fonts_dir = global.root.join("fonts");
        let fonts = crate::figures::Fonts::load(Some(&fonts_dir), &theme)
            .context("loading the figure fonts")?;
        let locales_dir = global.root.join("locales");
        // The cache key's inputs are only hashed for a build that may use the cache.
        let cache = Cache::new((!global.no_cache).then(|| cache::dir_for(&global.root)));
        let fingerprint = (!global.no_cache).then(|| {
            let exe = cache.file_digest(&std::env::current_exe().ok()?).ok()?;
            let mut fp = fingerprint(
                &config,
                &theme,
                &fonts,
                &content,
                &wanted,
                &locales_dir,
                &results,
            )?;
            fp.add("exe", exe.as_bytes());
            Some(fp)
        });
        // Without a whole key (the executable or a project file unreadable) nothing is cached:
        // a changed bench-site could otherwise reuse the outputs of an older one.
        let (cache, fingerprint) = match fingerprint.flatten() {
            Some(fp) => (cache, fp),
            None => (Cache::new(None), Fingerprint::default()),
        };
        Ok(Project {
            root: global.root.clone(),
            theme_dir,
            fingerprint,
            cache,
            fonts,
            theme,
            tera,
            content,
            annotations,
            config,
            results,
            out,
            localizer,
            locales: wanted,
            strict: global.strict,
            quiet: global.quiet,
        })
    }
}

impl Project {
    /// The output directory, resolved, unless it is, holds or (for the inputs) lies inside a
    /// folder a build must never replace.
    pub fn output_target(&self) -> Result<output::Target, output::Refusal> {
        let keep_out = |what, path: PathBuf| Protected {
            what,
            path,
            may_hold_output: false,
        };
        let mut protected = vec![
            Protected {
                what: "project root",
                path: self.root.clone(),
                may_hold_output: true,
            },
            keep_out("results folder", self.results.clone()),
            keep_out("content folder", self.root.join("content")),
            keep_out("locales folder", self.root.join("locales")),
            keep_out("fonts folder", self.root.join("fonts")),
            keep_out("build cache", cache::dir_for(&self.root)),
            keep_out("git repository", self.root.join(".git")),
        ];
        if let Some(dir) = &self.theme_dir {
            protected.push(keep_out("theme folder", dir.clone()));
        }
        output::target(&self.out, &protected)
    }
}

/// The project part of every cache key but the executable's hash (the caller adds it); None
/// (no caching) when a project font or locale folder cannot be read.
fn fingerprint(
    config: &Config,
    theme: &Theme,
    fonts: &crate::figures::Fonts,
    content: &[ContentPage],
    locales: &[String],
    locales_dir: &std::path::Path,
    results: &std::path::Path,
) -> Option<Fingerprint> {
    let mut fp = Fingerprint::default();
    for src in crate::i18n::locale_sources(Some(locales_dir)).ok()? {
        fp.add(&src.tag, src.text.as_bytes());
    }
    if let Ok(legacy) = std::fs::read(locales_dir.join(crate::i18n::legacy::FILE)) {
        fp.add("legacy prose", &legacy);
    }
    for (path, bytes) in theme.files() {
        fp.add(path, bytes);
    }
    // The project's own fonts (the theme's are among its files above).
    for face in fonts
        .faces()
        .iter()
        .filter(|f| f.group == crate::figures::Group::Project)
    {
        fp.add_file("font", std::path::Path::new(&face.file)).ok()?;
    }
    // The size limit only decides a warning after the build: changing it keeps the cache.
    let outputs_config = Config {
        size_limit_mb: 0,
        ..config.clone()
    };
    fp.add("config", format!("{outputs_config:?}").as_bytes());
    fp.add("locales", locales.join(",").as_bytes());
    fp.add("results", results.display().to_string().as_bytes());
    for page in content {
        for (tag, v) in &page.variants {
            fp.add(
                &page.name,
                format!("{tag}:{}:{}", v.title, v.weight).as_bytes(),
            );
        }
    }
    Some(fp)
}
