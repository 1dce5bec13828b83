//! Figures, SVG finishing: `<title>` and `<desc>` from the locale (plotters emits neither), the
//! language of the text, the locale's font order in every `font-family`, and XML escaping for
//! everything we insert ourselves.

/// XML escaping is the same as the HTML renderer's (text and attribute values).
pub use crate::escape::escape;

/// Inserts `<title>` and `<desc>` right after the opening `<svg …>` tag, marks the document's
/// language and role (so screen readers announce the title) and writes `family` (a CSS
/// `font-family` value) where plotters wrote its placeholder family.
pub fn finish(svg: &str, lang: &str, family: &str, title: &str, desc: &str) -> String {
    let placeholder = format!("font-family=\"{}\"", super::fonts::PLOTTERS_FAMILY);
    let svg = &svg.replace(&placeholder, &format!("font-family=\"{}\"", escape(family)));
    let Some(start) = svg.find("<svg") else {
        return svg.to_string();
    };
    let Some(end) = svg[start..].find('>').map(|e| start + e) else {
        return svg.to_string();
    };
    let mut out = String::with_capacity(svg.len() + title.len() + desc.len() + 128);
    out.push_str(&svg[..start + 4]);
    out.push_str(&format!(r#" xml:lang="{}" role="img""#, escape(lang)));
    out.push_str(&svg[start + 4..=end]);
    out.push_str(&format!(
        "\n<title>{}</title>\n<desc>{}</desc>",
        escape(title),
        escape(desc)
    ));
    out.push_str(&svg[end + 1..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn title_and_desc_follow_the_svg_tag_escaped() {
        let out = finish(
            r#"<svg width="1">\n<text font-family="bench-site-figure-font">x</text></svg>"#,
            "en",
            "A, 'B&C', sans-serif",
            "a<b",
            r#"x&"y""#,
        );
        assert!(
            out.starts_with(r#"<svg xml:lang="en" role="img" width="1">"#),
            "{out}"
        );
        assert!(out.contains("<title>a&lt;b</title>\n<desc>x&amp;&quot;y&quot;</desc>"));
        assert!(
            out.contains(r#"font-family="A, &#39;B&amp;C&#39;, sans-serif""#),
            "{out}"
        );
    }
}
