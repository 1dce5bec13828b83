//! Integration tests: drive the real `bench-run` binary on tiny matrices and check the archives
//! it writes against the format (schema, recomputed summaries, isolation, failures).

mod support;

use serde_json::Value;
use support::{recompute_summary, run_matrix, schema_errors, tiny_builtin_run, workspace_root};

#[test]
fn builtin_archive_validates_against_the_schema() {
    let run = tiny_builtin_run();
    assert_eq!(schema_errors(&run.archive), Vec::<String>::new());
    assert_eq!(run.archive["run"]["unit_count"], 16);
    assert_eq!(run.archive["run"]["failed_unit_count"], 0);
    assert!(run.archive["semantics"].is_null());
    assert!(run.archive.get("attribution").is_none());
    assert!(
        run.path.to_string_lossy().contains("tiny-demo-9.9.9"),
        "{}",
        run.path.display()
    );
}

#[test]
fn units_follow_adapter_concurrency_tier_order() {
    let run = tiny_builtin_run();
    let order: Vec<(String, u64, f64)> = units(&run.archive)
        .map(|u| {
            let s = &u["spec"];
            (
                s["adapter"].as_str().unwrap().to_string(),
                s["concurrency"].as_u64().unwrap(),
                s["body_tier_us"].as_f64().unwrap(),
            )
        })
        .collect();
    let mut expected = Vec::new();
    for adapter in ["inline", "rayon", "spawn_thread", "thread_pool"] {
        for c in [1, 2] {
            for t in [20.0, 150.0] {
                expected.push((adapter.to_string(), c, t));
            }
        }
    }
    assert_eq!(order, expected);
    let subject_tiers: Vec<&str> = units(&run.archive)
        .filter(|u| u["spec"]["adapter"] == "rayon")
        .map(|u| u["adapter"]["tier"].as_str().unwrap())
        .collect();
    assert!(subject_tiers.iter().all(|t| *t == "under_test"));
}

#[test]
fn summaries_equal_a_recomputation_from_raw_rounds() {
    let run = tiny_builtin_run();
    for unit in units(&run.archive) {
        let c = unit["spec"]["concurrency"].as_f64().unwrap();
        let rounds = unit["rounds"].as_array().unwrap();
        assert_eq!(rounds.len(), 3, "warm-up rounds are dropped");
        let walls: Vec<f64> = rounds
            .iter()
            .map(|r| r["wall_seconds"].as_f64().unwrap())
            .collect();
        let per_task: Vec<f64> = walls.iter().map(|w| w / c).collect();
        let bodies: Vec<f64> = rounds
            .iter()
            .flat_map(|r| {
                r["body_seconds"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|b| b.as_f64().unwrap())
            })
            .collect();
        let absolute = &unit["absolute"];
        recompute_summary(&absolute["end_to_end_per_task_seconds"], &per_task);
        recompute_summary(&absolute["round_wall_seconds"], &walls);
        recompute_summary(&absolute["body_seconds"], &bodies);
        let e = absolute["end_to_end_per_task_seconds"]["median"]
            .as_f64()
            .unwrap();
        let b = absolute["body_seconds"]["median"].as_f64().unwrap();
        assert_eq!(
            absolute["framework_overhead_seconds"].as_f64().unwrap(),
            e - b
        );
        assert_eq!(absolute["throughput_per_second"].as_f64().unwrap(), c / e);
        assert_eq!(
            unit["checks"]["body"]["body_observed_median_seconds"]
                .as_f64()
                .unwrap(),
            b
        );
    }
}

#[test]
fn process_isolation_is_recorded() {
    let run = tiny_builtin_run();
    let isolation = &run.archive["process_isolation"];
    let pids: Vec<u64> = units(&run.archive)
        .map(|u| u["process"]["pid"].as_u64().unwrap())
        .collect();
    let recorded: Vec<u64> = isolation["child_pids"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_u64().unwrap())
        .collect();
    assert_eq!(recorded, pids);
    let mut distinct = pids.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(
        distinct.len(),
        pids.len(),
        "every unit ran in its own process"
    );
    assert!(!pids.contains(&isolation["parent_pid"].as_u64().unwrap()));
    assert_eq!(isolation["all_distinct"], true);
    assert_eq!(isolation["none_equals_parent"], true);
}

