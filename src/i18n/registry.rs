//! The registry of the messages the code uses: the built-in `locales/en.ftl`. Its message ids
//! are the ids the code asks for, and the variables each of its messages uses are the ones the
//! code passes to it, so `check` can hold any other locale file (or a project's own `en.ftl`)
//! against it: a message it lacks, a message nothing asks for, a variable it drops or one the
//! code never passes.
//!
//! Why the locale file and not a second list: one file cannot drift from itself. What keeps it
//! true to the code is the test below, which parses every Rust file of `src/` (with `syn`, so
//! formatting, comments and macros do not fool it) and every template of the default theme:
//! every message of en.ftl must be named by the code (archive keys, `key-*`, are used by the
//! archives instead), every message the code asks for by a literal id must exist, and where
//! the code passes arguments as a literal list, the names must be exactly the variables the
//! English message uses. A message added to en.ftl without code, or code that passes a new
//! variable the English text does not mention, fails the test.

use super::ftl::{self, FileInfo};
use std::sync::OnceLock;

/// The default locale the code is written against.
pub const TAG: &str = "en";

/// The built-in en.ftl, read once.
pub fn registry() -> &'static FileInfo {
    static REGISTRY: OnceLock<FileInfo> = OnceLock::new();
    REGISTRY.get_or_init(|| ftl::read(super::load::builtin(TAG).unwrap_or_default()))
}

