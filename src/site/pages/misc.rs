//! Content pages, the root page (a redirect to the default locale that also lists every
//! language, for readers without meta refresh), the 404 page and `sitemap.xml`.

use super::{Output, SiteData};
use crate::render::html;
use serde::Serialize;

#[derive(Serialize)]
struct ContentView {
    body: String,
    lang: String,
    fallback_note: Option<String>,
}

pub fn content_pages(site: &SiteData, tag: &str) -> Result<Output, tera::Error> {
    let mut out = vec![];
    for page in site.content {
        let Some((variant, fallback)) = page.variant(tag, site.default_locale) else {
            continue;
        };
        let path = format!("{tag}/{}/index.html", page.name);
        let view = ContentView {
            body: variant.html.clone(),
            // The unsuffixed file is in the default locale's language.
            lang: fallback
                .map(|f| if f.is_empty() { site.default_locale } else { f })
                .unwrap_or(tag)
                .to_string(),
            fallback_note: fallback.map(|_| site.label(tag, "site-not-translated")),
        };
        let name = page.name.clone();
        let frame = site.frame(tag, &path, variant.title.clone(), |l| {
            format!("{l}/{name}/index.html")
        });
        out.push((path, site.render("page.html", &frame, "content", &view)?));
    }
    Ok(out)
}

pub fn root(site: &SiteData) -> Result<Output, tera::Error> {
    let tag = site.default_locale;
    let frame = site.frame(tag, "index.html", site.title.to_string(), |l| {
        format!("{l}/index.html")
    });
    let index = site.render("redirect.html", &frame, "none", &())?;
    // GitHub Pages serves 404.html for any missing path, so its links cannot be relative to
    // the page's address. With a base URL they are absolute; without one they stay relative
    // to the site root, and the page's script (404.html) sets <base> to the root it finds in
    // the address (the path before the first locale folder, or a github.io project's folder).
    let mut frame404 = site.frame(tag, "404.html", site.label(tag, "site-404-title"), |l| {
        format!("{l}/index.html")
    });
    if !site.base_url.is_empty() {
        let base = format!("{}/", site.base_url.trim_end_matches('/'));
        frame404.root = base.clone();
        frame404.home_href = format!("{base}{tag}/index.html");
        for item in frame404.nav.iter_mut() {
            item.href = format!("{base}{}", item.href.trim_start_matches("../"));
        }
        for alt in frame404.alternates.iter_mut() {
            alt.href = format!("{base}{}/index.html", alt.lang);
        }
    }
    let page404 = site.render("404.html", &frame404, "none", &())?;
    Ok(vec![
        ("index.html".into(), index),
        ("404.html".into(), page404),
    ])
}

/// Every page, as absolute URLs under `base_url` (only written when it is set).
pub fn sitemap(site: &SiteData) -> String {
    let base = format!("{}/", site.base_url.trim_end_matches('/'));
    let mut pages: Vec<String> = vec![];
    for v in site.versions() {
        let slug = crate::site::sanitize(v.slug);
        pages.push(format!("{slug}/index.html"));
        for r in &v.runs {
            pages.push(format!(
                "{slug}/{}/index.html",
                crate::site::sanitize(&r.stem)
            ));
        }
    }
    for w in site.versions().windows(2) {
        pages.push(format!(
            "{}/index.html",
            super::compare_dir(w[0].slug, w[1].slug)
        ));
    }
    for c in site.content {
        pages.push(format!("{}/index.html", c.name));
    }
    pages.push(format!("{}/index.html", crate::site::CORRECTIONS_PAGE));
    pages.insert(0, "index.html".into());
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n");
    for tag in site.locales {
        for p in &pages {
            out.push_str(&format!(
                "<url><loc>{}</loc>",
                html::escape(&format!("{base}{tag}/{p}"))
            ));
            for alt in site.locales {
                out.push_str(&format!(
                    "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
                    html::escape(alt),
                    html::escape(&format!("{base}{alt}/{p}"))
                ));
            }
            out.push_str("</url>\n");
        }
    }
    out.push_str("</urlset>\n");
    out
}
