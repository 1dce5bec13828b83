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
    let pixmap_error = || FigureError::Pixmap {
        figure: figure.to_string(),
    };
    let size = tree
        .size()
        .to_int_size()
        .scale_by(SCALE)
        .ok_or_else(pixmap_error)?;
    let mut bands = TreeBands::new(tree, size.width()).ok_or_else(pixmap_error)?;
    encode_png(size.width(), size.height(), &mut bands).map_err(|e| FigureError::Png {
        figure: figure.to_string(),
        message: e.to_string(),
    })
}

/// Rows drawn at a time: a band of a 1920-pixel-wide figure is 2 MB, where the whole figure's
/// pixmap was 12 MB per figure in flight (and the build draws one per core).
const BAND_ROWS: u32 = 256;

/// Rows drawn above and below each band and thrown away: at a pixmap's edge the rasteriser
/// clips, and antialiasing within a few rows of a clip differs from the same rows drawn in
/// the middle; with the margin, a band's rows are drawn as in a whole-figure pixmap.
const MARGIN: u32 = 16;

/// Paints a figure band by band: the RGBA rows from `top` on (at least `BAND_ROWS` of them, or
/// to the end of the figure). The band last drawn, asked for again, is not drawn again.
trait Bands {
    fn draw(&mut self, top: u32) -> &[u8];
}

/// A usvg tree drawn at `SCALE` on white, a band at a time.
struct TreeBands<'t> {
    tree: &'t usvg::Tree,
    pixmap: tiny_skia::Pixmap,
    /// The top row of the band in `pixmap`: asked for again (a PNG turning to RGB at its
    /// 257th colour), it is not drawn again.
    drawn: Option<u32>,
    /// Some element cannot be drawn on its own (see [`drawn_alone`]): every band draws the
    /// whole tree, clipped.
    whole: bool,
}

impl<'t> TreeBands<'t> {
    fn new(tree: &'t usvg::Tree, width: u32) -> Option<TreeBands<'t>> {
        let pixmap = tiny_skia::Pixmap::new(width, BAND_ROWS + 2 * MARGIN)?;
        Some(TreeBands {
            tree,
            pixmap,
            drawn: None,
            whole: !tree.root().children().iter().all(drawn_alone),
        })
    }
}

impl Bands for TreeBands<'_> {
    fn draw(&mut self, top: u32) -> &[u8] {
        let skip = (MARGIN * self.pixmap.width() * 4) as usize;
        if self.drawn == Some(top) {
            return &self.pixmap.data()[skip..];
        }
        self.drawn = Some(top);
        self.pixmap.fill(tiny_skia::Color::WHITE);
        // A whole number of pixels up: the band's rows get the pixels a whole-figure pixmap
        // has there, up to the rounding of sub-pixel positions (a glyph edge may differ by a
        // few levels of grey; the unit test below bounds it).
        let shift = MARGIN as f32 - top as f32;
        let transform = tiny_skia::Transform::from_row(SCALE, 0.0, 0.0, SCALE, 0.0, shift);
        // Only what reaches the band is drawn: drawing the whole tree clipped stroked and
        // transformed every path again for every band (a seventh of the PNGs' time).
        let rows = self.pixmap.height() as f32;
        let band = |node: &usvg::Node| -> bool {
            // A group's layer includes what its filters draw past its shapes.
            let bounds = match node {
                usvg::Node::Group(group) => group.abs_layer_bounding_box().to_rect(),
                _ => node.abs_stroke_bounding_box(),
            };
            // Two pixels of slack for antialiasing past a shape's edge.
            let (from, to) = (
                bounds.top() * SCALE + shift,
                bounds.bottom() * SCALE + shift,
            );
            to >= -2.0 && from <= rows + 2.0
        };
        let mut pixmap = self.pixmap.as_mut();
        if self.whole {
            resvg::render(self.tree, transform, &mut pixmap);
        } else {
            for node in self.tree.root().children() {
                draw_node(node, transform, &mut pixmap, Some(&band));
            }
        }
        &self.pixmap.data()[skip..]
    }
}

