//! Version order for the site: semantic-version aware (0.9.0 before 0.10.0, pre-releases before
//! releases), `dev` (and any version that names no number) last, never lexical.

use std::cmp::Ordering;

/// A sortable key for a version label such as `0.8.0`, `0.7.1b0`, `0.10.6-beta` or `dev`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VersionKey {
    Semver(semver::Version),
    /// Not a number at all (`dev`, `main`, a branch name): after every release, by name.
    Named(String),
}

impl VersionKey {
    pub fn parse(label: &str) -> VersionKey {
        let v = label.trim().trim_start_matches(['v', 'V']);
        match semver::Version::parse(&normalise(v)) {
            Ok(version) => VersionKey::Semver(version),
            Err(_) => VersionKey::Named(label.to_string()),
        }
    }
}

/// Makes PEP 440 and short forms parse as semver: `0.8` → `0.8.0`, `0.7.1b0` → `0.7.1-b0`.
fn normalise(v: &str) -> String {
    let split = v
        .char_indices()
        .find(|(_, c)| !(c.is_ascii_digit() || *c == '.'))
        .map_or(v.len(), |(i, _)| i);
    let (core, rest) = v.split_at(split);
    let core = core.trim_end_matches('.');
    let mut parts: Vec<&str> = core.split('.').filter(|p| !p.is_empty()).collect();
    if parts.is_empty() || parts.len() > 3 {
        return v.to_string();
    }
    while parts.len() < 3 {
        parts.push("0");
    }
    let pre = rest.trim_start_matches(['-', '.', '_']);
    match (pre.is_empty(), rest.starts_with('+')) {
        (true, _) => parts.join("."),
        (false, true) => format!("{}{rest}", parts.join(".")),
        (false, false) => format!("{}-{}", parts.join("."), pre.replace('_', ".")),
    }
}

impl Ord for VersionKey {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self, other) {
            (VersionKey::Semver(a), VersionKey::Semver(b)) => a.cmp(b),
            (VersionKey::Semver(_), VersionKey::Named(_)) => Ordering::Less,
            (VersionKey::Named(_), VersionKey::Semver(_)) => Ordering::Greater,
            (VersionKey::Named(a), VersionKey::Named(b)) => a.cmp(b),
        }
    }
}

impl PartialOrd for VersionKey {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_prerelease_and_dev_order() {
        let mut v = vec![
            "dev",
            "0.10.0",
            "0.9.0",
            "0.7.1b0",
            "0.7.1",
            "0.10.6-beta",
            "0.8",
        ];
        v.sort_by_key(|s| VersionKey::parse(s));
        assert_eq!(
            v,
            [
                "0.7.1b0",
                "0.7.1",
                "0.8",
                "0.9.0",
                "0.10.0",
                "0.10.6-beta",
                "dev"
            ]
        );
    }
}
