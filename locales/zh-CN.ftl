### bench-site：简体中文消息。
###
### 由 locales/en.ftl 翻译而来；消息 id、变量与选择表达式的结构与英文文件保持一致。
### 本文件缺少的消息先回退到同一语言的其他区域设置，再回退到默认区域设置。`**text**` 表示强调。
### 数字传入时已格式化，只有使用 COUNT($n)（带分组的计数）、DECIMAL($x, digits: N) 或
### PERCENT($fraction, digits: N) 的消息例外；复数选择直接作用于变量本身：
### { $count -> [one] ... *[other] ... }（中文只有 other 类别）。

## 数字与单位（由代码读取；保留 { $value } 占位符）

# same-as-default
number-decimal-separator = .
# same-as-default
number-group-separator = ,
value-seconds = { $value } 秒
value-milliseconds = { $value } 毫秒
value-microseconds = { $value } 微秒
# same-as-default
value-percent = { $value }%
# same-as-default
value-multiple = { $value }x
value-rate = { $value } 任务/秒
list-separator = {"、"}
clause-separator = {"；"}
figure-font-family = Noto Sans CJK SC
empty-marker = —
number-not-a-number = 非数字
number-infinity = 无穷大
number-minus-infinity = 负无穷大
yes = 是
no = 否
untranslated-archive-text = 「{ $text }」（存档原文，未翻译）
subject-unknown = 被测框架

## 标题

report-title = { $has_version ->
    [yes] { $subject } { $version }：性能评测报告
   *[other] { $subject }：性能评测报告
}
report-raw-data = 原始数据：{ $path }
gate-no-environment = **不宜发布：**存档中没有运行环境信息块，无从得知这些数字出自哪台机器。
gate-self-check-failed = **不宜发布：**测量自检未通过；在采信下文任何数字之前，请先查看「自检」一节。
gate-no-subject = **不宜发布：**没有任何单元运行被测框架，对照方案无从与之比较。
gate-no-unfavourable = **不宜发布：**没有任何档位对被测框架不利，也没有分不出胜负的档位；一份只展示胜绩的报告，需要重新审视它的对照方案。

## 运行环境

section-environment = 运行环境
env-col-item = 项
env-col-value = 值
env-missing = 存档没有携带运行环境自述；下表各行为空。
env-cpu = CPU 型号
env-cpu-unavailable = 无法获取（来源：{ $source }）
env-cores = 逻辑核数
env-platform = 平台
env-os = 操作系统
env-interpreter = 解释器
env-executable = 解释器路径
env-gil = GIL 模式
env-gil-default = 默认（有 GIL）
env-gil-free-threaded = 自由线程（无 GIL）
env-subject-version = 被测框架（发行元数据）
env-module-version = 被测框架（模块版本）
env-module-version-value = { $version }（仅作附注；版本以发行元数据为准）
env-drive-generation = 被测框架的驱动面世代
env-drive-undetermined = 无法判定（{ $reason }）
env-drive-missing = 运行环境自述中未注明
env-install-source = 安装来源
env-install-via = { $revision }（经由 { $vcs }）
env-commit = 代码提交
env-harness = 评测工具
env-harness-version = 评测工具版本
env-subject-commit = 被测框架的安装提交
env-harness-commit = 评测工具提交
env-interpreter-build = 解释器构建标志
env-unknown-fact = （此版本无法命名的事实）
env-harness-value = { $name } { $version } @ { $commit }
env-command = 复现命令

## 负载与测量口径

section-workload = 负载
workload-composition = 一个工作单位先把一份小型 JSON 文档序列化，再解析回来并拼接字符串；如此反复，直到执行体达到目标耗时（即执行体档位）。
workload-stand-in = **负载是替身，并非录制下来的真实调用轨迹。**它的形状接近日常的请求处理（解码、变换、编码），但背后没有任何生产环境的轨迹作支撑，因此所有结论只对这类执行体成立。
section-methodology = 测量口径
methodology-in-run = **执行体耗时在同一次运行内测量：**每个执行体自行计时并回传结果，框架开销即端到端减去该值。**不做任何跨运行的减法**，因为两次运行的缓存、时钟频率和调度噪声从来不会相同。
methodology-warmup = **预热轮不计入统计：**每个单元先跑 { $warmup } 轮预热并丢弃，再跑 { $measured } 轮正式轮；一个单元的执行体样本数为「正式轮数 × 并发度」。
methodology-absolute = **绝对耗时不能跨运行比较：**它只反映量级。跨版本或跨机器比较时，应看同一次运行内的相对量（开销占比、相对各对照方案的倍数），它们不随机器整体的快慢而变化。

## 结论

section-conclusions = 结论摘要
conclusions-none = 无法得出结论：存档中没有被测框架的单元。
summary-overhead = 并发度 { $concurrency } 下，框架自身开销在 { $subject } 端到端时间中的占比为：{ $shares }。它{ $claim }。{ $lower }。
overhead-share-at = { $tier } 微秒时 { $share }
overhead-share-withheld-at = { $tier } 微秒时不给出
overhead-claim-everywhere = 在所测的每个档位上都不高于 { $threshold }
overhead-claim-from = 从 { $tier } 微秒起不高于 { $threshold }，在更短的每个执行体上都高于它；因此执行体较短时，选用它的主要代价就是开销本身
overhead-claim-longest-only = 只在所测最长的执行体（{ $tier } 微秒）上不高于 { $threshold }，在更短的每个执行体上都高于它；因此对多数执行体而言，选用它的主要代价就是开销本身
overhead-claim-nowhere = 在每个读得出的档位上都高于 { $threshold }，开销始终占成本的很大一部分
overhead-claim-scattered = { $has_above ->
    [yes] 在 { $below } 微秒时不高于 { $threshold }，但在 { $above } 微秒时高于它，因此说不出单一的交叉档位
   *[other] 在 { $below } 微秒时不高于 { $threshold }；其余档位不给出数字，因此说不出交叉档位
}
overhead-claim-polluted = 自检判定该组的开销受排队污染，解读这些占比时须谨慎
overhead-lower = 占比更低的对照方案：{ $items }
overhead-lower-item = { $baseline }（{ $tiers } 微秒）
overhead-lower-item-every = { $baseline }（每个读得出的档位）
overhead-lower-none = 在这些档位上没有哪个对照方案的占比更低
summary-overhead-unreadable = 本次运行中读不出被测框架（{ $subject }）的任何开销数字（每个并发度都超过了机器的核数，或得出了负开销），因此无法给出交叉点。
summary-extremes = { $lead }；{ $deficit }。
extreme-lead = { $subject } 的最大领先：并发度 { $concurrency }、执行体 { $tier } 微秒时，比 { $baseline } 快 { $factor }
extreme-no-lead = { $subject } 在任何档位上都没有超出噪声带宽地领先于任何对照方案
extreme-deficit = 最大落后：并发度 { $concurrency }、执行体 { $tier } 微秒时，{ $baseline } 比 { $subject } 快 { $factor }
extreme-no-deficit = 没有哪个对照方案在任何档位上超出噪声带宽地领先于 { $subject }
pattern-ahead-everywhere = 并发度 { $concurrency } 下，{ $baseline } **在所测的每个档位上都快于 { $subject }**（{ $tiers } 微秒）；这些档位全部列入「公开的不利数据」。
pattern-subject-everywhere = 并发度 { $concurrency } 下，{ $subject } 在所测的每个档位上都快于 { $baseline }（{ $tiers } 微秒）。
pattern-never-ahead = 并发度 { $concurrency } 下，{ $baseline } 在所测的任何档位上都不快于 { $subject }：{ $rest }。
pattern-ahead-up-to = 并发度 { $concurrency } 下，{ $baseline } **在 { $tier } 微秒及以下快于 { $subject }**，更长的执行体上都不更快：{ $rest }。
pattern-ahead-from = 并发度 { $concurrency } 下，{ $baseline } **从 { $tier } 微秒起快于 { $subject }**，更短的执行体上都不更快：{ $rest }。
pattern-mixed = 并发度 { $concurrency } 下，{ $baseline } 与 { $subject } 相比：{ $rest }。
pattern-seg-ahead = **{ $tiers } 微秒时 { $baseline } 更快**
pattern-seg-ahead-again = **{ $tiers } 微秒时 { $baseline } 再次更快**
pattern-seg-subject = { $tiers } 微秒时 { $subject } 更快
pattern-seg-subject-again = { $tiers } 微秒时 { $subject } 再次更快
pattern-seg-no-winner = { $tiers } 微秒时分不出胜负
pattern-seg-no-band = { $tiers } 微秒时不作判定（有效轮数太少，得不出噪声带宽）
pattern-seg-not-compared = { $tiers } 微秒时未作比较（某个单元缺失、失败或没有有效轮次）
conclusion-note = 单个档位上的单个倍数不足以决定取舍；请把结论读作「哪种执行体时长适合哪种方案」：同样一份固定开销，在 40 微秒的任务里占了大头，在 10 毫秒的任务里只是舍入误差。
heading-crossings = 开销阈值交叉点
heading-patterns = 各档位的胜负判定
patterns-note = 每个对照方案在某一并发度下每个所测档位上的判定（已计入噪声带宽）；上面的句子说的正是这些。「自此不再更快」是这样一个档位：从它起，该对照方案在更长的执行体上都不再更快（从未更快，或在最长执行体上仍然更快时为空）。
crossing-note-found = 满足阈值的最小所测档位；真正的交叉点位于它与下一个更低档位之间
crossing-note-none-below = 没有任何所测档位满足阈值
crossing-note-polluted = 该组的开销受排队污染（见自检），不从中读取交叉点
crossing-note-oversubscribed = 并发度超过机器的逻辑核数：此时执行体自身的计时包含等待核心的时间，端到端减执行体在这里没有意义；端到端与吞吐仍然有效
crossing-note-negative = 至少有一个档位得出负开销，而框架不可能产生负开销；该组的开销不予读取
pattern-note-everywhere = 每个档位都更快
pattern-note-subject-everywhere = 每个档位都更慢
pattern-note-never = 从不更快
pattern-note-up-to = 仅在 { $tier } 微秒及以下更快
pattern-note-from = 仅从 { $tier } 微秒起更快
pattern-note-mixed = 更快、不更快、再次更快交替出现
pattern-note-no-band = { $tiers } 微秒时不作判定（有效轮数太少）
pattern-note-not-compared = { $tiers } 微秒时未作比较

