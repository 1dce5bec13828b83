//! The locale audit behind `bench-site check` and `locale status`: every locale file held
//! against the registry (the messages and variables the code uses, see [`super::registry`])
//! and against the default locale (text still identical to it is not translated yet).
//!
//! Errors (`check` exits 1): syntax errors, variables the code does not pass, variables the
//! English text shows that a translation drops, misused functions, references to messages or
//! terms the file lacks, messages that refer to themselves, characters no figure font has in
//! text figures draw. Warnings: missing messages (the fallback locale's text is shown), text
//! identical to the default locale, messages nothing uses, a choice (`$flag ->`) a translation
//! ignores.

use super::ftl::{self, CallArg, EntryInfo, FileInfo, Reference};
use super::registry;
use super::LocaleSource;
use std::collections::{BTreeMap, BTreeSet};

/// How serious a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
}

/// One finding, with the file and line it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub severity: Severity,
    pub tag: String,
    pub file: String,
    /// 1-based; 0 when the finding is about the file as a whole.
    pub line: usize,
    /// The message (or term) it is about.
    pub id: Option<String>,
    pub text: String,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        match (self.line, &self.id) {
            (0, _) => write!(f, "{kind}: {}: {}", self.file, self.text),
            (line, Some(id)) => write!(f, "{kind}: {}:{line}: `{id}`: {}", self.file, self.text),
            (line, None) => write!(f, "{kind}: {}:{line}: {}", self.file, self.text),
        }
    }
}

/// One locale's row of the coverage table.
#[derive(Debug, Clone, PartialEq)]
pub struct Coverage {
    pub tag: String,
    pub file: String,
    /// Messages the code uses.
    pub total: usize,
    /// Defined, and different from the default locale (or the same on purpose, or without
    /// text of its own).
    pub translated: usize,
    /// Defined but identical to the default locale.
    pub untranslated: usize,
    pub missing: usize,
    pub errors: usize,
    pub warnings: usize,
}

impl Coverage {
    /// Translated share in percent, one decimal (floored, so 99.96% never reads 100.0%).
    pub fn percent(&self) -> f64 {
        if self.total == 0 {
            return 100.0;
        }
        (self.translated as f64 * 1000.0 / self.total as f64).floor() / 10.0
    }
}

/// What the audit found.
#[derive(Debug, Default)]
pub struct Audit {
    pub findings: Vec<Finding>,
    pub coverage: Vec<Coverage>,
}

impl Audit {
    pub fn errors(&self) -> usize {
        self.findings
            .iter()
            .filter(|f| f.severity == Severity::Error)
            .count()
    }

    pub fn warnings(&self) -> usize {
        self.findings.len() - self.errors()
    }

    /// The coverage table, one line per locale.
    pub fn table(&self) -> String {
        let mut out = format!(
            "{:<10} {:>9} {:>10} {:>12} {:>8} {:>7} {:>9}  file\n",
            "locale", "coverage", "translated", "untranslated", "missing", "errors", "warnings"
        );
        for c in &self.coverage {
            out.push_str(&format!(
                "{:<10} {:>8.1}% {:>10} {:>12} {:>8} {:>7} {:>9}  {}\n",
                c.tag,
                c.percent(),
                format!("{}/{}", c.translated, c.total),
                c.untranslated,
                c.missing,
                c.errors,
                c.warnings,
                c.file
            ));
        }
        out
    }
}

/// What the audit needs to know beyond the files.
pub struct Options<'a> {
    /// The project's default locale.
    pub default: &'a str,
    /// Only these locales (empty: all).
    pub only: &'a [String],
    /// Whether figures draw message `id` (its characters must then have a glyph).
    pub drawn: &'a dyn Fn(&str) -> bool,
    /// Whether figures draw a character as it is (a font has it, or it is invisible).
    pub has_glyph: &'a dyn Fn(char) -> bool,
    /// The font families the figures have.
    pub families: &'a [String],
}

