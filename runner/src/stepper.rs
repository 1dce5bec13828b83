//! One long-lived child process driven round by round over a pipe (protocol 2): it is started,
//! calibrates and prints its ready line, then runs one round each time the parent asks for one,
//! and exits when its stdin closes. This is how rounds of different units interleave while each
//! unit keeps its own process: between its rounds a child sleeps in a blocking read, so exactly
//! one child measures at a time. Every way a child can go wrong becomes a [`ChildFailure`].

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use crate::archive::BodyInfo;
use crate::external::{self, RoundLine, RoundRequest};
use crate::spawn::{self, ChildFailure};

/// Most stderr bytes kept while a child runs (only the tail is ever stored).
const STDERR_KEEP_BYTES: usize = 64 * 1024;
/// How long the parent waits for the last stderr bytes after a child ended.
const STDERR_GRACE: Duration = Duration::from_secs(1);

pub struct Stepper {
    child: Option<Child>,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    line_no: usize,
    stderr: Arc<Mutex<Vec<u8>>>,
    stderr_done: Receiver<()>,
    pid: u32,
    started: Instant,
    timeout: Duration,
}

impl Stepper {
    /// Starts `command` and waits (at most `timeout`) for its ready line.
    pub fn start(
        mut command: Command,
        timeout: Duration,
    ) -> Result<(Stepper, BodyInfo), ChildFailure> {
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        spawn::own_process_group(&mut command);
        let started = Instant::now();
        let mut child = command
            .spawn()
            .map_err(|e| ChildFailure::new(format!("cannot start child {command:?}: {e}"), ""))?;
        let pid = child.id();
        let lines = line_reader(child.stdout.take());
        let (stderr, stderr_done) = stderr_reader(child.stderr.take());
        let mut stepper = Stepper {
            stdin: child.stdin.take(),
            child: Some(child),
            lines,
            line_no: 0,
            stderr,
            stderr_done,
            pid,
            started,
            timeout,
        };
        let body = stepper.next_line("its ready line").and_then(|(line, no)| {
            external::parse_ready(&line, no).map_err(|e| stepper.malformed(&e))
        });
        match body {
            Ok(body) => Ok((stepper, body)),
            Err(failure) => {
                stepper.kill();
                Err(failure)
            }
        }
    }

    pub fn pid(&self) -> u32 {
        self.pid
    }

    /// Asks for round `index` and waits (at most the timeout) for its line.
    pub fn round(&mut self, index: u32, concurrency: u32) -> Result<RoundLine, ChildFailure> {
        let request = serde_json::to_string(&RoundRequest { round: index })
            .expect("a round request serialises");
        let sent = self
            .stdin
            .as_mut()
            .map(|stdin| writeln!(stdin, "{request}").and_then(|()| stdin.flush()));
        if !matches!(sent, Some(Ok(()))) {
            // The child is gone: its exit status says why.
            return Err(self.ended_early(&format!("round {index}")));
        }
        let (line, no) = self.next_line(&format!("round {index}"))?;
        external::parse_round(&line, no, index, concurrency).map_err(|e| self.malformed(&e))
    }

    /// Closes stdin and waits for a clean exit. Returns the child's lifetime, seconds.
    pub fn finish(mut self) -> Result<f64, ChildFailure> {
        drop(self.stdin.take());
        match self.wait(self.timeout) {
            Some(Ok(status)) if status.success() => Ok(self.started.elapsed().as_secs_f64()),
            Some(Ok(status)) => Err(self.failure(spawn::describe(status))),
            Some(Err(e)) => Err(self.failure(format!("cannot wait for child: {e}"))),
            None => {
                let failure = self.failure(format!(
                    "child did not exit within the {:.0} s limit after its last round and was killed",
                    self.timeout.as_secs_f64()
                ));
                self.kill();
                Err(failure)
            }
        }
    }

    /// Kills the child's whole process group and reaps it.
    pub fn kill(&mut self) {
        drop(self.stdin.take());
        if let Some(mut child) = self.child.take() {
            spawn::kill_group(self.pid);
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// The next non-blank stdout line and its 1-based number; `what` names what was awaited.
    fn next_line(&mut self, what: &str) -> Result<(String, usize), ChildFailure> {
        let deadline = Instant::now() + self.timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.line_no += 1;
                    if !line.trim().is_empty() {
                        return Ok((line, self.line_no));
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    self.kill();
                    return Err(self.failure(format!(
                        "child exceeded the {:.0} s limit waiting for {what} and was killed",
                        self.timeout.as_secs_f64()
                    )));
                }
                Err(RecvTimeoutError::Disconnected) => return Err(self.ended_early(what)),
            }
        }
    }

    /// The child closed stdout (or stdin) before answering: report its exit.
    fn ended_early(&mut self, what: &str) -> ChildFailure {
        let failure = match self.wait(Duration::from_secs(5)) {
            Some(Ok(status)) if !status.success() => self.failure(spawn::describe(status)),
            Some(Ok(_)) => self.failure(format!("child exited before printing {what}")),
            Some(Err(e)) => self.failure(format!("cannot wait for child: {e}")),
            None => self.failure(format!("child closed its stdout before printing {what}")),
        };
        self.kill();
        failure
    }

