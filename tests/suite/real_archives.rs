//! The real zoo-bench archives (current and legacy shape), through the library stages: every
//! section in every shipped locale, honest language separation (the legacy archive's Chinese
//! prose translated through its keys), equal numbers across locales, and summaries that match
//! the raw rounds.

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
fn every_section_renders_in_every_shipped_locale() {
    let l10n = localizer();
    assert_eq!(l10n.tags(), ["en", "ja", "zh-CN"]);
    for (a, m) in load_all() {
        for tag in l10n.tags() {
            let tag = tag.as_str();
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

/// The legacy archive stores Chinese prose where newer archives store message keys; the
/// reviewed table (locales/legacy-prose.toml) maps every such string to its key, so the English
/// reports carry no Chinese at all and nothing is left quoted as untranslated archive text.
#[test]
fn the_english_reports_show_no_archive_chinese() {
    let l10n = localizer();
    let all = load_all();
    for (a, m) in &all {
        let (_, md) = render(&l10n, a, m, "en");
        let bad: Vec<&str> = md.lines().filter(|l| l.chars().any(is_cjk)).collect();
        assert!(
            bad.is_empty(),
            "{}: {:?}",
            a.path.display(),
            &bad[..bad.len().min(3)]
        );
        assert!(
            !md.contains("(archive text, not translated)"),
            "{}: prose the table does not know",
            a.path.display()
        );
    }
    let Some((a, m)) = all.iter().find(|(a, _)| a.group.ends_with("0.6.0")) else {
        return;
    };
    // The legacy prose reads as its key's translation, the archive's own words in Chinese.
    let (_, en) = render(&l10n, a, m, "en");
    assert!(
        en.contains("always raises AttributeError on 0.6.0"),
        "legacy zoo note"
    );
    assert!(
        en.contains("valid only within this run"),
        "report.absolute_note"
    );
    let (_, zh) = render(&l10n, a, m, "zh-CN");
    assert!(zh.contains("实测该调用在 0.6.0 上必抛 AttributeError"));
    assert!(!zh.contains("存档原文，未翻译"));
    let (_, ja) = render(&l10n, a, m, "ja");
    assert!(ja.contains("この呼び出しは 0.6.0 では必ず AttributeError を投げる"));
}

#[test]
fn chinese_and_japanese_messages_have_no_english_sentence() {
    let l10n = localizer();
    let en = l10n.locale("en").unwrap();
    for tag in ["zh-CN", "ja"] {
        let missing: Vec<&String> = en.ids.difference(&l10n.locale(tag).unwrap().ids).collect();
        assert!(
            missing.is_empty(),
            "{tag} lacks {missing:?} (it would fall back to English)"
        );
    }
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
        for doc in [
            document::build(&cx),
            document::raw_document(&cx, crate::support::RAW_CSV),
        ] {
            for t in texts(&doc) {
                for tag in ["zh-CN", "ja"] {
                    for span in l10n.inline(l10n.locale(tag).unwrap(), t) {
                        if !span.data && !span.code {
                            assert!(!sentence(&span.text), "English in {tag}: {:?}", span.text);
                        }
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
fn every_locale_shows_the_same_numbers() {
    let l10n = localizer();
    for (a, m) in load_all() {
        for other in ["zh-CN", "ja"] {
            same_numbers(&l10n, &a, &m, other);
        }
    }
}

fn same_numbers(l10n: &Localizer, a: &LoadedArchive, m: &RunModel, other: &str) {
    {
        let (_, en) = render(l10n, a, m, "en");
        let (_, zh) = render(l10n, a, m, other);
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
                "{}: only in en {:?}, only in {other} {:?}",
                a.path.display(),
                &only_en[..only_en.len().min(20)],
                &only_zh[..only_zh.len().min(20)]
            );
        }
        eprintln!(
            "{}: {} numbers in en and {other}",
            a.path.display(),
            ne.len()
        );
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
        let csv = bench_site::render::csv::rounds(&m);
        let mut reader = csv::Reader::from_reader(csv.as_bytes());
        let header: Vec<String> = reader.headers().unwrap().iter().map(String::from).collect();
        assert_eq!(header, bench_site::render::csv::COLUMNS);
        let records: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
        let stored: Vec<(usize, &archive::Round)> = a
            .archive
            .units
            .iter()
            .enumerate()
            .flat_map(|(i, u)| u.rounds.iter().flatten().map(move |r| (i, r)))
            .collect();
        assert_eq!(records.len(), stored.len(), "one CSV line per raw round");
        let mut samples = 0;
        for (record, (unit, round)) in records.iter().zip(&stored) {
            let num = |s: &str| -> f64 { s.parse().unwrap_or_else(|_| panic!("{s:?}")) };
            assert_eq!(record[0].parse::<usize>().unwrap(), *unit);
            assert_eq!(
                record[4],
                round.round.map_or(String::new(), |r| r.to_string())
            );
            assert_eq!(record[5].parse::<i64>().unwrap(), round.batch);
            // Every digit kept: each value reads back to the stored number exactly.
            assert_eq!(
                num(&record[6]).to_bits(),
                round.wall_seconds.get().to_bits()
            );
            let bodies: Vec<u64> = record[7].split(' ').map(|b| num(b).to_bits()).collect();
            let expected: Vec<u64> = round
                .body_seconds
                .iter()
                .map(|b| b.get().to_bits())
                .collect();
            assert_eq!(
                bodies, expected,
                "body samples of unit {unit}, in stored order"
            );
            samples += bodies.len();
        }
        // appendix-raw.md lists every unit with its rounds and the CSV lines that hold them.
        let raw = markdown::render(
            &document::raw_document(&cx, crate::support::RAW_CSV),
            &l10n,
            l10n.locale("en").unwrap(),
        );
        let ranges = bench_site::render::csv::line_ranges(&m);
        let listed = m.raw_units();
        assert_eq!(ranges.len(), listed.len());
        for (u, range) in listed.iter().zip(ranges) {
            let Some((from, to)) = range else { continue };
            let on_lines: Vec<usize> = records
                .iter()
                .enumerate()
                .filter(|(_, r)| r[0].parse::<usize>().unwrap() == u.index)
                .map(|(i, _)| i + 2)
                .collect();
            assert_eq!(
                on_lines,
                (from..=to).collect::<Vec<_>>(),
                "unit {}",
                u.index
            );
            let cells = format!("| {} | {from}–{to} |", to - from + 1);
            assert!(
                raw.contains(&cells),
                "no row ending {cells} in appendix-raw.md"
            );
        }
        assert!(
            raw.contains("(../../../data/demo/x.rounds.csv)"),
            "appendix-raw.md links the CSV"
        );
        eprintln!(
            "{}: {} rounds, {samples} body samples in rounds.csv",
            a.path.display(),
            stored.len()
        );
    }
}
