//! i18n: loads `locales/*.ftl` with Fluent and turns language-neutral [`Text`] into localized
//! [`Inline`] spans. Numbers are formatted by [`format::NumberStyle`], whose marks and unit words
//! come from the locale file. The shipped locales are embedded; a `locales/` folder in the
//! project adds locales or replaces embedded ones file by file.

pub mod audit;
pub mod format;
pub mod ftl;
pub mod legacy;
mod load;
pub mod registry;
pub mod scaffold;
pub mod spans;

use crate::document::{Arg, Text, Value};
use fluent_bundle::{concurrent::FluentBundle, FluentArgs, FluentResource, FluentValue};
use format::NumberStyle;
pub use load::{sources as locale_sources, I18nError, LocaleSource};
pub use spans::{plain, Inline, Span};
use std::collections::BTreeSet;
use std::sync::Mutex;

/// One loaded locale.
pub struct Locale {
    pub tag: String,
    bundle: FluentBundle<FluentResource>,
    /// Indexes of the locales to try, this one first, the default last.
    chain: Vec<usize>,
    pub style: NumberStyle,
    list_separator: String,
    clause_separator: String,
    /// The font families this locale's figures prefer (`figure-font-family`), in order.
    pub figure_fonts: Vec<String>,
    /// Every message id the file defines.
    pub ids: BTreeSet<String>,
}

/// All locales of a build, with the record of what could not be resolved.
pub struct Localizer {
    locales: Vec<Locale>,
    default: usize,
    unknown_keys: Mutex<BTreeSet<String>>,
    missing_messages: Mutex<BTreeSet<(String, String)>>,
    /// (locale, message id, what went wrong) for messages Fluent could not resolve cleanly.
    resolution_errors: Mutex<BTreeSet<(String, String, String)>>,
    /// Legacy archive prose and the keys it stands for.
    legacy: legacy::Table,
}

fn is_variable_error(e: &fluent_bundle::FluentError) -> bool {
    use fluent_bundle::resolver::errors::{ReferenceKind, ResolverError};
    matches!(
        e,
        fluent_bundle::FluentError::ResolverError(ResolverError::Reference(
            ReferenceKind::Variable { .. }
        ))
    )
}

/// An archive string that looks like a message key: lowercase words joined by dots.
pub fn looks_like_key(s: &str) -> bool {
    let mut parts = s.split('.');
    let first_ok = parts
        .next()
        .is_some_and(|p| !p.is_empty() && p.starts_with(|c: char| c.is_ascii_lowercase()));
    let rest: Vec<&str> = parts.collect();
    first_ok
        && !rest.is_empty()
        && s.split('.').all(|p| {
            !p.is_empty()
                && p.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        })
}

/// Archive text that reads as a sentence (it has spaces or non-ASCII letters), as opposed to a
/// literal such as `/proc/cpuinfo`: only sentences are marked as untranslated.
pub fn is_prose(s: &str) -> bool {
    s.chars().any(|c| c.is_whitespace() || !c.is_ascii())
}

/// The Fluent id of an archive message key: `report.absolute_note` → `key-report-absolute_note`.
pub fn key_id(key: &str) -> String {
    format!("key-{}", key.replace('.', "-"))
}

impl Localizer {
    /// Loads the embedded locales plus every `*.ftl` in `dir` (if given); `default` is the tag
    /// that every chain ends with.
    pub fn load(dir: Option<&std::path::Path>, default: &str) -> Result<Localizer, I18nError> {
        load::load(dir, default)
    }

    pub fn tags(&self) -> Vec<String> {
        self.locales.iter().map(|l| l.tag.clone()).collect()
    }

    pub fn default_tag(&self) -> &str {
        &self.locales[self.default].tag
    }

    pub fn locale(&self, tag: &str) -> Option<&Locale> {
        self.locales.iter().find(|l| l.tag == tag)
    }

    pub fn locales(&self) -> &[Locale] {
        &self.locales
    }

    /// Archive keys that no locale translates (seen so far).
    pub fn unknown_keys(&self) -> Vec<String> {
        self.unknown_keys
            .lock()
            .map(|k| k.iter().cloned().collect())
            .unwrap_or_default()
    }

    /// (locale, message id) pairs that were requested but are defined nowhere in the chain.
    pub fn missing_messages(&self) -> Vec<(String, String)> {
        self.missing_messages
            .lock()
            .map(|k| k.iter().cloned().collect())
            .unwrap_or_default()
    }