## 图表

section-charts = 图表

## 各维度

col-concurrency = 并发度
col-tier = 执行体档位（微秒）
col-scheme = 方案
col-baseline = 对照方案
col-note = 说明
col-threshold = 阈值
col-first-tier-below = 首个达到或低于阈值的档位（微秒）
col-measured-tiers = 所测档位（微秒）
col-baseline-ahead-at = 对照方案更快的档位（微秒）
col-no-winner-at = 分不出胜负的档位（微秒）
col-subject-ahead-at = 被测框架更快的档位（微秒）
col-no-longer-ahead-from = 自此不再更快（微秒）
pivot-pointer = 每个单元的分位数、离散度和逐轮原始样本，都在文末的附录里。
section-latency = 维度：延迟
latency-note = 每任务端到端耗时的中位数（一轮的墙钟时间除以该轮的并发度）；分位数与离散度见附录。
section-overhead = 维度：框架自身开销占比
overhead-note = 开销占比 =（每任务端到端 − 同一次运行内实测的执行体耗时）/ 每任务端到端。不做任何跨运行的减法。
overhead-note-withheld = **标有空值标记的格**没有开销数字：其并发度超过机器的逻辑核数（此时执行体自身的计时包含等待核心的时间），或端到端减执行体得出负值。最后一列注明是哪种原因。这些格的端到端与吞吐依然有效，并在各自的章节中给出。
col-withheld-why = 空格原因
overhead-why-oversubscribed = 并发度超过 { $cores } 个逻辑核
overhead-why-negative = { $schemes } 出现负开销
section-throughput = 维度：吞吐
throughput-note = 每秒实际完成的任务数：1 / 每任务端到端中位数。存档中保存的是「并发度 / 每任务端到端中位数」，即实际速率乘以并发度，因而偏高；本报告对此作了校正（见口径局限），并在附录中保留存档原值。

## 开销归因

section-attribution = 维度：开销归因
attribution-scope-note = 开销归因把单个任务的端到端拆成提交侧、手交、执行体和回程四段，并在同一档位与并发度下与每个对照方案逐段比较。它是诊断，而非主证据。
attribution-detail-note = **是诊断，不是主证据：**抽样少数几个档位与并发度，逐段展示被测框架多出来的时间花在了哪里。手交为负并非错误：那表示执行体在提交调用返回之前就已开始（在提交内部启动线程的方案就会如此）。回程段包含等待完成信号的时间。
status-line = 状态：{ $status }
status-ok = 正常
status-not-measured = 未测量
status-not-probed = 未探查
status-not-measurable = 无法测量
status-probe-failed = 探查失败
generation-current = 当前
generation-previous = 上一
attribution-not-in-run = 本次运行未探查开销归因；存档中没有归因信息块。
attribution-none-measured = 本次运行中没有任何归因组能够测量。
attribution-sampled = 抽样档位（微秒）：{ $tiers }；并发度：{ $concurrencies }；机器的逻辑核数：{ $cores }
segment-submit-side = 提交侧
segment-handoff = 手交
segment-body = 执行体
segment-return = 回程
col-status = 状态
group-status-reason = { $status }：{ $reason }
heading-excess = 超出各对照方案的部分落在哪一段
col-excess = 每任务超出量
col-mostly-on = 差异最大的分段
col-segment-gap = 该分段的差异
attribution-seals = 插桩接缝（运行期间由评测工具包裹，框架代码未作改动）：{ $seals }
attribution-missing-seals = 未能插桩的接缝：{ $seals }
attribution-instrumentation = **插桩本身的代价**（在同一进程内成对运行未插桩与插桩的轮次）：{ $items }
instrumentation-item = { $scheme } { $tier } 微秒 / 并发度 { $concurrency }：未插桩 { $before }，插桩后 { $after }，相差 { $difference }{ $faster ->
    [yes] （插桩后反而更快：本次运行中机器的漂移盖过了插桩的代价）
   *[other] {""}
}
attribution-overlap = **各项子测量相加并不严格吻合：**{ $note }本次运行实测的重叠：{ $items }
overlap-item = { $scheme } { $tier } 微秒 / 并发度 { $concurrency }：{ $ratio }
heading-submit-side = 被测框架的提交侧由哪些部分构成
drill-line = 并发度 { $concurrency }，档位 { $tier } 微秒：{ $items }
drill-item = { $label } { $value }
drill-none = 存档中没有提交侧的细分数据。
drill-scheduling-round = 调度轮的其余部分
drill-dispatch = 派发
drill-policy-lookup = 每轮的策略查询
drill-submit-other = 提交侧的其他工作
heading-attribution-conclusions = 归因结论
attribution-no-findings = 没有哪一组同时测到了被测框架和可比的对照方案，因此不作比较。
finding-not-slower = 并发度 { $concurrency }、执行体 { $tier } 微秒下，被测框架总体上并不比 { $baseline } 慢（每任务 { $excess }）；两侧的时间分配方式不同，因此不指认某一段。
finding-slower = 并发度 { $concurrency }、执行体 { $tier } 微秒下，被测框架每任务比 { $baseline } 多花 { $excess }；差得最多的是「{ $segment }」段（{ $share }）。
finding-mixed = 注意：各分段差异的方向并不一致（「{ $segment }」为 { $value }）；请把它们合起来看。
finding-composition = 该组中被测框架的提交侧构成：{ $parts }。

## 调度语义

section-semantics = 维度：调度语义的代价
semantics-scope-note = 调度语义（超时、优先级、重试）的代价，通过在被测框架内部逐项开启来定价；对照方案没有这类功能，因此不做跨方案比较。
semantics-derived-on = （结论在本次运行所安装的{ $generation }代驱动面上得出）
semantics-not-in-run = 本次运行未探查调度语义。
semantics-probe-error = 语义探查失败：{ $error }
col-semantics-item = 语义项
col-layer = 层级
col-probe = 探查方式
col-measurable = 可测
col-evidence = 证据或原因

## 判定

section-favourable = 被测框架更快的档位
favourable-note = 被测框架领先幅度超过该档位噪声带宽的档位。本节与「公开的不利数据」出自同一份同运行内的比较，因此哪一侧都没法挑选档位。本节为空也是有效的结果。
favourable-empty = 在所测档位中，被测框架的领先幅度都没有超过带宽。
gap-subject-faster = { $subject } 比 { $baseline } 快 { $multiple }
gap-baseline-faster = { $baseline } 比 { $subject } 快 { $multiple }
col-gap = 差距
col-subject-median = 被测框架中位数
section-unfavourable = 公开的不利数据
unfavourable-note = 被测框架落后幅度超过该档位噪声带宽的档位，在此全部列出。一份只展示胜绩的报告，读者有充分的理由不信任它。差异落在带宽以内的档位列在下一节，作为分不出胜负的档位，而不是被藏起来。
unfavourable-empty = 在所测档位中，被测框架的落后幅度都没有超过带宽。
unfavourable-count = 被测框架在{ $count ->
    [one] 一个档位
   *[other] {" "}{ COUNT($count) } 个档位
}上更慢，涉及{ $baselines ->
    [one] 一个对照方案
   *[other] {" "}{ COUNT($baselines) } 个对照方案
}。
section-no-winner = 分不出胜负的档位
no-winner-note = 两侧无法区分的档位：差异小于噪声带宽。每个参与比较的档位都恰好落在这三节中的某一节。
no-winner-criterion = 判据：带宽 = 被测框架逐轮数值的相对离散度（标准差 / 中位数）加上对照方案的相对离散度，二者都取自本次运行，读者可以用逐轮原始数据自行复算。
band-range = 本次运行的带宽：{ $low } 到 { $high }（随各档位的离散度而变）。
no-winner-empty = 每个参与比较的档位都分出了胜负。
col-ratio = 比值
col-reason = 原因
tie-reason = 两侧相差 { $difference }，小于带宽 { $band }：分不出胜负
tie-reason-no-rounds = 轮数太少，无法得出噪声带宽：分不出胜负
tie-reason-few-valid-rounds = 不作判定：{ $scheme } 的 { COUNT($total) } 轮中只有 { COUNT($valid) } 轮有效，而噪声带宽至少需要 { COUNT($needed) } 轮

## 口径局限

