//! Localized text as spans: runs of plain message text, archive data, code and strong
//! emphasis, so every renderer can escape data for its own format.
//!
//! While Fluent formats a message, data arguments travel wrapped in private-use sentinels;
//! [`parse`] splits the finished string back into spans. `**` in a message marks emphasis.

/// Opens and closes a data run inside a formatted message.
pub const DATA_OPEN: char = '\u{E000}';
pub const DATA_CLOSE: char = '\u{E001}';
pub const CODE_OPEN: char = '\u{E002}';
pub const CODE_CLOSE: char = '\u{E003}';
/// A link: `LINK_OPEN href LINK_HREF_END text LINK_CLOSE`.
pub const LINK_OPEN: char = '\u{E004}';
pub const LINK_HREF_END: char = '\u{E005}';
pub const LINK_CLOSE: char = '\u{E006}';

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    pub text: String,
    /// Archive data: escape everything.
    pub data: bool,
    pub code: bool,
    pub strong: bool,
    /// The target when this run is (part of) a link: a site-relative address.
    pub link: Option<String>,
}

/// A run of spans: one localized piece of text.
pub type Inline = Vec<Span>;

/// Makes untrusted data safe to carry: sentinel characters (which could forge spans) and
/// characters no output format may carry become U+FFFD (see [`unprintable`]).
pub fn clean(data: &str) -> String {
    data.chars()
        .map(|c| {
            if ('\u{E000}'..='\u{E00F}').contains(&c) || unprintable(c) {
                '\u{FFFD}'
            } else {
                c
            }
        })
        .collect()
}

/// Characters that no output may carry as they are: C0 controls but tab and line breaks, DEL,
/// C1 controls (NUL and the C0 set are not XML at all; C1 and DEL are HTML parse errors and
/// invisible) and Unicode noncharacters (U+FFFE, U+FFFF, ...). Every renderer replaces them
/// with U+FFFD, which shows that something was there.
pub fn unprintable(c: char) -> bool {
    let u = c as u32;
    (u < 0x20 && !matches!(c, '\t' | '\n' | '\r'))
        || (0x7F..=0x9F).contains(&u)
        || (0xFDD0..=0xFDEF).contains(&u)
        || (u & 0xFFFE) == 0xFFFE
}

pub fn wrap_data(s: &str) -> String {
    format!("{DATA_OPEN}{}{DATA_CLOSE}", clean(s))
}

pub fn wrap_code(s: &str) -> String {
    format!("{CODE_OPEN}{}{CODE_CLOSE}", clean(s))
}

/// `inner` (already formatted, it may hold data runs) as a link to `href`.
pub fn wrap_link(href: &str, inner: &str) -> String {
    format!(
        "{LINK_OPEN}{}{LINK_HREF_END}{inner}{LINK_CLOSE}",
        clean(href)
    )
}

/// Splits a formatted string into spans.
pub fn parse(s: &str) -> Inline {
    let mut spans: Inline = Vec::new();
    let (mut data, mut code, mut strong) = (false, false, false);
    let mut link: Option<String> = None;
    let mut buf = String::new();
    let mut chars = s.chars().peekable();
    let flush =
        |buf: &mut String, spans: &mut Inline, data, code, strong, link: &Option<String>| {
            if !buf.is_empty() {
                spans.push(Span {
                    text: std::mem::take(buf),
                    data,
                    code,
                    strong,
                    link: link.clone(),
                });
            }
        };
    while let Some(c) = chars.next() {
        match c {
            LINK_OPEN => {
                flush(&mut buf, &mut spans, data, code, strong, &link);
                let href: String = chars.by_ref().take_while(|c| *c != LINK_HREF_END).collect();
                link = Some(href);
            }
            LINK_CLOSE => {
                flush(&mut buf, &mut spans, data, code, strong, &link);
                link = None;
            }
            LINK_HREF_END => {}
            DATA_OPEN | DATA_CLOSE | CODE_OPEN | CODE_CLOSE => {
                flush(&mut buf, &mut spans, data, code, strong, &link);
                match c {
                    DATA_OPEN => data = true,
                    DATA_CLOSE => data = false,
                    CODE_OPEN => code = true,
                    _ => code = false,
                }
            }
            '*' if !data && !code && chars.peek() == Some(&'*') => {
                chars.next();
                flush(&mut buf, &mut spans, data, code, strong, &link);
                strong = !strong;
            }
            _ => buf.push(c),
        }
    }
    flush(&mut buf, &mut spans, data, code, strong, &link);
    spans
}

/// The plain text of spans (for tests, titles and alt text).
pub fn plain(inline: &Inline) -> String {
    inline.iter().map(|s| s.text.as_str()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_data_and_strong() {
        let s = format!("a **b {}** c", wrap_data("x**y"));
        let spans = parse(&s);
        assert_eq!(plain(&spans), "a b x**y c");
        assert!(spans.iter().any(|s| s.data && s.strong && s.text == "x**y"));
    }

    #[test]
    fn hostile_sentinels_are_neutralised() {
        let spans = parse(&wrap_data("\u{E001}evil"));
        assert_eq!(spans.len(), 1);
        assert!(spans[0].data);
    }
}
