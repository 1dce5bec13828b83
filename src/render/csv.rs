//! `rounds.csv`: every raw round of one archive in one language-neutral file that every
//! locale's Appendix B points to (RFC 4180: comma-separated, CRLF line ends, quoted where a
//! field needs it). Column keys are identifiers, like the archive's own JSON keys; what they
//! mean is said in each locale's `appendix-raw.md`.

use crate::model::{RawRound, RawUnit, RunModel};
use std::fmt::Write;

/// The header line's keys, in column order.
pub const COLUMNS: [&str; 8] = [
    "unit",
    "scheme",
    "concurrency",
    "tier_us",
    "round",
    "tasks",
    "wall_s",
    "body_s",
];

/// The CSV of every raw round, one line per round, units in archive order.
pub fn rounds(model: &RunModel) -> String {
    let units = model.raw_units();
    // Sized up front from the rounds and their samples (a line's fixed fields, then about
    // 24 bytes a sample): a String that doubled its way up to a huge archive's CSV held
    // three times its size at the last doubling.
    let bytes: usize = units
        .iter()
        .flat_map(|u| model.rounds_of(u.index))
        .map(|r| 64 + 24 * r.body_seconds.len())
        .sum();
    let mut out = String::with_capacity(64 + bytes);
    out.push_str(&COLUMNS.join(","));
    out.push_str("\r\n");
    for unit in &units {
        for round in model.rounds_of(unit.index) {
            line(&mut out, unit, round);
        }
    }
    out
}

/// The 1-based line numbers of each unit's rounds in `rounds(model)` (the header is line 1);
/// None for a unit without rounds.
pub fn line_ranges(model: &RunModel) -> Vec<Option<(usize, usize)>> {
    let mut next = 2;
    model
        .raw_units()
        .iter()
        .map(|u| {
            let n = model.rounds_of(u.index).len();
            let range = (n > 0).then(|| (next, next + n - 1));
            next += n;
            range
        })
        .collect()
}

fn line(out: &mut String, unit: &RawUnit, round: &RawRound) {
    let _ = write!(out, "{},", unit.index);
    field(out, unit.adapter);
    let _ = write!(out, ",{},", unit.concurrency);
    number(out, unit.tier_us);
    out.push(',');
    if let Some(r) = round.round {
        let _ = write!(out, "{r}");
    }
    let _ = write!(out, ",{},", round.batch);
    number(out, round.wall_seconds);
    out.push(',');
    for (i, b) in round.body_seconds.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        number(out, *b);
    }
    out.push_str("\r\n");
}

/// A number as the harness's JSON writes it (Python's `repr`): the shortest digits that read
/// back to the same value, positional for decimal exponents from -4 to 15 (`40.0`, `0.0003`),
/// else scientific with a signed two-digit exponent (`5.1867e-05`); `NaN`, `Infinity` and
/// `-Infinity` for values that are not finite.
fn number(out: &mut String, v: f64) {
    if v.is_nan() {
        out.push_str("NaN");
    } else if v.is_infinite() {
        out.push_str(if v > 0.0 { "Infinity" } else { "-Infinity" });
    } else if v == 0.0 {
        out.push_str(if v.is_sign_negative() { "-0.0" } else { "0.0" });
    } else {
        // Ryū finds the shortest digits without allocating (a huge archive has millions of
        // samples): Python's digits, an exact tie between two candidates rounded to even
        // (Rust's `{v}` rounds it up); they are laid out here by Python's rules.
        let mut buffer = ryu::Buffer::new();
        let (digits, exponent) = Shortest::of(buffer.format_finite(v.abs()));
        if v < 0.0 {
            out.push('-');
        }
        let digits = digits.as_str();
        if (0..16).contains(&exponent) {
            let whole = exponent as usize + 1;
            if digits.len() > whole {
                out.push_str(&digits[..whole]);
                out.push('.');
                out.push_str(&digits[whole..]);
            } else {
                out.push_str(digits);
                out.extend(std::iter::repeat_n('0', whole - digits.len()));
                out.push_str(".0");
            }
        } else if (-4..0).contains(&exponent) {
            out.push_str("0.");
            out.extend(std::iter::repeat_n('0', (-exponent - 1) as usize));
            out.push_str(digits);
        } else {
            out.push_str(&digits[..1]);
            if digits.len() > 1 {
                out.push('.');
                out.push_str(&digits[1..]);
            }
            let sign = if exponent < 0 { '-' } else { '+' };
            let _ = write!(out, "e{sign}{:02}", exponent.abs());
        }
    }
}

/// The significant digits of a positive number (no leading or trailing zeros; at most 17 for
/// an f64), and the decimal exponent of the first.
struct Shortest {
    bytes: [u8; 24],
    len: usize,
}