/// Messages that archives use (their keys, `report.absolute_note` → `key-report-absolute_note`),
/// not the code.
pub fn is_archive_key(id: &str) -> bool {
    id.starts_with("key-")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::Path;
    use syn::visit::Visit;

    /// What the code says about messages.
    #[derive(Default)]
    struct Uses {
        /// Every string literal outside tests (in macros too).
        literals: BTreeSet<String>,
        /// Literal ids passed to a message call, with the file.
        asked: BTreeSet<(String, String)>,
        /// (id, file, names) of calls that pass a literal argument list.
        passed: Vec<(String, String, BTreeSet<String>)>,
    }

    struct Scan<'a> {
        uses: &'a mut Uses,
        file: String,
    }

    fn is_test(attrs: &[syn::Attribute]) -> bool {
        attrs.iter().any(|a| {
            a.path().is_ident("test")
                || (a.path().is_ident("cfg")
                    && a.parse_args::<syn::Ident>().is_ok_and(|i| i == "test"))
        })
    }

    fn lit_str(e: &syn::Expr) -> Option<String> {
        match e {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            syn::Expr::Reference(r) => lit_str(&r.expr),
            _ => None,
        }
    }

    /// The names of `vec![("a", ..), ("b", ..)]`, when every element is such a tuple.
    fn literal_names(e: &syn::Expr) -> Option<BTreeSet<String>> {
        let syn::Expr::Macro(m) = e else { return None };
        if !m.mac.path.is_ident("vec") {
            return None;
        }
        let items = m
            .mac
            .parse_body_with(
                syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated,
            )
            .ok()?;
        items
            .iter()
            .map(|item| match item {
                syn::Expr::Tuple(t) => t.elems.first().and_then(lit_str),
                _ => None,
            })
            .collect()
    }

    impl Scan<'_> {
        /// A call of a message function: `name` is the function or method, `args` its arguments.
        fn message_call(&mut self, name: &str, args: &[&syn::Expr]) {
            let (id_at, names_at) = match name {
                "msg" | "m" => (0, None),
                "msg_with" | "m_with" => (0, Some(1)),
                "label" | "message" => (1, None),
                _ => return,
            };
            let Some(id) = args.get(id_at).and_then(|e| lit_str(e)) else {
                return;
            };
            self.uses.asked.insert((id.clone(), self.file.clone()));
            if let Some(names) = names_at
                .and_then(|i| args.get(i))
                .and_then(|e| literal_names(e))
            {
                self.uses.passed.push((id, self.file.clone(), names));
            }
        }

        fn tokens(&mut self, tokens: proc_macro2::TokenStream) {
            for t in tokens {
                match t {
                    proc_macro2::TokenTree::Literal(l) => {
                        if let Ok(s) = syn::parse_str::<syn::LitStr>(&l.to_string()) {
                            self.uses.literals.insert(s.value());
                        }
                    }
                    proc_macro2::TokenTree::Group(g) => self.tokens(g.stream()),
                    _ => {}
                }
            }
        }
    }

    impl<'ast> Visit<'ast> for Scan<'_> {
        fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
            if !is_test(&m.attrs) {
                syn::visit::visit_item_mod(self, m);
            }
        }
        fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
            if !is_test(&f.attrs) {
                syn::visit::visit_item_fn(self, f);
            }
        }
        fn visit_lit_str(&mut self, s: &'ast syn::LitStr) {
            self.uses.literals.insert(s.value());
        }
        fn visit_macro(&mut self, m: &'ast syn::Macro) {
            self.tokens(m.tokens.clone());
            // `vec![...]` and friends hold expressions: look at the calls inside them too.
            if let Ok(items) = m.parse_body_with(
                syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated,
            ) {
                for item in &items {
                    self.visit_expr(item);
                }
            }
        }
        fn visit_expr_call(&mut self, c: &'ast syn::ExprCall) {
            if let syn::Expr::Path(p) = &*c.func {
                if let Some(last) = p.path.segments.last() {
                    let args: Vec<&syn::Expr> = c.args.iter().collect();
                    self.message_call(&last.ident.to_string(), &args);
                }
            }
            syn::visit::visit_expr_call(self, c);
        }
        fn visit_expr_method_call(&mut self, c: &'ast syn::ExprMethodCall) {
            let args: Vec<&syn::Expr> = c.args.iter().collect();
            self.message_call(&c.method.to_string(), &args);
            syn::visit::visit_expr_method_call(self, c);
        }
    }

    fn scan_sources() -> Uses {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut uses = Uses::default();
        for entry in walkdir::WalkDir::new(root.join("src")).sort_by_file_name() {
            let entry = entry.unwrap();
            if entry.path().extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(entry.path()).unwrap();
            let file = syn::parse_file(&text)
                .unwrap_or_else(|e| panic!("{}: {e}", entry.path().display()));
            let shown = entry
                .path()
                .strip_prefix(root)
                .unwrap()
                .display()
                .to_string();
            Scan {
                uses: &mut uses,
                file: shown,
            }
            .visit_file(&file);
        }
        uses
    }

    /// `t.site_home` in the theme's templates: the frame hands every `site-*` message to them.
    fn template_ids() -> BTreeSet<String> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("themes/default/templates");
        let mut ids = BTreeSet::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            for (at, _) in text.match_indices("t.site_") {
                let name: String = text[at + 2..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                ids.insert(name.replace('_', "-"));
            }
        }
        ids
    }

    #[test]
    fn every_english_message_is_used_by_the_code_and_every_used_one_exists() {
        let uses = scan_sources();
        let templates = template_ids();
        let en = registry();
        let ids = en.ids();
        let unused: Vec<&String> = ids
            .iter()
            .filter(|id| !is_archive_key(id))
            .filter(|id| !uses.literals.contains(*id) && !templates.contains(*id))
            .collect();
        assert!(
            unused.is_empty(),
            "messages of locales/en.ftl that no code or template asks for: {unused:?}"
        );
        let unknown: Vec<&(String, String)> = uses
            .asked
            .iter()
            .filter(|(id, _)| !ids.contains(id))
            .collect();
        assert!(
            unknown.is_empty(),
            "the code asks for messages locales/en.ftl does not define: {unknown:?}"
        );
        let unknown_templates: Vec<&String> = templates.difference(&ids).collect();
        assert!(
            unknown_templates.is_empty(),
            "templates use {unknown_templates:?}"
        );
        assert!(
            uses.asked.len() > 300 && uses.passed.len() > 100,
            "the scan found the calls ({} ids, {} argument lists)",
            uses.asked.len(),
            uses.passed.len()
        );
    }

    #[test]
    fn the_code_passes_exactly_the_variables_the_english_messages_use() {
        let uses = scan_sources();
        let en = registry();
        let mut wrong: BTreeMap<String, String> = BTreeMap::new();
        for (id, file, passed) in &uses.passed {
            let Some(m) = en.message(id) else { continue };
            let used: BTreeSet<String> = m.vars.keys().cloned().collect();
            if &used != passed {
                wrong.insert(
                    format!("{id} ({file})"),
                    format!("code passes {passed:?}, en.ftl uses {used:?}"),
                );
            }
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
    }
}
