//! Collects the fields an archive carries that the typed structs do not model, so the appendix
//! can show every value.

use super::types::{Archive, Extra};

/// (JSON path, compact JSON) for every unmodelled field of the archive, in a stable order.
pub fn unknown_fields(archive: &Archive) -> Vec<(String, String)> {
    let mut out = Vec::new();
    push(&mut out, "", &archive.extra);
    push(&mut out, "run.", &archive.run.extra);
    for (i, u) in archive.units.iter().enumerate() {
        push(&mut out, &format!("units[{i}]."), &u.extra);
        push(&mut out, &format!("units[{i}].spec."), &u.spec.extra);
        if let Some(a) = &u.adapter {
            push(&mut out, &format!("units[{i}].adapter."), &a.extra);
        }
        if let Some(a) = &u.absolute {
            push(&mut out, &format!("units[{i}].absolute."), &a.extra);
        }
    }
    out
}

fn push(out: &mut Vec<(String, String)>, prefix: &str, extra: &Extra) {
    for (k, v) in extra {
        out.push((format!("{prefix}{k}"), v.to_string()));
    }
}
