//! Figures, fonts: every face a figure may be drawn with, and the order they are tried in.
//!
//! The faces come in three groups, tried in this order: the project's `fonts/` folder, the
//! theme's `fonts/` folder, then the bundled subsets (embedded from `themes/default/fonts/`;
//! a theme file of the same name replaces one). Within each group the families a locale
//! prefers (its `figure-font-family` message) come first. A character is drawn with the first
//! face of that order that has it (the SVG's `font-family` lists the same order, and the PNG's
//! fallback follows it); one no face has is drawn as `[U+XXXX]`. System fonts are never read,
//! so a PNG is the same on every machine.

use super::FigureError;
use crate::theme::Theme;
use resvg::usvg::fontdb::{Database, Source, ID};
use std::cell::RefCell;
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, OnceLock};

/// The `font-family` plotters writes into the SVG; [`Chain::css_family`] replaces it. Also the
/// key under which a face is registered with plotters for its own label layout.
pub const PLOTTERS_FAMILY: &str = "bench-site-figure-font";

/// The bundled subsets (OFL-1.1, licences beside them), made by `scripts/subset-fonts.sh`, in
/// their default order: Latin, Greek and Cyrillic first, then Chinese, then Japanese.
const BUNDLED: [(&str, &[u8]); 3] = [
    (
        "fonts/NotoSans-Regular-subset.ttf",
        include_bytes!("../../themes/default/fonts/NotoSans-Regular-subset.ttf"),
    ),
    (
        "fonts/NotoSansCJKsc-Regular-subset.otf",
        include_bytes!("../../themes/default/fonts/NotoSansCJKsc-Regular-subset.otf"),
    ),
    (
        "fonts/NotoSansCJKjp-Regular-subset.otf",
        include_bytes!("../../themes/default/fonts/NotoSansCJKjp-Regular-subset.otf"),
    ),
];

/// File name endings of font files in a `fonts/` folder.
const FONT_FILES: [&str; 4] = [".ttf", ".otf", ".ttc", ".otc"];

/// Where a face comes from; the groups are tried in this order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    Project,
    Theme,
    Bundled,
}

/// One face of the figure fonts.
#[derive(Debug, Clone)]
pub struct Face {
    id: ID,
    /// The family name (what `font-family` and a locale's preference name).
    pub family: String,
    /// The file it came from, for messages: `fonts/x.ttf` in the project, the theme or built in.
    pub file: String,
    pub group: Group,
    /// Index into [`Fonts::sources`] of the file's bytes, and the face's index in that file.
    source: usize,
    index: u32,
}

/// Every face figures may be drawn and rasterised with, in group order.
#[derive(Clone)]
pub struct Fonts {
    pub(super) db: Arc<Database>,
    faces: Vec<Face>,
    /// The bytes of every font file, shared with the database (the PDF embeds from them).
    sources: Vec<Bytes>,
}

impl std::fmt::Debug for Fonts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fonts").field("faces", &self.faces).finish()
    }
}

/// A font file's bytes: embedded, or read from a folder.
pub type Bytes = Arc<dyn AsRef<[u8]> + Sync + Send>;

impl Fonts {
    /// The bundled fonts only. Parsed once per process; later calls share the same database.
    pub fn bundled() -> Result<Fonts, FigureError> {
        static BUNDLED_FONTS: OnceLock<Result<Fonts, (String, String)>> = OnceLock::new();
        register_with_plotters()?;
        BUNDLED_FONTS
            .get_or_init(|| {
                let files = BUNDLED
                    .iter()
                    .map(|(file, bytes)| {
                        let bytes: Bytes = Arc::new(*bytes);
                        (Group::Bundled, format!("(built-in) {file}"), bytes)
                    })
                    .collect();
                Fonts::from_files(files).map_err(|e| match e {
                    FigureError::Font { file, reason } => (file, reason),
                    other => (String::new(), other.to_string()),
                })
            })
            .clone()
            .map_err(|(file, reason)| FigureError::Font { file, reason })
    }

