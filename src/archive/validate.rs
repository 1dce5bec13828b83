//! Checks that serde cannot express: what an `ok` unit must carry, and sane spec values.
//! Errors are `(json_path, message)` pairs; the reader adds the file name.

use super::types::{Archive, Unit};

pub(super) fn validate(archive: &Archive) -> Result<(), (String, String)> {
    for (i, unit) in archive.units.iter().enumerate() {
        validate_unit(unit).map_err(|(field, msg)| (format!("units[{i}].{field}"), msg))?;
    }
    Ok(())
}

fn validate_unit(unit: &Unit) -> Result<(), (String, String)> {
    let spec = &unit.spec;
    if spec.concurrency < 1 {
        return Err((
            "spec.concurrency".into(),
            format!(
                "expected a concurrency of 1 or more, found {}",
                spec.concurrency
            ),
        ));
    }
    let tier = spec.body_tier_us.get();
    if !(tier.is_finite() && tier > 0.0) {
        return Err((
            "spec.body_tier_us".into(),
            format!("expected a positive body tier in microseconds, found {tier}"),
        ));
    }
    if !unit.is_ok() {
        return Ok(());
    }
    if unit.adapter.is_none() {
        return Err((
            "adapter".into(),
            "an `ok` unit needs its `adapter` block (name, tier, comparable)".into(),
        ));
    }
    if unit.rounds.is_none() && unit.absolute.is_none() {
        return Err((
            "rounds".into(),
            "an `ok` unit needs its raw `rounds` or at least its `absolute` summaries".into(),
        ));
    }
    for (r, round) in unit.rounds.iter().flatten().enumerate() {
        if round.batch < 0 {
            return Err((
                format!("rounds[{r}].batch"),
                format!("expected a batch of 0 or more tasks, found {}", round.batch),
            ));
        }
    }
    Ok(())
}
