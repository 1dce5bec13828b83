//! Figures, canvas: the frame every chart shares (title, legend, a grid of small-multiple
//! panels), text styles, and the per-scheme markers. Sizes are in SVG pixels.

use super::axis::{Axis, TickedRange};
use super::fonts::CSS_FAMILY;
use super::palette::{Marker, Style};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

pub type Root<'a> = DrawingArea<SVGBackend<'a>, Shift>;
pub type Chart<'a, 'b> = ChartContext<'a, SVGBackend<'b>, Cartesian2d<TickedRange, TickedRange>>;
pub type Drawn<T = ()> = Result<T, String>;

pub const WIDTH: u32 = 960;
/// A figure drawn for a 1280×720 slide: the width of the slide's body, and a height that
/// leaves room for the slide's title and caption, so the SVG shows at 1:1 and its text at
/// the sizes below (never scaled down to an unreadable size).
pub const SLIDE_WIDTH: u32 = 1152;
const SLIDE_HEIGHT: u32 = 500;
const TITLE_H: u32 = 44;
const LEGEND_ROW_H: u32 = 26;
const PANEL_H: u32 = 330;
/// A single-panel figure gets more height: it is the whole picture.
const SINGLE_PANEL_H: u32 = 420;
pub const INK: RGBColor = RGBColor(0x22, 0x22, 0x22);
const GRID: RGBColor = RGBColor(0xE2, 0xE2, 0xE2);
const AXIS: RGBColor = RGBColor(0x77, 0x77, 0x77);

/// Text sizes in plotters units (plotters writes `font-size` = size / 1.24 into the SVG).
pub const TITLE_SIZE: f64 = 22.0;
const PANEL_TITLE_SIZE: f64 = 18.0;
const DESC_SIZE: f64 = 16.0;
const TICK_SIZE: f64 = 15.0;
const LEGEND_SIZE: f64 = 16.0;

pub fn font(size: f64) -> TextStyle<'static> {
    (CSS_FAMILY, size).into_font().color(&INK)
}

/// Rendered width of `text` in pixels for a plotters text size (plotters writes
/// `font-size` = size / 1.24).
pub fn text_width(text: &str, size: f64) -> u32 {
    super::fonts::advance_width(text, size / 1.24).ceil() as u32
}

/// One legend entry: a scheme (line + marker) or a reference line (dashed).
pub enum LegendItem {
    Scheme(String, Style),
    Dashed(String, RGBColor),
}

impl LegendItem {
    fn width(&self) -> u32 {
        let label = match self {
            LegendItem::Scheme(l, _) | LegendItem::Dashed(l, _) => l,
        };
        36 + text_width(label, LEGEND_SIZE) + 22
    }
}

/// Where a figure is shown: on a report page (960 px wide, its title drawn at its top), or on
/// a slide (the slide's own title names it; the figure fits the slide's body).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Page,
    Slide,
}

/// The frame's geometry.
pub struct Layout {
    pub width: u32,
    pub height: u32,
    header_h: u32,
    rows: usize,
    cols: usize,
    /// Whether the title is drawn inside the figure.
    titled: bool,
}

/// Legend items wrapped into rows that fit the width.
fn legend_rows(items: &[LegendItem], width: u32) -> Vec<Vec<&LegendItem>> {
    let mut rows: Vec<Vec<&LegendItem>> = vec![vec![]];
    let mut x = 0;
    for item in items {
        let w = item.width();
        if x + w > width - 32 && !rows.last().is_some_and(Vec::is_empty) {
            rows.push(vec![]);
            x = 0;
        }
        x += w;
        if let Some(row) = rows.last_mut() {
            row.push(item);
        }
    }
    rows
}

