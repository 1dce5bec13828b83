//! Helpers for unit tests: hand-made ok units with chosen medians.

use crate::adapters::AdapterTier;
use crate::archive::{
    AdapterMeta, BodyInfo, Checks, OkStatus, OkUnit, Process, Replicate, Round, Spec, Unit,
};
use crate::unit::{absolute, body_check};

/// An ok unit with one round whose per-task end-to-end is `e2e` and every body lasts `body`.
pub fn ok_unit(adapter: &str, concurrency: u32, tier_us: f64, e2e: f64, body: f64) -> Unit {
    noisy_unit(adapter, concurrency, tier_us, &[(e2e, body)])
}

/// An ok unit with one round per `(e2e, body)` pair: per-task end-to-end `e2e`, every body of
/// the round `body`.
pub fn noisy_unit(adapter: &str, concurrency: u32, tier_us: f64, samples: &[(f64, f64)]) -> Unit {
    let batch = concurrency as usize;
    let rounds: Vec<Round> = samples
        .iter()
        .zip(0..)
        .map(|(&(e2e, body), i)| Round {
            batch,
            wall_seconds: e2e * f64::from(concurrency),
            body_seconds: vec![body; batch],
            round: i,
            process: 0,
            seq: u64::from(i),
        })
        .collect();
    let absolute = absolute(&rounds, concurrency).expect("finite samples");
    let checks = Checks {
        body: body_check(tier_us, &absolute, 0.0),
    };
    Unit::Ok(Box::new(OkUnit {
        spec: Spec {
            adapter: adapter.into(),
            framework: "demo==1".into(),
            concurrency,
            body_tier_us: tier_us,
            warmup_rounds: 0,
            measured_rounds: rounds.len() as u32,
            extra_modules: vec![],
        },
        status: OkStatus::Ok,
        process: Process {
            pid: 1,
            replicates: vec![Replicate {
                pid: 1,
                body: BodyInfo {
                    iterations: 1,
                    checksum: 1,
                },
                measured_rounds: rounds.len() as u32,
                child_elapsed_seconds: 0.1,
            }],
        },
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
