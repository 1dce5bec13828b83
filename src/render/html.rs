//! HTML fragments of a localized document: inline spans, blocks, sections. Every archive
//! string is escaped for the place it lands (text or attribute). The page layout around these
//! fragments lives in the theme's Tera templates.

use crate::document::{Block, Section, Table, Text};
use crate::i18n::{Inline, Locale, Localizer};

pub use crate::escape::{escape, escape_breakable};

/// Spans as HTML: data and message text are both escaped; emphasis and code become tags.
pub fn inline(spans: &Inline) -> String {
    let mut out = String::new();
    let mut strong = false;
    for s in spans {
        if s.strong != strong {
            out.push_str(if s.strong { "<strong>" } else { "</strong>" });
            strong = s.strong;
        }
        if let Some(href) = &s.link {
            out.push_str(&format!("<a href=\"{}\">", escape(href)));
        }
        // Archive text may hold arbitrarily long unbroken runs; message text never does.
        let text = if s.code || s.data {
            escape_breakable(&s.text)
        } else {
            escape(&s.text)
        };
        if s.code {
            out.push_str(&format!("<code>{text}</code>"));
        } else if s.data {
            out.push_str(&format!("<span class=\"data\">{text}</span>"));
        } else {
            out.push_str(&text);
        }
        if s.link.is_some() {
            out.push_str("</a>");
        }
    }
    if strong {
        out.push_str("</strong>");
    }
    out
}

/// Localizes and renders one text.
pub fn text(l10n: &Localizer, locale: &Locale, t: &Text) -> String {
    inline(&l10n.inline(locale, t))
}

/// The plain text of a localized text, escaped (for attributes and titles).
pub fn plain(l10n: &Localizer, locale: &Locale, t: &Text) -> String {
    escape(&l10n.plain(locale, t))
}

