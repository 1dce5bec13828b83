//! The slide deck (`deck.html`) through the library: the unfavourable items on the slides equal
//! the model's, every slide has a footer and content, the hero number equals the Markdown
//! report's, and (with a real browser) nothing overflows, navigation works and printing gives
//! one page per slide.

use crate::support::{real_archives, small_archive};
use bench_site::archive::{self, LoadedArchive};
use bench_site::config::Thresholds;
use bench_site::document::{self, text::value, ReportContext, Value};
use bench_site::i18n::Localizer;
use bench_site::model::{self, RunModel};
use bench_site::render::{deck, markdown};
use bench_site::theme::Theme;
use std::path::{Path, PathBuf};

const LOCALES: [&str; 3] = ["en", "ja", "zh-CN"];

/// One rendered deck and what it was made from.
struct Built {
    name: String,
    tag: &'static str,
    html: String,
    markdown: String,
    model: RunModel,
}

fn localizer() -> Localizer {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    Localizer::load(Some(&dir), "en").unwrap()
}

/// The real archives (when present) and a synthetic one, as (archive, results root).
fn archives(tmp: &Path) -> Vec<(PathBuf, PathBuf)> {
    let root = tmp.join("results");
    let file = root.join("demo-lib-1.2.0/20260921T000000Z.json");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, serde_json::to_string(&small_archive()).unwrap()).unwrap();
    let mut all = vec![(file, root)];
    if let Some(dir) = real_archives() {
        all.extend(
            archive::discover(&dir)
                .into_iter()
                .map(|f| (f, dir.clone())),
        );
    }
    all
}

/// The figures the report of `model` has (the deck draws each on a slide of its own).
fn figure_specs(model: &RunModel) -> Vec<bench_site::figures::FigureSpec> {
    bench_site::figures::plan(model)
        .into_iter()
        .filter_map(|p| match p {
            bench_site::figures::Planned::Figure(f) => Some(f),
            bench_site::figures::Planned::Withheld { .. } => None,
        })
        .collect()
}

fn build_all(l10n: &Localizer, tmp: &Path) -> Vec<Built> {
    build_decks(l10n, tmp, &LOCALES, false)
}

/// Every archive's deck in `locales`, the locales of one archive sharing one
/// [`deck::Choices`] (as the build does) when `share`, each choosing on its own otherwise.
fn build_decks(l10n: &Localizer, tmp: &Path, locales: &[&'static str], share: bool) -> Vec<Built> {
    let fonts = bench_site::figures::Fonts::bundled().unwrap();
    let theme = Theme::load(None).unwrap();
    let tera = theme.templates().unwrap();
    let mut out = vec![];
    for (file, root) in archives(tmp) {
        let a: LoadedArchive = archive::read_archive(&file, &root).unwrap();
        let model = model::build(&a.archive, &Thresholds::default());
        let cx = ReportContext {
            model: &model,
            display_path: &a.display_path,
            corrections_href: None,
        };
        let doc = document::build(&cx);
        let figures = figure_specs(&model);
        let shared = deck::Choices::default();
        for &tag in locales {
            let own = deck::Choices::default();
            let choices = if share { &shared } else { &own };
            let locale = l10n.locale(tag).unwrap();
            let input = deck::DeckInput {
                doc: &doc,
                model: &model,
                l10n,
                locale,
                theme: &theme,
                tera: &tera,
                display_path: &a.display_path,
                raw_archive_href: "../../../data/x/y.json",
                figures: &figures,
                fonts: Some(&fonts),
                offered: bench_site::config::Offered::ALL,
                choices,
            };
            out.push(Built {
                name: format!("{}-{}", a.group, a.stem),
                tag,
                html: deck::render(&input).unwrap(),
                markdown: markdown::render(&doc, l10n, locale),
                model: model.clone(),
            });
        }
    }
    out
}

/// The build chooses what a capped section shows once per archive and shares it with every
/// locale, whichever locale gets there first: each deck must equal the one its locale makes
/// choosing on its own. (That every locale's own choice is the same is tested below.)
#[test]
fn decks_sharing_an_archives_choices_equal_decks_choosing_alone() {
    let l10n = localizer();
    let tmp = tempfile::tempdir().unwrap();
    let alone = build_decks(&l10n, tmp.path(), &LOCALES, false);
    let reversed: Vec<&'static str> = LOCALES.iter().rev().copied().collect();
    let shared = build_decks(&l10n, tmp.path(), &reversed, true);
    assert_eq!(alone.len(), shared.len());
    for a in &alone {
        let s = shared
            .iter()
            .find(|s| s.name == a.name && s.tag == a.tag)
            .unwrap();
        assert!(
            a.html == s.html,
            "{} {}: the shared choice changed the deck",
            a.name,
            a.tag
        );
    }
}

/// Each slide's HTML, in order.
fn slides(html: &str) -> Vec<&str> {
    html.split("<section class=\"slide ")
        .skip(1)
        .map(|s| s.split("</section>").next().unwrap())
        .collect()
}

fn between<'a>(s: &'a str, open: &str, close: &str) -> Option<&'a str> {
    let start = s.find(open)? + open.len();
    let len = s[start..].find(close)?;
    Some(&s[start..start + len])
}