pub fn layout(panels: usize, legend: &[LegendItem], shape: Shape) -> Layout {
    let cols = if panels > 1 { 2 } else { 1 };
    let rows = panels.div_ceil(cols).max(1);
    let (width, title_h) = match shape {
        Shape::Page => (WIDTH, TITLE_H),
        Shape::Slide => (SLIDE_WIDTH, 8),
    };
    let header_h = title_h + legend_rows(legend, width).len() as u32 * LEGEND_ROW_H + 6;
    let mut panel_h = if panels > 1 { PANEL_H } else { SINGLE_PANEL_H };
    if shape == Shape::Slide {
        panel_h = panel_h.min(SLIDE_HEIGHT.saturating_sub(header_h + 8) / rows as u32);
    }
    Layout {
        width,
        height: header_h + rows as u32 * panel_h + 8,
        header_h,
        rows,
        cols,
        titled: shape == Shape::Page,
    }
}

/// Draws the background, the title and the legend; returns one drawing area per panel.
pub fn frame<'b>(
    root: &Root<'b>,
    l: &Layout,
    title: &str,
    legend: &[LegendItem],
) -> Drawn<Vec<Root<'b>>> {
    root.fill(&WHITE).map_err(|e| e.to_string())?;
    let title_h = if l.titled {
        let title_style = font(TITLE_SIZE).pos(Pos::new(HPos::Left, VPos::Center));
        root.draw_text(title, &title_style, (20, TITLE_H as i32 / 2 + 4))
            .map_err(|e| e.to_string())?;
        TITLE_H
    } else {
        8
    };
    for (r, row) in legend_rows(legend, l.width).iter().enumerate() {
        let y = (title_h + r as u32 * LEGEND_ROW_H + LEGEND_ROW_H / 2) as i32;
        let mut x = 20;
        for item in row {
            draw_legend_item(root, item, (x, y))?;
            x += item.width() as i32;
        }
    }
    let (_, body) = root.split_vertically(l.header_h);
    let body = body.margin(0, 8, 8, 8);
    Ok(body.split_evenly((l.rows, l.cols)))
}

fn draw_legend_item(root: &Root, item: &LegendItem, (x, y): (i32, i32)) -> Drawn {
    let label_style = font(LEGEND_SIZE).pos(Pos::new(HPos::Left, VPos::Center));
    let label = match item {
        LegendItem::Scheme(label, style) => {
            let line = style.colour.stroke_width(style.line_width());
            root.draw(&PathElement::new(vec![(x, y), (x + 28, y)], line))
                .map_err(|e| e.to_string())?;
            draw_marker(root, (x + 14, y), style)?;
            label
        }
        LegendItem::Dashed(label, colour) => {
            let dash = colour.stroke_width(2);
            for s in [0, 11, 22] {
                root.draw(&PathElement::new(vec![(x + s, y), (x + s + 6, y)], dash))
                    .map_err(|e| e.to_string())?;
            }
            label
        }
    };
    root.draw_text(label, &label_style, (x + 36, y))
        .map_err(|e| e.to_string())
}

/// A scheme's marker centred at backend pixel `at` (filled, with a white rim so overlapping
/// markers stay distinguishable).
pub fn draw_marker(root: &Root, at: (i32, i32), style: &Style) -> Drawn {
    let s = style.marker_size();
    let fill = style.colour.filled();
    let rim = WHITE.stroke_width(1);
    let poly = |pts: Vec<(i32, i32)>| -> Drawn {
        let pts: Vec<(i32, i32)> = pts
            .into_iter()
            .map(|(dx, dy)| (at.0 + dx, at.1 + dy))
            .collect();
        root.draw(&Polygon::new(pts.clone(), fill))
            .map_err(|e| e.to_string())?;
        let mut closed = pts.clone();
        closed.push(pts[0]);
        root.draw(&PathElement::new(closed, rim))
            .map_err(|e| e.to_string())
    };
    match style.marker {
        Marker::Circle => {
            root.draw(&Circle::new(at, s, fill))
                .map_err(|e| e.to_string())?;
            root.draw(&Circle::new(at, s, rim))
                .map_err(|e| e.to_string())
        }
        Marker::Square => poly(vec![(-s, -s), (s, -s), (s, s), (-s, s)]),
        Marker::Triangle => poly(vec![(0, -s - 2), (s + 2, s), (-s - 2, s)]),
        Marker::InvertedTriangle => poly(vec![(0, s + 2), (s + 2, -s), (-s - 2, -s)]),
        Marker::Diamond => poly(vec![(0, -s - 2), (s + 2, 0), (0, s + 2), (-s - 2, 0)]),
        Marker::Cross => {
            let stroke = style
                .colour
                .stroke_width(if style.highlight { 4 } else { 3 });
            root.draw(&PathElement::new(
                vec![(at.0 - s, at.1 - s), (at.0 + s, at.1 + s)],
                stroke,
            ))
            .map_err(|e| e.to_string())?;
            root.draw(&PathElement::new(
                vec![(at.0 - s, at.1 + s), (at.0 + s, at.1 - s)],
                stroke,
            ))
            .map_err(|e| e.to_string())
        }
    }
}

