//! The adapter line protocol (docs/runner-protocol.md, version 2), spoken by external programs
//! and by bench-run's own `unit` child alike: builds an external command and its `BENCH_RUN_*`
//! environment, and parses the JSON lines a program prints. Malformed output is an error naming
//! the stdout line and what was expected.

use std::path::Path;
use std::process::Command;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::archive::BodyInfo;
use crate::body::CHECKSUM_MAX;
use crate::child::MARKERS;
use crate::matrix::AdapterEntry;

/// Version of the line protocol, passed as `BENCH_RUN_PROTOCOL` and echoed in the ready line.
pub const PROTOCOL_VERSION: u32 = 2;

/// What the runner asks of the program.
#[derive(Debug, Clone, Copy)]
pub enum Request {
    /// Calibrate, print the ready line, then answer round requests on stdin until it closes.
    Measure {
        concurrency: u32,
        tier_us: f64,
        /// Rounds this process will be asked for (warm-ups + measured), for information.
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
    cmd.env("BENCH_RUN_PROTOCOL", PROTOCOL_VERSION.to_string())
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

/// The ready line: the program calibrated its body and waits for round requests.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReadyLine {
    pub protocol: u32,
    pub body: BodyInfo,
}

/// What the runner writes on the program's stdin to get one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundRequest {
    pub round: u32,
}

/// One round as the program reports it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundLine {
    pub round: u32,
    pub batch: usize,
    pub wall_seconds: f64,
    pub body_seconds: Vec<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct MarkersLine {
    markers: Vec<f64>,
}

/// Parses the first line of a measuring program: `{"protocol": 2, "body": {...}}`.
pub fn parse_ready(line: &str, line_no: usize) -> Result<BodyInfo, String> {
    let object = object(line, line_no)?;
    if !object.contains_key("protocol") && object.contains_key("body") {
        return Err(format!(
            "stdout line {line_no}: the ready line has no \"protocol\": {PROTOCOL_VERSION}; \
             a protocol 1 program runs every round at once and cannot be interleaved, so \
             update it to answer round requests on stdin (docs/runner-protocol.md)"
        ));
    }
    let ready: ReadyLine = serde_json::from_value(Value::Object(object))
        .map_err(|e| format!("stdout line {line_no}: expected the ready line: {e}"))?;
    if ready.protocol != PROTOCOL_VERSION {
        return Err(format!(
            "stdout line {line_no}: protocol {} is not supported; this runner speaks {PROTOCOL_VERSION}",
            ready.protocol
        ));
    }
    if ready.body.iterations > CHECKSUM_MAX || ready.body.checksum > CHECKSUM_MAX {
        return Err(format!(
            "stdout line {line_no}: body numbers must be below 2^53"
        ));
    }
    Ok(ready.body)
}

/// Parses the answer to round request `expected`: the round number, `batch` = `concurrency`,
/// one body sample per task and durations that are finite, ≥ 0 and < 1e6 seconds.
pub fn parse_round(
    line: &str,
    line_no: usize,
    expected: u32,
    concurrency: u32,
) -> Result<RoundLine, String> {
    let object = object(line, line_no)?;
    let round: RoundLine = serde_json::from_value(Value::Object(object))
        .map_err(|e| format!("stdout line {line_no}: expected round {expected}: {e}"))?;
    let at = |problem: String| format!("stdout line {line_no}: {problem}");
    if round.round != expected {
        return Err(at(format!(
            "expected round {expected}, got {}",
            round.round
        )));
    }
    if round.batch != concurrency as usize || round.body_seconds.len() != round.batch {
        return Err(at(format!(
            "round {expected}: expected batch {concurrency} with one body sample per task, got batch {} with {} samples",
            round.batch,
            round.body_seconds.len()
        )));
    }
    let ok = |x: f64| x.is_finite() && (0.0..1e6).contains(&x);
    if !ok(round.wall_seconds) || !round.body_seconds.iter().all(|&x| ok(x)) {
        return Err(at(format!(
            "round {expected}: durations must be finite, >= 0 and < 1e6 seconds"
        )));
    }
    Ok(round)
}

/// Parses verify-mode output: exactly one `{"markers": [...]}` line. Returns the markers sorted.
pub fn parse_verify(stdout: &str) -> Result<Vec<f64>, String> {
    let lines: Vec<(usize, &str)> = stdout
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| (i + 1, l))
        .collect();
    let [(line_no, line)] = <[_; 1]>::try_from(lines)
        .map_err(|all: Vec<_>| format!("verify mode expects one JSON line, got {}", all.len()))?;
    let parsed: MarkersLine = serde_json::from_value(Value::Object(object(line, line_no)?))
        .map_err(|e| format!("stdout line {line_no}: {e}"))?;
    let mut markers = parsed.markers;
    if markers.iter().any(|m| !m.is_finite()) {
        return Err(format!(
            "stdout line {line_no}: markers must be finite numbers"
        ));
    }
    markers.sort_by(f64::total_cmp);
    Ok(markers)
}

/// A stdout line as a JSON object.
fn object(line: &str, line_no: usize) -> Result<Map<String, Value>, String> {
    match serde_json::from_str::<Value>(line) {
        Ok(Value::Object(object)) => Ok(object),
        _ => {
            let shown: String = line.chars().take(80).collect();
            Err(format!(
                "stdout line {line_no} is not a JSON object: {shown:?}"
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const READY: &str = r#"{"protocol":2,"body":{"iterations":3,"checksum":42}}"#;

    fn round_line(i: u32) -> String {
        format!(r#"{{"round":{i},"batch":2,"wall_seconds":0.002,"body_seconds":[0.001,0.0009]}}"#)
    }

    #[test]
    fn ready_and_round_lines_parse() {
        assert_eq!(
            parse_ready(READY, 1).unwrap(),
            BodyInfo {
                iterations: 3,
                checksum: 42
            }
        );
        let round = parse_round(&round_line(4), 6, 4, 2).unwrap();
        assert_eq!(round.body_seconds, [0.001, 0.0009]);
    }

    #[test]
    fn a_protocol_1_program_is_told_to_update() {
        let v1 = r#"{"body":{"iterations":3,"checksum":42}}"#;
        let e = parse_ready(v1, 1).unwrap_err();
        assert!(e.contains("protocol 1") && e.contains("line 1"), "{e}");
        let e = parse_ready(&READY.replace(":2,", ":3,"), 1).unwrap_err();
        assert!(e.contains("protocol 3 is not supported"), "{e}");
    }

    #[test]
    fn malformed_lines_name_the_line_and_the_problem() {
        assert!(parse_ready("hello", 2)
            .unwrap_err()
            .contains("stdout line 2 is not a JSON object"));
        let huge = format!(
            r#"{{"protocol":2,"body":{{"iterations":1,"checksum":{}}}}}"#,
            1u64 << 60
        );
        assert!(parse_ready(&huge, 1).unwrap_err().contains("2^53"));
        assert!(parse_round(&round_line(1), 3, 0, 2)
            .unwrap_err()
            .contains("expected round 0, got 1"));
        assert!(parse_round(&round_line(0), 3, 0, 4)
            .unwrap_err()
            .contains("expected batch 4"));
        let typo = r#"{"round":0,"batch":2,"wall":1,"body_seconds":[]}"#;
        assert!(parse_round(typo, 3, 0, 2).unwrap_err().contains("line 3"));
        let negative = round_line(0).replace("0.002", "-1");
        assert!(parse_round(&negative, 3, 0, 2)
            .unwrap_err()
            .contains("finite"));
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
