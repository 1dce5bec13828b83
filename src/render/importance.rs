//! Stage 4, render: which rows and sentences of a section a reviewer must see first, when an
//! output has room for only some of them (the deck's capped sections, the print title page).
//! Input: the [`RunModel`] and language-neutral document items; output: an order over the
//! items. The order never depends on a locale, so every locale selects the same items.
//!
//! An item (a bullet, a table row, a paragraph) is read for what it refers to: scheme names
//! (archive data), (concurrency, body tier) cells, and multiples. From the model's verdicts
//! that tells whether it names a baseline that beats the subject, whether it is the subject's
//! own row, and how large a gap it shows. The order is then: warnings, one item per baseline
//! that beats the subject (most losses first), the item with the largest gap, the subject's own
//! items, then every other item
//! by the size of its gap (a loss before a lead of the same size), side notes last; sentences
//! before table rows, and document order among equals.

use crate::document::text::{Arg, Text, Value};
use crate::model::relative::VerdictItem;
use crate::model::RunModel;
use std::collections::{BTreeMap, BTreeSet};

/// What the model says about the cells and schemes of one run.
pub struct Ranker<'m> {
    subject: Option<&'m str>,
    /// Baselines that beat the subject somewhere, with their number of losses.
    winners: BTreeMap<&'m str, usize>,
    /// Unfavourable items by (concurrency, tier bits).
    losses: BTreeMap<(i64, u64), Vec<&'m VerdictItem>>,
    schemes: BTreeSet<&'m str>,
}

/// A test on a ranked item.
type Filter<'a> = dyn Fn(&(Kind, Facts)) -> bool + 'a;

/// What one item refers to.
#[derive(Debug, Clone, Default)]
pub struct Facts {
    /// Baselines that beat the subject somewhere, named by the item.
    pub winners: Vec<String>,
    /// The item names the subject.
    pub subject: bool,
    /// The item points at a tier the subject loses (by a winner's name or by its cell).
    pub loses: bool,
    /// The largest gap the item shows, as |ln(multiple)| (0 when it shows none).
    pub gap: f64,
    /// The unfavourable item behind the largest loss the item points at, if any.
    pub worst: Option<VerdictItem>,
    /// The largest multiple the item shows, if any.
    pub multiple: Option<f64>,
    /// For each winner the item names, the largest of its losses the item points at.
    pub winner_gaps: BTreeMap<String, f64>,
}

impl Facts {
    /// Records a loss the item points at.
    fn add_loss(&mut self, v: &VerdictItem, worst_gap: &mut f64) {
        self.loses = true;
        if !self.winners.contains(&v.baseline) {
            self.winners.push(v.baseline.clone());
        }
        let gap = (1.0 / v.ratio).ln().abs();
        if gap > *worst_gap {
            *worst_gap = gap;
            self.worst = Some(v.clone());
        }
        self.gap = self.gap.max(gap);
        let own = self.winner_gaps.entry(v.baseline.clone()).or_default();
        *own = own.max(gap);
    }

    /// How strongly the item speaks for `winner`: its own worst loss there.
    fn gap_of(&self, winner: &str) -> f64 {
        self.winner_gaps.get(winner).copied().unwrap_or(0.0)
    }
}

/// What an item is, for the order: warnings and notes rank by kind; sentences and rows by
/// their facts, a sentence (a finished statement) before a row (its data) of the same rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A warning: always first.
    Warning,
    /// A bullet or a paragraph.
    Sentence,
    /// A table row.
    Row,
    /// A side note: after everything that shows a loss.
    Note,
}

impl Kind {
    fn ranked(self) -> bool {
        matches!(self, Kind::Sentence | Kind::Row)
    }
}

impl<'m> Ranker<'m> {
    pub fn new(m: &'m RunModel) -> Ranker<'m> {
        Ranker::from_parts(m.subject.as_deref(), &m.schemes, &m.verdicts.unfavourable)
    }

    /// A ranker from the subject's name, every scheme and the unfavourable items.
    pub fn from_parts(
        subject: Option<&'m str>,
        schemes: &'m [String],
        unfavourable: &'m [VerdictItem],
    ) -> Ranker<'m> {
        let mut winners: BTreeMap<&str, usize> = BTreeMap::new();
        let mut losses: BTreeMap<(i64, u64), Vec<&VerdictItem>> = BTreeMap::new();
        for v in unfavourable {
            *winners.entry(v.baseline.as_str()).or_default() += 1;
            losses
                .entry((v.concurrency, v.tier_us.to_bits()))
                .or_default()
                .push(v);
        }
        Ranker {
            subject,
            winners,
            losses,
            schemes: schemes.iter().map(String::as_str).collect(),
        }
    }

