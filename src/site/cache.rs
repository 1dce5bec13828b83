//! The build cache: an archive whose inputs have not changed since the last build is not
//! rendered again; its pages, figures and summary are taken from `.bench-site-cache/` in the
//! project root. The key covers everything an archive's outputs depend on: the archive's bytes
//! and path, the bench-site executable itself, every locale file, every theme file, the
//! configuration, the locales built and the content pages' titles (they appear in the
//! navigation). Renders with problems are never cached, so their errors are reported again.
//! An unchanged archive is known by its size and modification time (its hash is remembered
//! from the build that read it), so a build where nothing changed reads no archive.

use super::summary::ArchiveSummary;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// A 128-bit content hash (XXH3-128: the same value on every machine, and fast enough that
/// hashing the executable on every build costs milliseconds). Not a defence against someone
/// crafting collisions: a cache key, not a signature.
#[derive(Clone)]
pub struct Fingerprint {
    state: xxhash_rust::xxh3::Xxh3,
}

impl Default for Fingerprint {
    fn default() -> Self {
        let mut state = xxhash_rust::xxh3::Xxh3::new();
        state.update(b"bench-site cache key 2");
        Fingerprint { state }
    }
}

impl Fingerprint {
    /// Adds a labelled piece of input (the lengths keep adjacent pieces from running
    /// together).
    pub fn add(&mut self, label: &str, bytes: &[u8]) {
        self.label(label, bytes.len() as u64);
        self.state.update(bytes);
    }

    fn label(&mut self, label: &str, len: u64) {
        self.state.update(&(label.len() as u64).to_le_bytes());
        self.state.update(label.as_bytes());
        self.state.update(&len.to_le_bytes());
    }

    /// Adds a file's bytes, read in pieces (the executable is tens of megabytes: it is not
    /// held in memory whole).
    pub fn add_file(&mut self, label: &str, path: &Path) -> std::io::Result<()> {
        use std::io::Read;
        let mut file = std::fs::File::open(path)?;
        self.label(label, file.metadata()?.len());
        let mut buf = vec![0; 1 << 16];
        loop {
            match file.read(&mut buf) {
                Ok(0) => return Ok(()),
                Ok(n) => self.state.update(&buf[..n]),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }

    pub fn hex(&self) -> String {
        format!("{:032x}", self.state.digest128())
    }
}

/// An archive's content hash, from its bytes.
pub fn archive_digest(bytes: &[u8]) -> String {
    let mut fp = Fingerprint::default();
    fp.add("archive", bytes);
    fp.hex()
}

/// The same hash of a file's bytes, read in pieces (a copy of a huge archive).
pub fn archive_file_digest(path: &Path) -> std::io::Result<String> {
    let mut fp = Fingerprint::default();
    fp.add_file("archive", path)?;
    Ok(fp.hex())
}

/// What the cache remembers of an archive file, to know it unchanged without reading it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Stat {
    len: u64,
    /// Modification time in nanoseconds since the Unix epoch.
    modified_ns: u128,
    /// The content hash of the file as it was then.
    digest: String,
}

impl Stat {
    fn of(meta: &std::fs::Metadata) -> Option<(u64, u128)> {
        let modified = meta.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
        Some((meta.len(), modified.as_nanos()))
    }
}

/// A file whose modification time is this close to the build's start is hashed again next
/// time: a write within the file system's timestamp granularity could leave size and time
/// unchanged (the "racily clean" case of git's index).
const RACY: Duration = Duration::from_secs(2);

/// An archive's content hash, and its bytes when they had to be read to compute it.
pub struct ArchiveDigest {
    pub digest: String,
    pub bytes: Option<Vec<u8>>,
}

/// A cache hit: the summary, and every output as (site-relative path, file in the cache).
pub struct Hit {
    pub summary: ArchiveSummary,
    pub files: Vec<(String, PathBuf)>,
}

/// The cache directory of one build.
///
/// Outputs are stored as hard links to the files of the staged site (and linked back into
/// the next staged site on a hit), so the cache holds no second copy of the site and a hit
/// costs a link per file, not a copy. Where a link cannot be made (the cache and the output
/// on different file systems) the file is copied instead.
pub struct Cache {
    dir: Option<PathBuf>,
    used: Mutex<BTreeSet<String>>,
    /// Size, time and hash of every archive file, from the last build and from this one.
    stats_before: BTreeMap<String, Stat>,
    stats_now: Mutex<BTreeMap<String, Stat>>,
    started: SystemTime,
}

impl Cache {
    /// A cache in `dir`, or a cache that never hits when `dir` is None (`--no-cache`).
    pub fn new(dir: Option<PathBuf>) -> Cache {
        let stats_before = dir
            .as_ref()
            .and_then(|d| std::fs::read(d.join(STATS)).ok())
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default();
        Cache {
            dir,
            used: Mutex::new(BTreeSet::new()),
            stats_before,
            stats_now: Mutex::new(BTreeMap::new()),
            started: SystemTime::now(),
        }
    }

