//! Snapshot tests of the Markdown report and raw appendix (with its rounds.csv) of a small
//! synthetic archive, in both shipped locales.
//! Review changes with `cargo insta review` (or INSTA_UPDATE=always and `git diff`).

use crate::real_archives::localizer;
use crate::support::small_archive;
use bench_site::archive;
use bench_site::config::Thresholds;
use bench_site::document::{self, ReportContext};
use bench_site::model;
use bench_site::render::markdown;

fn report(tag: &str) -> String {
    report_of(&small_archive(), tag)
}

fn report_of(archive: &serde_json::Value, tag: &str) -> String {
    let json = serde_json::to_vec(archive).unwrap();
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

/// `appendix-raw.md` in `tag` and the archive's `rounds.csv` (language-neutral).
fn raw_appendix(tag: &str) -> (String, String) {
    let json = serde_json::to_vec(&small_archive()).unwrap();
    let a = archive::read_archive_bytes(&json, "demo.json").unwrap();
    let m = model::build(&a, &Thresholds::default());
    let cx = ReportContext {
        model: &m,
        display_path: "results/demo-lib-1.2.0/20260101T000000Z.json",
        corrections_href: None,
    };
    let l10n = localizer();
    let csv = document::RawSource::Csv {
        href: "../../../data/demo-lib-1.2.0/20260101T000000Z.rounds.csv",
        name: "20260101T000000Z.rounds.csv",
    };
    let md = markdown::render(
        &document::raw_document(&cx, &csv),
        &l10n,
        l10n.locale(tag).unwrap(),
    );
    (md, bench_site::render::csv::rounds(&m))
}

#[test]
fn appendix_raw_md_and_rounds_csv() {
    let (en, csv) = raw_appendix("en");
    insta::assert_snapshot!("appendix_raw_md_en", en);
    insta::assert_snapshot!("appendix_raw_md_zh_cn", raw_appendix("zh-CN").0);
    insta::assert_snapshot!("rounds_csv", csv);
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

/// A bench-run checkpoint or interrupted run (`run.complete: false`) says so among the caveats,
/// in every locale, with how many of the planned units it holds; a whole run says nothing.
#[test]
fn an_unfinished_run_says_so_in_its_caveats() {
    let mut a = small_archive();
    let present = a["units"].as_array().unwrap().len();
    a["run"]["complete"] = false.into();
    a["run"]["planned_unit_count"] = (present + 4).into();
    let en = report_of(&a, "en");
    let want = format!("this archive holds {present} of {} units", present + 4);
    assert!(
        en.contains("**unfinished run**") && en.contains(&want),
        "{en}"
    );
    let zh = report_of(&a, "zh-CN");
    assert!(zh.contains("**未跑完的运行**"), "{zh}");
    assert!(
        zh.contains(&format!("{} 个单元中的 {present} 个", present + 4)),
        "{zh}"
    );

    // Without the planned count (another writer), the caveat still counts what is there.
    a["run"]
        .as_object_mut()
        .unwrap()
        .remove("planned_unit_count");
    let en = report_of(&a, "en");
    assert!(
        en.contains(&format!("this archive holds {present} units")),
        "{en}"
    );

    a["run"]["complete"] = true.into();
    assert!(!report_of(&a, "en").contains("unfinished run"));
    assert!(
        !report("en").contains("unfinished run"),
        "zoo-bench archives have no such field"
    );
}

#[test]
fn a_mistyped_completeness_flag_is_an_error_naming_it() {
    let mut a = small_archive();
    a["run"]["complete"] = "no".into();
    let json = serde_json::to_vec(&a).unwrap();
    let err = archive::read_archive_bytes(&json, "demo.json")
        .unwrap_err()
        .to_string();
    assert!(err.contains("run.complete"), "{err}");
}
