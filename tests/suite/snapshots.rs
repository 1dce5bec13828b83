//! Snapshot tests of the Markdown report of a small synthetic archive, in both shipped locales.
//! Review changes with `cargo insta review` (or INSTA_UPDATE=always and `git diff`).

use crate::real_archives::localizer;
use crate::support::small_archive;
use bench_site::archive;
use bench_site::config::Thresholds;
use bench_site::document::{self, ReportContext};
use bench_site::model;
use bench_site::render::markdown;

fn report(tag: &str) -> String {
    let json = serde_json::to_vec(&small_archive()).unwrap();
    let a = archive::read_archive_bytes(&json, "demo.json").unwrap();
    let m = model::build(&a, &Thresholds::default());
    let cx = ReportContext {
        model: &m,
        display_path: "results/demo-lib-1.2.0/20260101T000000Z.json",
        corrections_href: None,
    };
    let l10n = localizer();
    markdown::render(&document::build(&cx), &l10n, l10n.locale(tag).unwrap())
}

#[test]
fn report_md_en() {
    insta::assert_snapshot!(report("en"));
}

#[test]
fn report_md_zh_cn() {
    insta::assert_snapshot!(report("zh-CN"));
}

#[test]
fn locales_agree_on_numbers_for_counts_of_one_and_zero() {
    let mut a = crate::support::small_archive();
    let units = a["units"].as_array_mut().unwrap();
    units[0] =
        serde_json::json!({"spec": units[0]["spec"].clone(), "status": "failed", "error": "boom"});
    let json = serde_json::to_vec(&a).unwrap();
    let a = archive::read_archive_bytes(&json, "demo.json").unwrap();
    let m = model::build(&a, &Thresholds::default());
    let cx = ReportContext {
        model: &m,
        display_path: "results/x/y.json",
        corrections_href: None,
    };
    let l10n = localizer();
    let doc = document::build(&cx);
    let en = markdown::render(&doc, &l10n, l10n.locale("en").unwrap());
    let zh = markdown::render(&doc, &l10n, l10n.locale("zh-CN").unwrap());
    assert_eq!(
        crate::real_archives::numbers(&en),
        crate::real_archives::numbers(&zh)
    );
}
