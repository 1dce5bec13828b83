//! The `bench-site` binary: parses the command line and runs a command. Exit codes: 0 ok,
//! 1 input problems, 2 usage.

use bench_site::cli::{Cli, Command};
use bench_site::commands;
use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let level = match cli.global.verbose {
        0 => "warn",
        1 => "info",
        _ => "debug",
    };
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new(level))
        .with_writer(std::io::stderr)
        .without_time()
        .init();
    let result = match cli.command {
        Command::Build => commands::build::run(&cli.global).map(|o| o.exit_code()),
        Command::Check => commands::check::run(&cli.global).map(|p| i32::from(p > 0)),
    };
    match result {
        Ok(code) => ExitCode::from(code as u8),
        Err(err) => {
            eprintln!("error: {err:#}");
            // A refused output directory is a usage problem.
            let usage = err
                .downcast_ref::<bench_site::site::output::Refusal>()
                .is_some();
            ExitCode::from(if usage { 2 } else { 1 })
        }
    }
}
