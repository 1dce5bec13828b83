### bench-site: English messages.
###
### To add a language, copy this file to locales/<tag>.ftl (e.g. de.ftl, ja.ftl) and translate
### the values. Messages a file lacks fall back to a locale of the same language, then to the
### default locale. `**text**` marks emphasis. Numbers arrive formatted, except where a message
### uses COUNT($n) (a count with grouping), DECIMAL($x, digits: N) or PERCENT($fraction, digits: N);
### select plurals on the bare variable: { $count -> [one] ... *[other] ... }.

## Numbers, units and joiners (read by the code; keep the { $value } placeholder), used wherever a
## number or a list is shown: reports, deck, site pages, figures

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
# The font families figures prefer for this language, comma-separated, tried in this order
# before the other figure fonts (README "Themes"); empty: the default order (Noto Sans, then
# Noto Sans CJK SC, then Noto Sans CJK JP).
figure-font-family = {""}
# same-as-default: symbols most languages write the same way; change them only if yours does not
empty-marker = —
number-not-a-number = not a number
number-infinity = infinite
number-minus-infinity = minus infinite
yes = yes
no = no
untranslated-archive-text = "{ $text }" (archive text, not translated)
subject-unknown = the framework under test

## Report title and publication warnings (the top of report.md, the HTML and print report and the
## deck's cover)

report-title = { $has_version ->
    [yes] { $subject } { $version }: benchmark report
   *[other] { $subject }: benchmark report
}
report-raw-data = Raw data: { $path }
gate-no-environment = **Not fit for publication:** the archive has no environment block, so nobody can tell which machine produced these numbers.
gate-self-check-failed = **Not fit for publication:** the measurement self-check failed; see the self-check section before trusting any number below.
gate-no-subject = **Not fit for publication:** no unit ran the framework under test, so there is nothing to compare the baselines with.
gate-no-unfavourable = **Not fit for publication:** no tier is unfavourable to the framework under test and none is a tie; a report that only shows wins needs a second look at its baselines.

## Report section: run environment (also the environment rows of the compare pages)

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
env-gil-default = default (with the GIL)
env-gil-free-threaded = free-threaded (no GIL)
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
env-harness-version = harness version
env-subject-commit = installed commit of the framework under test
env-harness-commit = harness commit
env-interpreter-build = interpreter build flags
env-unknown-fact = (a fact this version cannot name)
# same-as-default: symbols most languages write the same way; change them only if yours does not
env-harness-value = { $name } { $version } @ { $commit }
env-command = command to reproduce

## Report sections: workload and measurement methodology

section-workload = Workload
workload-composition = One unit of work serialises a small JSON document, parses it back and concatenates strings, repeated until the body reaches its target duration (the body tier).
workload-stand-in = **The workload is a stand-in, not a recorded trace.** It has the shape of everyday request handling (decode, transform, encode), but no production trace backs it, so every conclusion holds only for bodies of this kind.
section-methodology = Measurement methodology
methodology-in-run = **Body time is measured inside the same run:** each body times itself and reports back, and framework overhead is end-to-end minus that figure. **Nothing is subtracted across runs**, because two runs never share caches, clock frequencies or scheduler noise.
methodology-warmup = **Warm-up rounds are left out:** every unit first runs { $warmup } warm-up round(s) that are thrown away, then { $measured } measured round(s); a unit has measured rounds × concurrency body samples.
methodology-absolute = **Absolute durations do not travel between runs:** they show the order of magnitude only. Across versions or machines, compare the relative quantities of one run (overhead share, multiples of the baselines), which do not move with the machine's overall speed.

## Report section: conclusion summary (also the deck's summary slides and the home page's cards)