/// Draws `node` as `resvg::render` draws it, leaving out what `in_band` says lies outside the
/// pixmap: shapes of plain colours and the groups and texts made of them are drawn here with
/// resvg's own calls (the same pixels); anything else (an isolated group, a gradient, an
/// image) goes through `resvg::render_node` whole.
fn draw_node(
    node: &usvg::Node,
    transform: tiny_skia::Transform,
    pixmap: &mut tiny_skia::PixmapMut,
    in_band: Option<&dyn Fn(&usvg::Node) -> bool>,
) {
    if in_band.is_some_and(|in_band| !in_band(node)) {
        return;
    }
    let (group, in_band) = match node {
        usvg::Node::Group(group) => (Some(&**group), in_band),
        // Within a text's glyph outlines the "absolute" bounds leave out the text's own
        // transform (a vertical axis title): the text's bounds, tested above, are the ones.
        usvg::Node::Text(text) => (Some(text.flattened()), None),
        _ => (None, in_band),
    };
    match (node, group) {
        (_, Some(group)) if !group.should_isolate() => {
            let transform = transform.pre_concat(group.transform());
            for child in group.children() {
                draw_node(child, transform, pixmap, in_band);
            }
        }
        (usvg::Node::Path(path), _) if plain_colours(path) => draw_path(path, transform, pixmap),
        _ => {
            // `render_node` draws a node at its own origin; its bounding box is moved back.
            if let Some(bounds) = node.abs_layer_bounding_box() {
                let at = transform.pre_translate(bounds.x(), bounds.y());
                resvg::render_node(node, at, pixmap);
            }
        }
    }
}

/// Whether `draw_node` draws `node` as `resvg::render` would: everything but a shape of some
/// other paint that has no area (a horizontal line stroked with a gradient), which
/// `resvg::render_node` cannot draw on its own.
fn drawn_alone(node: &usvg::Node) -> bool {
    match node {
        usvg::Node::Group(group) => group.children().iter().all(drawn_alone),
        usvg::Node::Text(text) => text.flattened().children().iter().all(drawn_alone),
        usvg::Node::Path(path) => plain_colours(path) || node.abs_layer_bounding_box().is_some(),
        usvg::Node::Image(_) => true,
    }
}

fn plain_colours(path: &usvg::Path) -> bool {
    let plain = |paint: &usvg::Paint| matches!(paint, usvg::Paint::Color(_));
    path.fill().is_none_or(|f| plain(f.paint())) && path.stroke().is_none_or(|s| plain(s.paint()))
}

/// A path of plain colours, filled and stroked in its paint order, as resvg draws one.
fn draw_path(
    path: &usvg::Path,
    transform: tiny_skia::Transform,
    pixmap: &mut tiny_skia::PixmapMut,
) {
    if !path.is_visible() {
        return;
    }
    let paint = |paint: &usvg::Paint, opacity: usvg::Opacity| {
        let mut out = tiny_skia::Paint::default();
        if let usvg::Paint::Color(c) = paint {
            out.set_color_rgba8(c.red, c.green, c.blue, opacity.to_u8());
        }
        out.anti_alias = path.rendering_mode().use_shape_antialiasing();
        out.blend_mode = tiny_skia::BlendMode::SourceOver;
        out
    };
    let fill = |pixmap: &mut tiny_skia::PixmapMut| {
        let Some(fill) = path.fill() else { return };
        let bounds = path.data().bounds();
        // A horizontal or vertical line has nothing to fill.
        if bounds.width() == 0.0 || bounds.height() == 0.0 {
            return;
        }
        let rule = match fill.rule() {
            usvg::FillRule::NonZero => tiny_skia::FillRule::Winding,
            usvg::FillRule::EvenOdd => tiny_skia::FillRule::EvenOdd,
        };
        let paint = paint(fill.paint(), fill.opacity());
        pixmap.fill_path(path.data(), &paint, rule, transform, None);
    };
    let stroke = |pixmap: &mut tiny_skia::PixmapMut| {
        let Some(stroke) = path.stroke() else { return };
        let paint = paint(stroke.paint(), stroke.opacity());
        pixmap.stroke_path(path.data(), &paint, &stroke.to_tiny_skia(), transform, None);
    };
    if path.paint_order() == usvg::PaintOrder::FillAndStroke {
        fill(pixmap);
        stroke(pixmap);
    } else {
        stroke(pixmap);
        fill(pixmap);
    }
}