/// Audits every locale of `sources`.
pub fn audit(sources: &[LocaleSource], opts: &Options) -> Audit {
    let reg = registry::registry();
    let read: Vec<(&LocaleSource, FileInfo)> =
        sources.iter().map(|s| (s, ftl::read(&s.text))).collect();
    let default = read.iter().find(|(s, _)| s.tag == opts.default);
    let mut audit = Audit::default();
    for (src, info) in &read {
        if !opts.only.is_empty() && !opts.only.contains(&src.tag) {
            continue;
        }
        let base = default.filter(|(s, _)| s.tag != src.tag).map(|(_, i)| i);
        let mut one = Locale {
            src,
            info,
            out: vec![],
        };
        let coverage = one.run(reg, base, opts);
        audit.findings.append(&mut one.out);
        audit.coverage.push(coverage);
    }
    audit
}

/// The audit of one locale file.
struct Locale<'a> {
    src: &'a LocaleSource,
    info: &'a FileInfo,
    out: Vec<Finding>,
}

impl Locale<'_> {
    fn push(&mut self, severity: Severity, line: usize, id: Option<&str>, text: String) {
        self.out.push(Finding {
            severity,
            tag: self.src.tag.clone(),
            file: self.src.file.clone(),
            line,
            id: id.map(str::to_string),
            text,
        });
    }

    fn run(&mut self, reg: &FileInfo, base: Option<&FileInfo>, opts: &Options) -> Coverage {
        for (line, what) in &self.info.syntax_errors {
            let text = format!("Fluent syntax error ({what}); the entry is skipped until it is fixed, compare it with locales/en.ftl");
            self.push(Severity::Error, *line, None, text);
        }
        let mut cov = Coverage {
            tag: self.src.tag.clone(),
            file: self.src.file.clone(),
            total: reg.messages.len(),
            translated: 0,
            untranslated: 0,
            missing: 0,
            errors: 0,
            warnings: 0,
        };
        for m in &self.info.messages {
            match reg.message(&m.id) {
                Some(expected) => self.variables(m, expected),
                None => self.push(
                    Severity::Warning,
                    m.line,
                    Some(&m.id),
                    "bench-site never shows this message (it is not in the built-in locales/en.ftl); remove it".into(),
                ),
            }
            self.functions(m);
            self.references(m, true);
            if (opts.drawn)(&m.id) {
                self.glyphs(m, opts.has_glyph);
            }
        }
        for t in self.info.terms.values() {
            self.references(t, false);
            self.functions(t);
        }
        self.cycles();
        self.font_preference(opts.families);
        for expected in &reg.messages {
            match self.info.message(&expected.id) {
                None => {
                    cov.missing += 1;
                    self.push(
                        Severity::Warning,
                        0,
                        None,
                        format!("message `{}` is missing; the fallback locale's text is shown (add it: `bench-site locale new` writes every message)", expected.id),
                    );
                }
                Some(m) if self.untranslated(m, base) => {
                    cov.untranslated += 1;
                    let text = "identical to the default locale: not translated yet (if it is the same on purpose, put `# same-as-default` above it)".into();
                    self.push(Severity::Warning, m.line, Some(&m.id), text);
                }
                Some(_) => cov.translated += 1,
            }
        }
        cov.errors = self
            .out
            .iter()
            .filter(|f| f.severity == Severity::Error)
            .count();
        cov.warnings = self.out.len() - cov.errors;
        cov
    }

    /// Text still identical to the default locale's. Text that is only placeables has nothing
    /// to translate; text marked `# same-as-default` (here, or in the default locale for text
    /// every language shares) is the same on purpose.
    fn untranslated(&self, m: &EntryInfo, base: Option<&FileInfo>) -> bool {
        let Some(b) = base.and_then(|b| b.message(&m.id)) else {
            return false;
        };
        b.value == m.value && m.has_text() && !m.same_on_purpose() && !b.same_on_purpose()
    }

    /// Variables against what the code passes (the registry's English message).
    fn variables(&mut self, m: &EntryInfo, expected: &EntryInfo) {
        let passed: Vec<String> = expected.vars.keys().map(|v| format!("${v}")).collect();
        let passed = if passed.is_empty() {
            "none".to_string()
        } else {
            passed.join(", ")
        };
        for v in m.vars.keys().filter(|v| !expected.vars.contains_key(*v)) {
            let text = format!("uses ${v}, which bench-site does not pass to this message (it passes: {passed}); it would show as an error");
            self.push(Severity::Error, m.line, Some(&m.id), text);
        }
        for (v, use_) in &expected.vars {
            let here = m.vars.get(v);
            if use_.shown && !here.is_some_and(|h| h.shown) {
                let text = format!("drops ${v}, which the English text shows: the reader would lose that value; put {{ ${v} }} back where it belongs");
                self.push(Severity::Error, m.line, Some(&m.id), text);
            } else if use_.selector && !use_.shown && here.is_none() {
                let text = format!("ignores ${v}, on which the English text changes (`{{ ${v} -> … }}`): the translation says the same whatever it is");
                self.push(Severity::Warning, m.line, Some(&m.id), text);
            }
        }
    }

    /// COUNT, DECIMAL, PERCENT and DURATION with one number each; `digits:` only where it means
    /// something.
    fn functions(&mut self, m: &EntryInfo) {
        for call in &m.calls {
            if let Some(problem) = misuse(call, m) {
                let text = format!("{}(): {problem}", call.name);
                self.push(Severity::Error, m.line, Some(&m.id), text);
            }
        }
    }

    /// References to messages, terms and attributes this file does not define (Fluent looks
    /// them up in the same file only).
    fn references(&mut self, m: &EntryInfo, is_message: bool) {
        let shown_id = if is_message {
            m.id.clone()
        } else {
            format!("-{}", m.id)
        };
        for r in &m.references {
            let found = match r {
                Reference::Message { id, attribute } => self
                    .info
                    .message(id)
                    .is_some_and(|t| attribute.as_ref().is_none_or(|a| t.attributes.contains(a))),
                Reference::Term { id, attribute } => {
                    self.info.terms.get(id).is_some_and(|t| {
                        attribute.as_ref().is_none_or(|a| t.attributes.contains(a))
                    })
                }
            };
            if !found {
                let text = format!("refers to `{}`, which this file does not define; it would be published as {{{}}}", r.written(), r.written());
                self.push(Severity::Error, m.line, Some(&shown_id), text);
            }
        }
    }

    /// Messages and terms that reach themselves through references.
    fn cycles(&mut self) {
        let mut graph: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
        let key = |r: &Reference| match r {
            Reference::Message { id, .. } => id.clone(),
            Reference::Term { id, .. } => format!("-{id}"),
        };
        for m in &self.info.messages {
            graph.insert(
                m.id.clone(),
                (m.line, m.references.iter().map(key).collect()),
            );
        }
        for t in self.info.terms.values() {
            graph.insert(
                format!("-{}", t.id),
                (t.line, t.references.iter().map(key).collect()),
            );
        }
        for (id, (line, _)) in &graph {
            if let Some(path) = path_back(&graph, id) {
                let text = format!(
                    "refers to itself ({}); Fluent cannot resolve it and would publish {{{id}}}",
                    path.join(" → ")
                );
                self.out.push(Finding {
                    severity: Severity::Error,
                    tag: self.src.tag.clone(),
                    file: self.src.file.clone(),
                    line: *line,
                    id: Some(id.clone()),
                    text,
                });
            }
        }
    }

    /// Characters of text that figures draw, checked against the figure fonts.
    fn glyphs(&mut self, m: &EntryInfo, has_glyph: &dyn Fn(char) -> bool) {
        let mut missing: Vec<char> = m
            .text
            .chars()
            .filter(|c| !c.is_control() && !has_glyph(*c))
            .collect();
        missing.dedup();
        if missing.is_empty() {
            return;
        }
        let list: Vec<String> = missing
            .iter()
            .map(|c| format!("{c:?} (U+{:04X})", *c as u32))
            .collect();
        let text = format!("figures draw this text, and no figure font has {}: they would show [U+…] instead; add a font that has them to the project's fonts/ folder (README \"Themes\")", list.join(", "));
        self.push(Severity::Error, m.line, Some(&m.id), text);
    }

    /// `figure-font-family` naming families no figure font has.
    fn font_preference(&mut self, families: &[String]) {
        let Some(m) = self.info.message("figure-font-family") else {
            return;
        };
        for wanted in m.text.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            if !families.iter().any(|f| f.eq_ignore_ascii_case(wanted)) {
                let text = format!("prefers the font family \"{wanted}\", which no figure font has (they are: {}); the preference is ignored", families.join(", "));
                self.push(Severity::Warning, m.line, Some(&m.id), text);
            }
        }
    }
}

