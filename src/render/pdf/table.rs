//! PDF, tables: column widths from the cells' natural and narrowest widths, the type set
//! smaller before a table is split, and a table too wide even then printed as column groups
//! (the columns that name a row first in each). A row never splits across pages; the header
//! row is repeated on every page the table reaches.

use super::blocks::Cx;
use super::layout::{Flow, Item, Role, TextStyle, HEADER_FILL, INK, RULE, SMALL, ZEBRA};
use super::lines::{self, Line};
use crate::document::text::{msg_with, n};
use crate::document::Table;
use crate::i18n::Inline;

/// Sizes tried, largest first.
const SIZES: [f32; 3] = [7.6, 6.9, 6.2];
/// Padding inside a cell, points.
const PAD: f32 = 3.0;
/// The columns that name a row (scheme, concurrency, body tier), repeated in every group.
const KEY_COLUMNS: usize = 3;

pub fn table(flow: &mut Flow, cx: &Cx, t: &Table) {
    let header: Vec<Inline> = t.header.iter().map(|h| cx.spans(h)).collect();
    let rows: Vec<Vec<Inline>> = t
        .rows
        .iter()
        .map(|r| r.iter().map(|c| cx.spans(c)).collect())
        .collect();
    let label = |from: usize, to: usize, count: usize| {
        cx.spans(&msg_with(
            "site-print-columns",
            vec![
                ("from", n(from as f64)),
                ("to", n(to as f64)),
                ("count", n(count as f64)),
            ],
        ))
    };
    cells(flow, &header, &rows, &label);
}

/// A table of localized cells. `group_label(from, to, count)` says which columns a column
/// group holds (1-based).
pub fn cells(
    flow: &mut Flow,
    header: &[Inline],
    rows: &[Vec<Inline>],
    group_label: &dyn Fn(usize, usize, usize) -> Inline,
) {
    let (_, width) = flow.column();
    let all: Vec<usize> = (0..header.len()).collect();
    let sizes = SIZES.map(|s| s * flow.table_scale);
    let measured = Widths::of(flow, header, rows);
    for size in sizes {
        if let Some(widths) = fit(&measured, &all, size, width) {
            draw(flow, header, rows, &all, &widths, size);
            return;
        }
    }
    let size = sizes[sizes.len() - 1];
    for cols in &groups(&measured, size, width) {
        let keys = KEY_COLUMNS.min(header.len());
        let rest = &cols[keys.min(cols.len())..];
        if let (Some(first), Some(last)) = (rest.first(), rest.last()) {
            let (x, w) = flow.column();
            flow.ensure(SMALL.leading() * 4.0);
            let label = group_label(first + 1, last + 1, header.len());
            flow.tagged(Role::Paragraph, |f| f.paragraph(&label, &SMALL, x, w));
        }
        let widths =
            fit(&measured, cols, size, width).unwrap_or_else(|| squeeze(cols.len(), width));
        draw(flow, header, rows, cols, &widths, size);
    }
}

/// Natural (one line) and narrowest (longest word) width of every column at 1 pt: widths
/// grow with the size, so each cell is measured once whatever sizes are tried.
struct Widths {
    natural: Vec<f32>,
    narrowest: Vec<f32>,
}

impl Widths {
    fn of(flow: &Flow, header: &[Inline], rows: &[Vec<Inline>]) -> Widths {
        let faces = flow.faces;
        let mut natural = vec![0.0f32; header.len()];
        let mut narrowest = vec![0.0f32; header.len()];
        for row in std::iter::once(header).chain(rows.iter().map(Vec::as_slice)) {
            for (j, cell) in row.iter().enumerate().take(header.len()) {
                natural[j] = natural[j].max(lines::natural_width(cell, faces, 1.0));
                narrowest[j] = narrowest[j].max(lines::longest_word(cell, faces, 1.0));
            }
        }
        Widths { natural, narrowest }
    }

    /// (natural, narrowest) of the columns `cols` at `size`, padding included.
    fn at(&self, cols: &[usize], size: f32) -> (Vec<f32>, Vec<f32>) {
        let pad = |w: f32| w * size + 2.0 * PAD;
        (
            cols.iter().map(|&j| pad(self.natural[j])).collect(),
            cols.iter().map(|&j| pad(self.narrowest[j])).collect(),
        )
    }
}