    fn entry(&self, key: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(key))
    }

    /// The content hash of the archive at `path`. When its size and modification time are
    /// those of the last build, the hash is taken from there and the file is not read at all;
    /// otherwise the file is read (and its bytes returned, so it is read once).
    pub fn digest(&self, path: &Path) -> std::io::Result<ArchiveDigest> {
        let (digest, bytes) = self.memoized(path, || {
            let bytes = std::fs::read(path)?;
            Ok((archive_digest(&bytes), Some(bytes)))
        })?;
        Ok(ArchiveDigest { digest, bytes })
    }

    /// The same for a large file that is only hashed, never used (the executable, in every
    /// build's cache key): read in pieces on a miss, not read at all on a hit. Hashing the
    /// 22 MB executable was a seventh of a one-archive build.
    pub fn file_digest(&self, path: &Path) -> std::io::Result<String> {
        self.memoized(path, || Ok((archive_file_digest(path)?, None)))
            .map(|(digest, _)| digest)
    }

    /// The hash of `path` from the last build when its size and time are unchanged, else
    /// `compute`d (hash, and the bytes if it read them whole) and remembered for the next.
    fn memoized(
        &self,
        path: &Path,
        compute: impl FnOnce() -> std::io::Result<(String, Option<Vec<u8>>)>,
    ) -> std::io::Result<(String, Option<Vec<u8>>)> {
        let name = path.display().to_string();
        let stat = std::fs::metadata(path).ok().as_ref().and_then(Stat::of);
        if let (Some((len, modified_ns)), Some(before)) = (stat, self.stats_before.get(&name)) {
            if self.dir.is_some() && before.len == len && before.modified_ns == modified_ns {
                self.remember(name, before.clone());
                return Ok((before.digest.clone(), None));
            }
        }
        let (digest, bytes) = compute()?;
        let racy = |ns: u128| {
            let settled = self.started.checked_sub(RACY).unwrap_or(UNIX_EPOCH);
            UNIX_EPOCH + Duration::from_nanos(ns.min(u64::MAX as u128) as u64) > settled
        };
        // Size and time of the bytes read: a file that changed while it was read (or that
        // may change again within the timestamp granularity) is not remembered.
        let after = std::fs::metadata(path).ok().as_ref().and_then(Stat::of);
        if let (Some((len, modified_ns)), true) = (after, after == stat) {
            let whole = bytes.as_ref().is_none_or(|b| b.len() as u64 == len);
            if whole && !racy(modified_ns) {
                let digest = digest.clone();
                self.remember(
                    name,
                    Stat {
                        len,
                        modified_ns,
                        digest,
                    },
                );
            }
        }
        Ok((digest, bytes))
    }

    fn remember(&self, name: String, stat: Stat) {
        if let Ok(mut now) = self.stats_now.lock() {
            now.insert(name, stat);
        }
    }

