//! Content: emphasis next to Chinese (and other CJK) text. CommonMark decides whether `**`
//! opens or closes by what stands beside it; `**并列。**被测` has punctuation inside and a
//! letter outside, so the closing run is not "right-flanking" and both runs stay literal,
//! which the zh-CN About page showed as `**…**`. This pass turns such leftover pairs into
//! strong emphasis when one of their runs touches a CJK character, the case the rule was not
//! written for; `**` elsewhere (code, `2 ** 3`) is left alone.

use pulldown_cmark::{CowStr, Event, Tag, TagEnd};

/// CJK ideographs, kana, hangul and full-width forms and punctuation.
fn is_cjk(c: char) -> bool {
    matches!(c,
        '\u{2E80}'..='\u{9FFF}' | '\u{AC00}'..='\u{D7AF}' | '\u{F900}'..='\u{FAFF}'
        | '\u{FE30}'..='\u{FE4F}' | '\u{FF00}'..='\u{FFEF}')
}

/// Byte offsets of the `**` runs in `text` that touch a CJK character on either side.
fn cjk_runs(text: &str) -> Vec<usize> {
    let mut out = vec![];
    let mut from = 0;
    while let Some(i) = text[from..].find("**").map(|i| i + from) {
        let before = text[..i].chars().next_back();
        let after = text[i + 2..].chars().next();
        if before.is_some_and(is_cjk) || after.is_some_and(is_cjk) {
            out.push(i);
        }
        from = i + 2;
    }
    out
}

/// The events with leftover CJK `**` pairs turned into strong emphasis. The parser hands an
/// unmatched run over as a text event of its own, so adjacent text events are joined first.
pub fn emphasis<'a>(events: impl Iterator<Item = Event<'a>>) -> impl Iterator<Item = Event<'a>> {
    let mut joined: Vec<Event<'a>> = vec![];
    for e in events {
        match (joined.last_mut(), e) {
            (Some(Event::Text(prev)), Event::Text(t)) => {
                *prev = CowStr::from(format!("{prev}{t}"));
            }
            (_, e) => joined.push(e),
        }
    }
    joined.into_iter().flat_map(|e| match e {
        Event::Text(t) if t.contains("**") => split(t),
        other => vec![other],
    })
}

fn split(text: CowStr) -> Vec<Event> {
    let runs = cjk_runs(&text);
    // Only whole pairs: an odd run out stays literal text.
    let pairs = runs.len() / 2 * 2;
    if pairs == 0 {
        return vec![Event::Text(text)];
    }
    let mut out = vec![];
    let mut at = 0;
    for (k, &i) in runs[..pairs].iter().enumerate() {
        if i > at {
            out.push(Event::Text(CowStr::from(text[at..i].to_string())));
        }
        out.push(if k % 2 == 0 {
            Event::Start(Tag::Strong)
        } else {
            Event::End(TagEnd::Strong)
        });
        at = i + 2;
    }
    if at < text.len() {
        out.push(Event::Text(CowStr::from(text[at..].to_string())));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_runs_beside_cjk_count() {
        assert_eq!(cjk_runs("**并列。**被测"), vec![0, 2 + 9]);
        assert!(cjk_runs("2 ** 3 ** 4").is_empty());
    }
}
