//! A third locale works by adding one file: a pseudo-locale generated from en.ftl (every ASCII
//! letter of every message turned into its full-width twin) changes every sentence of the
//! report, with no code change.

use crate::real_archives::{localizer, texts};
use crate::support::{small_archive, Project};
use bench_site::archive;
use bench_site::config::Thresholds;
use bench_site::document::{self, ReportContext};
use bench_site::i18n::Localizer;
use bench_site::model;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

fn widen(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphabetic() {
                char::from_u32(c as u32 + 0xFEE0).unwrap()
            } else {
                c
            }
        })
        .collect()
}

fn pattern(p: &mut Pattern<String>) {
    for el in &mut p.elements {
        match el {
            PatternElement::TextElement { value } => *value = widen(value),
            PatternElement::Placeable { expression } => expr(expression),
        }
    }
}

fn expr(e: &mut Expression<String>) {
    match e {
        Expression::Select { variants, .. } => {
            variants.iter_mut().for_each(|v| pattern(&mut v.value))
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => expr(expression),
        Expression::Inline(_) => {}
    }
}

/// en.ftl with every message's text widened.
pub fn pseudo_locale() -> String {
    let en =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en.ftl")).unwrap();
    let mut res = fluent_syntax::parser::parse(en).unwrap();
    for entry in &mut res.body {
        if let Entry::Message(m) = entry {
            if let Some(p) = &mut m.value {
                pattern(p);
            }
        }
    }
    fluent_syntax::serializer::serialize(&res)
}

#[test]
fn a_pseudo_locale_file_changes_every_sentence() {
    let p = Project::new();
    p.write("locales/en-XA.ftl", &pseudo_locale());
    p.write_archive("results/demo/20260101T000000Z.json", &small_archive());
    p.cmd()
        .args(["build", "--locale", "en-XA"])
        .assert()
        .success();
    let md = p.read("site/en-XA/demo/20260101T000000Z/report.md");
    for line in md.lines().filter(|l| l.starts_with("## ")) {
        // The stable anchor (`<a id="latency"></a>`) is an id, not a word.
        let words = line.split("</a>").last().unwrap_or(line);
        assert!(
            !words.chars().any(|c| c.is_ascii_alphabetic()),
            "untranslated heading: {line}"
        );
    }
    // Every span that is not archive data came from the pseudo-locale file.
    let l10n = Localizer::load(Some(&p.path().join("locales")), "en").unwrap();
    let xa = l10n.locale("en-XA").unwrap();
    let json = serde_json::to_vec(&small_archive()).unwrap();
    let a = archive::read_archive_bytes(&json, "demo.json").unwrap();
    let m = model::build(&a, &Thresholds::default());
    let cx = ReportContext {
        model: &m,
        display_path: "results/demo/x.json",
        corrections_href: None,
    };
    for doc in [
        document::build(&cx),
        document::raw_document(&cx, crate::support::RAW_CSV),
    ] {
        for t in texts(&doc) {
            for span in l10n.inline(xa, t) {
                let ascii_word = span
                    .text
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .any(|w| w.len() >= 2);
                assert!(
                    span.data || span.code || !ascii_word,
                    "not from the locale: {:?}",
                    span.text
                );
            }
        }
    }
    assert!(l10n.missing_messages().is_empty());
}

#[test]
fn every_shipped_locale_defines_what_english_defines() {
    let l10n = localizer();
    let en = &l10n.locale("en").unwrap().ids;
    for l in l10n.locales() {
        let missing: Vec<&String> = en.difference(&l.ids).collect();
        let extra: Vec<&String> = l.ids.difference(en).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, extra {extra:?}",
            l.tag
        );
    }
}
