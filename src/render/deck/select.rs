//! What a capped section shows: the rows and sentences a reviewer must see, chosen by
//! importance ([`importance`](crate::render::importance)), as many as fit the section's slides
//! in every locale, so that every locale's deck shows the same selection. The chosen items keep
//! their document order on the slides; the pointer slide says how many were left out.

use super::paginate::{budget, paginate};
use super::slides::continued;
use super::{DeckInput, Lx};
use crate::document::{Block, Section, Table, Text};
use crate::render::importance::{Facts, Kind, Ranker};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// One selectable item: a bullet, a table row, or a whole prose block.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct ItemRef {
    pub block: usize,
    /// The bullet or row within the block (0 for prose blocks).
    pub index: usize,
}

/// A section cut down to the items that fit.
pub struct Condensed {
    pub blocks: Vec<Block>,
    /// The chosen items, in document order.
    pub chosen: Vec<ItemRef>,
    pub total: usize,
    /// What the pointer slide may say about the choice.
    pub coverage: Coverage,
}

/// The choice of each capped section of one archive, made once for all its locales: the
/// choice must fit every locale's slides, so it is the same in each, and it was made again
/// by every locale's plan (a third of the deck's planning time). The first plan to reach a
/// section makes it; a plan running beside it in another locale waits for it.
#[derive(Default)]
pub struct Choices(Mutex<HashMap<(&'static str, usize), ChoiceSlot>>);

type ChoiceSlot = Arc<OnceLock<Arc<Condensed>>>;

impl Choices {
    /// The condensed `section` (its slide view) under `cap`, made by [`condense`] once.
    pub(super) fn condensed(
        &self,
        input: &DeckInput,
        section: &Section,
        cap: usize,
    ) -> Arc<Condensed> {
        let slot = {
            let mut slots = self.0.lock().unwrap_or_else(|poison| poison.into_inner());
            Arc::clone(slots.entry((section.id, cap)).or_default())
        };
        Arc::clone(slot.get_or_init(|| Arc::new(condense(input, section, cap))))
    }
}

/// Which of the baselines that beat the subject the section names, and which of those the
/// chosen items leave out (when the room holds fewer items than there are such baselines).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Coverage {
    pub winners_named: usize,
    pub winners_left_out: Vec<String>,
}

/// Every selectable item of `blocks` with what it refers to. Headings are not items: they go
/// with the block they head.
pub fn items(ranker: &Ranker, blocks: &[Block]) -> Vec<(ItemRef, Kind, Facts)> {
    let mut out = vec![];
    for (b, block) in blocks.iter().enumerate() {
        let at = |index| ItemRef { block: b, index };
        match block {
            Block::Heading(_) => {}
            Block::Paragraph(t)
            | Block::Figure { caption: t, .. }
            | Block::Link { text: t, .. } => {
                out.push((at(0), Kind::Sentence, ranker.sentence_facts(t)))
            }
            Block::Note(t) => out.push((at(0), Kind::Note, ranker.facts(&[t]))),
            Block::Warning(t) => out.push((at(0), Kind::Warning, ranker.facts(&[t]))),
            Block::Bullets(list) => out.extend(
                list.iter()
                    .enumerate()
                    .map(|(i, t)| (at(i), Kind::Sentence, ranker.sentence_facts(t))),
            ),
            Block::Table(table) => out.extend(table.rows.iter().enumerate().map(|(i, row)| {
                let cells: Vec<&Text> = row.iter().collect();
                (at(i), Kind::Row, ranker.facts(&cells))
            })),
        }
    }
    out
}

/// The blocks with only the `chosen` items (sorted); a heading stays when the block after it
/// does.
fn keep(blocks: &[Block], chosen: &[ItemRef]) -> Vec<Block> {
    let picked = |b: usize| -> Vec<usize> {
        chosen
            .iter()
            .filter(|r| r.block == b)
            .map(|r| r.index)
            .collect()
    };
    let kept: Vec<Option<Block>> = blocks
        .iter()
        .enumerate()
        .map(|(b, block)| {
            let idx = picked(b);
            match block {
                Block::Heading(_) => None,
                _ if idx.is_empty() => None,
                Block::Bullets(list) => Some(Block::Bullets(
                    idx.iter().map(|i| list[*i].clone()).collect(),
                )),
                Block::Table(t) => Some(Block::Table(Table {
                    header: t.header.clone(),
                    rows: idx.iter().map(|i| t.rows[*i].clone()).collect(),
                })),
                other => Some(other.clone()),
            }
        })
        .collect();
    let mut out = vec![];
    for (b, block) in blocks.iter().enumerate() {
        match block {
            Block::Heading(_) if kept.get(b + 1).is_some_and(Option::is_some) => {
                out.push(block.clone())
            }
            _ => out.extend(kept[b].clone()),
        }
    }
    out
}

/// The section's blocks cut to the most important items that fit in `cap` slides in every
/// locale the deck is built in.
fn condense(input: &DeckInput, section: &Section, cap: usize) -> Condensed {
    let ranker = Ranker::new(input.model);
    let all = items(&ranker, &section.blocks);
    let ranked: Vec<(Kind, Facts)> = all.iter().map(|(_, k, f)| (*k, f.clone())).collect();
    let order = ranker.order(&ranked);
    let fits = |blocks: &[Block]| {
        input.l10n.locales().iter().all(|locale| {
            let lx = Lx {
                l10n: input.l10n,
                locale,
            };
            let room = budget(&lx, &[&section.title, &continued(&section.title)]);
            paginate(&lx, blocks, room).len() <= cap
        })
    };
    let choose = |k: usize| {
        let mut chosen: Vec<ItemRef> = order[..k].iter().map(|i| all[*i].0).collect();
        chosen.sort();
        chosen
    };
    let total = all.len();
    let fits_k = |k: usize| fits(&keep(&section.blocks, &choose(k)));
    // The largest prefix of the order that fits (at least one item, even if it does not):
    // a binary search (more items never take less room), then a step down should a heading
    // that comes with an item break that rule.
    let mut k = if fits_k(total) {
        total
    } else {
        let (mut lo, mut hi) = (1, total);
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if fits_k(mid) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        lo
    };
    while k > 1 && !fits_k(k) {
        k -= 1;
    }
    let chosen = choose(k);
    let coverage = coverage(&ranker, &all, &chosen);
    Condensed {
        blocks: keep(&section.blocks, &chosen),
        chosen,
        total,
        coverage,
    }
}

/// The winners the section names, and those none of the chosen items names.
fn coverage(ranker: &Ranker, all: &[(ItemRef, Kind, Facts)], chosen: &[ItemRef]) -> Coverage {
    let names = |pick: &dyn Fn(&ItemRef) -> bool| -> Vec<&str> {
        let mut v: Vec<&str> = all
            .iter()
            .filter(|(r, k, _)| pick(r) && matches!(k, Kind::Sentence | Kind::Row))
            .flat_map(|(_, _, f)| f.winners.iter().map(String::as_str))
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let named = names(&|_| true);
    let shown = names(&|r| chosen.contains(r));
    Coverage {
        winners_named: named.len(),
        winners_left_out: ranker
            .winners()
            .into_iter()
            .filter(|w| named.contains(w) && !shown.contains(w))
            .map(String::from)
            .collect(),
    }
}

/// The chosen items as a compact, language-neutral attribute value (`block:index` pairs), so
/// that tests can compare the selections of two locales.
pub fn signature(chosen: &[ItemRef]) -> String {
    chosen
        .iter()
        .map(|r| format!("{}:{}", r.block, r.index))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::relative::{Verdict, VerdictItem};

    fn loss(baseline: &str) -> VerdictItem {
        VerdictItem {
            baseline: baseline.into(),
            concurrency: 1,
            tier_us: 40.0,
            subject_median_seconds: 1e-3,
            ratio: 0.5,
            band: Some(0.05),
            verdict: Verdict::Unfavourable,
        }
    }

    fn naming(winners: &[&str], block: usize) -> (ItemRef, Kind, Facts) {
        let facts = Facts {
            winners: winners.iter().map(|w| w.to_string()).collect(),
            ..Facts::default()
        };
        (ItemRef { block, index: 0 }, Kind::Sentence, facts)
    }

    #[test]
    fn coverage_names_the_winners_the_chosen_items_leave_out() {
        let schemes = ["zoo", "a_pool", "b_pool"].map(String::from).to_vec();
        let losses = vec![loss("a_pool"), loss("b_pool")];
        let ranker = Ranker::from_parts(Some("zoo"), &schemes, &losses);
        let all = vec![
            naming(&["a_pool"], 0),
            naming(&["b_pool"], 1),
            naming(&[], 2),
        ];
        let first = |n: usize| all[..n].iter().map(|i| i.0).collect::<Vec<_>>();
        let cut = coverage(&ranker, &all, &first(1));
        assert_eq!(cut.winners_named, 2);
        assert_eq!(cut.winners_left_out, ["b_pool"]);
        assert!(coverage(&ranker, &all, &first(2))
            .winners_left_out
            .is_empty());
        // A section that names no winner claims nothing about them.
        let plain = coverage(&ranker, &all[2..], &[]);
        assert_eq!(plain.winners_named, 0);
    }
}
