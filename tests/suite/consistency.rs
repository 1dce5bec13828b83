//! An independent consistency checker: from the model's verdict sets and unit numbers alone, it
//! re-derives what each conclusion sentence of the document may claim, and fails on any
//! sentence that claims more or other. It reads the document's message ids and arguments (what
//! every locale renders), never the pattern code's own types. It runs on both shared archives
//! and on property-generated synthetic archives (random ratio matrices, non-monotone patterns,
//! ties, single-tier and single-concurrency runs, missing cells, impossible values).

use crate::support::real_archives;
use bench_site::archive;
use bench_site::config::Thresholds;
use bench_site::document::{self, Arg, Block, Document, ReportContext, Text, Value};
use bench_site::model::relative::Verdict;
use bench_site::model::{self, RunModel};
use serde_json::{json, Value as J};
use std::collections::{BTreeMap, BTreeSet};

/// What a (baseline, concurrency, tier) verdict is, from the three verdict lists only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seen {
    BaselineAhead,
    SubjectAhead,
    NoWinner,
    NoBand,
}

type Key = (String, i64, u64);

struct Facts {
    verdicts: BTreeMap<Key, (Seen, f64)>,
    /// Every tier of every unit (ok or failed) per concurrency.
    tiers_at: BTreeMap<i64, Vec<f64>>,
}

fn facts(m: &RunModel) -> Facts {
    let mut verdicts = BTreeMap::new();
    let lists = [
        (&m.verdicts.favourable, Seen::SubjectAhead),
        (&m.verdicts.unfavourable, Seen::BaselineAhead),
        (&m.verdicts.tied, Seen::NoWinner),
    ];
    for (list, seen) in lists {
        for i in list {
            let seen = if i.verdict == Verdict::TiedNoRounds {
                Seen::NoBand
            } else {
                seen
            };
            let key = (i.baseline.clone(), i.concurrency, i.tier_us.to_bits());
            assert!(
                verdicts.insert(key, (seen, i.ratio)).is_none(),
                "a cell in two lists"
            );
        }
    }
    let mut tiers_at: BTreeMap<i64, Vec<f64>> = BTreeMap::new();
    let cells = m
        .units
        .iter()
        .map(|u| (u.concurrency, u.tier_us))
        .chain(m.failed.iter().map(|f| (f.concurrency, f.tier_us)));
    for (c, t) in cells {
        tiers_at.entry(c).or_default().push(t);
    }
    for v in tiers_at.values_mut() {
        v.sort_by(f64::total_cmp);
        v.dedup();
    }
    Facts { verdicts, tiers_at }
}

fn arg<'a>(text: &'a Text, name: &str) -> &'a Arg {
    let Text::Msg(m) = text else {
        panic!("not a message: {text:?}")
    };
    &m.args
        .iter()
        .find(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("{}: no argument {name}", m.id))
        .1
}

fn id(text: &Text) -> &'static str {
    match text {
        Text::Msg(m) => m.id,
        other => panic!("not a message: {other:?}"),
    }
}

fn text_arg<'a>(text: &'a Text, name: &str) -> &'a Text {
    match arg(text, name) {
        Arg::Text(t) => t,
        other => panic!("{name} is not text: {other:?}"),
    }
}

fn data_arg(text: &Text, name: &str) -> String {
    match text_arg(text, name) {
        Text::Data(s) => s.clone(),
        other => panic!("{name} is not data: {other:?}"),
    }
}

fn count_arg(text: &Text, name: &str) -> i64 {
    match text_arg(text, name) {
        Text::Value(Value::Count(c)) => *c,
        other => panic!("{name} is not a count: {other:?}"),
    }
}

fn tier_of(t: &Text) -> f64 {
    match t {
        Text::Value(Value::Tier(x)) => *x,
        other => panic!("not a tier: {other:?}"),
    }
}

fn tiers_arg(text: &Text, name: &str) -> Vec<f64> {
    match text_arg(text, name) {
        Text::List(items) => items.iter().map(tier_of).collect(),
        Text::Empty => vec![],
        other => panic!("{name} is not a tier list: {other:?}"),
    }
}

fn clauses(t: &Text) -> &[Text] {
    match t {
        Text::Clauses(items) => items,
        other => panic!("not clauses: {other:?}"),
    }
}

