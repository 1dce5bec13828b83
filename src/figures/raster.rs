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
    render_png(&parse(svg, figure, fonts)?, figure)
}

/// The PNG of a figure already parsed (the report's PDF draws the same tree).
pub fn render_png(tree: &usvg::Tree, figure: &str) -> Result<Vec<u8>, FigureError> {
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
        tree,
        tiny_skia::Transform::from_scale(SCALE, SCALE),
        &mut pixmap.as_mut(),
    );
    encode_png(&pixmap).map_err(|e| FigureError::Png {
        figure: figure.to_string(),
        message: e.to_string(),
    })
}

/// A figure as a PNG, losslessly as small as cheaply possible: the background is white, so the
/// alpha channel says nothing and is dropped; a chart of 256 colours or fewer (flat fills, few
/// antialiased edges) is written with a palette, a third of the bytes to compress and about
/// half the file; any other as RGB. Level 3 with adaptive row filters: tiny-skia's own encoder
/// (RGBA, level 6) made PNG deflate a third of a whole build. The deflate backend is zlib-rs,
/// whose output depends on its version only (pinned in Cargo.lock), not on the CPU.
fn encode_png(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, png::EncodingError> {
    let (width, height) = (pixmap.width(), pixmap.height());
    let mut out = Vec::with_capacity(pixmap.data().len() / 16);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(3));
    let data = match Indexed::from_rgba(pixmap.data()) {
        Some(indexed) => {
            // Row filters predict smooth gradients; palette indices are not such, and
            // filtering them only costs time (and often bytes).
            encoder.set_filter(png::Filter::NoFilter);
            encoder.set_color(png::ColorType::Indexed);
            encoder.set_palette(indexed.palette);
            indexed.pixels
        }
        None => {
            encoder.set_filter(png::Filter::Adaptive);
            encoder.set_color(png::ColorType::Rgb);
            rgb(pixmap.data())
        }
    };
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&data)?;
    writer.finish()?;
    Ok(out)
}

/// Opaque RGBA pixels as RGB.
fn rgb(rgba: &[u8]) -> Vec<u8> {
    rgba.chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect()
}

/// An image of at most 256 colours: its palette (RGB triples, in order of first appearance, so
/// the same image always gets the same bytes) and one palette index per pixel.
#[derive(Debug, PartialEq)]
struct Indexed {
    palette: Vec<u8>,
    pixels: Vec<u8>,
}

impl Indexed {
    /// None when the image has more than 256 colours. A run of one colour (most of a chart is
    /// background) skips the lookup; the lookup is an open-addressed table four times the
    /// largest palette (this loop sees every pixel of every figure).
    fn from_rgba(rgba: &[u8]) -> Option<Indexed> {
        const SLOTS: usize = 1024;
        // (colour + 1, so that 0 means empty; palette index) per slot.
        let mut table = [(0u32, 0u8); SLOTS];
        let mut palette = Vec::with_capacity(256 * 3);
        let mut pixels = Vec::with_capacity(rgba.len() / 4);
        let mut last = (u32::MAX, 0u8);
        for p in rgba.chunks_exact(4) {
            let key = u32::from_le_bytes([p[0], p[1], p[2], 0]) + 1;
            if key != last.0 {
                let mut slot = (key.wrapping_mul(0x9E37_79B1) >> 22) as usize;
                while table[slot].0 != key && table[slot].0 != 0 {
                    slot = (slot + 1) % SLOTS;
                }
                if table[slot].0 == 0 {
                    let count = palette.len() / 3;
                    if count == 256 {
                        return None;
                    }
                    table[slot] = (key, count as u8);
                    palette.extend_from_slice(&p[..3]);
                }
                last = table[slot];
            }
            pixels.push(last.1);
        }
        Some(Indexed { palette, pixels })
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A pixmap whose pixel `i` has the colour `colour(i)`.
    fn pixmap(width: u32, height: u32, colour: impl Fn(usize) -> [u8; 3]) -> tiny_skia::Pixmap {
        let mut p = tiny_skia::Pixmap::new(width, height).unwrap();
        for (i, px) in p.data_mut().chunks_exact_mut(4).enumerate() {
            let [r, g, b] = colour(i);
            px.copy_from_slice(&[r, g, b, 255]);
        }
        p
    }

    /// The RGB pixels a PNG decodes to, palette expanded.
    fn decode(png_bytes: &[u8]) -> (png::ColorType, Vec<u8>) {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let colour = reader.info().color_type;
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let frame = reader.next_frame(&mut buf).unwrap();
        buf.truncate(frame.buffer_size());
        (colour, buf)
    }

    #[test]
    fn few_colours_get_a_palette_and_decode_to_the_same_pixels() {
        let p = pixmap(40, 30, |i| [(i % 7 * 30) as u8, 255, (i / 40 % 3) as u8]);
        let bytes = encode_png(&p).unwrap();
        let (colour, pixels) = decode(&bytes);
        assert_eq!(colour, png::ColorType::Indexed);
        assert_eq!(pixels, rgb(p.data()));
        assert_eq!(
            bytes,
            encode_png(&p).unwrap(),
            "the same image, the same bytes"
        );
    }

    #[test]
    fn more_than_256_colours_are_written_as_rgb_losslessly() {
        let p = pixmap(30, 20, |i| [(i % 256) as u8, (i / 256) as u8, 9]);
        assert_eq!(Indexed::from_rgba(p.data()), None);
        let (colour, pixels) = decode(&encode_png(&p).unwrap());
        assert_eq!(colour, png::ColorType::Rgb);
        assert_eq!(pixels, rgb(p.data()));
    }

    #[test]
    fn exactly_256_colours_still_fit_a_palette() {
        let p = pixmap(16, 32, |i| [(i % 256) as u8, 0, 0]);
        let indexed = Indexed::from_rgba(p.data()).unwrap();
        assert_eq!(indexed.palette.len(), 256 * 3);
        assert_eq!(indexed.pixels[255], 255);
        assert_eq!(indexed.pixels[256], 0);
    }
}
