//! PDF, lines: localized spans broken into lines that fit a width, each line as runs of one
//! face and one style. Breaks fall after spaces and around CJK characters (never before closing
//! or after opening punctuation); a word wider than the line is broken between characters.

use super::fonts::{FaceSet, Set};
use crate::i18n::Span;

/// How a run is drawn.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Style {
    pub strong: bool,
    pub code: bool,
    /// A link target: `#id` inside the PDF, else an address relative to the report.
    pub link: Option<String>,
}

/// One glyph of a run, in the run's face: 16 bytes, since a report sets hundreds of thousands
/// of them and holds them until its pages are written.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glyph {
    pub id: u16,
    /// Advance, ems.
    pub advance: f32,
    /// The bytes of the run's text it stands for.
    pub start: u32,
    pub end: u32,
}

impl Glyph {
    pub fn text_range(&self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// Consecutive characters of one face and style, ready to draw.
#[derive(Debug, Clone)]
pub struct Run {
    /// Offset from the line's start, points.
    pub x: f32,
    pub width: f32,
    pub face: usize,
    pub text: String,
    pub glyphs: Vec<Glyph>,
    pub style: Style,
}

#[derive(Debug, Clone, Default)]
pub struct Line {
    pub runs: Vec<Run>,
    pub width: f32,
}

/// One character of the text to set.
struct Char {
    c: char,
    span: usize,
    /// How it is set (None: no face has it, or it is invisible).
    set: Option<Set>,
    width: f32,
    /// A line may end before this character.
    break_before: bool,
}

fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x2E80..=0x2FFF | 0x3000..=0x30FF | 0x3100..=0x31FF | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF | 0x20000..=0x2FFFF)
}

/// Characters a line may not start with.
fn closing(c: char) -> bool {
    matches!(
        c,
        '、' | '。'
            | '，'
            | '．'
            | '：'
            | '；'
            | '？'
            | '！'
            | '）'
            | '」'
            | '』'
            | '】'
            | '〕'
            | '〉'
            | '》'
            | '”'
            | '’'
            | '・'
            | 'ー'
            | '…'
            | '%'
            | ')'
            | ','
            | '.'
            | ':'
            | ';'
            | '!'
            | '?'
            | ']'
            | '}'
    )
}

/// Characters a line may not end with.
fn opening(c: char) -> bool {
    matches!(
        c,
        '（' | '「' | '『' | '【' | '〔' | '〈' | '《' | '“' | '‘' | '(' | '[' | '{'
    )
}

/// The characters of `spans` (made drawable) with their widths at `size` and where lines may
/// break.
fn chars(spans: &[Span], faces: &FaceSet, size: f32) -> Vec<Char> {
    let mut out: Vec<Char> = Vec::with_capacity(spans.iter().map(|s| s.text.len()).sum());
    for (i, span) in spans.iter().enumerate() {
        // Only a text with a character no face has is rewritten (to `[U+XXXX]`).
        let rewritten;
        let drawable = span
            .text
            .chars()
            .all(|c| c.is_whitespace() || faces.set(c).is_some());
        let text = if drawable {
            span.text.as_str()
        } else {
            rewritten = faces.drawable(&span.text);
            rewritten.as_str()
        };
        for c in text.chars() {
            let c = if c == '\n' || c == '\t' { ' ' } else { c };
            let prev = out.last().map(|p| p.c);
            let break_before = match prev {
                None => false,
                Some(p) if c == ' ' || opening(p) || closing(c) => false,
                Some(p) => p == ' ' || is_cjk(c) || is_cjk(p) || p == '/' && c != '/',
            };
            let set = faces.set(c);
            let advance = set.map_or_else(|| faces.advance(c), |s| s.advance);
            out.push(Char {
                c,
                span: i,
                set,
                width: advance * size,
                break_before,
            });
        }
    }
    out
}

/// Slack on a line's width, points: a column measured as exactly wide enough for its longest
/// word must not break that word over a rounding difference.
const EPSILON: f32 = 0.01;

/// Breaks `spans` into lines no wider than `max` points at `size`.
pub fn lines(spans: &[Span], faces: &FaceSet, size: f32, max: f32) -> Vec<Line> {
    let chars = chars(spans, faces, size);
    let mut ranges = vec![];
    let mut start = 0;
    let mut width = 0.0;
    let mut last_break: Option<usize> = None;
    let mut i = 0;
    while i < chars.len() {
        let ch = &chars[i];
        if ch.break_before && i > start {
            last_break = Some(i);
        }
        if width + ch.width > max + EPSILON && ch.c != ' ' && i > start {
            let end = last_break.filter(|b| *b > start).unwrap_or(i);
            ranges.push(start..end);
            start = end;
            while start < chars.len() && chars[start].c == ' ' {
                start += 1;
            }
            width = chars[start..i.max(start)].iter().map(|c| c.width).sum();
            last_break = (start + 1..i).rev().find(|&k| chars[k].break_before);
            i = i.max(start);
            continue;
        }
        width += ch.width;
        i += 1;
    }
    if start < chars.len() || ranges.is_empty() {
        ranges.push(start..chars.len());
    }
    ranges.into_iter().map(|r| line(&chars[r], spans)).collect()
}