/// Checks one pattern sentence against the verdict sets; returns its (baseline, concurrency).
fn check_pattern(f: &Facts, s: &Text) -> (String, i64) {
    let baseline = data_arg(s, "baseline");
    let c = count_arg(s, "concurrency");
    let all = f.tiers_at.get(&c).cloned().unwrap_or_default();
    let seen = |t: f64| {
        f.verdicts
            .get(&(baseline.clone(), c, t.to_bits()))
            .map(|v| v.0)
    };
    let ahead = |t: f64| seen(t) == Some(Seen::BaselineAhead);
    let ctx = format!("{baseline} at c={c}: {}", id(s));
    let boundary = || tier_of(text_arg(s, "tier"));
    // The tiers the lead clause speaks for; the segments must cover exactly the others.
    let lead: Vec<f64> = match id(s) {
        "pattern-ahead-everywhere" => {
            assert!(all.iter().all(|t| ahead(*t)), "{ctx}");
            assert_eq!(tiers_arg(s, "tiers"), all, "{ctx}: every tier named");
            all.clone()
        }
        "pattern-subject-everywhere" => {
            let subject_ahead = |t: &f64| seen(*t) == Some(Seen::SubjectAhead);
            assert!(all.iter().all(subject_ahead), "{ctx}");
            assert_eq!(tiers_arg(s, "tiers"), all, "{ctx}");
            all.clone()
        }
        "pattern-never-ahead" | "pattern-mixed" => {
            if id(s) == "pattern-never-ahead" {
                assert!(!all.iter().any(|t| ahead(*t)), "{ctx}");
            }
            vec![]
        }
        "pattern-ahead-up-to" => {
            let b = boundary();
            assert!(
                all.iter().all(|t| ahead(*t) == (*t <= b)),
                "{ctx}: up to {b}"
            );
            assert!(all.iter().any(|t| *t > b), "{ctx}: a tier after {b}");
            all.iter().copied().filter(|t| *t <= b).collect()
        }
        "pattern-ahead-from" => {
            let b = boundary();
            assert!(
                all.iter().all(|t| ahead(*t) == (*t >= b)),
                "{ctx}: from {b}"
            );
            assert!(all.iter().any(|t| *t < b), "{ctx}: a tier before {b}");
            all.iter().copied().filter(|t| *t >= b).collect()
        }
        other => panic!("{ctx}: unknown pattern message {other}"),
    };
    let mut covered = lead;
    let mut ahead_before = false;
    for seg in clauses(text_arg(s, "rest")) {
        let tiers = tiers_arg(seg, "tiers");
        let expect = match id(seg) {
            "pattern-seg-ahead" | "pattern-seg-ahead-again" => Some(Seen::BaselineAhead),
            "pattern-seg-subject" | "pattern-seg-subject-again" => Some(Seen::SubjectAhead),
            "pattern-seg-no-winner" => Some(Seen::NoWinner),
            "pattern-seg-no-band" => Some(Seen::NoBand),
            "pattern-seg-not-compared" => None,
            other => panic!("{ctx}: unknown segment {other}"),
        };
        for t in &tiers {
            assert_eq!(seen(*t), expect, "{ctx}: {} at {t}", id(seg));
        }
        if id(seg) == "pattern-seg-ahead-again" {
            assert!(ahead_before, "{ctx}: 'again' without an earlier lead");
        }
        ahead_before |= expect == Some(Seen::BaselineAhead);
        covered.extend(tiers);
    }
    covered.sort_by(f64::total_cmp);
    assert_eq!(
        covered, all,
        "{ctx}: the sentence covers every tier exactly once"
    );
    (baseline, c)
}