    /// Baselines that beat the subject, most losses first (then by name).
    pub fn winners(&self) -> Vec<&'m str> {
        let mut w: Vec<(&str, usize)> = self.winners.iter().map(|(k, v)| (*k, *v)).collect();
        w.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        w.into_iter().map(|(k, _)| k).collect()
    }

    /// The facts of an item made of `texts` (a row's cells, or one sentence).
    pub fn facts(&self, texts: &[&Text]) -> Facts {
        let mut r = Refs::default();
        texts.iter().for_each(|t| r.walk(t));
        self.facts_of(&r)
    }

    /// The facts of what an item refers to.
    fn facts_of(&self, r: &Refs) -> Facts {
        let names: BTreeSet<&str> = r
            .names
            .iter()
            .map(String::as_str)
            .filter(|n| self.schemes.contains(n))
            .collect();
        // An item that names a cell speaks about that cell: a winner it names counts only
        // where it wins. An item without a cell (a sentence about a whole baseline) counts by
        // its names.
        let cells = !r.counts.is_empty() && !r.tiers.is_empty();
        let winners: Vec<String> = names
            .iter()
            .filter(|n| !cells && self.winners.contains_key(*n))
            .map(|n| n.to_string())
            .collect();
        let mut facts = Facts {
            subject: self.subject.is_some_and(|s| names.contains(s)),
            loses: !winners.is_empty(),
            winners,
            ..Facts::default()
        };
        for x in r.multiples.iter().filter(|x| **x > 0.0 && x.is_finite()) {
            facts.gap = facts.gap.max(x.ln().abs());
            facts.multiple =
                Some(facts.multiple.map_or(
                    *x,
                    |m: f64| {
                        if x.ln().abs() > m.ln().abs() {
                            *x
                        } else {
                            m
                        }
                    },
                ));
        }
        // A cell the subject loses, when the item names its concurrency and tier (and, if it
        // names schemes, one of the baselines that win there).
        let mut worst_gap = -1.0;
        for c in &r.counts {
            for tier in &r.tiers {
                let Some(items) = self.losses.get(&(*c, tier.to_bits())) else {
                    continue;
                };
                let named =
                    |v: &&&VerdictItem| names.is_empty() || names.contains(v.baseline.as_str());
                for v in items.iter().filter(named) {
                    facts.add_loss(v, &mut worst_gap);
                }
            }
        }
        facts
    }

    /// The facts of a sentence. A sentence that names one concurrency and a baseline speaks
    /// for that baseline's whole row at that concurrency, whichever tiers it spells out: "faster
    /// at every measured tier (40, 300, …)" and "faster up to 2700 µs" both state every loss of
    /// the row, so they weigh as much as the row's worst loss.
    pub fn sentence_facts(&self, text: &Text) -> Facts {
        let mut r = Refs::default();
        r.walk(text);
        let mut facts = self.facts_of(&r);
        let mut counts = r.counts.clone();
        counts.sort_unstable();
        counts.dedup();
        let [c] = counts[..] else {
            return facts;
        };
        let names: BTreeSet<&str> = r.names.iter().map(String::as_str).collect();
        let mut worst_gap = facts
            .worst
            .as_ref()
            .map_or(-1.0, |v| (1.0 / v.ratio).ln().abs());
        let row = self
            .losses
            .iter()
            .filter(|((lc, _), _)| *lc == c)
            .flat_map(|(_, items)| items.iter())
            .filter(|v| names.contains(v.baseline.as_str()));
        for v in row {
            facts.add_loss(v, &mut worst_gap);
        }
        facts
    }

    /// The order in which `items` deserve room: indexes into `items`, most important first.
    pub fn order(&self, items: &[(Kind, Facts)]) -> Vec<usize> {
        // Sentences before rows; then the larger gap; a loss before a lead of the same size;
        // then document order.
        let by_gap = |a: &usize, b: &usize| {
            let (fa, fb) = (&items[*a], &items[*b]);
            (fa.0 == Kind::Row)
                .cmp(&(fb.0 == Kind::Row))
                .then(fb.1.gap.total_cmp(&fa.1.gap))
                .then(fb.1.loses.cmp(&fa.1.loses))
                .then(a.cmp(b))
        };
        let mut taken = vec![false; items.len()];
        let mut out = vec![];
        let take = |i: usize, out: &mut Vec<usize>, taken: &mut Vec<bool>| {
            if !taken[i] {
                taken[i] = true;
                out.push(i);
            }
        };
        let pick = |pred: &Filter<'_>| {
            let mut v: Vec<usize> = (0..items.len()).filter(|i| pred(&items[*i])).collect();
            v.sort_by(by_gap);
            v
        };
        for i in pick(&|(k, _)| *k == Kind::Warning) {
            take(i, &mut out, &mut taken);
        }
        // One item per winning baseline: the reviewer must see every one of them, each by the
        // item that shows its own worst loss (a sentence before a row), and among those the
        // one about it alone rather than one that also names other baselines.
        for w in self.winners() {
            let mut mine: Vec<usize> = (0..items.len())
                .filter(|i| items[*i].0.ranked() && items[*i].1.winners.iter().any(|n| n == w))
                .collect();
            mine.sort_by(|a, b| {
                let (fa, fb) = (&items[*a], &items[*b]);
                (fa.0 == Kind::Row)
                    .cmp(&(fb.0 == Kind::Row))
                    .then(fb.1.gap_of(w).total_cmp(&fa.1.gap_of(w)))
                    .then(fa.1.winners.len().cmp(&fb.1.winners.len()))
                    .then(a.cmp(b))
            });
            if let Some(&i) = mine.iter().find(|i| !taken[**i]).or(mine.first()) {
                take(i, &mut out, &mut taken);
            }
        }
        // The largest gap the section shows (a sentence if one shows a gap at all).
        if let Some(&i) = pick(&|(k, f)| k.ranked() && f.gap > 0.0).first() {
            take(i, &mut out, &mut taken);
        }
        let classes: [&Filter<'_>; 3] = [
            &|(k, f)| k.ranked() && f.subject,
            &|(k, _)| k.ranked(),
            &|_| true,
        ];
        for class in classes {
            for i in pick(class) {
                take(i, &mut out, &mut taken);
            }
        }
        out
    }
}

