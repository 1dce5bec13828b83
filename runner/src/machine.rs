//! How busy the machine is: load average, CPU frequency governor and current frequency (where
//! readable), and the other processes using CPU; a stable fingerprint of the machine; and
//! `--wait-quiet`, which waits for a quiet spell before measuring. Linux `/proc` and `/sys`;
//! anything unreadable is recorded as null, never guessed.

use std::collections::BTreeMap;
use std::hash::Hasher;
use std::path::Path;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::interrupt::Interrupt;

/// Length of the window over which other processes' CPU use is measured.
pub const BUSY_WINDOW: Duration = Duration::from_millis(250);
/// A process that used at least this share of one core during the window counts as busy.
pub const BUSY_CPU_SHARE: f64 = 0.10;
/// At most this many busy process names are recorded.
const MAX_NAMES: usize = 12;

/// A snapshot of the machine's state (`run.sessions[].machine_before` / `machine_after`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MachineState {
    pub sampled_at_epoch: f64,
    /// 1, 5 and 15 minute load averages (`/proc/loadavg`).
    pub load_average: Option<[f64; 3]>,
    /// Other processes that used at least 10 % of a core during a 0.25 s window.
    pub busy_processes: Option<usize>,
    /// Their command names (`/proc/<pid>/comm`), sorted, at most 12.
    pub busy_process_names: Vec<String>,
    /// Distinct `scaling_governor` values of the CPUs, sorted (null: no cpufreq).
    pub cpu_governors: Option<Vec<String>>,
    /// Current frequency of each logical CPU, MHz.
    pub cpu_mhz: Option<Vec<f64>>,
    /// Where `cpu_mhz` was read: `scaling_cur_freq` or `/proc/cpuinfo`.
    pub cpu_mhz_source: Option<String>,
}

impl MachineState {
    /// One-line description for the log.
    pub fn describe(&self) -> String {
        let load = self
            .load_average
            .map_or("unknown".to_string(), |l| format!("{:.2}", l[0]));
        let busy = match self.busy_processes {
            Some(0) => "none".to_string(),
            Some(n) => format!("{n} ({})", self.busy_process_names.join(", ")),
            None => "unknown".to_string(),
        };
        format!("load {load}, other busy processes: {busy}")
    }
}

/// Samples the machine; takes [`BUSY_WINDOW`] to measure the other processes' CPU use.
pub fn snapshot() -> MachineState {
    let busy = busy_processes(BUSY_WINDOW);
    let (cpu_mhz, cpu_mhz_source) = cpu_mhz();
    MachineState {
        sampled_at_epoch: crate::run::epoch_now(),
        load_average: load_average(),
        busy_processes: busy.as_ref().map(Vec::len),
        busy_process_names: busy.map(names).unwrap_or_default(),
        cpu_governors: governors(),
        cpu_mhz,
        cpu_mhz_source,
    }
}

fn names(mut busy: Vec<String>) -> Vec<String> {
    busy.sort();
    busy.dedup();
    busy.truncate(MAX_NAMES);
    busy
}

pub fn load_average() -> Option<[f64; 3]> {
    parse_loadavg(&std::fs::read_to_string("/proc/loadavg").ok()?)
}

fn parse_loadavg(text: &str) -> Option<[f64; 3]> {
    let mut fields = text.split_whitespace().map(|f| f.parse::<f64>().ok());
    Some([fields.next()??, fields.next()??, fields.next()??])
}

/// Command names of the other processes that used at least [`BUSY_CPU_SHARE`] of a core during
/// `window`; this process is left out. None where `/proc` cannot be read.
pub fn busy_processes(window: Duration) -> Option<Vec<String>> {
    let own = std::process::id();
    let before = cpu_times()?;
    std::thread::sleep(window);
    let after = cpu_times()?;
    let ticks_per_second = 100.0; // USER_HZ: the unit of /proc/<pid>/stat times on Linux
    let threshold = BUSY_CPU_SHARE * window.as_secs_f64() * ticks_per_second;
    Some(
        after
            .into_iter()
            .filter(|(pid, _)| *pid != own)
            .filter_map(|(pid, (name, ticks))| {
                let used = ticks.saturating_sub(before.get(&pid).map_or(0, |b| b.1));
                (used as f64 >= threshold).then_some(name)
            })
            .collect(),
    )
}

