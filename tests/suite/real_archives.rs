//! The real zoo-bench archives (current and legacy shape), through the library stages: every
//! section in both locales, honest language separation, equal numbers across locales, and
//! summaries that match the raw rounds.

use crate::support::real_archives;
use bench_site::archive::{self, LoadedArchive};
use bench_site::config::Thresholds;
use bench_site::document::{self, Block, Document, ReportContext, Text};
use bench_site::i18n::Localizer;
use bench_site::model::{self, RunModel};
use bench_site::render::markdown;
use std::path::Path;

pub const SECTION_IDS: [&str; 18] = [
    "title",
    "environment",
    "workload",
    "methodology",
    "conclusions",
    "charts",
    "latency",
    "overhead",
    "throughput",
    "attribution",
    "semantics",
    "favourable",
    "unfavourable",
    "no-winner",
    "caveats",
    "byo-baseline",
    "self-check",
    "appendix",
];

pub fn localizer() -> Localizer {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    Localizer::load(Some(&dir), "en").unwrap()
}

fn load_all() -> Vec<(LoadedArchive, RunModel)> {
    let Some(dir) = real_archives() else {
        return vec![];
    };
    archive::discover(&dir)
        .into_iter()
        .map(|f| {
            let a = archive::read_archive(&f, &dir).unwrap();
            let m = model::build(&a.archive, &Thresholds::default());
            (a, m)
        })
        .collect()
}

/// Every text of a document, in order.
pub fn texts(doc: &Document) -> Vec<&Text> {
    let mut out = vec![&doc.title];
    for s in &doc.sections {
        out.push(&s.title);
        for b in &s.blocks {
            match b {
                Block::Heading(t)
                | Block::Paragraph(t)
                | Block::Note(t)
                | Block::Warning(t)
                | Block::Link { text: t, .. } => out.push(t),
                Block::Bullets(items) => out.extend(items),
                Block::Table(table) => {
                    out.extend(&table.header);
                    out.extend(table.rows.iter().flatten());
                }
                Block::Figure { caption, alt, .. } => {
                    out.push(caption);
                    out.push(alt);
                }
            }
        }
    }
    out
}

fn render(l10n: &Localizer, a: &LoadedArchive, m: &RunModel, tag: &str) -> (Document, String) {
    let cx = ReportContext {
        model: m,
        display_path: &a.display_path,
        corrections_href: None,
    };
    let doc = document::build(&cx);
    let md = markdown::render(&doc, l10n, l10n.locale(tag).unwrap());
    (doc, md)
}

#[test]
fn every_section_renders_in_both_locales() {
    let l10n = localizer();
    for (a, m) in load_all() {
        for tag in ["en", "zh-CN"] {
            let (doc, md) = render(&l10n, &a, &m, tag);
            let ids: Vec<&str> = doc.sections.iter().map(|s| s.id).collect();
            assert_eq!(ids, SECTION_IDS, "{}", a.path.display());
            let locale = l10n.locale(tag).unwrap();
            for s in &doc.sections {
                let title = markdown::inline(&l10n.inline(locale, &s.title), false);
                assert!(
                    md.contains(&format!("# <a id=\"{}\"></a>{title}\n", s.id)),
                    "{tag}: section {} missing, or without its stable anchor",
                    s.id
                );
            }
        }
    }
    assert!(
        l10n.missing_messages().is_empty(),
        "{:?}",
        l10n.missing_messages()
    );
    assert!(
        l10n.unknown_keys().is_empty(),
        "untranslated archive keys: {:?}",
        l10n.unknown_keys()
    );
}

fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{303F}' | '\u{3400}'..='\u{9FFF}' | '\u{FF00}'..='\u{FFEF}')
}

#[test]
fn english_has_no_cjk_except_marked_archive_text() {
    let l10n = localizer();
    let marked = regex_lite_marked();
    for (a, m) in load_all() {
        let (_, md) = render(&l10n, &a, &m, "en");
        let stripped = marked(&md);
        let bad: Vec<&str> = stripped.lines().filter(|l| l.chars().any(is_cjk)).collect();
        assert!(
            bad.is_empty(),
            "{}: {:?}",
            a.path.display(),
            &bad[..bad.len().min(3)]
        );
    }
}