fn strip_tags(s: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in s.chars() {
        match c {
            '<' => inside = true,
            '>' => inside = false,
            _ if !inside => out.push(c),
            _ => {}
        }
    }
    out.trim().to_string()
}

#[test]
fn unfavourable_items_on_the_deck_equal_the_models() {
    let (l10n, tmp) = (localizer(), tempfile::tempdir().unwrap());
    for b in build_all(&l10n, tmp.path()) {
        let items = &b.model.verdicts.unfavourable;
        let unfav: Vec<&str> = slides(&b.html)
            .into_iter()
            .filter(|s| s.contains("data-section=\"unfavourable\""))
            .collect();
        let rows: usize = unfav
            .iter()
            .filter(|s| s.starts_with("slide-content"))
            .map(|s| s.matches("<tr>").count() - s.matches("<thead>").count())
            .sum();
        assert_eq!(rows, items.len(), "{} {}: table rows", b.name, b.tag);
        let counts: Vec<usize> = unfav
            .iter()
            .flat_map(|s| s.split("data-count=\"").skip(1))
            .map(|c| c.split('"').next().unwrap().parse().unwrap())
            .collect();
        let mut baselines: Vec<&str> = items.iter().map(|i| i.baseline.as_str()).collect();
        baselines.sort();
        baselines.dedup();
        assert_eq!(
            counts.len(),
            baselines.len(),
            "{} {}: one card per baseline",
            b.name,
            b.tag
        );
        assert_eq!(
            counts.iter().sum::<usize>(),
            items.len(),
            "{} {}: card counts",
            b.name,
            b.tag
        );
        assert!(
            !unfav.iter().any(|s| s.starts_with("slide-pointer")),
            "the unfavourable section is never capped"
        );
    }
}

/// The `data-chosen` attribute of each capped section's slides: section id → selection.
fn chosen(html: &str) -> std::collections::BTreeMap<String, String> {
    slides(html)
        .into_iter()
        .filter_map(|s| {
            let id = between(s, "data-section=\"", "\"")?;
            Some((
                id.to_string(),
                between(s, "data-chosen=\"", "\"")?.to_string(),
            ))
        })
        .collect()
}

