//! Figures, PNG: rasterises a figure's SVG at 2x with resvg, using only the bundled fonts, after
//! checking that every character of every text has a glyph (resvg would drop it silently).

use super::fonts::{Fonts, FAMILY};
use super::FigureError;
use resvg::{tiny_skia, usvg};

/// Pixels per SVG pixel in the PNG.
pub const SCALE: f32 = 2.0;

pub fn rasterize(svg: &str, figure: &str, fonts: &Fonts) -> Result<Vec<u8>, FigureError> {
    let opt = usvg::Options {
        fontdb: fonts.db.clone(),
        font_family: FAMILY.to_string(),
        // Nothing is resolved relative to a directory: figures reference no external files.
        resources_dir: None,
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &opt).map_err(|e| FigureError::Svg {
        figure: figure.to_string(),
        message: e.to_string(),
    })?;
    check_glyphs(tree.root(), figure, fonts)?;
    let size = tree
        .size()
        .to_int_size()
        .scale_by(SCALE)
        .ok_or_else(|| FigureError::Pixmap {
            figure: figure.to_string(),
        })?;
    let mut pixmap =
        tiny_skia::Pixmap::new(size.width(), size.height()).ok_or_else(|| FigureError::Pixmap {
            figure: figure.to_string(),
        })?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(SCALE, SCALE),
        &mut pixmap.as_mut(),
    );
    pixmap.encode_png().map_err(|e| FigureError::Png {
        figure: figure.to_string(),
        message: e.to_string(),
    })
}

/// The first character (in document order) that no bundled face can draw is an error.
fn check_glyphs(group: &usvg::Group, figure: &str, fonts: &Fonts) -> Result<(), FigureError> {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => check_glyphs(g, figure, fonts)?,
            usvg::Node::Text(text) => {
                for chunk in text.chunks() {
                    if let Some(c) = chunk
                        .text()
                        .chars()
                        .find(|c| !c.is_control() && !super::fonts::draws(*c, fonts))
                    {
                        return Err(FigureError::MissingGlyph {
                            figure: figure.to_string(),
                            ch: c,
                            text: chunk.text().to_string(),
                        });
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}
