//! Figures, SVG finishing: `<title>` and `<desc>` from the locale (plotters emits neither), the
//! language of the text, the locale's font order in every `font-family`, XML escaping for
//! everything we insert ourselves, and none of plotters' redundant attributes.

/// XML escaping is the same as the HTML renderer's (text and attribute values).
pub use crate::escape::escape;

/// Inserts `<title>` and `<desc>` right after the opening `<svg …>` tag, marks the document's
/// language and role (so screen readers announce the title) and sets `family` (a CSS
/// `font-family` value) once, on the root, for every text (plotters names its placeholder
/// family on each).
pub fn finish(svg: &str, lang: &str, family: &str, title: &str, desc: &str) -> String {
    // Every text inherits the family from the root, instead of repeating it.
    let placeholder = format!(" font-family=\"{}\"", super::fonts::PLOTTERS_FAMILY);
    let svg = &merge_strokes(&compact(svg).replace(&placeholder, ""));
    let Some(start) = svg.find("<svg") else {
        return svg.to_string();
    };
    let Some(end) = svg[start..].find('>').map(|e| start + e) else {
        return svg.to_string();
    };
    let mut out = String::with_capacity(svg.len() + title.len() + desc.len() + 128);
    out.push_str(&svg[..start + 4]);
    out.push_str(&format!(
        r#" xml:lang="{}" role="img" font-family="{}""#,
        escape(lang),
        escape(family)
    ));
    out.push_str(&svg[start + 4..=end]);
    out.push_str(&format!(
        "\n<title>{}</title>\n<desc>{}</desc>",
        escape(title),
        escape(desc)
    ));
    out.push_str(&svg[end + 1..]);
    out
}

