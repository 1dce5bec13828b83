//! Stage 1, archive: reads one JSON archive file into the typed structs of [`types`].
//!
//! Input: a path. Output: an [`Archive`] or an [`ArchiveError`] that names the file, the JSON
//! path and what was expected. Never panics on input.

mod discover;
mod lenient;
mod read;
pub mod types;
mod unknown;
mod validate;

pub use discover::{discover, scan, Found, Scan, Skipped};
pub use lenient::{replace_non_finite_tokens, F64};
pub use read::{
    display_path, load_archive, read_archive, read_archive_bytes, ArchiveError, LoadedArchive,
};
pub use types::*;
pub use unknown::unknown_fields;
