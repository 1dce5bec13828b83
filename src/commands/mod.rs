//! The CLI commands: each strings the pipeline stages together.

pub mod build;
pub mod check;
pub mod init;
pub mod pipeline;
mod project;
pub mod serve;
pub mod summary;

pub use project::Project;