/// Column widths that fit `width`, or None when even the narrowest do not.
fn fit(widths: &Widths, cols: &[usize], size: f32, width: f32) -> Option<Vec<f32>> {
    let (natural, narrowest) = widths.at(cols, size);
    let min: f32 = narrowest.iter().sum();
    if min > width {
        return None;
    }
    Some(share(&natural, &narrowest, width))
}

/// Natural widths when they fit; else each column its narrowest plus a share of the rest in
/// proportion to how much more it would take.
fn share(natural: &[f32], narrowest: &[f32], width: f32) -> Vec<f32> {
    let total: f32 = natural.iter().sum();
    if total <= width {
        return natural.to_vec();
    }
    let min: f32 = narrowest.iter().sum();
    let wants: Vec<f32> = natural
        .iter()
        .zip(narrowest)
        .map(|(n, m)| (n - m).max(0.0))
        .collect();
    let want: f32 = wants.iter().sum();
    narrowest
        .iter()
        .zip(&wants)
        .map(|(m, w)| {
            if want > 0.0 {
                m + (width - min) * w / want
            } else {
                *m
            }
        })
        .collect()
}

/// Widths for columns whose words do not fit even alone: equal shares (words then break).
fn squeeze(columns: usize, width: f32) -> Vec<f32> {
    vec![width / columns as f32; columns]
}

/// A column of numbers (every filled cell starts with a digit or a sign and holds a digit) is
/// set flush right, so its digits line up.
fn numeric(rows: &[Vec<Inline>], j: usize) -> bool {
    let mut any = false;
    for r in rows {
        let text: String = r.get(j).map_or(String::new(), |c| {
            c.iter().map(|s| s.text.as_str()).collect()
        });
        let text = text.trim();
        if text.is_empty() || text == "-" || text == "—" || text == "–" {
            continue;
        }
        let starts = text
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit() || "+-−".contains(c));
        if !starts || !text.chars().any(|c| c.is_ascii_digit()) {
            return false;
        }
        any = true;
    }
    any
}

/// Column groups, each the key columns and as many more as fit beside them.
fn groups(widths: &Widths, size: f32, width: f32) -> Vec<Vec<usize>> {
    let n = widths.natural.len();
    let keys: Vec<usize> = (0..KEY_COLUMNS.min(n)).collect();
    let all: Vec<usize> = (0..n).collect();
    let (_, narrowest) = widths.at(&all, size);
    let key_width: f32 = keys.iter().map(|&j| narrowest[j]).sum();
    let mut groups = vec![];
    let mut current = keys.clone();
    let mut used = key_width;
    for (j, w) in narrowest.iter().enumerate().skip(keys.len()) {
        if used + w > width && current.len() > keys.len() {
            groups.push(std::mem::replace(&mut current, keys.clone()));
            used = key_width;
        }
        current.push(j);
        used += w;
    }
    if current.len() > keys.len() || groups.is_empty() {
        groups.push(current);
    }
    groups
}

/// Lines of every cell of one row, and the row's height.
fn row_lines(flow: &Flow, cells: &[&Inline], widths: &[f32], size: f32) -> (Vec<Vec<Line>>, f32) {
    let style = cell_style(size);
    let lines: Vec<Vec<Line>> = cells
        .iter()
        .zip(widths)
        .map(|(c, w)| lines::lines(c, flow.faces, size, w - 2.0 * PAD))
        .collect();
    let count = lines.iter().map(Vec::len).max().unwrap_or(1).max(1);
    (lines, count as f32 * style.leading() + 2.0 * PAD)
}

fn cell_style(size: f32) -> TextStyle {
    TextStyle::new(size).spaced(1.3)
}

fn draw(
    flow: &mut Flow,
    header: &[Inline],
    rows: &[Vec<Inline>],
    cols: &[usize],
    widths: &[f32],
    size: f32,
) {
    flow.structure.begin(Role::Table);
    draw_rows(flow, header, rows, cols, widths, size);
    flow.structure.end();
}

