//! Figures, PNG: rasterises a figure's SVG at 2x with resvg, using only the figure fonts (in the
//! order the SVG's `font-family` names them, then the rest), after checking that every
//! character of every text has a glyph (resvg would drop it silently).

use super::fonts::Fonts;
use super::FigureError;
use resvg::{tiny_skia, usvg};

/// Pixels per SVG pixel in the PNG.
pub const SCALE: f32 = 2.0;

/// A figure's SVG as a usvg tree whose text resolves to the figure fonts only, in the order the
/// SVG names them; an error if some character has no glyph. The PNG and the PDF draw from it.
pub fn parse(svg: &str, figure: &str, fonts: &Fonts) -> Result<usvg::Tree, FigureError> {
    let order = fonts.order_for_svg(svg);
    let first = order
        .first()
        .and_then(|id| fonts.db.face(*id))
        .and_then(|f| f.families.first())
        .map(|(name, _)| name.clone())
        .unwrap_or_default();
    let opt = usvg::Options {
        fontdb: fonts.db.clone(),
        font_family: first,
        font_resolver: usvg::FontResolver {
            select_font: usvg::FontResolver::default_font_selector(),
            select_fallback: fallback(order),
        },
        // Nothing is resolved relative to a directory: figures reference no external files.
        resources_dir: None,
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &opt).map_err(|e| FigureError::Svg {
        figure: figure.to_string(),
        message: e.to_string(),
    })?;
    check_glyphs(tree.root(), figure, fonts)?;
    Ok(tree)
}

pub fn rasterize(svg: &str, figure: &str, fonts: &Fonts) -> Result<Vec<u8>, FigureError> {
    let tree = parse(svg, figure, fonts)?;
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
    encode_png(&pixmap).map_err(|e| FigureError::Png {
        figure: figure.to_string(),
        message: e.to_string(),
    })
}

/// A figure as an RGB PNG: the background is white, so the alpha channel says nothing.
/// tiny-skia's own encoder writes RGBA at zlib level 6, which made PNG deflate a third of a
/// whole build. Level 3 with adaptive row filters writes files 17% smaller in under half the
/// time (`cargo bench --bench figures`); fdeflate's fast mode would halve the time again but
/// doubles the bytes. Deflate here is pure Rust and deterministic: identical bytes everywhere.
fn encode_png(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, png::EncodingError> {
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(3));
    encoder.set_filter(png::Filter::Adaptive);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgb)?;
    writer.finish()?;
    Ok(out)
}

/// A character the chosen face lacks is drawn with the first face of `order` (the SVG's own
/// family order) that has it and has not been tried for this text yet.
fn fallback(order: Vec<usvg::fontdb::ID>) -> usvg::FallbackSelectionFn<'static> {
    Box::new(move |c, used, db| {
        order.iter().copied().find(|id| {
            !used.contains(id)
                && db
                    .with_face_data(*id, |data, index| {
                        ttf_parser::Face::parse(data, index)
                            .is_ok_and(|f| f.glyph_index(c).is_some())
                    })
                    .unwrap_or(false)
        })
    })
}

/// The first character (in document order) that no bundled face can draw is an error.
fn check_glyphs(group: &usvg::Group, figure: &str, fonts: &Fonts) -> Result<(), FigureError> {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => check_glyphs(g, figure, fonts)?,
            usvg::Node::Text(text) => {
                for chunk in text.chunks() {
                    if let Some(c) = chunk.text().chars().find(|c| {
                        !c.is_control() && !super::fonts::draws(*c, |c| fonts.has_glyph(c))
                    }) {
                        return Err(FigureError::MissingGlyph {
                            figure: figure.to_string(),
                            ch: c,
                            origin: "the SVG's text".to_string(),
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
