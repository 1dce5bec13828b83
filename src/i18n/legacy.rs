//! Legacy archive prose: the fixed sentences older harness versions stored where newer ones
//! store a message key, mapped to that key by a reviewed table (`locales/legacy-prose.toml`,
//! built in; a project's own `locales/legacy-prose.toml` adds entries). A string the table
//! knows is translated like its key; nothing is guessed at run time.

use super::I18nError;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

/// The file name, built in and in a project's `locales/` folder.
pub const FILE: &str = "legacy-prose.toml";

const BUILT_IN: &str = include_str!("../../locales/legacy-prose.toml");

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TableFile {
    #[serde(default)]
    prose: Vec<Entry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    key: String,
    text: String,
}

/// Legacy prose (trimmed) → message key.
#[derive(Debug, Clone, Default)]
pub struct Table {
    keys: BTreeMap<String, String>,
}

impl Table {
    /// The built-in table, with the entries of `dir/legacy-prose.toml` (if any) added.
    pub fn load(dir: Option<&Path>) -> Result<Table, I18nError> {
        let mut table = Table::default();
        table.add(BUILT_IN, &format!("(built-in) locales/{FILE}"))?;
        if let Some(path) = dir.map(|d| d.join(FILE)).filter(|p| p.is_file()) {
            let file = path.display().to_string();
            let text = std::fs::read_to_string(&path).map_err(|source| I18nError::Io {
                file: file.clone(),
                source,
            })?;
            table.add(&text, &file)?;
        }
        Ok(table)
    }

    fn add(&mut self, text: &str, file: &str) -> Result<(), I18nError> {
        let parsed: TableFile = toml::from_str(text).map_err(|e| I18nError::Bundle {
            file: file.to_string(),
            message: format!("{e}; each entry is [[prose]] with key = \"a.message.key\" and text = \"the archive's exact string\""),
        })?;
        for e in parsed.prose {
            if !super::looks_like_key(&e.key) {
                return Err(I18nError::Bundle {
                    file: file.to_string(),
                    message: format!("`{}` is not a message key (lowercase words joined by dots, like report.absolute_note)", e.key),
                });
            }
            self.keys.insert(e.text.trim().to_string(), e.key);
        }
        Ok(())
    }

    /// The key legacy prose `text` stands for.
    pub fn key(&self, text: &str) -> Option<&str> {
        self.keys.get(text.trim()).map(String::as_str)
    }

    /// Every (prose, key) pair.
    pub fn entries(&self) -> impl Iterator<Item = (&str, &str)> {
        self.keys.iter().map(|(t, k)| (t.as_str(), k.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_names_a_translated_key_without_variables() {
        let table = Table::load(None).unwrap();
        assert!(table.entries().count() >= 25);
        let reg = super::super::registry::registry();
        for (text, key) in table.entries() {
            let id = super::super::key_id(key);
            let m = reg
                .message(&id)
                .unwrap_or_else(|| panic!("{key} (for {text:?}) has no {id} in en.ftl"));
            assert!(
                m.vars.is_empty(),
                "{id} takes variables, which legacy prose cannot give"
            );
        }
        assert_eq!(
            table.key("  调度语义的代价 "),
            Some("report.semantics.title")
        );
        assert_eq!(table.key("unknown prose"), None);
    }

    #[test]
    fn a_project_table_adds_entries_and_a_bad_one_names_its_file() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join(FILE),
            "[[prose]]\nkey = \"report.absolute_note\"\ntext = \"nur in diesem Lauf\"\n",
        )
        .unwrap();
        let table = Table::load(Some(dir.path())).unwrap();
        assert_eq!(
            table.key("nur in diesem Lauf"),
            Some("report.absolute_note")
        );
        std::fs::write(
            dir.path().join(FILE),
            "[[prose]]\nkey = \"Not A Key\"\ntext = \"x\"\n",
        )
        .unwrap();
        let err = Table::load(Some(dir.path())).unwrap_err().to_string();
        assert!(
            err.contains("legacy-prose.toml") && err.contains("not a message key"),
            "{err}"
        );
    }
}