#[test]
fn capped_sections_choose_the_same_items_in_every_locale_and_name_every_winning_baseline() {
    let (l10n, tmp) = (localizer(), tempfile::tempdir().unwrap());
    let built = build_all(&l10n, tmp.path());
    for group in built.chunks(LOCALES.len()) {
        let (en, others) = group
            .split_first()
            .expect("one deck per locale per archive");
        assert_eq!(others.len() + 1, LOCALES.len(), "one deck per locale");
        let a = chosen(&en.html);
        assert!(
            !a.is_empty(),
            "{}: capped sections carry their selection",
            en.name
        );
        for other in others {
            assert_eq!(
                a,
                chosen(&other.html),
                "{}: {} and {} decks choose different items",
                en.name,
                en.tag,
                other.tag
            );
        }
        // Every baseline that beats the subject and that a capped section names in the report
        // is named on that section's slides.
        let mut winners: Vec<&str> = en
            .model
            .verdicts
            .unfavourable
            .iter()
            .map(|v| v.baseline.as_str())
            .collect();
        winners.sort_unstable();
        winners.dedup();
        let md_sections: Vec<&str> = en.markdown.split("\n## ").collect();
        for id in a.keys() {
            let anchor = format!("<a id=\"{id}\"></a>");
            let Some(md) = md_sections.iter().find(|s| s.starts_with(&anchor)) else {
                continue;
            };
            let deck: String = slides(&en.html)
                .into_iter()
                .filter(|s| s.contains(&format!("data-section=\"{id}\"")))
                .collect();
            for w in &winners {
                let named = |text: &str| {
                    text.match_indices(w).any(|(i, _)| {
                        let before = text[..i].chars().next_back();
                        let after = text[i + w.len()..].chars().next();
                        let word =
                            |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                        !word(before) && !word(after)
                    })
                };
                if named(md) {
                    assert!(named(&deck), "{}: section {id} leaves out {w}", en.name);
                }
            }
        }
        worst_loss_sentences_are_on_the_slides(en);
    }
}

