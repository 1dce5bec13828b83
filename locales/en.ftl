### bench-site: English messages.
###
### To add a language, copy this file to locales/<tag>.ftl (e.g. de.ftl, ja.ftl) and translate
### the values. Messages a file lacks fall back to a locale of the same language, then to the
### default locale. `**text**` marks emphasis. Numbers arrive formatted, except where a message
### uses COUNT($n) (a count with grouping), DECIMAL($x, digits: N) or PERCENT($fraction, digits: N);
### select plurals on the bare variable: { $count -> [one] ... *[other] ... }.

## Numbers and units (read by the code; keep the { $value } placeholder)

number-decimal-separator = .
number-group-separator = ,
value-seconds = { $value } s
value-milliseconds = { $value } ms
value-microseconds = { $value } µs
value-percent = { $value }%
value-multiple = { $value }x
value-rate = { $value } tasks/s
list-separator = {", "}
clause-separator = {"; "}
empty-marker = -
yes = yes
no = no
untranslated-archive-text = "{ $text }" (archive text, not translated)
subject-unknown = the framework under test

## Title

report-title = { $has_version ->
    [yes] { $subject } { $version }: benchmark report
   *[other] { $subject }: benchmark report
}
report-raw-data = Raw data: { $path }
gate-no-environment = **Not fit for publication:** the archive has no environment block, so nobody can tell which machine produced these numbers.
gate-self-check-failed = **Not fit for publication:** the measurement self-check failed; see the self-check section before trusting any number below.
gate-no-subject = **Not fit for publication:** no unit ran the framework under test, so there is nothing to compare the baselines with.
gate-no-unfavourable = **Not fit for publication:** no tier is unfavourable to the framework under test and none is a tie; a report that only shows wins needs a second look at its baselines.

## Environment

section-environment = Run environment
env-col-item = item
env-col-value = value
env-missing = The archive carries no environment self-description; the rows below are empty.
env-cpu = CPU model
env-cpu-unavailable = unavailable (source: { $source })
env-cores = logical cores
env-platform = platform
env-os = operating system
env-interpreter = interpreter
env-executable = interpreter path
env-gil = GIL mode
env-subject-version = framework under test (distribution metadata)
env-module-version = framework under test (module version)
env-module-version-value = { $version } (a footnote only; the distribution metadata decides the version)
env-drive-generation = drive-surface generation of the framework under test
env-drive-undetermined = undetermined ({ $reason })
env-drive-missing = not stated in the environment self-description
env-install-source = install source
env-install-via = { $revision } via { $vcs }
env-commit = commit
env-harness = harness
env-harness-value = { $name } { $version } @ { $commit }
env-command = command to reproduce

## Workload and methodology

section-workload = Workload
workload-composition = One unit of work serialises a small JSON document, parses it back and concatenates strings, repeated until the body reaches its target duration (the body tier).
workload-stand-in = **The workload is a stand-in, not a recorded trace.** It has the shape of everyday request handling (decode, transform, encode), but no production trace backs it, so every conclusion holds only for bodies of this kind.
section-methodology = Measurement methodology
methodology-in-run = **Body time is measured inside the same run:** each body times itself and reports back, and framework overhead is end-to-end minus that figure. **Nothing is subtracted across runs**, because two runs never share caches, clock frequencies or scheduler noise.
methodology-warmup = **Warm-up rounds are left out:** every unit first runs { $warmup } warm-up round(s) that are thrown away, then { $measured } measured round(s); a unit has measured rounds × concurrency body samples.
methodology-absolute = **Absolute durations do not travel between runs:** they show the order of magnitude only. Across versions or machines, compare the relative quantities of one run (overhead share, multiples of the baselines), which do not move with the machine's overall speed.

## Conclusions

