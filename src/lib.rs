//! bench-site: a static report site generator over archived benchmark results.
//!
//! The pipeline runs one way, one module per stage:
//! [`archive`] → [`model`] → [`document`] → [`i18n`] → [`render`] → [`site`];
//! [`commands`] strings them together for the CLI.

pub mod archive;
pub mod cli;
pub mod commands;
pub mod config;
pub mod content;
pub mod document;
pub mod escape;
pub mod figures;
pub mod history;
pub mod i18n;
pub mod model;
pub mod render;
pub mod site;
pub mod theme;