/// For every baseline that beats the subject, the conclusion sentence about the concurrency
/// of its worst loss is on the slides (the deck once showed each baseline by a sentence about a
/// milder concurrency, and the strongest losses only in the report).
fn worst_loss_sentences_are_on_the_slides(en: &Built) {
    let plain = |s: &str| {
        strip_tags(s)
            .replace("&quot;", "\"")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let deck: String = slides(&en.html)
        .into_iter()
        .filter(|s| s.contains("data-section=\"conclusions\""))
        .map(plain)
        .collect::<Vec<_>>()
        .join(" ");
    let mut worst: std::collections::BTreeMap<&str, (f64, i64)> = Default::default();
    for v in &en.model.verdicts.unfavourable {
        let e = worst.entry(v.baseline.as_str()).or_insert((f64::MAX, 0));
        if v.ratio < e.0 {
            *e = (v.ratio, v.concurrency);
        }
    }
    for (w, (_, c)) in worst {
        let start = format!("- At concurrency {c}, {w} ");
        let line = en
            .markdown
            .lines()
            .find(|l| l.starts_with(&start))
            .unwrap_or_else(|| panic!("{}: no conclusion about {w} at {c}", en.name));
        let sentence = plain(&line[2..].replace("**", ""));
        assert!(
            deck.contains(&sentence),
            "{}: the deck leaves out {sentence:?}",
            en.name
        );
    }
}

#[test]
fn every_slide_has_a_footer_and_content() {
    let (l10n, tmp) = (localizer(), tempfile::tempdir().unwrap());
    for b in build_all(&l10n, tmp.path()) {
        let all = slides(&b.html);
        assert!(
            all.len() > 10,
            "{} {}: only {} slides",
            b.name,
            b.tag,
            all.len()
        );
        for (i, s) in all.iter().enumerate() {
            let footer =
                between(s, "<span class=\"source\">", "</span><span class=\"num\">").unwrap();
            assert!(
                !strip_tags(footer).is_empty(),
                "{} {} slide {}: no footer",
                b.name,
                b.tag,
                i + 1
            );
            let body = between(s, "<div class=\"body\">", "<footer").unwrap();
            assert!(
                strip_tags(body).chars().count() > 10,
                "{} {} slide {}: empty",
                b.name,
                b.tag,
                i + 1
            );
            let notes = between(s, "<aside class=\"notes\">", "</aside>").unwrap();
            assert!(
                strip_tags(notes).chars().count() > 20,
                "{} {} slide {}: no notes",
                b.name,
                b.tag,
                i + 1
            );
        }
        let mut notes: Vec<String> = all
            .iter()
            .map(|s| strip_tags(between(s, "<aside class=\"notes\">", "</aside>").unwrap()))
            .collect();
        let n = notes.len();
        notes.sort();
        notes.dedup();
        assert_eq!(
            notes.len(),
            n,
            "{} {}: two slides share their notes",
            b.name,
            b.tag
        );
    }
    let missing: Vec<_> = l10n
        .missing_messages()
        .into_iter()
        .filter(|(_, id)| id.starts_with("deck-"))
        .collect();
    assert!(missing.is_empty(), "deck messages missing: {missing:?}");
}

#[test]
fn sections_are_capped_with_a_linking_pointer_and_nothing_is_external() {
    let (l10n, tmp) = (localizer(), tempfile::tempdir().unwrap());
    for b in build_all(&l10n, tmp.path()) {
        assert!(
            !b.html.contains("http:") && !b.html.contains("https:"),
            "{}: external URL",
            b.name
        );
        assert!(
            b.html.contains("<style>") && b.html.contains("<script>"),
            "CSS and JS are inlined"
        );
        let all = slides(&b.html);
        let section = |s: &str| between(s, "data-section=\"", "\"").unwrap().to_string();
        let mut ids: Vec<String> = all.iter().map(|s| section(s)).collect();
        ids.dedup();
        for id in ids.iter().filter(|id| *id != "unfavourable") {
            let of: Vec<&&str> = all.iter().filter(|s| section(s) == *id).collect();
            let content = of.iter().filter(|s| s.starts_with("slide-content")).count();
            assert!(
                content <= 2,
                "{} {}: section {id} has {content} content slides",
                b.name,
                b.tag
            );
            if let Some(p) = of.iter().find(|s| s.starts_with("slide-pointer")) {
                assert!(
                    p.contains(&format!("href=\"index.html#{id}\"")),
                    "pointer links to its section"
                );
            }
        }
        let last = all.last().unwrap();
        for href in [
            "index.html",
            "report.md",
            "print.html",
            "../../../data/x/y.json",
        ] {
            assert!(
                last.contains(&format!("href=\"{href}\"")),
                "closing slide links {href}"
            );
        }
    }
}

/// Every hero number (one per tier of the reference concurrency, never the flattering tier
/// alone) reads exactly as the overhead pivot's cell in report.md.
#[test]
fn hero_numbers_equal_the_markdown_reports_at_every_tier() {
    let (l10n, tmp) = (localizer(), tempfile::tempdir().unwrap());
    let mut checked = 0;
    for b in build_all(&l10n, tmp.path()) {
        let heroes: Vec<&str> = b.html.split("data-hero=\"\"").skip(1).collect();
        let withheld = b.html.matches("data-hero-withheld=\"\"").count();
        if heroes.is_empty() {
            continue;
        }
        let subject_tiers = b.model.profiles[0].shares.len();
        assert_eq!(
            heroes.len() + withheld,
            subject_tiers,
            "{}: a number per tier",
            b.name
        );
        for hero in heroes {
            let c: i64 = between(hero, "data-concurrency=\"", "\"")
                .unwrap()
                .parse()
                .unwrap();
            let tier: f64 = between(hero, "data-tier=\"", "\"")
                .unwrap()
                .parse()
                .unwrap();
            let number = between(hero, ">", "<").unwrap().trim();
            let locale = l10n.locale(b.tag).unwrap();
            let c_text = l10n.plain(locale, &value(Value::Count(c)));
            let tier_text = l10n.plain(locale, &value(Value::Tier(tier)));
            let section = b
                .markdown
                .split("\n## ")
                .find(|s| s.starts_with("<a id=\"overhead\"></a>"))
                .unwrap();
            let row = section
                .lines()
                .find(|l| l.starts_with(&format!("| {c_text} | {tier_text} |")))
                .unwrap_or_else(|| panic!("{}: no overhead row {c_text}/{tier_text}", b.name));
            let cell = row.split(" | ").nth(2).unwrap().trim();
            assert_eq!(number, cell, "{} {}: hero vs report.md", b.name, b.tag);
            checked += 1;
        }
    }
    assert!(
        checked >= 2,
        "the synthetic archive has a hero number in both locales"
    );
}

/// Renders the English deck of one synthetic archive.
fn english_deck(l10n: &Localizer, archive: &serde_json::Value) -> String {
    deck_in(l10n, "en", archive)
}

/// Removes every element whose opening tag starts with `open`, with its content (no nesting
/// of the same element inside).
fn drop_elements(html: &str, open: &str, close: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(i) = rest.find(open) {
        out.push_str(&rest[..i]);
        let after = &rest[i..];
        rest = after.find(close).map_or("", |j| &after[j + close.len()..]);
    }
    out.push_str(rest);
    out
}

#[test]
fn a_pseudo_locale_changes_every_word_on_the_slides() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("en-XA.ftl"),
        crate::i18n_pseudo::pseudo_locale(),
    )
    .unwrap();
    let l10n = Localizer::load(Some(dir.path()), "en").unwrap();
    let html = deck_in(&l10n, "en-XA", &small_archive());
    let body = html.split("<body>").nth(1).unwrap();
    let mut text = drop_elements(body, "<script", "</script>");
    // Archive data (scheme names, paths, code) is shown as is in every locale.
    for (open, close) in [
        ("<span class=\"data", "</span>"),
        ("<code", "</code>"),
        ("<span class=\"name\"", "</span>"),
        // Key names (o, n) are keys, not words of a language.
        ("<kbd", "</kbd>"),
    ] {
        text = drop_elements(&text, open, close);
    }
    let visible = strip_tags(&text.replace('>', "> "));
    let visible = ["&quot;", "&amp;", "&lt;", "&gt;", "&#39;"]
        .iter()
        .fold(visible, |t, e| t.replace(e, " "));
    let english: Vec<&str> = visible
        .split_whitespace()
        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
        .collect();
    assert!(
        english.is_empty(),
        "words not from the locale file: {:?}",
        &english[..english.len().min(20)]
    );
}