/// pid → (command name, user + system CPU ticks) of every process.
fn cpu_times() -> Option<BTreeMap<u32, (String, u64)>> {
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir("/proc").ok()?.flatten() {
        let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|n| n.parse::<u32>().ok())
        else {
            continue;
        };
        // A process may end between listing and reading: skip it.
        if let Some(parsed) = std::fs::read_to_string(entry.path().join("stat"))
            .ok()
            .and_then(|s| parse_stat(&s))
        {
            out.insert(pid, parsed);
        }
    }
    Some(out)
}

/// (comm, utime + stime) from a `/proc/<pid>/stat` line. The name is in parentheses and may
/// itself contain spaces and parentheses, so the fields are counted after the last `)`.
fn parse_stat(line: &str) -> Option<(String, u64)> {
    let open = line.find('(')?;
    let close = line.rfind(')')?;
    let name = line.get(open + 1..close)?.to_string();
    let rest: Vec<&str> = line.get(close + 1..)?.split_whitespace().collect();
    // rest[0] is field 3 (state); utime and stime are fields 14 and 15.
    let utime: u64 = rest.get(11)?.parse().ok()?;
    let stime: u64 = rest.get(12)?.parse().ok()?;
    Some((name, utime + stime))
}

fn cpu_dirs() -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir("/sys/devices/system/cpu") else {
        return Vec::new();
    };
    let mut dirs: Vec<(u32, std::path::PathBuf)> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let index = name.strip_prefix("cpu")?.parse().ok()?;
            Some((index, e.path()))
        })
        .collect();
    dirs.sort();
    dirs.into_iter().map(|(_, p)| p).collect()
}

fn read_trimmed(path: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_string())
}

fn governors() -> Option<Vec<String>> {
    let mut found: Vec<String> = cpu_dirs()
        .iter()
        .filter_map(|d| read_trimmed(&d.join("cpufreq/scaling_governor")))
        .collect();
    found.sort();
    found.dedup();
    (!found.is_empty()).then_some(found)
}

fn cpu_mhz() -> (Option<Vec<f64>>, Option<String>) {
    let sysfs: Vec<f64> = cpu_dirs()
        .iter()
        .filter_map(|d| read_trimmed(&d.join("cpufreq/scaling_cur_freq")))
        .filter_map(|khz| khz.parse::<f64>().ok())
        .map(|khz| khz / 1000.0)
        .collect();
    if !sysfs.is_empty() {
        return (Some(sysfs), Some("scaling_cur_freq".to_string()));
    }
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let mhz = parse_cpuinfo_mhz(&cpuinfo);
    if mhz.is_empty() {
        (None, None)
    } else {
        (Some(mhz), Some("/proc/cpuinfo".to_string()))
    }
}

fn parse_cpuinfo_mhz(cpuinfo: &str) -> Vec<f64> {
    cpuinfo
        .lines()
        .filter_map(|line| line.split_once(':'))
        .filter(|(key, _)| key.trim() == "cpu MHz")
        .filter_map(|(_, value)| value.trim().parse().ok())
        .collect()
}

/// `MemTotal` of `/proc/meminfo`, bytes.
pub fn memory_bytes() -> Option<u64> {
    parse_memtotal(&std::fs::read_to_string("/proc/meminfo").ok()?)
}

