//! Lenient numbers: Python's `json` writes `NaN`, `Infinity` and `-Infinity` tokens, which strict
//! JSON parsers reject. The reader rewrites those tokens to strings, and [`F64`] accepts both.

use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A float read from an archive; may be NaN or infinite when the archive says so.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct F64(pub f64);

impl F64 {
    pub fn get(self) -> f64 {
        self.0
    }
}

impl<'de> Deserialize<'de> for F64 {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(F64Visitor)
    }
}

impl Serialize for F64 {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.0)
    }
}

struct F64Visitor;

impl de::Visitor<'_> for F64Visitor {
    type Value = F64;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a number (NaN and Infinity are accepted)")
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<F64, E> {
        Ok(F64(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<F64, E> {
        Ok(F64(v as f64))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<F64, E> {
        Ok(F64(v as f64))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<F64, E> {
        match v {
            "NaN" => Ok(F64(f64::NAN)),
            "Infinity" => Ok(F64(f64::INFINITY)),
            "-Infinity" => Ok(F64(f64::NEG_INFINITY)),
            _ => Err(E::invalid_type(de::Unexpected::Str(v), &self)),
        }
    }
}

/// Rewrites bare `NaN`, `Infinity` and `-Infinity` tokens (outside strings) into JSON strings.
/// Returns `None` when the text has none, so the common case copies nothing.
pub fn replace_non_finite_tokens(text: &str) -> Option<String> {
    const TOKENS: [&str; 3] = ["-Infinity", "Infinity", "NaN"];
    let bytes = text.as_bytes();
    let mut out: Option<String> = None;
    let mut copied_up_to = 0;
    let mut i = 0;
    // Only a quote (a string begins) or the first letter of a token needs a look: the scan
    // jumps between them (an archive is megabytes of digits and names).
    while let Some(found) = memchr::memchr3(b'"', b'N', b'I', &bytes[i..]) {
        let at = i + found;
        if bytes[at] == b'"' {
            i = after_string(bytes, at + 1);
            continue;
        }
        let start = if bytes[at] == b'I' && at > i && bytes[at - 1] == b'-' {
            at - 1
        } else {
            at
        };
        let Some(token) = TOKENS
            .into_iter()
            .find(|t| bytes[start..].starts_with(t.as_bytes()))
        else {
            i = at + 1;
            continue;
        };
        let buf = out.get_or_insert_with(|| String::with_capacity(text.len() + 16));
        buf.push_str(&text[copied_up_to..start]);
        buf.push('"');
        buf.push_str(token);
        buf.push('"');
        i = start + token.len();
        copied_up_to = i;
    }
    out.map(|mut buf| {
        buf.push_str(&text[copied_up_to..]);
        buf
    })
}

/// The index after the quote that ends the string whose text starts at `from` (the end of
/// the text when it never ends).
fn after_string(bytes: &[u8], mut from: usize) -> usize {
    while let Some(found) = memchr::memchr2(b'"', b'\\', &bytes[from..]) {
        let at = from + found;
        if bytes[at] == b'"' {
            return at + 1;
        }
        // An escape: the next byte is part of it, whatever it is.
        from = (at + 2).min(bytes.len());
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_outside_strings_become_strings() {
        let s = r#"{"a": NaN, "b": [Infinity, -Infinity], "c": "NaN inside"}"#;
        let fixed = replace_non_finite_tokens(s).unwrap();
        assert_eq!(
            fixed,
            r#"{"a": "NaN", "b": ["Infinity", "-Infinity"], "c": "NaN inside"}"#
        );
        let v: Vec<F64> = serde_json::from_str(r#"["NaN", 1, 2.5, "-Infinity"]"#).unwrap();
        assert!(v[0].0.is_nan());
        assert_eq!(v[3].0, f64::NEG_INFINITY);
    }

    #[test]
    fn escaped_quotes_do_not_end_strings() {
        let s = r#"{"a": "x\"NaN", "b": NaN}"#;
        assert_eq!(
            replace_non_finite_tokens(s).unwrap(),
            r#"{"a": "x\"NaN", "b": "NaN"}"#
        );
        assert!(replace_non_finite_tokens(r#"{"a": 1}"#).is_none());
    }

    /// The byte-by-byte scan the memchr one replaced, as the reference it must equal.
    /// Rewrites bare `NaN`, `Infinity` and `-Infinity` tokens (outside strings) into JSON strings.
    /// Returns `None` when the text has none, so the common case copies nothing.
    fn byte_by_byte(text: &str) -> Option<String> {
        let bytes = text.as_bytes();
        let mut out: Option<String> = None;
        let mut copied_up_to = 0;
        let mut in_string = false;
        let mut i = 0;
        while i < bytes.len() {
            let b = bytes[i];
            if in_string {
                match b {
                    b'\\' => i += 1, // skip the escaped byte
                    b'"' => in_string = false,
                    _ => {}
                }
                i += 1;
                continue;
            }
            if b == b'"' {
                in_string = true;
                i += 1;
                continue;
            }
            let token = ["-Infinity", "Infinity", "NaN"]
                .into_iter()
                .find(|t| bytes[i..].starts_with(t.as_bytes()));
            if let Some(token) = token {
                let buf = out.get_or_insert_with(|| String::with_capacity(text.len() + 16));
                buf.push_str(&text[copied_up_to..i]);
                buf.push('"');
                buf.push_str(token);
                buf.push('"');
                i += token.len();
                copied_up_to = i;
                continue;
            }
            i += 1;
        }
        out.map(|mut buf| {
            buf.push_str(&text[copied_up_to..]);
            buf
        })
    }

    proptest::proptest! {
        #[test]
        fn the_fast_scan_equals_the_byte_by_byte_one(s in "([\"\\\\ ,:\\[\\]{}0-9.eE-]|NaN|-?Infinity|Na|Inf|I|N|é|中)*") {
            proptest::prop_assert_eq!(replace_non_finite_tokens(&s), byte_by_byte(&s));
        }
    }

    #[test]
    fn other_strings_are_rejected_as_numbers() {
        assert!(serde_json::from_str::<F64>(r#""fast""#).is_err());
    }
}
