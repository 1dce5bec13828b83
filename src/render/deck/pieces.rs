//! Slide-body pieces (a whole block, or a run of table rows or list items): their HTML and an
//! estimate of their height at the slide's fixed 1280×720 layout. The estimate only decides
//! where the Rust side cuts; deck.js measures the real layout and moves rows further if a
//! slide still overflows, and the browser test fails on any overflow that is left.

use super::Lx;
use crate::document::{Block, Table, Text};

/// Width of a slide body in CSS pixels (1280 minus the side padding in deck.css).
const BODY_WIDTH: f64 = 1152.0;
/// Prose: 20 px type on a 28 px line; an average Latin glyph is about 0.49 em wide.
const TEXT_LINE: f64 = 28.0;
const TEXT_GLYPH: f64 = 9.8;
/// Tables: 15 px type on a 1.3 line, 6 px padding above and below, 8 px at each side.
const CELL_LINE: f64 = 19.5;
const CELL_GLYPH: f64 = 8.1;
const CELL_PAD_Y: f64 = 11.5;
const CELL_PAD_X: f64 = 16.0;
/// Columns up to this natural width are not wrapped by the browser's table layout.
const SHORT_COLUMN: f64 = 180.0;

/// A piece of a slide body.
#[derive(Debug, Clone, Copy)]
pub enum Piece<'d> {
    Block(&'d Block),
    /// Rows `from..to` of a table, under its header.
    Rows {
        table: &'d Table,
        from: usize,
        to: usize,
    },
    /// Some items of a bullet list.
    Items(&'d [Text]),
}

/// Display width of text in Latin-glyph units: wide (CJK, full-width) characters count 2.
pub fn units(s: &str) -> f64 {
    s.chars().map(|c| if is_wide(c) { 2.0 } else { 1.0 }).sum()
}

fn is_wide(c: char) -> bool {
    matches!(c, '\u{1100}'..='\u{115F}' | '\u{2E80}'..='\u{A4CF}' | '\u{AC00}'..='\u{D7A3}' | '\u{F900}'..='\u{FAFF}' | '\u{FE30}'..='\u{FE4F}' | '\u{FF00}'..='\u{FF60}' | '\u{FFE0}'..='\u{FFE6}')
}

/// Lines that `s` takes in a box `width` px wide with glyphs `glyph` px wide.
fn lines(s: &str, width: f64, glyph: f64) -> f64 {
    let per_line = (width / glyph).max(1.0);
    s.split('\n')
        .map(|part| (units(part) / per_line).ceil().max(1.0))
        .sum()
}

/// Estimated height of a paragraph of prose, with its bottom margin.
pub fn prose_height(lx: &Lx, t: &Text, indent: f64) -> f64 {
    lines(&lx.plain(t), BODY_WIDTH - indent, TEXT_GLYPH) * TEXT_LINE + 14.0
}

/// Notes and warnings: 0.9 em type in a padded box with a rule at the left.
fn note_height(lx: &Lx, t: &Text) -> f64 {
    lines(&lx.plain(t), BODY_WIDTH - 40.0, TEXT_GLYPH * 0.9) * TEXT_LINE * 0.9 + 30.0
}

/// Estimated height of one list item (its bottom margin is 0.4 em, not a paragraph's 0.7 em).
pub fn item_height(lx: &Lx, t: &Text) -> f64 {
    prose_height(lx, t, 32.0) - 6.0
}

/// Column widths like the browser's automatic table layout: natural widths when they fit,
/// otherwise the body width shared in proportion to them.
pub fn column_widths(lx: &Lx, table: &Table) -> Vec<f64> {
    let mut natural: Vec<f64> = table
        .header
        .iter()
        .map(|h| units(&lx.plain(h)) * CELL_GLYPH * 1.08 + CELL_PAD_X)
        .collect();
    for row in &table.rows {
        for (i, cell) in row.iter().enumerate().take(natural.len()) {
            let w = units(&lx.plain(cell)) * CELL_GLYPH + CELL_PAD_X;
            natural[i] = natural[i].max(w);
        }
    }
    let total: f64 = natural.iter().sum();
    if total <= BODY_WIDTH {
        return natural;
    }
    // Like the browser: short columns (numbers, names) keep their width, long text columns
    // share what is left in proportion to their natural widths.
    let fixed: f64 = natural.iter().filter(|w| **w <= SHORT_COLUMN).sum();
    let flexible: f64 = natural.iter().filter(|w| **w > SHORT_COLUMN).sum();
    let room = (BODY_WIDTH - fixed).max(BODY_WIDTH * 0.3);
    natural
        .iter()
        .map(|w| {
            if *w <= SHORT_COLUMN {
                *w
            } else {
                room * w / flexible
            }
        })
        .collect()
}

/// Height of one table row (header rows are bold, hence the wider glyphs).
pub fn row_height(lx: &Lx, cells: &[Text], widths: &[f64], bold: bool) -> f64 {
    let glyph = if bold { CELL_GLYPH * 1.08 } else { CELL_GLYPH };
    let most = cells
        .iter()
        .zip(widths)
        .map(|(c, w)| lines(&lx.plain(c), (w - CELL_PAD_X).max(8.0), glyph))
        .fold(1.0, f64::max);
    most * CELL_LINE + CELL_PAD_Y
}

/// Height of a whole block as one piece (tables and lists are measured by their parts).
pub fn block_height(lx: &Lx, b: &Block) -> f64 {
    match b {
        Block::Heading(t) => 40.0 + lines(&lx.plain(t), BODY_WIDTH, 12.5) * 10.0,
        Block::Paragraph(t) | Block::Link { text: t, .. } => prose_height(lx, t, 0.0),
        Block::Note(t) | Block::Warning(t) => note_height(lx, t),
        Block::Figure { caption, .. } => prose_height(lx, caption, 0.0),
        Block::Bullets(items) => items.iter().map(|i| item_height(lx, i)).sum(),
        Block::Table(t) => {
            let w = column_widths(lx, t);
            let rows: f64 = t.rows.iter().map(|r| row_height(lx, r, &w, false)).sum();
            row_height(lx, &t.header, &w, true) + rows + 16.0
        }
    }
}

/// The HTML of one piece.
pub fn html(lx: &Lx, piece: &Piece) -> String {
    match piece {
        Piece::Block(Block::Table(t)) => table(lx, t, 0, t.rows.len()),
        Piece::Block(Block::Bullets(items)) => list(lx, items),
        Piece::Items(items) => list(lx, items),
        Piece::Block(Block::Figure { name, caption, .. }) => figure(lx, name, caption),
        Piece::Block(b) => crate::render::html::block(lx.l10n, lx.locale, b),
        Piece::Rows { table: t, from, to } => table(lx, t, *from, *to),
    }
}

/// A figure as a link to its SVG: the deck stays one self-contained file, loading nothing.
fn figure(lx: &Lx, name: &str, caption: &Text) -> String {
    let href = format!("figures/{}-{name}.svg", lx.locale.tag);
    format!(
        "<p class=\"figure-link\"><a href=\"{}\">{}</a></p>\n",
        crate::render::html::escape(&href),
        lx.html(caption)
    )
}

fn list(lx: &Lx, items: &[Text]) -> String {
    let lis: String = items
        .iter()
        .map(|i| format!("<li>{}</li>", lx.html(i)))
        .collect();
    format!("<ul class=\"split\">{lis}</ul>\n")
}

/// A table part; the first column is a row header, numeric-looking cells align right.
fn table(lx: &Lx, t: &Table, from: usize, to: usize) -> String {
    let mut out = String::from("<table class=\"split\"><thead><tr>");
    for h in &t.header {
        out.push_str(&format!("<th scope=\"col\">{}</th>", lx.html(h)));
    }
    out.push_str("</tr></thead><tbody>");
    // In an item/value table a right-aligned number floats far from its label.
    let align = t.header.len() > 2;
    for row in &t.rows[from..to] {
        out.push_str("<tr>");
        for (i, cell) in row.iter().enumerate() {
            let numeric = align && looks_numeric(&lx.plain(cell));
            let class = if numeric { " class=\"num\"" } else { "" };
            let tag = if i == 0 { "th scope=\"row\"" } else { "td" };
            let close = if i == 0 { "th" } else { "td" };
            out.push_str(&format!("<{tag}{class}>{}</{close}>", lx.html(cell)));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>\n");
    out
}

/// Numbers, durations, shares and multiples: a digit-led short cell.
fn looks_numeric(s: &str) -> bool {
    let s = s.trim_start_matches('-');
    s.starts_with(|c: char| c.is_ascii_digit()) && s.chars().count() <= 16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_characters_count_double() {
        assert_eq!(units("ab"), 2.0);
        assert_eq!(units("被测"), 4.0);
    }

    #[test]
    fn long_text_wraps_into_more_lines() {
        assert_eq!(lines("x", 100.0, 10.0), 1.0);
        assert_eq!(lines(&"x".repeat(25), 100.0, 10.0), 3.0);
    }

    #[test]
    fn numeric_cells_are_recognised() {
        assert!(looks_numeric("174.06 µs"));
        assert!(looks_numeric("-5.100 ms"));
        assert!(!looks_numeric("thread_pool"));
    }
}
