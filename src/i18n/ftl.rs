//! Locale files as data: what each message of a `.ftl` file uses (variables and how, functions
//! and their arguments, references to other messages and terms), where it is (line, group
//! heading, comment) and whether its text has words at all. The registry, the locale audit of
//! `check` and the scaffolding of `locale new` all read files through this one parse.

use fluent_syntax::ast::{
    self, CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use std::collections::{BTreeMap, BTreeSet};

/// The plural categories CLDR defines: a selector with one of these keys selects on a number.
const PLURAL_CATEGORIES: [&str; 5] = ["zero", "one", "two", "few", "many"];

/// How a message uses one variable.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VarUse {
    /// It appears in the text (directly or as a function's argument).
    pub shown: bool,
    /// A selector chooses on it.
    pub selector: bool,
    /// It is a number: a numeric function formats it or a plural selector chooses on it.
    pub numeric: bool,
    /// A selector chooses on keywords (`yes`, `no`): the code passes a keyword, not text.
    pub keyword: bool,
    /// The variant keys selectors on it have (`one`, `other`, `yes`, `0`).
    pub keys: BTreeSet<String>,
}

/// An argument of a function call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CallArg {
    Var(String),
    Number(String),
    Text(String),
    /// A message or term reference, a nested call or placeable.
    Other,
}

/// A function call: `PERCENT($share, digits: 1)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    pub name: String,
    pub positional: Vec<CallArg>,
    pub named: Vec<(String, CallArg)>,
}

/// A reference to another entry: `{ site-home }`, `{ -brand }`, `{ -brand.short }`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Reference {
    Message {
        id: String,
        attribute: Option<String>,
    },
    Term {
        id: String,
        attribute: Option<String>,
    },
}

impl Reference {
    /// As written in a locale file: `site-home`, `-brand.short`.
    pub fn written(&self) -> String {
        let (dash, id, attr) = match self {
            Reference::Message { id, attribute } => ("", id, attribute),
            Reference::Term { id, attribute } => ("-", id, attribute),
        };
        match attr {
            Some(a) => format!("{dash}{id}.{a}"),
            None => format!("{dash}{id}"),
        }
    }
}

/// What a message (or term) is and uses.
#[derive(Debug, Clone, Default)]
pub struct EntryInfo {
    pub id: String,
    /// 1-based line of `id =`.
    pub line: usize,
    /// The lines of the comment directly above it (without `# `).
    pub comment: Vec<String>,
    /// The `##` group comment it stands under.
    pub group: Vec<String>,
    /// The value as written (comment and attributes left out), for comparing two files.
    pub value: String,
    pub vars: BTreeMap<String, VarUse>,
    pub calls: Vec<Call>,
    pub references: BTreeSet<Reference>,
    pub attributes: BTreeSet<String>,
    /// Every character of its literal text (placeables' variables and references left out).
    pub text: String,
}

impl EntryInfo {
    /// Does it have text of its own? (`{ $label } { $value }` has none: nothing to
    /// translate. `{ $value }%` has: some languages write `14 %`.)
    pub fn has_text(&self) -> bool {
        self.text.chars().any(|c| !c.is_whitespace())
    }

    /// Marked as identical to the default locale on purpose (`# same-as-default`).
    pub fn same_on_purpose(&self) -> bool {
        self.comment
            .iter()
            .any(|l| l.trim_start().starts_with("same-as-default"))
    }
}

/// A locale file, read.
#[derive(Debug, Clone, Default)]
pub struct FileInfo {
    /// Messages in file order.
    pub messages: Vec<EntryInfo>,
    /// Terms (`-brand = ...`) by id without the dash.
    pub terms: BTreeMap<String, EntryInfo>,
    /// (line, what) of every syntax error; the entries around it are still read.
    pub syntax_errors: Vec<(usize, String)>,
}

impl FileInfo {
    pub fn message(&self, id: &str) -> Option<&EntryInfo> {
        self.messages.iter().find(|m| m.id == id)
    }

    pub fn ids(&self) -> BTreeSet<String> {
        self.messages.iter().map(|m| m.id.clone()).collect()
    }
}