/// Plotters' SVG without what says nothing: `opacity="1"` (the default) on every element, and
/// font sizes to every digit of a float (`12.903225806451614`, kept to two decimals: a
/// hundredth of a pixel). A tenth of a figure's bytes, in every figure and every deck. Text
/// cannot hold either pattern: every string plotters writes is XML-escaped, quotes included.
fn compact(svg: &str) -> String {
    const SIZE: &str = " font-size=\"";
    let svg = svg.replace(" opacity=\"1\"", "");
    let mut out = String::with_capacity(svg.len());
    let mut rest = svg.as_str();
    while let Some(at) = rest.find(SIZE) {
        let (before, after) = rest.split_at(at + SIZE.len());
        out.push_str(before);
        let end = after.find('"').unwrap_or(after.len());
        match after[..end].parse::<f64>() {
            Ok(size) if after[..end].len() > 6 => {
                let rounded = format!("{size:.2}");
                out.push_str(rounded.trim_end_matches('0').trim_end_matches('.'));
            }
            _ => out.push_str(&after[..end]),
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// Runs of consecutive `<polyline>`s that differ only in their points (an error bar's three
/// strokes, a series of markers' outlines, a box plot's whiskers) become one `<path>` of one
/// subpath each: a third of a figure's bytes. Drawing is the same: strokes that share a colour
/// and a width cover the same pixels in one path as one by one, in the same place among the
/// other elements. A translucent stroke stays apart (where two of its strokes overlap, one
/// path would paint the overlap once).
pub(crate) fn merge_strokes(svg: &str) -> String {
    let mut out = String::with_capacity(svg.len());
    // The attributes of the run being merged, and its path data.
    let mut run: Option<(&str, String)> = None;
    let flush = |out: &mut String, run: &mut Option<(&str, String)>| {
        if let Some((attrs, d)) = run.take() {
            out.push_str(&format!("<path{attrs} d=\"{d}\"/>\n"));
        }
    };
    for line in svg.split_inclusive('\n') {
        match stroke(line) {
            Some((attrs, points)) => {
                if run.as_ref().is_some_and(|(a, _)| *a != attrs) {
                    flush(&mut out, &mut run);
                }
                let (_, d) = run.get_or_insert_with(|| (attrs, String::new()));
                d.push('M');
                d.push_str(points.trim_end());
            }
            None => {
                flush(&mut out, &mut run);
                out.push_str(line);
            }
        }
    }
    flush(&mut out, &mut run);
    out
}

/// A line that is an opaque, unfilled `<polyline …/>` of plotters: its attributes before the
/// points, and its points.
fn stroke(line: &str) -> Option<(&str, &str)> {
    let rest = line
        .trim_end()
        .strip_prefix("<polyline")?
        .strip_suffix("\"/>")?;
    let (attrs, points) = rest.split_once(" points=\"")?;
    let plain = attrs.starts_with(" fill=\"none\"") && !attrs.contains("opacity");
    let coordinates = points
        .bytes()
        .all(|b| b.is_ascii_digit() || matches!(b, b',' | b' ' | b'.' | b'-'));
    (plain && coordinates && !points.trim().is_empty()).then_some((attrs, points))
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
            out.starts_with(concat!(
                r#"<svg xml:lang="en" role="img" "#,
                r#"font-family="A, &#39;B&amp;C&#39;, sans-serif" width="1">"#
            )),
            "{out}"
        );
        assert!(out.contains("<title>a&lt;b</title>\n<desc>x&amp;&quot;y&quot;</desc>"));
        assert!(out.contains(r#"<text>x</text>"#), "{out}");
    }

    #[test]
    fn default_opacity_goes_and_font_sizes_keep_two_decimals() {
        let out = compact(concat!(
            r##"<text font-size="12.903225806451614" opacity="1" fill="#222">a</text>"##,
            r#"<text font-size="16" opacity="0.5">b</text><text font-size="10.5000001">c</text>"#,
            r#"<polyline fill="none" opacity="1" points="1,2 3,4 "/>"#,
        ));
        assert_eq!(
            out,
            concat!(
                r##"<text font-size="12.9" fill="#222">a</text>"##,
                r#"<text font-size="16" opacity="0.5">b</text><text font-size="10.5">c</text>"#,
                r#"<polyline fill="none" points="1,2 3,4 "/>"#,
            )
        );
    }

    #[test]
    fn strokes_of_one_style_in_a_row_become_one_path() {
        let svg = concat!(
            "<svg>\n",
            "<polyline fill=\"none\" stroke=\"#111\" stroke-width=\"1\" points=\"1,2 3,4 \"/>\n",
            "<polyline fill=\"none\" stroke=\"#111\" stroke-width=\"1\" points=\"5,6 7,8 9,9 \"/>\n",
            "<polyline fill=\"none\" stroke=\"#111\" stroke-width=\"2\" points=\"1,1 2,2 \"/>\n",
            "<rect x=\"0\"/>\n",
            "<polyline fill=\"none\" stroke=\"#111\" stroke-width=\"2\" points=\"3,3 4,4 \"/>\n",
            "<polyline fill=\"none\" opacity=\"0.5\" stroke=\"#111\" points=\"1,1 2,2 \"/>\n",
            "<polyline fill=\"none\" opacity=\"0.5\" stroke=\"#111\" points=\"3,3 4,4 \"/>\n",
            "</svg>\n",
        );
        assert_eq!(
            merge_strokes(svg),
            concat!(
                "<svg>\n",
                "<path fill=\"none\" stroke=\"#111\" stroke-width=\"1\" d=\"M1,2 3,4M5,6 7,8 9,9\"/>\n",
                "<path fill=\"none\" stroke=\"#111\" stroke-width=\"2\" d=\"M1,1 2,2\"/>\n",
                "<rect x=\"0\"/>\n",
                "<path fill=\"none\" stroke=\"#111\" stroke-width=\"2\" d=\"M3,3 4,4\"/>\n",
                "<polyline fill=\"none\" opacity=\"0.5\" stroke=\"#111\" points=\"1,1 2,2 \"/>\n",
                "<polyline fill=\"none\" opacity=\"0.5\" stroke=\"#111\" points=\"3,3 4,4 \"/>\n",
                "</svg>\n",
            )
        );
    }
}
