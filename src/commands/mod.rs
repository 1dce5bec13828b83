//! The CLI commands: each strings the pipeline stages together.

pub mod build;
pub mod check;
pub mod pipeline;
mod project;

pub use project::Project;
