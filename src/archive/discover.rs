//! Finding the archives under a results folder. Every `*.json` file (any case of the
//! extension) is an archive; symbolic links are followed inside the folder. Whatever cannot be
//! read or followed (an unreadable folder, a link loop, a link out of the folder, a pipe named
//! `*.json`) is reported like an unreadable archive and never stops the others.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use walkdir::WalkDir;

/// One archive file found.
#[derive(Debug, Clone)]
pub struct Found {
    pub path: PathBuf,
    /// The folder below the results folder, `/`-separated (`""` at the top).
    pub dir: String,
    /// The file name without its extension.
    pub stem: String,
    /// The path shown in reports: the results folder's name and the path inside it
    /// (`results/zoo-framework-0.8.0/20261010T165349Z.json`), never a machine path.
    pub display: String,
}

/// Something under the results folder that is not built.
#[derive(Debug, Clone)]
pub struct Skipped {
    /// Shown like [`Found::display`].
    pub display: String,
    pub reason: String,
}

/// What a scan of the results folder found.
#[derive(Debug, Default)]
pub struct Scan {
    /// Sorted by path, so builds are deterministic.
    pub archives: Vec<Found>,
    /// Entries that could not be read or followed: errors, like unreadable archives.
    pub unreadable: Vec<Skipped>,
    /// Entries left out on purpose (an output directory, a second path to the same file).
    pub left_out: Vec<Skipped>,
}

/// Scans `root`; a folder holding a file named `output_marker` is a bench-site output and is
/// not read.
pub fn scan(root: &Path, output_marker: &str) -> Scan {
    let real_root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
    let name = real_root
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "results".into());
    let shown = |p: &Path| shown_path(&name, p.strip_prefix(root).unwrap_or(p));
    let mut scan = Scan::default();
    // (canonical path → every path it was found at, with its display form)
    let mut files: BTreeMap<PathBuf, Vec<PathBuf>> = BTreeMap::new();
    let mut walk = WalkDir::new(root)
        .follow_links(true)
        .sort_by_file_name()
        .into_iter();
    while let Some(entry) = walk.next() {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                let path = e.path().unwrap_or(root);
                scan.unreadable.push(Skipped {
                    display: shown(path),
                    reason: walk_error(&e, &shown),
                });
                continue;
            }
        };
        if entry.depth() == 0 {
            continue;
        }
        let path = entry.path();
        let is_dir = entry.file_type().is_dir();
        if entry.path_is_symlink() {
            match path.canonicalize() {
                // The target is not named: reports never show a machine path.
                Ok(target) if !target.starts_with(&real_root) => {
                    scan.unreadable.push(Skipped {
                        display: shown(path),
                        reason: "a symbolic link to a place outside the results folder; not followed (move the archives into the results folder or point --results at them)".into(),
                    });
                    if is_dir {
                        walk.skip_current_dir();
                    }
                    continue;
                }
                Ok(_) => {}
                Err(e) => {
                    scan.unreadable.push(Skipped {
                        display: shown(path),
                        reason: format!("a symbolic link that cannot be followed: {e}"),
                    });
                    continue;
                }
            }
        }
        if is_dir {
            if path.join(output_marker).is_file() {
                scan.left_out.push(Skipped {
                    display: shown(path),
                    reason: "a bench-site output directory; its files are not read as archives (move it out of the results folder)".into(),
                });
                walk.skip_current_dir();
            }
            continue;
        }
        if !has_json_extension(path) {
            tracing::info!("{}: not a .json file; skipped", shown(path));
            continue;
        }
        if !entry.file_type().is_file() {
            scan.unreadable.push(Skipped {
                display: shown(path),
                reason:
                    "not a regular file (a pipe, socket or device); archives are regular JSON files"
                        .into(),
            });
            continue;
        }
        let real = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        files.entry(real).or_default().push(path.to_path_buf());
    }
    for (real, paths) in files {
        // The path without symbolic links wins; else the first in path order.
        let direct = real.strip_prefix(&real_root).ok().map(|r| root.join(r));
        let chosen = direct
            .filter(|d| paths.contains(d))
            .unwrap_or_else(|| paths[0].clone());
        for other in paths.iter().filter(|p| **p != chosen) {
            scan.left_out.push(Skipped {
                display: shown(other),
                reason: format!(
                    "the same file as {} (through a symbolic link); built once, from there",
                    shown(&chosen)
                ),
            });
        }
        scan.archives.push(found(root, &chosen, &name));
    }
    scan.archives.sort_by(|a, b| a.path.cmp(&b.path));
    scan.unreadable.sort_by(|a, b| a.display.cmp(&b.display));
    scan.left_out.sort_by(|a, b| a.display.cmp(&b.display));
    scan
}