#[test]
fn verification_and_relative_blocks_are_filled() {
    let run = tiny_builtin_run();
    let verification = run.archive["verification"].as_object().unwrap();
    assert_eq!(
        verification.keys().collect::<Vec<_>>(),
        ["inline", "rayon", "spawn_thread", "thread_pool"]
    );
    for entry in verification.values() {
        assert_eq!(
            entry["payload"]["observed_markers"],
            serde_json::json!([1000.0, 1001.0, 1002.0, 1003.0])
        );
        assert_eq!(entry["payload"]["ok"], true);
    }
    assert_eq!(
        run.archive["self_check"]["adapter_equivalence"]["results"],
        run.archive["verification"]
    );
    let comparisons = run.archive["relative"]["comparisons"].as_array().unwrap();
    assert_eq!(comparisons.len(), 4);
    let first = &comparisons[0];
    assert_eq!(first["subject"], "rayon");
    let inline = units(&run.archive)
        .find(|u| u["spec"]["adapter"] == "inline")
        .unwrap();
    let subject = units(&run.archive)
        .find(|u| u["spec"]["adapter"] == "rayon")
        .unwrap();
    let median = |u: &Value| {
        u["absolute"]["end_to_end_per_task_seconds"]["median"]
            .as_f64()
            .unwrap()
    };
    assert_eq!(
        first["ratios_vs_subject"]["inline"].as_f64().unwrap(),
        median(inline) / median(subject)
    );
}

