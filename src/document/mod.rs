//! Stage 3, document: a language-neutral report of sections with stable ids, built from a
//! [`RunModel`](crate::model::RunModel). Text is message ids with typed arguments; one document
//! serves every locale and every output format.

mod appendix;
mod build;
pub mod conclusions;
mod dimensions;
mod findings_sections;
mod intro;
mod probes;
pub mod summary;
pub mod text;
mod uncertainty;

pub use appendix::RawSource;
pub use build::{build, raw_document, report_title, ReportContext};
pub use text::{Arg, Msg, Text, Value};

/// A table: header cells and rows of cells.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub header: Vec<Text>,
    pub rows: Vec<Vec<Text>>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Block {
    /// A sub-heading inside a section (level 3).
    Heading(Text),
    Paragraph(Text),
    Bullets(Vec<Text>),
    /// A side note (blockquote in Markdown).
    Note(Text),
    /// A prominent warning (publication gates).
    Warning(Text),
    Table(Table),
    /// A paragraph that is one link to another page of the site (`href` relative to the
    /// report's directory, decided by the site stage).
    Link {
        text: Text,
        href: String,
    },
    /// A figure, written as `figures/<locale>-<name>.svg|png` beside the report; its numbers
    /// are in the tables of section `data_section`.
    Figure {
        name: &'static str,
        caption: Text,
        alt: Text,
        data_section: &'static str,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    /// Stable id, used as the anchor in every format and locale.
    pub id: &'static str,
    pub title: Text,
    pub blocks: Vec<Block>,
}

impl Section {
    /// The section without Appendix A's closing pointer to Appendix B, for the formats that
    /// set Appendix B (with the same pointer) as a section of its own right after it.
    pub fn without_raw_pointer(&self) -> Section {
        Section {
            id: self.id,
            title: self.title.clone(),
            blocks: self
                .blocks
                .iter()
                .filter(|b| !b.is_raw_pointer())
                .cloned()
                .collect(),
        }
    }
}

impl Block {
    /// Appendix A's last paragraph, which says where Appendix B's samples are.
    pub fn is_raw_pointer(&self) -> bool {
        matches!(self, Block::Paragraph(Text::Msg(m)) if m.id == "appendix-raw-pointer")
    }
}

/// A whole document (the report, or the raw-samples appendix).
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    pub title: Text,
    pub sections: Vec<Section>,
}
