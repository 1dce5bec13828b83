//! External-command adapters (docs/runner-protocol.md): builds the command and its
//! `BENCH_RUN_*` environment, and parses the JSON lines the program prints into measured rounds
//! or verification markers. Malformed output is an error naming the line and what was expected.

use std::path::Path;
use std::process::Command;

use serde::Deserialize;
use serde_json::{Map, Value};

use crate::archive::{BodyInfo, Round};
use crate::body::CHECKSUM_MAX;
use crate::child::MARKERS;
use crate::matrix::AdapterEntry;

/// Version of the line protocol, passed as `BENCH_RUN_PROTOCOL`.
pub const PROTOCOL_VERSION: &str = "1";

/// What the runner asks of the program.
#[derive(Debug, Clone, Copy)]
pub enum Request {
    Measure {
        concurrency: u32,
        tier_us: f64,
        warmup_rounds: u32,
        measured_rounds: u32,
    },
    Verify,
}

/// The command for `entry` (which must be external), run in `base_dir`.
pub fn command(entry: &AdapterEntry, base_dir: &Path, request: Request) -> Command {
    let argv = entry.command.as_deref().unwrap_or_default();
    let mut cmd = Command::new(&argv[0]);
    cmd.args(&argv[1..]).current_dir(base_dir).envs(&entry.env);
    cmd.env("BENCH_RUN_PROTOCOL", PROTOCOL_VERSION)
        .env("BENCH_RUN_ADAPTER", &entry.name);
    match request {
        Request::Measure {
            concurrency,
            tier_us,
            warmup_rounds,
            measured_rounds,
        } => {
            cmd.env("BENCH_RUN_MODE", "measure")
                .env("BENCH_RUN_CONCURRENCY", concurrency.to_string())
                .env("BENCH_RUN_TIER_US", tier_us.to_string())
                .env("BENCH_RUN_WARMUP_ROUNDS", warmup_rounds.to_string())
                .env("BENCH_RUN_MEASURED_ROUNDS", measured_rounds.to_string());
        }
        Request::Verify => {
            let markers: Vec<String> = MARKERS.iter().map(u64::to_string).collect();
            cmd.env("BENCH_RUN_MODE", "verify")
                .env("BENCH_RUN_CONCURRENCY", MARKERS.len().to_string())
                .env("BENCH_RUN_MARKERS", markers.join(","));
        }
    }
    cmd
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RoundLine {
    round: u32,
    batch: usize,
    wall_seconds: f64,
    body_seconds: Vec<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct BodyLine {
    body: BodyInfo,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct MarkersLine {
    markers: Vec<f64>,
}

/// Parses measure-mode output: one `body` line and `warmup + measured` round lines numbered
/// 0, 1, … in order. Returns the body info and the measured rounds, re-numbered from 0.
pub fn parse_measure(
    stdout: &str,
    warmup: u32,
    measured: u32,
) -> Result<(BodyInfo, Vec<Round>), String> {
    let mut body = None;
    let mut rounds = Vec::new();
    for (line_no, object) in objects(stdout)? {
        let at = |e: serde_json::Error| format!("stdout line {line_no}: {e}");
        if object.contains_key("round") {
            let line: RoundLine = serde_json::from_value(Value::Object(object)).map_err(at)?;
            let expected = rounds.len();
            if line.round as usize != expected {
                return Err(format!(
                    "stdout line {line_no}: expected round {expected}, got {}",
                    line.round
                ));
            }
            rounds.push(line);
        } else if object.contains_key("body") {
            let line: BodyLine = serde_json::from_value(Value::Object(object)).map_err(at)?;
            if line.body.iterations > CHECKSUM_MAX || line.body.checksum > CHECKSUM_MAX {
                return Err(format!(
                    "stdout line {line_no}: body numbers must be below 2^53"
                ));
            }
            if body.replace(line.body).is_some() {
                return Err(format!("stdout line {line_no}: a second `body` line"));
            }
        } else {
            return Err(format!(
                "stdout line {line_no}: expected a `round` or `body` object"
            ));
        }
    }
    let body =
        body.ok_or("no `body` line on stdout: print {\"body\":{\"iterations\":N,\"checksum\":N}}")?;
    let total = (warmup + measured) as usize;
    if rounds.len() != total {
        return Err(format!(
            "expected {total} round lines ({warmup} warm-up + {measured} measured), got {}",
            rounds.len()
        ));
    }
    let measured_rounds = rounds
        .into_iter()
        .skip(warmup as usize)
        .zip(0..)
        .map(|(l, round)| Round {
            batch: l.batch,
            wall_seconds: l.wall_seconds,
            body_seconds: l.body_seconds,
            round,
        })
        .collect();
    Ok((body, measured_rounds))
}

/// Parses verify-mode output: exactly one `{"markers": [...]}` line. Returns the markers sorted.
pub fn parse_verify(stdout: &str) -> Result<Vec<f64>, String> {
    let objects = objects(stdout)?;
    let [(line_no, object)] = <[_; 1]>::try_from(objects)
        .map_err(|all: Vec<_>| format!("verify mode expects one JSON line, got {}", all.len()))?;
    let line: MarkersLine = serde_json::from_value(Value::Object(object))
        .map_err(|e| format!("stdout line {line_no}: {e}"))?;
    let mut markers = line.markers;
    if markers.iter().any(|m| !m.is_finite()) {
        return Err(format!(
            "stdout line {line_no}: markers must be finite numbers"
        ));
    }
    markers.sort_by(f64::total_cmp);
    Ok(markers)
}

/// A stdout line parsed as a JSON object, with its 1-based line number.
type NumberedObject = (usize, Map<String, Value>);

/// Non-blank stdout lines as JSON objects.
fn objects(stdout: &str) -> Result<Vec<NumberedObject>, String> {
    let mut out = Vec::new();
    for (index, line) in stdout.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<Value>(line) {
            Ok(Value::Object(object)) => out.push((index + 1, object)),
            _ => {
                let shown: String = line.chars().take(80).collect();
                return Err(format!(
                    "stdout line {} is not a JSON object: {shown:?}",
                    index + 1
                ));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const BODY: &str = r#"{"body":{"iterations":3,"checksum":42}}"#;

    fn round_line(i: u32) -> String {
        format!(r#"{{"round":{i},"batch":2,"wall_seconds":0.002,"body_seconds":[0.001,0.0009]}}"#)
    }

    #[test]
    fn measure_output_drops_warmups() {
        let text = [
            BODY.to_string(),
            round_line(0),
            String::new(),
            round_line(1),
            round_line(2),
        ]
        .join("\n");
        let (body, rounds) = parse_measure(&text, 1, 2).unwrap();
        assert_eq!(
            body,
            BodyInfo {
                iterations: 3,
                checksum: 42
            }
        );
        assert_eq!(rounds.iter().map(|r| r.round).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(rounds[0].body_seconds, [0.001, 0.0009]);
    }

    #[test]
    fn malformed_measure_output_names_the_line() {
        let garbage = format!("{BODY}\nhello\n");
        assert!(parse_measure(&garbage, 0, 1)
            .unwrap_err()
            .contains("stdout line 2 is not a JSON object"));
        let typo = format!("{BODY}\n{{\"round\":0,\"batch\":2,\"wall\":1,\"body_seconds\":[]}}");
        assert!(parse_measure(&typo, 0, 1).unwrap_err().contains("line 2"));
        let skipped = format!("{BODY}\n{}", round_line(1));
        assert!(parse_measure(&skipped, 0, 1)
            .unwrap_err()
            .contains("expected round 0"));
        let huge = format!(
            "{{\"body\":{{\"iterations\":1,\"checksum\":{}}}}}\n{}",
            1u64 << 60,
            round_line(0)
        );
        assert!(parse_measure(&huge, 0, 1).unwrap_err().contains("2^53"));
        assert!(parse_measure(&round_line(0), 0, 1)
            .unwrap_err()
            .contains("no `body` line"));
        let short = format!("{BODY}\n{}", round_line(0));
        assert!(parse_measure(&short, 1, 1)
            .unwrap_err()
            .contains("expected 2 round lines"));
    }

    #[test]
    fn verify_output_is_one_markers_line() {
        assert_eq!(
            parse_verify("{\"markers\":[1001,1000]}\n").unwrap(),
            [1000.0, 1001.0]
        );
        assert!(parse_verify("").unwrap_err().contains("got 0"));
        assert!(parse_verify("{\"marks\":[1]}")
            .unwrap_err()
            .contains("line 1"));
    }
}