fn check_extremes(m: &RunModel, s: &Text) {
    let lead = text_arg(s, "lead");
    let deficit = text_arg(s, "deficit");
    let best = |items: &[bench_site::model::relative::VerdictItem], f: fn(f64) -> f64| {
        items
            .iter()
            .map(|i| f(i.ratio))
            .fold(None, |acc: Option<f64>, x| {
                Some(acc.map_or(x, |a| a.max(x)))
            })
    };
    for (claim, items, f, none) in [
        (
            lead,
            &m.verdicts.favourable,
            (|r| r) as fn(f64) -> f64,
            "extreme-no-lead",
        ),
        (
            deficit,
            &m.verdicts.unfavourable,
            |r: f64| 1.0 / r,
            "extreme-no-deficit",
        ),
    ] {
        match best(items, f) {
            None => assert_eq!(id(claim), none),
            Some(top) => {
                let Text::Value(Value::Multiple(x)) = text_arg(claim, "factor") else {
                    panic!("factor")
                };
                assert_eq!(*x, top, "{}: the extreme is the largest", id(claim));
                let b = data_arg(claim, "baseline");
                let c = count_arg(claim, "concurrency");
                let t = tier_of(text_arg(claim, "tier"));
                assert!(items.iter().any(|i| i.baseline == b
                    && i.concurrency == c
                    && i.tier_us == t
                    && f(i.ratio) == top));
            }
        }
    }
}

fn check_overhead(m: &RunModel, s: &Text) {
    let c = count_arg(s, "concurrency");
    let subject = m.subject.clone().unwrap();
    let threshold = m.overhead_threshold;
    let own = |t: f64| m.unit(&subject, c, t).and_then(|u| u.overhead_ratio());
    let Text::List(shares) = text_arg(s, "shares") else {
        panic!("shares")
    };
    let mut tiers = vec![];
    for share in shares {
        let t = tier_of(text_arg(share, "tier"));
        tiers.push(t);
        match id(share) {
            "overhead-share-at" => {
                let Text::Value(Value::Percent { fraction, .. }) = text_arg(share, "share") else {
                    panic!("share")
                };
                assert_eq!(Some(*fraction), own(t), "c={c} t={t}");
            }
            "overhead-share-withheld-at" => assert_eq!(own(t), None),
            other => panic!("{other}"),
        }
    }
    let measured: Vec<f64> = m
        .units
        .iter()
        .filter(|u| u.adapter == subject && u.concurrency == c)
        .map(|u| u.tier_us)
        .collect();
    assert_eq!(
        tiers, measured,
        "every tier of the subject at c={c} is quoted"
    );
    let claim = &clauses(text_arg(s, "claim"))[0];
    let below = |t: &f64| own(*t).is_some_and(|v| v <= threshold);
    let above = |t: &f64| own(*t).is_some_and(|v| v > threshold);
    match id(claim) {
        "overhead-claim-everywhere" => assert!(tiers.iter().all(below)),
        "overhead-claim-nowhere" => assert!(!tiers.iter().any(below)),
        "overhead-claim-from" => {
            let b = tier_of(text_arg(claim, "tier"));
            assert!(tiers
                .iter()
                .all(|t| if *t >= b { below(t) } else { above(t) }));
        }
        "overhead-claim-longest-only" => {
            let b = tier_of(text_arg(claim, "tier"));
            assert_eq!(tiers.last(), Some(&b));
            assert!(tiers
                .iter()
                .all(|t| if *t == b { below(t) } else { above(t) }));
        }
        "overhead-claim-scattered" => {
            let want_below: Vec<f64> = tiers.iter().copied().filter(below).collect();
            let want_above: Vec<f64> = tiers.iter().copied().filter(above).collect();
            assert_eq!(tiers_arg(claim, "below"), want_below);
            assert_eq!(tiers_arg(claim, "above"), want_above);
        }
        other => panic!("{other}"),
    }
    // Every baseline with a lower share at some tier is named, with exactly those tiers.
    let lower = text_arg(s, "lower");
    let named: BTreeMap<String, Vec<f64>> = match id(lower) {
        "overhead-lower-none" => BTreeMap::new(),
        _ => clauses(text_arg(lower, "items"))
            .iter()
            .map(|item| {
                let b = data_arg(item, "baseline");
                let at = if id(item) == "overhead-lower-item-every" {
                    tiers
                        .iter()
                        .copied()
                        .filter(|t| own(*t).is_some())
                        .collect()
                } else {
                    tiers_arg(item, "tiers")
                };
                (b, at)
            })
            .collect(),
    };
    let mut expected: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    for u in m
        .units
        .iter()
        .filter(|u| u.adapter != subject && u.concurrency == c)
    {
        if let (Some(theirs), Some(mine)) = (u.overhead_ratio(), own(u.tier_us)) {
            if theirs < mine {
                expected
                    .entry(u.adapter.clone())
                    .or_default()
                    .push(u.tier_us);
            }
        }
    }
    for v in expected.values_mut() {
        v.sort_by(f64::total_cmp);
    }
    assert_eq!(named, expected, "lower-share baselines at c={c}");
}