/// The width of `spans` on one line at `size`.
pub fn natural_width(spans: &[Span], faces: &FaceSet, size: f32) -> f32 {
    chars(spans, faces, size).iter().map(|c| c.width).sum()
}

/// The widest piece between two break opportunities: the narrowest a column can be.
pub fn longest_word(spans: &[Span], faces: &FaceSet, size: f32) -> f32 {
    let chars = chars(spans, faces, size);
    let mut best: f32 = 0.0;
    let mut current = 0.0;
    for c in &chars {
        if c.break_before {
            current = 0.0;
        }
        if c.c != ' ' {
            current += c.width;
        }
        best = best.max(current);
    }
    best
}

fn line(chars: &[Char], spans: &[Span]) -> Line {
    let end = chars.iter().rposition(|c| c.c != ' ').map_or(0, |p| p + 1);
    let chars = &chars[..end];
    let mut runs: Vec<Run> = vec![];
    let mut x = 0.0;
    let mut i = 0;
    while i < chars.len() {
        // A run: the characters of one span set in one face.
        let (span, face) = (chars[i].span, chars[i].set.map_or(0, |s| s.face));
        let len = chars[i..]
            .iter()
            .take_while(|c| c.span == span && c.set.map_or(0, |s| s.face) == face)
            .count();
        let mut run = Run {
            x,
            width: 0.0,
            face,
            text: String::with_capacity(len),
            glyphs: Vec::with_capacity(len),
            style: style(&spans[span]),
        };
        for ch in &chars[i..i + len] {
            let from = run.text.len();
            run.text.push(ch.c);
            // A run's text is one line: far below 4 GiB.
            let end = run.text.len() as u32;
            if let Some(s) = ch.set {
                run.glyphs.push(Glyph {
                    id: s.glyph,
                    advance: s.advance,
                    start: from as u32,
                    end,
                });
            } else if let Some(last) = run.glyphs.last_mut() {
                // An invisible character joins the previous glyph's cluster.
                last.end = end;
            }
            run.width += ch.width;
        }
        x += run.width;
        runs.push(run);
        i += len;
    }
    Line { runs, width: x }
}

fn style(span: &Span) -> Style {
    Style {
        strong: span.strong,
        code: span.code,
        link: span.link.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn faces() -> FaceSet {
        let fonts = crate::figures::Fonts::bundled().unwrap();
        let chain = fonts.chain(&[]);
        FaceSet::new(&fonts, &chain)
    }

    fn plain(text: &str) -> Vec<Span> {
        vec![Span {
            text: text.into(),
            data: false,
            code: false,
            strong: false,
            link: None,
        }]
    }

    fn texts(lines: &[Line]) -> Vec<String> {
        lines
            .iter()
            .map(|l| l.runs.iter().map(|r| r.text.as_str()).collect())
            .collect()
    }

    #[test]
    fn lines_break_at_spaces_and_fit() {
        let f = faces();
        let text = "the quick brown fox jumps over the lazy dog again and again";
        let lines = lines(&plain(text), &f, 10.0, 80.0);
        assert!(lines.len() > 2);
        for l in &lines {
            assert!(l.width <= 80.0 + 0.01, "{l:?}");
        }
        assert_eq!(texts(&lines).join(" "), text);
    }

    #[test]
    fn a_word_wider_than_the_line_breaks_between_characters() {
        let f = faces();
        let word = "x".repeat(200);
        let lines = lines(&plain(&word), &f, 10.0, 50.0);
        assert!(lines.len() > 5);
        assert_eq!(texts(&lines).concat(), word);
        assert!(lines.iter().all(|l| l.width <= 50.01));
    }

    #[test]
    fn cjk_breaks_between_characters_but_not_before_closing_punctuation() {
        let f = faces();
        let text = "框架在每个层级都更快，这是结论。".repeat(4);
        let lines = lines(&plain(&text), &f, 10.0, 60.0);
        assert!(lines.len() > 3);
        for t in texts(&lines).iter().skip(1) {
            let first = t.chars().next().unwrap();
            assert!(!closing(first), "{t}");
        }
        assert_eq!(texts(&lines).concat(), text);
    }

    #[test]
    fn missing_characters_are_spelled_out() {
        let f = faces();
        let lines = lines(&plain("a\u{10FFFD}b"), &f, 10.0, 500.0);
        assert_eq!(texts(&lines), vec!["a[U+10FFFD]b"]);
    }

    #[test]
    fn empty_text_is_one_empty_line() {
        let f = faces();
        let lines = lines(&plain(""), &f, 10.0, 100.0);
        assert_eq!(lines.len(), 1);
        assert!(lines[0].runs.is_empty());
    }
}
