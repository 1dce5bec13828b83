//! Stage: content. Annotations of a project's history from `content/annotations.toml`: a run
//! (`<version folder>/<file stem>`) or a date, a text per locale, and whether the change it
//! explains is accepted (an accepted shift starts a new baseline: no change is reported across
//! it).
//!
//! ```toml
//! [[annotation]]
//! run = "zoo-framework-dev/20261012T080000Z"   # or: date = "2026-10-12"
//! accepted = true
//! text = { en = "New scheduler core", zh-CN = "新的调度核心" }
//! ```

use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Annotation {
    /// `<version folder slug>/<file stem>`.
    #[serde(default)]
    pub run: Option<String>,
    /// `YYYY-MM-DD` (UTC): the first run of the series started that day.
    #[serde(default)]
    pub date: Option<String>,
    /// Locale tag → text; a locale without one shows the default locale's.
    pub text: BTreeMap<String, String>,
    #[serde(default)]
    pub accepted: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    annotation: Vec<Annotation>,
}

impl Annotation {
    /// True when this annotation names the run `group/stem` started at `epoch`.
    pub fn names(&self, group: &str, stem: &str, epoch: Option<f64>) -> bool {
        if let Some(run) = &self.run {
            return run == &format!("{group}/{stem}");
        }
        let (Some(date), Some(epoch)) = (&self.date, epoch) else {
            return false;
        };
        let day = crate::i18n::format::utc_minutes(epoch);
        day.get(..10) == Some(date.as_str())
    }

    /// The text in `locale`, else in `default`, else any.
    pub fn text_in(&self, locale: &str, default: &str) -> &str {
        self.text
            .get(locale)
            .or_else(|| self.text.get(default))
            .or_else(|| self.text.values().next())
            .map_or("", String::as_str)
    }
}

/// The annotations of `content_dir/annotations.toml`; none when the file is absent.
pub fn load(content_dir: &Path) -> Result<Vec<Annotation>, super::ContentError> {
    let path = content_dir.join("annotations.toml");
    if !path.is_file() {
        return Ok(vec![]);
    }
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(&path).map_err(|source| super::ContentError::Io {
        path: shown.clone(),
        source,
    })?;
    let file: File = toml::from_str(&text).map_err(|e| super::ContentError::FrontMatter {
        path: shown.clone(),
        message: e.to_string().trim().replace('\n', " "),
    })?;
    for (i, a) in file.annotation.iter().enumerate() {
        if a.run.is_some() == a.date.is_some() {
            return Err(super::ContentError::FrontMatter {
                path: shown,
                message: format!("annotation[{i}]: give exactly one of `run` or `date`"),
            });
        }
    }
    Ok(file.annotation)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn annotations_name_runs_by_path_or_by_day() {
        let by_run: Annotation = toml::from_str("run = \"v/1\"\ntext = { en = \"x\" }").unwrap();
        assert!(by_run.names("v", "1", None) && !by_run.names("v", "2", None));
        let by_day: Annotation =
            toml::from_str("date = \"2026-10-10\"\ntext = { en = \"x\" }").unwrap();
        assert!(by_day.names("v", "x", Some(1791650986.0)));
        assert!(!by_day.names("v", "x", Some(1790995574.0)));
        assert_eq!(by_day.text_in("de", "en"), "x");
    }
}
