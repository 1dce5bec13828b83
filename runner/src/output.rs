//! Archive → file: `results/<slug>/<UTC %Y%m%dT%H%M%SZ>.json`, pretty JSON with a 2-space
//! indent, written to a temporary file and renamed so a reader never sees half an archive. A
//! run writes its archive after every cell, always to the path its first write chose.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::Context;
use serde::Serialize;

/// Replaces each run of characters outside `[A-Za-z0-9._-]` with `-` and trims `-` at both
/// ends (archive-format.md 1.2).
pub fn sanitise_slug(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    for c in raw.chars() {
        if c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-') {
            out.push(c);
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

/// `%Y%m%dT%H%M%SZ` of a UNIX time in seconds (UTC).
pub fn utc_timestamp(epoch_seconds: u64) -> String {
    let days = (epoch_seconds / 86_400) as i64;
    let secs = epoch_seconds % 86_400;
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}{m:02}{d:02}T{:02}{:02}{:02}Z",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// Days since 1970-01-01 → (year, month, day) in the proleptic Gregorian calendar
/// (H. Hinnant's `civil_from_days`; std has no calendar and a date crate is not worth a dependency).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// Creates `root/<slug>/` (called before measuring, so a bad --out fails fast).
pub fn prepare_dir(root: &Path, slug: &str) -> anyhow::Result<PathBuf> {
    let dir = root.join(slug);
    std::fs::create_dir_all(&dir).with_context(|| {
        format!(
            "cannot create the output directory {} (check --out)",
            dir.display()
        )
    })?;
    Ok(dir)
}

/// A new archive path under `root/<slug>/`, named by the current UTC second. If a file of that
/// second already exists, waits for the next second rather than overwrite it.
pub fn new_archive_path(root: &Path, slug: &str) -> anyhow::Result<PathBuf> {
    let dir = prepare_dir(root, slug)?;
    loop {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_secs();
        let path = dir.join(format!("{}.json", utc_timestamp(now)));
        if !path.exists() {
            return Ok(path);
        }
        std::thread::sleep(Duration::from_millis(250));
    }
}

/// Writes `archive` to `path` as pretty JSON: into a temporary file beside it, synced, then
/// renamed over `path`, so a reader (or a crash) never sees half an archive.
pub fn write_atomically(path: &Path, archive: &impl Serialize) -> anyhow::Result<()> {
    let mut bytes = serde_json::to_vec_pretty(archive).context("cannot serialise the archive")?;
    bytes.push(b'\n');
    let dir = path.parent().unwrap_or(Path::new("."));
    let tmp = dir.join(format!(".{}.tmp-{}", file_name(path), std::process::id()));
    let write = || -> std::io::Result<()> {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(&bytes)?;
        file.sync_all()?;
        std::fs::rename(&tmp, path)
    };
    write().map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        anyhow::anyhow!("cannot write archive {}: {e}", path.display())
    })
}

/// Writes `archive` under `root/<slug>/` at a new path (see [`new_archive_path`]).
#[cfg(test)]
pub fn write_archive(root: &Path, slug: &str, archive: &impl Serialize) -> anyhow::Result<PathBuf> {
    let path = new_archive_path(root, slug)?;
    write_atomically(&path, archive)?;
    Ok(path)
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slug_is_sanitised_like_zoo_bench() {
        assert_eq!(
            sanitise_slug("bench-run-demo-0.1.0"),
            "bench-run-demo-0.1.0"
        );
        assert_eq!(sanitise_slug("  my demo/@@v1 "), "my-demo-v1");
        assert_eq!(sanitise_slug("a__b..c"), "a__b..c");
    }

    #[test]
    fn timestamps_match_known_dates() {
        // 2026-10-10T16:53:49Z (the 0.8.0 archive's name)
        assert_eq!(utc_timestamp(1_791_651_229), "20261010T165349Z");
        assert_eq!(utc_timestamp(0), "19700101T000000Z");
        assert_eq!(utc_timestamp(951_782_400), "20000229T000000Z");
    }

    #[test]
    fn writes_pretty_json_atomically_and_never_overwrites() {
        let dir = tempfile::tempdir().unwrap();
        let value = serde_json::json!({"a": [1, 2]});
        let first = write_archive(dir.path(), "s", &value).unwrap();
        let second = write_archive(dir.path(), "s", &value).unwrap();
        assert_ne!(first, second);
        assert_eq!(
            std::fs::read_to_string(&first).unwrap(),
            "{\n  \"a\": [\n    1,\n    2\n  ]\n}\n"
        );
        let names: Vec<_> = std::fs::read_dir(dir.path().join("s"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(
            names.len(),
            2,
            "no temporary file is left behind: {names:?}"
        );
        write_atomically(&first, &serde_json::json!({"b": 1})).unwrap();
        assert_eq!(
            std::fs::read_to_string(&first).unwrap(),
            "{\n  \"b\": 1\n}\n"
        );
    }
}
