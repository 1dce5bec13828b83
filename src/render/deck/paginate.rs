//! Splits a section's blocks into slide bodies by estimated height (see `pieces`): tables are
//! cut between rows with the header repeated, lists between items, and a sub-heading is kept
//! with what follows it.

use super::pieces::{self, Piece};
use super::Lx;
use crate::document::{Block, Table, Text};

/// Usable body height in CSS pixels under a one-line title. deck.css gives the body 559 px;
/// the margin absorbs estimation error, so deck.js rarely has to split or shrink.
pub const BUDGET: f64 = 535.0;
/// Each further line of a slide title (34 px type on a 1.2 line) takes this from the body.
const TITLE_LINE: f64 = 41.0;
/// Glyphs of the 34 px bold title on one 1152 px line (about 0.6 em a glyph).
const TITLE_GLYPHS: f64 = 56.0;

/// A last page this short (a lone note, say) joins the page before when both fit the body's
/// real height; deck.js splits again should the estimate be wrong.
const ORPHAN: f64 = 90.0;
const BODY: f64 = 555.0;

/// The body height for slides titled `titles` (a section's title and its "(continued)"
/// form): the budget less the extra lines of the longest title.
pub fn budget(lx: &Lx, titles: &[&Text]) -> f64 {
    let lines = titles
        .iter()
        .map(|t| (pieces::units(&lx.plain(t)) / TITLE_GLYPHS).ceil().max(1.0))
        .fold(1.0, f64::max);
    BUDGET - (lines - 1.0) * TITLE_LINE
}

/// The slide bodies of `blocks`, each at most `budget` px high by estimate, in order; never
/// empty when `blocks` is not.
pub fn paginate<'d>(lx: &Lx, blocks: &'d [Block], budget: f64) -> Vec<Vec<Piece<'d>>> {
    let mut pager = Pager {
        lx,
        budget,
        pages: vec![],
        current: vec![],
        used: 0.0,
        heights: vec![],
    };
    for (i, b) in blocks.iter().enumerate() {
        match b {
            Block::Table(t) => pager.table(b, t),
            Block::Bullets(items) => pager.items(b, items),
            Block::Heading(_) => {
                // A heading at the foot of a slide with its table on the next reads badly.
                let next = blocks.get(i + 1).map_or(0.0, |n| first_unit(lx, n));
                pager.keep_with_next(b, next);
            }
            _ => pager.push(Piece::Block(b), pieces::block_height(lx, b)),
        }
    }
    pager.finish()
}

/// The smallest piece a block can start with: a table header and one row, or one item.
fn first_unit(lx: &Lx, b: &Block) -> f64 {
    match b {
        Block::Table(t) => {
            let w = pieces::column_widths(lx, t);
            let first = t
                .rows
                .first()
                .map_or(0.0, |r| pieces::row_height(lx, r, &w, false));
            pieces::row_height(lx, &t.header, &w, true) + first
        }
        Block::Bullets(items) => items.first().map_or(0.0, |i| pieces::item_height(lx, i)),
        other => pieces::block_height(lx, other),
    }
}

struct Pager<'a, 'l, 'd> {
    lx: &'a Lx<'l>,
    budget: f64,
    pages: Vec<Vec<Piece<'d>>>,
    current: Vec<Piece<'d>>,
    used: f64,
    /// Estimated height of each finished page.
    heights: Vec<f64>,
}

impl<'d> Pager<'_, '_, 'd> {
    fn room(&self) -> f64 {
        self.budget - self.used
    }

    fn break_page(&mut self) {
        if !self.current.is_empty() {
            self.pages.push(std::mem::take(&mut self.current));
            self.heights.push(self.used);
        }
        self.used = 0.0;
    }

    fn push(&mut self, piece: Piece<'d>, height: f64) {
        if height > self.room() {
            self.break_page();
        }
        self.current.push(piece);
        self.used += height;
    }

