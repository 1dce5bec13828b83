//! bench-run: measures built-in and external execution schemes, one child process per unit,
//! and writes a bench-site / zoo-bench JSON archive (see docs/runner-protocol.md).

mod adapters;
mod archive;
mod body;
mod child;
mod environment;
mod external;
mod matrix;
mod measure;
mod output;
mod relative;
mod run;
mod self_check;
mod spawn;
mod stats;
#[cfg(test)]
mod test_support;
mod unit;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

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
    },
    /// Internal: measure one unit in this (child) process and print its JSON result
    #[command(hide = true)]
    Unit {
        #[arg(long)]
        spec: String,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Commands::Run { matrix, out } => {
            let argv: Vec<String> = std::env::args().collect();
            run::run(&matrix, &out, &argv).map(|path| println!("{}", path.display()))
        }
        Commands::Unit { spec } => child::main(&spec),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("bench-run: error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