    /// The outputs and summary stored under `key`, if every file is there, at its size.
    pub fn load(&self, key: &str) -> Option<Hit> {
        let entry = self.entry(key)?;
        let summary: ArchiveSummary =
            serde_json::from_slice(&std::fs::read(entry.join("summary.json")).ok()?).ok()?;
        let names: Vec<(String, u64)> =
            serde_json::from_slice(&std::fs::read(entry.join("files.json")).ok()?).ok()?;
        let files = names
            .into_iter()
            .map(|(name, len)| {
                let path = entry.join("files").join(&name);
                // A file edited in place in a published site is edited here too (a hard
                // link): a changed size makes the entry a miss rather than a wrong output.
                (std::fs::metadata(&path).ok()?.len() == len).then_some((name, path))
            })
            .collect::<Option<Vec<_>>>()?;
        self.mark_used(key);
        Some(Hit { summary, files })
    }

    /// Stores a clean render under `key`: `files` are (site-relative path, the file as
    /// written into the staged site). A failure to store only costs the next build time.
    pub fn store(&self, key: &str, summary: &ArchiveSummary, files: &[(String, PathBuf)]) {
        let Some(entry) = self.entry(key) else { return };
        self.mark_used(key);
        if entry.exists() {
            return;
        }
        let tmp = entry.with_extension(format!("tmp-{}", std::process::id()));
        let write = || -> std::io::Result<()> {
            let mut names = Vec::with_capacity(files.len());
            for (name, staged) in files {
                let path = tmp.join("files").join(name);
                std::fs::create_dir_all(path.parent().unwrap_or(&tmp))?;
                link_or_copy(staged, &path)?;
                names.push((name, std::fs::metadata(&path)?.len()));
            }
            std::fs::write(tmp.join("files.json"), serde_json::to_vec(&names)?)?;
            std::fs::write(tmp.join("summary.json"), serde_json::to_vec(summary)?)?;
            std::fs::rename(&tmp, &entry)
        };
        if write().is_err() {
            let _ = std::fs::remove_dir_all(&tmp);
        }
    }

    /// The PNG of a site-wide figure (the history charts, drawn again on every build since any
    /// archive may change them): taken from the cache when the same SVG was rasterised with
    /// the same project before, so a build where nothing changed rasterises nothing.
    pub fn png(
        &self,
        project: &Fingerprint,
        svg: &str,
        rasterize: impl FnOnce() -> Result<Vec<u8>, crate::figures::FigureError>,
    ) -> Result<Vec<u8>, crate::figures::FigureError> {
        let Some(dir) = &self.dir else {
            return rasterize();
        };
        let mut key = project.clone();
        key.add("figure svg", svg.as_bytes());
        let name = format!("{PNGS}/{}.png", key.hex());
        self.mark_used(&name);
        let path = dir.join(&name);
        if let Ok(png) = std::fs::read(&path) {
            return Ok(png);
        }
        let png = rasterize()?;
        let tmp = path.with_extension(format!("tmp-{}", std::process::id()));
        let stored = std::fs::create_dir_all(dir.join(PNGS))
            .and_then(|()| std::fs::write(&tmp, &png))
            .and_then(|()| std::fs::rename(&tmp, &path));
        if stored.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        Ok(png)
    }

    fn mark_used(&self, key: &str) {
        if let Ok(mut used) = self.used.lock() {
            used.insert(key.to_string());
        }
    }

    /// Removes every entry this build did not use, so the cache holds one build's worth, and
    /// remembers the size, time and hash of every archive this build read.
    pub fn prune(&self) {
        let (Some(dir), Ok(used)) = (&self.dir, self.used.lock()) else {
            return;
        };
        if let Ok(stats) = self.stats_now.lock() {
            if let Ok(json) = serde_json::to_vec(&*stats) {
                let tmp = dir.join(format!("{STATS}.tmp-{}", std::process::id()));
                let _ = std::fs::write(&tmp, json)
                    .and_then(|()| std::fs::rename(&tmp, dir.join(STATS)));
            }
        }
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name == PNGS {
                for png in std::fs::read_dir(e.path()).into_iter().flatten().flatten() {
                    let file = format!("{PNGS}/{}", png.file_name().to_string_lossy());
                    if !used.contains(&file) {
                        let _ = std::fs::remove_file(png.path());
                    }
                }
            } else if !used.contains(&name) && name != STATS {
                let _ = std::fs::remove_dir_all(e.path());
            }
        }
    }
}

