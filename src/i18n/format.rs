//! Locale-aware number formatting. The digits and rounding are decided here; the decimal mark,
//! the grouping separator and every unit word come from the locale file (see `locales/en.ftl`,
//! section "Numbers and units").

/// A value pattern such as `{ $value } µs`, split around the value.
#[derive(Debug, Clone, Default)]
pub struct Pattern {
    pub prefix: String,
    pub suffix: String,
}

impl Pattern {
    pub fn apply(&self, value: &str) -> String {
        format!("{}{}{}", self.prefix, value, self.suffix)
    }

    /// The pattern with its spaces made non-breaking, so that no line ever breaks between a
    /// number and its unit ("280.13 µs" never wraps into "280.13" / "µs").
    pub fn non_breaking(self) -> Pattern {
        Pattern {
            prefix: self.prefix.replace(' ', NBSP),
            suffix: self.suffix.replace(' ', NBSP),
        }
    }

    /// The unit word of the pattern ("µs", "tasks/s"), when it has one.
    fn unit(&self) -> Option<&str> {
        let u = self.suffix.trim_matches(|c: char| c.is_whitespace());
        (!u.is_empty()).then_some(u)
    }
}

/// The no-break space that binds a number to its unit.
const NBSP: &str = "\u{a0}";

/// Separators and unit patterns of one locale.
#[derive(Debug, Clone, Default)]
pub struct NumberStyle {
    pub decimal: String,
    pub group: String,
    pub seconds: Pattern,
    pub milliseconds: Pattern,
    pub microseconds: Pattern,
    pub percent: Pattern,
    pub multiple: Pattern,
    pub rate: Pattern,
    /// What a value that is not a number reads as (never the token "NaN").
    pub not_a_number: String,
    pub infinity: String,
    pub minus_infinity: String,
}

impl NumberStyle {
    /// `v` rounded to `digits` decimals, with the locale's marks; grouping optional.
    pub fn fixed(&self, v: f64, digits: usize, grouping: bool) -> String {
        if !v.is_finite() {
            return self.non_finite(v);
        }
        let text = format!("{:.*}", digits, v.abs());
        let (int, frac) = match text.split_once('.') {
            Some((i, f)) => (i, Some(f)),
            None => (text.as_str(), None),
        };
        let negative = v < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0');
        let mut out = String::new();
        if negative {
            out.push('-');
        }
        out.push_str(&if grouping {
            self.group_digits(int)
        } else {
            int.to_string()
        });
        if let Some(f) = frac {
            out.push_str(&self.decimal);
            out.push_str(f);
        }
        out
    }

    fn group_digits(&self, int: &str) -> String {
        let mut out = String::new();
        for (i, ch) in int.chars().enumerate() {
            if i > 0 && (int.len() - i) % 3 == 0 {
                out.push_str(&self.group);
            }
            out.push(ch);
        }
        out
    }

    /// An integer count with grouping.
    pub fn count(&self, n: i64) -> String {
        let digits = self.group_digits(&n.unsigned_abs().to_string());
        if n < 0 {
            format!("-{digits}")
        } else {
            digits
        }
    }

    /// A duration in seconds, in the unit chosen on its absolute value: seconds with 3
    /// decimals from 1 s, milliseconds with 3 decimals from 1 ms, else microseconds with 2.
    pub fn duration(&self, seconds: f64) -> String {
        if !seconds.is_finite() {
            return self.non_finite(seconds);
        }
        let a = seconds.abs();
        if a >= 1.0 {
            self.seconds.apply(&self.fixed(seconds, 3, true))
        } else if a >= 1e-3 {
            self.milliseconds.apply(&self.fixed(seconds * 1e3, 3, true))
        } else {
            self.microseconds.apply(&self.fixed(seconds * 1e6, 2, true))
        }
    }

    /// The locale's words for a value that is not a finite number; no unit is attached, so
    /// nothing reads as "NaN%".
    pub fn non_finite(&self, v: f64) -> String {
        let word = if v.is_nan() {
            &self.not_a_number
        } else if v > 0.0 {
            &self.infinity
        } else {
            &self.minus_infinity
        };
        if word.is_empty() {
            // A locale file without the words still must not print a token.
            "\u{FFFD}".to_string()
        } else {
            word.clone()
        }
    }

    /// A whole number of microseconds (the attribution sentences round to 1 µs).
    pub fn microseconds_whole(&self, seconds: f64, signed: bool) -> String {
        if !seconds.is_finite() {
            return self.non_finite(seconds);
        }
        let v = self.fixed(seconds * 1e6, 0, true);
        let v = if signed && !v.starts_with('-') {
            format!("+{v}")
        } else {
            v
        };
        self.microseconds.apply(&v)
    }

