//! Escaping for the markup formats every output shares (HTML, XML/SVG text and attributes).
//! It sits below both `figures` and `render`, which each escape archive strings.

/// Escapes text for HTML and XML (SVG) element content and quoted attribute values.
/// Characters no output may carry ([`crate::i18n::spans::unprintable`]: NUL and the other C0
/// and C1 controls, noncharacters) become U+FFFD.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        push_escaped(&mut out, c);
    }
    out
}

/// One character of [`escape`], appended to `out` (no allocation per character).
fn push_escaped(out: &mut String, c: char) {
    match c {
        '&' => out.push_str("&amp;"),
        '<' => out.push_str("&lt;"),
        '>' => out.push_str("&gt;"),
        '"' => out.push_str("&quot;"),
        '\'' => out.push_str("&#39;"),
        c if crate::i18n::spans::unprintable(c) => out.push('\u{FFFD}'),
        _ => out.push(c),
    }
}

/// After this many characters without a break opportunity, archive text gets one (`<wbr>`).
const UNBROKEN_RUN: usize = 32;

/// [`escape`], with a `<wbr>` in every run of more than [`UNBROKEN_RUN`] characters that have
/// no space: a browser then lays out a 100,000-character name in linear time (an unbroken run
/// in a table cell is quadratic in Chromium), while copying the text still gives it whole.
pub fn escape_breakable(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / UNBROKEN_RUN * 5);
    let mut run = 0;
    for c in s.chars() {
        if c.is_whitespace() {
            run = 0;
        } else {
            if run == UNBROKEN_RUN {
                out.push_str("<wbr>");
                run = 0;
            }
            run += 1;
        }
        push_escaped(&mut out, c);
    }
    out
}
