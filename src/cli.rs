//! Command-line interface (clap derive).

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(
    name = "bench-site",
    version,
    about = "Static report site generator over archived benchmark results"
)]
pub struct Cli {
    #[command(flatten)]
    pub global: Global,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Clone, Args)]
pub struct Global {
    /// Project root (holds bench-site.toml, results/, locales/, content/).
    #[arg(long, global = true, default_value = ".")]
    pub root: PathBuf,
    /// Archive directory (default: `results` from the config, relative to the root).
    #[arg(long, global = true)]
    pub results: Option<PathBuf>,
    /// Output directory (default: `out` from the config, relative to the root).
    #[arg(long, global = true)]
    pub out: Option<PathBuf>,
    /// Build only these locales (repeatable); default: the config's list, else every locale.
    #[arg(long = "locale", global = true)]
    pub locales: Vec<String>,
    /// Site URL for absolute links (sitemap, hreflang, 404 page); overrides `base_url`.
    #[arg(long, global = true)]
    pub base_url: Option<String>,
    /// Theme directory whose files replace the built-in theme's (default: `theme` in the config).
    #[arg(long, global = true)]
    pub theme: Option<PathBuf>,
    /// Render every archive again instead of reusing unchanged outputs from `.bench-site-cache/`.
    #[arg(long, global = true)]
    pub no_cache: bool,
    /// Replace the output directory even when bench-site did not write it (it has no
    /// `.bench-site-output` marker). Never replaces the project, its inputs or the theme.
    #[arg(long, global = true)]
    pub force: bool,
    /// Fail instead of publishing when an archive is unreadable or a publication gate fails.
    #[arg(long, global = true)]
    pub strict: bool,
    /// More log output (-v: info, -vv: debug).
    #[arg(short, long, global = true, action = clap::ArgAction::Count)]
    pub verbose: u8,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Render every archive in every locale into the output directory.
    Build,
    /// Read every archive and locale and report problems without writing anything.
    Check,
}
