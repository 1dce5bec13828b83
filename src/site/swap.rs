//! Stage 5, site: the swap of a staged build into place. On Linux one `renameat2` call with
//! `RENAME_EXCHANGE` trades the two directories atomically: at every instant the output path
//! holds a complete site, the previous one or the new one. Where the file system or the OS
//! cannot exchange, two renames do it, and a kill between them is repaired by the next build
//! ([`super::output::recover`] puts the previous site back).

use super::output::Target;
use super::{fault, io, SiteError};
use std::path::Path;

/// Exchanges `staging` and `out` (both exist); afterwards `staging` holds the previous site.
pub fn exchange(staging: &Path, out: &Path, target: &Target) -> Result<(), SiteError> {
    if !fault::no_exchange() {
        match exchange_atomically(staging, out) {
            Ok(()) => return Ok(()),
            Err(e) if !unsupported(&e) => return Err(io(out)(e)),
            Err(_) => {}
        }
    }
    two_renames(staging, out, target)
}

#[cfg(target_os = "linux")]
fn exchange_atomically(a: &Path, b: &Path) -> std::io::Result<()> {
    use rustix::fs::{renameat_with, RenameFlags, CWD};
    use rustix::io::Errno;
    match renameat_with(CWD, a, CWD, b, RenameFlags::EXCHANGE) {
        Ok(()) => Ok(()),
        // The file system (or an old kernel) cannot exchange.
        Err(Errno::INVAL | Errno::NOSYS | Errno::OPNOTSUPP) => {
            Err(std::io::Error::from(std::io::ErrorKind::Unsupported))
        }
        Err(e) => Err(e.into()),
    }
}

#[cfg(not(target_os = "linux"))]
fn exchange_atomically(_a: &Path, _b: &Path) -> std::io::Result<()> {
    Err(std::io::Error::from(std::io::ErrorKind::Unsupported))
}

fn unsupported(e: &std::io::Error) -> bool {
    e.kind() == std::io::ErrorKind::Unsupported
}

/// The fallback: the previous site moves aside to `.<name>.old-<pid>`, the staged one takes its
/// place, the previous one moves to the staging path (where the caller removes it).
fn two_renames(staging: &Path, out: &Path, target: &Target) -> Result<(), SiteError> {
    let old = target.beside(&format!("old-{}", std::process::id()));
    std::fs::rename(out, &old).map_err(io(out))?;
    fault::point("between-renames");
    if let Err(e) = std::fs::rename(staging, out) {
        let _ = std::fs::rename(&old, out);
        return Err(io(staging)(e));
    }
    std::fs::rename(&old, staging).map_err(io(&old))
}

/// Removes the previous site entry by entry (the fault tests pause after the first one).
pub fn remove_previous(dir: &Path) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for (i, entry) in entries.iter().enumerate() {
        super::output::remove(entry)?;
        if i == 0 {
            fault::point("removing-previous");
        }
    }
    std::fs::remove_dir(dir)
}