    pub fn percent(&self, fraction: f64, digits: usize) -> String {
        if !fraction.is_finite() {
            return self.non_finite(fraction);
        }
        self.percent
            .apply(&self.fixed(fraction * 100.0, digits, true))
    }

    pub fn multiple(&self, x: f64) -> String {
        self.multiple_digits(x, 2)
    }

    pub fn multiple_digits(&self, x: f64, digits: usize) -> String {
        if !x.is_finite() {
            return self.non_finite(x);
        }
        self.multiple.apply(&self.fixed(x, digits, true))
    }

    /// Tasks per second, one decimal, grouped, with the locale's unit.
    pub fn rate(&self, per_second: f64) -> String {
        if !per_second.is_finite() {
            return self.non_finite(per_second);
        }
        self.rate.apply(&self.fixed(per_second, 1, true))
    }

    /// A raw float with every digit (Rust's shortest round-trip form). Magnitudes below a
    /// millionth or from 10^16 on are written as `m × 10ⁿ` rather than as a run of zeros that
    /// nobody can count ("0.0000000000000008157…" is `8.157… × 10⁻¹⁶`).
    pub fn raw(&self, v: f64) -> String {
        if !v.is_finite() {
            return self.non_finite(v);
        }
        let a = v.abs();
        if a != 0.0 && !(1e-6..1e16).contains(&a) {
            return self.exponent_form(&format!("{v:e}"));
        }
        format!("{v}").replace('.', &self.decimal)
    }

    /// `v` to `digits` significant digits; below a thousandth or from a million on as
    /// `m × 10ⁿ` (`8.16 × 10⁻¹⁶`), as [`raw`](Self::raw) writes exponents.
    pub fn significant(&self, v: f64, digits: usize) -> String {
        if !v.is_finite() {
            return self.non_finite(v);
        }
        let digits = digits.max(1);
        let a = v.abs();
        if a == 0.0 {
            return "0".to_string();
        }
        if !(1e-3..1e6).contains(&a) {
            return self.exponent_form(&format!("{v:.*e}", digits - 1));
        }
        let decimals = (digits as i32 - 1 - a.log10().floor() as i32).max(0) as usize;
        self.fixed(v, decimals, false)
    }

    /// Rust's `1.5e-9` as `1.5 × 10⁻⁹`, with this locale's decimal mark.
    fn exponent_form(&self, e: &str) -> String {
        let (mantissa, exponent) = e.split_once('e').unwrap_or((e, "0"));
        format!(
            "{}{NBSP}×{NBSP}10{}",
            mantissa.replace('.', &self.decimal),
            superscript(exponent)
        )
    }

    /// Binds every number in `text` that is followed by a space and one of this locale's unit
    /// words to that unit with a no-break space (messages such as `{ $tier } µs`).
    pub fn bind_units(&self, text: &str) -> String {
        let units: Vec<&str> = [
            &self.seconds,
            &self.milliseconds,
            &self.microseconds,
            &self.percent,
            &self.multiple,
            &self.rate,
        ]
        .iter()
        .filter_map(|p| p.unit())
        .collect();
        if units.is_empty() || !text.contains(' ') {
            return text.to_string();
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(i) = rest.find(' ') {
            let (before, after) = (&rest[..i], &rest[i + 1..]);
            out.push_str(before);
            let digit_before = before
                .chars()
                .next_back()
                .is_some_and(|c| c.is_ascii_digit());
            let unit_after = units.iter().any(|u| {
                after.strip_prefix(u).is_some_and(|tail| {
                    !tail.starts_with(|c: char| c.is_alphanumeric() || c == '_')
                })
            });
            out.push_str(if digit_before && unit_after {
                NBSP
            } else {
                " "
            });
            rest = after;
        }
        out.push_str(rest);
        out
    }

    /// A body tier in microseconds, as a label: integral tiers print without decimals or
    /// grouping (like `{:g}`), others with the shortest exact decimals.
    pub fn tier(&self, us: f64) -> String {
        if !us.is_finite() {
            return self.non_finite(us);
        }
        if us.fract() == 0.0 && us.abs() < 1e15 {
            return format!("{}", us as i64);
        }
        format!("{us}").replace('.', &self.decimal)
    }
}

/// `-16` as `⁻¹⁶`.
fn superscript(exponent: &str) -> String {
    exponent
        .chars()
        .map(|c| match c {
            '-' => '⁻',
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            '9' => '⁹',
            other => other,
        })
        .collect()
}

/// `YYYY-MM-DD HH:MM UTC` of a Unix time (proleptic Gregorian, no time-zone database needed).
pub fn utc_minutes(epoch: f64) -> String {
    let secs = epoch.floor() as i64;
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        rem / 3600,
        rem % 3600 / 60
    )
}