impl Shortest {
    /// The digits (ASCII only, so every slice of them is on a character boundary).
    fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..self.len]).unwrap_or("0")
    }

    /// Reads Ryū's text of a positive finite non-zero number (`40.0`, `1e16`, `5.1867e-5`).
    fn of(text: &str) -> (Shortest, i32) {
        let (mantissa, exponent) = text.split_once(['e', 'E']).unwrap_or((text, "0"));
        let exponent: i32 = exponent.parse().unwrap_or(0);
        let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let mut digits = Shortest {
            bytes: [0; 24],
            len: 0,
        };
        // The first significant digit's place: after the point's position, minus leading zeros.
        let mut place = exponent + whole.len() as i32 - 1;
        let mut leading = true;
        for b in whole.bytes().chain(fraction.bytes()) {
            if leading && b == b'0' {
                place -= 1;
                continue;
            }
            leading = false;
            if digits.len < digits.bytes.len() {
                digits.bytes[digits.len] = b;
                digits.len += 1;
            }
        }
        while digits.len > 1 && digits.bytes[digits.len - 1] == b'0' {
            digits.len -= 1;
        }
        (digits, place)
    }
}

/// A text field: quoted when it holds a comma, a quote or a line break (quotes doubled);
/// prefixed with an apostrophe when a spreadsheet would read it as a formula. Characters no
/// output may carry (NUL, other controls, noncharacters) become U+FFFD, as in every format.
fn field(out: &mut String, s: &str) {
    let formula = s.starts_with(['=', '+', '-', '@', '\t', '\r']);
    let quote = formula || s.contains([',', '"', '\r', '\n']) || s.trim() != s;
    if quote {
        out.push('"');
    }
    if formula {
        out.push('\'');
    }
    for c in s.chars() {
        match c {
            '"' => out.push_str("\"\""),
            c if crate::i18n::spans::unprintable(c) => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    if quote {
        out.push('"');
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn one(s: &str) -> String {
        let mut out = String::new();
        field(&mut out, s);
        out
    }

    /// RFC 4180 read back: the fields of one record.
    fn parse(line: &str) -> Vec<String> {
        let (mut fields, mut cur, mut quoted, mut chars) =
            (Vec::new(), String::new(), false, line.chars().peekable());
        while let Some(c) = chars.next() {
            match (c, quoted) {
                ('"', true) if chars.peek() == Some(&'"') => {
                    cur.push('"');
                    chars.next();
                }
                ('"', _) => quoted = !quoted,
                (',', false) => fields.push(std::mem::take(&mut cur)),
                _ => cur.push(c),
            }
        }
        fields.push(cur);
        fields
    }

    #[test]
    fn plain_names_stay_bare_and_awkward_ones_are_quoted() {
        assert_eq!(one("asyncio_pool"), "asyncio_pool");
        assert_eq!(one("a,b"), "\"a,b\"");
        assert_eq!(one("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(one("two\nlines"), "\"two\nlines\"");
        assert_eq!(one("=cmd()"), "\"'=cmd()\"");
        assert_eq!(one(" padded "), "\" padded \"");
        assert_eq!(one("nul\u{0}bell\u{7}"), "nul\u{FFFD}bell\u{FFFD}");
    }

    #[test]
    fn numbers_keep_every_digit_and_name_what_is_not_finite() {
        let mut out = String::new();
        let values = [
            0.0002966019999348646,
            5.1867000024685694e-05,
            40.0,
            0.0001,
            1e-5,
            1.5e-7,
            -0.0,
            1e16,
            123456789012345680.0,
            2.5e300,
            9999999999999998.0,
            f64::NAN,
            f64::INFINITY,
            -f64::INFINITY,
        ];
        for v in values {
            number(&mut out, v);
            out.push(' ');
        }
        // What Python's repr() writes for the same values.
        let python = "0.0002966019999348646 5.1867000024685694e-05 40.0 0.0001 1e-05 1.5e-07 \
                      -0.0 1e+16 1.2345678901234568e+17 2.5e+300 9999999999999998.0 NaN Infinity -Infinity ";
        assert_eq!(out, python);
        let back: f64 = "0.0002966019999348646".parse().unwrap();
        assert_eq!(back, 0.0002966019999348646);
    }

    /// The formatting `number` replaced (two `format!`s a value): the reference it must equal.
    fn number_by_format(v: f64) -> String {
        if !v.is_finite() {
            let mut out = String::new();
            number(&mut out, v);
            return out;
        }
        let sci = format!("{v:e}");
        let (mantissa, exponent) = sci.split_once('e').unwrap();
        let exponent: i32 = exponent.parse().unwrap();
        if (-4..16).contains(&exponent) {
            let positional = format!("{v}");
            if positional.contains('.') {
                positional
            } else {
                positional + ".0"
            }
        } else {
            let sign = if exponent < 0 { '-' } else { '+' };
            format!("{mantissa}e{sign}{:02}", exponent.abs())
        }
    }

    /// Whether `ours` and Rust's `reference` are the two shortest digit strings equally near
    /// `v` (`v` lies exactly midway), `ours` taking the even last digit as Python's `repr`
    /// does. Rust's formatting rounds such a tie up, so only there may the two differ.
    fn tie_rounded_to_even(ours: &str, reference: &str, v: f64) -> bool {
        if v < 0.0 {
            let positive = |s: &str| s.strip_prefix('-').map(str::to_string);
            return match (positive(ours), positive(reference)) {
                (Some(o), Some(r)) => tie_rounded_to_even(&o, &r, -v),
                _ => false,
            };
        }
        let split = |s: &str| {
            let at = s.find(['e', 'E']).unwrap_or(s.len());
            (s[..at].to_string(), s[at..].to_string())
        };
        let ((a, exp_a), (b, exp_b)) = (split(ours), split(reference));
        let (Some(o), Some(r)) = (a.bytes().last(), b.bytes().last()) else {
            return false;
        };
        if exp_a != exp_b || a.len() != b.len() || a[..a.len() - 1] != b[..b.len() - 1] {
            return false;
        }
        if o.abs_diff(r) != 1 || !o.is_ascii_digit() || (o - b'0') % 2 != 0 {
            return false;
        }
        let low = if o < r { &a } else { &b };
        exactly(v, &format!("{low}5{exp_a}")) == Some(true)
    }

    /// Whether the decimal `text` is exactly `v` (positive, finite); None when the check would
    /// overflow 128 bits (never for a tie between shortest digits, whose exact value is short).
    fn exactly(v: f64, text: &str) -> Option<bool> {
        let (mantissa, exponent) = text.split_once(['e', 'E']).unwrap_or((text, "0"));
        let mut scale: i32 = exponent.parse().ok()?;
        let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        scale -= fraction.len() as i32;
        let mut n: u128 = format!("{whole}{fraction}").parse().ok()?;
        let bits = v.to_bits();
        let (raw_exp, raw_man) = ((bits >> 52) & 0x7ff, bits & ((1 << 52) - 1));
        let (mut m, e) = match raw_exp {
            0 => (raw_man as u128, -1074),
            _ => ((raw_man | 1 << 52) as u128, raw_exp as i32 - 1075),
        };
        let pow = |base: u128, k: u32| base.checked_pow(k);
        if scale < 0 {
            m = m.checked_mul(pow(10, (-scale) as u32)?)?;
        } else {
            n = n.checked_mul(pow(10, scale as u32)?)?;
        }
        if e < 0 {
            n = n.checked_mul(pow(2, (-e) as u32)?)?;
        } else {
            m = m.checked_mul(pow(2, e as u32)?)?;
        }
        Some(n == m)
    }

    /// An exact tie between two shortest digit strings (4207396352877.65625 lies midway
    /// between ...6562 and ...6563) takes the even digit, as Python's `repr` writes it; Rust's
    /// formatting, the reference below, rounds it up.
    #[test]
    fn a_tie_between_shortest_digits_rounds_to_even_as_python_does() {
        let v = f64::from_bits(4795943151625530688);
        assert_eq!(exactly(v, "4207396352877.65625"), Some(true));
        assert_eq!(exactly(v, "4207396352877.6562"), Some(false));
        let mut out = String::new();
        number(&mut out, v);
        assert_eq!(out, "4207396352877.6562");
        assert_eq!(number_by_format(v), "4207396352877.6563");
        assert!(tie_rounded_to_even(&out, &number_by_format(v), v));
        assert!(
            !tie_rounded_to_even("4207396352877.6563", &out, v),
            "the odd digit is no tie-break"
        );
        assert!(!tie_rounded_to_even(
            "4207396352877.6564",
            "4207396352877.6563",
            v
        ));
        let mut negative = String::new();
        number(&mut negative, -v);
        assert_eq!(negative, "-4207396352877.6562");
        assert!(tie_rounded_to_even(&negative, &number_by_format(-v), -v));
    }

    proptest! {
        #[test]
        fn numbers_equal_the_formatting_they_replaced(bits in any::<u64>(), scale in -330i32..310) {
            // Any bit pattern (subnormals, huge and tiny values), and values near each decimal
            // exponent where positional and scientific notation meet.
            let near = 10f64.powi(scale) * (1.0 + (bits % 1000) as f64 / 1000.0);
            for v in [f64::from_bits(bits), near, -near, near.round()] {
                let mut out = String::new();
                number(&mut out, v);
                let reference = number_by_format(v);
                prop_assert!(
                    out == reference || tie_rounded_to_even(&out, &reference, v),
                    "{} against {} for {:e}", out, reference, v
                );
                if v.is_finite() {
                    prop_assert_eq!(out.parse::<f64>().unwrap().to_bits(), v.to_bits());
                }
            }
        }

        #[test]
        fn every_name_reads_back_from_its_field(s in "[\\PC\\r\\n\\t,\"\u{0}\u{7}\u{9b}]*") {
            let written = one(&s);
            let fields = parse(&written);
            prop_assert_eq!(fields.len(), 1);
            let formula = s.starts_with(['=', '+', '-', '@', '\t', '\r']);
            let shown: String = s
                .chars()
                .map(|c| if crate::i18n::spans::unprintable(c) { '\u{FFFD}' } else { c })
                .collect();
            let expected = if formula { format!("'{shown}") } else { shown };
            prop_assert_eq!(&fields[0], &expected);
        }
    }
}
