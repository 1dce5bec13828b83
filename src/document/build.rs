//! Assembles the report document, section by section in report-spec order.

use super::text::*;
use super::{
    appendix, conclusions, dimensions, findings_sections, intro, probes, Document, Section,
};
use crate::model::RunModel;

/// What the document needs besides the model.
pub struct ReportContext<'a> {
    pub model: &'a RunModel,
    /// The raw-data path shown under the title.
    pub display_path: &'a str,
    /// The corrections page, relative to the report's directory, when the report is part of
    /// a site (the caveats link to it).
    pub corrections_href: Option<&'a str>,
}

impl ReportContext<'_> {
    /// The fewest valid rounds a unit needs for a noise band, as the model applied it.
    pub fn min_rounds_for_band(&self) -> usize {
        self.model.min_rounds_for_band
    }

    /// The subject's name, or a neutral word when the archive has none.
    pub fn subject(&self) -> Text {
        match &self.model.subject {
            Some(s) => data(s.clone()),
            None => msg("subject-unknown"),
        }
    }
}

/// The report document of one archive.
pub fn build(cx: &ReportContext) -> Document {
    let sections: Vec<Section> = vec![
        intro::title(cx),
        intro::environment(cx),
        intro::workload(),
        intro::methodology(cx),
        conclusions::conclusions(cx),
        intro::charts(cx),
        dimensions::latency(cx),
        dimensions::overhead(cx),
        dimensions::throughput(cx),
        probes::attribution(cx),
        probes::semantics(cx),
        findings_sections::favourable(cx),
        findings_sections::unfavourable(cx),
        findings_sections::no_winner(cx),
        findings_sections::caveats(cx),
        findings_sections::byo_baseline(),
        findings_sections::self_check(cx),
        appendix::appendix(cx),
    ];
    Document {
        title: report_title(cx),
        sections,
    }
}

/// "<subject> <version>: benchmark report".
pub fn report_title(cx: &ReportContext) -> Text {
    let version = cx.model.environment.dist_version.clone();
    let product = match &cx.model.product {
        Some(p) => data(p.clone()),
        None => cx.subject(),
    };
    msg_with(
        "report-title",
        vec![
            ("subject", t(product)),
            ("version", t(data(version.clone().unwrap_or_default()))),
            ("has_version", yes_no(Some(version.is_some()))),
        ],
    )
}

/// The raw-samples document (`appendix-raw.md`): where every raw round is and how to read it.
pub fn raw_document(cx: &ReportContext, source: &appendix::RawSource) -> Document {
    Document {
        title: msg_with("raw-title", vec![("report", t(report_title(cx)))]),
        sections: vec![appendix::raw_samples(cx, source)],
    }
}
