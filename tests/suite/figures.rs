//! Figures: SVG snapshots of the small fixture, deterministic PNGs with the bundled font, withheld
//! figures with their reason, clear errors for missing glyphs, escaping of archive strings, and
//! every figure of the real archives in both shipped locales.
//! Set `FIGURES_DUMP=<dir>` to write the real archives' SVG and PNG files there for a look.

use crate::real_archives::localizer;
use crate::support::{real_archives, small_archive, synthetic_archive};
use bench_site::archive;
use bench_site::config::Thresholds;
use bench_site::figures::{self, FigureError, FigureSpec, Fonts, Planned};
use bench_site::i18n::Localizer;
use bench_site::model::{self, RunModel};
use serde_json::Value;

fn model_of(json: &Value) -> RunModel {
    let bytes = serde_json::to_vec(json).unwrap();
    let a = archive::read_archive_bytes(&bytes, "demo.json").unwrap();
    model::build(&a, &Thresholds::default())
}

fn figure<'a>(planned: &'a [Planned], name: &str) -> &'a FigureSpec {
    planned
        .iter()
        .find_map(|p| match p {
            Planned::Figure(f) if f.name == name => Some(f),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no figure `{name}` planned"))
}

fn svg(l10n: &Localizer, spec: &FigureSpec, tag: &str) -> String {
    let fonts = Fonts::bundled().unwrap();
    figures::draw_svg(spec, l10n, l10n.locale(tag).unwrap(), &fonts).unwrap()
}

/// The `height` attribute of the root `<svg>`.
fn svg_height(svg: &str) -> u32 {
    let start = svg.find(" height=\"").unwrap() + 9;
    let len = svg[start..].find('"').unwrap();
    svg[start..start + len].parse().unwrap()
}

#[test]
fn plan_of_the_small_fixture_has_every_figure_in_order() {
    let planned = figures::plan(&model_of(&small_archive()));
    let names: Vec<&str> = planned.iter().map(Planned::name).collect();
    assert_eq!(names, figures::NAMES);
    assert!(planned.iter().all(|p| matches!(p, Planned::Figure(_))));
}

#[test]
fn svg_snapshots_en() {
    let l10n = localizer();
    let planned = figures::plan(&model_of(&small_archive()));
    for name in figures::NAMES {
        let text = svg(&l10n, figure(&planned, name), "en");
        insta::assert_snapshot!(format!("svg_en_{name}"), text);
    }
}

#[test]
fn svg_snapshots_zh_cn() {
    let l10n = localizer();
    let planned = figures::plan(&model_of(&small_archive()));
    for name in ["overhead_ratio", "latency_distribution"] {
        let text = svg(&l10n, figure(&planned, name), "zh-CN");
        insta::assert_snapshot!(format!("svg_zh_cn_{name}"), text);
    }
}

#[test]
fn svg_has_real_text_title_and_desc_from_the_locale() {
    let l10n = localizer();
    let planned = figures::plan(&model_of(&small_archive()));
    let zh = svg(&l10n, figure(&planned, "overhead_ratio"), "zh-CN");
    assert!(
        zh.contains("<title>各执行体档位的框架自身开销占比</title>"),
        "{zh}"
    );
    assert!(zh.contains("<desc>折线图："));
    assert!(
        zh.contains(">\n并发度 1\n</text>") || zh.contains(">并发度 1"),
        "panel titles are text"
    );
    let en = svg(&l10n, figure(&planned, "overhead_ratio"), "en");
    assert!(en.contains("<title>Framework overhead share by body tier</title>"));
    assert!(en.contains("subject (framework under test)"));
}

#[test]
fn zh_cn_png_has_the_expected_size_and_identical_bytes_across_renders() {
    let l10n = localizer();
    let fonts = Fonts::bundled().unwrap();
    let planned = figures::plan(&model_of(&small_archive()));
    let spec = figure(&planned, "relative_multiple");
    let first_svg = svg(&l10n, spec, "zh-CN");
    assert_eq!(
        first_svg,
        svg(&l10n, spec, "zh-CN"),
        "SVG bytes are deterministic"
    );
    let a = figures::rasterize(&first_svg, spec.name, &fonts).unwrap();
    let b = figures::rasterize(&svg(&l10n, spec, "zh-CN"), spec.name, &fonts).unwrap();
    assert_eq!(a, b, "PNG bytes are deterministic");
    assert_eq!(&a[1..4], b"PNG");
    let be = |i: usize| u32::from_be_bytes(a[i..i + 4].try_into().unwrap());
    assert_eq!((be(16), be(20)), (960 * 2, svg_height(&first_svg) * 2));
}

#[test]
fn no_overhead_figure_when_every_concurrency_is_over_the_cores() {
    // The fixture machine has 2 logical cores: concurrencies 4 and 8 are both over-subscribed.
    let json = synthetic_archive(
        &[("subject", "under_test", 1.0), ("base", "bare", 0.5)],
        &[4, 8],
        &[40.0, 300.0],
    );
    let planned = figures::plan(&model_of(&json));
    let Some(Planned::Withheld { reason, .. }) =
        planned.iter().find(|p| p.name() == "overhead_ratio")
    else {
        panic!("overhead_ratio must be withheld: {planned:?}");
    };
    let l10n = localizer();
    let en = l10n.plain(l10n.locale("en").unwrap(), reason);
    assert_eq!(
        en,
        "No figure: no overhead share of this run is readable (concurrency 4, 8 exceeds the machine's 2 logical cores)."
    );
    let zh = l10n.plain(l10n.locale("zh-CN").unwrap(), reason);
    assert!(zh.contains("并发度 4、8 超过了本机的 2 个逻辑核"), "{zh}");
    // The other dimensions still have data and keep their figures.
    assert!(matches!(planned[1], Planned::Figure(_)));
}

#[test]
fn withheld_concurrencies_are_named_in_the_overhead_caption() {
    let planned = figures::plan(&model_of(&small_archive()));
    let l10n = localizer();
    let caption = l10n.plain(
        l10n.locale("en").unwrap(),
        &figure(&planned, "overhead_ratio").caption,
    );
    assert!(
        caption.starts_with("Body tiers at concurrency 1 only;"),
        "{caption}"
    );
    assert!(
        caption.ends_with("The overhead numbers of concurrency 4 were withheld and are not charted: concurrency 4 exceeds the machine's 2 logical cores."),
        "{caption}"
    );
}

#[test]
fn a_missing_glyph_is_drawn_as_its_code_point_and_reported() {
    let json = synthetic_archive(
        &[("crab🦀\u{200B}", "under_test", 1.0), ("base", "bare", 0.5)],
        &[1],
        &[40.0],
    );
    let planned = figures::plan(&model_of(&json));
    let l10n = localizer();
    let spec = figure(&planned, "throughput");
    let fonts = Fonts::bundled().unwrap();
    let (svg, warnings) =
        figures::draw_svg_reporting(spec, &l10n, l10n.locale("en").unwrap(), &fonts).unwrap();
    assert!(svg.contains("crab[U+1F980]"), "drawn visibly");
    assert_eq!(warnings.len(), 1, "one warning per character: {warnings:?}");
    let message = warnings[0].to_string();
    assert!(
        message.contains("figure `throughput`") && message.contains("U+1F980"),
        "{message}"
    );
    figures::rasterize(&svg, spec.name, &fonts).expect("the PNG is drawn");
    // The rasteriser still refuses a glyph that would vanish, whatever wrote the SVG.
    let raw = svg.replace("crab[U+1F980]", "crab🦀");
    let err = figures::rasterize(&raw, spec.name, &fonts).unwrap_err();
    assert!(
        matches!(err, FigureError::MissingGlyph { ch: '🦀', .. }),
        "{err:?}"
    );
}

#[test]
fn archive_strings_are_xml_escaped_in_the_svg() {
    let hostile = "a<b&\"c";
    let json = synthetic_archive(
        &[("subject", "under_test", 1.0), (hostile, "bare", 0.5)],
        &[1],
        &[40.0, 300.0],
    );
    let planned = figures::plan(&model_of(&json));
    let l10n = localizer();
    let fonts = Fonts::bundled().unwrap();
    for p in &planned {
        let Planned::Figure(spec) = p else { continue };
        let text = svg(&l10n, spec, "en");
        assert!(
            !text.contains(hostile),
            "{}: raw archive string in the SVG",
            spec.name
        );
        assert!(
            text.contains("a&lt;b&amp;&quot;c"),
            "{}: escaped name missing",
            spec.name
        );
        figures::rasterize(&text, spec.name, &fonts).unwrap();
    }
}

#[test]
fn bundled_font_covers_every_locale_character() {
    let fonts = Fonts::bundled().unwrap();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let missing: String = text
            .chars()
            .filter(|c| !c.is_control() && !fonts.has_glyph(*c))
            .collect();
        assert!(
            missing.is_empty(),
            "{}: no glyph for {missing:?}; re-run scripts/subset-fonts.sh",
            path.display()
        );
    }
}

