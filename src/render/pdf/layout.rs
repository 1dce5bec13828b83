//! PDF, layout: pages of positioned items, filled from top to bottom. A page break never falls
//! between a heading and what follows it, nor inside a line or a table row.

use super::fonts::FaceSet;
use super::lines::{self, Line};
pub use super::structure::Role;
use super::structure::Structure;
use crate::i18n::Span;

/// A4, points.
pub const A4: (f32, f32) = (595.28, 841.89);
pub const MARGIN_X: f32 = 50.0;
pub const MARGIN_TOP: f32 = 62.0;
pub const MARGIN_BOTTOM: f32 = 56.0;

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rgb(pub u8, pub u8, pub u8);

pub const INK: Rgb = Rgb(0x1a, 0x1d, 0x21);
pub const MUTED: Rgb = Rgb(0x55, 0x5b, 0x63);
pub const LINK: Rgb = Rgb(0x0b, 0x57, 0xd0);
pub const RULE: Rgb = Rgb(0xc9, 0xcf, 0xd6);
pub const HEADER_FILL: Rgb = Rgb(0xe9, 0xed, 0xf2);
pub const ZEBRA: Rgb = Rgb(0xf6, 0xf7, 0xf9);
pub const WARNING: Rgb = Rgb(0xb3, 0x26, 0x1e);
pub const CODE_FILL: Rgb = Rgb(0xf0, 0xf1, 0xf3);

#[derive(Debug, Clone)]
pub enum Item {
    /// A run with its baseline at `y`.
    Text {
        x: f32,
        y: f32,
        size: f32,
        run: lines::Run,
        color: Rgb,
        /// Its place in the structure tree; None for an artifact. Set by [`Flow::push`].
        leaf: Option<usize>,
    },
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        fill: Rgb,
    },
    /// A figure (index into the input's figure trees) scaled into the box.
    Figure {
        index: usize,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        leaf: Option<usize>,
    },
    /// A clickable area: `#anchor` inside the PDF, else an address relative to the report.
    Link {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        target: String,
    },
}

#[derive(Debug, Clone)]
pub struct Page {
    /// Width and height, points.
    pub size: (f32, f32),
    pub items: Vec<Item>,
    /// The section shown in the running header (plain text); empty on the title page.
    pub header: String,
}

impl Page {
    pub fn size(&self) -> (f32, f32) {
        self.size
    }
}

/// The margins of a page, points.
#[derive(Debug, Clone, Copy)]
pub struct Margins {
    pub x: f32,
    pub top: f32,
    pub bottom: f32,
}

pub const REPORT_MARGINS: Margins = Margins {
    x: MARGIN_X,
    top: MARGIN_TOP,
    bottom: MARGIN_BOTTOM,
};

/// An entry of the outline: level (0 = section), title, anchor.
#[derive(Debug, Clone)]
pub struct Mark {
    pub level: usize,
    pub title: String,
    pub anchor: String,
}

/// Pages being filled.
pub struct Flow<'a> {
    pub faces: &'a FaceSet,
    pub pages: Vec<Page>,
    /// Top of the free space on the last page.
    pub y: f32,
    /// Anchor → (page index, y).
    pub anchors: std::collections::BTreeMap<String, (usize, f32)>,
    pub marks: Vec<Mark>,
    pub header: String,
    pub margins: Margins,
    /// False on a slide: nothing moves to a new page (the slide sets its type smaller instead).
    pub paginate: bool,
    /// A narrower column to set into (a column of a split slide body): left edge and width.
    pub within: Option<(f32, f32)>,
    /// The lowest point anything reached, on any page.
    pub reached: f32,
    /// Tables are set this many times their report size (slides are read from further away).
    pub table_scale: f32,
    pub structure: Structure,
}

