//! The site-wide pages built after every archive is rendered: home and version pages per
//! locale, comparisons between adjacent versions, content pages, the 404 page, the root
//! redirect, `sitemap.xml` (with `base_url`) and `.nojekyll`. Each function returns (site-relative path, bytes).

mod compare;
pub mod corrections;
mod feed;
pub mod history;
mod history_series;
mod home;
mod misc;
mod version;

use super::frame::{alternates, Frame, NavItem};
use super::summary::ArchiveSummary;
use super::versions::VersionKey;
use crate::content::ContentPage;
use crate::i18n::{Locale, Localizer};

/// An archive that could not be read, for the home page.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Unreadable {
    pub path: String,
    pub reason: String,
}

/// One version (a folder of archives) with its runs, oldest first.
pub struct Version<'a> {
    pub slug: &'a str,
    pub runs: Vec<&'a ArchiveSummary>,
}

impl Version<'_> {
    pub fn latest(&self) -> &ArchiveSummary {
        self.runs[self.runs.len() - 1]
    }
    pub fn label(&self) -> &str {
        &self.latest().version
    }
}

/// A link to one format of a report.
#[derive(serde::Serialize)]
pub struct FormatLink {
    pub href: String,
    pub label: String,
    /// The link's `type` (the PDF's), if any.
    pub mime: Option<&'static str>,
}

/// Everything the site-wide pages are made from.
pub struct SiteData<'a> {
    pub title: &'a str,
    pub base_url: &'a str,
    pub locales: &'a [String],
    pub default_locale: &'a str,
    pub l10n: &'a Localizer,
    pub tera: &'a tera::Tera,
    pub archives: &'a [ArchiveSummary],
    pub unreadable: &'a [Unreadable],
    pub content: &'a [ContentPage],
    /// `content/annotations.toml`, for the history pages.
    pub annotations: &'a [crate::content::annotations::Annotation],
    /// The figure fonts (history figures are drawn with the site pages).
    pub fonts: &'a crate::figures::Fonts,
    /// Where the history figures' PNGs are remembered, and the project part of their key.
    pub cache: &'a super::cache::Cache,
    pub fingerprint: &'a super::cache::Fingerprint,
    /// The optional formats every report has (`[outputs]`): the only ones linked.
    pub offered: crate::config::Offered,
}

pub type Output = Vec<(String, Vec<u8>)>;

/// Where each finished page goes as soon as it is made (the site's writer). A site of a
/// thousand archives has thousands of site pages (a comparison for every pair of runs):
/// holding them all until the last was made grew the build's memory with the archives.
pub type Emit<'a> = &'a (dyn Fn(String, Vec<u8>) + Sync);

fn emit_all(emit: Emit, pages: Output) {
    for (path, bytes) in pages {
        emit(path, bytes);
    }
}