/// A path from `start` back to itself, if there is one (depth-first, ids in order).
fn path_back(graph: &BTreeMap<String, (usize, Vec<String>)>, start: &str) -> Option<Vec<String>> {
    fn walk(
        graph: &BTreeMap<String, (usize, Vec<String>)>,
        start: &str,
        at: &str,
        path: &mut Vec<String>,
        seen: &mut BTreeSet<String>,
    ) -> bool {
        let Some((_, next)) = graph.get(at) else {
            return false;
        };
        for n in next {
            if n == start {
                path.push(n.clone());
                return true;
            }
            if seen.insert(n.clone()) {
                path.push(n.clone());
                if walk(graph, start, n, path, seen) {
                    return true;
                }
                path.pop();
            }
        }
        false
    }
    let mut path = vec![start.to_string()];
    let mut seen = BTreeSet::new();
    walk(graph, start, start, &mut path, &mut seen).then_some(path)
}

/// What is wrong with one function call, if anything.
fn misuse(call: &ftl::Call, m: &EntryInfo) -> Option<String> {
    const KNOWN: [&str; 4] = ["COUNT", "DECIMAL", "PERCENT", "DURATION"];
    if !KNOWN.contains(&call.name.as_str()) {
        return Some(format!(
            "bench-site provides no such function (it has {}); the message would show an error",
            KNOWN.join("(), ") + "()"
        ));
    }
    let number = match call.positional.as_slice() {
        [one] => one,
        [] => return Some(
            "needs the number to format, e.g. PERCENT($share); without it every use shows an error"
                .into(),
        ),
        _ => return Some("takes exactly one number".into()),
    };
    match number {
        CallArg::Var(v) if m.vars.get(v).is_some_and(|u| u.keyword && !u.numeric) => {
            return Some(format!(
                "${v} is a keyword the text chooses on, not a number"
            ))
        }
        CallArg::Text(s) => return Some(format!("\"{s}\" is text, not a number")),
        CallArg::Other => return Some("formats a number: pass a variable such as $count".into()),
        _ => {}
    }
    let takes_digits = matches!(call.name.as_str(), "DECIMAL" | "PERCENT");
    for (name, value) in &call.named {
        if name != "digits" || !takes_digits {
            return Some(format!(
                "has no option `{name}`{}",
                if takes_digits {
                    " (only digits: N)"
                } else {
                    " (it takes none)"
                }
            ));
        }
        match value {
            CallArg::Number(n)
                if n.parse::<f64>()
                    .is_ok_and(|d| (0.0..=12.0).contains(&d) && d.fract() == 0.0) => {}
            _ => return Some("digits: must be a whole number from 0 to 12".into()),
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(tag: &str, text: &str) -> LocaleSource {
        LocaleSource {
            tag: tag.into(),
            file: format!("locales/{tag}.ftl"),
            text: text.into(),
        }
    }

    fn run(de: &str) -> Audit {
        let en = source("en", super::super::load::builtin("en").unwrap());
        let opts = Options {
            default: "en",
            only: &[],
            drawn: &|id| id.starts_with("figure-title-"),
            has_glyph: &|c| c.is_ascii() || c == 'ü',
            families: &["Noto Sans".to_string()],
        };
        audit(&[en, source("de", de)], &opts)
    }

    fn findings_for<'a>(a: &'a Audit, id: &str) -> Vec<&'a Finding> {
        a.findings
            .iter()
            .filter(|f| f.tag == "de" && f.id.as_deref() == Some(id))
            .collect()
    }

    #[test]
    fn each_kind_of_broken_message_is_an_error_naming_it() {
        let en = super::super::load::builtin("en").unwrap();
        let de = en
            .replace(
                "value-rate = { $value } tasks/s",
                "value-rate = Aufgaben pro Sekunde",
            )
            .replace("col-gap = gap", "col-gap = { PERCENT() }")
            .replace("site-home = Home", "site-home = { site-toc }")
            .replace("site-toc = Contents", "site-toc = { site-home }")
            .replace(
                "site-skip = Skip to the content",
                "site-skip = { -brand } Inhalt",
            )
            .replace(
                "report-raw-data = Raw data: { $path }",
                "report-raw-data = Rohdaten: { $pfad }",
            )
            .replace("col-ratio = ratio", "col-ratio = { NUMBER($x) }")
            .replace(
                "figure-title-throughput = Throughput",
                "figure-title-throughput = Durchsatz €",
            );
        let a = run(&de);
        let expect = [
            ("value-rate", "drops $value"),
            ("col-gap", "PERCENT(): needs the number"),
            (
                "site-home",
                "refers to itself (site-home → site-toc → site-home)",
            ),
            (
                "site-toc",
                "refers to itself (site-toc → site-home → site-toc)",
            ),
            ("site-skip", "refers to `-brand`"),
            (
                "report-raw-data",
                "uses $pfad, which bench-site does not pass",
            ),
            ("report-raw-data", "drops $path"),
            (
                "col-ratio",
                "NUMBER(): bench-site provides no such function",
            ),
            ("figure-title-throughput", "'€' (U+20AC)"),
        ];
        for (id, needle) in expect {
            let found = findings_for(&a, id);
            assert!(
                found
                    .iter()
                    .any(|f| f.severity == Severity::Error && f.text.contains(needle)),
                "{id}: {needle}: {found:?}"
            );
        }
        assert_eq!(
            a.coverage[1].errors,
            10,
            "{:#?}",
            a.findings
                .iter()
                .filter(|f| f.severity == Severity::Error)
                .collect::<Vec<_>>()
        );
        let line = findings_for(&a, "value-rate")[0].line;
        assert_eq!(
            de.lines().nth(line - 1).unwrap(),
            "value-rate = Aufgaben pro Sekunde"
        );
    }

    #[test]
    fn a_copy_of_english_is_untranslated_but_clean_and_coverage_counts_it() {
        let en = super::super::load::builtin("en").unwrap();
        let de = en
            .replace("site-home = Home", "site-home = Startseite")
            .replace("site-toc = Contents\n", "");
        let a = run(&de);
        assert_eq!(a.coverage[1].errors, 0, "{:?}", a.findings);
        let c = &a.coverage[1];
        assert_eq!(c.missing, 1);
        assert!(c.untranslated > 500 && c.translated < 40, "{c:?}");
        assert_eq!(c.translated + c.untranslated + c.missing, c.total);
        assert!(findings_for(&a, "site-home").is_empty());
        let col = findings_for(&a, "col-concurrency");
        assert!(col[0].text.contains("not translated yet"), "{col:?}");
        // Text of placeables only has nothing to translate; a unit pattern has.
        assert!(findings_for(&a, "deck-cover-title").is_empty());
        assert!(!findings_for(&a, "value-percent").is_empty());
        assert!(
            a.coverage[0].percent() == 100.0 && a.coverage[0].errors == 0,
            "{:?}",
            a.coverage[0]
        );
    }

    #[test]
    fn an_ignored_choice_and_an_unused_message_are_warnings() {
        let en = super::super::load::builtin("en").unwrap();
        let de = format!(
            "{}\nnot-a-message-of-bench-site = x\n",
            en.replace(
                "semantics-derived-on = {\" \"}(concluded on the { $generation } drive-surface generation installed for this run)",
                "semantics-derived-on = {\" \"}(auf der Generation { $generation })"
            )
        );
        let a = run(&de);
        assert_eq!(a.coverage[1].errors, 0, "{:?}", a.findings);
        let unused = findings_for(&a, "not-a-message-of-bench-site");
        assert_eq!(unused[0].severity, Severity::Warning);
        let de2 = en.replace(
            "{ $faster ->\n    [yes] {\" \"}(faster with instrumentation: machine drift in this run outweighed its cost)\n   *[other] {\"\"}\n}",
            "",
        );
        let a = run(&de2);
        let ignored = findings_for(&a, "instrumentation-item");
        assert!(
            ignored
                .iter()
                .any(|f| f.severity == Severity::Warning && f.text.contains("ignores $faster")),
            "{ignored:?}"
        );
    }

    #[test]
    fn syntax_errors_are_reported_with_their_line() {
        let a = run("site-home = { oops\nsite-toc = Inhalt\n");
        let errors: Vec<&Finding> = a
            .findings
            .iter()
            .filter(|f| f.tag == "de" && f.severity == Severity::Error)
            .collect();
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(errors[0].line, 1);
        assert!(errors[0]
            .to_string()
            .starts_with("error: locales/de.ftl:1: Fluent syntax error"));
    }
}
