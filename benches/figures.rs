//! Figures benchmark: prints the median time to draw each figure of the real 0.8.0 archive as SVG
//! and to rasterise it to PNG, in both shipped locales. Run: `cargo bench --bench figures`.
//! Numbers are printed, never asserted.

use bench_site::archive;
use bench_site::config::Thresholds;
use bench_site::figures::{self, Fonts, Planned};
use bench_site::i18n::Localizer;
use bench_site::model;
use std::path::Path;

mod common;
use common::{archives_dir, ms, time, ROUNDS};

fn main() {
    let Some(dir) = archives_dir() else {
        println!("SKIP: real archives not found (set BENCH_SITE_REAL_ARCHIVES)");
        return;
    };
    let file = dir.join("zoo-framework-0.8.0/20261010T165349Z.json");
    let a = archive::read_archive(&file, &dir).expect("the 0.8.0 archive reads");
    let m = model::build(&a.archive, &Thresholds::default());
    let l10n = Localizer::load(
        Some(&Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")),
        "en",
    )
    .expect("locales load");
    let fonts = Fonts::bundled().expect("bundled fonts load");
    let plan_time = time(|| figures::plan(&m));
    println!("figures of {} (median of {ROUNDS} runs)", file.display());
    println!("plan (all figures)                    {}", ms(plan_time));
    println!(
        "{:<22} {:<6} {:>11} {:>11} {:>9}",
        "figure", "locale", "SVG", "PNG", "PNG bytes"
    );
    for planned in figures::plan(&m) {
        let Planned::Figure(spec) = planned else {
            continue;
        };
        for tag in ["en", "zh-CN"] {
            let locale = l10n.locale(tag).expect("shipped locale");
            let svg_time = time(|| figures::draw_svg(&spec, &l10n, locale, &fonts).expect("svg"));
            let svg = figures::draw_svg(&spec, &l10n, locale, &fonts).expect("svg");
            let png_time = time(|| figures::rasterize(&svg, spec.name, &fonts).expect("png"));
            let png = figures::rasterize(&svg, spec.name, &fonts).expect("png");
            println!(
                "{:<22} {:<6} {} {} {:>9}",
                spec.name,
                tag,
                ms(svg_time),
                ms(png_time),
                png.len()
            );
        }
    }
}
