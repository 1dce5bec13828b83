//! PDF, fonts: the faces one locale's PDF is set in (the figure fonts, in the locale's order),
//! each character's glyph and advance, and the split of a text into runs of one face.

use crate::figures::{Chain, Fonts};
use krilla::text::Font;
use std::cell::RefCell;
use std::collections::HashMap;

/// One character as set: the face (index into [`FaceSet::fonts`]), its glyph and advance in
/// ems.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Set {
    pub face: usize,
    pub glyph: u16,
    pub advance: f32,
}

/// Characters below this are looked up once each in a table; the rest in a map. (A report
/// sets millions of characters: a hash per character was half of the PDF's time.)
const DIRECT: usize = 0x3100;

/// A cached lookup: not looked up yet, no face has it, or how it is set.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Cached {
    Unknown,
    Missing,
    Found(Set),
}

/// The faces of one locale, in the order a character is looked up.
pub struct FaceSet {
    fonts: Vec<Font>,
    /// ttf-parser views of the same faces (bytes, face index).
    sources: Vec<(crate::figures::FontBytes, u32)>,
    direct: RefCell<Vec<Cached>>,
    cache: RefCell<HashMap<char, Option<Set>>>,
}

impl FaceSet {
    /// The faces of `chain` that krilla can read, in chain order.
    pub fn new(fonts: &Fonts, chain: &Chain) -> FaceSet {
        let mut out = FaceSet {
            fonts: vec![],
            sources: vec![],
            direct: RefCell::new(vec![Cached::Unknown; DIRECT]),
            cache: RefCell::new(HashMap::new()),
        };
        for face in chain.faces() {
            let (bytes, index) = fonts.face_source(face);
            if let Some(font) = Font::new(bytes.clone().into(), index) {
                out.fonts.push(font);
                out.sources.push((bytes, index));
            }
        }
        out
    }

    pub fn font(&self, face: usize) -> Font {
        self.fonts[face].clone()
    }

    /// How `c` is set: by the first face that has it; None when no face has it.
    pub fn set(&self, c: char) -> Option<Set> {
        let code = c as usize;
        if code < DIRECT {
            match self.direct.borrow()[code] {
                Cached::Found(s) => return Some(s),
                Cached::Missing => return None,
                Cached::Unknown => {}
            }
            let found = self.look_up(c);
            self.direct.borrow_mut()[code] = found.map_or(Cached::Missing, Cached::Found);
            return found;
        }
        if let Some(found) = self.cache.borrow().get(&c) {
            return *found;
        }
        let found = self.look_up(c);
        self.cache.borrow_mut().insert(c, found);
        found
    }

    /// The first face that has `c`, read from the font files.
    fn look_up(&self, c: char) -> Option<Set> {
        self.sources
            .iter()
            .enumerate()
            .find_map(|(i, (bytes, index))| {
                let face = ttf_parser::Face::parse((**bytes).as_ref(), *index).ok()?;
                let glyph = face.glyph_index(c)?;
                let advance = face.glyph_hor_advance(glyph)?;
                Some(Set {
                    face: i,
                    glyph: glyph.0,
                    advance: f32::from(advance) / f32::from(face.units_per_em()),
                })
            })
    }

    /// Advance of `c` in ems: a character no face has is shown as `[U+XXXX]` (see
    /// [`drawable`]) before it reaches here, so it only costs the fallback em.
    pub fn advance(&self, c: char) -> f32 {
        match self.set(c) {
            Some(s) => s.advance,
            None if crate::figures::invisible(c) => 0.0,
            None => 1.0,
        }
    }

    /// `text` with each character no face has written as `[U+XXXX]`: nothing vanishes.
    pub fn drawable(&self, text: &str) -> String {
        crate::figures::drawable(text, |c| self.set(c).is_some())
    }
}
