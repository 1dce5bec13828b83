//! Language-neutral text: message references with typed arguments, typed values and archive
//! strings. The i18n stage turns a [`Text`] into localized spans.

/// A number that the locale formats.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// A count, grouped (1,234).
    Count(i64),
    /// An identifier-like integer (a pid), never grouped.
    Id(i64),
    /// A duration in seconds; the unit is chosen on the absolute value.
    Duration(f64),
    /// A duration rounded to whole microseconds, optionally with an explicit sign.
    Micros { seconds: f64, signed: bool },
    /// A fraction shown as a percentage with `digits` decimals.
    Percent { fraction: f64, digits: usize },
    /// A multiple such as 2.31x.
    Multiple(f64),
    /// A multiple with more decimals (interval bounds near parity: 0.993x).
    MultipleFine(f64),
    /// A body tier in microseconds, shown as a label (no unit).
    Tier(f64),
    /// Tasks per second.
    Rate(f64),
    /// A plain decimal number.
    Decimal { value: f64, digits: usize },
    /// A raw archive float, every digit kept (shortest exact representation).
    Raw(f64),
    /// A derived quantity (a relative difference) to three significant digits: its size
    /// matters, not its last digit.
    Significant(f64),
}

/// A message id with its arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Msg {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A number the message may select on (plurals) and shows with `COUNT()`.
    Num(f64),
    /// A keyword the message selects on (`yes`, `no`); never shown.
    Key(&'static str),
    Text(Text),
}

/// Text before localization.
#[derive(Debug, Clone, PartialEq)]
pub enum Text {
    Msg(Msg),
    Value(Value),
    /// Data from the archive (names, paths): shown as is, escaped, never translated.
    Data(String),
    /// Data shown as code.
    Code(String),
    /// An archive string that is a message key (translated) or legacy prose (shown quoted and
    /// marked untranslated), with the archive's own parameters.
    Archive {
        value: String,
        params: serde_json::Map<String, serde_json::Value>,
    },
    Strong(Box<Text>),
    /// Concatenation.
    Seq(Vec<Text>),
    /// An enumeration joined with the locale's list separator.
    List(Vec<Text>),
    /// Clauses joined with the locale's clause separator.
    Clauses(Vec<Text>),
    /// The locale's empty-cell marker.
    Empty,
    /// `text` as a link to `href` (a site-relative address decided by the site stage).
    Link {
        href: String,
        text: Box<Text>,
    },
}

/// Shorthand for a message without arguments.
pub fn msg(id: &'static str) -> Text {
    Text::Msg(Msg { id, args: vec![] })
}

/// Shorthand for a message with arguments.
pub fn msg_with(id: &'static str, args: Vec<(&'static str, Arg)>) -> Text {
    Text::Msg(Msg { id, args })
}

pub fn data(s: impl Into<String>) -> Text {
    Text::Data(s.into())
}

pub fn archive(s: impl Into<String>) -> Text {
    Text::Archive {
        value: s.into(),
        params: Default::default(),
    }
}

pub fn value(v: Value) -> Text {
    Text::Value(v)
}

pub fn strong(t: Text) -> Text {
    Text::Strong(Box::new(t))
}

/// `Arg::Text` from anything that becomes a [`Text`].
pub fn t(text: Text) -> Arg {
    Arg::Text(text)
}

pub fn n(v: impl Into<f64>) -> Arg {
    Arg::Num(v.into())
}

/// Optional data, or the empty marker.
pub fn data_or_empty(s: Option<&str>) -> Text {
    match s {
        Some(s) if !s.is_empty() => data(s),
        _ => Text::Empty,
    }
}

/// A selector keyword argument.
pub fn key(k: &'static str) -> Arg {
    Arg::Key(k)
}

/// `yes` / `no` / `unknown` for a selector.
pub fn yes_no(b: Option<bool>) -> Arg {
    Arg::Key(match b {
        Some(true) => "yes",
        Some(false) => "no",
        None => "unknown",
    })
}
