//! Runs one child process with a wall-clock limit and captures its output. Every way a child can
//! go wrong (cannot start, non-zero exit, signal, timeout) becomes a [`ChildFailure`] value, so a
//! bad adapter yields a failed unit instead of taking the runner down.

use std::io::Read;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// How much of a failing child's stderr is kept, in characters (as zoo-bench keeps).
pub const STDERR_TAIL_CHARS: usize = 4000;

/// A child that exited with status 0.
#[derive(Debug)]
pub struct ChildOutput {
    /// Parent-side wall time, spawn included, seconds.
    pub elapsed_seconds: f64,
    pub stdout: String,
    pub stderr: String,
}

/// The `error` / `stderr` pair of a failed unit.
#[derive(Debug, Clone, PartialEq)]
pub struct ChildFailure {
    pub error: String,
    pub stderr: String,
}

impl ChildFailure {
    pub fn new(error: impl Into<String>, stderr: &str) -> ChildFailure {
        ChildFailure {
            error: error.into(),
            stderr: tail(stderr, STDERR_TAIL_CHARS),
        }
    }
}

/// Spawns `command` (stdin closed, stdout/stderr captured) and waits at most `timeout`.
pub fn run(mut command: Command, timeout: Duration) -> Result<ChildOutput, ChildFailure> {
    command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    own_process_group(&mut command);
    let start = Instant::now();
    let mut child = command
        .spawn()
        .map_err(|e| ChildFailure::new(format!("cannot start child {command:?}: {e}"), ""))?;
    let pid = child.id();
    let stdout = reader(child.stdout.take());
    let stderr = reader(child.stderr.take());
    // Waiting on a thread lets the parent time out precisely, without polling.
    let (done_tx, done_rx) = mpsc::channel();
    thread::spawn(move || {
        let _ = done_tx.send(child.wait());
    });
    let waited = done_rx.recv_timeout(timeout);
    let elapsed_seconds = start.elapsed().as_secs_f64();
    let timed_out = waited.is_err();
    if timed_out {
        kill_group(pid);
        let _ = done_rx.recv_timeout(Duration::from_secs(5));
    }
    let grace = Duration::from_secs(if timed_out { 1 } else { 30 });
    let stdout = stdout.recv_timeout(grace).unwrap_or_default();
    let stderr = stderr.recv_timeout(grace).unwrap_or_default();
    match waited {
        Err(_) => Err(ChildFailure::new(
            format!(
                "child exceeded the {:.0} s limit and was killed",
                timeout.as_secs_f64()
            ),
            &stderr,
        )),
        Ok(Err(e)) => Err(ChildFailure::new(
            format!("cannot wait for child: {e}"),
            &stderr,
        )),
        Ok(Ok(status)) if !status.success() => Err(ChildFailure::new(describe(status), &stderr)),
        Ok(Ok(_)) => Ok(ChildOutput {
            elapsed_seconds,
            stdout,
            stderr,
        }),
    }
}

/// Puts the child in its own process group, so a timeout kills the whole tree (grandchildren
/// included) and the terminal's Ctrl-C, which goes to the foreground group, never reaches it.
pub fn own_process_group(command: &mut Command) {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        command.process_group(0);
        // A Ctrl-C that lands between the start of the child and its move into its own group
        // reaches it too. Through posix_spawn (std's default) the child has default handlers in
        // that window and dies of the SIGINT; a pre_exec hook makes std fork instead, and a forked
        // child keeps the parent's handler (which only counts) until exec.
        // SAFETY: the hook does nothing, so it cannot break the post-fork restrictions.
        unsafe {
            command.pre_exec(|| Ok(()));
        }
    }
}

/// Reads a pipe to the end on its own thread (two pipes read in turn could deadlock).
fn reader(pipe: Option<impl Read + Send + 'static>) -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        let _ = tx.send(String::from_utf8_lossy(&bytes).into_owned());
    });
    rx
}

/// Plain-English description of a non-zero exit or a death by signal.
pub fn describe(status: ExitStatus) -> String {
    #[cfg(unix)]
    if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
        return format!("child was killed by signal {signal}");
    }
    match status.code() {
        Some(code) => format!("child exited with code {code}"),
        None => format!("child ended abnormally ({status})"),
    }
}

/// Kills the process group led by `pid` (the child and everything it started).
#[cfg(unix)]
pub fn kill_group(pid: u32) {
    // std has no killpg; the `kill` utility takes a negative pid as a process group.
    let _ = Command::new("kill")
        .args(["-KILL", "--", &format!("-{pid}")])
        .stderr(Stdio::null())
        .status();
}

#[cfg(not(unix))]
pub fn kill_group(_pid: u32) {}

/// The last `max_chars` characters of `text`.
pub fn tail(text: &str, max_chars: usize) -> String {
    let count = text.chars().count();
    text.chars().skip(count.saturating_sub(max_chars)).collect()
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    fn sh(script: &str) -> Command {
        let mut cmd = Command::new("sh");
        cmd.args(["-c", script]);
        cmd
    }

    #[test]
    fn captures_stdout_of_a_good_child() {
        let out = run(sh("echo hello; echo oops >&2"), Duration::from_secs(10)).unwrap();
        assert_eq!(out.stdout, "hello\n");
        assert_eq!(out.stderr, "oops\n");
        assert!(out.elapsed_seconds > 0.0);
    }

    #[test]
    fn non_zero_exit_and_signal_are_failures() {
        let fail = run(sh("echo why >&2; exit 3"), Duration::from_secs(10)).unwrap_err();
        assert_eq!(
            fail,
            ChildFailure {
                error: "child exited with code 3".into(),
                stderr: "why\n".into()
            }
        );
        let fail = run(sh("kill -9 $$"), Duration::from_secs(10)).unwrap_err();
        assert_eq!(fail.error, "child was killed by signal 9");
    }

    #[test]
    fn timeout_kills_the_child_and_its_children() {
        let start = Instant::now();
        let fail = run(sh("sleep 30 & sleep 30; wait"), Duration::from_millis(300)).unwrap_err();
        assert!(fail.error.contains("limit"), "{}", fail.error);
        assert!(start.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn missing_program_is_a_failure() {
        let fail = run(
            Command::new("/nonexistent/bench-run-test"),
            Duration::from_secs(1),
        )
        .unwrap_err();
        assert!(fail.error.contains("cannot start"), "{}", fail.error);
    }

    #[test]
    fn tail_keeps_the_last_characters() {
        assert_eq!(tail("abcdef", 3), "def");
        assert_eq!(tail("ab", 3), "ab");
        assert_eq!(tail("日本語", 2), "本語");
    }
}
