//! The `bench-site` binary: parses the command line and runs a command. Exit codes: 0 ok,
//! 1 input problems, 2 usage.

use bench_site::cli::{Cli, Command};
use bench_site::commands::{self, diagnostics};
use clap::{CommandFactory, Parser};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let level = match (cli.global.quiet, cli.global.verbose) {
        (true, _) => "error",
        (_, 0) => "warn",
        (_, 1) => "info",
        _ => "debug",
    };
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new(level))
        .with_writer(std::io::stderr)
        .with_ansi(cli.global.color.stderr())
        .without_time()
        .init();
    let result = match &cli.command {
        Command::Build => commands::build::run(&cli.global).map(|o| o.exit_code()),
        Command::Check => commands::check::run(&cli.global).map(|p| i32::from(p > 0)),
        Command::Init { dir } => commands::init::run(&cli.global, dir.as_deref()),
        Command::Serve { port } => commands::serve::run(&cli.global, *port),
        Command::Locale { action } => commands::locale::run(&cli.global, action),
        Command::Summary {
            base,
            head,
            fail_on_regression,
        } => commands::summary::run(&cli.global, base, head, *fail_on_regression),
        Command::Completions { shell } => {
            let mut cmd = Cli::command();
            clap_complete::generate(*shell, &mut cmd, "bench-site", &mut std::io::stdout());
            Ok(0)
        }
        Command::Man => clap_mangen::Man::new(Cli::command())
            .render(&mut std::io::stdout())
            .map(|()| 0)
            .map_err(anyhow::Error::from),
    };
    match result {
        Ok(code) => ExitCode::from(code as u8),
        Err(err) => {
            let message = format!("{err:#}");
            eprintln!("{}", diagnostics::line(diagnostics::Level::Error, &message));
            // A refused output directory is a usage problem.
            let usage = err
                .downcast_ref::<bench_site::site::output::Refusal>()
                .is_some();
            ExitCode::from(if usage { 2 } else { 1 })
        }
    }
}
