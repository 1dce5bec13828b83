//! Chart slides: one figure per slide, drawn for the slide (1152 px wide, text at its real
//! size) and inlined as SVG, so the deck stays one self-contained file with searchable,
//! selectable chart text. The caption says what the chart covers; the notes say it in one
//! sentence and where its numbers are.

use super::notes::sentences;
use super::slides::footer;
use super::{DeckInput, Lx, Slide};
use crate::document::text::{msg, msg_with, t, Text};
use crate::document::{Block, Section};
use crate::figures::{self, FigureSpec, Shape};
use crate::render::html::escape;

pub fn slides(input: &DeckInput, lx: &Lx, section: &Section) -> Vec<Slide> {
    let Some(fonts) = input.fonts else {
        return vec![];
    };
    section
        .blocks
        .iter()
        .filter_map(|b| match b {
            Block::Figure {
                name,
                caption,
                alt,
                data_section,
            } => {
                let spec = input.figures.iter().find(|f| f.name == *name)?;
                // A figure that cannot be drawn is reported by the build; its slide is left out.
                let svg =
                    figures::draw_shaped(spec, lx.l10n, lx.locale, fonts, Shape::Slide).ok()?;
                Some(slide(
                    input,
                    lx,
                    section,
                    spec,
                    &svg,
                    (caption, alt, data_section),
                ))
            }
            _ => None,
        })
        .collect()
}

/// The title of the section whose tables hold the figure's numbers.
fn data_title(input: &DeckInput, id: &str) -> Text {
    input
        .doc
        .sections
        .iter()
        .find(|s| s.id == id)
        .map_or_else(|| msg("section-charts"), |s| s.title.clone())
}

fn slide(
    input: &DeckInput,
    lx: &Lx,
    section: &Section,
    spec: &FigureSpec,
    svg: &str,
    (caption, alt, data_section): (&Text, &Text, &str),
) -> Slide {
    let data = data_title(input, data_section);
    let notes = [
        alt.clone(),
        caption.clone(),
        msg_with("deck-notes-figure-data", vec![("section", t(data.clone()))]),
    ];
    Slide {
        kind: "figure",
        section: section.id,
        kicker: lx.html(&section.title),
        title: lx.html(&spec.title()),
        body: format!(
            "<figure class=\"slide-figure\" data-figure=\"{}\">{}{}<figcaption>{}</figcaption></figure>\n",
            spec.name,
            inline(svg),
            zoom_button(lx),
            lx.html(caption)
        ),
        footer: footer(lx, &data, None, None),
        notes: sentences(lx, &notes),
        ..Slide::default()
    }
}

/// On a phone the slides stack and a chart first fits the screen's width, whole but small;
/// this button (shown there, with JavaScript) sets it at a readable size that scrolls sideways,
/// and back. Its two labels travel as attributes, so that deck.js holds no words.
fn zoom_button(lx: &Lx) -> String {
    format!(
        "<button class=\"zoom\" type=\"button\" aria-pressed=\"false\" data-fit=\"{}\">{}</button>",
        escape(&lx.plain(&msg("deck-figure-fit"))),
        escape(&lx.plain(&msg("deck-figure-enlarge"))),
    )
}

/// The SVG document as an element inside HTML: without the XML prolog and the namespace
/// declaration (HTML's parser puts `<svg>` in its namespace), with `lang` in place of
/// `xml:lang` (HTML's attribute), sized by the stylesheet.
fn inline(svg: &str) -> String {
    let start = svg.find("<svg").unwrap_or(0);
    svg[start..]
        .replacen(" xmlns=\"http://www.w3.org/2000/svg\"", "", 1)
        .replacen(" xml:lang=", " lang=", 1)
        .replacen("<svg ", "<svg class=\"chart\" ", 1)
}
