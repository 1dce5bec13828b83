//! Figures, fonts: the bundled font (embedded from `themes/default/fonts/`), registered once with
//! plotters for text widths and loaded into resvg's font database. System fonts are never read,
//! so a PNG is the same on every machine.

use super::FigureError;
use resvg::usvg::fontdb::Source;
use std::sync::{Arc, OnceLock};

/// The family name inside the bundled font file (what resvg matches).
pub const FAMILY: &str = "Noto Sans CJK SC";

/// The `font-family` written into the SVG: the bundled face first, then names a browser showing
/// the SVG on its own may have installed, so it never falls back to a serif default. Also the
/// key under which the font is registered with plotters.
pub const CSS_FAMILY: &str = "Noto Sans CJK SC, Noto Sans SC, Source Han Sans SC, sans-serif";

/// Noto Sans CJK SC Regular, subset by `scripts/subset-fonts.sh` (OFL-1.1, licence beside it).
const REGULAR: &[u8] =
    include_bytes!("../../themes/default/fonts/NotoSansCJKsc-Regular-subset.otf");
const REGULAR_FILE: &str = "themes/default/fonts/NotoSansCJKsc-Regular-subset.otf";

/// The fonts figures are drawn and rasterised with.
#[derive(Clone)]
pub struct Fonts {
    pub(super) db: Arc<resvg::usvg::fontdb::Database>,
}

impl std::fmt::Debug for Fonts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fonts")
            .field("faces", &self.db.len())
            .finish()
    }
}

/// plotters keeps registered fonts in a process-wide table: register once.
static REGISTERED: OnceLock<Result<(), String>> = OnceLock::new();

impl Fonts {
    /// The bundled fonts. Parsed once per process; later calls share the same database.
    pub fn bundled() -> Result<Fonts, FigureError> {
        static BUNDLED: OnceLock<Result<Fonts, String>> = OnceLock::new();
        register_with_plotters()?;
        BUNDLED
            .get_or_init(|| {
                // The embedded bytes are referenced, not copied.
                let source = Source::Binary(Arc::new(REGULAR));
                Fonts::from_sources(vec![source], REGULAR_FILE).map_err(|e| e.to_string())
            })
            .clone()
            .map_err(|reason| FigureError::Font {
                file: REGULAR_FILE.to_string(),
                reason,
            })
    }

    /// Fonts from explicit font files' bytes (e.g. a theme's own fonts); `file` names the
    /// source in errors.
    pub fn from_bytes(faces: Vec<Vec<u8>>, file: &str) -> Result<Fonts, FigureError> {
        let sources = faces
            .into_iter()
            .map(|f| Source::Binary(Arc::new(f)))
            .collect();
        Fonts::from_sources(sources, file)
    }

    fn from_sources(sources: Vec<Source>, file: &str) -> Result<Fonts, FigureError> {
        let mut db = resvg::usvg::fontdb::Database::new();
        for source in sources {
            db.load_font_source(source);
        }
        if db.is_empty() {
            return Err(FigureError::Font {
                file: file.to_string(),
                reason: "no font face could be read".into(),
            });
        }
        // Generic families resolve to the bundled face too, never to a system font.
        db.set_sans_serif_family(FAMILY);
        db.set_serif_family(FAMILY);
        db.set_monospace_family(FAMILY);
        Ok(Fonts { db: Arc::new(db) })
    }

    /// Does some bundled face have a glyph for `c`?
    pub fn has_glyph(&self, c: char) -> bool {
        // The bundled subset has all of printable ASCII; skip the table look-ups for it.
        if c.is_ascii_graphic() {
            return true;
        }
        self.db.faces().any(|face| {
            self.db
                .with_face_data(face.id, |data, index| {
                    ttf_parser_face(data, index).is_some_and(|f| f.glyph_index(c).is_some())
                })
                .unwrap_or(false)
        })
    }
}

/// Is `c` drawn as it is: the font has it, or it is whitespace or an invisible format character
/// (a zero-width space, a bidi mark: shaping hides those, they are no missing glyph)?
pub fn draws(c: char, fonts: &Fonts) -> bool {
    c.is_whitespace() || invisible(c) || fonts.has_glyph(c)
}

/// Default-ignorable characters: format characters (Cf), variation selectors, the combining
/// grapheme joiner and the Mongolian free variation selectors.
pub fn invisible(c: char) -> bool {
    use unicode_general_category::{get_general_category, GeneralCategory};
    get_general_category(c) == GeneralCategory::Format
        || matches!(c, '\u{FE00}'..='\u{FE0F}' | '\u{E0100}'..='\u{E01EF}' | '\u{034F}' | '\u{180B}'..='\u{180F}')
}

/// `text` with every character the bundled font cannot draw written as `[U+XXXX]`, so the SVG
/// and its PNG show the same thing and nothing vanishes silently.
pub fn drawable(text: &str, fonts: &Fonts) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if draws(c, fonts) {
            out.push(c);
        } else {
            out.push_str(&format!("[U+{:04X}]", c as u32));
        }
    }
    out
}

/// The bundled face, parsed once (for text widths).
fn regular_face() -> Option<&'static ttf_parser::Face<'static>> {
    static FACE: OnceLock<Option<ttf_parser::Face<'static>>> = OnceLock::new();
    FACE.get_or_init(|| ttf_parser::Face::parse(REGULAR, 0).ok())
        .as_ref()
}

/// Advance width of `text` set at `px` pixels per em, from the font's own metrics (what resvg
/// will draw; plotters' estimate scales by the font's line height instead, so it runs short).
pub fn advance_width(text: &str, px: f64) -> f64 {
    let Some(face) = regular_face() else {
        return text.chars().count() as f64 * px * 0.6;
    };
    let units: u32 = text
        .chars()
        .map(|c| {
            face.glyph_index(c)
                .and_then(|g| face.glyph_hor_advance(g))
                .map_or(u32::from(face.units_per_em()), u32::from)
        })
        .sum();
    f64::from(units) * px / f64::from(face.units_per_em())
}

fn ttf_parser_face(data: &[u8], index: u32) -> Option<ttf_parser::Face<'_>> {
    ttf_parser::Face::parse(data, index).ok()
}

pub(super) fn register_with_plotters() -> Result<(), FigureError> {
    REGISTERED
        .get_or_init(|| {
            plotters::style::register_font(CSS_FAMILY, plotters::style::FontStyle::Normal, REGULAR)
                .map_err(|_| "ab_glyph cannot parse the font".to_string())
        })
        .clone()
        .map_err(|reason| FigureError::Font {
            file: REGULAR_FILE.to_string(),
            reason,
        })
}