section-caveats = 口径局限与偏差来源
caveats-none = 无记录。
caveat-line = **{ $kind }**：{ $text }
caveat-line-adapter = **{ $kind }**（{ $adapter }）：{ $text }
caveat-kind-layer = 被测层级
caveat-kind-scope = 口径说明
caveat-kind-incomparable = 不可直接比较
caveat-kind-unfinished = 未跑完的运行
caveat-kind-incomplete = 未完成的单元
caveat-kind-verification = 未通过等价性检查的对照方案
caveat-kind-queueing = 受排队污染的开销
caveat-kind-withheld = 不给出开销数字的组
caveat-kind-non-gated = 不计入判定的自检项
caveat-kind-correction = 本报告所做的校正
caveat-kind-unread = 此版本未读取的存档内容
caveat-kind-invalid = 不计入统计的数值
caveat-kind-short = 不作判定的比较
caveat-incomplete = { $count ->
    [one] 一个单元
   *[other] { COUNT($count) } 个单元
}运行失败，没有数字（{ $adapters }）；错误信息见附录。
caveat-unfinished = 运行在测完全部计划单元之前停止（run.complete 为 false）：本存档只有计划的 { COUNT($planned) } 个单元中的 { COUNT($present) } 个，部分单元格及其比较缺失。运行 bench-run run --resume 可接着测量并写回同一文件。
caveat-unfinished-unplanned = 运行在测完全部计划单元之前停止（run.complete 为 false）：本存档只有 { COUNT($present) } 个单元，部分单元格及其比较缺失。运行 bench-run run --resume 可接着测量并写回同一文件。
caveat-verification = { $adapters } 未通过「每个提交的执行体恰好执行一次」的检查；其数字不可采信。
caveat-queueing = 在以下各组中，开销随执行体增长并超出了自检的限度，这是排队的迹象：{ $groups }。不从中读取交叉点。
caveat-withheld = 以下方案/并发度组没有开销数字（并发度超过逻辑核数，或开销为负）；未注明档位的组在所有档位都没有：{ $groups }。端到端、吞吐与执行体计时依然有效，所有原始数值均予保留。
caveat-withheld-group-at = { $group }（{ $tiers } 微秒档）
caveat-non-gated = { $count ->
    [one] 一项执行体时长检查
   *[other] { COUNT($count) } 项执行体时长检查
}不计入自检判定（并发度高于最低档，或档位太短、时钟无从判断）；阅读这些档位的数字时请考虑这一点。
caveat-throughput = 吞吐以每秒实际完成的任务数表示（1 / 每任务端到端中位数）。存档中的值是「并发度 / 每任务端到端中位数」，即实际吞吐乘以并发度，因而偏高；附录中把它与校正后的值并列保留。
caveat-patterns = 结论逐一给出每个对照方案在每个所测档位上的判定（已计入噪声带宽），取代评测工具的「拐点」（原始比值首次达到 1 的档位，不看带宽，也不看之后的档位）；那条规则会在不利数据表仍列出某对照方案在更长执行体上领先时，称它「不再更快」。
caveat-invalid-samples = 有 { COUNT($count) } 个存档数值不可能是真实测量，已从所有统计量、带宽和判定中排除：{ $examples }{ $more ->
    [0] {""}
   *[other] {"；"}另有 { COUNT($more) } 个
}。附录 A 列出全部，原始数值仍保留在附录 B。
excluded-sample = { $scheme } · { $concurrency } · { $tier } 微秒，第 { $round } 轮，{ $field } = { $value }（{ $problem }）
problem-not-a-number = 不是数字
problem-infinite = 无穷大
problem-not-positive = 时长为零或负数
problem-batch-mismatch = 任务数与并发度不符
problem-body-count = 执行体样本数与任务数不符
caveat-too-few-rounds = 以下单元的有效轮数少于噪声带宽所需的 { COUNT($needed) } 轮，其比较不作判定（列在「分不出胜负」中并注明原因）：{ $units }。
short-unit = { $scheme } · { $concurrency } · { $tier } 微秒（{ COUNT($total) } 轮中 { COUNT($valid) } 轮有效）
caveats-corrections-link = 本报告与评测工具自带的报告生成器的不同之处及其理由
caveat-summary-mismatch = { $count ->
    [one] 一个存档汇总值
   *[other] { COUNT($count) } 个存档汇总值
}与根据逐轮原始数据重算的值不一致（最大相对差异 { $difference }）；本报告采用重算值，并在附录中同时列出两者。
caveat-relative-mismatch = { $count ->
    [one] 一个存档比值
   *[other] { COUNT($count) } 个存档比值
}与重算中位数之比不一致；本报告采用重算的比值。
caveat-unknown-blocks = 存档中含有此版本 bench-site 不解读的信息块（{ $keys }）；其原始内容见附录。
absolute-durations-note = 绝对耗时：{ $note }

## 加入你自己的对照方案

section-byo-baseline = 加入你自己的对照方案
byo-baseline-text = 对照方案是开放的。使用 zoo-bench 时，实现适配器的四个方法（setup、submit、drain、teardown），然后登记该类，或在矩阵中列出它所在的模块；使用 bench-run 时，让一个外部命令适配器指向任何能自报执行体耗时的程序（见 docs/runner-protocol.md）。无论哪种方式，评测工具的文件都无需改动，而你的对照方案也要通过与内置方案相同的等价性检查。**把这条路径写进报告是有意为之：**由框架作者自己测量的框架，难免让人怀疑对照方案被故意拖慢；任何人都能加入自己的对照方案，这些数字才经得起质疑。

## 自检

section-self-check = 自检
check-passed = 通过
check-failed = 未通过
check-not-stated = 存档中未注明
self-check-overall = 测量自检总体结果：{ $verdict }
self-check-body = 执行体时长与其档位相符：{ $verdict }
self-check-overhead = 开销在各档位间保持稳定：{ $verdict }
self-check-equivalence = 每个方案都对每个提交的执行体恰好执行一次：{ $verdict }
self-check-derived = 存档中没有自检结论；以下结论由 bench-site 依据各单元与当前容差推导得出。
isolation-line = 进程隔离：{ $children ->
    [one] 一个单元
   *[other] { COUNT($children) } 个单元
}在子进程中运行；{ $distinct ->
    [yes] 各子进程的进程号互不相同
    [no] **部分子进程的进程号重复**
   *[other] 未注明进程号是否互不相同
}；{ $parent_free ->
    [yes] 其中没有任何一个是父进程（{ $parent }）
    [no] **其中有一个就是父进程（{ $parent }）**
   *[other] 未注明父进程
}。
isolation-missing = 存档未记录进程隔离情况。

## 附录（正文）

section-appendix = 附录：全部数值
appendix-note = 上文各节为便于阅读给出的是透视表；本附录按实测给出每个单元的每个字段。汇总值由逐轮原始数据重算，并与存档值相互核对。
appendix-latency = 附录：每任务端到端
appendix-body = 附录：每任务执行体耗时（自报）
appendix-wall = 附录：每轮墙钟时间
appendix-overhead = 附录：框架自身开销
appendix-throughput = 附录：吞吐
appendix-facts = 附录：单元概况
appendix-failed = 附录：失败的单元
appendix-failed-none = 没有失败的单元。
status-no-valid-rounds = 存档中状态为 ok，但其 { COUNT($rounds) } 轮中没有一轮是可能的测量值
appendix-excluded = 附录：不计入统计的数值
appendix-excluded-none = 存档中的每一轮与每个执行体样本都是可能的测量值，没有排除任何数值。
appendix-cross-check = 附录：存档值与逐轮原始数据的核对
appendix-unknown = 附录：此版本不解读的字段
appendix-unknown-none = 存档中没有此类字段。
appendix-raw-pointer = 全部逐轮原始样本只保存一份，本报告的各个语言版本共用；附录二（本报告同目录下的 appendix-raw.md）说明每个单元的轮次在哪里，以及每个值的含义。
cross-check-summary = 已将 { COUNT($fields) } 个存档汇总值与重算结果比对；最大相对差异 { $difference }；{ $mismatches ->
    [0] 均未超出容差
    [one] 其中一个超出容差
   *[other] 其中 { COUNT($mismatches) } 个超出容差
}。存档比值的最大相对差异：{ $ratio_difference }。
col-n = 样本数
col-median = 中位数
col-mean = 均值
col-min = 最小值
col-max = 最大值
col-stdev = 标准差
# same-as-default
col-p95 = p95
# same-as-default
col-p99 = p99
col-iqr = 四分位距
col-relative-spread = 相对离散度
col-overhead = 开销
col-overhead-share = 开销占比
col-overhead-raw = 端到端 − 执行体（原始值）
col-body-median = 执行体中位数
col-readability = 开销可读
readability-readable = 是
readability-oversubscribed = 否：并发度超过逻辑核数
readability-negative = 否：开销为负
col-throughput = 任务/秒（校正后）
col-throughput-stored = 存档值（并发度 / 中位数）
col-pid = 进程号
col-iterations = 执行体迭代次数
col-warmup = 预热轮数
col-measured = 正式轮数
col-child-elapsed = 子进程耗时
col-body-target = 执行体目标耗时
col-body-deviation = 执行体偏差
col-body-deviation-ok = 在容差以内
col-source = 汇总值来源
source-recomputed = 由逐轮数据重算
source-stored = 存档值（无逐轮原始数据）
col-error = 错误
col-stderr = 标准错误输出的最后几行
col-field = 字段
col-value = 值
col-stored = 存档值
col-recomputed = 重算值

## 附录二（appendix-raw.md）