/// Renders the deck of one synthetic archive in locale `tag`.
fn deck_in(l10n: &Localizer, tag: &str, archive: &serde_json::Value) -> String {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("results/demo/20260921T000000Z.json");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, archive.to_string()).unwrap();
    let a = archive::read_archive(&file, &tmp.path().join("results")).unwrap();
    let model = model::build(&a.archive, &Thresholds::default());
    let cx = ReportContext {
        model: &model,
        display_path: &a.display_path,
        corrections_href: None,
    };
    let doc = document::build(&cx);
    let theme = Theme::load(None).unwrap();
    let tera = theme.templates().unwrap();
    deck::render(&deck::DeckInput {
        doc: &doc,
        model: &model,
        l10n,
        locale: l10n.locale(tag).unwrap(),
        theme: &theme,
        tera: &tera,
        display_path: &a.display_path,
        raw_archive_href: "raw.json",
        figures: &[],
        fonts: None,
        offered: bench_site::config::Offered::ALL,
        choices: &deck::Choices::default(),
    })
    .unwrap()
}

#[test]
fn a_bar_without_a_readable_value_is_shown_with_its_reason() {
    // Bodies longer than the round: fast_base's overhead at 1/40 comes out negative.
    let mut archive = small_archive();
    for unit in archive["units"].as_array_mut().unwrap() {
        let s = &unit["spec"];
        if s["adapter"] == "fast_base" && s["concurrency"] == 1 && s["body_tier_us"] == 40.0 {
            for round in unit["rounds"].as_array_mut().unwrap() {
                for b in round["body_seconds"].as_array_mut().unwrap() {
                    *b = serde_json::json!(b.as_f64().unwrap() * 3.0);
                }
            }
        }
    }
    let l10n = localizer();
    let html = english_deck(&l10n, &archive);
    let bars = slides(&html)
        .into_iter()
        .find(|s| s.starts_with("slide-bars") && s.contains("data-section=\"overhead\""))
        .unwrap();
    let mark = l10n.plain(
        l10n.locale("en").unwrap(),
        &document::text::msg("deck-bars-mark-withheld"),
    );
    let row = bars
        .split("<li class=\"bar ")
        .find(|r| r.contains(">fast_base<"))
        .unwrap();
    assert!(
        row.contains(&mark) && !row.contains("class=\"fill\""),
        "{row}"
    );
    assert_eq!(
        bars.matches("<li class=\"bar ").count(),
        2 * 3,
        "every scheme keeps its row at both tiers"
    );
}