/// The names, counts, tiers and multiples a text refers to.
#[derive(Default)]
struct Refs {
    names: Vec<String>,
    counts: Vec<i64>,
    tiers: Vec<f64>,
    multiples: Vec<f64>,
}

impl Refs {
    fn walk(&mut self, t: &Text) {
        match t {
            Text::Msg(m) => m.args.iter().for_each(|(_, a)| {
                if let Arg::Text(t) = a {
                    self.walk(t)
                }
            }),
            Text::Value(Value::Count(c)) => self.counts.push(*c),
            Text::Value(Value::Tier(x)) => self.tiers.push(*x),
            Text::Value(Value::Multiple(x)) => self.multiples.push(*x),
            Text::Data(s) | Text::Code(s) => self.names.push(s.clone()),
            Text::Strong(t) | Text::Link { text: t, .. } => self.walk(t),
            Text::Seq(v) | Text::Clauses(v) => v.iter().for_each(|t| self.walk(t)),
            // An enumeration ("measured tiers 40, 300, 2700") names no single cell: keep only
            // the names in it.
            Text::List(v) => {
                let mut inner = Refs::default();
                v.iter().for_each(|t| inner.walk(t));
                self.names.extend(inner.names);
            }
            Text::Value(_) | Text::Archive { .. } | Text::Empty => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::text::{data, msg_with, t, value};

    fn item(baseline: &str, c: i64, tier: f64, ratio: f64) -> VerdictItem {
        VerdictItem {
            baseline: baseline.into(),
            concurrency: c,
            tier_us: tier,
            subject_median_seconds: 1e-3,
            ratio,
            band: Some(0.05),
            verdict: crate::model::relative::Verdict::Unfavourable,
        }
    }

    struct Model {
        schemes: Vec<String>,
        unfavourable: Vec<VerdictItem>,
    }

    impl Model {
        fn ranker(&self) -> Ranker<'_> {
            Ranker::from_parts(Some("zoo"), &self.schemes, &self.unfavourable)
        }
    }

    fn model() -> Model {
        Model {
            schemes: ["zoo", "a_pool", "b_pool", "z_pool"]
                .map(String::from)
                .to_vec(),
            unfavourable: vec![
                item("z_pool", 1, 40.0, 0.5),
                item("z_pool", 4, 40.0, 0.8),
                item("b_pool", 1, 300.0, 0.9),
            ],
        }
    }

    fn sentence(name: &str) -> Text {
        msg_with("x", vec![("name", t(data(name)))])
    }

    #[test]
    fn every_winning_baseline_comes_before_alphabetical_order_would_put_it() {
        let m = model();
        let r = m.ranker();
        // Alphabetical, as a document lists them: a_pool (never wins), b_pool, z_pool.
        let items: Vec<(Kind, Facts)> = ["a_pool", "a_pool", "b_pool", "z_pool"]
            .iter()
            .map(|n| (Kind::Sentence, r.facts(&[&sentence(n)])))
            .collect();
        let order = r.order(&items);
        // z_pool has two losses, b_pool one: both before any a_pool sentence.
        assert_eq!(&order[..2], &[3, 2]);
        assert_eq!(order.len(), 4);
    }

    #[test]
    fn rows_are_matched_to_losses_by_their_cell() {
        let m = model();
        let r = m.ranker();
        let row = |c: i64, tier: f64| {
            vec![
                value(Value::Count(c)),
                value(Value::Tier(tier)),
                data("1.0 ms"),
            ]
        };
        let rows = [row(1, 300.0), row(4, 40.0), row(1, 40.0), row(4, 300.0)];
        let items: Vec<(Kind, Facts)> = rows
            .iter()
            .map(|cells| (Kind::Row, r.facts(&cells.iter().collect::<Vec<_>>())))
            .collect();
        assert!(items[2].1.loses && !items[3].1.loses);
        // One row per winner first (z_pool's worst, 2x at 1/40; b_pool's only loss), then the
        // other losses, then the rest.
        assert_eq!(r.order(&items), vec![2, 0, 1, 3]);
    }

    #[test]
    fn a_sentence_about_a_row_weighs_as_much_as_the_rows_worst_loss() {
        let m = model();
        let r = m.ranker();
        // "At concurrency 1, z_pool is faster at every measured tier (40, 300 µs)": the tiers
        // are an enumeration, yet the sentence states z_pool's 2x loss at 1/40.
        let every = msg_with(
            "x",
            vec![
                ("c", t(value(Value::Count(1)))),
                ("name", t(data("z_pool"))),
                (
                    "tiers",
                    t(Text::List(vec![
                        value(Value::Tier(40.0)),
                        value(Value::Tier(300.0)),
                    ])),
                ),
            ],
        );
        // "At concurrency 1, z_pool is faster up to 300 µs": the boundary names 300, the loss
        // is at 40.
        let up_to = msg_with(
            "x",
            vec![
                ("c", t(value(Value::Count(1)))),
                ("name", t(data("z_pool"))),
                ("tier", t(value(Value::Tier(300.0)))),
            ],
        );
        for s in [&every, &up_to] {
            let f = r.sentence_facts(s);
            assert!(f.loses && f.winners == ["z_pool"]);
            assert!((f.gap - 2f64.ln()).abs() < 1e-12, "{f:?}");
        }
        // A row keeps to its own cell.
        let row = [
            data("z_pool"),
            value(Value::Count(1)),
            value(Value::Tier(300.0)),
        ];
        assert!(!r.facts(&row.iter().collect::<Vec<_>>()).loses);
    }

    #[test]
    fn the_subjects_own_items_come_before_the_remaining_ones() {
        let m = model();
        let r = m.ranker();
        let items: Vec<(Kind, Facts)> = vec![
            (Kind::Note, Facts::default()),
            (Kind::Sentence, r.facts(&[&sentence("a_pool")])),
            (Kind::Sentence, r.facts(&[&sentence("zoo")])),
            (Kind::Warning, Facts::default()),
        ];
        assert_eq!(r.order(&items), vec![3, 2, 1, 0]);
    }
}
