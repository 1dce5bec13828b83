//! `bench-site serve`: builds the site, serves it on 127.0.0.1, watches the project's inputs
//! (configuration, results, content, locales, fonts, theme), rebuilds on every change (the build
//! cache keeps unchanged archives as they are) and reloads open pages. The live-reload script
//! is added to HTML as it is served, so what `build` writes is never changed.

mod http;

use crate::cli::Global;
use crate::commands::diagnostics::Level;
use crate::config::Config;
use anyhow::{Context, Result};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// How long the watcher waits for a burst of file events to end before rebuilding.
const SETTLE: Duration = Duration::from_millis(300);

/// The outcome of the latest build, shared with every waiting page.
#[derive(Debug, Default, Clone)]
pub struct BuildState {
    /// Counts finished builds; a page reloads when it changes.
    pub generation: u64,
    /// What went wrong in the latest build, as the terminal showed it.
    pub error: Option<String>,
}

pub type Shared = Arc<(Mutex<BuildState>, Condvar)>;

/// The project's inputs to watch, and the output directory to serve.
struct Paths {
    out: PathBuf,
    config: PathBuf,
    watched: Vec<PathBuf>,
}

fn paths(global: &Global) -> Paths {
    let config = Config::load(&global.root).unwrap_or_default();
    let root = &global.root;
    let results = global
        .results
        .clone()
        .unwrap_or_else(|| root.join(&config.results));
    let theme = global
        .theme
        .clone()
        .or_else(|| config.theme.as_ref().map(|t| root.join(t)));
    let mut watched = vec![
        results,
        root.join("content"),
        root.join("locales"),
        root.join("fonts"),
    ];
    watched.extend(theme);
    // The watcher reports absolute paths; compare like with like.
    let absolute = |p: PathBuf| std::path::absolute(&p).unwrap_or(p);
    Paths {
        out: global.out.clone().unwrap_or_else(|| root.join(&config.out)),
        config: absolute(root.join("bench-site.toml")),
        watched: watched.into_iter().map(absolute).collect(),
    }
}

/// Runs one build and records its outcome; the terminal gets the build's own messages.
fn rebuild(global: &Global, state: &Shared) {
    let error = match super::build::run(global) {
        Ok(f) if f.errors.is_empty() && f.failures.is_empty() => None,
        Ok(f) => Some(
            f.failures
                .iter()
                .chain(&f.errors)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n"),
        ),
        Err(e) => {
            let message = format!("{e:#}");
            eprintln!(
                "{}",
                crate::commands::diagnostics::line(Level::Error, &message)
            );
            Some(format!("{e:#}"))
        }
    };
    let (lock, cvar) = &**state;
    if let Ok(mut s) = lock.lock() {
        s.generation += 1;
        s.error = error;
    }
    cvar.notify_all();
}

/// True when a changed path is one of the inputs (not the output or the build cache).
fn relevant(p: &Paths, changed: &Path) -> bool {
    changed == p.config || p.watched.iter().any(|w| changed.starts_with(w))
}

fn watch(global: Global, p: Paths, state: Shared) -> Result<notify::RecommendedWatcher> {
    use notify::{RecursiveMode, Watcher};
    let (tx, rx) = std::sync::mpsc::channel::<notify::Result<notify::Event>>();
    let mut watcher = notify::recommended_watcher(tx).context("starting the file watcher")?;
    // The root itself only for the configuration file; its folders are watched one by one.
    watcher
        .watch(&global.root, RecursiveMode::NonRecursive)
        .with_context(|| format!("watching {}", global.root.display()))?;
    for dir in p.watched.iter().filter(|d| d.is_dir()) {
        watcher
            .watch(dir, RecursiveMode::Recursive)
            .with_context(|| format!("watching {}", dir.display()))?;
    }
    std::thread::spawn(move || {
        // Reads are not changes: the build itself opens every input, which must not start
        // another build.
        let is_relevant = |e: &notify::Result<notify::Event>| {
            e.as_ref().is_ok_and(|e| {
                !matches!(e.kind, notify::EventKind::Access(_))
                    && e.paths.iter().any(|c| relevant(&p, c))
            })
        };
        while let Ok(event) = rx.recv() {
            if !is_relevant(&event) {
                continue;
            }
            // Let a burst of writes (an editor's save, a runner's archive) settle first.
            while rx.recv_timeout(SETTLE).is_ok() {}
            if !global.quiet {
                eprintln!("Change detected; rebuilding.");
            }
            rebuild(&global, &state);
        }
    });
    Ok(watcher)
}

pub fn run(global: &Global, port: u16) -> Result<i32> {
    let global = &Global {
        serving: true,
        ..global.clone()
    };
    let state: Shared = Arc::default();
    rebuild(global, &state);
    let p = paths(global);
    let out = p.out.clone();
    let server = tiny_http::Server::http(("127.0.0.1", port)).map_err(|e| {
        anyhow::anyhow!("cannot listen on 127.0.0.1:{port}: {e}; pick another with --port")
    })?;
    let address = server
        .server_addr()
        .to_ip()
        .context("the server has no IP address")?;
    let _watcher = watch(global.clone(), p, state.clone())?;
    // Always printed (even with --quiet): it is what the user came for.
    eprintln!(
        "Serving {} at http://{address}/ (rebuilds on every change; Ctrl-C stops)",
        out.display()
    );
    let label = failed_label(global);
    for request in server.incoming_requests() {
        let (state, out, label) = (state.clone(), out.clone(), label.clone());
        std::thread::spawn(move || http::respond(request, &out, &state, &label));
    }
    Ok(0)
}

/// The overlay's heading, from the default locale (the live-reload script shows it).
fn failed_label(global: &Global) -> String {
    let config = Config::load(&global.root).unwrap_or_default();
    crate::i18n::Localizer::load(Some(&global.root.join("locales")), &config.default_locale)
        .ok()
        .and_then(|l| {
            let locale = l.locale(&config.default_locale)?;
            l.label(locale, "serve-build-failed")
        })
        .unwrap_or_default()
}
