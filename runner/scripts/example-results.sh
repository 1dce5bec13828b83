#!/bin/sh
# Regenerates the example archives in results/ from the shipped matrices with a release build.
# Waits until the machine is quiet (no compiler running, 1-minute load below 0.5), because other
# work on the same cores would show up as scheduling noise in the numbers; a run that overlapped
# a compiler is discarded and repeated. Run from the workspace root.
set -eu
cargo build --release -p bench-run
bin="${CARGO_TARGET_DIR:-target}/release/bench-run"
busy() {
    pgrep -x rustc >/dev/null 2>&1 || pgrep -x cc >/dev/null 2>&1 ||
        awk '{ exit !($1 >= 0.5) }' /proc/loadavg
}
for matrix in runner/matrices/example.toml runner/matrices/example-0.2.0.toml; do
    while :; do
        while busy; do sleep 5; done
        out=$("$bin" run --matrix "$matrix" --out "${RESULTS_DIR:-results}")
        if pgrep -x rustc >/dev/null 2>&1; then
            echo "a compiler started during the run; discarding $out" >&2
            rm -f "$out"
            continue
        fi
        echo "$out"
        break
    done
done
