//! `<locale>/feed.xml`: an Atom feed of the history, newest first: one entry per detected
//! change and one per new run, each linking its report (and the change's comparison). With
//! `base_url` the links and ids are absolute; without it, the links are relative to the feed
//! and the ids are `urn:uuid:` names derived from the entry (stable across builds).

use super::SiteData;
use crate::document::text::{data, msg_with, t};
use crate::history::History;
use crate::model::uncertainty::bootstrap::Seed;
use crate::render::html::escape;
use crate::site::summary::utc_minutes;

/// RFC 3339 from a Unix time (UTC, whole seconds).
fn rfc3339(epoch: f64) -> String {
    let minutes = utc_minutes(epoch);
    let secs = epoch.floor() as i64 % 60;
    format!("{}T{}:{secs:02}Z", &minutes[..10], &minutes[11..16])
}

/// A name-based UUID (the version 8 layout: 122 bits of two FNV-1a streams) for an entry.
fn uuid(name: &str) -> String {
    let a = Seed::new("bench-site feed a")
        .bytes(name.as_bytes())
        .value();
    let b = Seed::new("bench-site feed b")
        .bytes(name.as_bytes())
        .value();
    let a = (a & !0xF000) | 0x8000; // version 8
    let b = (b & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000; // RFC 4122 variant
    format!(
        "urn:uuid:{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
        a >> 32,
        (a >> 16) & 0xFFFF,
        a & 0xFFFF,
        b >> 48,
        b & 0xFFFF_FFFF_FFFF
    )
}

struct Entry {
    id: String,
    title: String,
    updated: f64,
    href: String,
    summary: String,
}

fn entry_xml(e: &Entry) -> String {
    format!(
        "<entry>\n<id>{}</id>\n<title>{}</title>\n<updated>{}</updated>\n<link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n<summary>{}</summary>\n</entry>\n",
        escape(&e.id),
        escape(&e.title),
        rfc3339(e.updated),
        escape(&e.href),
        escape(&e.summary)
    )
}

pub fn feed(site: &SiteData, tag: &str, h: &History) -> (String, Vec<u8>) {
    let locale = site.locale(tag);
    let plain = |x: &crate::document::Text| site.l10n.plain(locale, x);
    let base = if site.base_url.is_empty() {
        String::new()
    } else {
        format!("{}/", site.base_url.trim_end_matches('/'))
    };
    // Relative links resolve against the feed's own address, `<tag>/feed.xml`.
    let href = |rel: &str| {
        if base.is_empty() {
            rel.trim_start_matches(&format!("{tag}/")).to_string()
        } else {
            format!("{base}{rel}")
        }
    };
    let id = |rel: &str| {
        if base.is_empty() {
            uuid(rel)
        } else {
            format!("{base}{rel}")
        }
    };
    let mut entries = vec![];
    for c in &h.changes {
        let s = &h.series[c.series];
        let after = &s.runs[c.after];
        let subject = s.subject.clone().unwrap_or_default();
        let what = super::history::metric_text(&c.metric, &subject);
        let dir = super::history::run_compare_dir(&s.group, &s.runs[c.before].stem, &after.stem);
        let rel = format!("{tag}/{dir}/index.html");
        entries.push(Entry {
            id: id(&format!("{rel}#{}", plain(&what))),
            title: plain(&msg_with(
                "feed-change-title",
                vec![
                    ("series", t(data(s.label.clone()))),
                    ("quantity", t(what)),
                    ("change", t(super::history::change_text(c))),
                ],
            )),
            updated: after.started_at_epoch.unwrap_or(0.0),
            href: href(&rel),
            summary: plain(&super::history::change_text(c)),
        });
    }
    for s in &h.series {
        for r in &s.runs {
            let rel = format!(
                "{}/index.html",
                crate::site::report_dir(tag, &r.group, &r.stem)
            );
            let when = data(
                r.started_at_epoch
                    .map(utc_minutes)
                    .unwrap_or_else(|| r.stem.clone()),
            );
            entries.push(Entry {
                id: id(&rel),
                title: plain(&msg_with(
                    "feed-run-title",
                    vec![("series", t(data(s.label.clone()))), ("when", t(when))],
                )),
                updated: r.started_at_epoch.unwrap_or(0.0),
                href: href(&rel),
                summary: plain(&crate::document::text::msg("feed-run-summary")),
            });
        }
    }
    entries.sort_by(|a, b| b.updated.total_cmp(&a.updated).then(a.id.cmp(&b.id)));
    let updated = entries.first().map_or(0.0, |e| e.updated);
    let title = site.l10n.plain(
        locale,
        &msg_with(
            "feed-title",
            vec![("site", t(data(site.title.to_string())))],
        ),
    );
    let self_href = href(&format!("{tag}/feed.xml"));
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{}\">\n<id>{}</id>\n<title>{}</title>\n<updated>{}</updated>\n<author><name>{}</name></author>\n<link rel=\"self\" href=\"{}\"/>\n",
        escape(tag),
        escape(&id(&format!("{tag}/feed.xml"))),
        escape(&title),
        rfc3339(updated),
        escape(site.title),
        escape(&self_href),
    );
    for e in &entries {
        xml.push_str(&entry_xml(e));
    }
    xml.push_str("</feed>\n");
    (format!("{tag}/feed.xml"), xml.into_bytes())
}

#[cfg(test)]
mod tests {
    #[test]
    fn times_and_ids_are_well_formed() {
        assert_eq!(super::rfc3339(1791650986.0), "2026-10-10T16:49:46Z");
        let u = super::uuid("en/x/index.html");
        assert_eq!(u.len(), "urn:uuid:".len() + 36);
        assert_eq!(&u[23..24], "8", "{u}");
        assert_eq!(u, super::uuid("en/x/index.html"));
    }
}