/// The file of the cache that remembers archive (and executable) sizes, times and hashes.
const STATS: &str = "archives.json";
/// The folder of the site-wide figures' PNGs.
const PNGS: &str = "site-figures";

/// A hard link at `to` to the file at `from`, or a copy where no link can be made.
pub fn link_or_copy(from: &Path, to: &Path) -> std::io::Result<()> {
    if std::fs::hard_link(from, to).is_ok() {
        return Ok(());
    }
    if to.exists() {
        std::fs::remove_file(to)?;
        if std::fs::hard_link(from, to).is_ok() {
            return Ok(());
        }
    }
    std::fs::copy(from, to).map(|_| ())
}

/// The cache directory of a project.
pub fn dir_for(root: &Path) -> PathBuf {
    root.join(".bench-site-cache")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprints_separate_pieces() {
        let mut a = Fingerprint::default();
        a.add("x", b"ab");
        a.add("y", b"c");
        let mut b = Fingerprint::default();
        b.add("x", b"a");
        b.add("y", b"bc");
        assert_ne!(a.hex(), b.hex());
        assert_eq!(a.hex().len(), 32);
    }

    #[test]
    fn a_file_hashes_as_its_bytes_do() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        let bytes: Vec<u8> = (0..200_000u32).map(|i| (i * 7 % 251) as u8).collect();
        std::fs::write(&path, &bytes).unwrap();
        let (mut a, mut b) = (Fingerprint::default(), Fingerprint::default());
        a.add_file("f", &path).unwrap();
        b.add("f", &bytes);
        assert_eq!(a.hex(), b.hex());
        b.add("g", b"");
        assert_ne!(a.hex(), b.hex());
    }

    /// Sets `path`'s modification time to `secs` after the epoch (well before any build).
    fn touch(path: &Path, secs: u64) {
        let file = std::fs::File::options().write(true).open(path).unwrap();
        file.set_modified(UNIX_EPOCH + Duration::from_secs(secs))
            .unwrap();
    }

    #[test]
    fn an_unchanged_file_is_not_hashed_again_and_a_changed_one_is() {
        let dir = tempfile::tempdir().unwrap();
        let (cache_dir, path) = (dir.path().join("cache"), dir.path().join("exe"));
        std::fs::create_dir_all(&cache_dir).unwrap();
        std::fs::write(&path, b"version one").unwrap();
        touch(&path, 1_000_000);
        let first = Cache::new(Some(cache_dir.clone()));
        let one = first.file_digest(&path).unwrap();
        assert_eq!(one, archive_file_digest(&path).unwrap());
        first.prune();
        // Same size and time, other bytes: the remembered hash stands (the file is not read;
        // that is the point, and what a cache of size and time can know).
        std::fs::write(&path, b"version two").unwrap();
        touch(&path, 1_000_000);
        let second = Cache::new(Some(cache_dir.clone()));
        assert_eq!(second.file_digest(&path).unwrap(), one);
        second.prune();
        // A new time (any rebuild or copy): hashed again.
        touch(&path, 1_000_060);
        let third = Cache::new(Some(cache_dir.clone()));
        let two = third.file_digest(&path).unwrap();
        assert_ne!(two, one);
        assert_eq!(two, archive_file_digest(&path).unwrap());
        // Without a cache folder (`--no-cache`) nothing is remembered.
        assert_eq!(Cache::new(None).file_digest(&path).unwrap(), two);
    }
}