/// Axis descriptions of a panel.
pub struct Descs<'s> {
    pub title: &'s str,
    pub x: &'s str,
    pub y: &'s str,
}

/// A panel's chart with its mesh drawn: grid lines at the axes' ticks, tick labels from them.
pub fn panel<'a, 'b>(area: &'a Root<'b>, d: &Descs, x: &Axis, y: &Axis) -> Drawn<Chart<'a, 'b>> {
    let y_label_w = y
        .ticks
        .iter()
        .map(|t| text_width(&t.1, TICK_SIZE))
        .max()
        .unwrap_or(0);
    let mut chart = ChartBuilder::on(area)
        .caption(d.title, font(PANEL_TITLE_SIZE))
        .margin(10)
        .margin_right(22)
        .x_label_area_size(50)
        .y_label_area_size(y_label_w + 38)
        .build_cartesian_2d(x.ranged(), y.ranged())
        .map_err(|e| e.to_string())?;
    let mut mesh = chart.configure_mesh();
    if !x.grid {
        mesh.disable_x_mesh();
    }
    mesh.x_desc(d.x)
        .y_desc(d.y)
        .x_label_formatter(&|v| x.label(*v))
        .y_label_formatter(&|v| y.label(*v))
        .axis_desc_style(font(DESC_SIZE))
        .label_style(font(TICK_SIZE))
        .bold_line_style(GRID)
        .light_line_style(TRANSPARENT)
        .axis_style(AXIS)
        .draw()
        .map_err(|e| e.to_string())?;
    Ok(chart)
}

/// Draws one scheme's line (thicker for the subject) and its markers.
pub fn draw_series(root: &Root, chart: &mut Chart, points: &[(f64, f64)], style: &Style) -> Drawn {
    let line = style.colour.stroke_width(style.line_width());
    chart
        .draw_series(LineSeries::new(points.iter().copied(), line))
        .map_err(|e| e.to_string())?;
    for p in points {
        draw_marker(root, chart.backend_coord(p), style)?;
    }
    Ok(())
}

/// Vertical 95% interval bars (plot-space x, low, high) with short caps, in the series' colour
/// and thinner than its line, drawn under the markers.
pub fn draw_error_bars(chart: &mut Chart, bars: &[(f64, f64, f64)], style: &Style) -> Drawn {
    let stroke = style.colour.stroke_width(1);
    for &(x, lo, hi) in bars {
        chart
            .draw_series(LineSeries::new([(x, lo), (x, hi)], stroke))
            .map_err(|e| e.to_string())?;
    }
    let mut caps = Vec::new();
    for &(x, lo, hi) in bars {
        caps.push((x, lo));
        caps.push((x, hi));
    }
    // Caps are 8 px wide whatever the axis scale: a pixel-space path anchored at each bound.
    chart
        .draw_series(caps.into_iter().map(|at| {
            plotters::element::EmptyElement::at(at)
                + plotters::element::PathElement::new(vec![(-4, 0), (4, 0)], stroke)
        }))
        .map_err(|e| e.to_string())?;
    Ok(())
}

/// A dashed horizontal reference line at plot-space `y` across the panel.
pub fn draw_reference(chart: &mut Chart, x: &Axis, y: f64, colour: RGBColor) -> Drawn {
    let style = colour.stroke_width(2);
    chart
        .draw_series(DashedLineSeries::new(
            vec![(x.lo, y), (x.hi, y)],
            7,
            5,
            style,
        ))
        .map_err(|e| e.to_string())?;
    Ok(())
}