section-conclusions = Conclusion summary
conclusions-none = No conclusion can be drawn: the archive has no unit of the framework under test.
summary-overhead = At concurrency { $concurrency }, framework overhead takes this share of the end-to-end time of { $subject }: { $shares }. It is { $claim }. { $lower }.
summary-overhead-unreadable = No overhead figure of the framework under test ({ $subject }) is readable in this run (every concurrency exceeds the machine's cores or gave a negative overhead), so no crossing can be stated.
overhead-share-at = { $share } at { $tier } µs
overhead-share-withheld-at = withheld at { $tier } µs
overhead-claim-everywhere = at or below { $threshold } at every measured tier
overhead-claim-from = at or below { $threshold } from { $tier } µs upwards, above it at every shorter body, so for short bodies the overhead itself is the main cost of choosing it
overhead-claim-longest-only = at or below { $threshold } only at the longest body measured ({ $tier } µs) and above it at every shorter one, so for most bodies the overhead itself is the main cost of choosing it
overhead-claim-nowhere = above { $threshold } at every tier where it can be read, so the overhead is a large part of the cost throughout
overhead-claim-scattered = { $has_above ->
    [yes] at or below { $threshold } at { $below } µs but above it at { $above } µs, so no single crossing tier can be named
   *[other] at or below { $threshold } at { $below } µs; the other tiers are withheld, so no crossing tier can be named
}
overhead-claim-polluted = the self-check marks this group's overhead as contaminated by queueing, so read these shares with care
overhead-lower = Baselines with a lower share: { $items }
overhead-lower-item = { $baseline } at { $tiers } µs
overhead-lower-item-every = { $baseline } at every readable tier
overhead-lower-none = No baseline has a lower share at any of these tiers
summary-extremes = { $lead }; { $deficit }.
extreme-lead = Largest lead of { $subject }: { $factor } faster than { $baseline } at concurrency { $concurrency } with a { $tier } µs body
extreme-no-lead = { $subject } is ahead of no baseline at any tier beyond the noise band
extreme-deficit = largest deficit: { $baseline } is { $factor } faster than { $subject } at concurrency { $concurrency } with a { $tier } µs body
extreme-no-deficit = no baseline is ahead of { $subject } at any tier beyond the noise band
pattern-ahead-everywhere = At concurrency { $concurrency }, { $baseline } is **faster than { $subject } at every measured tier** ({ $tiers } µs); all of them are in the openly published unfavourable data.
pattern-subject-everywhere = At concurrency { $concurrency }, { $subject } is faster than { $baseline } at every measured tier ({ $tiers } µs).
pattern-never-ahead = At concurrency { $concurrency }, { $baseline } is faster than { $subject } at no measured tier: { $rest }.
pattern-ahead-up-to = At concurrency { $concurrency }, { $baseline } is **faster than { $subject } up to { $tier } µs** and at no longer body: { $rest }.
pattern-ahead-from = At concurrency { $concurrency }, { $baseline } is **faster than { $subject } from { $tier } µs upwards** and at no shorter body: { $rest }.
pattern-mixed = At concurrency { $concurrency }, { $baseline } against { $subject }: { $rest }.
pattern-seg-ahead = **{ $baseline } faster at { $tiers } µs**
pattern-seg-ahead-again = **{ $baseline } faster again at { $tiers } µs**
pattern-seg-subject = { $subject } faster at { $tiers } µs
pattern-seg-subject-again = { $subject } faster again at { $tiers } µs
pattern-seg-no-winner = no winner at { $tiers } µs
pattern-seg-no-band = no verdict at { $tiers } µs (too few valid rounds for a noise band)
pattern-seg-not-compared = not compared at { $tiers } µs (a unit is missing, failed or has no valid rounds)
conclusion-note = One multiple at one tier does not decide a choice; read the conclusions as "which scheme for which body duration": the same fixed overhead is most of a 40 µs task and a rounding error of a 10 ms one.
heading-crossings = Overhead threshold crossings
heading-patterns = Verdicts by tier
patterns-note = Each baseline's verdict at every measured tier of a concurrency, noise band included; the sentences above say exactly this. "No longer faster from" is the first tier after which the baseline is ahead at no longer body (empty when it never is ahead, or still is at the longest body).
crossing-note-found = the smallest measured tier that meets the threshold; the true crossing lies between it and the tier below
crossing-note-none-below = no measured tier meets the threshold
crossing-note-polluted = queueing contaminates this group's overhead (self-check), so no crossing is read from it
crossing-note-oversubscribed = concurrency above the machine's logical cores: the body's own timing then includes waiting for a core, so end-to-end minus body means nothing here; end-to-end and throughput stay valid
crossing-note-negative = at least one tier gave a negative overhead, which a framework cannot produce; the group's overhead is not read
pattern-note-everywhere = faster at every tier
pattern-note-subject-everywhere = slower at every tier
pattern-note-never = never faster
pattern-note-up-to = faster up to { $tier } µs only
pattern-note-from = faster from { $tier } µs upwards only
pattern-note-mixed = faster, then not, then faster again
pattern-note-no-band = no verdict at { $tiers } µs (too few valid rounds)
pattern-note-not-compared = not compared at { $tiers } µs

## Report section: charts (the text inside the figures is under "Figures" below)

section-charts = Charts

## Report sections: the dimensions (latency, framework overhead share, throughput): tables, notes

col-concurrency = concurrency
col-tier = body tier (µs)
col-scheme = scheme
col-baseline = baseline
col-note = note
col-threshold = threshold
col-first-tier-below = first tier at or below the threshold (µs)
col-measured-tiers = measured tiers (µs)
col-baseline-ahead-at = baseline faster at (µs)
col-no-winner-at = no winner at (µs)
col-subject-ahead-at = framework under test faster at (µs)
col-no-longer-ahead-from = no longer faster from (µs)
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

## Report section: overhead attribution

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
finding-slower = At concurrency { $concurrency } with a { $tier } µs body, the framework under test takes { $excess } more per task than { $baseline }; the segment that differs most is "{ $segment }" ({ $share }).
finding-mixed = Note: the segment differences do not all point the same way ("{ $segment }" is { $value }); read them together.
finding-composition = The submit side of the framework under test in this group: { $parts }.

## Report section: the cost of scheduling semantics

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

## Report sections: tiers where the framework under test is faster, slower (openly published
## unfavourable data), or where there is no winner

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
tie-reason-few-valid-rounds = no verdict: { $scheme } has { COUNT($valid) } valid { $valid ->
    [one] round
   *[other] rounds
} of { COUNT($total) }, and a noise band needs at least { COUNT($needed) }

## Report section: limitations of the measurement and sources of bias (caveats)

section-caveats = Limitations of the measurement and sources of bias
caveats-none = None recorded.
caveat-line = **{ $kind }**: { $text }
caveat-line-adapter = **{ $kind }** ({ $adapter }): { $text }
caveat-kind-layer = measured layer
caveat-kind-scope = scope note
caveat-kind-incomparable = not directly comparable
caveat-kind-unfinished = unfinished run
caveat-kind-incomplete = incomplete units
caveat-kind-verification = baselines that failed the equivalence check
caveat-kind-queueing = overhead contaminated by queueing
caveat-kind-withheld = groups without an overhead figure
caveat-kind-non-gated = self-check items outside the verdict
caveat-kind-correction = correction applied by this report
caveat-kind-unread = archive content this version does not read
caveat-kind-invalid = values left out of the statistics
caveat-kind-short = comparisons without a verdict
caveat-incomplete = { $count ->
    [one] { COUNT($count) } unit
   *[other] { COUNT($count) } units
} failed and have no numbers ({ $adapters }); their errors are in the appendix.
caveat-unfinished = the run stopped before it had measured every planned unit (run.complete is false): this archive holds { COUNT($present) } of { COUNT($planned) } units, so some cells and their comparisons are missing. Running bench-run run --resume continues it into the same file.
caveat-unfinished-unplanned = the run stopped before it had measured every planned unit (run.complete is false): this archive holds { $present ->
    [one] { COUNT($present) } unit
   *[other] { COUNT($present) } units
}, so some cells and their comparisons are missing. Running bench-run run --resume continues it into the same file.
caveat-verification = { $adapters } did not pass the check that each submitted body runs exactly once; their numbers are not to be trusted.
caveat-queueing = in these groups the overhead grows with the body beyond the self-check's limit, a sign of queueing: { $groups }. No crossing is read from them.
caveat-withheld = these scheme/concurrency groups have no overhead figure (concurrency above the logical cores, or a negative overhead), at any tier unless tiers are named: { $groups }. End-to-end, throughput and body timings remain valid and every raw value is kept.
caveat-withheld-group-at = { $group } at { $tiers } µs
caveat-non-gated = { $count ->
    [one] { COUNT($count) } body-duration check did
   *[other] { COUNT($count) } body-duration checks did
} not count toward the self-check verdict (concurrency above the lowest, or a tier too short for the clock); read those tiers' numbers with that in mind.
caveat-throughput = throughput is shown as tasks actually completed per second (1 / median end-to-end per task). The archive's value, concurrency / median end-to-end per task, overstates it by a factor of the concurrency; it is kept beside the corrected value in the appendix.
caveat-patterns = the conclusions state each baseline's verdict at every measured tier, noise band included, instead of the harness's turning point (the first tier whose raw ratio reaches 1, band and every later tier ignored), which could call a baseline "no longer faster" while the unfavourable table still listed it ahead at longer bodies.
caveat-invalid-samples = { $count ->
    [one] { COUNT($count) } stored value is
   *[other] { COUNT($count) } stored values are
} not a possible measurement and { $count ->
    [one] is
   *[other] are
} excluded from every statistic, band and verdict: { $examples }{ $more ->
    [0] {""}
   *[other] {"; "}and { COUNT($more) } more
}. Appendix A lists every one; the raw values stay in Appendix B.
excluded-sample = { $scheme } · { $concurrency } · { $tier } µs, round { $round }, { $field } = { $value } ({ $problem })
problem-not-a-number = not a number
problem-infinite = infinite
problem-not-positive = zero or negative duration
problem-batch-mismatch = task count differs from the concurrency
problem-body-count = number of body samples differs from the task count
caveat-too-few-rounds = these units kept fewer valid rounds than the { COUNT($needed) } a noise band needs, so their comparisons get no verdict (listed under no winner, with the reason): { $units }.
short-unit = { $scheme } · { $concurrency } · { $tier } µs ({ COUNT($valid) } of { COUNT($total) } rounds valid)
caveats-corrections-link = How these reports differ from the harness's own renderer, and why
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

## Report section: bring your own baseline

section-byo-baseline = Bring your own baseline
byo-baseline-text = The baselines are open. With zoo-bench, implement the four adapter methods (setup, submit, drain, teardown) and register the class or list its module in the matrix; with bench-run, point an external-command adapter at any program that reports its own body durations (see docs/runner-protocol.md). Either way, no file of the harness changes, and your baseline passes the same equivalence check as the built-in ones. **This path is part of the report on purpose:** a framework measured by its own authors invites the suspicion of a slowed baseline, and anyone being able to add theirs is what makes the numbers open to challenge.

## Report section: self-check

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

## Report: Appendix A, all values (report.md, the HTML and print report)

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
status-no-valid-rounds = ok in the archive, but none of its { COUNT($rounds) } { $rounds ->
    [one] round is
   *[other] rounds are
} a possible measurement
appendix-excluded = Appendix: values left out of the statistics
appendix-excluded-none = Every stored round and body sample is a possible measurement; none was left out.
appendix-cross-check = Appendix: stored values against the raw rounds
appendix-unknown = Appendix: fields this version does not interpret
appendix-unknown-none = The archive has no such field.
appendix-raw-pointer = Every raw per-round sample is kept once, for every language of this report; Appendix B (appendix-raw.md next to this report) says where each unit's rounds are and what each value holds.
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

## Report: Appendix B, raw per-round samples (appendix-raw.md says what the archive's rounds.csv
## holds; the HTML report links both)

raw-title = Appendix B: raw per-round samples of { $report }
section-appendix-raw = Appendix B: raw per-round samples
raw-note = Every raw round of every unit is in one CSV file, shared by every language of this report: one line per round, every duration in seconds exactly as the archive stores it.
raw-csv-link = { $file }: every raw round (CSV)
raw-columns-heading = The columns of { $file }
col-column = column
col-meaning = what it holds
raw-col-unit = the unit's position in the archive's list of units, counting from 0
raw-col-scheme = the scheme the unit measured (the framework under test or a baseline)
raw-col-concurrency = how many tasks ran at once
raw-col-tier = the body tier, in µs
raw-col-round = the round's index as stored; empty when the archive gives none
raw-col-tasks = the tasks in the round
raw-col-wall = the round's wall time, in seconds
raw-col-body = each body's self-reported duration in seconds, in stored order, separated by spaces
raw-csv-values = A value that is not a number is written { $nan }, and an infinite one { $inf } or { $neginf }, as in the archive. A scheme name that begins with one of { $formula } or with a tab is written with a leading apostrophe, so that a spreadsheet shows it instead of running it as a formula.
raw-units-heading = Where each unit's rounds are in { $file }
col-rounds = raw rounds
col-csv-lines = lines
raw-lines = { $from }–{ $to }
raw-note-archive = Every raw round of every unit is in the archive itself, shared by every language of this report: each unit keeps the list of its measured rounds, every duration in seconds as it was measured.
raw-archive-link = { $file }: the archive, with every raw round (JSON)
raw-fields-heading = The fields of each round
raw-field-round = the round's index, counting from 0 (absent in some archives)
raw-field-body = each body's self-reported duration in seconds, in stored order (a list)
col-json-path = JSON path
col-round = round

## Site pages (home, versions, comparisons, content; labels used by the theme's templates)

language-name = English
site-skip = Skip to the content
site-nav = Site
site-language = Language
site-footer = Built by bench-site from archived benchmark runs. Every number comes from the archives; relative quantities compare across runs, absolute times do not.
site-home = Home
site-toc = Contents
site-formats = Other formats
site-view-report = Report
site-view-deck = Slides
site-view-print = Print version
site-view-pdf = PDF
site-view-markdown = Markdown
site-view-raw-samples = Appendix B (Markdown)
site-view-raw-csv = Raw samples (CSV)
site-view-archive = Raw archive (JSON)
site-figure-data = The numbers behind this figure
site-no-archives = No archive has been built yet.
site-versions = Versions
site-unreadable = Archives that could not be read
site-compare = Comparisons between adjacent versions
site-trend = Trend over versions
site-trend-note = Relative quantities only (overhead share, ratios to the framework under test), read at the same concurrency and tier in every version: absolute times do not compare across runs.
site-trend-share = overhead share of { $subject } (concurrency { $concurrency }, tier { $tier } µs)
site-trend-ratio = { $baseline } / { $subject } (ratio of medians)
site-latest-report = Latest report of this version
site-runs = Runs
site-col-run = run
site-col-units = units
site-col-self-check = self-check
site-col-version = version
site-run-line = latest run { $date } · { $units ->
    [one] { COUNT($units) } unit
   *[other] { COUNT($units) } units
}, { COUNT($failed) } failed
site-badge-passed = self-check passed
site-badge-failed = self-check failed
site-badge-unknown = self-check not stated
# same-as-default: symbols most languages write the same way; change them only if yours does not
site-compare-link = { $before } → { $after }
site-version-title = Version { $version }
site-not-translated = This page is not translated into this language yet; the text below is in the default language.
site-404-title = Page not found
site-404-text = There is no page at this address. The reports are listed on the home page.
compare-section-sides = The two runs
compare-section-environment = Environment differences
compare-section-one-sided = Units measured on one side only
compare-section-overhead = Overhead share changes
compare-section-ratios = Ratio changes
compare-col-before = before
compare-col-after = after
compare-col-change = change
compare-col-present-in = measured only in
compare-environment-note = Every fact either archive states about the machine, the harness, the interpreter, the framework under test and the protocol of the run, side by side. A change in any of them can explain a difference between the two runs.
compare-not-stated = not stated
compare-fact-warmup = warm-up rounds
compare-fact-rounds = measured rounds
compare-fact-concurrencies = concurrencies measured
compare-fact-tiers = body tiers measured (µs)
compare-instrument-changed = **Two different instruments:** { $items } changed between the runs, so even the relative quantities below compare two measuring set-ups, not only two versions. Read every change with that in mind.
compare-runtime-changed = **The runtime changed:** { $items } differ between the runs; a change below may come from the runtime rather than from the framework under test.
compare-protocol-changed = The two runs did not measure the same protocol (rounds, warm-ups, concurrencies or tiers); see the environment differences.
compare-same = same
compare-different = **different**
compare-flat = unchanged ({ $ratio })
compare-up = up, { $ratio } the earlier value
compare-down = down, { $ratio } the earlier value
compare-change-from-zero = was 0, now { $after }
compare-unreadable = not readable on both sides
compare-no-one-sided = Both runs measured the same units.
compare-does-not-count = **This comparison does not count:** the self-check of at least one side failed.
compare-shared = { $count ->
    [one] { COUNT($count) } unit is
   *[other] { COUNT($count) } units are
} measured on both sides.
compare-absolute-note = Absolute times are not compared: each run's machine state differs. Overhead shares and ratios to the framework under test are compared instead.
compare-overhead-note = A change is read only where the unit's overhead is readable on both sides, each judged with its own machine's cores.
compare-ratio-note = Baseline median / framework-under-test median, each from its own run; above 1 the baseline is slower.

## Slide deck (deck.html): slide titles and text, speaker notes, controls

deck-continued = { $title } (continued)
deck-source = data: { $section }
deck-source-concurrency = concurrency { $concurrency }
deck-source-tier = body tier { $tier } µs
# same-as-default: symbols most languages write the same way; change them only if yours does not
deck-source-separator = {" · "}
deck-figure-enlarge = Enlarge the chart
deck-figure-fit = Fit the chart to the screen
deck-pointer-title = The rest of this section is in the full report
deck-pointer-link = Open "{ $section }" in the full report
deck-pointer-markdown = report.md (Markdown)
deck-cover-title = { $has_version ->
    [yes] { $subject } { $version }
   *[other] { $subject }
}
deck-cover-subtitle = Benchmark results: every tier measured in one run, losses included
deck-cover-baselines = { $subject } (the framework under test) against { $count ->
    [one] { COUNT($count) } baseline
   *[other] { COUNT($count) } baselines
} under the same conditions: { $names }.
deck-cover-facts = { COUNT($units) } units · concurrency { $concurrencies } · body tiers { $tiers } µs
deck-cover-raw = Raw data: { $path }
# same-as-default: symbols most languages write the same way; change them only if yours does not
deck-cover-kicker = { $date } · { $cpu }
deck-cover-date = run started { $date } (UTC)
deck-cover-date-unknown = run start not recorded
deck-cover-cpu-unknown = CPU model not recorded
deck-notes-cover = Say what was measured and against what: { $baselines } baselines, one machine, one run. Every slide names its data source in its footer.
deck-closing-title = Check every number
deck-closing-lead = The slides compress the layout, never the values. Everything shown here, and everything left out, is in these files next to the deck:
deck-closing-report = The full report (HTML), with every section the slides point to
deck-closing-markdown = report.md: the same report in Markdown
deck-closing-print = The print version, for printing from a browser
deck-closing-pdf = The report as a PDF (A4), to read offline or attach to a review
deck-closing-appendix-raw = appendix-raw.md: where every raw per-round sample is, and how to read it
deck-closing-figures = Figures (SVG):
deck-closing-raw = The raw archive: { $path }
deck-closing-units = { $valid ->
    [one] { COUNT($valid) } valid unit
   *[other] { COUNT($valid) } valid units
} in this run, { COUNT($failed) } failed.
deck-notes-closing = Point to the files: anyone can recompute every number from the raw archive.
deck-bars-latency-title = End-to-end per task at concurrency { $concurrency }
deck-bars-overhead-title = Framework overhead share at concurrency { $concurrency }
deck-bars-throughput-title = Tasks per second at concurrency { $concurrency }
deck-bars-latency-legend = **Bar:** each scheme's end-to-end time as a multiple of the framework under test's (the black line is parity); longer is worse. **Label:** the measured median end-to-end per task.
deck-bars-overhead-legend = **Bar:** each scheme's overhead share as a multiple of the framework under test's share (the black line is parity); longer is worse. **Label:** that same overhead share, as measured.
deck-bars-throughput-legend = **Bar:** the framework under test's tasks per second divided by each scheme's, so longer is worse here too (the black line is parity). **Label:** the measured tasks per second (1 / median end-to-end).
deck-bars-whiskers = Whiskers: the 95% interval of each multiple.
deck-bars-withheld = Cells marked "no figure" have no readable value (the table says why), so they get no bar rather than a misleading one.
deck-bars-nonpositive = Cells marked "no bar" have a value of zero or below (or the framework under test has), so no multiple exists; the measured value is still shown.
deck-bars-mark-withheld = no figure
deck-bars-mark-nonpositive = no bar
deck-bars-tier = body tier { $tier } µs
deck-hero-title = The overhead of the framework under test
deck-hero-caption = Framework overhead share of { $subject } at concurrency { $concurrency }, at every measured tier: the lowest concurrency with a readable figure.
deck-hero-tier = at { $tier } µs
deck-hero-claim = The share is { $claim }.
deck-hero-lower = { $lower }.
deck-hero-tier-withheld = { $tier } µs: withheld
deck-hero-unreadable = No overhead figure of { $subject } is readable in this run (every concurrency exceeds the machine's cores, or the overhead came out negative), so the deck quotes no headline number.
deck-notes-hero = Read every tier, not only the best one. It is { $claim }. { $lower }.
deck-notes-hero-unreadable = There is no readable overhead figure in this run; do not quote one.
deck-extremes-title = Largest lead and largest deficit
deck-extremes-lead = Largest lead
deck-extremes-deficit = Largest deficit
deck-extremes-lead-text = { $subject } is faster than { $baseline } at concurrency { $concurrency } with a { $tier } µs body.
deck-extremes-deficit-text = { $baseline } is faster than { $subject } at concurrency { $concurrency } with a { $tier } µs body.
deck-notes-extremes = Say both numbers together: { $text }
deck-summary-title = Openly published unfavourable data, by baseline
deck-summary-cell = { $concurrency } · { $tier } µs
deck-summary-card-title = { $baseline } is faster at { $count ->
    [one] { COUNT($count) } tier
   *[other] { COUNT($count) } tiers
}
deck-summary-card-worst = Worst gap { $gap } (concurrency · body tier: { $cell })
deck-summary-card-all = All of them (concurrency · body tier):{" "}
deck-notes-summary = Lead with the losses: { COUNT($count) } tiers across { COUNT($baselines) } baselines. The slides that follow list every one of them, with no cap.
deck-ui-previous = Previous slide
deck-ui-next = Next slide
deck-ui-overview = Overview
deck-ui-notes = Notes
# same-as-default: symbols most languages write the same way; change them only if yours does not
deck-ui-counter = { $current } / { $total }
deck-ui-help = Arrows, Space, Page Up/Down, Home, End: move · o: overview · n: speaker notes · click a slide to open it
deck-ui-notes-heading = Speaker notes
deck-ui-nojs = JavaScript is off: every slide is shown below, one after another.
deck-ui-slides = Slides
deck-ui-slide = slide

## Archive message keys: zoo-bench and bench-run store these in place of prose; shown wherever the
## archive's text appears (scope notes, semantics, attribution, environment, self-check)

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
key-adapters-notes-rust_inline = every task runs on the submitting thread, one after another: no hand-off and no parallelism, the floor of any scheduler's cost.
key-adapters-notes-rust_spawn_thread = one new OS thread per task, joined at the end of the round; starting and stopping the thread is part of every task's cost.
key-adapters-notes-rust_thread_pool = a fixed pool of one thread per concurrent task fed by a single channel, built before the warm-up rounds.
key-adapters-notes-rust_rayon = a dedicated rayon pool (one spawn per task in a scope, or a parallel iterator, as the matrix says), built before the warm-up rounds.
key-adapters-notes-external_command = an external program measured through the bench-run adapter protocol; it times its own bodies.
key-adapters-notes-python_thread_pool_example = the example Python adapter: a thread pool running a JSON encode/decode body.
key-runner-env-cpu_model_unavailable = no CPU model found in /proc/cpuinfo
key-runner-env-commit_unavailable = the runner's source commit could not be read (not a git checkout)
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
key-word-current = current
key-word-previous = previous
key-semantics-evidence-unchecked = not re-checked on the { $current } generation; the finding dates from the { $derived_on } generation
key-semantics-evidence-no_perform = the event layer cannot run its reactors (a required method is missing), so the item never executes
key-semantics-evidence-priority_not_wired = a priority calculator exists but is not connected to the work loop
key-semantics-evidence-retry_clean_default = the retry default is a clean "off" state, but the path that would retry cannot run
key-semantics-reason-unchecked = not re-checked: this finding was reached on the { $derived_on } generation, and repeating it as a fact about this generation would claim wiring it may not have
key-semantics-reason-current_not_observed = the timeout action was not observed on the current generation
key-semantics-reason-previous_no_action = on the previous generation the timeout is detected but nothing acts on it
key-semantics-reason-none_usable = no semantics item can be priced on this version: each either has no working action or sits in a layer that cannot run
key-semantics-reap_note = The action observes and isolates (records, marks unhealthy, removes the registration, stops dispatch); it does not stop the running worker, which a Python thread cannot safely be.
key-semantics-location-unavailable = location unavailable
key-semantics-recheck_note = this finding holds for the version measured only; re-run the probe whenever a version is added

## Legacy archive prose (older zoo-bench versions stored these sentences instead of keys;
## locales/legacy-prose.toml maps each to its key)

key-legacy-adapters-notes-zoo = end-to-end stops when the worker completes and is removed from the in-flight table; the framework's subsequent worker_report (which hands the WorkerResult to the event reactors) is not counted: measured, that call always raises AttributeError on 0.6.0 (dispatch looks reactors up by reactor_name instead of topic). **Calibre note:** completion is signalled by this adapter's Condition, one notification per task counted in its end-to-end; this bias makes the framework under test look slower, so it works against the framework under test, not for it.
key-legacy-adapters-drive_level-zoo = dispatch layer: the harness drives BaseWaiter.execute_service() directly (thread-pool mode) instead of the Master's full run loop, whose service loop runs once a second and would lift latencies from microseconds to seconds
key-legacy-self_check-body_oversubscribed = concurrency above the lowest: the wall clock is affected by scheduling delays, and a deviation that grows with the concurrency points to an oversubscribed machine, not to a calibration error (the original value is recorded as measured)
key-legacy-self_check-body_too_short = tier too short: on a shared runner a window of a few tens of microseconds is dominated by the scheduling granularity, too short to judge (the original value is recorded as measured)
key-legacy-semantics-scope_note = This dimension uses an **internal on/off comparison** (the same workload with every semantics item off, then each switched on in turn) and is **not compared across schemes with the baselines**: bare code has no counterpart of priorities, timeouts or retries, so it can answer "what are this framework's semantics worth", not "how much dearer than bare code".
key-legacy-semantics-probe-behavioral = behavioural probe (times the removal from the in-flight table)
key-legacy-semantics-evidence-cancel_commented_out = in worker_band of core/waiter/base_waiter.py, the whole cancel and remove action is commented out
key-legacy-semantics-reason-timeout_no_action = the timeout check exists but **its action is not implemented**: switching it on only adds one subtraction, so what would be measured is not the cost of the semantics
key-legacy-semantics-evidence-no_perform = running a reactor in the event layer needs perform: EventWorker._execute calls reactor.perform (workers/event_worker.py), but EventReactor defines only execute (reactor/event_reactor.py), so a reactor raises AttributeError as soon as it matches
key-legacy-semantics-reason-priority_not_wired = { key-legacy-semantics-evidence-no_perform }. EventPriorityCalculator exists (fifo/node/event_fifo_node.py) but is not wired into the drain loop: in workers/event_worker.py, "sort by priority" is only a comment
key-legacy-semantics-reason-retry_unreachable = { key-legacy-semantics-evidence-no_perform }. The default retry_times of 0 is a clean off state, but a retry is triggered by "no reactor matched", and the reactor path itself cannot run
key-legacy-semantics-reason-none_usable = On the version measured, **none of the listed semantics items can be measured**: each either has no implemented action or sits in a layer that cannot run its reactors. By the escape hatch of design D7, such items are dropped rather than stood in for by an approximate state.

## Figures (src/figures)
## Text drawn inside the SVG/PNG figures, their titles, captions, alt text and withheld reasons.

figure-title-overhead_ratio = Framework overhead share by body tier
figure-title-throughput = Throughput by concurrency at the smallest body tier
figure-title-relative_multiple = Baseline end-to-end time as a multiple of the framework under test
figure-title-latency_distribution = Per-round end-to-end time per task
figure-panel-concurrency = concurrency { $concurrency }
figure-panel-tier = body tier { $tier } µs
figure-axis-tier = body tier (µs, log scale)
figure-axis-concurrency-groups = concurrency (tasks per round)
figure-axis-concurrency = concurrency (tasks per round, log scale)
figure-axis-overhead-share = framework overhead share
figure-axis-throughput = throughput (tasks/s, log scale)
figure-axis-ratio = baseline ÷ subject (log scale)
figure-axis-latency = end-to-end per task (log scale)
figure-tick-seconds = { $value } s
figure-tick-milliseconds = { $value } ms
figure-tick-microseconds = { $value } µs
figure-legend-subject = { $scheme } (framework under test)
figure-legend-threshold = { $threshold } threshold
figure-legend-tie = tie (1.0): above it the framework under test is faster
figure-caption-overhead = Body tiers at { $count ->
    [one] concurrency { $concurrencies } only
   *[other] concurrencies { $concurrencies }, one panel each
}; shares hold within a single run; vertical bars are 95% bootstrap intervals. A point missing from a panel is a withheld cell (see the overhead table).{ $has_withheld ->
    [yes] {" "}The overhead numbers of concurrency { $withheld } were withheld and are not charted: { $why }.
   *[no] {""}
}
figure-caption-throughput = Body tier { $tier } µs only; tasks actually completed per second (1 / median end-to-end per task), corrected from the archive's stored value.
figure-caption-relative = One panel per measured concurrency ({ COUNT($count) } in total); a ratio above 1 means the framework under test is faster; vertical bars are 95% bootstrap intervals; a single point has no selection meaning.{ $dropped ->
    [0] {""}
   *[other] {" "}{ COUNT($dropped) } non-positive ratios cannot be drawn on a log axis and are left out (see the tables).
}
figure-caption-latency = Per-round end-to-end time per task (a round's wall time divided by its tasks), up to { COUNT($rounds) } measured rounds per box; box: middle half, whiskers: minimum to maximum, marker: median; one panel per body tier ({ COUNT($count) } in total), each with its own time scale.{ $dropped ->
    [0] {""}
   *[other] {" "}{ COUNT($dropped) } non-positive samples cannot be drawn on a log axis and are left out (see Appendix B).
}
figure-alt-overhead = Line chart of the framework overhead share against body tier for { COUNT($schemes) } schemes at concurrency { $concurrencies }, with a dashed line at the { $threshold } threshold.
figure-alt-throughput = Line chart of tasks completed per second against concurrency ({ $concurrencies }) for { COUNT($schemes) } schemes at the { $tier } µs body tier.
figure-alt-relative = Line chart of each of { COUNT($baselines) } baselines' end-to-end time divided by the framework under test's, against body tier, one panel per concurrency ({ $concurrencies }), with the tie at 1.0.
figure-alt-latency = Box plots of the per-round end-to-end time per task of { COUNT($schemes) } schemes at every concurrency, one panel per body tier ({ $tiers } µs).
figure-why-oversubscribed = concurrency { $concurrencies } exceeds the machine's { $cores } logical cores
figure-why-negative = at concurrency { $concurrencies } end-to-end minus body came out negative
figure-withheld-overhead = No figure: no overhead share of this run is readable ({ $why }).
figure-withheld-no-units = No figure: the archive has no successful unit.
figure-withheld-throughput = No figure: no unit at body tier { $tier } µs has a positive throughput.
figure-withheld-no-subject = No figure: no unit is marked as the framework under test, so there is nothing to compare against.
figure-withheld-no-baseline = No figure: no comparable baseline was measured beside the framework under test.
figure-withheld-no-rounds = No figure: the archive keeps no per-round samples (only stored summaries).

## Corrections page (how these reports differ from the harness's own renderer)

corrections-nav = Corrections
corrections-title = How these reports differ from the harness's own renderer
corrections-intro = bench-site reads the same archives as the harness's own report renderer and keeps every rule of it that gives a true statement. Where a rule produced a number or a sentence that the archive's own data contradicts, these reports apply a correction, listed below with the rule before, the rule after and the reason. Every table number not named here equals the harness's rules.
correction-throughput-title = Throughput is tasks actually completed per second
correction-throughput-before = **The harness:** throughput = concurrency / median end-to-end per task. That median is already a round's wall time divided by its concurrency, so the figure is the concurrency squared over the median round.
correction-throughput-after = **These reports:** throughput = 1 / median end-to-end per task, the tasks a round actually completes per second. The stored value stays in the appendix beside it.
correction-throughput-why = **Why:** the stored figure overstates the rate by a factor of the concurrency (64 times at concurrency 64), so a reader who took it at its word would misjudge every concurrent scheme.
correction-patterns-title = Conclusions state each baseline's verdict at every tier
correction-patterns-before = **The harness:** one sentence per baseline and concurrency, from the "turning point": the first tier whose raw ratio reaches 1. The noise band is ignored, and so is every tier after that one; with no such tier the baseline is called faster "at every measured tier".
correction-patterns-after = **These reports:** the sentence states the whole sequence of verdicts over the tiers of that concurrency, band included: faster at every tier, faster up to a tier and not after, faster from a tier upwards, never faster, or each run of tiers in turn ("faster at 40 and 300 µs, no winner at 2700 µs, faster again at 10000 µs"). The table under the sentences lists the same tiers; its "no longer faster from" column is the corrected turning point.
correction-patterns-why = **Why:** the old rule could say a baseline stops being faster at 40 µs while the unfavourable table listed it ahead at 300, 2700 and 10000 µs, and call tiers inside the noise band "faster". A sentence must never claim more than the tables show.
correction-overhead-headline-title = The overhead headline shows every tier
correction-overhead-headline-before = **The harness:** the smallest tier, over all concurrencies, at which the overhead share first meets the threshold, stated as "from about that tier upwards".
correction-overhead-headline-after = **These reports:** the share at every measured tier of each concurrency where it is readable, withheld tiers named; "from that tier upwards" only when every longer body is at or below the threshold too; and the baselines whose share is lower, tier by tier.
correction-overhead-headline-why = **Why:** the first crossing says nothing of the tiers after it or of other concurrencies, and a single flattering number hides how large the overhead is for short bodies.
correction-extremes-title = The largest lead and the largest deficit, side by side
correction-extremes-before = **The harness:** the summary names the largest lead of the framework under test, described as the fastest tier "at that concurrency" although the maximum is taken over every concurrency, and never its largest deficit.
correction-extremes-after = **These reports:** the largest lead and the largest deficit over the whole run, each with its baseline, concurrency and tier, in the summary, the deck and the home card.
correction-extremes-why = **Why:** a headline that shows only the best case is an advertisement, not a report.
correction-hero-title = The deck's headline slide shows every tier
correction-hero-before = **The harness:** one large number, the framework's overhead share at the longest tier of the lowest readable concurrency, which is where the share is smallest.
correction-hero-after = **These reports:** the share at every tier of that concurrency, where it meets the threshold and which baselines do better, in the same words as the report.
correction-hero-why = **Why:** the longest body always makes a fixed overhead look small; a reviewer needs the short bodies too.
correction-invalid-samples-title = Impossible values are excluded, counted and named
correction-invalid-samples-before = **The harness:** every stored value enters the statistics. One NaN wall time makes a unit's spread NaN, its noise band NaN, and flips every verdict that uses it to "no winner".
correction-invalid-samples-after = **These reports:** NaN, infinite, zero or negative durations, and task or sample counts that disagree with the concurrency are left out of that unit's statistics, counted, and listed with unit, round, field and value in a caveat and in the appendix. The band and every verdict use the valid samples only; a unit left with too few valid rounds gets no verdict, with the reason; the raw values stay in Appendix B.
correction-invalid-samples-why = **Why:** none of these can be a measurement, and a single one must not silently change the verdict of a comparison.
correction-recomputed-title = Summaries are recomputed from the raw rounds
correction-recomputed-before = **The harness:** the report prints the summaries stored in the archive.
correction-recomputed-after = **These reports:** every summary and ratio is recomputed from the raw rounds with the same formulas and cross-checked against the stored one; a difference becomes a caveat and both values are in the appendix.
correction-recomputed-why = **Why:** a number a reader can recompute from the raw data is a number a reader can trust.
correction-duration-unit-title = Durations choose their unit on the absolute value
correction-duration-unit-before = **The harness:** the unit is chosen on the signed value, so every negative duration prints in microseconds (−5103.28 µs).
correction-duration-unit-after = **These reports:** the unit is chosen on the absolute value (−5.103 ms), and numbers follow the reader's locale.
correction-duration-unit-why = **Why:** a negative overhead is a finding in its own right and should read as easily as a positive one.
correction-compare-environment-title = Comparisons name every change of instrument
correction-compare-environment-before = **The harness:** the cross-version comparison lists differences in CPU model, logical cores, platform and interpreter version only.
correction-compare-environment-after = **These reports:** every fact either archive states (harness version and commit, interpreter and its build, GIL mode, drive-surface generation, CPU, cores, operating system, packages, rounds, warm-ups, tiers and concurrencies), with a prominent warning when the machine or the harness changed.
correction-compare-environment-why = **Why:** when the instrument changes, even relative quantities compare two set-ups; the changes most likely to explain a difference were the ones left out.

## Uncertainty: intervals, tests and detectable differences (methodology, tables, caveats,
## Appendix A)

methodology-uncertainty = **How sure each comparison is:** every ratio and every readable overhead share has a 95% confidence interval from a percentile bootstrap ({ COUNT($resamples) } resamples of each unit's rounds, drawn independently per side, with a seed taken from the cell and its samples, so every build draws the same ones). Each comparison also has a two-sided Mann-Whitney U test on the per-round end-to-end values, a Benjamini-Hochberg q-value over all comparisons of the report (the false-discovery rate when dozens of cells are tested at once), the Hodges-Lehmann shift as its effect size, and the smallest difference the run could have detected (two-sided 5% level, 80% power). The verdicts stay the harness's band rule; an interval that disagrees with its verdict is flagged where it appears. A no-winner cell that could not have detected a { $target } difference is named in the caveats: there, "no winner" means the run could not tell.
# same-as-default: symbols most languages write the same way; change them only if yours does not
probability-below = < { $value }
interval-range = { $low } to { $high }
interval-none = no interval (too few rounds)
interval-flag-excludes = { $interval } (**excludes 1**, yet the band calls no winner)
interval-flag-includes = { $interval } (**includes 1**, yet the band names a winner)
col-interval = 95% interval
col-interval-gap = 95% interval of the gap
col-q = q-value
col-u = U
col-p = p-value
col-shift = Hodges-Lehmann shift (baseline − subject)
col-detectable = smallest detectable difference
col-rounds-needed = rounds a side to detect 5%
col-share = overhead share
appendix-uncertainty = Appendix: uncertainty of every comparison
appendix-uncertainty-note = Ratio = baseline median / median of the framework under test. The interval is a 95% percentile bootstrap of that ratio; U and p belong to a two-sided Mann-Whitney test of the per-round end-to-end values (exact for small samples without ties, else the tie-corrected normal approximation); q is the Benjamini-Hochberg q-value over every comparison of this report; the shift is the Hodges-Lehmann estimate as a share of the framework's median; the detectable difference assumes a two-sided 5% level and 80% power at each side's measured spread and rounds.
appendix-uncertainty-none = No comparison has raw rounds on both sides, so no interval or test can be computed.
appendix-share-intervals = Appendix: intervals of the overhead shares
appendix-share-intervals-none = No overhead share is readable, so there is no interval to give.
uncertainty-cell = { $baseline } · { $concurrency } · { $tier } µs
uncertainty-cell-detectable = { $cell } (could detect { $detectable }; { $rounds } rounds a side would detect 5%)
caveat-kind-interval = intervals that disagree with the band
caveat-kind-noisy = no-winner cells too noisy to decide
caveat-interval-disagrees = { $count ->
    [one] { COUNT($count) } comparison has
   *[other] { COUNT($count) } comparisons have
} a 95% interval that reads differently from the band verdict (the verdict is kept, as the harness's rule): { $cells }{ $more ->
    [0] {""}
   *[other] {"; "}and { COUNT($more) } more
}. Each is flagged in its table; the appendix lists every interval.
caveat-too-noisy = { $count ->
    [one] { COUNT($count) } no-winner comparison
   *[other] { COUNT($count) } no-winner comparisons
} could not have detected a 5% difference at the measured noise and rounds, so "no winner" there means the run could not tell, not that the sides are equal: { $cells }{ $more ->
    [0] {""}
   *[other] {"; "}and { COUNT($more) } more
}.

## bench-site serve (shown in the served page only)

serve-build-failed = The last build failed; the page shows the site as it was before. bench-site said:

## History: series of runs, detected changes, the feed

history-nav = History
history-title = History of every series
history-section-series = Series
history-note = A series is every run of one version folder (a release, `dev`, or a variant such as `gil-free/`), in time order. Only relative quantities are followed (the overhead share of the framework under test, each baseline's ratio to it), since absolute times do not travel between runs; a line never joins two machines.
history-changes-link = Every detected change ({ COUNT($count) })
history-col-series = series
history-col-folder = folder
history-col-runs = runs
history-col-machines = machines
history-col-latest = latest run
history-col-changes = changes
history-col-run = run
history-col-machine = machine
history-col-share = share of { $subject }
history-col-ratio = { $baseline } ÷ { $subject }
history-col-compare = against the run before
history-col-quantity = quantity
history-col-before = last run before
history-col-after = first run after
history-col-change = change
history-col-annotation = annotation
history-compare-link = compare
history-machine-changed = another machine
history-value-interval = { $value } ({ $low } to { $high })
history-metric-share = overhead share of { $subject } at { $concurrency } · { $tier } µs
history-metric-ratio = { $baseline } ÷ { $subject } at { $concurrency } · { $tier } µs
history-change-regression = worse for the framework under test: { $magnitude } ({ $low } to { $high })
history-change-improvement = better for the framework under test: { $magnitude } ({ $low } to { $high })
history-series-title = History: { $series }
history-series-summary = { COUNT($runs) } { $runs ->
    [one] run
   *[other] runs
} from { $folder }, on { COUNT($machines) } { $machines ->
    [one] machine
   *[other] machines
}.
history-section-figures = Over time
history-section-runs = Every run
history-section-changes = Detected changes
history-section-annotations = Annotations
history-runs-note = Each value with its 95% interval; "compare" opens the comparison with the run before it.
history-tier-heading = Concurrency { $concurrency }, body tier { $tier } µs
history-detection-note = A change is a step in a quantity's level: the split of a stretch of runs that best separates two levels by Welch's t-test, kept when it is significant at 1% after a Bonferroni correction over every possible split, leaves at least 3 runs on each side and moves the level by at least 5%; each side is then searched again (binary segmentation, as Hunter tests its candidates). It uses no random numbers, so every build finds the same changes. The search restarts where the machine changed and at every accepted annotation.
history-no-changes = No change was detected in any series.
history-no-changes-series = No change was detected in this series.
history-no-annotations = No annotation names a run of this series (add them in content/annotations.toml).
history-annotation-accepted = accepted: a new baseline starts here
history-annotation-note = note
history-changes-title = Detected changes
site-compare-runs-title = { $series }: { $before } → { $after }
feed-title = { $site }: new runs and detected changes
feed-change-title = { $series }: { $quantity }, { $change }
feed-run-title = { $series }: new run { $when }
feed-run-summary = A new run was published.
figure-legend-change = detected change
figure-legend-machine = another machine
figure-panel-cell = concurrency { $concurrency }, { $tier } µs
figure-axis-run = run (UTC date)
figure-title-history_share = Framework overhead share over the runs
figure-title-history_ratio = Baseline end-to-end time as a multiple of the framework under test, over the runs
figure-caption-history-share = The overhead share of { $subject } at concurrency { $concurrency } over { COUNT($runs) } runs, one panel per body tier; bands are 95% bootstrap intervals, a gap in a line is a change of machine, dashed red lines mark detected changes.
figure-caption-history-ratio = Each baseline's median over that of { $subject } at concurrency { $concurrency } over { COUNT($runs) } runs, one panel per body tier; above 1 the framework under test is faster; bands are 95% bootstrap intervals, a gap in a line is a change of machine, dashed red lines mark detected changes.
figure-alt-history-share = Line chart of the overhead share of { $subject } across { COUNT($runs) } runs at concurrency { $concurrency }, in { COUNT($panels) } panels.
figure-alt-history-ratio = Line chart of every baseline's ratio to { $subject } across { COUNT($runs) } runs at concurrency { $concurrency }, in { COUNT($panels) } panels.

## bench-site summary (Markdown for a pull request or a CI step summary)

summary-title = { $product } { $head } against { $base }
summary-instrument-changed = **Two different instruments:** the machine or the harness differs between the two runs, so a change below may come from the instrument rather than from the code.
summary-counts = **Significant changes: { COUNT($significant) } of { COUNT($cells) } cells** (95% interval excludes no change, q-value below 5%): { COUNT($worse) } worse, { COUNT($better) } better for the framework under test.
summary-rest = { COUNT($count) } { $count ->
    [one] cell
   *[other] cells
} without a significant change
summary-col-mark = verdict
summary-col-base = base
summary-col-head = head
summary-col-change = change (95% interval)
summary-change-relative = { $change } ({ $low } to { $high })
summary-change-points = { $change } of end-to-end ({ $low } to { $high })
summary-change-no-interval = { $change } (no interval: too few rounds)
summary-mark-worse = worse
summary-mark-better = better
summary-mark-none = no significant change

### ---------------------------------------------------------------------------------------
### Issue 13 (reviewer-grade decks, pages and print): messages added together.
### ---------------------------------------------------------------------------------------

## Deck: what a capped section shows, and speaker notes written per slide

deck-pointer-chosen-body = To keep one idea per slide, the deck shows { $shown } of the { $total } rows and sentences of "{ $section }", chosen in this order: { $rule }. { $rest ->
    [one] The other one is
   *[other] The other { $rest } are
} in the full report.
deck-pointer-rule-winners = warnings; at least one item for every baseline that is faster than the framework under test somewhere; the largest gap; then the framework's own items and the rest, larger gaps first
deck-pointer-rule-winners-cut = warnings; as many of the baselines that are faster than the framework under test as the slides hold (not { $missing }, whose items are only in the full report); the largest gap; then the rest, larger gaps first
deck-pointer-rule-plain = warnings; the item with the largest gap; the framework's own items; then the rest, larger gaps first and otherwise in report order
deck-notes-pointer-chosen = The slides of "{ $section }" showed { $shown } of its { $total } rows and sentences, those that rank first. { $rest ->
    [one] Open the link for the other one
   *[other] Open the link for the other { $rest }
} rather than reading them aloud.
deck-notes-sentence-separator = {" "}
deck-notes-slide = { $section }, slide { $index } of { $count }: { $items ->
    [one] one row or sentence
   *[other] { $items } rows and sentences
}, every value as in the full report.
deck-notes-winners = Of the schemes named on this slide, these baselines are faster than the framework under test here: { $names }.
deck-notes-worst = The largest gap to say: { $baseline } is { $gap } faster at concurrency { $concurrency } with a { $tier } µs body.
deck-notes-multiple = The largest multiple on this slide: { $multiple }.
deck-notes-left-out = The deck shows { $shown } of the section's { $total } rows and sentences; the pointer slide after this one links to the rest.
deck-notes-part = Part { $index } of { $count }.
deck-notes-caveat-environment = Caveat: every number in this deck holds for this machine (its CPU, cores and interpreter) only.
deck-notes-caveat-workload = Caveat: the workload is a stand-in, not a recorded trace; the conclusions hold for bodies of this kind.
deck-notes-caveat-methodology = Caveat: body time is measured inside the same run, and nothing is subtracted across runs.
deck-notes-caveat-conclusions = Caveat: one multiple at one tier does not decide a choice; say which scheme suits which body duration.
deck-notes-caveat-latency = Caveat: absolute times hold for this machine and this run; across runs compare the multiples, not the times.
deck-notes-caveat-overhead = Caveat: an empty cell is a withheld figure, not a zero; the table says why it is withheld.
deck-notes-caveat-throughput = Caveat: these are tasks actually completed per second (1 / median end-to-end); the archive's stored value overstates them by the concurrency.
deck-notes-caveat-attribution = Caveat: the segments come from in-run instrumentation; they show where the time goes, not which scheme to choose.
deck-notes-caveat-semantics = Caveat: a difference in scheduling semantics can explain a gap; it does not remove it.
deck-notes-caveat-native-line = Caveat: the native line is a reference point outside the comparison of schemes.
deck-notes-caveat-favourable = Caveat: a lead counts only beyond the noise band of its tier, in this one run.
deck-notes-caveat-unfavourable = Caveat: these losses are never shortened; read them out as they stand.
deck-notes-caveat-no-winner = Caveat: inside the band the two sides cannot be told apart; that is a tie, not a win.
deck-notes-caveat-caveats = Caveat: these limits apply to every number in the deck, not only to this slide.
deck-notes-caveat-byo-baseline = Caveat: a new baseline is comparable only when it runs in the same harness on the same machine.
deck-notes-caveat-self-check = Caveat: if the self-check failed, no number of this deck should be quoted.
deck-notes-bars-scope = { $section }: these bars show concurrency { $concurrency } at body tiers { $tiers } µs only; the tables after them cover every concurrency.
deck-notes-bars-longest = The longest bar: { $scheme } at body tier { $tier } µs, { $multiple } the framework under test's (it measured { $value }, the framework under test { $subject_value }).
deck-notes-bars-subject-best = No bar passes the parity line: on this slide the framework under test has the best value at every tier.
deck-notes-bars-missing = { $missing ->
    [one] One cell has
   *[other] { COUNT($missing) } cells have
} no bar; the legend says why.
deck-notes-figure-data = The numbers behind the chart are in "{ $section }" of the full report.

## Site and print page

site-print-headline = Headline results
site-print-pdf-link = This report is also a ready-made PDF: report.pdf (A4, with an outline and page numbers).
site-print-page-ref = p. { $page }
site-print-columns = Columns { $from } to { $to } of { $count }, after the columns that name the row:
site-run-units = { $units ->
    [one] { COUNT($units) } unit
   *[other] { COUNT($units) } units
}, { COUNT($failed) } failed
site-trend-chart-title = Overhead share of { $subject } by version, at concurrency { $concurrency } and body tier { $tier } µs (lower is better)
site-trend-chart-axis = overhead share
site-trend-chart-versions = version (oldest to newest)

## report.pdf

# Under a pivot table of the PDF: where every value behind it is. $appendix: the appendix part's title.
pdf-appendix-pointer = Every value behind this table, with its percentiles and spread: { $appendix }
