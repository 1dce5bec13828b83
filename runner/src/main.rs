//! bench-run: measures built-in and external execution schemes, each unit in its own child
//! process with the rounds of a cell interleaved in a seeded random order, and writes a
//! bench-site / zoo-bench JSON archive (see docs/runner-protocol.md).

mod adapters;
mod archive;
mod body;
mod cell;
mod child;
mod environment;
mod external;
mod interrupt;
mod machine;
mod matrix;
mod measure;
mod output;
mod plan;
mod precision;
mod progress;
mod relative;
mod resume;
mod run;
mod schedule;
mod self_check;
mod spawn;
mod stats;
mod stepper;
#[cfg(test)]
mod test_support;
mod timer;
mod unit;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};

/// Exit code of a run that was interrupted (its archive is written, marked incomplete).
const EXIT_INTERRUPTED: u8 = 130;

#[derive(Parser)]
#[command(
    name = "bench-run",
    version,
    about = "Measure execution schemes and write a benchmark archive"
)]
struct Cli {
    #[command(subcommand)]
    command: Commands,
}

#[derive(Subcommand)]
enum Commands {
    /// Run every unit of a matrix file and write results/<slug>/<timestamp>.json
    Run {
        /// The matrix file (TOML)
        #[arg(long, value_name = "FILE")]
        matrix: PathBuf,
        /// Root directory of the archives
        #[arg(long, value_name = "DIR", default_value = "results")]
        out: PathBuf,
        /// Seed of the round order (default: drawn from the clock; recorded either way)
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(..=schedule::SEED_MAX))]
        seed: Option<u64>,
        /// Wait for a quiet machine before the run and before every cell
        #[arg(long)]
        wait_quiet: bool,
        /// Largest 1-minute load average that counts as quiet (default: 0.25 per logical core)
        #[arg(long, value_name = "LOAD", requires = "wait_quiet")]
        quiet_load: Option<f64>,
        /// Seconds the machine must stay quiet before measuring starts
        #[arg(
            long,
            value_name = "SECONDS",
            default_value_t = 10.0,
            requires = "wait_quiet"
        )]
        quiet_spell: f64,
        /// Longest total wait for quiet, seconds; after it the run goes ahead and says so
        #[arg(
            long,
            value_name = "SECONDS",
            default_value_t = 1200.0,
            requires = "wait_quiet"
        )]
        quiet_timeout: f64,
        /// Continue an interrupted run into its archive (default: the newest incomplete one)
        #[arg(long, value_name = "ARCHIVE", num_args = 0..=1)]
        resume: Option<Option<PathBuf>>,
    },
    /// Print the units, rounds and estimated duration of a matrix without running it
    Plan {
        /// The matrix file (TOML)
        #[arg(long, value_name = "FILE")]
        matrix: PathBuf,
    },
    /// Internal: measure one unit in this (child) process, speaking the adapter protocol
    #[command(hide = true)]
    Unit {
        #[arg(long)]
        spec: String,
    },
}

fn seconds(value: f64, flag: &str) -> anyhow::Result<Duration> {
    Duration::try_from_secs_f64(value)
        .map_err(|_| anyhow::anyhow!("{flag} must be a non-negative number of seconds"))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Commands::Run {
            matrix,
            out,
            seed,
            wait_quiet,
            quiet_load,
            quiet_spell,
            quiet_timeout,
            resume,
        } => (|| {
            let quiet = if wait_quiet {
                Some(machine::QuietRule {
                    max_load: quiet_load.unwrap_or(0.25 * adapters::logical_cores() as f64),
                    spell: seconds(quiet_spell, "--quiet-spell")?,
                    timeout: seconds(quiet_timeout, "--quiet-timeout")?,
                })
            } else {
                None
            };
            let options = run::RunOptions {
                matrix,
                out,
                seed,
                quiet,
                resume,
                argv: std::env::args().collect(),
            };
            let outcome = run::run(&options)?;
            println!("{}", outcome.path.display());
            Ok(if outcome.complete {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(EXIT_INTERRUPTED)
            })
        })(),
        Commands::Plan { matrix } => matrix::load(&matrix).map_err(anyhow::Error::from).map(|m| {
            print!("{}", plan::describe(&m, &matrix));
            ExitCode::SUCCESS
        }),
        Commands::Unit { spec } => child::main(&spec).map(|()| ExitCode::SUCCESS),
    };
    result.unwrap_or_else(|err| {
        eprintln!("bench-run: error: {err:#}");
        ExitCode::FAILURE
    })
}
