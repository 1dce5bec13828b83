//! Helpers for unit tests: hand-made ok units with chosen medians.

use crate::adapters::AdapterTier;
use crate::archive::{AdapterMeta, BodyInfo, Checks, OkUnit, Process, Round, Spec, Unit};
use crate::unit::{absolute, body_check};

/// An ok unit with one round whose per-task end-to-end is `e2e` and every body lasts `body`.
pub fn ok_unit(adapter: &str, concurrency: u32, tier_us: f64, e2e: f64, body: f64) -> Unit {
    let batch = concurrency as usize;
    let rounds = vec![Round {
        batch,
        wall_seconds: e2e * f64::from(concurrency),
        body_seconds: vec![body; batch],
        round: 0,
    }];
    let absolute = absolute(&rounds, concurrency).expect("finite samples");
    let checks = Checks {
        body: body_check(tier_us, &absolute),
    };
    Unit::Ok(Box::new(OkUnit {
        spec: Spec {
            adapter: adapter.into(),
            framework: "demo==1".into(),
            concurrency,
            body_tier_us: tier_us,
            warmup_rounds: 0,
            measured_rounds: 1,
            extra_modules: vec![],
        },
        status: "ok",
        process: Process { pid: 1 },
        adapter: AdapterMeta {
            name: adapter.into(),
            tier: AdapterTier::Bare,
            comparable: true,
            notes: String::new(),
            drive_level: String::new(),
        },
        body: BodyInfo {
            iterations: 1,
            checksum: 1,
        },
        rounds,
        absolute,
        checks,
        child_elapsed_seconds: 0.1,
    }))
}
