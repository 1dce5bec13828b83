#!/usr/bin/env python3
"""Example external adapter for bench-run (protocol 2: docs/runner-protocol.md).

Runs a JSON dumps/loads/concatenate body on a concurrent.futures.ThreadPoolExecutor of
BENCH_RUN_CONCURRENCY workers. In measure mode it calibrates, prints its ready line, then runs
one round for each request line the runner writes on stdin, until stdin closes. Each task times
its own body with perf_counter; each round is timed from the first submit until every result is
back. Prints one JSON object per line and flushes after each.
"""
import json
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor


def body(iterations):
    """The workload: serialise, parse, concatenate. Returns a checksum that depends only on
    `iterations`, so the runner can see the work really ran."""
    joined = []
    checksum = 0
    for i in range(iterations):
        text = json.dumps({"id": i, "name": "task-%d" % i, "values": [i, 2 * i, 3 * i]})
        parsed = json.loads(text)
        joined.append(parsed["name"])
        checksum = (checksum * 31 + len(text) + parsed["id"]) % (1 << 53)
    return (checksum + len("".join(joined))) % (1 << 53)


def timed_body(iterations):
    start = time.perf_counter()
    checksum = body(iterations)
    return time.perf_counter() - start, checksum


def calibrate(tier_us):
    """Iterations whose body lasts about tier_us microseconds. Takes the fastest of several
    timed batches: other work on the machine only ever adds time."""
    body(200)
    k = 16
    while timed_body(k)[0] < 0.01:
        k *= 2
    per_iteration = min(timed_body(k)[0] / k for _ in range(5))
    return max(1, round(tier_us / 1e6 / per_iteration))


def emit(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def measure(pool, concurrency, tier_us):
    iterations = calibrate(tier_us)
    checksum = body(iterations)
    emit({"protocol": 2, "body": {"iterations": iterations, "checksum": checksum}})
    while True:
        line = sys.stdin.readline()  # one request at a time: the runner waits for each answer
        if not line:
            return  # stdin closed: the runner has no more rounds for this process
        if not line.strip():
            continue
        index = json.loads(line)["round"]
        start = time.perf_counter()
        futures = [pool.submit(timed_body, iterations) for _ in range(concurrency)]
        results = [f.result() for f in futures]
        wall = time.perf_counter() - start
        if any(c != checksum for _, c in results):
            sys.exit("round %d: a task returned a wrong checksum" % index)
        emit({"round": index, "batch": concurrency, "wall_seconds": wall,
              "body_seconds": [seconds for seconds, _ in results]})


def verify(pool, markers):
    futures = [pool.submit(lambda m=m: (body(10), m)[1]) for m in markers]
    emit({"markers": [f.result() for f in futures]})


def main():
    mode = os.environ["BENCH_RUN_MODE"]
    concurrency = int(os.environ["BENCH_RUN_CONCURRENCY"])
    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        if mode == "verify":
            verify(pool, [float(m) for m in os.environ["BENCH_RUN_MARKERS"].split(",")])
        elif mode == "measure":
            measure(pool, concurrency, float(os.environ["BENCH_RUN_TIER_US"]))
        else:
            sys.exit("unknown BENCH_RUN_MODE %r" % mode)


if __name__ == "__main__":
    main()