    /// Waits for the child to exit, at most `limit`; None on timeout.
    fn wait(&mut self, limit: Duration) -> Option<std::io::Result<std::process::ExitStatus>> {
        let child = self.child.as_mut()?;
        let deadline = Instant::now() + limit;
        loop {
            match child.try_wait() {
                Ok(Some(status)) => {
                    self.child = None;
                    return Some(Ok(status));
                }
                Ok(None) if Instant::now() >= deadline => return None,
                Ok(None) => thread::sleep(Duration::from_millis(2)),
                Err(e) => return Some(Err(e)),
            }
        }
    }

    fn malformed(&mut self, problem: &str) -> ChildFailure {
        self.kill();
        self.failure(format!("child printed malformed output: {problem}"))
    }

    /// A failure carrying the tail of the child's stderr (waiting briefly for its last bytes
    /// when the child has ended).
    fn failure(&self, error: String) -> ChildFailure {
        if self.child.is_none() {
            let _ = self.stderr_done.recv_timeout(STDERR_GRACE);
        }
        let bytes = self.stderr.lock().map(|b| b.clone()).unwrap_or_default();
        ChildFailure::new(error, &String::from_utf8_lossy(&bytes))
    }
}

impl Drop for Stepper {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Reads stdout line by line on its own thread; the channel closes at end of file.
fn line_reader(pipe: Option<impl Read + Send + 'static>) -> Receiver<String> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let Some(pipe) = pipe else { return };
        for line in BufReader::new(pipe).lines() {
            let Ok(line) = line else { return };
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    rx
}

/// Collects stderr on its own thread, keeping only the last bytes; signals when it ends.
fn stderr_reader(pipe: Option<impl Read + Send + 'static>) -> (Arc<Mutex<Vec<u8>>>, Receiver<()>) {
    let kept = Arc::new(Mutex::new(Vec::new()));
    let (done_tx, done_rx) = mpsc::channel();
    let sink = kept.clone();
    thread::spawn(move || {
        if let Some(mut pipe) = pipe {
            let mut chunk = [0u8; 4096];
            while let Ok(n) = pipe.read(&mut chunk) {
                if n == 0 {
                    break;
                }
                if let Ok(mut kept) = sink.lock() {
                    kept.extend_from_slice(&chunk[..n]);
                    let excess = kept.len().saturating_sub(STDERR_KEEP_BYTES);
                    kept.drain(..excess);
                }
            }
        }
        let _ = done_tx.send(());
    });
    (kept, done_rx)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    fn sh(script: &str) -> Command {
        let mut cmd = Command::new("sh");
        cmd.args(["-c", script]);
        cmd
    }

    /// A shell program speaking protocol 2: answers each request with a fixed round.
    const GOOD: &str = r#"
        echo '{"protocol":2,"body":{"iterations":1,"checksum":7}}'
        while read -r line; do
          n=$(echo "$line" | sed 's/[^0-9]//g')
          echo "{\"round\":$n,\"batch\":1,\"wall_seconds\":0.001,\"body_seconds\":[0.0009]}"
        done
    "#;

    #[test]
    fn drives_a_child_round_by_round() {
        let (mut s, body) = Stepper::start(sh(GOOD), Duration::from_secs(10)).unwrap();
        assert_eq!(body.checksum, 7);
        for i in 0..3 {
            assert_eq!(s.round(i, 1).unwrap().round, i);
        }
        assert!(s.finish().unwrap() > 0.0);
    }

    #[test]
    fn exits_signals_and_garbage_are_failures() {
        let fail = Stepper::start(sh("echo why >&2; exit 3"), Duration::from_secs(10))
            .err()
            .unwrap();
        assert_eq!(fail.error, "child exited with code 3");
        assert_eq!(fail.stderr, "why\n");
        let fail = Stepper::start(sh("kill -9 $$"), Duration::from_secs(10))
            .err()
            .unwrap();
        assert_eq!(fail.error, "child was killed by signal 9");
        let fail = Stepper::start(sh("echo not json; sleep 5"), Duration::from_secs(10))
            .err()
            .unwrap();
        assert!(
            fail.error.contains("malformed output") && fail.error.contains("line 1"),
            "{}",
            fail.error
        );
        let dies = GOOD.replace("while read", "exit 4; while read");
        let (mut s, _) = Stepper::start(sh(&dies), Duration::from_secs(10)).unwrap();
        assert_eq!(s.round(0, 1).unwrap_err().error, "child exited with code 4");
    }

    #[test]
    fn a_silent_child_is_killed_at_the_limit() {
        let start = Instant::now();
        let fail = Stepper::start(sh("sleep 30 & sleep 30; wait"), Duration::from_millis(300))
            .err()
            .unwrap();
        assert!(fail.error.contains("limit"), "{}", fail.error);
        assert!(start.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn a_non_zero_exit_after_the_last_round_fails_the_unit() {
        let script = GOOD.replace("done", "done; exit 5");
        let (mut s, _) = Stepper::start(sh(&script), Duration::from_secs(10)).unwrap();
        s.round(0, 1).unwrap();
        assert_eq!(s.finish().unwrap_err().error, "child exited with code 5");
    }
}