raw-title = 附录二：{ $report } 的逐轮原始样本
section-appendix-raw = 附录二：逐轮原始样本
raw-note = 所有单元的每一轮原始数据都在一个 CSV 文件里，本报告的各个语言版本共用：每轮一行，所有耗时均以秒为单位，与存档中的原值完全一致。
raw-csv-link = { $file }：全部逐轮原始数据（CSV）
raw-columns-heading = { $file } 的各列
col-column = 列
col-meaning = 内容
raw-col-unit = 该单元在存档单元列表中的位置，从 0 开始
raw-col-scheme = 该单元测量的方案（被测框架或某个基线）
raw-col-concurrency = 同时运行的任务数
raw-col-tier = 执行体档位，单位为微秒
raw-col-round = 存档中记录的轮次序号；存档未给出时为空
raw-col-tasks = 该轮的任务数
raw-col-wall = 该轮的墙钟时间，单位为秒
raw-col-body = 每个执行体自报的耗时，单位为秒，按存档顺序排列，以空格分隔
raw-csv-values = 非数值写作 { $nan }，无穷大写作 { $inf } 或 { $neginf }，与存档相同。以 { $formula } 中任一字符或制表符开头的方案名前会加一个撇号，这样电子表格会把它当作文字显示，而不会当作公式执行。
raw-units-heading = 每个单元的轮次在 { $file } 中的位置
col-rounds = 原始轮数
col-csv-lines = 行号
# same-as-default
raw-lines = { $from }–{ $to }
raw-note-archive = 所有单元的每一轮原始数据都在存档本身里，本报告的各个语言版本共用：每个单元保存其全部计量轮次的列表，所有耗时均以秒为单位，与测得的原值一致。
raw-archive-link = { $file }：存档本身，含全部逐轮原始数据（JSON）
raw-fields-heading = 每一轮的字段
raw-field-round = 该轮的序号，从 0 开始（部分存档没有此字段）
raw-field-body = 每个执行体自报的耗时，单位为秒，按存档顺序排列（一个列表）
col-json-path = JSON 路径
col-round = 轮次

## Site pages (home, versions, comparisons, content; labels used by the theme's templates)

language-name = 简体中文
site-skip = 跳到正文
site-nav = 站点
site-language = 语言
site-footer = 由 bench-site 根据存档的评测运行生成。所有数字都来自存档；相对量可跨运行比较，绝对耗时不可以。
site-home = 首页
site-toc = 目录
site-formats = 其他格式
site-view-report = 报告
site-view-deck = 幻灯片
site-view-print = 打印版
# same-as-default
site-view-pdf = PDF
# same-as-default
site-view-markdown = Markdown
site-view-raw-samples = 附录二（Markdown）
site-view-raw-csv = 原始样本（CSV）
site-view-archive = 原始存档（JSON）
site-figure-data = 本图背后的数值
site-no-archives = 尚未生成任何存档的报告。
site-versions = 各版本
site-unreadable = 无法读取的存档
site-compare = 相邻版本对比
site-trend = 跨版本趋势
site-trend-note = 只用相对量（开销占比、相对被测框架的比值），并在每个版本的同一并发度与执行体档位上读取：绝对耗时不能跨运行比较。
site-trend-share = { $subject } 的框架自身开销占比（并发度 { $concurrency }，执行体档位 { $tier } 微秒）
site-trend-ratio = { $baseline } / { $subject }（中位数之比）
site-latest-report = 该版本的最新报告
site-runs = 各次运行
site-col-run = 运行
site-col-units = 单元
site-col-self-check = 自检
site-col-version = 版本
site-run-line = 最近一次运行 { $date } · { COUNT($units) } 个单元，{ COUNT($failed) } 个失败
site-badge-passed = 自检通过
site-badge-failed = 自检未通过
site-badge-unknown = 自检未注明
site-compare-link = { $before } → { $after }
site-version-title = 版本 { $version }
site-not-translated = 本页尚未翻译成该语言；下面是默认语言的原文。
site-404-title = 页面不存在
site-404-text = 这个地址没有页面。所有报告都列在首页上。
compare-section-sides = 两次运行
compare-section-environment = 环境差异
compare-section-one-sided = 只在一侧测量的单元
compare-section-overhead = 开销占比的变化
compare-section-ratios = 比值的变化
compare-col-before = 之前
compare-col-after = 之后
compare-col-change = 变化
compare-col-present-in = 只在此版本测量
compare-environment-note = 两份存档对机器、评测工具、解释器、被测框架以及运行规程所给出的每一项事实并列如下。其中任何一项的变化都可能解释两次运行之间的差异。
compare-not-stated = 未说明
compare-fact-warmup = 预热轮数
compare-fact-rounds = 测量轮数
compare-fact-concurrencies = 所测并发度
compare-fact-tiers = 所测执行体档位（微秒）
compare-instrument-changed = **两套不同的测量工具：**两次运行之间 { $items } 发生了变化，因此下面即便是相对量，比较的也是两套测量条件，而不只是两个版本。解读每一项变化时都要考虑这一点。
compare-runtime-changed = **运行时发生了变化：**两次运行的 { $items } 不同；下面的变化可能来自运行时，而非被测框架。
compare-protocol-changed = 两次运行的测量规程不同（轮数、预热轮数、并发度或档位）；见环境差异。
compare-same = 相同
compare-different = **不同**
compare-flat = 不变（{ $ratio }）
compare-up = 上升，为之前的 { $ratio }
compare-down = 下降，为之前的 { $ratio }
compare-change-from-zero = 之前为 0，现在为 { $after }
compare-unreadable = 两侧并非都可读
compare-no-one-sided = 两次运行测量的单元完全相同。
compare-does-not-count = **本次对比不作数：**至少一侧的自检未通过。
compare-shared = 两侧都测量了 { COUNT($count) } 个单元。
compare-absolute-note = 不比较绝对耗时：每次运行的机器状态都不同。这里比较的是开销占比与相对被测框架的比值。
compare-overhead-note = 只有当某单元在两侧的开销都可读时（各自按所在机器的核数判断），才读取其变化。
compare-ratio-note = 对照方案中位数 / 被测框架中位数，各取自本次运行；大于 1 表示对照方案更慢。

## Deck (src/render/deck)

deck-continued = { $title }（续）
deck-source = 数据：{ $section }
deck-source-concurrency = 并发度 { $concurrency }
deck-source-tier = 执行体档位 { $tier } 微秒
deck-source-separator = {" · "}
deck-figure-enlarge = 放大图表
deck-figure-fit = 图表缩至屏幕宽度
deck-pointer-title = 本章其余内容在全文里
deck-pointer-link = 在全文中打开「{ $section }」
deck-pointer-markdown = report.md（Markdown 版）
deck-cover-title = { $has_version ->
    [yes] { $subject } { $version }
   *[other] { $subject }
}
deck-cover-subtitle = 性能评测：同一次运行内逐档测量，输掉的档位一并公开
deck-cover-baselines = 被测框架 { $subject } 与 { COUNT($count) } 个对照方案在同一口径下对比：{ $names }。
deck-cover-facts = { COUNT($units) } 个单元 · 并发度 { $concurrencies } · 执行体档位 { $tiers } 微秒
deck-cover-raw = 原始数据：{ $path }
deck-cover-kicker = { $date } · { $cpu }
deck-cover-date = 运行开始于 { $date }（UTC）
deck-cover-date-unknown = 未记录运行开始时间
deck-cover-cpu-unknown = 未记录 CPU 型号
deck-notes-cover = 先交代测了什么、跟谁比：{ $baselines } 个对照方案，一台机器，一次运行。每页的页脚都写明数据来源。
deck-closing-title = 每个数字都可核对
deck-closing-lead = 幻灯片压缩的只是排版，不是数值。这里展示的、以及没放进来的一切，都在与本幻灯片同目录的这些文件里：
deck-closing-report = 完整报告（HTML），幻灯片指向的每个章节都在其中
deck-closing-markdown = report.md：同一份报告的 Markdown 版
deck-closing-print = 打印版（在网页里直接打印）
deck-closing-pdf = 报告的 PDF 版（A4），可离线阅读或附在评审意见里
deck-closing-appendix-raw = appendix-raw.md：全部逐轮原始样本在哪里，以及如何读取
deck-closing-figures = 图表（SVG）：
deck-closing-raw = 原始留档：{ $path }
deck-closing-units = 本轮有效单元 { COUNT($valid) } 个，失败单元 { COUNT($failed) } 个。
deck-notes-closing = 指给听众看这些文件：任何人都能从原始留档重新算出每一个数字。
deck-bars-latency-title = 每任务端到端：并发度 { $concurrency }
deck-bars-overhead-title = 框架自身开销占比：并发度 { $concurrency }
deck-bars-throughput-title = 吞吐（任务/秒）：并发度 { $concurrency }
deck-bars-latency-legend = **条形：**各方案的端到端耗时相对被测框架的倍数（黑线为持平）；越长越差。**标注：**实测的每任务端到端中位数。
deck-bars-overhead-legend = **条形：**各方案的框架自身开销占比相对被测框架占比的倍数（黑线为持平）；越长越差。**标注：**同一个开销占比的实测值。
deck-bars-throughput-legend = **条形：**被测框架的任务/秒除以各方案的任务/秒，因此这里同样越长越差（黑线为持平）。**标注：**实测的任务/秒（1 / 端到端中位数）。
deck-bars-whiskers = 须线：每个倍数的 95% 区间。
deck-bars-withheld = 标为「无数字」的格没有可读的数值（原因见表格），因此不画条形，以免误导。
deck-bars-nonpositive = 标为「无条形」的格数值为零或负（或被测框架的数值如此），倍数不存在；实测值照常标出。
deck-bars-mark-withheld = 无数字
deck-bars-mark-nonpositive = 无条形
deck-bars-tier = 执行体档位 { $tier } 微秒
deck-hero-title = 被测框架的自身开销
deck-hero-caption = { $subject } 在并发度 { $concurrency } 下每个所测档位的框架自身开销占比：取开销可读的最低并发度。
deck-hero-tier = { $tier } 微秒
deck-hero-claim = 该占比{ $claim }。
deck-hero-lower = { $lower }。
deck-hero-tier-withheld = { $tier } 微秒：不给出
deck-hero-unreadable = 本次运行中 { $subject } 没有任何可读的开销数字（每个并发度都超过了机器的核数，或算出的开销为负），因此幻灯片不给出标题数字。
deck-notes-hero = 逐档位讲，不要只讲最好的那个。它{ $claim }。{ $lower }。
deck-notes-hero-unreadable = 本次运行没有可读的开销数字；不要引用任何开销数字。
deck-extremes-title = 最大领先与最大落后
deck-extremes-lead = 最大领先
deck-extremes-deficit = 最大落后
deck-extremes-lead-text = 并发度 { $concurrency }、执行体 { $tier } 微秒时，{ $subject } 比 { $baseline } 快。
deck-extremes-deficit-text = 并发度 { $concurrency }、执行体 { $tier } 微秒时，{ $baseline } 比 { $subject } 快。
deck-notes-extremes = 两个数字一起讲：{ $text }
deck-summary-title = 公开的不利数据：按对照方案归类
deck-summary-cell = { $concurrency } · { $tier } 微秒
deck-summary-card-title = { $baseline } 在 { COUNT($count) } 个档位更快
deck-summary-card-worst = 最大差距 { $gap }（并发度 · 执行体档位：{ $cell }）
deck-summary-card-all = 全部档位（并发度 · 执行体档位）：
deck-notes-summary = 先讲输掉的部分：{ COUNT($count) } 个档位，涉及 { COUNT($baselines) } 个对照方案。其后的页逐条列出，不设上限。
deck-ui-previous = 上一页
deck-ui-next = 下一页
deck-ui-overview = 总览
deck-ui-notes = 讲稿
deck-ui-counter = { $current } / { $total }
deck-ui-help = 方向键、空格、Page Up/Down、Home、End：翻页 · o：总览 · n：讲稿 · 点击任一页打开它
deck-ui-notes-heading = 讲稿
deck-ui-nojs = JavaScript 已关闭：所有幻灯片依次排在下方。
deck-ui-slides = 幻灯片
deck-ui-slide = 幻灯片页