/// Removes every `"…" (archive text, not translated)` span.
fn regex_lite_marked() -> impl Fn(&str) -> String {
    |s: &str| {
        let marker = "\" (archive text, not translated)";
        let mut out = String::new();
        let mut rest = s;
        while let Some(end) = rest.find(marker) {
            let start = rest[..end].rfind('"').expect("opening quote");
            out.push_str(&rest[..start]);
            rest = &rest[end + marker.len()..];
        }
        out.push_str(rest);
        out
    }
}

#[test]
fn chinese_messages_are_all_chinese() {
    let l10n = localizer();
    let en = l10n.locale("en").unwrap();
    let zh = l10n.locale("zh-CN").unwrap();
    let missing: Vec<&String> = en.ids.difference(&zh.ids).collect();
    assert!(
        missing.is_empty(),
        "zh-CN lacks {missing:?} (it would fall back to English)"
    );
    // Three English words in a row outside data is an untranslated sentence.
    let sentence = |s: &str| {
        s.split(|c: char| !(c.is_ascii_alphabetic() || c == ' '))
            .any(|run| run.split(' ').filter(|w| w.len() >= 2).count() >= 3)
    };
    for (a, m) in load_all() {
        let cx = ReportContext {
            model: &m,
            display_path: &a.display_path,
            corrections_href: None,
        };
        for doc in [document::build(&cx), document::raw_document(&cx)] {
            for t in texts(&doc) {
                for span in l10n.inline(zh, t) {
                    if !span.data && !span.code {
                        assert!(!sentence(&span.text), "English in zh-CN: {:?}", span.text);
                    }
                }
            }
        }
    }
}

/// Numbers as they appear in the text, grouping separators removed.
pub fn numbers(s: &str) -> Vec<String> {
    let mut out = vec![];
    let mut cur = String::new();
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let joins = (c == '.' || c == ',')
            && !cur.is_empty()
            && chars.get(i + 1).is_some_and(|n| n.is_ascii_digit());
        if c.is_ascii_digit() || (joins && c == '.') {
            cur.push(c);
        } else if joins && c == ',' {
            // grouping separator: skip
        } else if !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out.sort();
    out
}

#[test]
fn both_locales_show_the_same_numbers() {
    let l10n = localizer();
    for (a, m) in load_all() {
        let (_, en) = render(&l10n, &a, &m, "en");
        let (_, zh) = render(&l10n, &a, &m, "zh-CN");
        let (ne, nz) = (numbers(&en), numbers(&zh));
        if ne != nz {
            let mut only_en = ne.clone();
            for x in &nz {
                if let Some(i) = only_en.iter().position(|y| y == x) {
                    only_en.remove(i);
                }
            }
            let mut only_zh = nz.clone();
            for x in &ne {
                if let Some(i) = only_zh.iter().position(|y| y == x) {
                    only_zh.remove(i);
                }
            }
            panic!(
                "{}: only in en {:?}, only in zh {:?}",
                a.path.display(),
                &only_en[..only_en.len().min(20)],
                &only_zh[..only_zh.len().min(20)]
            );
        }
        eprintln!("{}: {} numbers in each locale", a.path.display(), ne.len());
    }
}

#[test]
fn recomputed_summaries_equal_the_stored_ones() {
    for (a, m) in load_all() {
        let c = &m.summary_check;
        eprintln!(
            "{}: {} stored values compared, largest relative difference {:e}, ratios {:e}",
            a.path.display(),
            c.fields_compared,
            c.max_relative_difference,
            m.relative_max_difference
        );
        assert!(c.fields_compared >= 96 * 35, "every unit compared");
        assert!(
            c.mismatches.is_empty(),
            "{:?}",
            &c.mismatches[..c.mismatches.len().min(3)]
        );
        assert!(m.relative_max_difference <= 1e-9);
        assert!(m.units.iter().all(|u| u.recomputed));
    }
}