#[test]
fn failing_adapters_give_failed_units_not_a_crash() {
    let matrix = r#"
        [subject]
        name = "failing"
        version = "1"
        adapter = "inline"
        [run]
        concurrencies = [1]
        tiers_us = [100]
        warmup_rounds = 0
        measured_rounds = 2
        timeout_seconds = 1
        [[adapter]]
        name = "inline"
        [[adapter]]
        name = "exits"
        command = ["sh", "-c", "echo boom >&2; exit 3"]
        [[adapter]]
        name = "garbage"
        command = ["sh", "-c", "echo not json"]
        [[adapter]]
        name = "hangs"
        command = ["sleep", "30"]
        [[adapter]]
        name = "crashes"
        command = ["sh", "-c", "kill -9 $$"]
    "#;
    let run = run_matrix(matrix);
    assert_eq!(schema_errors(&run.archive), Vec::<String>::new());
    assert_eq!(run.archive["run"]["failed_unit_count"], 4);
    let by_name = |name: &str| {
        units(&run.archive)
            .find(|u| u["spec"]["adapter"] == name)
            .unwrap()
            .clone()
    };
    assert_eq!(by_name("inline")["status"], "ok");
    let exits = by_name("exits");
    assert_eq!(
        (exits["status"].as_str(), exits["error"].as_str()),
        (Some("failed"), Some("child exited with code 3"))
    );
    assert_eq!(exits["stderr"], "boom\n");
    assert!(exits.get("rounds").is_none() && exits.get("process").is_none());
    let garbage = by_name("garbage")["error"].as_str().unwrap().to_string();
    assert!(
        garbage.contains("malformed output") && garbage.contains("line 1"),
        "{garbage}"
    );
    assert!(by_name("hangs")["error"]
        .as_str()
        .unwrap()
        .contains("1 s limit"));
    assert_eq!(by_name("crashes")["error"], "child was killed by signal 9");
    let verification = &run.archive["verification"];
    assert_eq!(verification["exits"]["status"], "failed");
    assert_eq!(
        run.archive["self_check"]["adapter_equivalence"]["ok"],
        false
    );
    assert_eq!(
        run.archive["process_isolation"]["child_pids"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn external_example_adapter_works() {
    if std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("SKIP external_example_adapter_works: python3 is not installed");
        return;
    }
    let example = workspace_root().join("runner/examples/external_adapter.py");
    let matrix = format!(
        r#"
        [subject]
        name = "external"
        version = "1"
        adapter = "inline"
        [run]
        concurrencies = [1, 2]
        tiers_us = [300]
        warmup_rounds = 1
        measured_rounds = 3
        [[adapter]]
        name = "inline"
        [[adapter]]
        name = "py_threads"
        command = ["python3", "{}"]
        tier = "stdlib"
        "#,
        example.display()
    );
    let run = run_matrix(&matrix);
    assert_eq!(schema_errors(&run.archive), Vec::<String>::new());
    assert_eq!(run.archive["run"]["failed_unit_count"], 0, "{}", run.stderr);
    let py: Vec<&Value> = units(&run.archive)
        .filter(|u| u["spec"]["adapter"] == "py_threads")
        .collect();
    assert_eq!(py.len(), 2);
    assert_eq!(
        py[1]["rounds"][0]["body_seconds"].as_array().unwrap().len(),
        2
    );
    assert_eq!(py[0]["adapter"]["tier"], "stdlib");
    assert_eq!(py[0]["adapter"]["notes"], "adapters.notes.external_command");
    assert_eq!(
        run.archive["verification"]["py_threads"]["payload"]["ok"],
        true
    );
    let ratios = &run.archive["relative"]["comparisons"][0]["ratios_vs_subject"];
    assert!(ratios["py_threads"].as_f64().unwrap() > 0.0);
}

#[test]
fn bad_matrix_is_reported_with_file_and_key() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.toml");
    std::fs::write(&path, "[subject]\nname='x'\nversion='1'\nadapter='nope'\n[run]\nconcurrencies=[1]\ntiers_us=[10]\nwarmup_rounds=0\nmeasured_rounds=1\n[[adapter]]\nname='inline'\n").unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bench-run"))
        .args(["run", "--matrix"])
        .arg(&path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr.contains("bad.toml") && stderr.contains("subject.adapter"),
        "{stderr}"
    );
}

fn units(archive: &Value) -> impl Iterator<Item = &Value> {
    archive["units"].as_array().unwrap().iter()
}

#[test]
fn schema_rejects_broken_archives() {
    let run = tiny_builtin_run();
    let mut missing_key = run.archive.clone();
    missing_key["units"][0]["absolute"]["body_seconds"]
        .as_object_mut()
        .unwrap()
        .remove("p95");
    assert!(!schema_errors(&missing_key).is_empty());
    let mut nan_became_null = run.archive.clone();
    nan_became_null["units"][1]["rounds"][0]["wall_seconds"] = Value::Null;
    assert!(!schema_errors(&nan_became_null).is_empty());
    let mut failed_with_rounds = run.archive.clone();
    failed_with_rounds["units"][2]["status"] = "failed".into();
    assert!(!schema_errors(&failed_with_rounds).is_empty());
}

#[test]
fn real_zoo_bench_archives_validate_against_the_schema() {
    let dir = std::env::var_os("BENCH_SITE_REAL_ARCHIVES")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| workspace_root().join("../shared/archives"));
    if !dir.is_dir() {
        eprintln!(
            "SKIP real archives: {} does not exist (set BENCH_SITE_REAL_ARCHIVES)",
            dir.display()
        );
        return;
    }
    let files = json_files(&dir);
    assert!(!files.is_empty(), "no *.json under {}", dir.display());
    for file in files {
        let archive: Value =
            serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        assert_eq!(
            schema_errors(&archive),
            Vec::<String>::new(),
            "{}",
            file.display()
        );
    }
}

#[test]
fn committed_results_validate_against_the_schema() {
    for file in json_files(&workspace_root().join("results")) {
        let archive: Value =
            serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        assert_eq!(
            schema_errors(&archive),
            Vec::<String>::new(),
            "{}",
            file.display()
        );
        assert_eq!(
            archive["environment"]["toolchain"]["cargo_profile"],
            "release",
            "{}",
            file.display()
        );
    }
}

/// `*.json` files one or two levels below `dir` (`<slug>/<ts>.json`, `gil-free/<slug>/<ts>.json`).
fn json_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(json_files(&path));
        } else if path.extension().is_some_and(|e| e == "json") {
            out.push(path);
        }
    }
    out.sort();
    out
}

#[test]
fn hidden_unit_command_rejects_a_bad_spec_and_stays_hidden() {
    let exe = env!("CARGO_BIN_EXE_bench-run");
    let out = std::process::Command::new(exe)
        .args(["unit", "--spec", "{}"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a valid unit spec"));
    let help = std::process::Command::new(exe)
        .arg("--help")
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    let commands: Vec<&str> = help.lines().filter_map(|l| l.strip_prefix("  ")).collect();
    assert!(commands.iter().any(|l| l.starts_with("run ")), "{help}");
    assert!(!commands.iter().any(|l| l.starts_with("unit")), "{help}");
}
