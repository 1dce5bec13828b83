//! Stage 5, site: the web names of all archives of a build, decided together so that no two
//! archives share an output. A folder or file name becomes a slug ([`super::sanitize`]); two
//! names whose slugs would still meet (`Foo` and `foo` on a case-insensitive disk, a name equal
//! to another's hashed slug, `x.json` beside `x.JSON`) are told apart by a hash, and names that
//! differ only in characters a web address cannot carry are reported.

use super::paths::{clean, sanitize, short_hash, MAX_SLUG};
use crate::archive::Found;
use std::collections::{BTreeMap, BTreeSet};

/// The slugs of one archive: its version folder and its run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slugs {
    pub group: String,
    pub stem: String,
}

/// Slugs for `found` (in the same order) and the warnings about names that meet.
pub fn assign(found: &[Found]) -> (Vec<Slugs>, Vec<String>) {
    let mut warnings = vec![];
    let dirs: BTreeMap<&str, String> = found
        .iter()
        .map(|f| (f.dir.as_str(), folder_display(f)))
        .collect();
    let groups = resolve(&dirs, |n| n, &mut warnings);
    let mut files: BTreeMap<&str, BTreeMap<&str, String>> = BTreeMap::new();
    for f in found {
        files
            .entry(groups[f.dir.as_str()].as_str())
            .or_default()
            .insert(file_name(f), f.display.clone());
    }
    let mut stems: BTreeMap<(&str, &str), String> = BTreeMap::new();
    for (group, names) in &files {
        // Unique per file name, not per stem: `x.json` and `x.JSON` share a stem.
        for (name, slug) in resolve(names, stem_of, &mut warnings) {
            stems.insert((group, name), slug);
        }
    }
    let slugs = found
        .iter()
        .map(|f| {
            let group = groups[f.dir.as_str()].clone();
            let stem = stems[&(group.as_str(), file_name(f))].clone();
            Slugs { group, stem }
        })
        .collect();
    (slugs, warnings)
}

fn file_name(f: &Found) -> &str {
    f.display.rsplit('/').next().unwrap_or("")
}

fn stem_of(name: &str) -> &str {
    name.rsplit_once('.').map_or(name, |(s, _)| s)
}

fn folder_display(f: &Found) -> String {
    match f.display.rsplit_once('/') {
        Some((dir, _)) => format!("{dir}/"),
        None => f.display.clone(),
    }
}

/// Slugs of distinct names (name → how it is shown); `part` is the piece of a name its slug
/// is made of. A name gets its own slug unless an earlier one took it (ignoring ASCII case, as
/// a case-insensitive disk would): names whose slug is the name itself go first, so a safe
/// name keeps it; a later one gets a hash of its full name. Warns about every set of names
/// whose readable parts meet.
fn resolve<'a>(
    shown: &BTreeMap<&'a str, String>,
    part: fn(&str) -> &str,
    warnings: &mut Vec<String>,
) -> BTreeMap<&'a str, String> {
    let mut order: Vec<(&str, String)> = shown.keys().map(|n| (*n, sanitize(part(n)))).collect();
    order.sort_by(|(a, sa), (b, sb)| ((sa != part(a)), *a).cmp(&((sb != part(b)), *b)));
    let mut taken: BTreeSet<String> = BTreeSet::new();
    let mut out = BTreeMap::new();
    for (name, mut slug) in order {
        let mut n = 0;
        while taken.contains(&slug.to_ascii_lowercase()) {
            n += 1;
            let base = clean(part(name));
            let base = base[..base.len().min(MAX_SLUG - 9)].trim_end_matches(['-', '.']);
            let base = if base.is_empty() { "unnamed" } else { base };
            slug = format!("{base}-{}", short_hash(&format!("{name}\u{0}{n}")));
        }
        taken.insert(slug.to_ascii_lowercase());
        out.insert(name, slug);
    }
    let mut by_readable: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    for name in shown.keys() {
        by_readable
            .entry(clean(part(name)).to_ascii_lowercase())
            .or_default()
            .push(name);
    }
    for names in by_readable.values().filter(|n| n.len() > 1) {
        let list: Vec<String> = names
            .iter()
            .map(|n| format!("{} (as `{}`)", shown[n], out[n]))
            .collect();
        warnings.push(format!(
            "{} have names that a web address cannot tell apart; each is published under its own name: rename them to keep their addresses readable",
            list.join(" and ")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn f(dir: &str, file: &str) -> Found {
        let display = if dir.is_empty() {
            format!("results/{file}")
        } else {
            format!("results/{dir}/{file}")
        };
        Found {
            path: PathBuf::from(&display),
            dir: dir.into(),
            stem: stem_of(file).into(),
            display,
        }
    }

    #[test]
    fn colliding_names_get_distinct_slugs_and_a_warning() {
        let found = vec![
            f("nested/deep", "1.json"),
            f("nested-deep", "1.json"),
            f("with spaces", "1.json"),
            f("with-spaces", "1.json"),
            f("名前", "1.json"),
            f("名字", "1.json"),
            f("Foo", "1.json"),
            f("foo", "1.json"),
            f("a", "x.json"),
            f("a", "x.JSON"),
        ];
        let (slugs, warnings) = assign(&found);
        let pairs: BTreeSet<(String, String)> = slugs
            .iter()
            .map(|s| (s.group.to_ascii_lowercase(), s.stem.to_ascii_lowercase()))
            .collect();
        assert_eq!(pairs.len(), found.len(), "{slugs:?}");
        assert_eq!(slugs[1].group, "nested-deep", "a safe name keeps its slug");
        assert_eq!(slugs[3].group, "with-spaces");
        assert!(warnings.len() >= 4, "{warnings:#?}");
        assert!(
            warnings.iter().any(|w| w.contains("results/nested/deep/")),
            "{warnings:#?}"
        );
        // Stable: the same names give the same slugs whatever else is there.
        let (alone, _) = assign(&found[2..3]);
        assert_eq!(alone[0], slugs[2]);
    }
}
