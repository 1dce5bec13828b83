//! The hidden `unit` subcommand: runs inside a child process and speaks the same line protocol
//! as an external adapter (docs/runner-protocol.md, version 2). In measure mode it builds the
//! built-in executor, prints its ready line, then runs one round per request read from stdin
//! until stdin closes; in verify mode it prints the markers its tasks returned.

use std::io::{BufRead, Write};
use std::sync::Arc;
use std::time::Instant;

use anyhow::{bail, Context};
use serde::{Deserialize, Serialize};

use crate::adapters::{self, Job, Options, TaskReport};
use crate::archive::BodyInfo;
use crate::body;
use crate::external::{ReadyLine, RoundLine, RoundRequest, PROTOCOL_VERSION};

/// The markers verification expects back, one per task (archive-format.md 2.3).
pub const MARKERS: [u64; 4] = [1000, 1001, 1002, 1003];

/// What the parent asks a child to do (passed as JSON in `--spec`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChildSpec {
    pub mode: Mode,
    pub adapter: String,
    pub options: Options,
    pub concurrency: u32,
    /// Calibrated body iterations (the parent calibrates once so every adapter runs equal work).
    pub iterations: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    Measure,
    Verify,
}

/// Entry point of `bench-run unit --spec JSON`.
pub fn main(spec_json: &str) -> anyhow::Result<()> {
    let spec: ChildSpec =
        serde_json::from_str(spec_json).context("`unit --spec` is not a valid unit spec")?;
    let stdout = std::io::stdout();
    match spec.mode {
        Mode::Measure => serve(&spec, std::io::stdin().lock(), stdout.lock()),
        Mode::Verify => {
            let markers = verify(&spec)?;
            let line = serde_json::json!({ "markers": markers });
            writeln!(stdout.lock(), "{line}").context("cannot write to stdout")
        }
    }
}

/// Measure mode: the ready line, then one round per request line until `input` ends.
fn serve(spec: &ChildSpec, input: impl BufRead, mut output: impl Write) -> anyhow::Result<()> {
    let executor = adapters::build(&spec.adapter, spec.concurrency as usize, spec.options)
        .map_err(anyhow::Error::msg)?;
    let iterations = spec.iterations;
    let expected = body::run(iterations);
    let job: Job = Arc::new(move |_| {
        let (elapsed, checksum) = body::timed(iterations);
        TaskReport {
            body_seconds: elapsed.as_secs_f64(),
            output: checksum,
        }
    });
    let ready = ReadyLine {
        protocol: PROTOCOL_VERSION,
        body: BodyInfo {
            iterations,
            checksum: expected,
        },
    };
    let mut emit = |line: String| -> anyhow::Result<()> {
        writeln!(output, "{line}")
            .and_then(|()| output.flush())
            .context("cannot write to stdout (the runner went away)")
    };
    emit(serde_json::to_string(&ready)?)?;
    let batch = spec.concurrency as usize;
    for line in input.lines() {
        let line = line.context("cannot read a round request from stdin")?;
        if line.trim().is_empty() {
            continue;
        }
        let request: RoundRequest = serde_json::from_str(&line)
            .with_context(|| format!("not a round request: {line:?}"))?;
        let start = Instant::now();
        let reports = executor.run_batch(&job, batch);
        let wall_seconds = start.elapsed().as_secs_f64();
        if reports.len() != batch || reports.iter().any(|r| r.output != expected) {
            bail!(
                "round {}: tasks did not all return the body checksum {expected}",
                request.round
            );
        }
        let round = RoundLine {
            round: request.round,
            batch,
            wall_seconds,
            body_seconds: reports.iter().map(|r| r.body_seconds).collect(),
        };
        emit(serde_json::to_string(&round)?)?;
    }
    Ok(())
}

/// Verify mode: one task per marker; each runs a real body, then returns its own marker.
fn verify(spec: &ChildSpec) -> anyhow::Result<Vec<f64>> {
    let executor =
        adapters::build(&spec.adapter, MARKERS.len(), spec.options).map_err(anyhow::Error::msg)?;
    let iterations = spec.iterations;
    let job: Job = Arc::new(move |index| {
        let (elapsed, _) = body::timed(iterations);
        TaskReport {
            body_seconds: elapsed.as_secs_f64(),
            output: MARKERS[0] + index as u64,
        }
    });
    let reports = executor.run_batch(&job, MARKERS.len());
    let mut observed: Vec<f64> = reports.iter().map(|r| r.output as f64).collect();
    observed.sort_by(f64::total_cmp);
    Ok(observed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::external::{parse_ready, parse_round};

    fn spec(mode: Mode, adapter: &str) -> ChildSpec {
        ChildSpec {
            mode,
            adapter: adapter.into(),
            options: Options::default(),
            concurrency: 2,
            iterations: 3,
        }
    }

    #[test]
    fn serves_one_round_per_request_in_the_external_protocol() {
        let input = "{\"round\":0}\n\n{\"round\":1}\n{\"round\":2}\n";
        let mut out = Vec::new();
        serve(
            &spec(Mode::Measure, "thread_pool"),
            input.as_bytes(),
            &mut out,
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "{text}");
        let body = parse_ready(lines[0], 1).unwrap();
        assert_eq!(body.checksum, body::run(3));
        for (i, line) in lines[1..].iter().enumerate() {
            let round = parse_round(line, i + 2, i as u32, 2).unwrap();
            assert_eq!(round.body_seconds.len(), 2);
        }
    }

    #[test]
    fn a_bad_request_stops_the_child() {
        let mut out = Vec::new();
        let err = serve(&spec(Mode::Measure, "inline"), "go\n".as_bytes(), &mut out).unwrap_err();
        assert!(
            format!("{err:#}").contains("not a round request"),
            "{err:#}"
        );
    }

    #[test]
    fn verify_returns_each_marker_once() {
        let observed = verify(&spec(Mode::Verify, "spawn_thread")).unwrap();
        assert_eq!(observed, [1000.0, 1001.0, 1002.0, 1003.0]);
    }
}
