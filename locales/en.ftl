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
finding-mixed = Note: the segment differences do not all point the same way ("{ $segment }" is { $value }); read them together.
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
site-view-print = Print / PDF
site-view-markdown = Markdown
site-view-raw-samples = Raw samples (Markdown)
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

## Deck (src/render/deck)

deck-continued = { $title } (continued)
deck-source = data: { $section }
deck-source-concurrency = concurrency { $concurrency }
deck-source-tier = body tier { $tier } µs
deck-source-separator = {" · "}
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
deck-cover-kicker = { $date } · { $cpu }
deck-cover-date = run started { $date } (UTC)
deck-cover-date-unknown = run start not recorded
deck-cover-cpu-unknown = CPU model not recorded
deck-notes-cover = Say what was measured and against what: { $baselines } baselines, one machine, one run. Every slide names its data source in its footer.
deck-closing-title = Check every number
deck-closing-lead = The slides compress the layout, never the values. Everything shown here, and everything left out, is in these files next to the deck:
deck-closing-report = The full report (HTML), with every section the slides point to
deck-closing-markdown = report.md: the same report in Markdown
deck-closing-print = The print version, ready for PDF
deck-closing-appendix-raw = appendix-raw.md: every raw per-round sample
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
deck-bars-withheld = Cells marked "no figure" have no readable value (the table says why), so they get no bar rather than a misleading one.
deck-bars-nonpositive = Cells marked "no bar" have a value of zero or below (or the framework under test has), so no multiple exists; the measured value is still shown.
deck-bars-mark-withheld = no figure
deck-bars-mark-nonpositive = no bar
deck-bars-tier = body tier { $tier } µs
deck-hero-title = The overhead of the framework under test
deck-hero-caption = Framework overhead share of { $subject } at concurrency { $concurrency }, body tier { $tier } µs: the longest body at the lowest concurrency with a readable figure.
deck-hero-lowest = No baseline has a lower share at this tier ({ COUNT($count) } compared).
deck-hero-lower = { $count ->
    [one] { COUNT($count) } baseline has
   *[other] { COUNT($count) } baselines have
} a lower share at this tier: { $names }.
deck-hero-no-rivals = No baseline has a readable overhead figure at this tier, so there is nothing to compare it with.
deck-hero-same-tier = Same tier, every scheme:
deck-hero-unreadable = No overhead figure of { $subject } is readable in this run (every concurrency exceeds the machine's cores, or the overhead came out negative), so the deck quotes no headline number.
deck-notes-hero = The headline is the framework's own overhead at { $tier } µs and concurrency { $concurrency }. Name the baselines that beat it before anyone has to ask.
deck-notes-hero-unreadable = There is no readable overhead figure in this run; do not quote one.
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
deck-ui-counter = { $current } / { $total }
deck-ui-help = Arrows, Space, Page Up/Down, Home, End: move · o: overview · n: speaker notes · click a slide to open it
deck-ui-notes-heading = Speaker notes
deck-ui-nojs = JavaScript is off: every slide is shown below, one after another.
deck-ui-slides = Slides
deck-ui-slide = slide

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
}; shares hold within a single run. A point missing from a panel is a withheld cell (see the overhead table).{ $has_withheld ->
    [yes] {" "}The overhead numbers of concurrency { $withheld } were withheld and are not charted: { $why }.
   *[no] {""}
}
figure-caption-throughput = Body tier { $tier } µs only; tasks actually completed per second (1 / median end-to-end per task), corrected from the archive's stored value.
figure-caption-relative = One panel per measured concurrency ({ COUNT($count) } in total); a ratio above 1 means the framework under test is faster; a single point has no selection meaning.{ $dropped ->
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

### ---------------------------------------------------------------------------------------
### Issue 13 (reviewer-grade decks, pages and print): messages added together.
### ---------------------------------------------------------------------------------------

## Deck: what a capped section shows, and speaker notes written per slide

deck-pointer-chosen-body = To keep one idea per slide, the deck shows the { $shown } most important of the { $total } rows and sentences of "{ $section }": every baseline that is faster than the framework under test, the framework's own rows and the largest gaps. The other { $rest } are in the full report and in report.md.
deck-notes-pointer-chosen = The slides of "{ $section }" showed { $shown } of its { $total } rows and sentences, the most important ones. Open the link for the other { $rest } rather than reading them aloud.
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
site-print-page-ref = p. { $page }
site-print-columns = Columns { $from } to { $to } of { $count }, after the columns that name the row:
site-run-units = { $units ->
    [one] { COUNT($units) } unit
   *[other] { COUNT($units) } units
}, { COUNT($failed) } failed
site-trend-chart-title = Overhead share of { $subject } by version, at concurrency { $concurrency } and body tier { $tier } µs (lower is better)
site-trend-chart-axis = overhead share, lower is better
site-trend-chart-versions = version (oldest to newest)
