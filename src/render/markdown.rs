//! GitHub-flavoured Markdown: one `report.md` (and `appendix-raw.md`) per archive per locale.
//! Archive data is escaped for the place it lands: inline text or a table cell.

use crate::document::{Block, Document, Section, Table, Text};
use crate::i18n::{Inline, Locale, Localizer, Span};

/// Renders `doc` for `locale`.
pub fn render(doc: &Document, l10n: &Localizer, locale: &Locale) -> String {
    let mut out = String::new();
    // A document without a title section (the raw-samples appendix) gets its title as H1.
    if doc.sections.first().is_none_or(|s| s.id != "title") {
        let title = inline(&l10n.inline(locale, &doc.title), false);
        out.push_str(&format!("# {title}\n\n"));
    }
    for section in &doc.sections {
        render_section(&mut out, section, l10n, locale);
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

/// Blocks without a section around them (the `summary` command's collapsed part).
pub fn blocks(blocks: &[Block], l10n: &Localizer, locale: &Locale) -> String {
    let mut out = String::new();
    for b in blocks {
        render_block(&mut out, b, l10n, locale);
    }
    out
}

fn render_section(out: &mut String, s: &Section, l10n: &Localizer, locale: &Locale) {
    let level = if s.id == "title" || s.id == "appendix-raw-title" {
        "#"
    } else {
        "##"
    };
    let title = inline(&l10n.inline(locale, &s.title), false);
    // GitHub makes heading anchors from the localized text, so `#latency` would work in no
    // locale: every section carries its stable id as an anchor of its own (GitHub prefixes
    // it with `user-content-` and still resolves `#latency` to it).
    out.push_str(&format!(
        "{level} <a id=\"{}\"></a>{title}\n\n",
        crate::render::html::escape(s.id)
    ));
    let mut previous_note = false;
    for block in &s.blocks {
        let note = matches!(block, Block::Note(_));
        if note && previous_note {
            // Adjacent notes form one quote: a blank line between two `>` blocks is ambiguous.
            out.truncate(out.trim_end().len());
            out.push_str("\n>\n");
        }
        render_block(out, block, l10n, locale);
        previous_note = note;
    }
}

fn render_block(out: &mut String, block: &Block, l10n: &Localizer, locale: &Locale) {
    let text = |t: &Text| inline(&l10n.inline(locale, t), false);
    match block {
        Block::Heading(t) => out.push_str(&format!("### {}\n\n", text(t))),
        Block::Paragraph(t) => out.push_str(&format!("{}\n\n", text(t))),
        Block::Bullets(items) => {
            for item in items {
                out.push_str(&format!("- {}\n", text(item)));
            }
            out.push('\n');
        }
        Block::Note(t) => out.push_str(&format!("> {}\n\n", text(t))),
        Block::Warning(t) => out.push_str(&format!("> [!WARNING]\n> {}\n\n", text(t))),
        Block::Table(table) => render_table(out, table, l10n, locale),
        Block::Link { text: t, href } => {
            let label = text(t).replace('[', "\\[").replace(']', "\\]");
            out.push_str(&format!("[{label}]({})\n\n", href.replace(' ', "%20")));
        }
        Block::Figure {
            name, caption, alt, ..
        } => {
            let alt = escape_data(&l10n.plain(locale, alt)).replace(['[', ']'], "");
            out.push_str(&format!("![{alt}](figures/{}-{name}.svg)\n\n", locale.tag));
            out.push_str(&format!("> {}\n\n", text(caption)));
        }
    }
}

fn render_table(out: &mut String, table: &Table, l10n: &Localizer, locale: &Locale) {
    let cell = |t: &Text| {
        let s = inline(&l10n.inline(locale, t), true);
        if s.is_empty() {
            " ".to_string()
        } else {
            s
        }
    };
    let header: Vec<String> = table.header.iter().map(cell).collect();
    out.push_str(&format!("| {} |\n", header.join(" | ")));
    out.push_str(&format!("|{}\n", " --- |".repeat(header.len())));
    for row in &table.rows {
        let cells: Vec<String> = row.iter().map(cell).collect();
        out.push_str(&format!("| {} |\n", cells.join(" | ")));
    }
    out.push('\n');
}

/// Serialises spans; `in_cell` also escapes pipes and folds line breaks.
pub fn inline(spans: &Inline, in_cell: bool) -> String {
    // Pieces of (text, strong); adjacent strong spans share one pair of markers, and
    // adjacent spans with one target share one link (`[`file`: the CSV](x)`, not two links).
    let mut pieces: Vec<(String, bool)> = Vec::new();
    let mut i = 0;
    while i < spans.len() {
        let s = &spans[i];
        let run = spans[i..]
            .iter()
            .take_while(|o| o.link.is_some() && o.link == s.link && o.strong == s.strong)
            .count()
            .max(1);
        let text = match &s.link {
            Some(href) => link(&spans[i..i + run], href, in_cell),
            None => span_text(s, in_cell),
        };
        i += run;
        match pieces.last_mut() {
            Some((t, strong)) if *strong == s.strong => t.push_str(&text),
            _ => pieces.push((text, s.strong)),
        }
    }
    let mut out = String::new();
    for (i, (text, strong)) in pieces.iter().enumerate() {
        if !strong || text.trim().is_empty() {
            out.push_str(text);
            continue;
        }
        let inner = text.trim();
        let lead = &text[..text.len() - text.trim_start().len()];
        let tail = &text[text.trim_end().len()..];
        out.push_str(lead);
        let before = out.chars().last();
        let after = if tail.is_empty() {
            pieces.get(i + 1).and_then(|(t, _)| t.chars().next())
        } else {
            tail.chars().next()
        };
        out.push_str(&emphasis(inner, before, after));
        out.push_str(tail);
    }
    if in_cell {
        out = out.replace('\n', "<br>");
    }
    out
}

/// `**inner**`, or `<strong>inner</strong>` where CommonMark's flanking rules would not let
/// the asterisks open or close (for example `**…。**它`, common in Chinese text).
fn emphasis(inner: &str, before: Option<char>, after: Option<char>) -> String {
    let punct =
        |c: Option<char>| c.is_some_and(|c| c.is_ascii_punctuation() || is_unicode_punct(c));
    let space = |c: Option<char>| c.is_none_or(char::is_whitespace);
    let first = inner.chars().next();
    let last = inner.chars().last();
    let opens = !punct(first) || space(before) || punct(before);
    let closes = !punct(last) || space(after) || punct(after);
    if opens && closes {
        format!("**{inner}**")
    } else {
        format!("<strong>{inner}</strong>")
    }
}

fn is_unicode_punct(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{303F}' | '\u{FF01}'..='\u{FF0F}' | '\u{FF1A}'..='\u{FF20}' | '\u{FF3B}'..='\u{FF40}' | '\u{FF5B}'..='\u{FF65}' | '\u{2010}'..='\u{2027}' | '\u{2030}'..='\u{205E}')
}

/// `[label](href)` over spans that share the target.
fn link(spans: &[Span], href: &str, in_cell: bool) -> String {
    let label: String = spans
        .iter()
        .map(|s| {
            span_text(s, in_cell)
                .replace('[', "\\[")
                .replace(']', "\\]")
        })
        .collect();
    format!(
        "[{label}]({})",
        href.replace(' ', "%20").replace(')', "%29")
    )
}

fn span_text(s: &Span, in_cell: bool) -> String {
    if s.code {
        return code(&s.text, in_cell);
    }
    if s.data {
        data(&s.text, in_cell)
    } else if in_cell {
        s.text.replace('|', "\\|")
    } else {
        s.text.clone()
    }
}

/// Inline code with a fence longer than any backtick run inside; pipes in cells are escaped
/// (GitHub honours `\|` inside code in tables).
fn code(text: &str, in_cell: bool) -> String {
    let text: String = text
        .chars()
        .map(|c| match c {
            '\n' | '\r' => ' ',
            c if crate::i18n::spans::unprintable(c) => '\u{FFFD}',
            c => c,
        })
        .collect();
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest + 1);
    let pad = if text.starts_with('`') || text.ends_with('`') {
        " "
    } else {
        ""
    };
    let body = if in_cell {
        text.replace('|', "\\|")
    } else {
        text
    };
    format!("{fence}{pad}{body}{pad}{fence}")
}

/// Archive data as Markdown that shows it literally and links nowhere: words a GFM renderer
/// would turn into links (bare URLs, `www.` names, e-mail addresses) become code spans, the
/// rest is escaped.
fn data(s: &str, in_cell: bool) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    let mut at_start = true;
    while let Some((start, end)) = next_linkable(rest) {
        out.push_str(&escape_from(&rest[..start], at_start));
        out.push_str(&code(&rest[start..end], in_cell));
        rest = &rest[end..];
        at_start = false;
    }
    out.push_str(&escape_from(rest, at_start));
    out
}

