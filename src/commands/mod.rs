//! The CLI commands: each strings the pipeline stages together.

pub mod build;
pub mod check;
pub mod diagnostics;
pub mod init;
pub mod locale;
pub mod outputs;
pub mod pipeline;
mod project;
pub mod serve;
pub mod site_size;
pub mod summary;
pub mod timings;

pub use project::Project;