impl SiteData<'_> {
    /// The history of every series (pure; from the summaries and the annotations).
    pub fn history(&self) -> crate::history::History {
        crate::history::history(
            self.archives,
            self.annotations,
            &crate::history::detect::DetectOptions::default(),
        )
    }

    /// Versions in version order (semver aware, `dev` last), runs by timestamp.
    pub fn versions(&self) -> Vec<Version<'_>> {
        let mut by_slug: std::collections::BTreeMap<&str, Vec<&ArchiveSummary>> =
            Default::default();
        for a in self.archives {
            by_slug.entry(a.group.as_str()).or_default().push(a);
        }
        let mut versions: Vec<Version> = by_slug
            .into_iter()
            .map(|(slug, mut runs)| {
                runs.sort_by(|a, b| a.stem.cmp(&b.stem));
                Version { slug, runs }
            })
            .collect();
        versions.sort_by(|a, b| {
            VersionKey::parse(a.label())
                .cmp(&VersionKey::parse(b.label()))
                .then_with(|| a.slug.cmp(b.slug))
        });
        versions
    }

    /// The frame of the page at `path` (site-relative) whose twin in locale `l` is `path_in(l)`.
    pub fn frame(
        &self,
        tag: &str,
        path: &str,
        title: String,
        path_in: impl Fn(&str) -> String,
    ) -> Frame {
        let root = super::frame::root_prefix(path);
        let locale = self.l10n.locale(tag).expect("locale checked at start");
        let mut nav = vec![NavItem {
            href: format!("{root}{tag}/index.html"),
            label: self.l10n.label(locale, "site-home").unwrap_or_default(),
            current: path == format!("{tag}/index.html"),
            lang: None,
        }];
        for page in self.content {
            if let Some((v, fallback)) = page.variant(tag, self.default_locale) {
                let target = format!("{tag}/{}/index.html", page.name);
                nav.push(NavItem {
                    href: format!("{root}{target}"),
                    label: v.title.clone(),
                    current: path == target,
                    lang: fallback
                        .map(|f| if f.is_empty() { self.default_locale } else { f })
                        .filter(|f| *f != tag)
                        .map(str::to_string),
                });
            }
        }
        let history = format!("{tag}/history/index.html");
        nav.push(NavItem {
            href: format!("{root}{history}"),
            label: self.l10n.label(locale, "history-nav").unwrap_or_default(),
            current: path == history,
            lang: None,
        });
        let corrections = crate::site::corrections_page(tag);
        nav.push(NavItem {
            href: format!("{root}{corrections}"),
            label: self
                .l10n
                .label(locale, "corrections-nav")
                .unwrap_or_default(),
            current: path == corrections,
            lang: None,
        });
        Frame {
            lang: tag.to_string(),
            title,
            site_title: self.title.to_string(),
            root: root.clone(),
            home_href: format!("{root}{tag}/index.html"),
            alternates: alternates(self.l10n, self.locales, tag, path, path_in, self.base_url),
            nav,
        }
    }

    pub fn locale(&self, tag: &str) -> &Locale {
        self.l10n.locale(tag).expect("locale checked at start")
    }

    pub fn label(&self, tag: &str, id: &str) -> String {
        self.l10n.label(self.locale(tag), id).unwrap_or_default()
    }

    /// The links to a report's other formats (in `dir`, relative to the linking page): only
    /// those the project makes (`[outputs]`), deck first.
    pub fn format_links(&self, tag: &str, dir: &str) -> Vec<FormatLink> {
        let o = self.offered;
        [
            (o.deck, "deck.html", "site-view-deck", None),
            (o.print, "print.html", "site-view-print", None),
            (
                o.pdf,
                "report.pdf",
                "site-view-pdf",
                Some("application/pdf"),
            ),
            (o.markdown, "report.md", "site-view-markdown", None),
        ]
        .into_iter()
        .filter(|(made, ..)| *made)
        .map(|(_, file, label, mime)| FormatLink {
            href: format!("{dir}/{file}"),
            label: self.label(tag, label),
            mime,
        })
        .collect()
    }

    /// Renders `template` with the frame, the labels and one named view.
    pub fn render(
        &self,
        template: &str,
        frame: &Frame,
        name: &'static str,
        view: &impl serde::Serialize,
    ) -> Result<Vec<u8>, tera::Error> {
        let mut cx = tera::Context::new();
        cx.insert("page", frame);
        cx.insert(
            "t",
            &super::frame::labels(self.l10n, self.locale(&frame.lang)),
        );
        cx.insert(name, view);
        Ok(self.tera.render(template, &cx)?.into_bytes())
    }
}

/// Every site-wide page, each given to `emit` once made.
pub fn all(site: &SiteData, emit: Emit) -> Result<(), tera::Error> {
    use rayon::prelude::*;
    let history = site.history();
    // The locales in parallel (and the history series inside each): the history charts are
    // rasterised on every build, since they change with any archive.
    site.locales.par_iter().try_for_each(|tag| {
        emit_all(emit, home::home(site, tag)?);
        version::versions(site, tag, emit)?;
        compare::compares(site, tag, emit)?;
        compare::run_compares(site, tag, &history, emit)?;
        history::pages(site, tag, &history, emit)?;
        let (path, bytes) = feed::feed(site, tag, &history);
        emit(path, bytes);
        emit_all(emit, misc::content_pages(site, tag)?);
        emit_all(emit, corrections::corrections(site, tag)?);
        Ok::<(), tera::Error>(())
    })?;
    emit_all(emit, misc::root(site)?);
    // A sitemap must list absolute URLs: without `base_url` there is none.
    if !site.base_url.is_empty() {
        emit("sitemap.xml".into(), misc::sitemap(site).into_bytes());
    }
    emit(".nojekyll".into(), Vec::new());
    Ok(())
}

/// `<slug>--<slug>` directory of the comparison of two adjacent versions.
pub fn compare_dir(a: &str, b: &str) -> String {
    format!("compare/{}--{}", super::sanitize(a), super::sanitize(b))
}