/// A table, on screen and on paper alike. A table too wide for the screen is shown as one
/// card per row (`site.js` marks it `stacked` and gives its cells their column's header as
/// `data-label`, which the stylesheet shows beside each value): every column stays readable
/// and nothing scrolls sideways. The labels are not in the markup: one per cell, they were
/// almost half of a report page's bytes. Without JavaScript a wide table scrolls sideways in
/// its frame. A two-column table (item and value) stacks as a title and its value.
pub fn table(l10n: &Localizer, locale: &Locale, t: &Table) -> String {
    // Tables of ten or more columns (the appendix) set a size smaller, so that they still
    // fit a desktop's column as tables.
    let class = match t.header.len() {
        0..=2 => "table-wrap stackable pairs",
        3..=9 => "table-wrap stackable",
        _ => "table-wrap stackable dense",
    };
    let mut out =
        format!("<div class=\"{class}\" tabindex=\"0\"><table class=\"cells\">\n<thead><tr>");
    for h in &t.header {
        out.push_str(&format!("<th scope=\"col\">{}</th>", text(l10n, locale, h)));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for row in &t.rows {
        out.push_str("<tr>");
        for (i, cell) in row.iter().enumerate() {
            let html = text(l10n, locale, cell);
            let (open, close) = if i == 0 {
                ("th scope=\"row\"", "th")
            } else {
                ("td", "td")
            };
            // A short cell without spaces (a number with its unit, "0.92倍", a scheme name)
            // never wraps: a narrow column would otherwise break it after any character. The
            // stylesheet keeps body cells on one line; the fewer cells that may wrap say so
            // (a class on every short cell was a tenth of the page).
            let nw = if is_short_word(&html) {
                ""
            } else {
                " class=\"w\""
            };
            out.push_str(&format!("<{open}{nw}>{html}"));
            // A body cell's end tag is optional before the next cell (HTML's optional tags),
            // and so is a row's before the next row: a fifth of the appendix's bytes, in
            // every locale. The last cell of a row closes its row, so the line ending that
            // follows stays out of the cell.
            if i + 1 == row.len() {
                out.push_str(&format!("</{close}>"));
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table></div>\n");
    out
}

/// True when the HTML's visible text is at most 16 columns wide (a CJK character counts two)
/// and holds no ordinary space.
fn is_short_word(html: &str) -> bool {
    let (mut inside, mut entity, mut count) = (false, false, 0);
    for c in html.chars() {
        match c {
            '<' => inside = true,
            '>' => inside = false,
            _ if inside => {}
            ' ' | '\n' => return false,
            '&' => {
                entity = true;
                count += 1;
            }
            ';' if entity => entity = false,
            _ if entity => {}
            // A wide (CJK) character takes about two columns.
            c if c >= '\u{2e80}' => count += 2,
            _ => count += 1,
        }
        if count > 16 {
            return false;
        }
    }
    count > 0
}

/// One block as HTML.
pub fn block(l10n: &Localizer, locale: &Locale, b: &Block) -> String {
    let t = |x: &Text| text(l10n, locale, x);
    match b {
        Block::Heading(x) => format!("<h3>{}</h3>\n", t(x)),
        Block::Paragraph(x) => format!("<p>{}</p>\n", t(x)),
        Block::Bullets(items) => {
            let lis: String = items.iter().map(|i| format!("<li>{}</li>", t(i))).collect();
            format!("<ul>{lis}</ul>\n")
        }
        Block::Note(x) => format!("<p class=\"note\">{}</p>\n", t(x)),
        Block::Warning(x) => format!("<p class=\"warning\" role=\"alert\">{}</p>\n", t(x)),
        Block::Table(tab) => table(l10n, locale, tab),
        Block::Link { text: x, href } => format!(
            "<p class=\"see-also\"><a href=\"{}\">{}</a></p>\n",
            escape(href),
            t(x)
        ),
        Block::Figure { name, caption, alt, data_section } => format!(
            "<figure class=\"chart\"><a href=\"figures/{tag}-{name}.svg\"><img src=\"figures/{tag}-{name}.svg\" alt=\"{}\" loading=\"lazy\"></a><figcaption>{} <a href=\"#{data_section}\">{}</a></figcaption></figure>\n",
            plain(l10n, locale, alt),
            t(caption),
            escape(&l10n.label(locale, "site-figure-data").unwrap_or_default()),
            tag = escape(&locale.tag),
        ),
    }
}

/// The body of a section (without its heading).
pub fn section_body(l10n: &Localizer, locale: &Locale, s: &Section) -> String {
    s.blocks.iter().map(|b| block(l10n, locale, b)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Span;

    #[test]
    fn short_cells_without_spaces_are_kept_on_one_line() {
        assert!(is_short_word("0.92倍"));
        assert!(!is_short_word("オーバーヘッド比率の変化"));
        assert!(is_short_word("<span class=\"data\">thread_pool</span>"));
        assert!(is_short_word("280.13\u{a0}µs"));
        assert!(is_short_word("a&amp;b"));
        assert!(!is_short_word("zoo is 1.61x faster"));
        assert!(!is_short_word(&"x".repeat(17)));
        assert!(!is_short_word(""));
    }

    #[test]
    fn long_runs_get_break_opportunities_and_keep_every_character() {
        let long = "A".repeat(100) + " b<c";
        let html = escape_breakable(&long);
        assert_eq!(html.matches("<wbr>").count(), 3);
        assert_eq!(html.replace("<wbr>", ""), escape(&long));
        assert_eq!(escape_breakable("short & sweet"), "short &amp; sweet");
    }

    #[test]
    fn data_and_messages_are_escaped() {
        let spans = vec![
            Span {
                text: "a<b>".into(),
                data: true,
                code: false,
                strong: false,
                link: None,
            },
            Span {
                text: " & ".into(),
                data: false,
                code: false,
                strong: true,
                link: None,
            },
        ];
        assert_eq!(
            inline(&spans),
            "<span class=\"data\">a&lt;b&gt;</span><strong> &amp; </strong>"
        );
        assert_eq!(escape("\"'"), "&quot;&#39;");
    }

    proptest::proptest! {
        #[test]
        fn escaped_text_has_no_markup(s in ".*") {
            let e = escape(&s);
            proptest::prop_assert!(!e.contains('<') && !e.contains('>') && !e.contains('"'));
            proptest::prop_assert!(!e.chars().any(crate::i18n::spans::unprintable));
        }
    }
}
