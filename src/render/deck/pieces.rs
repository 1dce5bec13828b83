//! Slide-body pieces (a whole block, or a run of table rows or list items): their HTML and an
//! estimate of their height at the slide's fixed 1280×720 layout. The estimate only decides
//! where the Rust side cuts; deck.js measures the real layout and moves rows further if a
//! slide still overflows, and the browser test fails on any overflow that is left.

use super::Lx;
use crate::document::{Block, Table, Text};

/// Width of a slide body in CSS pixels (1280 minus the side padding in deck.css).
const BODY_WIDTH: f64 = 1152.0;
/// Prose: 20 px type on a 28 px line. An average Latin glyph of DejaVu Sans (the widest of
/// the usual system sans faces) is about 0.52 em wide, a bold name a little more.
const TEXT_LINE: f64 = 28.0;
const TEXT_GLYPH: f64 = 10.7;
/// Tables: 15 px type on a 1.3 line, 6 px padding above and below, 8 px at each side; a
/// glyph about 0.55 em, bold headers 0.6 em.
const CELL_LINE: f64 = 19.5;
const CELL_GLYPH: f64 = 8.3;
const CELL_PAD_Y: f64 = 11.5;
const CELL_PAD_X: f64 = 16.0;

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
/// Words wrap whole, as the browser wraps them: a word that does not fit the rest of a line
/// starts the next one (a word longer than a line takes as many lines as it needs). Wide
/// (CJK) characters may break anywhere, so they are words of their own.
fn lines(s: &str, width: f64, glyph: f64) -> f64 {
    let per_line = (width / glyph).max(1.0);
    s.split('\n').map(|part| wrapped(part, per_line)).sum()
}

fn wrapped(part: &str, per_line: f64) -> f64 {
    let mut lines = 1.0;
    let mut used = 0.0;
    let mut place = |w: f64, space: f64| {
        let need = if used > 0.0 { used + space + w } else { w };
        if need <= per_line {
            used = need;
        } else if w > per_line {
            // A long word fills the rest of the line and the lines after it.
            let total = if used > 0.0 { used + space + w } else { w };
            lines += (total / per_line).ceil() - 1.0;
            used = total % per_line;
        } else {
            lines += 1.0;
            used = w;
        }
    };
    for word in part.split(' ') {
        let mut latin = String::new();
        let mut first = true;
        for c in word.chars() {
            if is_wide(c) {
                if !latin.is_empty() {
                    place(units(&latin), if first { 1.0 } else { 0.0 });
                    latin.clear();
                    first = false;
                }
                place(2.0, if first { 1.0 } else { 0.0 });
                first = false;
            } else {
                latin.push(c);
            }
        }
        if !latin.is_empty() || first {
            place(units(&latin), if first { 1.0 } else { 0.0 });
        }
    }
    lines
}

/// Estimated height of a paragraph of prose, with its bottom margin.
pub fn prose_height(lx: &Lx, t: &Text, indent: f64) -> f64 {
    let s = lx.plain(t);
    lines(&s, BODY_WIDTH - indent, TEXT_GLYPH) * TEXT_LINE * line_factor(&s) + 14.0
}

/// Notes and warnings: 0.9 em type in a padded box with a rule at the left.
fn note_height(lx: &Lx, t: &Text) -> f64 {
    let s = lx.plain(t);
    lines(&s, BODY_WIDTH - 40.0, TEXT_GLYPH * 0.9) * TEXT_LINE * 0.9 * line_factor(&s) + 30.0
}

/// Estimated height of one list item (its bottom margin is 0.4 em, not a paragraph's 0.7 em).
pub fn item_height(lx: &Lx, t: &Text) -> f64 {
    prose_height(lx, t, 32.0) - 6.0
}

/// The widest unbreakable run of `s` (a word; a number bound to its unit by a no-break
/// space counts as one), in Latin-glyph units.
fn longest_word(s: &str) -> f64 {
    s.split([' ', '\n', '\t']).map(units).fold(0.0, f64::max)
}

/// Column widths like the browser's automatic table layout (CSS 2.1 §17.5.2.2): every column
/// gets at least its longest word; when the longest lines do not all fit, the room left is
/// shared in proportion to how much more each column would need for its longest line.
pub fn column_widths(lx: &Lx, table: &Table) -> Vec<f64> {
    let head = |h: &Text| {
        let s = lx.plain(h);
        (longest_word(&s), units(&s))
    };
    let mut min_max: Vec<(f64, f64)> = table
        .header
        .iter()
        .map(|h| {
            let (w, l) = head(h);
            (w * CELL_GLYPH * 1.1, l * CELL_GLYPH * 1.1)
        })
        .collect();
    for row in &table.rows {
        for (i, cell) in row.iter().enumerate().take(min_max.len()) {
            let s = lx.plain(cell);
            let (w, l) = (longest_word(&s) * CELL_GLYPH, units(&s) * CELL_GLYPH);
            min_max[i].0 = min_max[i].0.max(w);
            min_max[i].1 = min_max[i].1.max(l);
        }
    }
    let pad = CELL_PAD_X * min_max.len() as f64;
    let room = BODY_WIDTH - pad;
    let (min, max): (f64, f64) = min_max
        .iter()
        .fold((0.0, 0.0), |(a, b), (lo, hi)| (a + lo, b + hi));
    min_max
        .iter()
        .map(|(lo, hi)| {
            let w = if max <= room {
                *hi
            } else if min >= room || max <= min {
                *lo
            } else {
                lo + (hi - lo) * (room - min) / (max - min)
            };
            w + CELL_PAD_X
        })
        .collect()
}

/// A line holding CJK text is taller: its glyphs come from a CJK face with a larger ascent and
/// descent than the Latin one, and the line box grows to fit both.
fn line_factor(s: &str) -> f64 {
    if s.chars().any(is_wide) {
        1.12
    } else {
        1.0
    }
}

/// Height of one table row (header rows are bold, hence the wider glyphs).
pub fn row_height(lx: &Lx, cells: &[Text], widths: &[f64], bold: bool) -> f64 {
    let glyph = if bold { CELL_GLYPH * 1.1 } else { CELL_GLYPH };
    let most = cells
        .iter()
        .zip(widths)
        .map(|(c, w)| {
            let s = lx.plain(c);
            lines(&s, (w - CELL_PAD_X).max(8.0), glyph) * line_factor(&s)
        })
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

/// A table part; the first column is a row header, numeric-looking cells align right. In the
/// stacked (phone) view a row becomes a card of "column: value" lines: deck.js gives each cell
/// its column's header as `data-label` when the deck stacks (a label per cell in the file was
/// a sixteenth of a deck's bytes).
fn table(lx: &Lx, t: &Table, from: usize, to: usize) -> String {
    let wide = if t.header.len() > 2 {
        " stackable"
    } else {
        " stackable pairs"
    };
    let mut out = format!("<table class=\"split{wide}\"><thead><tr>");
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
    fn words_wrap_whole() {
        // "aaa bbb" in a 5-glyph line: "bbb" does not fit after "aaa ", so two lines.
        assert_eq!(lines("aaa bbb", 50.0, 10.0), 2.0);
        assert_eq!(lines("aa bb", 50.0, 10.0), 1.0);
        assert_eq!(lines("被测框架", 40.0, 10.0), 2.0);
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