fn draw_rows(
    flow: &mut Flow,
    header: &[Inline],
    rows: &[Vec<Inline>],
    cols: &[usize],
    widths: &[f32],
    size: f32,
) {
    let pick = |r: &'_ [Inline]| -> Vec<Inline> {
        cols.iter()
            .map(|&j| r.get(j).cloned().unwrap_or_default())
            .collect()
    };
    let right: Vec<bool> = cols.iter().map(|&j| numeric(rows, j)).collect();
    let head = pick(header);
    let head_refs: Vec<&Inline> = head.iter().collect();
    let (head_lines, head_h) = row_lines(flow, &head_refs, widths, size);
    let first_row_h = rows
        .first()
        .map(|r| {
            let cells = pick(r);
            let refs: Vec<&Inline> = cells.iter().collect();
            row_lines(flow, &refs, widths, size).1
        })
        .unwrap_or(0.0);
    flow.ensure(head_h + first_row_h);
    draw_row(
        flow,
        &head_lines,
        (widths, &right),
        head_h,
        size,
        Some(HEADER_FILL),
        true,
    );
    let leading = cell_style(size).leading();
    // Lines of one row that fit a page under the header: a row taller than that (a name of
    // thousands of characters) is the one row that continues on the next page.
    let page_lines = ((flow.bottom() - flow.margins.top - head_h - 2.0 * PAD) / leading)
        .floor()
        .max(1.0) as usize;
    for (i, r) in rows.iter().enumerate() {
        let cells = pick(r);
        let refs: Vec<&Inline> = cells.iter().collect();
        let (lines, h) = row_lines(flow, &refs, widths, size);
        let fill = (i % 2 == 1).then_some(ZEBRA);
        let count = lines.iter().map(Vec::len).max().unwrap_or(1).max(1);
        for from in (0..count).step_by(page_lines) {
            let to = (from + page_lines).min(count);
            let part: Vec<Vec<Line>> = lines
                .iter()
                .map(|c| c[from.min(c.len())..to.min(c.len())].to_vec())
                .collect();
            let part_h = if count <= page_lines {
                h
            } else {
                (to - from) as f32 * leading + 2.0 * PAD
            };
            if flow.paginate && flow.y + part_h > flow.bottom() {
                flow.next_page();
                // The repeated header is an artifact: the tree has the table's header once.
                let head = (widths, right.as_slice());
                let outside = std::mem::replace(&mut flow.structure.artifact, true);
                draw_row(
                    flow,
                    &head_lines,
                    head,
                    head_h,
                    size,
                    Some(HEADER_FILL),
                    true,
                );
                flow.structure.artifact = outside;
            }
            draw_row(flow, &part, (widths, &right), part_h, size, fill, false);
        }
    }
    flow.y += 8.0;
}