/// A figure as a PNG, drawn band by band and once, and losslessly as small as cheaply possible:
/// the background is white, so the alpha channel says nothing and is dropped; a chart of 256
/// colours or fewer (flat fills, few antialiased edges) is written with a palette, a third of
/// the bytes to compress and about half the file; any other as RGB. Both stream: the palette
/// indices are deflated row by row as they are found (a PNG's palette precedes its pixels, so
/// the compressed rows wait for the palette, not the indices: 2-3 MB a figure held no more);
/// at a 257th colour, the rows indexed so far are inflated again and expanded through the
/// palette, and the row at hand and the rest follow as drawn (drawing the figure again cost a
/// third of its PNG time).
/// Level 3, and no row filters for RGB either: a chart's flat colours repeat as runs that
/// deflate finds without prediction, and the adaptive filter cost time and bytes (the 0.8.0
/// archive's relative-multiple figure 140,421 → 132,169 B, throughput 75,162 → 69,423 B).
/// tiny-skia's own encoder (RGBA, level 6) made PNG deflate a third of a whole build. The
/// deflate backend is zlib-rs, whose output depends on its version only (pinned in
/// Cargo.lock), not on the CPU.
fn encode_png(
    width: u32,
    height: u32,
    bands: &mut impl Bands,
) -> Result<Vec<u8>, png::EncodingError> {
    let mut palette = Palette::new();
    let mut indexed = IndexedRows::new(width, height);
    let mut row = Vec::with_capacity(width as usize);
    for (top, rows) in band_rows(height) {
        let rgba = &bands.draw(top)[..(width * rows * 4) as usize];
        for (r, pixels) in rgba.chunks_exact(width as usize * 4).enumerate() {
            row.clear();
            if palette.index(pixels, &mut row).is_none() {
                // The rows before this one as indexed, this one and the rest as drawn.
                let at = top + r as u32;
                return write_rgb(width, height, (&palette, indexed.finish()?), at, bands);
            }
            indexed.push(&row)?;
        }
    }
    write_indexed(width, height, palette.colours, &indexed.finish()?)
}

/// Palette-indexed rows deflated as they come, as a PNG's image data: each row after its
/// filter-type byte (none), at level 3.
struct IndexedRows {
    zlib: flate2::write::ZlibEncoder<Vec<u8>>,
}

impl IndexedRows {
    fn new(width: u32, height: u32) -> IndexedRows {
        // A figure's indices deflate to a few percent of their bytes (flat colours, lines and
        // text).
        let guess = (width as usize * height as usize) / 32;
        IndexedRows {
            zlib: flate2::write::ZlibEncoder::new(
                Vec::with_capacity(guess),
                flate2::Compression::new(PNG_LEVEL),
            ),
        }
    }

    fn push(&mut self, row: &[u8]) -> std::io::Result<()> {
        use std::io::Write;
        self.zlib.write_all(&[0])?;
        self.zlib.write_all(row)
    }

    /// The zlib stream of the rows pushed.
    fn finish(self) -> std::io::Result<Vec<u8>> {
        self.zlib.finish()
    }
}

const PNG_LEVEL: u32 = 3;

/// The figure's bands: (top row, rows in this band).
fn band_rows(height: u32) -> impl Iterator<Item = (u32, u32)> {
    (0..height)
        .step_by(BAND_ROWS as usize)
        .map(move |top| (top, BAND_ROWS.min(height - top)))
}

fn encoder(out: &mut Vec<u8>, width: u32, height: u32) -> png::Encoder<'_, &mut Vec<u8>> {
    let mut encoder = png::Encoder::new(out, width, height);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(PNG_LEVEL as u8));
    encoder
}

