//! Stage 4, render: the facts of a run that open both the deck's cover and the print page's
//! title page (run date and CPU, who is compared with whom, the shape of the matrix), as
//! language-neutral texts from the [`RunModel`].

use crate::document::text::{data, msg, msg_with, n, t, value, Text, Value};
use crate::model::RunModel;

/// "<date of run start> · <CPU>".
pub fn kicker(m: &RunModel) -> Text {
    let env = &m.environment;
    let date = match m.run.started_at_epoch.and_then(utc_date) {
        Some(d) => msg_with("deck-cover-date", vec![("date", t(data(d)))]),
        None => msg("deck-cover-date-unknown"),
    };
    let cpu = env
        .cpu_model
        .clone()
        .map_or(msg("deck-cover-cpu-unknown"), data);
    msg_with(
        "deck-cover-kicker",
        vec![("date", t(date)), ("cpu", t(cpu))],
    )
}

/// Every scheme but the subject, in the model's order.
pub fn baseline_names(m: &RunModel) -> Vec<String> {
    m.schemes
        .iter()
        .filter(|s| Some(s.as_str()) != m.subject.as_deref())
        .cloned()
        .collect()
}

/// "Compared with N baselines: a, b, c" and who the subject is.
pub fn baselines(m: &RunModel) -> Text {
    let names = baseline_names(m);
    let subject = m.subject.clone().map_or(msg("subject-unknown"), data);
    msg_with(
        "deck-cover-baselines",
        vec![
            ("subject", t(subject)),
            ("count", n(names.len() as f64)),
            (
                "names",
                t(Text::List(names.into_iter().map(data).collect())),
            ),
        ],
    )
}

/// "96 units · concurrency 1, 4, 16, 64 · body tiers 40, 300 µs": the shape of the matrix.
pub fn matrix(m: &RunModel) -> Text {
    let list = |v: Vec<Text>| t(Text::List(v));
    msg_with(
        "deck-cover-facts",
        vec![
            ("units", n(m.run.unit_count as f64)),
            (
                "concurrencies",
                list(
                    m.concurrencies
                        .iter()
                        .map(|c| value(Value::Count(*c)))
                        .collect(),
                ),
            ),
            (
                "tiers",
                list(m.tiers_us.iter().map(|x| value(Value::Tier(*x))).collect()),
            ),
        ],
    )
}

/// `YYYY-MM-DD` of a Unix time, in UTC (days-to-civil, proleptic Gregorian).
pub fn utc_date(epoch: f64) -> Option<String> {
    if !epoch.is_finite() {
        return None;
    }
    let days = (epoch / 86_400.0).floor() as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    Some(format!("{year:04}-{month:02}-{day:02}"))
}

#[cfg(test)]
mod tests {
    use super::utc_date;

    #[test]
    fn dates_are_utc() {
        assert_eq!(utc_date(0.0).unwrap(), "1970-01-01");
        assert_eq!(utc_date(1_790_000_000.0).unwrap(), "2026-09-21");
        assert_eq!(utc_date(951_782_400.0).unwrap(), "2000-02-29");
    }
}