section-conclusions = Conclusion summary
conclusions-none = No conclusion can be drawn: the archive has no unit of the framework under test.
summary-crossing-found = From a body of about { $tier } µs upwards, the overhead of the framework under test ({ $subject }) falls to { $threshold } of end-to-end or less; for shorter bodies the overhead itself is the main cost of choosing it.
summary-crossing-missing = At no measured tier ({ $tiers } µs) does the overhead of the framework under test ({ $subject }) fall to { $threshold } of end-to-end; at every tier measured here, the overhead is a large part of the cost.
summary-overhead-unreadable = No overhead figure of the framework under test ({ $subject }) is readable in this run (every concurrency exceeds the machine's cores or gave a negative overhead), so no crossing can be stated.
summary-favourable-best = The largest lead of the framework under test in this run: { $ratio } faster than { $baseline } at concurrency { $concurrency } with a { $tier } µs body.
summary-turning-found = At concurrency { $concurrency }, { $baseline } stops being faster than the framework under test once the body reaches about { $tier } µs.
summary-turning-missing = At concurrency { $concurrency }, { $baseline } is **faster at every measured tier**; those tiers are listed under the openly published unfavourable data.
conclusion-note = One multiple at one tier does not decide a choice; read the conclusions as "which scheme for which body duration": the same fixed overhead is most of a 40 µs task and a rounding error of a 10 ms one.
heading-crossings = Overhead threshold crossings
heading-turnings = Relative turning points
crossing-note-found = the smallest measured tier that meets the threshold; the true crossing lies between it and the tier below
crossing-note-none-below = no measured tier meets the threshold
crossing-note-polluted = queueing contaminates this group's overhead (self-check), so no crossing is read from it
crossing-note-oversubscribed = concurrency above the machine's logical cores: the body's own timing then includes waiting for a core, so end-to-end minus body means nothing here; end-to-end and throughput stay valid
crossing-note-negative = at least one tier gave a negative overhead, which a framework cannot produce; the group's overhead is not read
turning-note-found = the smallest measured tier where the baseline is no longer faster
turning-note-never = **not observed:** this baseline is faster at every measured tier

## Charts

section-charts = Charts
charts-pending = This version of bench-site does not draw figures yet; every number a chart would show is in the tables of this report and its appendix.

## Dimensions

col-concurrency = concurrency
col-tier = body tier (µs)
col-scheme = scheme
col-baseline = baseline
col-note = note
col-threshold = threshold
col-first-tier-below = first tier at or below the threshold (µs)
col-measured-tiers = measured tiers (µs)
col-turning-tier = first tier where it is no longer faster (µs)
pivot-pointer = Every unit's percentiles, spread and raw per-round samples are in the appendix at the end.
section-latency = Dimension: latency
latency-note = Median end-to-end time per task (a round's wall time divided by its concurrency); percentiles and spread are in the appendix.
section-overhead = Dimension: framework overhead share
overhead-note = Overhead share = (end-to-end per task − body time measured in the same run) / end-to-end per task. No number is subtracted across runs.
overhead-note-withheld = **Cells with the empty marker** have no overhead figure: their concurrency exceeds the machine's logical cores (the body's own timing then includes waiting for a core), or end-to-end minus body came out negative. The last column says which. End-to-end and throughput of those cells are still valid and shown in their own sections.
col-withheld-why = why cells are empty
overhead-why-oversubscribed = concurrency above the { $cores } logical cores
overhead-why-negative = negative overhead for { $schemes }
section-throughput = Dimension: throughput
throughput-note = Tasks actually completed per second: 1 / median end-to-end per task. The archive stores concurrency / median end-to-end per task, which overstates the rate by a factor of the concurrency; this report corrects it (see caveats) and keeps the stored value in the appendix.

## Attribution

section-attribution = Dimension: overhead attribution
attribution-scope-note = Overhead attribution splits one task's end-to-end into submit side, handoff, body and return, and compares each segment with every baseline at the same tier and concurrency. It is a diagnosis, not the main evidence.
attribution-detail-note = **A diagnosis, not the main evidence:** a few tiers and concurrencies are sampled, segment by segment, to show where the subject's extra time goes. A negative handoff is not an error: the body started before the submit call returned (schemes that start a thread inside submit do this). The return segment includes waiting for the completion signal.
status-line = status: { $status }
status-ok = ok
status-not-measured = not measured
status-not-probed = not probed
status-not-measurable = not measurable
status-probe-failed = probe failed
generation-current = current
generation-previous = previous
attribution-not-in-run = This run did not probe overhead attribution; the archive has no attribution block.
attribution-none-measured = No attribution group could be measured in this run.
attribution-sampled = Sampled tiers (µs): { $tiers }; concurrencies: { $concurrencies }; logical cores of the machine: { $cores }
segment-submit-side = submit side
segment-handoff = handoff
segment-body = body
segment-return = return
col-status = status
group-status-reason = { $status }: { $reason }
heading-excess = Where the excess over each baseline falls
col-excess = excess per task
col-mostly-on = largest segment difference
col-segment-gap = difference in that segment
attribution-seals = Instrumentation seams (wrapped by the harness for the run, framework code untouched): { $seals }
attribution-missing-seals = Seams that could not be instrumented: { $seals }
attribution-instrumentation = **Cost of the instrumentation itself** (uninstrumented and instrumented rounds paired in one process): { $items }
instrumentation-item = { $scheme } { $tier } µs / concurrency { $concurrency }: { $before } without, { $after } with, a difference of { $difference }{ $faster ->
    [yes] {" "}(faster with instrumentation: machine drift in this run outweighed its cost)
   *[other] {""}
}
attribution-overlap = **The sub-measurements do not add up exactly:** { $note } Overlap measured in this run: { $items }
overlap-item = { $scheme } { $tier } µs / concurrency { $concurrency }: { $ratio }
heading-submit-side = What the submit side of the framework under test consists of
drill-line = concurrency { $concurrency }, tier { $tier } µs: { $items }
drill-item = { $label } { $value }
drill-none = The archive has no drill-down of the submit side.
drill-scheduling-round = rest of the scheduling round
drill-dispatch = dispatch
drill-policy-lookup = per-round policy lookups
drill-submit-other = other submit-side work
heading-attribution-conclusions = Attribution conclusions
attribution-no-findings = No group has both the framework under test and a comparable baseline measured, so no comparison is drawn.
finding-not-slower = At concurrency { $concurrency } with a { $tier } µs body, the framework under test is not slower overall than { $baseline } ({ $excess } per task); the two sides split their time differently, so no single segment is named.
finding-slower = At concurrency { $concurrency } with a { $tier } µs body, the framework under test takes { $excess } more per task than { $baseline }, mostly in "{ $segment }" ({ $share }).
finding-mixed = {"  "}Note: the segment differences do not all point the same way ("{ $segment }" is { $value }); read them together.
finding-composition = The submit side of the framework under test in this group: { $parts }.

## Semantics

section-semantics = Dimension: the cost of scheduling semantics
semantics-scope-note = Scheduling semantics (timeouts, priorities, retries) are priced by switching them on one at a time inside the framework under test; baselines have no such features, so there is no cross-scheme comparison.
semantics-derived-on = {" "}(concluded on the { $generation } drive-surface generation installed for this run)
semantics-not-in-run = This run did not probe scheduling semantics.
semantics-probe-error = The semantics probe failed: { $error }
col-semantics-item = semantics item
col-layer = layer
col-probe = how it was probed
col-measurable = measurable
col-evidence = evidence or reason

## Verdicts

section-favourable = Tiers where the framework under test is faster
favourable-note = Tiers where the framework under test is ahead by more than that tier's noise band. The same within-run comparison fills this section and the unfavourable one, so neither side picks its tiers. An empty section is a valid outcome.
favourable-empty = No measured tier has the framework under test ahead by more than the band.
gap-subject-faster = { $subject } is { $multiple } faster than { $baseline }
gap-baseline-faster = { $baseline } is { $multiple } faster than { $subject }
col-gap = gap
col-subject-median = median of the framework under test
section-unfavourable = Openly published unfavourable data
unfavourable-note = Tiers where the framework under test is behind by more than that tier's noise band, listed in full. A report that showed only its wins would give every reason to distrust it. Differences inside the band are in the next section, as ties, not hidden.
unfavourable-empty = No measured tier has the framework under test behind by more than the band.
unfavourable-count = The framework under test is slower at { $count ->
    [one] { COUNT($count) } tier
   *[other] { COUNT($count) } tiers
} across { $baselines ->
    [one] { COUNT($baselines) } baseline
   *[other] { COUNT($baselines) } baselines
}.
section-no-winner = Tiers with no winner
no-winner-note = Tiers where the two sides cannot be told apart: the difference is smaller than the noise band. Every compared tier lands in exactly one of the three sections.
no-winner-criterion = Criterion: band = the relative spread (stdev / median) of the framework's per-round values plus that of the baseline, both from this run, so a reader can recompute it from the raw rounds.
band-range = Band in this run: { $low } to { $high } (it follows each tier's spread).
no-winner-empty = Every compared tier has a winner.
col-ratio = ratio
col-reason = reason
tie-reason = the sides differ by { $difference }, less than the band of { $band }: no winner
tie-reason-no-rounds = too few rounds for a noise band: no winner can be called

## Caveats

section-caveats = Limitations of the measurement and sources of bias
caveats-none = None recorded.
caveat-line = **{ $kind }**: { $text }
caveat-line-adapter = **{ $kind }** ({ $adapter }): { $text }
caveat-kind-layer = measured layer
caveat-kind-scope = scope note
caveat-kind-incomparable = not directly comparable
caveat-kind-incomplete = incomplete units
caveat-kind-verification = baselines that failed the equivalence check
caveat-kind-queueing = overhead contaminated by queueing
caveat-kind-withheld = groups without an overhead figure
caveat-kind-non-gated = self-check items outside the verdict
caveat-kind-correction = correction applied by this report
caveat-kind-unread = archive content this version does not read
caveat-incomplete = { $count ->
    [one] { COUNT($count) } unit
   *[other] { COUNT($count) } units
} failed and have no numbers ({ $adapters }); their errors are in the appendix.
caveat-verification = { $adapters } did not pass the check that each submitted body runs exactly once; their numbers are not to be trusted.
caveat-queueing = in these groups the overhead grows with the body beyond the self-check's limit, a sign of queueing: { $groups }. No crossing is read from them.
caveat-withheld = these scheme/concurrency groups have no overhead figure (concurrency above the logical cores, or a negative overhead): { $groups }. End-to-end, throughput and body timings remain valid and every raw value is kept.
caveat-non-gated = { $count ->
    [one] { COUNT($count) } body-duration check did
   *[other] { COUNT($count) } body-duration checks did
} not count toward the self-check verdict (concurrency above the lowest, or a tier too short for the clock); read those tiers' numbers with that in mind.
caveat-throughput = throughput is shown as tasks actually completed per second (1 / median end-to-end per task). The archive's value, concurrency / median end-to-end per task, overstates it by a factor of the concurrency; it is kept beside the corrected value in the appendix.
caveat-summary-mismatch = { $count ->
    [one] { COUNT($count) } stored summary value differs
   *[other] { COUNT($count) } stored summary values differ
} from the value recomputed from the raw rounds (largest relative difference { $difference }); this report uses the recomputed values and lists both in the appendix.
caveat-relative-mismatch = { $count ->
    [one] { COUNT($count) } stored ratio differs
   *[other] { COUNT($count) } stored ratios differ
} from the ratio of the recomputed medians; this report uses the recomputed ratios.
caveat-unknown-blocks = the archive carries blocks this version of bench-site does not interpret ({ $keys }); their raw content is in the appendix.
absolute-durations-note = Absolute durations: { $note }

## Bring your own baseline

section-byo-baseline = Bring your own baseline
byo-baseline-text = The baselines are open. With zoo-bench, implement the four adapter methods (setup, submit, drain, teardown) and register the class or list its module in the matrix; with bench-run, point an external-command adapter at any program that reports its own body durations (see docs/runner-protocol.md). Either way, no file of the harness changes, and your baseline passes the same equivalence check as the built-in ones. **This path is part of the report on purpose:** a framework measured by its own authors invites the suspicion of a slowed baseline, and anyone being able to add theirs is what makes the numbers open to challenge.

## Self-check

section-self-check = Self-check
check-passed = passed
check-failed = failed
check-not-stated = not stated in the archive
self-check-overall = Overall measurement self-check: { $verdict }
self-check-body = body durations match their tiers: { $verdict }
self-check-overhead = overhead stays stable across tiers: { $verdict }
self-check-equivalence = every scheme runs each submitted body exactly once: { $verdict }
self-check-derived = The archive had no self-check verdict; bench-site derived these from the units with the current tolerances.
isolation-line = Process isolation: { $children ->
    [one] { COUNT($children) } unit ran
   *[other] { COUNT($children) } units ran
} in child processes; { $distinct ->
    [yes] every child process id is distinct
    [no] **some child process ids repeat**
   *[other] whether they are distinct is not stated
}; { $parent_free ->
    [yes] none of them is the parent process ({ $parent })
    [no] **one of them is the parent process ({ $parent })**
   *[other] the parent process is not stated
}.
isolation-missing = The archive does not record process isolation.

## Appendix A

section-appendix = Appendix: all values
appendix-note = The sections above show pivots for readability; this appendix gives every field of every unit as measured. Summaries are recomputed from the raw rounds and checked against the stored ones.
appendix-latency = Appendix: end-to-end per task
appendix-body = Appendix: body time per task (self-reported)
appendix-wall = Appendix: round wall time
appendix-overhead = Appendix: framework overhead
appendix-throughput = Appendix: throughput
appendix-facts = Appendix: unit facts
appendix-failed = Appendix: failed units
appendix-failed-none = No unit failed.
appendix-cross-check = Appendix: stored values against the raw rounds
appendix-unknown = Appendix: fields this version does not interpret
appendix-unknown-none = The archive has no such field.
appendix-raw-pointer = Every per-round raw sample is in appendix-raw.md next to this report.
cross-check-summary = { COUNT($fields) } stored summary values compared with their recomputation; largest relative difference { $difference }; { $mismatches ->
    [0] none beyond the tolerance
    [one] { COUNT($mismatches) } beyond the tolerance
   *[other] { COUNT($mismatches) } beyond the tolerance
}. Largest relative difference of the stored ratios: { $ratio_difference }.
col-n = n
col-median = median
col-mean = mean
col-min = min
col-max = max
col-stdev = stdev
col-p95 = p95
col-p99 = p99
col-iqr = IQR
col-relative-spread = relative spread
col-overhead = overhead
col-overhead-share = overhead share
col-overhead-raw = end-to-end − body (raw)
col-body-median = body median
col-readability = overhead readable
readability-readable = yes
readability-oversubscribed = no: concurrency above the logical cores
readability-negative = no: negative overhead
col-throughput = tasks/s (corrected)
col-throughput-stored = stored value (concurrency / median)
col-pid = process id
col-iterations = body iterations
col-warmup = warm-up rounds
col-measured = measured rounds
col-child-elapsed = child process time
col-body-target = body target
col-body-deviation = body deviation
col-body-deviation-ok = within tolerance
col-source = summaries
source-recomputed = recomputed from rounds
source-stored = stored (no raw rounds)
col-error = error
col-stderr = last lines of stderr
col-field = field
col-value = value
col-stored = stored
col-recomputed = recomputed

## Appendix B (appendix-raw.md)

raw-title = Appendix B: raw per-round samples of { $report }
section-appendix-raw = Appendix B: raw per-round samples
raw-note = One table per unit: round index, tasks in the round, the round's wall time and every body's self-reported duration, all in seconds as stored.
raw-unit-heading = { $scheme } · concurrency { $concurrency } · tier { $tier } µs
raw-none = This unit has no raw rounds in the archive.
col-round = round
col-batch = tasks
col-wall-seconds = wall time (s)
col-body-samples = body durations (s)

## Archive message keys (zoo-bench and bench-run store these in place of prose)

key-report-absolute_note = valid only within this run; never compare them across runs
key-runner-relative-note = ratios within one run are the main evidence for a choice; they do not move with the run's overall drift
key-runner-relative-comparison_note = a ratio above 1 means the baseline is slower than the framework under test; it holds within this run only
key-env-subject-version_note = the distribution metadata (dist_version) decides the version; the module's own version string is only a footnote
key-adapters-drive_level-zoo = dispatch layer: the harness drives one scheduling round per submitted task directly, rather than the framework's full run loop, whose once-per-second service tick would turn microseconds into seconds. That round's bookkeeping is charged to the single task, whereas real use shares it among several workers.
key-adapters-notes-apscheduler_pool = APScheduler's job model, including job registration and trigger evaluation. The library swallows exceptions raised in jobs, so this adapter re-raises them at drain. It offers no completion notification, so this adapter signals completion itself, one notification per task, counted in its end-to-end.
key-adapters-notes-asyncio_pool = an asyncio event loop dispatching synchronous bodies (as run_in_executor does), not native coroutines; the difference from a thread pool is the event loop's own cost.
key-adapters-notes-bare_thread = one new thread per task, no pooling; creating the thread counts toward end-to-end. Body timings are collected without a lock so that no scheme pays an instrumentation cost the others do not.
key-adapters-notes-process_pool = a process pool: pickling the body and its result across processes counts toward end-to-end, so this scheme is not directly comparable with the thread-based ones.
key-adapters-notes-thread_pool = a thread pool with as many workers as the concurrency; threads are reused and there is no task-queue semantics.
key-adapters-notes-zoo = end-to-end stops when the worker completes and leaves the in-flight table. Completion is signalled by this adapter, one notification per task counted in end-to-end, which can only make the framework under test look slower, not faster.
key-adapters-notes-celery_pool = Celery's worker model; it cannot be driven on the same terms as the other schemes, so it is excluded from the ratios.
key-adapters-notes-inline = every task runs on the submitting thread, one after another: the floor any scheduler is measured against.
key-adapters-notes-spawn_thread = one new OS thread per task; thread creation counts toward end-to-end.
key-adapters-notes-rayon = tasks spawned into a rayon thread pool scope.
key-adapters-notes-external = an external program that runs the bodies and reports their durations through the bench-run adapter protocol.
key-generations-label-current = current-generation drive surface (scheduling core and model; completion comes from the result reactor)
key-generations-label-previous = previous-generation drive surface (assignable workers and resource pool)
key-generations-mismatch = the observed capabilities match neither generation (detected: { $detected })
key-attribution-reason-cross_process = the body ran in another process, so its start and end cannot be timed here
key-attribution-seal-dispatch = dispatch (handing the worker to the scheduling model)
key-attribution-seal-policy_lookup = policy lookups (period, phase and timeout read per round)
key-attribution-seal-scheduling_round = one scheduling round
key-report-attribution-diagnosis_note = the sampled tiers and concurrencies are a small fixed set, not the whole matrix, and concurrency stops at the machine's cores, beyond which contention is what gets measured
key-report-attribution-oversubscribed_note = every candidate concurrency exceeds the machine's cores, so only the lowest was sampled
key-report-attribution-drill_note = each sub-measurement carries its own preemption waits, so together they can exceed the submit side that contains them; they are not an additive split.
key-report-semantics-title = The cost of scheduling semantics
key-report-semantics-scope_note = Semantics are priced inside the framework under test by switching them on one at a time with the same workload; baselines have no timeouts, priorities or retries, so there is no cross-scheme comparison.
key-runner-self_check-body_oversubscribed = concurrency above the lowest: the body's timing includes waiting for a core
key-runner-self_check-body_too_short = the tier is too short for the clock to judge the calibration
key-runner-self_check-overhead_nonpositive = the first tier's overhead is not positive, so growth cannot be computed
key-runner-self_check-overhead_polluted = overhead grows with the body beyond the limit: queueing, not framework cost
key-semantics-item-timeout = timeout
key-semantics-item-priority = priority
key-semantics-item-retry = retry
key-semantics-layer-dispatch = dispatch layer
key-semantics-layer-event = event layer
key-semantics-probe-behavioral = behavioural probe (drives scheduling rounds and times when the worker leaves the in-flight table)
key-semantics-probe-structural = structural probe (checks that the symbols the feature needs exist)
key-semantics-evidence-reaped = the timeout acted: the worker left the in-flight table after { DECIMAL($observed, digits: 4) } s, before its { $body } s body ended (limit { $limit } s), at { $location }. { $note }
key-semantics-evidence-natural = no timeout action: the worker left the in-flight table only after { DECIMAL($observed, digits: 4) } s, when its { $body } s body ended (limit { $limit } s)
key-semantics-evidence-deadline = the worker did not leave the in-flight table within the { DECIMAL($deadline, digits: 2) } s deadline
key-semantics-evidence-unchecked = not re-checked on the "{ $current }" generation; the finding dates from the "{ $derived_on }" generation
key-semantics-evidence-no_perform = the event layer cannot run its reactors (a required method is missing), so the item never executes
key-semantics-evidence-priority_not_wired = a priority calculator exists but is not connected to the work loop
key-semantics-evidence-retry_clean_default = the retry default is a clean "off" state, but the path that would retry cannot run
key-semantics-reason-unchecked = not re-checked: this finding was reached on the "{ $derived_on }" generation, and repeating it as a fact about this generation would claim wiring it may not have
key-semantics-reason-current_not_observed = the timeout action was not observed on the current generation
key-semantics-reason-previous_no_action = on the previous generation the timeout is detected but nothing acts on it
key-semantics-reason-none_usable = no semantics item can be priced on this version: each either has no working action or sits in a layer that cannot run
key-semantics-reap_note = The action observes and isolates (records, marks unhealthy, removes the registration, stops dispatch); it does not stop the running worker, which a Python thread cannot safely be.
key-semantics-location-unavailable = location unavailable
key-semantics-recheck_note = this finding holds for the version measured only; re-run the probe whenever a version is added