#[test]
fn without_a_readable_overhead_the_hero_slide_quotes_no_number() {
    // Every body longer than its round: no overhead figure is readable anywhere.
    let mut archive = small_archive();
    for unit in archive["units"].as_array_mut().unwrap() {
        for round in unit["rounds"].as_array_mut().unwrap() {
            for b in round["body_seconds"].as_array_mut().unwrap() {
                *b = serde_json::json!(b.as_f64().unwrap() * 3.0);
            }
        }
    }
    let l10n = localizer();
    let html = english_deck(&l10n, &archive);
    let hero = slides(&html)
        .into_iter()
        .find(|s| s.starts_with("slide-hero"))
        .unwrap();
    assert!(!hero.contains("data-hero"), "{hero}");
    let en = l10n.locale("en").unwrap();
    let subject = document::text::data("subject");
    let why = document::text::msg_with(
        "deck-hero-unreadable",
        vec![("subject", document::text::t(subject))],
    );
    let why = bench_site::render::html::text(&l10n, en, &why);
    assert!(hero.contains(&why), "{hero}");
}

#[test]
fn decks_fit_navigate_and_print_in_a_real_browser() {
    if !crate::browser::available() {
        return;
    }
    let (l10n, tmp) = (localizer(), tempfile::tempdir().unwrap());
    // DECK_KEEP=<dir> keeps the rendered decks there, for looking at them by hand.
    let out = std::env::var_os("DECK_KEEP").map_or(tmp.path().join("site"), PathBuf::from);
    let mut files = vec![];
    for b in build_all(&l10n, tmp.path()) {
        let dir = out.join(b.tag).join(&b.name);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("deck.html");
        std::fs::write(&path, &b.html).unwrap();
        files.push(path.display().to_string());
        // The same deck with larger type, so the Rust-side estimate falls short and deck.js
        // must split slides from its own measurements.
        let stress = dir.join("deck-stress.html");
        let bigger = "<style>.body{font-size:25px}.body table{font-size:18px}</style></head>";
        std::fs::write(&stress, b.html.replacen("</head>", bigger, 1)).unwrap();
        files.push(stress.display().to_string());
    }
    let args: Vec<&str> = files.iter().map(String::as_str).collect();
    // Every slide of every (unstressed) deck is photographed into target/screenshots/decks.
    let shots = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots/decks");
    let _ = std::fs::remove_dir_all(&shots);
    let result = crate::browser::run_with("deck.mjs", &args, &[("DECK_SHOTS", &shots)]);
    eprintln!("deck.mjs: {result}");
    assert_eq!(
        result["decks"].as_u64(),
        Some(files.len() as u64),
        "{result}"
    );
    assert!(
        result["continuations"].as_u64() > Some(0),
        "the stressed decks were split: {result}"
    );
    assert!(
        result["failures"].as_array().unwrap().is_empty(),
        "{result}"
    );
}
