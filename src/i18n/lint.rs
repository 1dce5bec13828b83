//! Locale lint for `bench-site check`: messages a locale defines that the default locale does
//! not (never used, since the code only asks for ids the default defines), and variables a
//! translation uses that the default message does not (the code passes what the default
//! message needs, so such a variable would render as an error).

use super::load::sources;
use super::I18nError;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One finding, already phrased for the terminal.
pub type LintIssue = String;

fn inline_vars(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
            for a in &arguments.named {
                inline_vars(&a.value, out);
            }
        }
        InlineExpression::Placeable { expression } => expr_vars(expression, out),
        _ => {}
    }
}

fn expr_vars(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_vars(i, out),
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
    }
}

fn pattern_vars(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr_vars(expression, out);
        }
    }
}

/// Message id → the variables its value uses.
fn variables(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let res = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    res.body
        .iter()
        .filter_map(|e| match e {
            Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                Some((m.id.name.to_string(), vars))
            }
            _ => None,
        })
        .collect()
}

/// Every finding over the embedded locales and those of `dir`.
pub fn lint(dir: Option<&Path>, default: &str) -> Result<Vec<LintIssue>, I18nError> {
    let sources = sources(dir)?;
    let Some(base) = sources.iter().find(|s| s.tag == default) else {
        return Ok(vec![]);
    };
    let base_vars = variables(&base.text);
    let mut issues = vec![];
    for src in sources.iter().filter(|s| s.tag != default) {
        for (id, vars) in variables(&src.text) {
            match base_vars.get(&id) {
                None => issues.push(format!(
                    "{}: message `{id}` is not in the {default} locale, so nothing uses it; remove it",
                    src.file
                )),
                Some(expected) => {
                    for v in vars.difference(expected) {
                        issues.push(format!(
                            "{}: message `{id}` uses ${v}, which the {default} message does not; the code does not pass it",
                            src.file
                        ));
                    }
                }
            }
        }
    }
    Ok(issues)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_extra_messages_and_unknown_variables() {
        let dir = tempfile::tempdir().unwrap();
        let en = include_str!("../../locales/en.ftl");
        let mut de = en.replace("Raw data: { $path }", "Rohdaten: { $pfad }");
        de.push_str("\nonly-here = x\n");
        std::fs::write(dir.path().join("de.ftl"), de).unwrap();
        let issues = lint(Some(dir.path()), "en").unwrap();
        assert!(
            issues
                .iter()
                .any(|i| i.contains("`report-raw-data` uses $pfad")),
            "{issues:?}"
        );
        assert!(issues
            .iter()
            .any(|i| i.contains("`only-here` is not in the en locale")));
        let shipped: Vec<&String> = issues.iter().filter(|i| !i.contains("de.ftl")).collect();
        assert!(
            shipped.is_empty(),
            "the shipped locales are clean: {shipped:?}"
        );
    }
}