    /// The project's `fonts/` folder (if it exists), the theme's `fonts/` files, then the
    /// bundled fonts that the theme does not replace.
    pub fn load(project_fonts: Option<&Path>, theme: &Theme) -> Result<Fonts, FigureError> {
        register_with_plotters()?;
        let mut files: Vec<(Group, String, Bytes)> = vec![];
        if let Some(dir) = project_fonts.filter(|d| d.is_dir()) {
            for (path, bytes) in read_font_dir(dir)? {
                files.push((Group::Project, path, Arc::new(bytes)));
            }
        }
        let theme_fonts: Vec<(&str, &[u8])> =
            theme.files().filter(|(p, _)| is_theme_font(p)).collect();
        for (path, bytes) in &theme_fonts {
            if !BUNDLED.iter().any(|(b, _)| b == path) {
                files.push((
                    Group::Theme,
                    format!("theme {path}"),
                    Arc::new(bytes.to_vec()),
                ));
            }
        }
        for (path, bytes) in BUNDLED {
            match theme_fonts.iter().find(|(p, _)| *p == path) {
                Some((_, own)) => files.push((
                    Group::Bundled,
                    format!("theme {path}"),
                    Arc::new(own.to_vec()),
                )),
                None => files.push((
                    Group::Bundled,
                    format!("(built-in) {path}"),
                    Arc::new(bytes),
                )),
            }
        }
        if theme_fonts.is_empty() && files.iter().all(|f| f.0 == Group::Bundled) {
            return Fonts::bundled();
        }
        Fonts::from_files(files)
    }

    fn from_files(files: Vec<(Group, String, Bytes)>) -> Result<Fonts, FigureError> {
        let mut db = Database::new();
        let mut faces = vec![];
        let mut sources = vec![];
        for (group, file, bytes) in files {
            let source = sources.len();
            sources.push(bytes.clone());
            let ids = db.load_font_source(Source::Binary(bytes));
            if ids.is_empty() {
                return Err(FigureError::Font {
                    file,
                    reason:
                        "no font face could be read from it (is it a TrueType or OpenType file?)"
                            .into(),
                });
            }
            for id in ids {
                let family = db.face(id).map(family_name).unwrap_or_default();
                let index = db.face(id).map_or(0, |f| f.index);
                faces.push(Face {
                    id,
                    family,
                    file: file.clone(),
                    group,
                    source,
                    index,
                });
            }
        }
        // Generic families resolve to the first face, never to a system font.
        if let Some(first) = faces.first() {
            db.set_sans_serif_family(first.family.clone());
            db.set_serif_family(first.family.clone());
            db.set_monospace_family(first.family.clone());
        }
        Ok(Fonts {
            db: Arc::new(db),
            faces,
            sources,
        })
    }

    /// Every face, in group order.
    pub fn faces(&self) -> &[Face] {
        &self.faces
    }

    /// The bytes of the file `face` comes from and its index in that file (for embedding).
    pub fn face_source(&self, face: &Face) -> (Bytes, u32) {
        (self.sources[face.source].clone(), face.index)
    }

    /// The database the faces are registered in (usvg reads a figure's text with it).
    pub fn database(&self) -> Arc<Database> {
        self.db.clone()
    }

    /// Does some face have a glyph for `c`?
    pub fn has_glyph(&self, c: char) -> bool {
        self.faces.iter().any(|f| self.face_has(f.id, c))
    }

    fn face_has(&self, id: ID, c: char) -> bool {
        self.db
            .with_face_data(id, |data, index| {
                ttf_parser::Face::parse(data, index).is_ok_and(|f| f.glyph_index(c).is_some())
            })
            .unwrap_or(false)
    }

    /// The advance of `c` in face `id`, in ems.
    fn advance_em(&self, id: ID, c: char) -> Option<f64> {
        self.db.with_face_data(id, |data, index| {
            let face = ttf_parser::Face::parse(data, index).ok()?;
            let glyph = face.glyph_index(c)?;
            let advance = face.glyph_hor_advance(glyph)?;
            Some(f64::from(advance) / f64::from(face.units_per_em()))
        })?
    }

    /// The order a locale draws in: groups in order; within a group, the families of
    /// `preferred` first (in that order), then the rest as found.
    pub fn chain(&self, preferred: &[String]) -> Chain<'_> {
        let rank = |f: &Face| {
            preferred
                .iter()
                .position(|p| p.eq_ignore_ascii_case(&f.family))
                .unwrap_or(usize::MAX)
        };
        let mut order: Vec<usize> = (0..self.faces.len()).collect();
        order.sort_by_key(|&i| (self.faces[i].group, rank(&self.faces[i]), i));
        Chain {
            fonts: self,
            order,
            glyphs: RefCell::new(HashMap::new()),
        }
    }

    /// The order a figure's SVG asks for: its first `font-family` attribute, families in turn,
    /// then every other face (how the PNG falls back, so it draws what the SVG names).
    pub(super) fn order_for_svg(&self, svg: &str) -> Vec<ID> {
        let families = first_font_family(svg).map(|f| parse_css_families(&f));
        let chain = self.chain(&families.unwrap_or_default());
        // The SVG lists families in chain order already; this ranks faces the same way.
        chain.order.iter().map(|&i| self.faces[i].id).collect()
    }
}