/// The byte range of the first whitespace-separated word of `s` that a GFM renderer could
/// autolink: it holds `://`, `www.`, a `mailto:`/`xmpp:` scheme or an `@` with a dot after it.
fn next_linkable(s: &str) -> Option<(usize, usize)> {
    let mut start = None;
    for (i, c) in s.char_indices().chain(std::iter::once((s.len(), ' '))) {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(st)) => {
                if linkable(&s[st..i]) {
                    return Some((st, i));
                }
                start = None;
            }
            _ => {}
        }
    }
    None
}

fn linkable(word: &str) -> bool {
    let lower = word.to_ascii_lowercase();
    lower.contains("://")
        || lower.contains("www.")
        || lower.contains("mailto:")
        || lower.contains("xmpp:")
        || lower
            .split_once('@')
            .is_some_and(|(_, domain)| domain.contains('.'))
}

/// Escapes archive data so Markdown shows it literally: inline syntax everywhere, HTML tags,
/// and block syntax at the start of the text.
pub fn escape_data(s: &str) -> String {
    escape_from(s, true)
}

/// [`escape_data`] for text that starts at the beginning of a block (`at_start`) or inside.
fn escape_from(s: &str, at_start: bool) -> String {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    for (i, &c) in chars.iter().enumerate() {
        let prev = i.checked_sub(1).map(|j| chars[j]);
        let next = chars.get(i + 1).copied();
        let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
        let escape = match c {
            '\\' | '`' | '*' | '[' | ']' | '<' | '>' | '~' | '|' | '&' => true,
            // Intraword underscores never start emphasis in GFM; only escape at word edges.
            '_' => !(word(prev) && word(next)),
            '!' => next == Some('['),
            '#' | '-' | '+' | '=' => i == 0 && at_start,
            _ => false,
        };
        match c {
            '\n' | '\r' => out.push(' '),
            c if crate::i18n::spans::unprintable(c) => out.push('\u{FFFD}'),
            _ if escape => {
                out.push('\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_cannot_open_markdown_syntax() {
        assert_eq!(escape_data("a|b *c* <img>"), "a\\|b \\*c\\* \\<img\\>");
        assert_eq!(escape_data("process_pool _x_"), "process_pool \\_x\\_");
        assert_eq!(escape_data("# x"), "\\# x");
        assert_eq!(escape_data("line\nbreak"), "line break");
    }

    #[test]
    fn data_never_autolinks() {
        assert_eq!(
            data("see https://x.example/a?b now", false),
            "see `https://x.example/a?b` now"
        );
        assert_eq!(data("www.evil.test", false), "`www.evil.test`");
        assert_eq!(data("a@b.c|d", true), "`a@b.c\\|d`");
        assert_eq!(data("- a\u{0}b", false), "\\- a\u{FFFD}b");
        assert_eq!(data("x - y", false), "x - y");
    }

    #[test]
    fn emphasis_falls_back_to_html_where_asterisks_cannot_flank() {
        assert_eq!(
            emphasis("替身。", Some('。'), Some('它')),
            "<strong>替身。</strong>"
        );
        assert_eq!(emphasis("bold", Some(' '), Some(' ')), "**bold**");
        assert_eq!(emphasis("状态：正常", None, None), "**状态：正常**");
    }

    #[test]
    fn code_fences_outgrow_backticks() {
        assert_eq!(code("a`b", false), "``a`b``");
        assert_eq!(code("x|y", true), "`x\\|y`");
    }
}