fn conclusions_bullets(doc: &Document) -> Vec<Text> {
    let s = doc.sections.iter().find(|s| s.id == "conclusions").unwrap();
    s.blocks
        .iter()
        .find_map(|b| match b {
            Block::Bullets(items) => Some(items.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// Runs every check on one model; returns how many pattern sentences it verified.
fn check_model(m: &RunModel) -> usize {
    let cx = ReportContext {
        model: m,
        display_path: "results/x/y.json",
        corrections_href: None,
    };
    let doc = document::build(&cx);
    let f = facts(m);
    let mut patterns = BTreeSet::new();
    let mut extremes = 0;
    for s in conclusions_bullets(&doc) {
        match id(&s) {
            i if i.starts_with("pattern-") => {
                assert!(
                    patterns.insert(check_pattern(&f, &s)),
                    "one sentence per pair"
                );
            }
            "summary-extremes" => {
                check_extremes(m, &s);
                extremes += 1;
            }
            "summary-overhead" => check_overhead(m, &s),
            "summary-overhead-unreadable" => assert!(m
                .units
                .iter()
                .filter(|u| Some(&u.adapter) == m.subject.as_ref())
                .all(|u| u.overhead_ratio().is_none())),
            other => panic!("a conclusion the checker does not know: {other}"),
        }
    }
    if m.subject.is_some() {
        assert_eq!(extremes, 1, "the lead/deficit headline is stated once");
    }
    // Every compared (baseline, concurrency) has its sentence.
    let pairs: BTreeSet<(String, i64)> =
        f.verdicts.keys().map(|(b, c, _)| (b.clone(), *c)).collect();
    assert_eq!(patterns, pairs);
    check_pattern_table(&f, &doc);
    check_withheld_caveat(m, &doc);
    patterns.len()
}

/// The "groups without an overhead figure" limitation names exactly the cells the overhead
/// table leaves empty: a group named alone has no readable tier, a group with tiers has
/// exactly those withheld, and every withheld unit is named.
fn check_withheld_caveat(m: &RunModel, doc: &Document) {
    let s = doc.sections.iter().find(|s| s.id == "caveats").unwrap();
    let lines: Vec<&Text> = s
        .blocks
        .iter()
        .filter_map(|b| match b {
            Block::Bullets(items) => Some(items.iter()),
            _ => None,
        })
        .flatten()
        .filter(|l| id(text_arg(l, "kind")) == "caveat-kind-withheld")
        .collect();
    let mut named: BTreeSet<(String, i64, u64)> = BTreeSet::new();
    for line in lines {
        let groups = text_arg(text_arg(line, "text"), "groups");
        let items = match groups {
            Text::List(items) | Text::Clauses(items) => items,
            other => panic!("groups: {other:?}"),
        };
        for item in items {
            let (group, tiers) = match item {
                Text::Data(g) => (g.clone(), None),
                t => (data_arg(t, "group"), Some(tiers_arg(t, "tiers"))),
            };
            let (adapter, c) = group.rsplit_once('/').unwrap();
            let c: i64 = c.parse().unwrap();
            let units: Vec<_> = m
                .units
                .iter()
                .filter(|u| u.adapter == adapter && u.concurrency == c)
                .collect();
            let withheld: Vec<f64> = units
                .iter()
                .filter(|u| !u.readable())
                .map(|u| u.tier_us)
                .collect();
            match tiers {
                None => assert!(
                    units.iter().all(|u| !u.readable()),
                    "{group} is named whole but has readable tiers"
                ),
                Some(list) => {
                    assert!(units.iter().any(|u| u.readable()), "{group}: say it whole");
                    assert_eq!(list, withheld, "{group}: the withheld tiers");
                }
            }
            named.extend(
                withheld
                    .iter()
                    .map(|t| (adapter.to_string(), c, t.to_bits())),
            );
        }
    }
    let expected: BTreeSet<(String, i64, u64)> = m
        .units
        .iter()
        .filter(|u| !u.readable())
        .map(|u| (u.adapter.clone(), u.concurrency, u.tier_us.to_bits()))
        .collect();
    assert_eq!(named, expected, "every withheld cell is named");
}

/// The "verdicts by tier" table says what the sentences say: per row, the tiers in each
/// column are exactly the tiers with that verdict.
fn check_pattern_table(f: &Facts, doc: &Document) {
    let s = doc.sections.iter().find(|s| s.id == "conclusions").unwrap();
    let table = s
        .blocks
        .iter()
        .filter_map(|b| match b {
            Block::Table(t) => Some(t),
            _ => None,
        })
        .find(|t| id(&t.header[2]) == "col-baseline-ahead-at")
        .expect("the verdicts-by-tier table");
    let list = |t: &Text| match t {
        Text::List(items) => items.iter().map(tier_of).collect(),
        Text::Empty => vec![],
        other => panic!("{other:?}"),
    };
    for row in &table.rows {
        let Text::Data(b) = &row[0] else { panic!() };
        let Text::Value(Value::Count(c)) = &row[1] else {
            panic!()
        };
        let all = f.tiers_at.get(c).cloned().unwrap_or_default();
        let with = |seen: Seen| -> Vec<f64> {
            all.iter()
                .copied()
                .filter(|t| {
                    f.verdicts.get(&(b.clone(), *c, t.to_bits())).map(|v| v.0) == Some(seen)
                })
                .collect()
        };
        assert_eq!(list(&row[2]), with(Seen::BaselineAhead), "{b} c={c}");
        assert_eq!(list(&row[3]), with(Seen::NoWinner), "{b} c={c}");
        assert_eq!(list(&row[4]), with(Seen::SubjectAhead), "{b} c={c}");
    }
}

#[test]
fn conclusions_of_the_real_archives_claim_nothing_the_verdicts_do_not_show() {
    let Some(dir) = real_archives() else {
        return;
    };
    for file in archive::discover(&dir) {
        let a = archive::read_archive(&file, &dir).unwrap();
        let m = model::build(&a.archive, &Thresholds::default());
        let n = check_model(&m);
        assert!(n >= 20, "{}: {n} pattern sentences checked", file.display());
    }
}

/// The 0.8.0 sentences the issue found false, now as they must read.
#[test]
fn the_0_8_0_process_pool_and_bare_thread_sentences_state_the_whole_pattern() {
    let Some(dir) = real_archives() else {
        return;
    };
    let file = dir.join("zoo-framework-0.8.0/20261010T165349Z.json");
    let a = archive::read_archive(&file, &dir).unwrap();
    let m = model::build(&a.archive, &Thresholds::default());
    let find = |b: &str, c: i64| {
        m.patterns
            .iter()
            .find(|p| p.baseline == b && p.concurrency == c)
            .unwrap()
    };
    use bench_site::model::pattern::Shape;
    assert_eq!(
        find("process_pool", 64).shape,
        Shape::AheadFrom {
            first_ahead_us: 300.0
        }
    );
    assert_eq!(find("bare_thread", 1).shape, Shape::Mixed);
    for (b, c) in [
        ("asyncio_pool", 4),
        ("process_pool", 4),
        ("thread_pool", 4),
        ("thread_pool", 64),
    ] {
        assert_ne!(find(b, c).shape, Shape::AheadEverywhere, "{b} c={c}");
    }
    let lead = m.extremes.lead.as_ref().unwrap();
    let deficit = m.extremes.deficit.as_ref().unwrap();
    assert_eq!(
        (lead.baseline.as_str(), format!("{:.2}", lead.factor)),
        ("process_pool", "1.88".into())
    );
    assert_eq!(
        (deficit.baseline.as_str(), format!("{:.2}", deficit.factor)),
        ("thread_pool", "2.34".into())
    );
    assert_eq!((deficit.concurrency, deficit.tier_us), (1, 40.0));
}

// ---------- synthetic archives ----------

/// One cell of a generated matrix: the baseline's median as a multiple of the subject's, the
/// relative spread of both sides' rounds, and what is wrong with it.
#[derive(Debug, Clone)]
struct Cell {
    ratio: f64,
    spread: f64,
    rounds: usize,
    missing: bool,
    nan_round: bool,
}

fn cell() -> impl proptest::strategy::Strategy<Value = Cell> {
    use proptest::prelude::*;
    (
        prop_oneof![0.3f64..0.97, 0.97f64..1.03, 1.03f64..3.0],
        prop_oneof![Just(0.0005), Just(0.02), Just(0.2)],
        prop_oneof![Just(2usize), 5usize..9],
        proptest::bool::weighted(0.08),
        proptest::bool::weighted(0.05),
    )
        .prop_map(|(ratio, spread, rounds, missing, nan_round)| Cell {
            ratio,
            spread,
            rounds,
            missing,
            nan_round,
        })
}

const NAN_SENTINEL: f64 = -7777.25;

/// Rounds whose per-task values have median `median` and about `spread` relative spread.
fn rounds(median: f64, spread: f64, n: usize, c: i64, nan: bool) -> Vec<J> {
    (0..n)
        .map(|r| {
            let k = r as f64 - (n - 1) as f64 / 2.0;
            let per_task = median * (1.0 + spread * k / n as f64);
            // serde_json cannot write NaN; a sentinel is swapped for the Python token below.
            let wall = if nan && r == 0 {
                NAN_SENTINEL
            } else {
                per_task * c as f64
            };
            let body: Vec<f64> = (0..c).map(|_| per_task * 0.5).collect();
            json!({"batch": c, "wall_seconds": wall, "body_seconds": body, "round": r})
        })
        .collect()
}

fn unit(adapter: &str, kind: &str, c: i64, tier: f64, rounds: Vec<J>) -> J {
    json!({
        "spec": {"adapter": adapter, "framework": "demo==1.0", "concurrency": c, "body_tier_us": tier,
                 "warmup_rounds": 1, "measured_rounds": rounds.len(), "extra_modules": []},
        "status": "ok",
        "adapter": {"name": adapter, "tier": kind, "comparable": true, "notes": "", "drive_level": ""},
        "rounds": rounds,
    })
}

/// An archive from a matrix of cells: baselines × concurrencies × tiers.
fn matrix_archive(baselines: usize, cs: &[i64], tiers: &[f64], cells: &[Cell]) -> J {
    let mut units = vec![];
    let mut i = 0;
    for &c in cs {
        for &t in tiers {
            let base = t / 1e6 + 50e-6;
            units.push(unit(
                "subject",
                "under_test",
                c,
                t,
                rounds(base, 0.02, 6, c, false),
            ));
            for b in 0..baselines {
                let cell = &cells[i % cells.len()];
                i += 1;
                if cell.missing {
                    continue;
                }
                let r = rounds(
                    base * cell.ratio,
                    cell.spread,
                    cell.rounds,
                    c,
                    cell.nan_round,
                );
                units.push(unit(&format!("base{b}"), "bare", c, t, r));
            }
        }
    }
    json!({"run": {"warmup_rounds": [1], "measured_rounds": [6]}, "units": units,
           "environment": {"hardware": {"logical_cores": 8}}})
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]
    #[test]
    fn conclusions_of_random_matrices_claim_nothing_the_verdicts_do_not_show(
        baselines in 1usize..4,
        cs in proptest::sample::subsequence(vec![1i64, 2, 4, 16], 1..=3),
        tiers in proptest::sample::subsequence(vec![10.0f64, 40.0, 300.0, 2700.0, 10000.0], 1..=5),
        cells in proptest::collection::vec(cell(), 1..40),
    ) {
        let json = matrix_archive(baselines, &cs, &tiers, &cells);
        let text = serde_json::to_string(&json).unwrap().replace("-7777.25", "NaN");
        let a = archive::read_archive_bytes(text.as_bytes(), "results/x/y.json").unwrap();
        let m = model::build(&a, &Thresholds::default());
        check_model(&m);
    }
}

/// One NaN wall time in one round of the subject's unit: the round is excluded and named, the
/// band stays a number, and every verdict equals the verdict of the same archive with that
/// round deleted (the 49 unfavourable items used to become 46 "no winner" ties).
#[test]
fn one_nan_round_is_excluded_named_and_changes_no_verdict_it_should_not() {
    let Some(dir) = real_archives() else {
        return;
    };
    let path = dir.join("zoo-framework-0.8.0/20261010T165349Z.json");
    let mut json: J = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let units = json["units"].as_array_mut().unwrap();
    let subject = units
        .iter()
        .position(|u| {
            u["spec"]["adapter"] == "zoo"
                && u["spec"]["concurrency"] == 1
                && u["spec"]["body_tier_us"] == 40.0
        })
        .unwrap();
    let mut deleted = json.clone();
    deleted["units"][subject]["rounds"]
        .as_array_mut()
        .unwrap()
        .remove(3);
    json["units"][subject]["rounds"][3]["wall_seconds"] = json!(NAN_SENTINEL);
    let text = serde_json::to_string(&json)
        .unwrap()
        .replace("-7777.25", "NaN");
    let build = |t: &str| {
        let a = archive::read_archive_bytes(t.as_bytes(), "results/z/x.json").unwrap();
        model::build(&a, &Thresholds::default())
    };
    let with_nan = build(&text);
    let without = build(&serde_json::to_string(&deleted).unwrap());
    let counts = |m: &RunModel| {
        (
            m.verdicts.favourable.len(),
            m.verdicts.unfavourable.len(),
            m.verdicts.tied.len(),
        )
    };
    assert_eq!(counts(&with_nan), counts(&without));
    assert_eq!(
        counts(&with_nan).1,
        49,
        "no unfavourable item flips to a tie"
    );
    assert!(with_nan.verdicts.band_min.unwrap().is_finite());
    assert!(with_nan.verdicts.band_max.unwrap().is_finite());
    let e = &with_nan.excluded;
    assert_eq!(e.len(), 1);
    assert_eq!(
        (
            e[0].adapter.as_str(),
            e[0].concurrency,
            e[0].tier_us,
            e[0].round
        ),
        ("zoo", 1, 40.0, 3)
    );
    assert!(e[0].value.is_nan());
    check_model(&with_nan);
    // Nothing prints "NaN", in either locale, in the report or the raw appendix.
    let l10n = crate::real_archives::localizer();
    let cx = ReportContext {
        model: &with_nan,
        display_path: "results/z/x.json",
        corrections_href: None,
    };
    for tag in ["en", "ja", "zh-CN"] {
        let locale = l10n.locale(tag).unwrap();
        for doc in [
            document::build(&cx),
            document::raw_document(&cx, crate::support::RAW_CSV),
        ] {
            let md = bench_site::render::markdown::render(&doc, &l10n, locale);
            // appendix-raw.md names the CSV's token as code, never as a value.
            let md = md.replace("`NaN`", "");
            assert!(!md.contains("NaN"), "{tag}: a NaN token was printed");
        }
    }
}

/// A unit left with fewer valid rounds than a band needs gets no verdict, and the no-winner
/// table and the caveats say why, naming the unit and its valid rounds.
#[test]
fn a_unit_with_too_few_valid_rounds_gets_no_verdict_and_says_why() {
    let mut json = matrix_archive(
        1,
        &[1],
        &[40.0, 300.0],
        &[Cell {
            ratio: 0.5,
            spread: 0.02,
            rounds: 6,
            missing: false,
            nan_round: false,
        }],
    );
    // Four of the baseline's six rounds at 40 µs are impossible: two valid rounds remain.
    let rounds = json["units"][1]["rounds"].as_array_mut().unwrap();
    for r in rounds.iter_mut().take(4) {
        r["wall_seconds"] = json!(-1.0);
    }
    let text = serde_json::to_string(&json).unwrap();
    let a = archive::read_archive_bytes(text.as_bytes(), "results/x/y.json").unwrap();
    let m = model::build(&a, &Thresholds::default());
    check_model(&m);
    let item = m.verdicts.tied.iter().find(|i| i.tier_us == 40.0).unwrap();
    assert_eq!(item.verdict, Verdict::TiedNoRounds);
    assert_eq!(m.verdicts.unfavourable.len(), 1, "300 µs still decided");
    let l10n = crate::real_archives::localizer();
    let cx = ReportContext {
        model: &m,
        display_path: "results/x/y.json",
        corrections_href: None,
    };
    // Numbers are bound to their units by a no-break space; compare as plain text.
    let md = bench_site::render::markdown::render(
        &document::build(&cx),
        &l10n,
        l10n.locale("en").unwrap(),
    )
    .replace('\u{a0}', " ");
    assert!(
        md.contains("no verdict: base0 has 2 valid rounds of 6, and a noise band needs at least 4"),
        "{md}"
    );
    assert!(
        md.contains("base0 · 1 · 40 µs (2 of 6 rounds valid)"),
        "{md}"
    );
    assert!(
        md.contains("wall_seconds` = -1 (zero or negative duration)"),
        "{md}"
    );
}