/// A locale's order of faces, with the glyphs it has looked up.
pub struct Chain<'a> {
    fonts: &'a Fonts,
    order: Vec<usize>,
    /// Per character: the advance in ems of the face that draws it, or None when none does.
    glyphs: RefCell<HashMap<char, Option<f64>>>,
}

impl<'a> Chain<'a> {
    fn lookup(&self, c: char) -> Option<f64> {
        if let Some(found) = self.glyphs.borrow().get(&c) {
            return *found;
        }
        let found = self
            .order
            .iter()
            .map(|&i| self.fonts.faces[i].id)
            .find_map(|id| self.fonts.advance_em(id, c));
        self.glyphs.borrow_mut().insert(c, found);
        found
    }

    /// Does a face of the chain draw `c`?
    pub fn has_glyph(&self, c: char) -> bool {
        self.lookup(c).is_some()
    }

    /// Advance width of `text` set at `px` pixels per em, each character from the face that
    /// draws it (what resvg will draw; plotters' own estimate runs short). An invisible format
    /// character takes no room; one no face has takes an em (it never reaches here: the text
    /// is made drawable first).
    pub fn advance_width(&self, text: &str, px: f64) -> f64 {
        let ems: f64 = text
            .chars()
            .map(|c| match self.lookup(c) {
                Some(em) => em,
                None if invisible(c) => 0.0,
                None => 1.0,
            })
            .sum();
        ems * px
    }

    /// The families in drawing order, for the SVG's `font-family` (a viewer without these
    /// fonts falls back to its own sans-serif, never a serif default).
    pub fn css_family(&self) -> String {
        let mut names: Vec<&str> = vec![];
        for &i in &self.order {
            let family = self.fonts.faces[i].family.as_str();
            if !family.is_empty() && !names.contains(&family) {
                names.push(family);
            }
        }
        let mut out: Vec<String> = names.into_iter().map(css_quote).collect();
        out.push("sans-serif".into());
        out.join(", ")
    }

    /// The faces in drawing order.
    pub fn faces(&self) -> impl Iterator<Item = &'a Face> + '_ {
        let fonts = self.fonts;
        self.order.iter().map(move |&i| &fonts.faces[i])
    }
}

/// The English family name of a face (what CSS and resvg match on), else its first.
fn family_name(info: &resvg::usvg::fontdb::FaceInfo) -> String {
    info.families
        .iter()
        .find(|(_, lang)| *lang == resvg::usvg::fontdb::Language::English_UnitedStates)
        .or(info.families.first())
        .map(|(name, _)| name.clone())
        .unwrap_or_default()
}

/// A family name as a CSS value: bare when it is words of letters and digits, else quoted.
fn css_quote(name: &str) -> String {
    let plain = name.split(' ').all(|w| {
        w.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
            && w.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    });
    if plain {
        name.to_string()
    } else {
        format!("'{}'", name.replace('\\', "\\\\").replace('\'', "\\'"))
    }
}

/// Family names of a CSS `font-family` value (quotes removed; generic names kept as they are).
pub(super) fn parse_css_families(value: &str) -> Vec<String> {
    value
        .split(',')
        .map(|f| {
            let f = f.trim();
            let unquoted = f
                .strip_prefix('\'')
                .and_then(|f| f.strip_suffix('\''))
                .or_else(|| f.strip_prefix('"').and_then(|f| f.strip_suffix('"')))
                .unwrap_or(f);
            unquoted.replace("\\'", "'").replace("\\\\", "\\")
        })
        .filter(|f| !f.is_empty())
        .collect()
}

/// The first `font-family="…"` attribute of an SVG, XML-unescaped.
fn first_font_family(svg: &str) -> Option<String> {
    let start = svg.find("font-family=\"")? + "font-family=\"".len();
    let len = svg[start..].find('"')?;
    let raw = &svg[start..start + len];
    Some(
        raw.replace("&#39;", "'")
            .replace("&apos;", "'")
            .replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&"),
    )
}

fn is_theme_font(path: &str) -> bool {
    let lower = path.to_ascii_lowercase();
    lower.starts_with("fonts/")
        && !lower["fonts/".len()..].contains('/')
        && FONT_FILES.iter().any(|e| lower.ends_with(e))
}