## 存档消息键（zoo-bench 与 bench-run 在存档中以这些键代替文字）

key-report-absolute_note = 仅在本次运行内有效；切勿跨运行比较
key-runner-relative-note = 同一次运行内的比值是做出选择的主要依据；它们不随本次运行的整体漂移而变化
key-runner-relative-comparison_note = 比值大于 1 表示对照方案比被测框架慢；仅在本次运行内成立
key-env-subject-version_note = 版本以发行元数据（dist_version）为准；模块自身的版本字符串只作附注
key-adapters-drive_level-zoo = 派发层：评测工具对每个提交的任务直接驱动一次调度轮，而不走框架完整的运行循环——后者每秒一次的服务节拍会把微秒级的延迟抬到秒级。该轮的簿记全部记在这一个任务头上，而在实际使用中，它由多个工作者分摊。
key-adapters-notes-apscheduler_pool = APScheduler 的作业模型，包含作业登记与触发判定。该库会吞掉作业中抛出的异常，因此本适配器在 drain 时将其重新抛出。它不提供完成通知，因此由本适配器自行发出完成信号，每任务一次通知，计入其端到端。
key-adapters-notes-asyncio_pool = 由 asyncio 事件循环调度同步执行体（与 run_in_executor 的做法相同），而非原生协程；它与线程池的差别就在于事件循环自身的开销。
key-adapters-notes-bare_thread = 每任务新建一个线程，不做池化；创建线程的成本计入端到端。执行体计时在无锁的情况下收集，以免某个方案承担其他方案所没有的插桩成本。
key-adapters-notes-process_pool = 进程池：执行体及其结果跨进程序列化的成本计入端到端，因此该方案不能与基于线程的方案直接比较。
key-adapters-notes-thread_pool = 线程池，工作线程数等于并发度；线程得到复用，没有任务队列语义。
key-adapters-notes-zoo = 端到端在工作者完成并离开在飞表时结束。完成信号由本适配器发出，每任务一次通知，计入端到端；这只会让被测框架显得更慢，而不会让它显得更快。
key-adapters-notes-celery_pool = Celery 的工作者模型；它无法与其他方案在同等条件下驱动，因此不参与比值计算。
key-adapters-notes-rust_inline = 每个任务都在提交线程上依次运行：没有交接、没有并行，是任何调度器开销的下限。
key-adapters-notes-rust_spawn_thread = 每任务新建一个操作系统线程，并在本轮结束时回收；线程的启动与退出计入每个任务的成本。
key-adapters-notes-rust_thread_pool = 固定大小的线程池，每个并发任务一个线程，由同一个通道派发任务；线程池在预热轮之前建好。
key-adapters-notes-rust_rayon = 专用的 rayon 线程池（按矩阵配置，在作用域内每任务派生一次，或使用并行迭代器）；线程池在预热轮之前建好。
key-adapters-notes-external_command = 通过 bench-run 适配器协议测量的外部程序；执行体耗时由它自己计时。
key-adapters-notes-python_thread_pool_example = 示例 Python 适配器：用线程池运行 JSON 编码/解码执行体。
key-runner-env-cpu_model_unavailable = 未能在 /proc/cpuinfo 中找到 CPU 型号
key-runner-env-commit_unavailable = 无法读取运行器的源码提交（不是 git 检出目录）
key-generations-label-current = 当前代驱动面（调度内核与调度模型；完成信号取自结果响应器）
key-generations-label-previous = 上一代驱动面（可分配的工作者与资源池）
key-generations-mismatch = 观测到的能力与哪一代都不匹配（检测到：{ $detected }）
key-attribution-reason-cross_process = 执行体在另一个进程中运行，因此无法在此测量其起止时刻
key-attribution-seal-dispatch = 派发（把工作者交给调度模型）
key-attribution-seal-policy_lookup = 策略查询（每轮读取周期、相位与超时）
key-attribution-seal-scheduling_round = 一个调度轮
key-report-attribution-diagnosis_note = 抽样的档位与并发度是固定的一小批，并非整个矩阵；并发度以机器的核数为上限，超过它时测到的是争用
key-report-attribution-oversubscribed_note = 每个候选并发度都超过机器的核数，因此只抽样了最低的那个
key-report-attribution-drill_note = 每项子测量都带有各自的抢占等待，因此它们加起来可能超过包含它们的提交侧；它们不是可以相加的拆分。
key-report-semantics-title = 调度语义的代价
key-report-semantics-scope_note = 语义的代价在被测框架内部、以同一负载逐项开启来定价；对照方案没有超时、优先级或重试，因此不做跨方案比较。
key-runner-self_check-body_oversubscribed = 并发度高于最低档：执行体的计时包含等待核心的时间
key-runner-self_check-body_too_short = 档位太短，时钟无法判断校准是否准确
key-runner-self_check-overhead_nonpositive = 第一个档位的开销不为正，无法计算增长
key-runner-self_check-overhead_polluted = 开销随执行体增长并超出限度：这是排队，而不是框架成本
key-semantics-item-timeout = 超时
key-semantics-item-priority = 优先级
key-semantics-item-retry = 重试
key-semantics-layer-dispatch = 派发层
key-semantics-layer-event = 事件层
key-semantics-probe-behavioral = 行为探查（驱动调度轮，测量工作者离开在飞表的时刻）
key-semantics-probe-structural = 结构探查（检查该功能所需的符号是否存在）
key-semantics-evidence-reaped = 超时已生效：工作者在 { DECIMAL($observed, digits: 4) } 秒后离开在飞表，早于其 { $body } 秒的执行体结束（限值 { $limit } 秒），判定位置在 { $location }。{ $note }
key-semantics-evidence-natural = 没有超时动作：工作者直到 { DECIMAL($observed, digits: 4) } 秒后、其 { $body } 秒的执行体结束时才离开在飞表（限值 { $limit } 秒）
key-semantics-evidence-deadline = 工作者未在 { DECIMAL($deadline, digits: 2) } 秒的截止时间内离开在飞表
key-word-current = 当前
key-word-previous = 上一
key-semantics-evidence-unchecked = 未在{ $current }代上复核；该结论出自{ $derived_on }代
key-semantics-evidence-no_perform = 事件层无法运行其响应器（缺少一个必需的方法），因此该项从不执行
key-semantics-evidence-priority_not_wired = 存在优先级计算器，但它没有接入工作循环
key-semantics-evidence-retry_clean_default = 重试的默认值是干净的「关闭」状态，但本应执行重试的路径无法运行
key-semantics-reason-unchecked = 未复核：该结论是在{ $derived_on }代上得出的，若把它当作本代的事实照搬，就等于声称本代具备它可能并不具备的接线
key-semantics-reason-current_not_observed = 在当前代上未观察到超时动作
key-semantics-reason-previous_no_action = 在上一代上，超时能被检测到，但没有任何动作对其作出处理
key-semantics-reason-none_usable = 此版本上没有任何语义项可以定价：每一项要么没有可用的动作，要么位于无法运行的层级
key-semantics-reap_note = 该动作的作用是观测与隔离（记录、标记为不健康、移除登记、停止派发）；它不会终止正在运行的工作者——Python 线程无法被安全地终止。
key-semantics-location-unavailable = 位置不可用
key-semantics-recheck_note = 该结论仅对所测版本成立；每次新增版本时都须重新运行探查