    /// (locale, message id, error) of every message that could not be resolved (a reference to
    /// a missing message or term, a cycle, ...) in the locale that defines it; the text shown
    /// came from the next locale of the chain that resolves it, if any.
    pub fn resolution_errors(&self) -> Vec<(String, String, String)> {
        self.resolution_errors
            .lock()
            .map(|k| k.iter().cloned().collect())
            .unwrap_or_default()
    }

    /// Resolves every message of every locale once (without arguments), so that `check` finds
    /// references to missing messages or terms and cycles even in messages this project's
    /// archives never show; they land in [`Localizer::resolution_errors`].
    pub fn resolve_all(&self) {
        for locale in &self.locales {
            for id in &locale.ids {
                let _ = self.message(locale, id, None);
            }
        }
    }

    /// Localizes `text` for `locale` into spans.
    pub fn inline(&self, locale: &Locale, text: &Text) -> Inline {
        spans::parse(&self.string(locale, text))
    }

    /// The plain text of message `id` without arguments, through the locale's fallback chain.
    pub fn label(&self, locale: &Locale, id: &str) -> Option<String> {
        self.message(locale, id, None)
            .map(|s| spans::plain(&spans::parse(&s)))
    }

    /// Localizes `text` to plain text (no emphasis markers, data unescaped).
    pub fn plain(&self, locale: &Locale, text: &Text) -> String {
        spans::plain(&self.inline(locale, text))
    }

    /// Formats message `id` for `locale`, with sentinels for data runs. A message Fluent
    /// cannot resolve cleanly (it would show `{site-home}` or `{-term}`) is recorded, and the
    /// next locale of the chain that resolves it is used instead.
    fn message(&self, locale: &Locale, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        let mut first = None;
        for &i in &locale.chain {
            let bundle = &self.locales[i].bundle;
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = vec![];
            let out = bundle.format_pattern(pattern, args, &mut errors);
            // Labels are read without arguments; a variable they lack is not the locale's fault.
            let errors: Vec<String> = errors
                .iter()
                .filter(|e| args.is_some() || !is_variable_error(e))
                .map(|e| e.to_string())
                .collect();
            if errors.is_empty() {
                return Some(locale.style.bind_units(&out));
            }
            if let Ok(mut record) = self.resolution_errors.lock() {
                record.insert((
                    self.locales[i].tag.clone(),
                    id.to_string(),
                    errors.join("; "),
                ));
            }
            first.get_or_insert_with(|| locale.style.bind_units(&out));
        }
        first
    }

    fn string(&self, locale: &Locale, text: &Text) -> String {
        match text {
            Text::Msg(m) => {
                let mut args = FluentArgs::new();
                for (name, arg) in &m.args {
                    match arg {
                        Arg::Num(v) => args.set(*name, FluentValue::from(*v)),
                        Arg::Key(k) => args.set(*name, FluentValue::from(*k)),
                        Arg::Text(t) => args.set(*name, FluentValue::from(self.string(locale, t))),
                    }
                }
                self.message(locale, m.id, Some(&args)).unwrap_or_else(|| {
                    if let Ok(mut missing) = self.missing_messages.lock() {
                        missing.insert((locale.tag.clone(), m.id.to_string()));
                    }
                    spans::wrap_code(m.id)
                })
            }
            Text::Value(v) => self.value(locale, v),
            Text::Data(s) => spans::wrap_data(s),
            Text::Code(s) => spans::wrap_code(s),
            Text::Archive { value, params } => self.archive(locale, value, params),
            Text::Strong(t) => format!("**{}**", self.string(locale, t)),
            Text::Seq(parts) => parts.iter().map(|p| self.string(locale, p)).collect(),
            Text::List(items) => self.join(locale, items, &locale.list_separator),
            Text::Clauses(items) => self.join(locale, items, &locale.clause_separator),
            Text::Link { href, text } => spans::wrap_link(href, &self.string(locale, text)),
            Text::Empty => self
                .message(locale, "empty-marker", None)
                .unwrap_or_default(),
        }
    }

    fn join(&self, locale: &Locale, items: &[Text], sep: &str) -> String {
        items
            .iter()
            .map(|i| self.string(locale, i))
            .collect::<Vec<_>>()
            .join(sep)
    }

    fn value(&self, locale: &Locale, v: &Value) -> String {
        let s = &locale.style;
        match *v {
            Value::Count(n) => s.count(n),
            Value::Id(n) => n.to_string(),
            Value::Duration(secs) => s.duration(secs),
            Value::Micros { seconds, signed } => s.microseconds_whole(seconds, signed),
            Value::Percent { fraction, digits } => s.percent(fraction, digits),
            Value::Multiple(x) => s.multiple(x),
            Value::MultipleFine(x) => s.multiple_digits(x, 3),
            Value::Tier(us) => s.tier(us),
            Value::Rate(r) => s.rate(r),
            Value::Decimal { value, digits } => s.fixed(value, digits, true),
            Value::Raw(v) => s.raw(v),
            Value::Significant(v) => s.significant(v, 3),
        }
    }

