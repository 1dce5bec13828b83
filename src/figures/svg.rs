//! Figures, SVG finishing: `<title>` and `<desc>` from the locale (plotters emits neither), the
//! language of the text, and XML escaping for everything we insert ourselves.

/// Escapes text for XML character data and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Characters XML 1.0 cannot carry at all (controls other than tab and newlines).
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// Inserts `<title>` and `<desc>` right after the opening `<svg …>` tag, and marks the
/// document's language and role (so screen readers announce the title).
pub fn finish(svg: &str, lang: &str, title: &str, desc: &str) -> String {
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
        let out = finish(r#"<svg width="1">\n<rect/></svg>"#, "en", "a<b", r#"x&"y""#);
        assert!(
            out.starts_with(r#"<svg xml:lang="en" role="img" width="1">"#),
            "{out}"
        );
        assert!(out.contains("<title>a&lt;b</title>\n<desc>x&amp;&quot;y&quot;</desc>"));
    }
}
