//! Loading locale files: the embedded ones, then a project's `locales/` folder; building each
//! Fluent bundle, its fallback chain, its number style and the formatting functions.

use super::format::{NumberStyle, Pattern};
use super::{Locale, Localizer};
use fluent_bundle::{concurrent::FluentBundle, FluentArgs, FluentResource, FluentValue};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::{Arc, Mutex};
use thiserror::Error;
use unic_langid::LanguageIdentifier;

/// Locale files built into the binary.
const EMBEDDED: &[(&str, &str)] = &[
    ("en", include_str!("../../locales/en.ftl")),
    ("zh-CN", include_str!("../../locales/zh-CN.ftl")),
];

#[derive(Debug, Error)]
pub enum I18nError {
    #[error("{file}: cannot read the locale file: {source}")]
    Io {
        file: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{file}: `{tag}` is not a valid language tag; name locale files like `en.ftl` or `zh-CN.ftl`")]
    BadTag { file: String, tag: String },
    #[error("{file}: Fluent syntax error at line {line}: {message}; fix the entry or compare with locales/en.ftl")]
    Syntax {
        file: String,
        line: usize,
        message: String,
    },
    #[error("{file}: {message}")]
    Bundle { file: String, message: String },
    #[error("default locale `{tag}` has no locale file; add locales/{tag}.ftl or set `default_locale` in bench-site.toml")]
    NoDefault { tag: String },
}

/// Where a locale's text came from.
#[derive(Debug, Clone)]
pub struct LocaleSource {
    pub tag: String,
    pub file: String,
    pub text: String,
}

/// Embedded sources, replaced or extended by `dir/*.ftl`.
pub fn sources(dir: Option<&Path>) -> Result<Vec<LocaleSource>, I18nError> {
    let mut by_tag: BTreeMap<String, LocaleSource> = EMBEDDED
        .iter()
        .map(|(tag, text)| {
            let src = LocaleSource {
                tag: tag.to_string(),
                file: format!("(built-in) locales/{tag}.ftl"),
                text: text.to_string(),
            };
            (tag.to_string(), src)
        })
        .collect();
    if let Some(dir) = dir.filter(|d| d.is_dir()) {
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .map_err(|source| I18nError::Io {
                file: dir.display().to_string(),
                source,
            })?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        for path in files {
            let file = path.display().to_string();
            let tag = path
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let text = std::fs::read_to_string(&path).map_err(|source| I18nError::Io {
                file: file.clone(),
                source,
            })?;
            by_tag.insert(tag.clone(), LocaleSource { tag, file, text });
        }
    }
    Ok(by_tag.into_values().collect())
}

pub(super) fn load(dir: Option<&Path>, default: &str) -> Result<Localizer, I18nError> {
    let sources = sources(dir)?;
    let mut locales = Vec::new();
    for src in &sources {
        locales.push(bundle_for(src)?);
    }
    let default_index = locales
        .iter()
        .position(|l| l.tag == default)
        .ok_or_else(|| I18nError::NoDefault {
            tag: default.into(),
        })?;
    let tags: Vec<String> = locales.iter().map(|l| l.tag.clone()).collect();
    for (i, l) in locales.iter_mut().enumerate() {
        l.chain = chain(i, &tags, default_index);
    }
    let mut localizer = Localizer {
        locales,
        default: default_index,
        unknown_keys: Mutex::new(BTreeSet::new()),
        missing_messages: Mutex::new(BTreeSet::new()),
        resolution_errors: Mutex::new(BTreeSet::new()),
    };
    for i in 0..localizer.locales.len() {
        let (style, list, clause) = read_style(&localizer, i);
        let locale = &mut localizer.locales[i];
        add_functions(&mut locale.bundle, Arc::new(style.clone()));
        locale.style = style;
        locale.list_separator = list;
        locale.clause_separator = clause;
    }
    Ok(localizer)
}

fn bundle_for(src: &LocaleSource) -> Result<Locale, I18nError> {
    let langid: LanguageIdentifier = src.tag.parse().map_err(|_| I18nError::BadTag {
        file: src.file.clone(),
        tag: src.tag.clone(),
    })?;
    let resource = FluentResource::try_new(src.text.clone()).map_err(|(_, errors)| {
        let first = &errors[0];
        I18nError::Syntax {
            file: src.file.clone(),
            line: src.text[..first.pos.start.min(src.text.len())]
                .lines()
                .count()
                .max(1),
            message: format!("{:?}", first.kind),
        }
    })?;
    let ids: BTreeSet<String> = resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect();
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .map_err(|errors| I18nError::Bundle {
            file: src.file.clone(),
            message: format!("{errors:?}"),
        })?;
    Ok(Locale {
        tag: src.tag.clone(),
        bundle,
        chain: vec![],
        style: NumberStyle::default(),
        list_separator: String::new(),
        clause_separator: String::new(),
        ids,
    })
}

/// This locale, then locales of the same language (`zh-TW` → `zh` → `zh-CN`), then the default.
fn chain(i: usize, tags: &[String], default: usize) -> Vec<usize> {
    let lang = |t: &str| t.split('-').next().unwrap_or("").to_string();
    let mut chain = vec![i];
    let mine = lang(&tags[i]);
    let mut same: Vec<usize> = (0..tags.len())
        .filter(|&j| j != i && lang(&tags[j]) == mine)
        .collect();
    // The bare language tag first (`zh` before `zh-CN`).
    same.sort_by_key(|&j| (tags[j].contains('-'), tags[j].clone()));
    chain.extend(same);
    if !chain.contains(&default) {
        chain.push(default);
    }
    chain
}

/// Reads the number marks, unit patterns and joiners of locale `i` through its chain.
fn read_style(l: &Localizer, i: usize) -> (NumberStyle, String, String) {
    let locale = &l.locales[i];
    let get = |id: &str| l.message(locale, id, None).unwrap_or_default();
    // The placeholder cannot occur in locale text; splitting on it yields prefix and suffix.
    let pattern = |id: &str| {
        let args = FluentArgs::from_iter([("value", FluentValue::from("\u{E00F}"))]);
        let s = l
            .message(locale, id, Some(&args))
            .unwrap_or_else(|| "\u{E00F}".into());
        let (prefix, suffix) = s.split_once('\u{E00F}').unwrap_or((&s, ""));
        Pattern {
            prefix: prefix.to_string(),
            suffix: suffix.to_string(),
        }
        .non_breaking()
    };
    let style = NumberStyle {
        decimal: get("number-decimal-separator"),
        group: get("number-group-separator"),
        seconds: pattern("value-seconds"),
        milliseconds: pattern("value-milliseconds"),
        microseconds: pattern("value-microseconds"),
        percent: pattern("value-percent"),
        multiple: pattern("value-multiple"),
        rate: pattern("value-rate"),
        not_a_number: get("number-not-a-number"),
        infinity: get("number-infinity"),
        minus_infinity: get("number-minus-infinity"),
    };
    (style, get("list-separator"), get("clause-separator"))
}

fn number(v: Option<&FluentValue>) -> Option<f64> {
    match v? {
        FluentValue::Number(n) => Some(n.value),
        FluentValue::String(s) => s.parse().ok(),
        _ => None,
    }
}

fn digits(named: &FluentArgs, default: usize) -> usize {
    number(named.get("digits")).map_or(default, |d| d.clamp(0.0, 12.0) as usize)
}

/// `COUNT($n)`, `DECIMAL($x, digits: 2)`, `PERCENT($fraction, digits: 1)` and `DURATION($s)`:
/// numbers in messages formatted with this locale's marks.
fn add_functions(bundle: &mut FluentBundle<FluentResource>, style: Arc<NumberStyle>) {
    let s = style.clone();
    let _ = bundle.add_function("COUNT", move |pos, _| match number(pos.first()) {
        Some(v) => FluentValue::from(s.count(v.round() as i64)),
        None => FluentValue::Error,
    });
    let s = style.clone();
    let _ = bundle.add_function("DECIMAL", move |pos, named| match number(pos.first()) {
        Some(v) => FluentValue::from(s.fixed(v, digits(named, 2), true)),
        None => FluentValue::Error,
    });
    let s = style.clone();
    let _ = bundle.add_function("PERCENT", move |pos, named| match number(pos.first()) {
        Some(v) => FluentValue::from(s.percent(v, digits(named, 1))),
        None => FluentValue::Error,
    });
    let s = style;
    let _ = bundle.add_function("DURATION", move |pos, _| match number(pos.first()) {
        Some(v) => FluentValue::from(s.duration(v)),
        None => FluentValue::Error,
    });
}