    /// Resolves an archive string: a known key is translated with the archive's parameters; an
    /// unknown key shows as itself (and is recorded for `check`); legacy prose the table knows
    /// is translated as its key; other prose is quoted data, marked as untranslated.
    fn archive(
        &self,
        locale: &Locale,
        value: &str,
        params: &serde_json::Map<String, serde_json::Value>,
    ) -> String {
        if let Some(key) = self.legacy.key(value).filter(|_| !looks_like_key(value)) {
            return self.archive(locale, key, params);
        }
        if !looks_like_key(value) && !is_prose(value) {
            return spans::wrap_data(value);
        }
        if !looks_like_key(value) {
            let args =
                FluentArgs::from_iter([("text", FluentValue::from(spans::wrap_data(value)))]);
            return self
                .message(locale, "untranslated-archive-text", Some(&args))
                .unwrap_or_else(|| spans::wrap_data(value));
        }
        let id = key_id(value);
        let mut args = FluentArgs::new();
        for (name, v) in params {
            if let Some(fv) = self.param(locale, v) {
                args.set(name.clone(), fv);
            }
        }
        match self.message(locale, &id, Some(&args)) {
            Some(s) => s,
            None => {
                if let Ok(mut keys) = self.unknown_keys.lock() {
                    keys.insert(value.to_string());
                }
                spans::wrap_code(value)
            }
        }
    }

    /// An archive parameter as a Fluent value: numbers stay numbers (the message formats them
    /// with DECIMAL or PERCENT), strings and lists are resolved like archive text.
    fn param(&self, locale: &Locale, v: &serde_json::Value) -> Option<FluentValue<'static>> {
        use serde_json::Value as J;
        let empty = serde_json::Map::new();
        match v {
            J::Number(n) => n.as_f64().map(FluentValue::from),
            J::String(s) if s.is_empty() => Some(FluentValue::from(String::new())),
            // A word of the archive's fixed vocabulary (a drive generation: `current`,
            // `previous`) in the reader's words, where the locales have a `key-word-` message.
            J::String(s) if is_word(s) => Some(FluentValue::from(
                self.message(locale, &format!("key-word-{s}"), None)
                    .unwrap_or_else(|| spans::wrap_data(s)),
            )),
            // A parameter that is not a key is a literal (a file location, a name): plain data.
            J::String(s) if !looks_like_key(s) => Some(FluentValue::from(spans::wrap_data(s))),
            J::String(s) => Some(FluentValue::from(self.archive(locale, s, &empty))),
            J::Array(items) => {
                let parts: Vec<String> = items
                    .iter()
                    .map(|i| match i {
                        J::String(s) => self.archive(locale, s, &empty),
                        other => spans::wrap_data(&other.to_string()),
                    })
                    .collect();
                Some(FluentValue::from(parts.join(&locale.list_separator)))
            }
            J::Bool(b) => Some(FluentValue::from(b.to_string())),
            _ => None,
        }
    }
}

/// A lowercase word (`previous`), the shape of the archive's fixed vocabulary.
fn is_word(s: &str) -> bool {
    !s.is_empty() && s.len() <= 32 && s.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_broken_message_is_found_and_the_fallback_shown() {
        let dir = tempfile::tempdir().unwrap();
        let zh = include_str!("../../locales/zh-CN.ftl")
            .replace("site-home = 首页", "site-home = { site-home }")
            .replace("caveat-queueing = ", "caveat-queueing = { -no-such-term } ");
        std::fs::write(dir.path().join("zh-CN.ftl"), zh).unwrap();
        let l10n = Localizer::load(Some(dir.path()), "en").unwrap();
        let zh = l10n.locale("zh-CN").unwrap();
        assert_eq!(l10n.label(zh, "site-home").as_deref(), Some("Home"));
        l10n.resolve_all();
        let ids: Vec<String> = l10n
            .resolution_errors()
            .into_iter()
            .filter(|(tag, _, _)| tag == "zh-CN")
            .map(|(_, id, _)| id)
            .collect();
        assert_eq!(
            ids,
            ["caveat-queueing", "site-home"],
            "a message no archive shows is found too"
        );
        assert!(
            l10n.resolution_errors()
                .iter()
                .all(|(tag, _, _)| tag == "zh-CN"),
            "the shipped English resolves cleanly: {:?}",
            l10n.resolution_errors()
        );
    }
}