## 旧版归档中的说明文字（早期 zoo-bench 在此处存的是中文原文而不是消息键；
## locales/legacy-prose.toml 把每一句对应到它的键）

key-legacy-adapters-notes-zoo = 端到端终点为「worker 完成并在飞表注销」；框架随后的 worker_report（把 WorkerResult 交给事件反应器）不计入——实测该调用在 0.6.0 上必抛 AttributeError（dispatch 按 reactor_name 而非 topic 查反应器）。**口径说明**：完成信号由本档的 Condition 给出，每任务一次通知的开销计入其端到端；该方向的偏差使被测框架看起来更慢，即对被测框架不利而非有利
key-legacy-adapters-drive_level-zoo = 调度派发层：直接驱动 BaseWaiter.execute_service()（线程池模式），不走 Master 的完整运行循环——后者的服务循环每秒一次，会把延迟量级从微秒抬到秒
key-legacy-self_check-body_oversubscribed = 并发度高于最低档：墙钟受调度推迟影响，偏差随并发度增长说明是环境超订而非校准错误（原值已如实记录）
key-legacy-self_check-body_too_short = 档位过短：几十微秒的窗口在共享 runner 上受调度颗粒度支配，不足以判定（原值已如实记录）
key-legacy-semantics-scope_note = 本维度采用**内部开关对照**（同一 workload 下语义全关 vs 逐个开启），**不与对照方案横向比较**——裸写法没有优先级/超时/重试的对应物，故只能回答“本框架的语义值多少钱”，不能回答“比裸写法贵多少”
key-legacy-semantics-probe-behavioral = 行为探查（量在飞表摘除时刻）
key-legacy-semantics-evidence-cancel_commented_out = core/waiter/base_waiter.py 的 worker_band 里，取消/摘除动作整段是注释
key-legacy-semantics-reason-timeout_no_action = 超时判定存在但**执行动作未实现**——开启它只多算一次减法，量到的不是语义的代价
key-legacy-semantics-evidence-no_perform = 事件层执行反应器要先有 perform：EventWorker._execute 调 reactor.perform（workers/event_worker.py），而 EventReactor 只定义了 execute（reactor/event_reactor.py）——反应器一旦匹配即抛 AttributeError
key-legacy-semantics-reason-priority_not_wired = { key-legacy-semantics-evidence-no_perform }。EventPriorityCalculator 存在（fifo/node/event_fifo_node.py）但未接入 drain 循环——workers/event_worker.py 里“根据优先级排序”只有一句注释
key-legacy-semantics-reason-retry_unreachable = { key-legacy-semantics-evidence-no_perform }。retry_times 的默认 0 是干净的关闭态，但触发条件是“没有匹配到反应器”，而反应器路径本身不可执行
key-legacy-semantics-reason-none_usable = 在当前被测版本上，枚举出的语义项**没有一项可测**：要么其执行动作未实现，要么所在层无法执行反应器。按 design D7 的逃生口，此类项被剔除而非用近似状态代替

## Figures (src/figures)
## 图表（SVG/PNG）内绘制的文字、图表标题、图注、替代文本与不出图的原因。

figure-title-overhead_ratio = 各执行体档位的框架自身开销占比
figure-title-throughput = 最小执行体档位下各并发度的吞吐
figure-title-relative_multiple = 对照方案端到端时间相对被测框架的倍数
figure-title-latency_distribution = 每轮的端到端 / 并发度
figure-panel-concurrency = 并发度 { $concurrency }
figure-panel-tier = 执行体档位 { $tier } 微秒
figure-axis-tier = 执行体档位（微秒，对数刻度）
figure-axis-concurrency-groups = 并发度（每轮任务数）
figure-axis-concurrency = 并发度（每轮任务数，对数刻度）
figure-axis-overhead-share = 框架自身开销占比
figure-axis-throughput = 吞吐（任务/秒，对数刻度）
figure-axis-ratio = 对照方案 ÷ 被测框架（对数刻度）
figure-axis-latency = 端到端 / 并发度（对数刻度）
figure-tick-seconds = { $value } 秒
figure-tick-milliseconds = { $value } 毫秒
figure-tick-microseconds = { $value } 微秒
figure-legend-subject = { $scheme }（被测框架）
figure-legend-threshold = { $threshold } 阈值
figure-legend-tie = 持平线（1.0）：高于此线表示被测框架更快
figure-caption-overhead = { $count ->
   *[other] 并发度 { $concurrencies } 下的各执行体档位（每个并发度一幅分图）
}；占比只在同一次运行内成立；竖线为 95% 自助法区间。分图中缺少的点是未给出数值的单元格（见开销表）。{ $has_withheld ->
    [yes] 并发度 { $withheld } 的开销数值未给出，不绘制：{ $why }。
   *[no] {""}
}
figure-caption-throughput = 仅执行体档位 { $tier } 微秒；每秒实际完成的任务数（1 / 端到端 / 并发度的中位数），已修正存档中保存的值。
figure-caption-relative = 每个所测并发度一幅分图（共 { COUNT($count) } 幅）；比值高于 1 表示被测框架更快；竖线为 95% 自助法区间；单个点不具有选型意义。{ $dropped ->
    [0] {""}
   *[other] 有 { COUNT($dropped) } 个非正比值无法画在对数坐标上，已略去（见表格）。
}
figure-caption-latency = 每轮的端到端 / 并发度（一轮的墙钟时间除以该轮任务数），每个箱体最多 { COUNT($rounds) } 个计量轮次；箱体：中间一半，须线：最小值到最大值，标记：中位数；每个执行体档位一幅分图（共 { COUNT($count) } 幅），各自使用自己的时间刻度。{ $dropped ->
    [0] {""}
   *[other] 有 { COUNT($dropped) } 个非正样本无法画在对数坐标上，已略去（见附录 B）。
}
figure-alt-overhead = 折线图：{ COUNT($schemes) } 个方案在并发度 { $concurrencies } 下框架自身开销占比随执行体档位的变化，虚线为 { $threshold } 阈值。
figure-alt-throughput = 折线图：{ COUNT($schemes) } 个方案在执行体档位 { $tier } 微秒下每秒完成的任务数随并发度（{ $concurrencies }）的变化。
figure-alt-relative = 折线图：{ COUNT($baselines) } 个对照方案的端到端时间除以被测框架的端到端时间，随执行体档位变化，每个并发度（{ $concurrencies }）一幅分图，持平线为 1.0。
figure-alt-latency = 箱线图：{ COUNT($schemes) } 个方案在各并发度下每轮的端到端 / 并发度，每个执行体档位（{ $tiers } 微秒）一幅分图。
figure-why-oversubscribed = 并发度 { $concurrencies } 超过了本机的 { $cores } 个逻辑核
figure-why-negative = 并发度 { $concurrencies } 下端到端减去执行体时间为负
figure-withheld-overhead = 不出图：本次运行没有可解读的框架自身开销占比（{ $why }）。
figure-withheld-no-units = 不出图：存档中没有成功的单元。
figure-withheld-throughput = 不出图：执行体档位 { $tier } 微秒下没有吞吐为正的单元。
figure-withheld-no-subject = 不出图：没有单元被标记为被测框架，因此没有比较对象。
figure-withheld-no-baseline = 不出图：没有与被测框架一同测量的可比对照方案。
figure-withheld-no-rounds = 不出图：存档没有保留每轮样本（只有保存的汇总值）。

## 校正说明页（本报告与评测工具自带的报告生成器的不同之处）

