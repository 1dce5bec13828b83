//! The opening sections: title, environment, workload, methodology and charts.

use super::build::{report_title, ReportContext};
use super::text::*;
use super::{Block, Section, Table};
use crate::model::environment::DriveGeneration;
use crate::model::Gate;

pub fn title(cx: &ReportContext) -> Section {
    let mut blocks = vec![Block::Paragraph(msg_with(
        "report-raw-data",
        vec![("path", t(Text::Code(cx.display_path.to_string())))],
    ))];
    for gate in &cx.model.gates {
        let id = match gate {
            Gate::NoEnvironment => "gate-no-environment",
            Gate::SelfCheckFailed => "gate-self-check-failed",
            Gate::NoSubject => "gate-no-subject",
            Gate::NoUnfavourableOrTied => "gate-no-unfavourable",
        };
        blocks.push(Block::Warning(msg(id)));
    }
    Section {
        id: "title",
        title: report_title(cx),
        blocks,
    }
}

fn row(label: &'static str, value: Text) -> Vec<Text> {
    vec![msg(label), value]
}

pub fn environment(cx: &ReportContext) -> Section {
    let env = &cx.model.environment;
    let mut blocks = vec![];
    if !env.present {
        blocks.push(Block::Paragraph(msg("env-missing")));
    }
    let mut rows = vec![row(
        "env-cpu",
        match (&env.cpu_model, &env.cpu_model_source) {
            (Some(m), _) => data(m.clone()),
            (None, source) => msg_with(
                "env-cpu-unavailable",
                vec![("source", t(source.clone().map_or(Text::Empty, archive)))],
            ),
        },
    )];
    rows.push(row(
        "env-cores",
        env.logical_cores
            .as_ref()
            .map_or(Text::Empty, |v| data(v.to_string())),
    ));
    rows.push(row("env-platform", data_or_empty(env.platform.as_deref())));
    rows.push(row("env-os", data_or_empty(env.os.as_deref())));
    if let Some(i) = &env.interpreter {
        rows.push(row("env-interpreter", data(i.clone())));
    }
    if let Some(e) = &env.executable {
        rows.push(row("env-executable", data(e.clone())));
    }
    if let Some(g) = &env.gil_mode {
        // The two values the harness writes, in the reader's words; any other as data.
        let mode = match g.as_str() {
            "default" => msg("env-gil-default"),
            "free-threaded" => msg("env-gil-free-threaded"),
            _ => data(g.clone()),
        };
        rows.push(row("env-gil", mode));
    }
    rows.push(row(
        "env-subject-version",
        data_or_empty(env.dist_version.as_deref()),
    ));
    if let Some(m) = &env.module_version {
        rows.push(row(
            "env-module-version",
            msg_with(
                "env-module-version-value",
                vec![("version", t(data(m.clone())))],
            ),
        ));
    }
    if let Some(g) = &env.drive_generation {
        rows.push(row(
            "env-drive-generation",
            match g {
                DriveGeneration::Label(l) => archive(l.clone()),
                DriveGeneration::Undetermined(e) => msg_with(
                    "env-drive-undetermined",
                    vec![("reason", t(archive(e.clone())))],
                ),
                DriveGeneration::Missing => msg("env-drive-missing"),
            },
        ));
    }
    if let Some((rev, vcs)) = &env.install_source {
        rows.push(row(
            "env-install-source",
            msg_with(
                "env-install-via",
                vec![
                    ("revision", t(data(rev.clone()))),
                    ("vcs", t(data(vcs.clone()))),
                ],
            ),
        ));
    }
    if let Some(c) = &env.commit {
        rows.push(row("env-commit", Text::Code(c.clone())));
    }
    if let Some((name, version, commit)) = &env.harness {
        rows.push(row(
            "env-harness",
            msg_with(
                "env-harness-value",
                vec![
                    ("name", t(data(name.clone()))),
                    ("version", t(data_or_empty(version.as_deref()))),
                    ("commit", t(data_or_empty(commit.as_deref()))),
                ],
            ),
        ));
    }
    if !env.command.is_empty() {
        rows.push(row("env-command", Text::Code(env.command.join(" "))));
    }
    for (path, value) in &env.extra {
        rows.push(vec![Text::Code(path.clone()), data(value.clone())]);
    }
    blocks.push(Block::Table(Table {
        header: vec![msg("env-col-item"), msg("env-col-value")],
        rows,
    }));
    if let Some(note) = &env.subject_note {
        blocks.push(Block::Note(archive(note.clone())));
    }
    Section {
        id: "environment",
        title: msg("section-environment"),
        blocks,
    }
}

pub fn workload() -> Section {
    Section {
        id: "workload",
        title: msg("section-workload"),
        blocks: vec![Block::Bullets(vec![
            msg("workload-composition"),
            msg("workload-stand-in"),
        ])],
    }
}

fn count_list(values: &[i64]) -> Text {
    if values.is_empty() {
        return Text::Empty;
    }
    Text::List(values.iter().map(|v| value(Value::Count(*v))).collect())
}

pub fn methodology(cx: &ReportContext) -> Section {
    let run = &cx.model.run;
    Section {
        id: "methodology",
        title: msg("section-methodology"),
        blocks: vec![Block::Bullets(vec![
            msg("methodology-in-run"),
            msg_with(
                "methodology-warmup",
                vec![
                    ("warmup", t(count_list(&run.warmup_rounds))),
                    ("measured", t(count_list(&run.measured_rounds))),
                ],
            ),
            msg("methodology-absolute"),
            msg_with(
                "methodology-uncertainty",
                vec![
                    (
                        "resamples",
                        n(crate::model::uncertainty::bootstrap::RESAMPLES as f64),
                    ),
                    (
                        "target",
                        t(value(Value::Percent {
                            fraction: crate::model::uncertainty::power::TARGET_DIFFERENCE,
                            digits: 0,
                        })),
                    ),
                ],
            ),
        ])],
    }
}

/// The section whose tables hold a figure's numbers.
fn data_section(figure: &str) -> &'static str {
    match figure {
        "overhead_ratio" => "overhead",
        "throughput" => "throughput",
        "relative_multiple" => "no-winner",
        _ => "latency",
    }
}

/// Every planned figure with its scope caption; a withheld figure says why, in place.
pub fn charts(cx: &ReportContext) -> Section {
    let blocks = crate::figures::plan(cx.model)
        .into_iter()
        .map(|p| match p {
            crate::figures::Planned::Figure(f) => Block::Figure {
                name: f.name,
                caption: f.caption,
                alt: f.alt,
                data_section: data_section(f.name),
            },
            crate::figures::Planned::Withheld { reason, .. } => Block::Note(reason),
        })
        .collect();
    Section {
        id: "charts",
        title: msg("section-charts"),
        blocks,
    }
}