/// 1-based line of byte offset `pos` in `text`.
fn line_of(text: &str, pos: usize) -> usize {
    text[..pos.min(text.len())].matches('\n').count() + 1
}

/// Reads a locale file's text.
pub fn read(text: &str) -> FileInfo {
    let (res, errors) = match fluent_syntax::parser::parse(text) {
        Ok(r) => (r, vec![]),
        Err((r, e)) => (r, e),
    };
    let mut info = FileInfo {
        syntax_errors: errors
            .iter()
            .map(|e| {
                // The junk entry's start is where the broken entry begins.
                let at = e.slice.as_ref().map_or(e.pos.start, |s| s.start);
                (line_of(text, at), format!("{:?}", e.kind))
            })
            .collect(),
        ..Default::default()
    };
    let lines = entry_lines(text);
    let mut group: Vec<String> = vec![];
    for entry in &res.body {
        match entry {
            Entry::GroupComment(c) => group = c.content.iter().map(|s| s.to_string()).collect(),
            Entry::Message(m) => {
                let mut e = entry_info(
                    m.id.name,
                    m.value.as_ref(),
                    &m.attributes,
                    m.comment.as_ref(),
                );
                e.line = lines.get(m.id.name).copied().unwrap_or(0);
                e.group = group.clone();
                e.value = serialize_value(m);
                info.messages.push(e);
            }
            Entry::Term(t) => {
                let mut e =
                    entry_info(t.id.name, Some(&t.value), &t.attributes, t.comment.as_ref());
                e.line = lines
                    .get(&format!("-{}", t.id.name)[..])
                    .copied()
                    .unwrap_or(0);
                info.terms.insert(t.id.name.to_string(), e);
            }
            _ => {}
        }
    }
    info
}

/// Line of every `id =` at the start of a line.
fn entry_lines(text: &str) -> BTreeMap<&str, usize> {
    let mut out = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let id_end = line
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(line.len());
        let (id, rest) = line.split_at(id_end);
        if !id.is_empty() && rest.trim_start().starts_with('=') {
            out.entry(id).or_insert(i + 1);
        }
    }
    out
}

fn serialize_value(m: &ast::Message<&str>) -> String {
    let only_value = ast::Resource {
        body: vec![Entry::Message(ast::Message {
            id: m.id.clone(),
            value: m.value.clone(),
            attributes: vec![],
            comment: None,
        })],
    };
    fluent_syntax::serializer::serialize(&only_value)
        .split_once('=')
        .map(|(_, v)| v.trim().to_string())
        .unwrap_or_default()
}

fn entry_info(
    id: &str,
    value: Option<&Pattern<&str>>,
    attributes: &[ast::Attribute<&str>],
    comment: Option<&ast::Comment<&str>>,
) -> EntryInfo {
    let mut e = EntryInfo {
        id: id.to_string(),
        comment: comment
            .map(|c| c.content.iter().map(|s| s.to_string()).collect())
            .unwrap_or_default(),
        attributes: attributes.iter().map(|a| a.id.name.to_string()).collect(),
        ..Default::default()
    };
    if let Some(p) = value {
        walk_pattern(p, &mut e);
    }
    for a in attributes {
        walk_pattern(&a.value, &mut e);
    }
    e
}

fn walk_pattern(p: &Pattern<&str>, e: &mut EntryInfo) {
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => e.text.push_str(value),
            PatternElement::Placeable { expression } => walk_expression(expression, e),
        }
    }
}

fn walk_expression(x: &Expression<&str>, e: &mut EntryInfo) {
    match x {
        Expression::Inline(i) => walk_inline(i, e, true),
        Expression::Select { selector, variants } => {
            let numeric = variants.iter().any(|v| match &v.key {
                VariantKey::NumberLiteral { .. } => true,
                VariantKey::Identifier { name } => PLURAL_CATEGORIES.contains(name),
            });
            if let InlineExpression::VariableReference { id } = selector {
                let u = e.vars.entry(id.name.to_string()).or_default();
                u.selector = true;
                u.numeric |= numeric;
                u.keyword |= !numeric;
                u.keys.extend(variants.iter().map(|v| match &v.key {
                    VariantKey::NumberLiteral { value } => value.to_string(),
                    VariantKey::Identifier { name } => name.to_string(),
                }));
            } else {
                walk_inline(selector, e, false);
            }
            for v in variants {
                walk_pattern(&v.value, e);
            }
        }
    }
}