corrections-nav = 校正说明
corrections-title = 本报告与评测工具自带的报告生成器的不同之处
corrections-intro = bench-site 读取的存档与评测工具自带的报告生成器相同，凡能得出真实陈述的规则一律保留。若某条规则得出的数字或句子与存档自身的数据相矛盾，本报告便加以校正；下面逐条列出原规则、新规则及其理由。此处未提及的表格数字，都与评测工具的规则一致。
correction-throughput-title = 吞吐是每秒实际完成的任务数
correction-throughput-before = **评测工具：**吞吐 = 并发度 / 每任务端到端中位数。而这个中位数本身已是一轮墙钟时间除以并发度，因此结果等于并发度的平方除以一轮时间的中位数。
correction-throughput-after = **本报告：**吞吐 = 1 / 每任务端到端中位数，即一轮每秒实际完成的任务数。存档中的值仍在附录中与之并列。
correction-throughput-why = **理由：**存档中的值把速率夸大了「并发度」倍（并发度 64 时夸大 64 倍），按字面理解它的读者会误判每个并发方案。
correction-patterns-title = 结论逐档位给出每个对照方案的判定
correction-patterns-before = **评测工具：**每个对照方案、每个并发度一句话，依据「拐点」：原始比值首次达到 1 的档位。它不看噪声带宽，也不看该档位之后的任何档位；找不到这样的档位时，便称该对照方案「在所测的每个档位上都更快」。
correction-patterns-after = **本报告：**句子给出该并发度下各档位判定的完整序列，并计入噪声带宽：每个档位都更快、某档位及以下更快之后不再更快、从某档位起更快、从不更快，或依次说明每一段档位（「40 和 300 微秒时更快，2700 微秒时分不出胜负，10000 微秒时再次更快」）。句子下方的表格列出同样的档位，其中「自此不再更快」一栏就是校正后的拐点。
correction-patterns-why = **理由：**旧规则会说某对照方案在 40 微秒时就不再更快，而不利数据表却列出它在 300、2700 和 10000 微秒时领先；还会把噪声带宽之内的档位称为「更快」。句子绝不能比表格说得更多。
correction-overhead-headline-title = 开销标题句给出每个档位
correction-overhead-headline-before = **评测工具：**在所有并发度中取开销占比首次达到阈值的最小档位，并表述为「约从该档位起」。
correction-overhead-headline-after = **本报告：**在每个开销可读的并发度下给出每个所测档位的占比，并注明不给出数字的档位；只有当更长的每个执行体也都不高于阈值时，才说「从该档位起」；并逐档位列出占比更低的对照方案。
correction-overhead-headline-why = **理由：**首次交叉点说明不了它之后的档位和其他并发度；只给一个好看的数字，会掩盖短执行体上开销有多大。
correction-extremes-title = 最大领先与最大落后并列给出
correction-extremes-before = **评测工具：**摘要只给出被测框架的最大领先，并称之为「该并发度下」最快的档位，尽管最大值是在所有并发度上取的；最大落后则从不提及。
correction-extremes-after = **本报告：**在摘要、幻灯片和首页卡片中，并列给出整次运行的最大领先和最大落后，各自注明对照方案、并发度和档位。
correction-extremes-why = **理由：**只展示最好情况的标题是广告，不是报告。
correction-hero-title = 幻灯片的标题页给出每个档位
correction-hero-before = **评测工具：**只有一个大数字：开销可读的最低并发度下最长档位的框架开销占比，恰恰是占比最小的地方。
correction-hero-after = **本报告：**给出该并发度下每个档位的占比、在哪里达到阈值、哪些对照方案更低，措辞与报告相同。
correction-hero-why = **理由：**最长的执行体总会让固定开销显得很小；评审者同样需要看到短执行体的情况。
correction-invalid-samples-title = 不可能的数值被排除、计数并注明
correction-invalid-samples-before = **评测工具：**每个存档数值都参与统计。一个非数字（NaN）的墙钟时间会让该单元的离散度变成 NaN，噪声带宽也变成 NaN，并把用到它的每个判定都变成「分不出胜负」。
correction-invalid-samples-after = **本报告：**非数字、无穷大、为零或为负的时长，以及与并发度不符的任务数或样本数，都从该单元的统计中排除、计数，并在「口径局限」和附录中逐一注明单元、轮次、字段和数值。噪声带宽和每个判定只使用有效样本；有效轮数太少的单元不作判定，并说明原因；原始数值仍保留在附录 B。
correction-invalid-samples-why = **理由：**这些都不可能是测量值，单独一个也不应悄悄改变一次比较的判定。
correction-recomputed-title = 摘要统计量由原始轮次重新计算
correction-recomputed-before = **评测工具：**报告打印存档中存储的摘要统计量。
correction-recomputed-after = **本报告：**每个摘要统计量和比值都用相同的公式从原始轮次重新计算，并与存储值交叉核对；若有差异，列为一条口径局限，两个值都放在附录中。
correction-recomputed-why = **理由：**读者能从原始数据重新算出的数字，才是读者能信任的数字。
correction-duration-unit-title = 时长按绝对值选择单位
correction-duration-unit-before = **评测工具：**按带符号的值选择单位，因此每个负的时长都以微秒显示（−5103.28 微秒）。
correction-duration-unit-after = **本报告：**按绝对值选择单位（−5.103 毫秒），数字格式遵循读者的语言区域。
correction-duration-unit-why = **理由：**负开销本身就是一项发现，应当和正值一样易读。
correction-compare-environment-title = 版本比较注明测量工具的每一处变化
correction-compare-environment-before = **评测工具：**跨版本比较只列出 CPU 型号、逻辑核数、平台和解释器版本的差异。
correction-compare-environment-after = **本报告：**列出两份存档给出的每一项事实（评测工具版本与提交、解释器及其构建、GIL 模式、驱动面代际、CPU、核数、操作系统、软件包、轮数、预热轮数、档位与并发度），并在机器或评测工具变化时给出醒目警告。
correction-compare-environment-why = **理由：**测量工具一变，即便是相对量，比较的也是两套测量条件；最可能解释差异的那些变化，恰恰是原来漏掉的。

## 不确定性（置信区间、检验与可检出的差异）

methodology-uncertainty = **每次比较有多可靠：**每个比值和每个可读的开销占比都给出 95% 置信区间，采用百分位自助法（对每个单元的轮次重抽样 { COUNT($resamples) } 次，两侧各自独立抽取；随机种子取自该单元格及其样本，因此每次构建抽到的都一样）。每次比较还给出：对每轮端到端值做的双侧 Mann-Whitney U 检验、在整份报告所有比较上计算的 Benjamini-Hochberg q 值（同时检验几十个单元格时的错误发现率）、作为效应量的 Hodges-Lehmann 位移，以及本次运行所能检出的最小差异（双侧 5% 显著性、80% 检验效能）。判定仍沿用评测工具的带宽规则；区间与判定不一致时，会在出现之处标出。若某个「分不出胜负」的单元格连 { $target } 的差异都检不出，会在「口径局限」中列出：在那里，「分不出胜负」的意思是本次运行无从分辨。
probability-below = < { $value }
interval-range = { $low } 至 { $high }
interval-none = 无区间（轮数太少）
interval-flag-excludes = { $interval }（**不含 1**，但带宽判为分不出胜负）
interval-flag-includes = { $interval }（**含 1**，但带宽判出了胜负）
col-interval = 95% 区间
col-interval-gap = 差距的 95% 区间
col-q = q 值
# same-as-default
col-u = U
col-p = p 值
col-shift = Hodges-Lehmann 位移（对照方案 − 被测框架）
col-detectable = 可检出的最小差异
col-rounds-needed = 检出 5% 所需的每侧轮数
col-share = 开销占比
appendix-uncertainty = 附录：每次比较的不确定性
appendix-uncertainty-note = 比值 = 对照方案中位数 / 被测框架中位数。区间为该比值的 95% 百分位自助法区间；U 与 p 来自对每轮端到端值所做的双侧 Mann-Whitney 检验（样本小且无并列时用精确分布，否则用并列校正后的正态近似）；q 为本报告所有比较上的 Benjamini-Hochberg q 值；位移为 Hodges-Lehmann 估计，以被测框架中位数的占比表示；可检出的差异按双侧 5% 显著性和 80% 检验效能，依各侧实测离散度与轮数计算。
appendix-uncertainty-none = 没有哪次比较两侧都有原始轮次，因此无法计算区间或检验。
appendix-share-intervals = 附录：开销占比的区间
appendix-share-intervals-none = 没有可读的开销占比，因此没有区间可给。
uncertainty-cell = { $baseline } · { $concurrency } · { $tier } 微秒
uncertainty-cell-detectable = { $cell }（可检出 { $detectable }；每侧 { $rounds } 轮才能检出 5%）
caveat-kind-interval = 与带宽判定不一致的区间
caveat-kind-noisy = 噪声过大、无从判定的「分不出胜负」单元格
caveat-interval-disagrees = 有 { COUNT($count) } 次比较的 95% 区间与带宽判定的结论不一致（判定仍按评测工具的规则保留）：{ $cells }{ $more ->
    [0] {""}
   *[other] {"；"}另有 { COUNT($more) } 个
}。每一处都已在表中标出；附录列出全部区间。
caveat-too-noisy = 有 { COUNT($count) } 次「分不出胜负」的比较，在实测的噪声与轮数下连 5% 的差异都检不出，因此那里的「分不出胜负」意思是本次运行无从分辨，而不是两侧相同：{ $cells }{ $more ->
    [0] {""}
   *[other] {"；"}另有 { COUNT($more) } 个
}。

## bench-site serve（仅在 serve 提供的页面中显示）

serve-build-failed = 上一次构建失败；页面显示的是失败之前的网站。bench-site 的输出如下：

## 历史：运行序列、检测到的变化、订阅源