/// An indexed PNG of image data already deflated (`IndexedRows`): one IDAT chunk, as the
/// encoder writes it from the indices.
fn write_indexed(
    width: u32,
    height: u32,
    palette: Vec<u8>,
    zlib: &[u8],
) -> Result<Vec<u8>, png::EncodingError> {
    let mut out = Vec::with_capacity(zlib.len() + palette.len() + 64);
    let mut encoder = encoder(&mut out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_palette(palette);
    let mut writer = encoder.write_header()?;
    writer.write_chunk(png::chunk::IDAT, zlib)?;
    writer.finish()?;
    Ok(out)
}

/// An RGB PNG of the rows above `at`, given as the deflated palette indices of `IndexedRows`,
/// and the rows from `at` on as the bands draw them.
fn write_rgb(
    width: u32,
    height: u32,
    (palette, zlib): (&Palette, Vec<u8>),
    at: u32,
    bands: &mut impl Bands,
) -> Result<Vec<u8>, png::EncodingError> {
    use std::io::{Read, Write};
    let mut out = Vec::with_capacity((width * height / 16) as usize);
    let mut encoder = encoder(&mut out, width, height);
    encoder.set_filter(png::Filter::NoFilter);
    encoder.set_color(png::ColorType::Rgb);
    let mut writer = encoder.write_header()?;
    let mut stream = writer.stream_writer()?;
    // Rows are filled in place, pixel by pixel: iterator adaptors building them byte by byte
    // were a twelfth of a figure's PNG time.
    let mut row = vec![0; width as usize * 3];
    let mut indexed = vec![0; width as usize + 1];
    let mut inflate = flate2::read::ZlibDecoder::new(&zlib[..]);
    for _ in 0..at {
        inflate.read_exact(&mut indexed)?;
        for (rgb, &i) in row.chunks_exact_mut(3).zip(&indexed[1..]) {
            rgb.copy_from_slice(&palette.colour(i));
        }
        stream.write_all(&row)?;
    }
    let from = at / BAND_ROWS * BAND_ROWS;
    for (band_top, rows) in band_rows(height).filter(|(band, _)| *band >= from) {
        let rgba = &bands.draw(band_top)[..(width * rows * 4) as usize];
        let skip = at.saturating_sub(band_top) as usize;
        for pixels in rgba.chunks_exact(width as usize * 4).skip(skip) {
            for (rgb, rgba) in row.chunks_exact_mut(3).zip(pixels.chunks_exact(4)) {
                rgb.copy_from_slice(&rgba[..3]);
            }
            stream.write_all(&row)?;
        }
    }
    stream.finish()?;
    writer.finish()?;
    Ok(out)
}

/// The colours seen so far and the lookup from colour to palette index.
struct Palette {
    /// (colour + 1, so that 0 means empty; palette index) per slot: an open-addressed table
    /// four times the largest palette (this loop sees every pixel of every figure).
    table: Box<[(u32, u8); Palette::SLOTS]>,
    colours: Vec<u8>,
    /// The last pixel's (colour + 1, index): a run of one colour (most of a chart is
    /// background) skips the lookup.
    last: (u32, u8),
}

impl Palette {
    const SLOTS: usize = 1024;

    fn new() -> Palette {
        Palette {
            table: Box::new([(0, 0); Palette::SLOTS]),
            colours: Vec::with_capacity(256 * 3),
            last: (u32::MAX, 0),
        }
    }

    /// The RGB bytes of palette index `i`.
    fn colour(&self, i: u8) -> [u8; 3] {
        let at = i as usize * 3;
        [self.colours[at], self.colours[at + 1], self.colours[at + 2]]
    }

    /// Appends the palette index of each opaque RGBA pixel to `pixels`; None at a 257th colour.
    fn index(&mut self, rgba: &[u8], pixels: &mut Vec<u8>) -> Option<()> {
        for p in rgba.chunks_exact(4) {
            let key = u32::from_le_bytes([p[0], p[1], p[2], 0]) + 1;
            if key != self.last.0 {
                let mut slot = (key.wrapping_mul(0x9E37_79B1) >> 22) as usize;
                while self.table[slot].0 != key && self.table[slot].0 != 0 {
                    slot = (slot + 1) % Palette::SLOTS;
                }
                if self.table[slot].0 == 0 {
                    let count = self.colours.len() / 3;
                    if count == 256 {
                        return None;
                    }
                    self.table[slot] = (key, count as u8);
                    self.colours.extend_from_slice(&p[..3]);
                }
                self.last = self.table[slot];
            }
            pixels.push(self.last.1);
        }
        Some(())
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

    /// Opaque RGBA pixels as RGB.
    fn rgb(rgba: &[u8]) -> Vec<u8> {
        rgba.chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect()
    }

    /// A pixmap handed out band by band.
    struct PixmapBands<'p>(&'p tiny_skia::Pixmap);

    impl Bands for PixmapBands<'_> {
        fn draw(&mut self, top: u32) -> &[u8] {
            &self.0.data()[(top * self.0.width() * 4) as usize..]
        }
    }

    fn encode(p: &tiny_skia::Pixmap) -> Vec<u8> {
        encode_png(p.width(), p.height(), &mut PixmapBands(p)).unwrap()
    }

    #[test]
    fn few_colours_get_a_palette_and_decode_to_the_same_pixels() {
        let p = pixmap(40, 30, |i| [(i % 7 * 30) as u8, 255, (i / 40 % 3) as u8]);
        let bytes = encode(&p);
        let (colour, pixels) = decode(&bytes);
        assert_eq!(colour, png::ColorType::Indexed);
        assert_eq!(pixels, rgb(p.data()));
        assert_eq!(bytes, encode(&p), "the same image, the same bytes");
    }

    /// The image data deflated row by row is the PNG the encoder writes from the whole image's
    /// indices: the same bytes, so streaming changed no figure.
    #[test]
    fn streamed_indices_are_the_png_the_encoder_writes_from_all_of_them() {
        let (width, height) = (37, BAND_ROWS + 50);
        let p = pixmap(width, height, |i| {
            [(i % 11 * 20) as u8, (i / 37 % 5) as u8, 3]
        });
        let mut palette = Palette::new();
        let mut indices = Vec::new();
        palette.index(p.data(), &mut indices).unwrap();
        let mut whole = Vec::new();
        let mut encoder = encoder(&mut whole, width, height);
        encoder.set_filter(png::Filter::NoFilter);
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_palette(palette.colours);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&indices).unwrap();
        writer.finish().unwrap();
        assert_eq!(encode(&p), whole);
    }

    #[test]
    fn more_than_256_colours_are_written_as_rgb_losslessly() {
        let p = pixmap(30, 20, |i| [(i % 256) as u8, (i / 256) as u8, 9]);
        let (colour, pixels) = decode(&encode(&p));
        assert_eq!(colour, png::ColorType::Rgb);
        assert_eq!(pixels, rgb(p.data()));
    }

    #[test]
    fn exactly_256_colours_still_fit_a_palette() {
        let p = pixmap(16, 32, |i| [(i % 256) as u8, 0, 0]);
        let (colour, pixels) = decode(&encode(&p));
        assert_eq!(colour, png::ColorType::Indexed);
        assert_eq!(pixels, rgb(p.data()));
        let mut palette = Palette::new();
        let mut indices = Vec::new();
        palette.index(p.data(), &mut indices).unwrap();
        assert_eq!(palette.colours.len(), 256 * 3);
        assert_eq!((indices[255], indices[256]), (255, 0));
    }

    /// Images taller than a band, whose last band is short, in both colour types; the 257th
    /// colour of the RGB one first appears in its last band.
    #[test]
    fn images_of_several_bands_decode_to_the_same_pixels() {
        let height = BAND_ROWS * 2 + 37;
        let few = pixmap(9, height, |i| [(i / 9 % 200) as u8, 1, 2]);
        let (colour, pixels) = decode(&encode(&few));
        assert_eq!(colour, png::ColorType::Indexed);
        assert_eq!(pixels, rgb(few.data()));
        let late = (100 * (height - 3)) as usize;
        let many = pixmap(100, height, |i| {
            if i < late {
                [(i % 100) as u8, 0, 0]
            } else {
                [(i % 256) as u8, 7, 7]
            }
        });
        let (colour, pixels) = decode(&encode(&many));
        assert_eq!(colour, png::ColorType::Rgb);
        assert_eq!(pixels, rgb(many.data()));
    }

    /// The bands a PNG asks for, in order: each once (the band where the 257th colour appears
    /// may be asked twice in a row: `TreeBands` does not draw it again), never one above.
    #[test]
    fn no_band_is_drawn_again_when_a_figure_turns_out_to_need_rgb() {
        struct Counting<'p>(PixmapBands<'p>, Vec<u32>);
        impl Bands for Counting<'_> {
            fn draw(&mut self, top: u32) -> &[u8] {
                self.1.push(top);
                self.0.draw(top)
            }
        }
        let height = BAND_ROWS * 3 + 5;
        let late = (20 * (BAND_ROWS + 7)) as usize;
        // 50 colours in the first band and 7 rows of the second, 256 others after.
        let p = pixmap(20, height, |i| match i < late {
            true => [(i % 50) as u8, 0, 0],
            false => [(i % 256) as u8, 1, 0],
        });
        let mut bands = Counting(PixmapBands(&p), Vec::new());
        let bytes = encode_png(20, height, &mut bands).unwrap();
        let (colour, pixels) = decode(&bytes);
        assert_eq!(colour, png::ColorType::Rgb);
        assert!(pixels == rgb(p.data()), "the pixels decode as drawn");
        let b = BAND_ROWS;
        assert_eq!(bands.1, [0, b, b, 2 * b, 3 * b]);
    }

    /// Drawing a figure band by band gives the pixels of drawing it whole (to rounding): slopes,
    /// curves and text that cross the bands' edges included.
    #[test]
    fn a_figure_drawn_in_bands_matches_the_figure_drawn_whole() {
        let fonts = Fonts::bundled().unwrap();
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="333" font-family="Noto Sans">
            <path d="M 3 3 L 297 330" stroke="#1f77b4" stroke-width="1.3" fill="none"/>
            <path d="M 10 320 C 80 -40, 200 400, 290 10" stroke="#d62728" stroke-width="2.7" fill="none"/>
            <circle cx="150" cy="128" r="41.3" fill="#2ca02c" fill-opacity="0.5"/>
            <text x="20" y="131" font-size="13.7">Band edge 0123 µs 中文</text>
            <text x="60" y="260" font-size="21" fill="#444">tail across 256</text>
        </svg>"##;
        let tree = parse(svg, "bands", &fonts).unwrap();
        let size = tree.size().to_int_size().scale_by(SCALE).unwrap();
        let mut whole = tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
        whole.fill(tiny_skia::Color::WHITE);
        resvg::render(
            &tree,
            tiny_skia::Transform::from_scale(SCALE, SCALE),
            &mut whole.as_mut(),
        );
        assert!(
            size.height() > 2 * BAND_ROWS,
            "the figure spans three bands"
        );
        let (_, banded) = decode(&render_png(&tree, "bands").unwrap());
        assert_eq!(banded.len(), rgb(whole.data()).len());
        // Rounding of sub-pixel positions may move a glyph edge by a few levels of grey; a
        // seam, a lost or shifted row would differ by far more, in far more pixels.
        let whole = rgb(whole.data());
        let worst = banded.iter().zip(&whole).map(|(a, b)| a.abs_diff(*b)).max();
        let differing = banded.iter().zip(&whole).filter(|(a, b)| a != b).count();
        assert!(worst <= Some(32), "a channel differs by {worst:?}");
        assert!(
            differing * 1000 < whole.len(),
            "{differing} of {} channels differ",
            whole.len()
        );
    }

    /// Drawing only what reaches a band changes no pixel of it: every band of a figure with
    /// horizontal and vertical lines, a rotated label across bands, an isolated group, a
    /// blurred group, a gradient and shapes wholly outside some bands is the band resvg draws
    /// from the whole tree; so is every band of a figure with an element that cannot be drawn
    /// alone (it is drawn whole).
    #[test]
    fn a_band_drawn_from_what_reaches_it_is_the_band_drawn_from_everything() {
        let fonts = Fonts::bundled().unwrap();
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" font-family="Noto Sans">
            <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#009E73"/></linearGradient></defs>
            <line stroke="#E2E2E2" stroke-width="1" x1="40" y1="380" x2="40" y2="10"/>
            <line stroke="#333" stroke-width="1" x1="30" y1="127.7" x2="300" y2="127.7"/>
            <path fill="none" stroke="#0072B2" stroke-width="4" d="M20,57 48,57"/>
            <text transform="rotate(-90)" x="-250" y="20" font-size="12">a vertical title across bands</text>
            <text x="60" y="129" font-size="13">label on a band edge</text>
            <g opacity="0.5"><rect x="80" y="100" width="60" height="90" fill="#CC79A7"/></g>
            <rect x="150" y="240" width="120" height="60" fill="url(#g)"/>
            <circle cx="200" cy="370" r="20" fill="#E69F00" stroke="#fff"/>
            <g filter="url(#blur)"><rect x="250" y="120" width="30" height="30" fill="#000"/></g>
            <filter id="blur"><feGaussianBlur stdDeviation="9"/></filter>
            GRADIENT_LINE
        </svg>"##;
        let culled = svg.replace("GRADIENT_LINE", "");
        // A horizontal line stroked with a gradient cannot be drawn alone: the whole tree is.
        let whole = svg.replace(
            "GRADIENT_LINE",
            r##"<linearGradient id="u" gradientUnits="userSpaceOnUse" x1="30" x2="300"><stop offset="0" stop-color="#D55E00"/><stop offset="1" stop-color="#56B4E9"/></linearGradient>
            <line stroke="url(#u)" stroke-width="3" x1="30" y1="300" x2="300" y2="300"/>"##,
        );
        for (svg, alone) in [(culled, true), (whole, false)] {
            let tree = parse(&svg, "culling", &fonts).unwrap();
            assert_eq!(tree.root().children().iter().all(drawn_alone), alone);
            bands_equal_resvg_bands(&tree);
        }
    }

    fn bands_equal_resvg_bands(tree: &usvg::Tree) {
        let width = (320.0 * SCALE) as u32;
        let mut bands = TreeBands::new(tree, width).unwrap();
        let mut whole = tiny_skia::Pixmap::new(width, BAND_ROWS + 2 * MARGIN).unwrap();
        for (top, _) in band_rows((400.0 * SCALE) as u32) {
            whole.fill(tiny_skia::Color::WHITE);
            let shift = MARGIN as f32 - top as f32;
            let transform = tiny_skia::Transform::from_row(SCALE, 0.0, 0.0, SCALE, 0.0, shift);
            resvg::render(tree, transform, &mut whole.as_mut());
            let skip = (MARGIN * width * 4) as usize;
            assert!(
                bands.draw(top) == &whole.data()[skip..],
                "band at row {top} differs"
            );
        }
    }

    /// Strokes merged into one path (`svg::merge_strokes`) draw the pixels they drew one by one:
    /// crossing, touching and overlapping strokes of one colour, as error bars, whiskers and
    /// marker outlines are, to antialiasing where two strokes overlap.
    #[test]
    fn merged_strokes_draw_the_same_pixels() {
        let fonts = Fonts::bundled().unwrap();
        let mut svg = String::from(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"120\">\n",
        );
        let mut line = |stroke: &str, width: u32, points: &str| {
            svg.push_str(&format!(
                "<polyline fill=\"none\" stroke=\"{stroke}\" stroke-width=\"{width}\" points=\"{points} \"/>\n"
            ))
        };
        for x in [20, 60, 100] {
            line("#CC79A7", 1, &format!("{x},90 {x},30"));
            line("#CC79A7", 1, &format!("{},90 {},90", x - 4, x + 4));
            line("#CC79A7", 1, &format!("{},30 {},30", x - 4, x + 4));
        }
        line("#CC79A7", 2, "20,70 60,50 100,55 150,20");
        line("#CC79A7", 2, "20,20 150,100");
        line("#FFFFFF", 1, "60,44 66,50 60,56 54,50 60,44");
        line("#FFFFFF", 1, "100,49 106,55 100,61 94,55 100,49");
        line("#009E73", 3, "120,10 180,110");
        line("#009E73", 3, "120,110 180,10");
        svg.push_str("</svg>\n");
        let merged = crate::figures::svg::merge_strokes(&svg);
        assert!(merged.matches("<path").count() == 4 && !merged.contains("<polyline"));
        let draw = |svg: &str| {
            let tree = parse(svg, "strokes", &fonts).unwrap();
            decode(&render_png(&tree, "strokes").unwrap()).1
        };
        let (apart, together) = (draw(&svg), draw(&merged));
        assert_eq!(apart.len(), together.len());
        let differing = apart.iter().zip(&together).filter(|(a, b)| a != b).count();
        assert!(
            differing * 200 < apart.len(),
            "{differing} of {} channels differ",
            apart.len()
        );
    }
}