fn walk_inline(i: &InlineExpression<&str>, e: &mut EntryInfo, shown: bool) {
    match i {
        InlineExpression::StringLiteral { value } => e.text.push_str(value),
        InlineExpression::NumberLiteral { .. } => {}
        InlineExpression::VariableReference { id } => {
            e.vars.entry(id.name.to_string()).or_default().shown |= shown;
        }
        InlineExpression::FunctionReference { id, arguments } => {
            let call = call(id.name, arguments);
            let numeric = matches!(id.name, "COUNT" | "DECIMAL" | "PERCENT" | "DURATION");
            for a in &arguments.positional {
                if let (InlineExpression::VariableReference { id }, true) = (a, numeric) {
                    e.vars.entry(id.name.to_string()).or_default().numeric = true;
                }
                walk_inline(a, e, shown);
            }
            for a in &arguments.named {
                walk_inline(&a.value, e, shown);
            }
            e.calls.push(call);
        }
        InlineExpression::MessageReference { id, attribute } => {
            e.references.insert(Reference::Message {
                id: id.name.to_string(),
                attribute: attribute.as_ref().map(|a| a.name.to_string()),
            });
        }
        InlineExpression::TermReference {
            id,
            attribute,
            arguments,
        } => {
            e.references.insert(Reference::Term {
                id: id.name.to_string(),
                attribute: attribute.as_ref().map(|a| a.name.to_string()),
            });
            if let Some(args) = arguments {
                args.positional
                    .iter()
                    .for_each(|a| walk_inline(a, e, shown));
                args.named
                    .iter()
                    .for_each(|a| walk_inline(&a.value, e, shown));
            }
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, e),
    }
}

fn call_arg(a: &InlineExpression<&str>) -> CallArg {
    match a {
        InlineExpression::VariableReference { id } => CallArg::Var(id.name.to_string()),
        InlineExpression::NumberLiteral { value } => CallArg::Number(value.to_string()),
        InlineExpression::StringLiteral { value } => CallArg::Text(value.to_string()),
        _ => CallArg::Other,
    }
}

fn call(name: &str, args: &CallArguments<&str>) -> Call {
    Call {
        name: name.to_string(),
        positional: args.positional.iter().map(call_arg).collect(),
        named: args
            .named
            .iter()
            .map(|n| (n.name.name.to_string(), call_arg(&n.value)))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variables_calls_references_and_words_are_read() {
        let f = read(concat!(
            "## Group\n\n",
            "# what it is\n",
            "a = { $count ->\n    [one] { COUNT($count) } tier\n   *[other] { PERCENT($share, digits: 1) } { -brand }\n}\n",
            "b = { $flag ->\n    [yes] {\"\"}\n   *[other] x{ a }\n}\n",
            "c = { $value }%\n",
            "-brand = B\n",
            "d = { oops\n",
        ));
        let a = f.message("a").unwrap();
        assert_eq!(
            (a.line, a.comment.clone(), a.group.clone()),
            (4, vec!["what it is".to_string()], vec!["Group".to_string()])
        );
        let count = &a.vars["count"];
        assert!(count.shown && count.selector && count.numeric && !count.keyword);
        assert_eq!(count.keys.iter().collect::<Vec<_>>(), ["one", "other"]);
        assert!(a.vars["share"].numeric && a.vars["share"].shown);
        assert_eq!(
            a.calls[1].named,
            [("digits".to_string(), CallArg::Number("1".into()))]
        );
        assert!(a.references.contains(&Reference::Term {
            id: "brand".into(),
            attribute: None
        }));
        let b = f.message("b").unwrap();
        assert!(b.vars["flag"].keyword && !b.vars["flag"].shown);
        assert_eq!(b.references.iter().next().unwrap().written(), "a");
        assert!(f.message("c").unwrap().has_text());
        assert!(!read("e = { $a } { $b }\n").messages[0].has_text());
        assert!(f.terms.contains_key("brand"));
        assert_eq!(f.syntax_errors.len(), 1);
        assert_eq!(f.syntax_errors[0].0, 14);
    }
}
