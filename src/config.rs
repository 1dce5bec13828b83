//! `bench-site.toml`: the project configuration. Every key is optional; unknown keys are an
//! error, so a typo never passes silently.
//!
//! ```toml
//! title = "zoo-framework benchmarks"   # site title (default: "Benchmark reports")
//! results = "results"                   # archives, relative to the project root
//! out = "site"                          # output directory
//! locales = ["en", "zh-CN"]             # default: every locale file available
//! default_locale = "en"                 # fallback for missing messages
//! base_url = "https://me.github.io/proj" # absolute links (sitemap, hreflang, 404); optional
//! theme = "my-theme"                    # a theme folder whose files replace the built-in ones
//! size_limit_mb = 1000                  # warn above this site size (GitHub Pages: 1 GB); 0: never
//!
//! [thresholds]
//! overhead_share = 0.15                 # the overhead crossing threshold (fraction)
//! min_rounds_for_band = 4               # fewer rounds give no noise band
//!
//! [pdf]
//! tagged = true                         # report.pdf and deck.pdf carry a tag tree
//!
//! [outputs]
//! formats = ["markdown", "print", "deck", "deck-pdf", "pdf", "png"]   # the default: all
//! ```

use serde::{Deserialize, Serialize};
use std::path::Path;
use thiserror::Error;

#[derive(Debug, Clone, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub title: String,
    pub results: String,
    pub out: String,
    /// Locales to build; empty means every available locale.
    pub locales: Vec<String>,
    pub default_locale: String,
    /// Site URL for absolute links (sitemap, hreflang, the 404 page); empty keeps links relative.
    pub base_url: String,
    /// A theme directory (relative to the root) whose files replace the built-in ones.
    pub theme: Option<String>,
    pub thresholds: Thresholds,
    pub pdf: PdfConfig,
    pub archive_copy: ArchiveCopy,
    pub outputs: Outputs,
    /// The site size, in MB (10^6 bytes), above which `build` warns and says what makes the
    /// site smaller: GitHub Pages publishes no site over 1 GB. 0 never warns.
    pub size_limit_mb: u64,
}

/// `[outputs]`: which formats every archive gets besides its HTML report, its SVG figures,
/// `appendix-raw.md` and its archive copy or link (always made: the site links them, and every
/// raw value stays reachable through the archive).
#[derive(Debug, Clone, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct Outputs {
    pub formats: Vec<Format>,
}

impl Default for Outputs {
    fn default() -> Self {
        Outputs {
            formats: Format::ALL.to_vec(),
        }
    }
}

/// An output format that can be left out of a site (a site of many archives that must stay
/// small, or fast to build).
#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// `report.md`.
    Markdown,
    /// `print.html`.
    Print,
    /// `deck.html`.
    Deck,
    /// `deck.pdf`.
    DeckPdf,
    /// `report.pdf`.
    Pdf,
    /// `figures/<locale>-<name>.png`.
    Png,
    /// `data/<release>/<run>.rounds.csv`: the raw rounds as one CSV for every locale. Left
    /// out, Appendix B points into the archive (its copy or its link), which holds them too.
    Rounds,
}

impl Format {
    pub const ALL: [Format; 7] = [
        Format::Markdown,
        Format::Print,
        Format::Deck,
        Format::DeckPdf,
        Format::Pdf,
        Format::Png,
        Format::Rounds,
    ];
}

impl Format {
    /// A comma-separated list of format names (`--formats`), as `[outputs] formats` spells
    /// them; an empty list is no optional format.
    pub fn parse_list(list: &str) -> Result<Vec<Format>, String> {
        use serde::de::IntoDeserializer;
        list.split(',')
            .map(str::trim)
            .filter(|name| !name.is_empty())
            .map(|name| {
                Format::deserialize(name.into_deserializer())
                    .map_err(|e: serde::de::value::Error| e.to_string())
            })
            .collect()
    }
}

/// Which optional formats a site has, as the pages that link them see it.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
pub struct Offered {
    pub markdown: bool,
    pub print: bool,
    pub deck: bool,
    pub deck_pdf: bool,
    pub pdf: bool,
    pub png: bool,
    pub rounds: bool,
}

impl Offered {
    pub const ALL: Offered = Offered {
        markdown: true,
        print: true,
        deck: true,
        deck_pdf: true,
        pdf: true,
        png: true,
        rounds: true,
    };
}

impl Outputs {
    pub fn offered(&self) -> Offered {
        let has = |f| self.formats.contains(&f);
        Offered {
            markdown: has(Format::Markdown),
            print: has(Format::Print),
            deck: has(Format::Deck),
            deck_pdf: has(Format::DeckPdf),
            pdf: has(Format::Pdf),
            png: has(Format::Png),
            rounds: has(Format::Rounds),
        }
    }
}

/// `[archive_copy]`: how the site keeps each archive, the one place every raw value stays
/// reachable (the reports link it).
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct ArchiveCopy {
    pub mode: CopyMode,
    /// For `mode = "link"`: the URL of an archive, with `{path}` standing for its path in the
    /// project (`results/<release>/<run>.json`), e.g. a repository's raw-file URL.
    pub url: String,
}

#[derive(Debug, Clone, Copy, Default, Deserialize, PartialEq)]
#[serde(rename_all = "lowercase")]
pub enum CopyMode {
    /// `data/<release>/<run>.json`, byte for byte.
    #[default]
    Copy,
    /// `data/<release>/<run>.json.gz`: about a fifth of the bytes on disk (and the raw
    /// rounds as `<run>.rounds.csv.gz`, a third).
    Gzip,
    /// No copy: the reports link `url` instead (the archives stay in the repository); the
    /// raw rounds are gzipped as with `Gzip`.
    Link,
}

