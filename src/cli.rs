//! Command-line interface (clap derive).

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(
    name = "bench-site",
    version = env!("BENCH_SITE_LONG_VERSION"),
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
    /// Make only these optional formats, comma-separated (markdown, print, deck, deck-pdf, pdf,
    /// png, rounds; an empty list makes none of them); overrides `[outputs] formats`.
    #[arg(long, global = true, value_name = "LIST")]
    pub formats: Option<String>,
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
    /// Print only errors and warnings (no summary, no progress bar).
    #[arg(short, long, global = true, conflicts_with = "verbose")]
    pub quiet: bool,
    /// When to colour terminal output.
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    /// Set by `serve`, whose builds need no "what next" advice.
    #[arg(skip)]
    pub serving: bool,
}

/// `--color`: auto colours a terminal only (and never when `NO_COLOR` is set).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// Whether stderr output should carry ANSI colours.
    pub fn stderr(self) -> bool {
        use std::io::IsTerminal;
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::env::var_os("NO_COLOR").is_none() && std::io::stderr().is_terminal()
            }
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Render every archive in every locale into the output directory.
    Build,
    /// Read every archive and locale and report problems without writing anything.
    Check,
    /// Start a new project in DIR (default: the current directory); never overwrites a file.
    Init {
        /// Where the project goes (created if missing).
        dir: Option<PathBuf>,
    },
    /// Build, serve the site on 127.0.0.1, rebuild on every change and reload open pages.
    Serve {
        /// Port on 127.0.0.1 (0 picks a free one).
        #[arg(long, default_value_t = 8040)]
        port: u16,
    },
    /// Translators' tools: start a new locale file, or see how far every locale is.
    Locale {
        #[command(subcommand)]
        action: LocaleAction,
    },
    /// Print GitHub-flavoured Markdown comparing two runs (for $GITHUB_STEP_SUMMARY or a pull
    /// request): the significant changes first, the rest collapsed.
    Summary {
        /// The earlier run: an archive, or a folder (its latest archive).
        #[arg(long)]
        base: PathBuf,
        /// The later run: an archive, or a folder (its latest archive).
        #[arg(long)]
        head: PathBuf,
        /// Exit with 3 when a significant regression is found.
        #[arg(long)]
        fail_on_regression: bool,
    },
    /// Print a shell completion script to stdout.
    Completions {
        /// The shell to complete for.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff) to stdout.
    Man,
}

#[derive(Debug, Subcommand)]
pub enum LocaleAction {
    /// Write locales/TAG.ftl with every message of the default locale, grouped and commented,
    /// ready to translate (never overwrites a file unless --force).
    New {
        /// The language tag, e.g. `de`, `pt-BR`, `zh-TW`.
        tag: String,
    },
    /// Print the coverage table of every locale (translated, untranslated, missing, errors).
    Status,
}