#[test]
fn every_figure_of_the_real_archives_renders_in_both_locales() {
    let Some(dir) = real_archives() else { return };
    let l10n = localizer();
    let fonts = Fonts::bundled().unwrap();
    let dump = std::env::var_os("FIGURES_DUMP").map(std::path::PathBuf::from);
    for file in archive::discover(&dir) {
        let a = archive::read_archive(&file, &dir).unwrap();
        let planned = figures::plan(&model::build(&a.archive, &Thresholds::default()));
        assert_eq!(planned.len(), 4);
        for p in &planned {
            let Planned::Figure(spec) = p else {
                panic!("{}: {} withheld", file.display(), p.name())
            };
            for tag in ["en", "zh-CN"] {
                let text = svg(&l10n, spec, tag);
                let png = figures::rasterize(&text, spec.name, &fonts)
                    .unwrap_or_else(|e| panic!("{}: {tag}: {e}", file.display()));
                if let Some(out) = &dump {
                    let stem = format!("{}-{tag}-{}", a.group, spec.name);
                    std::fs::create_dir_all(out).unwrap();
                    std::fs::write(out.join(format!("{stem}.svg")), &text).unwrap();
                    std::fs::write(out.join(format!("{stem}.png")), &png).unwrap();
                }
            }
        }
    }
}
