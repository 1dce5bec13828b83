//! Stage 4, render: each output format turns a localized document into bytes. Renderers never
//! touch the disk; the `site` stage writes what they return.

pub mod csv;
pub mod deck;
pub mod frame;
pub mod html;
pub mod importance;
pub mod markdown;
pub mod pdf;
pub mod report_page;
pub mod run_facts;