fn parse_memtotal(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// What the fingerprint hashes, in this order (`environment.hardware.fingerprint_of`).
pub const FINGERPRINT_OF: &str =
    "fnv1a64 of cpu_model, logical_cores, os.release and memory_bytes rounded to 256 MiB";

/// A stable identity of the machine for grouping runs: the same CPU model, core count, kernel
/// and memory give the same string on every run. Memory is rounded to 256 MiB because the
/// kernel's `MemTotal` can move by a few pages between boots.
pub fn fingerprint(
    cpu_model: Option<&str>,
    cores: Option<usize>,
    kernel: &str,
    memory: Option<u64>,
) -> String {
    const STEP: u64 = 256 << 20;
    let memory = memory.map(|m| (m + STEP / 2) / STEP * STEP);
    let text = format!(
        "cpu_model={}\nlogical_cores={}\nkernel={kernel}\nmemory_bytes={}\n",
        cpu_model.unwrap_or(""),
        cores.map_or(String::new(), |c| c.to_string()),
        memory.map_or(String::new(), |m| m.to_string()),
    );
    let mut hasher = fnv::FnvHasher::default();
    hasher.write(text.as_bytes());
    format!("fnv1a64:{:016x}", hasher.finish())
}

/// When the machine counts as quiet, and how long to wait for it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct QuietRule {
    /// Largest 1-minute load average that counts as quiet.
    pub max_load: f64,
    /// How long the machine must stay quiet before measuring starts.
    pub spell: Duration,
    /// Longest total wait of a session; after it the run goes ahead and says so.
    pub timeout: Duration,
}

/// `run.sessions[].wait_quiet`: the rule and what happened.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuietRecord {
    pub max_load_1min: f64,
    pub max_busy_processes: usize,
    pub spell_seconds: f64,
    pub timeout_seconds: f64,
    /// Total time this session waited, seconds.
    pub waited_seconds: f64,
    /// False when the timeout ran out before every wait found a quiet spell.
    pub reached: bool,
    /// How many times the runner found the machine busy and waited (before the run and
    /// before cells).
    pub waits: usize,
}

impl QuietRecord {
    pub fn new(rule: &QuietRule) -> QuietRecord {
        QuietRecord {
            max_load_1min: rule.max_load,
            max_busy_processes: 0,
            spell_seconds: rule.spell.as_secs_f64(),
            timeout_seconds: rule.timeout.as_secs_f64(),
            waited_seconds: 0.0,
            reached: true,
            waits: 0,
        }
    }
}

/// Is the machine quiet now? Unreadable facts do not block (they cannot be waited for).
fn quiet_now(rule: &QuietRule) -> (bool, MachineState) {
    let state = snapshot();
    let load_ok = state.load_average.is_none_or(|l| l[0] <= rule.max_load);
    let busy_ok = state.busy_processes.is_none_or(|n| n == 0);
    (load_ok && busy_ok, state)
}

/// Returns at once when the machine is quiet; otherwise waits until it stayed quiet for the
/// rule's spell, the session's remaining budget ran out, or the user pressed Ctrl-C.
pub fn wait_quiet(rule: &QuietRule, record: &mut QuietRecord, interrupt: &Interrupt) {
    if record.waited_seconds >= rule.timeout.as_secs_f64() && record.waits > 0 {
        return; // the session's budget is spent: measure without waiting (already said so)
    }
    let (quiet, state) = quiet_now(rule);
    if quiet {
        return;
    }
    record.waits += 1;
    let budget = rule.timeout.saturating_sub(secs(record.waited_seconds));
    let start = Instant::now();
    let mut spell_start: Option<Instant> = None;
    let mut last_log: Option<Instant> = None;
    let mut state = state;
    loop {
        if interrupt.requested() {
            break;
        }
        if start.elapsed() >= budget {
            record.reached = false;
            crate::run::log(format!(
                "the machine did not become quiet within --quiet-timeout; measuring anyway ({})",
                state.describe()
            ));
            break;
        }
        if last_log.is_none_or(|t| t.elapsed() >= Duration::from_secs(30)) {
            crate::run::log(format!(
                "waiting for a quiet machine: {} (waited {:.0} s)",
                state.describe(),
                record.waited_seconds + start.elapsed().as_secs_f64()
            ));
            last_log = Some(Instant::now());
        }
        let quiet;
        (quiet, state) = quiet_now(rule);
        if quiet {
            let since = *spell_start.get_or_insert_with(Instant::now);
            if since.elapsed() >= rule.spell {
                break;
            }
        } else {
            spell_start = None;
        }
        std::thread::sleep(Duration::from_millis(500));
    }
    record.waited_seconds += start.elapsed().as_secs_f64();
}