/// The font files directly inside `dir`, by file name.
fn read_font_dir(dir: &Path) -> Result<Vec<(String, Vec<u8>)>, FigureError> {
    let unreadable = |file: String, e: std::io::Error| FigureError::Font {
        file,
        reason: format!("cannot read it: {e}"),
    };
    let entries = std::fs::read_dir(dir).map_err(|e| unreadable(dir.display().to_string(), e))?;
    let mut paths: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .to_ascii_lowercase();
            p.is_file() && FONT_FILES.iter().any(|e| name.ends_with(e))
        })
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let shown = p.display().to_string();
            std::fs::read(&p)
                .map(|b| (shown.clone(), b))
                .map_err(|e| unreadable(shown, e))
        })
        .collect()
}

/// Is `c` drawn as it is: a face has it, or it is whitespace or an invisible format character
/// (a zero-width space, a bidi mark: shaping hides those, they are no missing glyph)?
pub fn draws(c: char, has_glyph: impl Fn(char) -> bool) -> bool {
    c.is_whitespace() || invisible(c) || has_glyph(c)
}

/// Default-ignorable characters: format characters (Cf), variation selectors, the combining
/// grapheme joiner and the Mongolian free variation selectors.
pub fn invisible(c: char) -> bool {
    use unicode_general_category::{get_general_category, GeneralCategory};
    get_general_category(c) == GeneralCategory::Format
        || matches!(c, '\u{FE00}'..='\u{FE0F}' | '\u{E0100}'..='\u{E01EF}' | '\u{034F}' | '\u{180B}'..='\u{180F}')
}

/// `text` with every character no face can draw written as `[U+XXXX]`, so the SVG and its PNG
/// show the same thing and nothing vanishes silently.
pub fn drawable(text: &str, has_glyph: impl Fn(char) -> bool) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if draws(c, &has_glyph) {
            out.push(c);
        } else {
            out.push_str(&format!("[U+{:04X}]", c as u32));
        }
    }
    out
}

/// plotters keeps registered fonts in a process-wide table: register once. Its own label
/// layout uses this face only for estimates; every width that matters is measured by a
/// [`Chain`].
pub(super) fn register_with_plotters() -> Result<(), FigureError> {
    static REGISTERED: OnceLock<Result<(), String>> = OnceLock::new();
    let (file, bytes) = BUNDLED[1];
    REGISTERED
        .get_or_init(|| {
            plotters::style::register_font(
                PLOTTERS_FAMILY,
                plotters::style::FontStyle::Normal,
                bytes,
            )
            .map_err(|_| "ab_glyph cannot parse the font".to_string())
        })
        .clone()
        .map_err(|reason| FigureError::Font {
            file: format!("(built-in) {file}"),
            reason,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_preference_reorders_faces_within_their_group() {
        let fonts = Fonts::bundled().unwrap();
        let default: Vec<&str> = fonts
            .chain(&[])
            .faces()
            .map(|f| f.family.as_str())
            .collect();
        assert_eq!(
            default,
            ["Noto Sans", "Noto Sans CJK SC", "Noto Sans CJK JP"]
        );
        let ja = fonts.chain(&["Noto Sans CJK JP".into(), "noto sans cjk sc".into()]);
        let ja: Vec<&str> = ja.faces().map(|f| f.family.as_str()).collect();
        assert_eq!(ja, ["Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans"]);
    }

    #[test]
    fn css_family_lists_the_chain_and_parses_back() {
        let fonts = Fonts::bundled().unwrap();
        let css = fonts.chain(&["Noto Sans CJK SC".into()]).css_family();
        assert_eq!(
            css,
            "Noto Sans CJK SC, Noto Sans, Noto Sans CJK JP, sans-serif"
        );
        assert_eq!(css_quote("My Font-B"), "My Font-B");
        assert_eq!(
            css_quote("My Font 2"),
            "'My Font 2'",
            "an identifier starts with a letter"
        );
        assert_eq!(css_quote("1st 'Font'"), "'1st \\'Font\\''");
        assert_eq!(
            parse_css_families("'1st \\'Font\\'', Noto Sans"),
            ["1st 'Font'", "Noto Sans"]
        );
    }

    #[test]
    fn a_japanese_glyph_comes_from_the_japanese_face_first() {
        let fonts = Fonts::bundled().unwrap();
        let jp = fonts.chain(&["Noto Sans CJK JP".into()]);
        // 直 has a different JP glyph; it is in the JP subset and drawn from it.
        let jp_face = fonts
            .faces()
            .iter()
            .find(|f| f.family == "Noto Sans CJK JP")
            .unwrap();
        assert!(fonts.face_has(jp_face.id, '直'));
        assert!(jp.has_glyph('あ') && jp.has_glyph('A') && jp.has_glyph('Ж'));
        assert!(!jp.has_glyph('\u{1F980}'));
        assert_eq!(jp.advance_width("\u{200B}", 10.0), 0.0);
    }
}
