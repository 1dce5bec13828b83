//! Figures, styling: one colour and one marker per scheme, stable across every figure of a
//! report (the scheme's position in `RunModel::schemes`, subject first).

use plotters::style::RGBColor;

/// The Okabe–Ito palette (colour-blind safe), reordered so the subject gets the strongest blue
/// and the pale yellow, hard to see on white, comes last (darkened to stay readable).
const COLOURS: [RGBColor; 8] = [
    RGBColor(0x00, 0x72, 0xB2), // blue
    RGBColor(0xE6, 0x9F, 0x00), // orange
    RGBColor(0x00, 0x9E, 0x73), // bluish green
    RGBColor(0xCC, 0x79, 0xA7), // reddish purple
    RGBColor(0x56, 0xB4, 0xE9), // sky blue
    RGBColor(0xD5, 0x5E, 0x00), // vermillion
    RGBColor(0x00, 0x00, 0x00), // black
    RGBColor(0xB8, 0xA9, 0x00), // yellow, darkened
];

/// Marker shapes, so colour is never the only channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    Circle,
    Square,
    Triangle,
    Diamond,
    Cross,
    InvertedTriangle,
}

const MARKERS: [Marker; 6] = [
    Marker::Circle,
    Marker::Square,
    Marker::Triangle,
    Marker::Diamond,
    Marker::Cross,
    Marker::InvertedTriangle,
];

/// The look of one scheme.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    /// Position in `RunModel::schemes`: the legend order.
    pub slot: usize,
    pub colour: RGBColor,
    pub marker: Marker,
    /// The framework under test: thicker line, larger marker.
    pub highlight: bool,
}

impl Style {
    /// Style of the scheme at `slot` in `RunModel::schemes`. Colours and markers cycle with
    /// different periods (8 and 6), so two schemes share both only beyond 24 schemes.
    pub fn for_slot(slot: usize, subject: bool) -> Style {
        Style {
            slot,
            colour: COLOURS[slot % COLOURS.len()],
            marker: MARKERS[slot % MARKERS.len()],
            highlight: subject,
        }
    }

    /// Line width in pixels.
    pub fn line_width(&self) -> u32 {
        if self.highlight {
            4
        } else {
            2
        }
    }

    /// Marker radius in pixels.
    pub fn marker_size(&self) -> i32 {
        if self.highlight {
            6
        } else {
            4
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_distinct_and_stable() {
        let a = Style::for_slot(1, false);
        assert_eq!(a, Style::for_slot(1, false));
        for i in 0..6 {
            for j in (i + 1)..6 {
                assert_ne!(
                    Style::for_slot(i, false).colour,
                    Style::for_slot(j, false).colour
                );
                assert_ne!(
                    Style::for_slot(i, false).marker,
                    Style::for_slot(j, false).marker
                );
            }
        }
        assert!(Style::for_slot(0, true).line_width() > a.line_width());
    }
}