history-nav = 历史
history-title = 各序列的历史
history-section-series = 序列
history-note = 一个序列是同一版本文件夹（一个发行版、`dev`，或 `gil-free/` 这样的变体）的全部运行，按时间排序。只跟踪相对量（被测框架的开销占比、各对照方案与它的比值），因为绝对耗时不能跨运行比较；一条折线绝不连接两台机器。
history-changes-link = 全部检测到的变化（{ COUNT($count) } 处）
history-col-series = 序列
history-col-folder = 文件夹
history-col-runs = 运行次数
history-col-machines = 机器数
history-col-latest = 最近一次运行
history-col-changes = 变化
history-col-run = 运行
history-col-machine = 机器
history-col-share = { $subject } 的开销占比
# same-as-default
history-col-ratio = { $baseline } ÷ { $subject }
history-col-compare = 与上一次运行比较
history-col-quantity = 数量
history-col-before = 变化前最后一次运行
history-col-after = 变化后第一次运行
history-col-change = 变化
history-col-annotation = 注记
history-compare-link = 比较
history-machine-changed = 换了机器
history-value-interval = { $value }（{ $low } 至 { $high }）
history-metric-share = { $subject } 在 { $concurrency } · { $tier } 微秒的开销占比
history-metric-ratio = { $baseline } ÷ { $subject }，{ $concurrency } · { $tier } 微秒
history-change-regression = 对被测框架不利：{ $magnitude }（{ $low } 至 { $high }）
history-change-improvement = 对被测框架有利：{ $magnitude }（{ $low } 至 { $high }）
history-series-title = 历史：{ $series }
history-series-summary = 来自 { $folder } 的 { COUNT($runs) } 次运行，涉及 { COUNT($machines) } 台机器。
history-section-figures = 随时间的变化
history-section-runs = 每一次运行
history-section-changes = 检测到的变化
history-section-annotations = 注记
history-runs-note = 每个数值附 95% 区间；「比较」打开与上一次运行的比较页。
history-tier-heading = 并发度 { $concurrency }，执行体档位 { $tier } 微秒
history-detection-note = 变化是某个数量水平的阶跃：在一段运行中，找出用 Welch t 检验最能区分两个水平的切分点；只有当它在对所有可能切分点做 Bonferroni 校正后仍在 1% 水平上显著、两侧各至少有 3 次运行、且水平变动至少 5% 时才保留；然后对两侧分别继续搜索（二分分段，与 Hunter 检验候选点的方式相同）。整个过程不用随机数，因此每次构建找到的变化都相同。在换了机器之处以及每个被接受的注记处，搜索重新开始。
history-no-changes = 没有在任何序列中检测到变化。
history-no-changes-series = 没有在这个序列中检测到变化。
history-no-annotations = 没有注记指向这个序列的运行（可在 content/annotations.toml 中添加）。
history-annotation-accepted = 已接受：从这里开始新的基准
history-annotation-note = 说明
history-changes-title = 检测到的变化
site-compare-runs-title = { $series }：{ $before } → { $after }
feed-title = { $site }：新的运行与检测到的变化
feed-change-title = { $series }：{ $quantity }，{ $change }
feed-run-title = { $series }：新运行 { $when }
feed-run-summary = 发布了一次新的运行。
figure-legend-change = 检测到的变化
figure-legend-machine = 换了机器
figure-panel-cell = 并发度 { $concurrency }，{ $tier } 微秒
figure-axis-run = 运行（UTC 日期）
figure-title-history_share = 框架自身开销占比随运行的变化
figure-title-history_ratio = 对照方案端到端耗时相对被测框架的倍数随运行的变化
figure-caption-history-share = { $subject } 在并发度 { $concurrency } 下 { COUNT($runs) } 次运行的开销占比，每个执行体档位一幅分图；色带为 95% 自助法区间，折线断开处表示换了机器，红色虚线标出检测到的变化。
figure-caption-history-ratio = 各对照方案的中位数除以 { $subject } 的中位数，并发度 { $concurrency }，共 { COUNT($runs) } 次运行，每个执行体档位一幅分图；高于 1 表示被测框架更快；色带为 95% 自助法区间，折线断开处表示换了机器，红色虚线标出检测到的变化。
figure-alt-history-share = 折线图：{ $subject } 在并发度 { $concurrency } 下 { COUNT($runs) } 次运行的开销占比，共 { COUNT($panels) } 幅分图。
figure-alt-history-ratio = 折线图：各对照方案与 { $subject } 的比值在并发度 { $concurrency } 下 { COUNT($runs) } 次运行中的变化，共 { COUNT($panels) } 幅分图。

## bench-site summary（供拉取请求或 CI 步骤摘要使用的 Markdown）

summary-title = { $product } { $head } 对比 { $base }
summary-instrument-changed = **两套不同的测量工具：**两次运行的机器或评测工具不同，下面的变化可能来自测量工具，而非代码本身。
summary-counts = **{ COUNT($cells) } 个单元格中有 { COUNT($significant) } 个发生了显著变化**（95% 区间不含「无变化」，且 q 值低于 5%）：对被测框架不利 { COUNT($worse) } 个，有利 { COUNT($better) } 个。
summary-rest = { COUNT($count) } 个没有显著变化的单元格
summary-col-mark = 判定
summary-col-base = 基准
summary-col-head = 新版
summary-col-change = 变化（95% 区间）
summary-change-relative = { $change }（{ $low } 至 { $high }）
summary-change-points = 端到端的 { $change }（{ $low } 至 { $high }）
summary-change-no-interval = { $change }（无区间：轮数太少）
summary-mark-worse = 变差
summary-mark-better = 变好
summary-mark-none = 无显著变化

### ---------------------------------------------------------------------------------------
### Issue 13（评审级的幻灯片、页面与打印版）：一并新增的消息。
### ---------------------------------------------------------------------------------------

## 幻灯片：有上限的章节放哪些内容，以及逐页写出的讲稿

deck-pointer-chosen-body = 为了「一页一个结论」，幻灯片只放了「{ $section }」{ $total } 行/句中的 { $shown } 条，挑选顺序是：{ $rule }。其余 { $rest } 条都在完整报告里。
deck-pointer-rule-winners = 警告；凡在某处比被测框架快的对照方案，每个至少一条；差距最大的一条；然后是被测框架自身的条目和其余条目，差距大的在前
deck-pointer-rule-winners-cut = 警告；比被测框架快的对照方案，放得下多少放多少（{ $missing } 没放下，相关条目只在全文中）；差距最大的一条；然后是其余条目，差距大的在前
deck-pointer-rule-plain = 警告；差距最大的一条；被测框架自身的条目；然后是其余条目，差距大的在前，其余按报告顺序
deck-notes-pointer-chosen = 「{ $section }」的幻灯片放了 { $total } 行/句中最重要的 { $shown } 条。其余 { $rest } 条请打开链接查看，不要逐条念出来。
deck-notes-sentence-separator = {""}
deck-notes-slide = { $section }，本章第 { $index } 页，共 { $count } 页：{ $items } 行/句，每个数值都与全文一致。
deck-notes-winners = 本页点到的对照方案中，这些在此处比被测框架快：{ $names }。
deck-notes-worst = 要说出的最大差距：{ $baseline } 在并发度 { $concurrency }、执行体 { $tier } 微秒时快 { $gap }。
deck-notes-multiple = 本页最大的倍数：{ $multiple }。
deck-notes-left-out = 幻灯片只放了本章 { $total } 行/句中的 { $shown } 条；下一页的指引页链接到其余内容。
deck-notes-part = 第 { $index } 部分，共 { $count } 部分。
deck-notes-caveat-environment = 注意：本幻灯片中的每个数字只对这台机器（它的 CPU、核数与解释器）成立。
deck-notes-caveat-workload = 注意：负载是替身而非真实录制的轨迹；结论只对这类执行体成立。
deck-notes-caveat-methodology = 注意：执行体时间在同一次运行内测得，不做跨运行的相减。
deck-notes-caveat-conclusions = 注意：单个档位上的一个倍数不能决定选型；要说清哪种方案适合哪种执行体时长。
deck-notes-caveat-latency = 注意：绝对时间只对这台机器、这次运行成立；跨运行请比较倍数，而不是时间。
deck-notes-caveat-overhead = 注意：空格是被扣下的数字，不是零；表格写明了扣下的原因。
deck-notes-caveat-throughput = 注意：这是每秒实际完成的任务数（1 / 端到端中位数）；存档中保存的值多算了并发度倍。
deck-notes-caveat-attribution = 注意：各段时间来自运行内插桩；它说明时间花在哪里，而不是该选哪种方案。
deck-notes-caveat-semantics = 注意：调度语义的差别可以解释差距，但不能抹掉差距。
deck-notes-caveat-native-line = 注意：原生基线是方案比较之外的参照点。
deck-notes-caveat-favourable = 注意：只有超出该档位噪声带宽的领先才算数，且只在这一次运行中。
deck-notes-caveat-unfavourable = 注意：这些不利数据从不删减；请照实念出。
deck-notes-caveat-no-winner = 注意：在带宽之内两者无法区分；这是分不出胜负，不是赢。
deck-notes-caveat-caveats = 注意：这些局限适用于幻灯片中的每一个数字，不只是这一页。
deck-notes-caveat-byo-baseline = 注意：新的对照方案只有在同一测试框架、同一台机器上运行才可比。
deck-notes-caveat-self-check = 注意：如果自检未通过，本幻灯片中的任何数字都不应被引用。
deck-notes-bars-scope = { $section }：这些条形只显示并发度 { $concurrency } 下执行体档位 { $tiers } 微秒的结果；其后的表格覆盖全部并发度。
deck-notes-bars-longest = 最长的条形：{ $scheme } 在执行体档位 { $tier } 微秒，是被测框架的 { $multiple }（它测得 { $value }，被测框架 { $subject_value }）。
deck-notes-bars-subject-best = 本页没有条形越过持平线：每个档位上被测框架的数值都最好。
deck-notes-bars-missing = { COUNT($missing) } 个格没有条形；图例说明了原因。
deck-notes-figure-data = 图中数字见全文的「{ $section }」一章。

## 站点与打印版

site-print-pdf-link = 本报告另有现成的 PDF 版：report.pdf（A4，带书签和页码）。
site-print-headline = 主要结果
site-print-page-ref = 第 { $page } 页
site-print-columns = 第 { $from } 至 { $to } 列（共 { $count } 列），前面是标明该行的列：
site-run-units = { COUNT($units) } 个单元，{ COUNT($failed) } 个失败
site-trend-chart-title = { $subject } 各版本的框架自身开销占比（并发度 { $concurrency }、执行体档位 { $tier } 微秒；越低越好）
site-trend-chart-axis = 开销占比
site-trend-chart-versions = 版本（由旧到新）

## report.pdf

# PDF 中透视表下方的一句话。$appendix：附录相应部分的标题。
pdf-appendix-pointer = 此表背后的全部数值（含百分位数与离散程度）：{ $appendix }
