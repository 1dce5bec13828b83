#!/bin/sh
# Regenerates the example archives in results/ from the shipped matrices with a release build.
# The runner itself waits for a quiet machine (--wait-quiet: no other busy process and a low
# load, before the run and before every cell, at most 20 minutes in all) and records in the
# archive how busy the machine was. Run from the workspace root; remove the old archives of
# results/bench-run-demo-*/ first if they are to be replaced.
set -eu
cargo build --release -p bench-run
bin="${CARGO_TARGET_DIR:-target}/release/bench-run"
for matrix in runner/matrices/example.toml runner/matrices/example-0.2.0.toml; do
    "$bin" run --wait-quiet --matrix "$matrix" --out "${RESULTS_DIR:-results}"
done
