//! `bench-site locale new <tag>`: a new locale file with every message of the default locale,
//! in its order and under its group headings (which say where the messages appear), each with
//! its own comment and a generated line naming the variables it gets, ready to translate.
//! Left untranslated, the file says exactly what the default locale says.

use super::ftl::{self, EntryInfo, VarUse};
use fluent_syntax::ast::Entry;

/// The new file's text for locale `tag`, from the default locale's file `default_text`.
pub fn new_locale(tag: &str, default_tag: &str, default_text: &str) -> String {
    let info = ftl::read(default_text);
    let res = match fluent_syntax::parser::parse(default_text) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = header(tag, default_tag);
    let mut messages = info.messages.iter();
    for entry in &res.body {
        match entry {
            Entry::GroupComment(c) => {
                out.push('\n');
                for line in &c.content {
                    out.push_str(&comment_line("##", line));
                }
            }
            Entry::Message(m) => {
                let Some(about) = messages.next().filter(|e| e.id == m.id.name) else {
                    continue;
                };
                let vars = variables_line(about);
                // Commented messages stand apart; plain ones stay together as in the source.
                if !about.comment.is_empty() || vars.is_some() {
                    out.push('\n');
                }
                for line in &about.comment {
                    out.push_str(&comment_line("#", line));
                }
                if let Some(vars) = vars {
                    out.push_str(&comment_line("#", &vars));
                }
                out.push_str(&serialize(entry));
            }
            Entry::Term(_) => {
                out.push('\n');
                out.push_str(&serialize(entry));
            }
            _ => {}
        }
    }
    out
}

fn header(tag: &str, default_tag: &str) -> String {
    format!(
        "### bench-site: messages for `{tag}`, started by `bench-site locale new {tag}` from the `{default_tag}` locale.\n\
         ###\n\
         ### Translate every value (the text after `=`); keep the ids, the {{ $variables }} and the\n\
         ### {{ FUNCTION() }} calls. `**text**` marks emphasis. Each message's comment names the variables\n\
         ### it gets; `## ...` headings say where the messages below them appear.\n\
         ### Plurals and choices: {{ $count -> [one] ... *[other] ... }} with this language's CLDR plural\n\
         ### categories (a language without plurals keeps only *[other]).\n\
         ### A text that is right as it is (a symbol, a product name): put `# same-as-default` above it.\n\
         ### `bench-site check --locale {tag}` lists every message still identical to `{default_tag}` and every\n\
         ### mistake, with its line; `bench-site locale status` shows the coverage of every locale.\n"
    )
}

fn comment_line(prefix: &str, line: &str) -> String {
    if line.is_empty() {
        format!("{prefix}\n")
    } else {
        format!("{prefix} {line}\n")
    }
}

/// `Variables: $count (a number; forms one, other), $subject (text)`.
fn variables_line(m: &EntryInfo) -> Option<String> {
    if m.vars.is_empty() {
        return None;
    }
    let described: Vec<String> = m
        .vars
        .iter()
        .map(|(name, u)| format!("${name} ({})", kind(u)))
        .collect();
    Some(format!("Variables: {}", described.join(", ")))
}

fn kind(u: &VarUse) -> String {
    let keys: Vec<&str> = u.keys.iter().map(String::as_str).collect();
    match (u.numeric, u.keyword) {
        (true, _) if u.selector => {
            format!("a number; the English text has forms {}", keys.join(", "))
        }
        (true, _) => "a number".into(),
        (false, true) => format!("a choice: {}", keys.join(" / ")),
        _ => "text".into(),
    }
}

/// One entry as Fluent writes it (comments left out: they were written above).
fn serialize(entry: &Entry<&str>) -> String {
    let entry = match entry {
        Entry::Message(m) => Entry::Message(fluent_syntax::ast::Message {
            comment: None,
            ..m.clone()
        }),
        Entry::Term(t) => Entry::Term(fluent_syntax::ast::Term {
            comment: None,
            ..t.clone()
        }),
        other => other.clone(),
    };
    fluent_syntax::serializer::serialize(&fluent_syntax::ast::Resource { body: vec![entry] })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scaffold_parses_and_says_what_english_says() {
        let en = super::super::load::builtin("en").unwrap();
        let new = new_locale("de", "en", en);
        let (en_info, de_info) = (ftl::read(en), ftl::read(&new));
        assert!(
            de_info.syntax_errors.is_empty(),
            "{:?}",
            de_info.syntax_errors
        );
        let ids = |i: &ftl::FileInfo| i.messages.iter().map(|m| m.id.clone()).collect::<Vec<_>>();
        assert_eq!(ids(&de_info), ids(&en_info), "every message, in order");
        for (a, b) in en_info.messages.iter().zip(&de_info.messages) {
            assert_eq!(a.value, b.value, "{}", a.id);
            assert_eq!(a.group, b.group, "{} keeps its heading", a.id);
        }
        assert!(new.contains(
            "# Variables: $has_version (a choice: other / yes), $subject (text), $version (text)\nreport-title ="
        ), "{}", &new[..2000]);
        assert!(new.contains("$count (a number; the English text has forms one, other)"));
        assert!(new.starts_with("### bench-site: messages for `de`"));
    }
}