impl<'a> Flow<'a> {
    pub fn new(faces: &'a FaceSet) -> Flow<'a> {
        Flow {
            faces,
            pages: vec![],
            y: 0.0,
            anchors: Default::default(),
            marks: vec![],
            header: String::new(),
            margins: REPORT_MARGINS,
            paginate: true,
            within: None,
            reached: 0.0,
            table_scale: 1.0,
            structure: Structure::default(),
        }
    }

    /// A new A4 page, portrait or landscape.
    pub fn new_page(&mut self, landscape: bool) {
        self.new_sized_page(if landscape { (A4.1, A4.0) } else { A4 });
    }

    pub fn new_sized_page(&mut self, size: (f32, f32)) {
        self.pages.push(Page {
            size,
            items: vec![],
            header: self.header.clone(),
        });
        self.y = self.margins.top;
    }

    /// A new page like the last one.
    pub fn next_page(&mut self) {
        let size = self.page_size();
        self.new_sized_page(size);
    }

    /// Left edge and width of the text column.
    pub fn column(&self) -> (f32, f32) {
        if let Some(within) = self.within {
            return within;
        }
        let (w, _) = self.page_size();
        (self.margins.x, w - 2.0 * self.margins.x)
    }

    fn page_size(&self) -> (f32, f32) {
        self.pages.last().map_or(A4, Page::size)
    }

    pub fn bottom(&self) -> f32 {
        self.page_size().1 - self.margins.bottom
    }

    /// Starts a new page (of the same size) unless `h` points fit below.
    pub fn ensure(&mut self, h: f32) {
        if self.paginate && self.y + h > self.bottom() && self.y > self.margins.top + 0.5 {
            self.next_page();
        }
    }

    pub fn push(&mut self, mut item: Item) {
        if let Item::Text { leaf, .. } | Item::Figure { leaf, .. } = &mut item {
            *leaf = self.structure.leaf();
        }
        let bottom = match &item {
            Item::Text { y, size, .. } => y + size * 0.3,
            Item::Rect { y, h, .. } | Item::Figure { y, h, .. } | Item::Link { y, h, .. } => y + h,
        };
        self.reached = self.reached.max(bottom);
        self.pages
            .last_mut()
            .expect("a page is started before anything is placed")
            .items
            .push(item);
    }

    pub fn anchor(&mut self, id: &str) {
        let at = (self.pages.len() - 1, self.y);
        self.anchors.entry(id.to_string()).or_insert(at);
    }

    /// Runs `f` inside a new node of the structure tree.
    pub fn tagged<R>(&mut self, role: Role, f: impl FnOnce(&mut Self) -> R) -> R {
        self.structure.begin(role);
        let out = f(self);
        self.structure.end();
        out
    }

    /// Moves `page` (laid out in `other`) to the end of this flow, with its structure.
    pub fn adopt(&mut self, mut other: Flow) {
        let offset = self
            .structure
            .append(std::mem::take(&mut other.structure), None);
        for mut page in other.pages {
            shift_leaves(&mut page, offset);
            self.pages.push(page);
        }
    }

    /// Sets `spans` as lines at `x`, `width` wide, moving down (and to new pages) as it goes.
    pub fn paragraph(&mut self, spans: &[Span], style: &TextStyle, x: f32, width: f32) -> usize {
        let lines = lines::lines(spans, self.faces, style.size, width);
        let count = lines.len();
        for line in &lines {
            self.ensure(style.leading());
            self.line(line, style, x, self.y);
            self.y += style.leading();
        }
        count
    }

    /// Places one line with its top at `top`.
    pub fn line(&mut self, line: &Line, style: &TextStyle, x: f32, top: f32) {
        let baseline = top + style.size * 1.05;
        for run in &line.runs {
            let rx = x + run.x;
            if run.style.code {
                self.push(Item::Rect {
                    x: rx - 1.0,
                    y: top + style.size * 0.1,
                    w: run.width + 2.0,
                    h: style.size * 1.3,
                    fill: CODE_FILL,
                });
            }
            let color = if run.style.link.is_some() {
                LINK
            } else {
                style.color
            };
            if let Some(target) = &run.style.link {
                self.push(Item::Link {
                    x: rx,
                    y: top,
                    w: run.width,
                    h: style.leading(),
                    target: target.clone(),
                });
            }
            let mut run = run.clone();
            run.style.strong |= style.strong;
            self.push(Item::Text {
                x: rx,
                y: baseline,
                size: style.size,
                run,
                color,
                leaf: None,
            });
        }
    }
}

/// Renumbers the leaves of `page` by `offset` (its tree was appended to another).
pub fn shift_leaves(page: &mut Page, offset: usize) {
    for item in &mut page.items {
        if let Item::Text { leaf: Some(l), .. } | Item::Figure { leaf: Some(l), .. } = item {
            *l += offset;
        }
    }
}

/// Size, colour and weight of a kind of text.
#[derive(Debug, Clone, Copy)]
pub struct TextStyle {
    pub size: f32,
    pub color: Rgb,
    pub strong: bool,
    /// Line height as a multiple of the size.
    pub spacing: f32,
}

impl TextStyle {
    pub const fn new(size: f32) -> TextStyle {
        TextStyle {
            size,
            color: INK,
            strong: false,
            spacing: 1.42,
        }
    }
    pub const fn colored(self, color: Rgb) -> TextStyle {
        TextStyle { color, ..self }
    }
    pub const fn bold(self) -> TextStyle {
        TextStyle {
            strong: true,
            ..self
        }
    }
    pub const fn spaced(self, spacing: f32) -> TextStyle {
        TextStyle { spacing, ..self }
    }
    pub fn leading(&self) -> f32 {
        self.size * self.spacing
    }
}

pub const BODY: TextStyle = TextStyle::new(9.5);
pub const SECTION: TextStyle = TextStyle::new(15.0).bold().spaced(1.3);
pub const HEADING: TextStyle = TextStyle::new(11.5).bold().spaced(1.3);
pub const SMALL: TextStyle = TextStyle::new(8.0).colored(MUTED);