/// `[pdf]`: how `report.pdf` and `deck.pdf` are written.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct PdfConfig {
    /// The logical structure (headings, tables, lists, figures with alternative text) for
    /// screen readers and reflow. It makes a report of large appendix tables about five times
    /// larger (1.5 MB against 0.3 MB for the real 0.8.0 archive); a site that must stay small
    /// can turn it off.
    pub tagged: bool,
}

impl Default for PdfConfig {
    fn default() -> Self {
        PdfConfig { tagged: true }
    }
}

#[derive(Debug, Clone, Copy, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct Thresholds {
    /// Overhead share (fraction of end-to-end) at or below which overhead counts as small.
    pub overhead_share: f64,
    /// Rounds a unit needs before its spread enters the noise band.
    pub min_rounds_for_band: usize,
}

impl Default for Thresholds {
    fn default() -> Self {
        Thresholds {
            overhead_share: 0.15,
            min_rounds_for_band: 4,
        }
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            title: "Benchmark reports".into(),
            results: "results".into(),
            out: "site".into(),
            locales: vec![],
            default_locale: "en".into(),
            base_url: String::new(),
            theme: None,
            thresholds: Thresholds::default(),
            pdf: PdfConfig::default(),
            archive_copy: ArchiveCopy::default(),
            outputs: Outputs::default(),
            size_limit_mb: 1000,
        }
    }
}

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("{path}: cannot read the configuration: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{path}: {message}; see the keys documented in the README (section Configuration)")]
    Parse { path: String, message: String },
    #[error("{path}: `{key}` {message}")]
    Invalid {
        path: String,
        key: &'static str,
        message: &'static str,
    },
}

impl Config {
    /// Reads `root/bench-site.toml`, or the defaults when the file does not exist.
    pub fn load(root: &Path) -> Result<Config, ConfigError> {
        let path = root.join("bench-site.toml");
        let shown = path.display().to_string();
        if !path.exists() {
            return Ok(Config::default());
        }
        let text = std::fs::read_to_string(&path).map_err(|source| ConfigError::Io {
            path: shown.clone(),
            source,
        })?;
        let config: Config = toml::from_str(&text).map_err(|e| ConfigError::Parse {
            path: shown.clone(),
            message: e.to_string().trim().replace('\n', " "),
        })?;
        let t = config.thresholds;
        if !(t.overhead_share > 0.0 && t.overhead_share < 1.0) {
            return Err(ConfigError::Invalid {
                path: shown,
                key: "thresholds.overhead_share",
                message: "must be a fraction between 0 and 1, e.g. 0.15",
            });
        }
        if t.min_rounds_for_band < 2 {
            return Err(ConfigError::Invalid {
                path: shown,
                key: "thresholds.min_rounds_for_band",
                message: "must be 2 or more (a spread needs two rounds)",
            });
        }
        let copy = &config.archive_copy;
        if copy.mode == CopyMode::Link && !copy.url.contains("{path}") {
            return Err(ConfigError::Invalid {
                path: shown,
                key: "archive_copy.url",
                message: "with mode = \"link\" it must be a URL holding {path}, e.g. \"https://github.com/you/bench/raw/main/{path}\"",
            });
        }
        Ok(config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_keys_are_rejected() {
        let err = toml::from_str::<Config>("titel = 'x'").unwrap_err();
        assert!(err.to_string().contains("unknown field `titel`"));
    }

    #[test]
    fn outputs_default_to_every_format_and_name_a_wrong_one() {
        assert_eq!(Config::default().outputs.offered(), Offered::ALL);
        let c: Config = toml::from_str("[outputs]\nformats = ['pdf', 'deck-pdf']").unwrap();
        let offered = c.outputs.offered();
        assert!(offered.pdf && offered.deck_pdf && !offered.deck && !offered.png);
        let none: Config = toml::from_str("[outputs]\nformats = []").unwrap();
        assert!(!none.outputs.offered().markdown);
        let err = toml::from_str::<Config>("[outputs]\nformats = ['docx']")
            .unwrap_err()
            .to_string();
        assert!(err.contains("docx") && err.contains("deck-pdf"), "{err}");
    }

    #[test]
    fn a_format_list_parses_as_the_config_spells_it() {
        assert_eq!(
            Format::parse_list("deck, deck-pdf,rounds"),
            Ok(vec![Format::Deck, Format::DeckPdf, Format::Rounds])
        );
        assert_eq!(Format::parse_list(""), Ok(vec![]));
        let err = Format::parse_list("pdf,docx").unwrap_err();
        assert!(err.contains("docx") && err.contains("deck-pdf"), "{err}");
    }

    #[test]
    fn archive_copy_modes_parse() {
        let c: Config = toml::from_str("[archive_copy]\nmode = 'gzip'").unwrap();
        assert_eq!(c.archive_copy.mode, CopyMode::Gzip);
        assert!(toml::from_str::<Config>("[archive_copy]\nmode = 'zip'").is_err());
    }

    #[test]
    fn a_link_needs_a_url_with_the_path() {
        let dir = tempfile::tempdir().unwrap();
        let toml = "[archive_copy]\nmode = 'link'\nurl = 'https://example.com/'";
        std::fs::write(dir.path().join("bench-site.toml"), toml).unwrap();
        let err = Config::load(dir.path()).unwrap_err().to_string();
        assert!(
            err.contains("archive_copy.url") && err.contains("{path}"),
            "{err}"
        );
    }

    #[test]
    fn defaults_fill_missing_keys() {
        let c: Config = toml::from_str("title = 'x'\n[thresholds]\noverhead_share = 0.2").unwrap();
        assert_eq!(c.thresholds.overhead_share, 0.2);
        assert_eq!(c.thresholds.min_rounds_for_band, 4);
        assert_eq!(c.default_locale, "en");
    }
}