/// Every archive file below `root`, sorted (what [`scan`] finds, without its reports).
pub fn discover(root: &Path) -> Vec<PathBuf> {
    scan(root, ".bench-site-output")
        .archives
        .into_iter()
        .map(|f| f.path)
        .collect()
}

fn has_json_extension(p: &Path) -> bool {
    p.extension()
        .is_some_and(|e| e.to_string_lossy().eq_ignore_ascii_case("json"))
}

fn found(root: &Path, path: &Path, root_name: &str) -> Found {
    let relative = path.strip_prefix(root).unwrap_or(path);
    let dir = relative
        .parent()
        .map(|p| {
            p.components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/")
        })
        .unwrap_or_default();
    Found {
        path: path.to_path_buf(),
        dir,
        stem: path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default(),
        display: shown_path(root_name, relative),
    }
}

fn shown_path(root_name: &str, relative: &Path) -> String {
    let mut parts = vec![root_name.to_string()];
    parts.extend(
        relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    parts.join("/")
}

fn walk_error(e: &walkdir::Error, shown: &impl Fn(&Path) -> String) -> String {
    if let Some(ancestor) = e.loop_ancestor() {
        return format!(
            "a symbolic link back to {}, which contains it (a loop); not followed",
            shown(ancestor)
        );
    }
    match e.io_error() {
        Some(io) if io.kind() == std::io::ErrorKind::NotFound => {
            "a symbolic link to nothing (its target does not exist); fix or remove it".into()
        }
        Some(io) => format!("cannot be read: {io}; fix its permissions or remove it"),
        None => format!("cannot be read: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upper_case_links_loops_and_outside_targets() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("results");
        std::fs::create_dir_all(root.join("a")).unwrap();
        std::fs::write(root.join("a/x.JSON"), "{}").unwrap();
        std::fs::write(root.join("a/notes.txt"), "").unwrap();
        std::fs::write(dir.path().join("outside.json"), "{}").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::symlink;
            symlink(root.join("a"), root.join("a/loop")).unwrap();
            symlink(dir.path().join("outside.json"), root.join("out.json")).unwrap();
            symlink(root.join("a"), root.join("b")).unwrap();
        }
        let scan = scan(&root, ".marker");
        let shown: Vec<&str> = scan.archives.iter().map(|f| f.display.as_str()).collect();
        assert_eq!(shown, ["results/a/x.JSON"]);
        #[cfg(unix)]
        {
            let why: Vec<String> = scan
                .unreadable
                .iter()
                .map(|s| format!("{}: {}", s.display, s.reason))
                .collect();
            assert!(
                why.iter()
                    .any(|w| w.starts_with("results/a/loop: ") && w.contains("loop")),
                "{why:?}"
            );
            assert!(
                why.iter()
                    .any(|w| w.starts_with("results/out.json: ") && w.contains("outside")),
                "{why:?}"
            );
            assert!(
                scan.left_out
                    .iter()
                    .any(|s| s.display == "results/b/x.JSON"),
                "{:?}",
                scan.left_out
            );
        }
    }
}
