//! The default theme's files, compiled into the binary. A test checks that this list matches
//! `themes/default/` (fonts are embedded by the figures module).

macro_rules! theme_files {
    ($($path:literal),* $(,)?) => {
        &[$(($path, include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/themes/default/", $path)))),*]
    };
}

pub const FILES: &[(&str, &[u8])] = theme_files![
    "templates/base.html",
    "templates/report.html",
    "templates/print.html",
    "templates/home.html",
    "templates/version.html",
    "templates/compare.html",
    "templates/history.html",
    "templates/page.html",
    "templates/404.html",
    "templates/redirect.html",
    "static/assets/site.css",
    "static/assets/print.css",
    "static/assets/site.js",
    "static/assets/print.js",
    "templates/deck.html",
    "deck/deck.css",
    "deck/deck.js",
];
