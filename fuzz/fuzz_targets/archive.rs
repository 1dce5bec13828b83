//! Fuzz target: any bytes through the archive reader, and every archive it accepts through the
//! model, the document and the Markdown and HTML renderers, in every shipped locale. Nothing
//! may panic. Run: `cargo +nightly fuzz run archive` (from the repository root).
#![no_main]

use bench_site::config::Thresholds;
use bench_site::document::{self, ReportContext};
use bench_site::i18n::Localizer;
use bench_site::render::{html, markdown};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn localizer() -> &'static Localizer {
    static L: OnceLock<Localizer> = OnceLock::new();
    L.get_or_init(|| Localizer::load(None, "en").expect("embedded locales load"))
}

fuzz_target!(|data: &[u8]| {
    let Ok(archive) = bench_site::archive::read_archive_bytes(data, "fuzz.json") else {
        return;
    };
    let model = bench_site::model::build(&archive, &Thresholds::default());
    let cx = ReportContext { model: &model, display_path: "results/fuzz/x.json" };
    let doc = document::build(&cx);
    let l10n = localizer();
    for locale in l10n.locales() {
        let _ = markdown::render(&doc, l10n, locale);
        for s in &doc.sections {
            let _ = html::section_body(l10n, locale, s);
        }
    }
});