/// Howard Hinnant's days-to-civil algorithm.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utc_formatting() {
        assert_eq!(utc_minutes(1791650986.02), "2026-10-10 16:49 UTC");
        assert_eq!(utc_minutes(0.0), "1970-01-01 00:00 UTC");
    }

    fn style() -> NumberStyle {
        let p = |prefix: &str, suffix: &str| Pattern {
            prefix: prefix.into(),
            suffix: suffix.into(),
        };
        NumberStyle {
            decimal: ".".into(),
            group: ",".into(),
            seconds: p("", " s"),
            milliseconds: p("", " ms"),
            microseconds: p("", " µs"),
            percent: p("", "%"),
            multiple: p("", "x"),
            rate: p("", " tasks/s"),
            not_a_number: "not a number".into(),
            infinity: "infinite".into(),
            minus_infinity: "minus infinite".into(),
        }
    }

    #[test]
    fn no_value_ever_reads_as_a_nan_token() {
        let s = style();
        for v in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
            for text in [
                s.percent(v, 1),
                s.multiple(v),
                s.rate(v),
                s.duration(v),
                s.raw(v),
                s.tier(v),
                s.microseconds_whole(v, true),
            ] {
                assert!(
                    !text.contains("NaN") && !text.contains('%') && !text.contains('x'),
                    "{text}"
                );
            }
        }
        assert_eq!(s.percent(f64::NAN, 1), "not a number");
    }

    #[test]
    fn durations_pick_the_unit_on_the_absolute_value() {
        let s = style();
        assert_eq!(s.duration(-0.00510328), "-5.103 ms");
        assert_eq!(s.duration(0.00015105), "151.05 µs");
        assert_eq!(s.duration(1.5), "1.500 s");
        assert_eq!(s.duration(-0.0000004), "-0.40 µs");
        assert_eq!(s.duration(0.0), "0.00 µs");
    }

    #[test]
    fn grouping_and_rounding() {
        let s = style();
        assert_eq!(s.rate(700311.84), "700,311.8 tasks/s");
        assert_eq!(s.count(1234567), "1,234,567");
        assert_eq!(s.fixed(-0.0001, 2, true), "0.00");
        assert_eq!(s.percent(0.1990, 1), "19.9%");
        assert_eq!(s.tier(40.0), "40");
        assert_eq!(s.tier(10000.0), "10000");
        assert_eq!(s.tier(2.5), "2.5");
        assert_eq!(s.multiple(2.3125), "2.31x");
        assert_eq!(s.microseconds_whole(0.0000334, true), "+33 µs");
    }

    #[test]
    fn tiny_and_huge_raw_values_get_an_exponent_with_every_digit() {
        let s = style();
        assert_eq!(
            s.raw(8.157178310862313e-16),
            "8.157178310862313\u{a0}×\u{a0}10⁻¹⁶"
        );
        assert_eq!(s.raw(0.000040125), "0.000040125");
        assert_eq!(s.raw(0.0), "0");
        assert_eq!(s.raw(-2.5e20), "-2.5\u{a0}×\u{a0}10²⁰");
    }

    #[test]
    fn derived_quantities_keep_three_significant_digits() {
        let s = style();
        assert_eq!(
            s.significant(8.157178310862313e-16, 3),
            "8.16\u{a0}×\u{a0}10⁻¹⁶"
        );
        assert_eq!(s.significant(0.012345, 3), "0.0123");
        assert_eq!(s.significant(1.5, 3), "1.50");
        assert_eq!(s.significant(0.0, 3), "0");
        assert_eq!(s.significant(-2.5e-9, 3), "-2.50\u{a0}×\u{a0}10⁻⁹");
    }

    #[test]
    fn numbers_stay_with_their_units() {
        let mut s = style();
        s.microseconds = s.microseconds.clone().non_breaking();
        assert_eq!(s.duration(0.00028013), "280.13\u{a0}µs");
        assert_eq!(
            s.bind_units("a 40 µs body, 2 s, 4 stops, x µs"),
            "a 40\u{a0}µs body, 2\u{a0}s, 4 stops, x µs"
        );
    }
}