fn secs(seconds: f64) -> Duration {
    Duration::from_secs_f64(seconds.max(0.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_proc_files() {
        assert_eq!(
            parse_loadavg("0.52 1.10 2.00 3/250 999\n"),
            Some([0.52, 1.1, 2.0])
        );
        assert_eq!(parse_loadavg("garbage"), None);
        let stat = "4242 (my (odd) prog) S 1 2 3 4 5 6 7 8 9 10 150 25 0 0 20 0 1 0";
        assert_eq!(parse_stat(stat), Some(("my (odd) prog".to_string(), 175)));
        assert_eq!(parse_stat("1 (x) S"), None);
        assert_eq!(
            parse_memtotal("MemTotal:       24684084 kB\nMemFree: 1 kB\n"),
            Some(24_684_084 * 1024)
        );
        let cpuinfo = "processor: 0\ncpu MHz\t\t: 2596.120\nprocessor: 1\ncpu MHz : 2400\n";
        assert_eq!(parse_cpuinfo_mhz(cpuinfo), [2596.12, 2400.0]);
    }

    #[test]
    fn fingerprint_is_stable_and_tells_machines_apart() {
        let a = fingerprint(Some("AMD EPYC"), Some(2), "6.8.0", Some(24_684_084 * 1024));
        assert_eq!(
            a,
            fingerprint(Some("AMD EPYC"), Some(2), "6.8.0", Some(24_684_000 * 1024))
        );
        assert!(a.starts_with("fnv1a64:") && a.len() == 8 + 16, "{a}");
        assert_ne!(
            a,
            fingerprint(Some("AMD EPYC"), Some(4), "6.8.0", Some(24_684_084 * 1024))
        );
        assert_ne!(
            a,
            fingerprint(Some("AMD EPYC"), Some(2), "6.9.0", Some(24_684_084 * 1024))
        );
        assert_ne!(
            a,
            fingerprint(Some("Intel"), Some(2), "6.8.0", Some(24_684_084 * 1024))
        );
        // Pinned (computed independently): history pages group by this string, so it must not
        // change between versions of the runner.
        assert_eq!(
            fingerprint(Some("cpu"), Some(1), "k", Some(0)),
            "fnv1a64:5d7400988c2b6cc5"
        );
    }

    #[test]
    fn fnv_is_the_published_algorithm() {
        // FNV-1a 64 test vector: "a" → af63dc4c8601ec8c.
        let mut h = fnv::FnvHasher::default();
        h.write(b"a");
        assert_eq!(h.finish(), 0xaf63_dc4c_8601_ec8c);
    }

    #[test]
    fn a_snapshot_reads_this_linux_machine() {
        let state = snapshot();
        if Path::new("/proc/loadavg").exists() {
            assert!(state.load_average.is_some());
            assert!(state.busy_processes.is_some());
        }
        assert!(state.sampled_at_epoch > 1.0e9);
        assert!(state.describe().starts_with("load "));
    }

    #[test]
    fn a_spinning_process_counts_as_busy() {
        if !Path::new("/proc/self/stat").exists() {
            return;
        }
        let mut child = std::process::Command::new("sh")
            .args(["-c", "while :; do :; done"])
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(100));
        let busy = busy_processes(Duration::from_millis(400)).unwrap();
        child.kill().unwrap();
        child.wait().unwrap();
        assert!(busy.iter().any(|n| n == "sh"), "{busy:?}");
    }
}