/// One row: `columns` is each column's width and whether it is set flush right.
fn draw_row(
    flow: &mut Flow,
    cells: &[Vec<Line>],
    columns: (&[f32], &[bool]),
    h: f32,
    size: f32,
    fill: Option<super::layout::Rgb>,
    header: bool,
) {
    let (widths, right) = columns;
    let (x0, _) = flow.column();
    let total: f32 = widths.iter().sum();
    let top = flow.y;
    if let Some(fill) = fill {
        flow.push(Item::Rect {
            x: x0,
            y: top,
            w: total,
            h,
            fill,
        });
    }
    let style = if header {
        cell_style(size).bold()
    } else {
        cell_style(size).colored(INK)
    };
    let mut x = x0;
    let role = if header { Role::HeaderCell } else { Role::Cell };
    flow.structure.begin(Role::Row);
    for ((lines, w), right) in cells.iter().zip(widths).zip(right) {
        flow.structure.begin(role.clone());
        for (k, line) in lines.iter().enumerate() {
            let shift = if *right {
                w - 2.0 * PAD - line.width
            } else {
                0.0
            };
            flow.line(
                line,
                &style,
                x + PAD + shift,
                top + PAD + k as f32 * style.leading(),
            );
        }
        flow.structure.end();
        x += w;
    }
    flow.structure.end();
    flow.push(Item::Rect {
        x: x0,
        y: top + h - 0.4,
        w: total,
        h: 0.4,
        fill: RULE,
    });
    flow.y = top + h;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Span;

    fn cell(text: &str) -> Inline {
        vec![Span {
            text: text.into(),
            data: true,
            code: false,
            strong: false,
            link: None,
        }]
    }

    fn faces() -> super::super::fonts::FaceSet {
        let fonts = crate::figures::Fonts::bundled().unwrap();
        let chain = fonts.chain(&[]);
        super::super::fonts::FaceSet::new(&fonts, &chain)
    }

    fn no_label(_: usize, _: usize, _: usize) -> Inline {
        vec![]
    }

    /// All text set on every page, and whether everything stays above each page's bottom.
    fn text_and_bounds(flow: &Flow) -> (String, bool) {
        let mut text = String::new();
        let mut inside = true;
        for page in &flow.pages {
            let bottom = page.size.1 - flow.margins.bottom + 0.5;
            for item in &page.items {
                if let Item::Text { y, run, .. } = item {
                    text.push_str(&run.text);
                    inside &= *y <= bottom;
                }
            }
        }
        (text, inside)
    }

    #[test]
    fn a_row_taller_than_a_page_continues_on_the_next_and_loses_nothing() {
        let faces = faces();
        let mut flow = Flow::new(&faces);
        flow.new_page(false);
        let long = "n".repeat(40_000);
        let rows = vec![vec![cell("a"), cell(&long)], vec![cell("b"), cell("c")]];
        cells(&mut flow, &[cell("k"), cell("v")], &rows, &no_label);
        assert!(flow.pages.len() > 2, "{} pages", flow.pages.len());
        let (text, inside) = text_and_bounds(&flow);
        assert!(inside, "text below a page's bottom margin");
        assert_eq!(text.matches('n').count(), 40_000);
        assert!(text.ends_with("bc"), "{}", &text[text.len() - 10..]);
    }

    #[test]
    fn rows_never_split_and_the_header_repeats_on_every_page() {
        let faces = faces();
        let mut flow = Flow::new(&faces);
        flow.new_page(false);
        let rows: Vec<Vec<Inline>> = (0..300)
            .map(|i| vec![cell(&i.to_string()), cell("two words here")])
            .collect();
        cells(&mut flow, &[cell("HEAD"), cell("v")], &rows, &no_label);
        assert!(flow.pages.len() > 3);
        for page in &flow.pages {
            let first = page.items.iter().find_map(|i| match i {
                Item::Text { run, .. } => Some(run.text.clone()),
                _ => None,
            });
            assert_eq!(first.as_deref(), Some("HEAD"));
        }
        let (_, inside) = text_and_bounds(&flow);
        assert!(inside);
    }

    #[test]
    fn a_table_too_wide_even_at_the_smallest_size_becomes_column_groups_with_the_key_columns() {
        let faces = faces();
        let mut flow = Flow::new(&faces);
        flow.new_page(false);
        let header: Vec<Inline> = (0..30).map(|j| cell(&format!("column{j:02}"))).collect();
        let rows = vec![(0..30)
            .map(|j| cell(&format!("value{j:02}x")))
            .collect::<Vec<_>>()];
        let label = |from: usize, to: usize, _: usize| cell(&format!("[{from}-{to}]"));
        cells(&mut flow, &header, &rows, &label);
        let (text, _) = text_and_bounds(&flow);
        assert!(text.contains("[4-"), "{text}");
        assert!(
            text.matches("column00").count() > 1,
            "the key columns repeat: {text}"
        );
        for j in 0..30 {
            assert!(text.contains(&format!("value{j:02}x")), "value {j} lost");
        }
    }

    #[test]
    fn a_column_as_wide_as_its_longest_word_never_breaks_it() {
        let faces = faces();
        for size in [6.2f32, 6.9, 7.6, 12.92] {
            let words = [
                "scheme",
                "concurrency",
                "apscheduler",
                "thread_pool",
                "10.214ms",
            ];
            for word in words {
                let w = lines::longest_word(&cell(word), &faces, 1.0) * size;
                let set = lines::lines(&cell(word), &faces, size, w);
                assert_eq!(set.len(), 1, "{word} at {size} pt broke in a column of {w}");
            }
        }
    }

    #[test]
    fn numbers_are_set_flush_right_and_words_are_not() {
        let rows = vec![
            vec![cell("zoo"), cell("1.23 ms")],
            vec![cell("-"), cell("−4.5%")],
        ];
        assert!(!numeric(&rows, 0));
        assert!(numeric(&rows, 1));
    }

    #[test]
    fn columns_get_their_narrowest_width_and_a_share_of_the_rest() {
        assert_eq!(share(&[10.0, 20.0], &[5.0, 5.0], 100.0), vec![10.0, 20.0]);
        let w = share(&[100.0, 300.0], &[10.0, 10.0], 120.0);
        assert!((w.iter().sum::<f32>() - 120.0).abs() < 0.01);
        assert!(w[0] >= 10.0 && w[1] > w[0]);
    }
}