    fn keep_with_next(&mut self, b: &'d Block, next: f64) {
        let h = pieces::block_height(self.lx, b);
        if h + next > self.room() {
            self.break_page();
        }
        self.push(Piece::Block(b), h);
    }

    fn items(&mut self, whole: &'d Block, items: &'d [Text]) {
        let heights: Vec<f64> = items
            .iter()
            .map(|i| pieces::prose_height(self.lx, i, 32.0))
            .collect();
        if heights.iter().sum::<f64>() <= self.room() {
            return self.push(Piece::Block(whole), heights.iter().sum());
        }
        let mut start = 0;
        let mut run = 0.0;
        for (i, h) in heights.iter().enumerate() {
            if run + h > self.room() && (i > start || !self.current.is_empty()) {
                if i > start {
                    self.current.push(Piece::Items(&items[start..i]));
                }
                self.break_page();
                (start, run) = (i, 0.0);
            }
            run += h;
        }
        self.current.push(Piece::Items(&items[start..]));
        self.used += run;
    }

    fn table(&mut self, whole: &'d Block, t: &'d Table) {
        let total = pieces::block_height(self.lx, whole);
        if total <= self.room() || t.rows.is_empty() {
            return self.push(Piece::Block(whole), total);
        }
        let w = pieces::column_widths(self.lx, t);
        let head = pieces::row_height(self.lx, &t.header, &w, true) + 16.0;
        let rows: Vec<f64> = t
            .rows
            .iter()
            .map(|r| pieces::row_height(self.lx, r, &w, false))
            .collect();
        if head + rows[0] > self.room() {
            self.break_page();
        }
        let (mut from, mut run) = (0, head);
        for (i, h) in rows.iter().enumerate() {
            if run + h > self.room() && i > from {
                self.current.push(Piece::Rows {
                    table: t,
                    from,
                    to: i,
                });
                self.break_page();
                (from, run) = (i, head);
            }
            run += h;
        }
        let to = t.rows.len();
        self.current.push(Piece::Rows { table: t, from, to });
        self.used += run;
    }

    fn finish(mut self) -> Vec<Vec<Piece<'d>>> {
        self.break_page();
        let n = self.pages.len();
        if n >= 2
            && self.heights[n - 1] <= ORPHAN
            && self.heights[n - 2] + self.heights[n - 1] <= BODY
        {
            let last = self.pages.pop().unwrap_or_default();
            self.pages[n - 2].extend(last);
        }
        self.pages
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::text::{data, value, Value};
    use crate::i18n::Localizer;

    fn table(rows: usize) -> Block {
        Block::Table(Table {
            header: vec![data("a"), data("b")],
            rows: (0..rows)
                .map(|i| vec![data(format!("row {i}")), value(Value::Count(i as i64))])
                .collect(),
        })
    }

    #[test]
    fn a_long_table_is_cut_between_rows_and_every_row_stays() {
        let l10n = Localizer::load(None, "en").unwrap();
        let lx = Lx {
            l10n: &l10n,
            locale: l10n.locale("en").unwrap(),
        };
        let blocks = vec![Block::Paragraph(data("intro")), table(60)];
        let pages = paginate(&lx, &blocks, BUDGET);
        assert!(pages.len() >= 3, "{} pages", pages.len());
        let mut next = 0;
        for page in &pages {
            for piece in page {
                if let Piece::Rows { from, to, .. } = piece {
                    assert_eq!(*from, next, "rows continue where the last part ended");
                    assert!(to > from, "no empty part");
                    next = *to;
                }
            }
        }
        assert_eq!(next, 60);
    }

    #[test]
    fn a_short_last_page_joins_the_one_before() {
        let l10n = Localizer::load(None, "en").unwrap();
        let lx = Lx {
            l10n: &l10n,
            locale: l10n.locale("en").unwrap(),
        };
        // A table that nearly fills a slide, then a one-line note.
        let blocks = vec![table(14), Block::Note(data("a short note"))];
        assert_eq!(paginate(&lx, &blocks, BUDGET).len(), 1);
    }
}
