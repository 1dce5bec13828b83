//! The scheduling-semantics dimension (archive-format 3.11), copied out of the archive into
//! model types so renderers never see archive structs.

use serde_json::{Map, Value};

#[derive(Debug, Clone)]
pub struct SemanticsRow {
    pub item: String,
    pub layer: Option<String>,
    pub probe: Option<String>,
    pub usable: Option<bool>,
    /// The reason when one is given, else the evidence: one key/prose or a list of them.
    pub explanation: Vec<String>,
    pub params: Map<String, Value>,
}

#[derive(Debug, Clone)]
pub struct SemanticsModel {
    /// `ok`, `not_measured`, `probe_failed`, or `not_probed` when the block is absent.
    pub status: String,
    pub probed: bool,
    pub derived_on: Option<String>,
    pub title: Option<String>,
    pub scope_note: Option<String>,
    pub reason: Vec<String>,
    pub rows: Vec<SemanticsRow>,
    pub recheck_note: Option<String>,
    pub error: Option<String>,
}

/// A string, or a list of strings, as stored.
pub fn strings(v: Option<&Value>) -> Vec<String> {
    match v {
        Some(Value::String(s)) if !s.is_empty() => vec![s.clone()],
        Some(Value::Array(a)) => a
            .iter()
            .filter_map(|x| x.as_str())
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect(),
        _ => vec![],
    }
}

pub fn semantics(block: Option<&crate::archive::Semantics>) -> SemanticsModel {
    let Some(b) = block else {
        return SemanticsModel {
            status: "not_probed".into(),
            probed: false,
            derived_on: None,
            title: None,
            scope_note: None,
            reason: vec![],
            rows: vec![],
            recheck_note: None,
            error: None,
        };
    };
    let rows = b
        .items
        .iter()
        .map(|i| {
            let reason = strings(i.reason.as_ref());
            let (explanation, params) = if reason.is_empty() {
                (
                    i.evidence
                        .iter()
                        .filter(|s| !s.is_empty())
                        .cloned()
                        .collect(),
                    i.evidence_params.clone(),
                )
            } else {
                (reason, i.reason_params.clone())
            };
            SemanticsRow {
                item: i.item.clone(),
                layer: i.layer.clone(),
                probe: i.probe.clone(),
                usable: i.usable,
                explanation,
                params,
            }
        })
        .collect();
    SemanticsModel {
        status: b.status.clone().unwrap_or_else(|| "not_measured".into()),
        probed: true,
        derived_on: b.derived_on.clone(),
        title: b.title.clone(),
        scope_note: b.scope_note.clone(),
        reason: strings(b.reason.as_ref()),
        rows,
        recheck_note: b.recheck_on_version_bump.clone(),
        error: b.error.clone(),
    }
}