/// (E − B) / E for one unit, straight from the raw JSON, independent of the model code.
fn share_from_json(path: &Path, adapter: &str, c: i64, tier: f64) -> f64 {
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
    let unit = v["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| {
            u["spec"]["adapter"] == adapter
                && u["spec"]["concurrency"] == c
                && u["spec"]["body_tier_us"] == tier
        })
        .unwrap();
    let med = |mut xs: Vec<f64>| {
        xs.sort_by(f64::total_cmp);
        let n = xs.len();
        if n % 2 == 1 {
            xs[n / 2]
        } else {
            (xs[n / 2 - 1] + xs[n / 2]) / 2.0
        }
    };
    let (walls, bodies) = crate::support::walls_and_bodies(unit["rounds"].as_array().unwrap());
    let e = med(walls.iter().map(|w| w / c as f64).collect());
    let b = med(bodies);
    (e - b) / e
}

#[test]
fn zoo_0_8_0_verdict_counts_and_reference_share() {
    let Some(dir) = real_archives() else { return };
    let path = dir.join("zoo-framework-0.8.0/20261010T165349Z.json");
    let a = archive::read_archive(&path, &dir).unwrap();
    let m = model::build(&a.archive, &Thresholds::default());
    let v = &m.verdicts;
    let total = v.favourable.len() + v.unfavourable.len() + v.tied.len();
    eprintln!(
        "0.8.0: unfavourable {}, favourable {}, no winner {} (of {total}); band {:.4}..{:.4}",
        v.unfavourable.len(),
        v.favourable.len(),
        v.tied.len(),
        v.band_min.unwrap(),
        v.band_max.unwrap()
    );
    assert_eq!(total, 5 * 16, "five baselines at sixteen cells");
    let zoo = m.unit("zoo", 1, 10000.0).unwrap();
    let share = zoo.overhead_ratio().unwrap();
    let expected = share_from_json(&path, "zoo", 1, 10000.0);
    eprintln!(
        "0.8.0: zoo overhead share at concurrency 1, 10000 µs: {:.4}%",
        share * 100.0
    );
    assert!((share - expected).abs() < 1e-12);
    // Each unfavourable item is outside its band, below parity.
    for i in &v.unfavourable {
        assert!(i.ratio < 1.0 - i.band.unwrap());
    }
}

/// The verdict counts of both shared archives are the upstream rules' counts: the corrections
/// change sentences, never which tiers are won, lost or tied.
#[test]
fn verdict_counts_equal_the_upstream_rules() {
    let Some(dir) = real_archives() else { return };
    for (file, counts) in [
        ("zoo-framework-0.8.0/20261010T165349Z.json", (19, 49, 12)),
        ("zoo-framework-0.6.0/20261003T025008Z.json", (0, 72, 8)),
    ] {
        let a = archive::read_archive(&dir.join(file), &dir).unwrap();
        let m = model::build(&a.archive, &Thresholds::default());
        let v = &m.verdicts;
        let got = (v.favourable.len(), v.unfavourable.len(), v.tied.len());
        assert_eq!(got, counts, "{file}: favourable / unfavourable / no winner");
        assert!(
            m.excluded.is_empty(),
            "{file}: every stored value is a measurement"
        );
    }
}

#[test]
fn appendices_hold_every_unit_and_every_round() {
    let l10n = localizer();
    for (a, m) in load_all() {
        let cx = ReportContext {
            model: &m,
            display_path: &a.display_path,
            corrections_href: None,
        };
        let raw = markdown::render(
            &document::raw_document(&cx),
            &l10n,
            l10n.locale("en").unwrap(),
        );
        let rounds: usize = a
            .archive
            .units
            .iter()
            .map(|u| u.rounds.as_ref().map_or(0, Vec::len))
            .sum();
        let rows = raw
            .lines()
            .filter(|l| l.starts_with("| ") && !l.starts_with("| round") && !l.starts_with("| ---"))
            .count();
        assert_eq!(rows, rounds, "one row per raw round");
        let samples: usize = a
            .archive
            .units
            .iter()
            .flat_map(|u| u.rounds.iter().flatten())
            .map(|r| r.body_seconds.len())
            .sum();
        let first = a.archive.units[0].rounds.as_ref().unwrap()[0].body_seconds[0].get();
        assert!(
            raw.contains(&format!("{first}")),
            "raw samples keep every digit"
        );
        eprintln!(
            "{}: {rounds} rounds, {samples} body samples in appendix-raw.md",
            a.path.display()
        );
    }
}
