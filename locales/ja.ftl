### bench-site：日本語メッセージ。
###
### locales/en.ftl から翻訳したもので、メッセージ ID・変数・選択式の構造は英語版と同じ順序と
### グループに揃えている。このファイルにないメッセージは同じ言語の別ロケール、次に既定ロケールの
### 文に戻る。`**text**` は強調。数値は整形済みで渡される。例外は COUNT($n)（桁区切り付きの個数）、
### DECIMAL($x, digits: N)、PERCENT($fraction, digits: N) を使うメッセージ。日本語の CLDR 複数形は
### other だけなので、{ $count -> ... } の選択式は書かず、数を COUNT() でそのまま示す。
###
### 用語（report-spec.md §9 の用語表を日本語に広げたもの。すべての出力で統一する）
###
###   概念                             en                                  zh-CN             ja
###   測定されるフレームワーク         framework under test, subject       被测框架          対象フレームワーク
###   比較する方式                     baseline                            对照方案          ベースライン
###   ユニットの目標本体時間           body tier                           执行体档位        本体時間水準（文中では「本体時間 40 µs」）
###   1 ラウンドで投入するタスク数     concurrency                         并发度            並行数
###   タスクあたり端到端時間の中央値   end-to-end per task                 端到端 / 并发度   タスクあたりのエンドツーエンド時間
###   端到端から同一実行内の本体時間を引いたもの
###                                    framework overhead (share)          框架自身开销（占比） フレームワーク自身のオーバーヘッド（比率）
###   比較のノイズ幅                   band                                带宽              ノイズ幅
###   公開する負けの結果               openly published unfavourable data  公开的不利数据    公開する不利なデータ
###   勝者を決められない               no winner                           分不出胜负        優劣なし
###   測定の限界                       calibre limitations and sources of bias
###                                                                        口径局限与偏差来源 測定の限界とバイアスの要因
###   単位                             µs, ms, s, tasks/s                  微秒, 毫秒, 秒, 任务/秒
###                                                                                          µs、ms、s、タスク/秒
###   そのほか：scheme 方式、unit ユニット、round ラウンド、warm-up ウォームアップ、self-check
###   自己チェック、harness ハーネス、archive アーカイブ、throughput スループット、median 中央値、
###   interval 区間、deck スライド、speaker notes 発表者ノート、drive surface 駆動面、generation 世代。
###
### 数値と単位の書き方（日本語の技術文書の慣例、JIS Z 8000 の SI 記号の用法に従う）
###
###   - 小数点は「.」、3 桁区切りは「,」（1,234.5）。
###   - 時間は SI 記号で、数値と記号の間に半角スペース：40 µs、5.103 ms、1.2 s。表の見出しも
###     「（µs）」。マイクロ秒・ミリ秒と書き分けず、表・図・本文を同じ記号で揃える。
###   - 率は「タスク/秒」（14,618.4 タスク/秒）。パーセントは数値に続けて「82.5%」。
###   - 倍率は「2.31倍」。「A は B より 2.31倍 速い」。
###   - 列挙は「、」、節の区切りは全角「；」、括弧は全角（ ）、引用は「」。

## Numbers, units and joiners (read by the code; keep the { $value } placeholder), used wherever a
## number or a list is shown: reports, deck, site pages, figures

# same-as-default
number-decimal-separator = .
# same-as-default
number-group-separator = ,
# same-as-default
value-seconds = { $value } s
# same-as-default
value-milliseconds = { $value } ms
# same-as-default
value-microseconds = { $value } µs
# same-as-default
value-percent = { $value }%
value-multiple = { $value }倍
value-rate = { $value } タスク/秒
list-separator = {"、"}
clause-separator = {"；"}
figure-font-family = Noto Sans CJK JP, Noto Sans CJK SC
empty-marker = —
number-not-a-number = 非数
number-infinity = 無限大
number-minus-infinity = 負の無限大
yes = はい
no = いいえ
untranslated-archive-text = 「{ $text }」（アーカイブの原文、未翻訳）
subject-unknown = 対象フレームワーク

## Report title and publication warnings (the top of report.md, the HTML and print report and the
## deck's cover)

report-title = { $has_version ->
    [yes] { $subject } { $version }：ベンチマーク報告
   *[other] { $subject }：ベンチマーク報告
}
report-raw-data = 生データ：{ $path }
gate-no-environment = **公開に適さない：**アーカイブに実行環境のブロックがなく、どのマシンがこれらの数値を出したのか誰にも分からない。
gate-self-check-failed = **公開に適さない：**測定の自己チェックに失敗した。以下の数値を信じる前に「自己チェック」の節を確認すること。
gate-no-subject = **公開に適さない：**対象フレームワークを実行したユニットがなく、ベースラインと比べる相手がいない。
gate-no-unfavourable = **公開に適さない：**対象フレームワークに不利な水準も優劣なしの水準もない。勝ちしか示さない報告は、ベースラインの選び方を見直す必要がある。

## Report section: run environment (also the environment rows of the compare pages)

section-environment = 実行環境
env-col-item = 項目
env-col-value = 値
env-missing = アーカイブに実行環境の自己記述がなく、以下の行は空欄。
env-cpu = CPU の型番
env-cpu-unavailable = 取得できない（取得元：{ $source }）
env-cores = 論理コア数
env-platform = プラットフォーム
env-os = オペレーティングシステム
env-interpreter = インタプリタ
env-executable = インタプリタのパス
env-gil = GIL モード
env-gil-default = 既定（GIL あり）
env-gil-free-threaded = フリースレッド（GIL なし）
env-subject-version = 対象フレームワーク（配布メタデータ）
env-module-version = 対象フレームワーク（モジュールのバージョン）
env-module-version-value = { $version }（注記のみ。バージョンは配布メタデータで決まる）
env-drive-generation = 対象フレームワークの駆動面の世代
env-drive-undetermined = 判定できない（{ $reason }）
env-drive-missing = 実行環境の自己記述に記載なし
env-install-source = インストール元
env-install-via = { $vcs } 経由の { $revision }
env-commit = コミット
env-harness = ハーネス
env-harness-version = ハーネスのバージョン
env-subject-commit = インストールされた対象フレームワークのコミット
env-harness-commit = ハーネスのコミット
env-interpreter-build = インタプリタのビルドフラグ
env-unknown-fact = （このバージョンでは名前を付けられない項目）
env-harness-value = { $name } { $version } @ { $commit }
env-command = 再現用のコマンド

## Report sections: workload and measurement methodology

section-workload = ワークロード
workload-composition = 処理の一単位は、小さな JSON 文書をシリアライズし、パースし直して文字列を連結する。これを本体が目標時間（本体時間水準）に達するまで繰り返す。
workload-stand-in = **このワークロードは代替品であり、記録したトレースではない。**日常的なリクエスト処理（デコード、変換、エンコード）の形をしているが、裏付けとなる本番トレースはない。したがって、どの結論もこの種の本体にしか当てはまらない。
section-methodology = 測定方法
methodology-in-run = **本体時間は同じ実行の中で測る：**各本体が自分の時間を計って報告し、フレームワーク自身のオーバーヘッドはエンドツーエンド時間からその値を引いたものとする。**実行をまたいだ引き算は一切しない。**二つの実行でキャッシュ、クロック周波数、スケジューラのノイズが同じになることはないからである。
methodology-warmup = **ウォームアップのラウンドは除く：**各ユニットはまず { $warmup } ラウンドのウォームアップを実行して捨て、その後 { $measured } ラウンドを測定する。各ユニットの本体サンプル数は「測定ラウンド数 × 並行数」になる。
methodology-absolute = **絶対時間は実行をまたいで比べられない：**示すのは桁の大きさだけである。バージョンやマシンをまたいで比べるときは、一つの実行の中の相対量（オーバーヘッド比率、ベースラインに対する倍率）を比べる。これらはマシン全体の速さとともに動かない。

## Report section: conclusion summary (also the deck's summary slides and the home page's cards)

section-conclusions = 結論の要約
conclusions-none = 結論は出せない：アーカイブに対象フレームワークのユニットがない。
summary-overhead = 並行数 { $concurrency } で { $subject } のエンドツーエンド時間に占めるフレームワーク自身のオーバーヘッドの比率は、{ $shares }である。{ $claim }。{ $lower }。
summary-overhead-unreadable = この実行では対象フレームワーク（{ $subject }）のオーバーヘッドの数値を一つも読み取れない（どの並行数もマシンのコア数を超えているか、オーバーヘッドが負になった）。そのため、しきい値を下回る水準は示せない。
overhead-share-at = { $tier } µs で { $share }
overhead-share-withheld-at = { $tier } µs は数値なし
overhead-claim-everywhere = 測定したすべての水準で { $threshold } 以下
overhead-claim-from = { $tier } µs 以上では { $threshold } 以下だが、それより短い本体ではすべて上回る。短い本体では、これを選ぶ主なコストはオーバーヘッドそのものである
overhead-claim-longest-only = 測定した最長の本体（{ $tier } µs）でだけ { $threshold } 以下で、それより短い本体ではすべて上回る。多くの本体では、これを選ぶ主なコストはオーバーヘッドそのものである
overhead-claim-nowhere = 読み取れるすべての水準で { $threshold } を上回り、オーバーヘッドは全体を通してコストの大きな部分を占める
overhead-claim-scattered = { $has_above ->
    [yes] { $below } µs では { $threshold } 以下だが { $above } µs では上回るため、しきい値を下回り始める水準を一つに決められない
   *[other] { $below } µs では { $threshold } 以下だが、ほかの水準は数値がないため、しきい値を下回り始める水準を決められない
}
overhead-claim-polluted = 自己チェックはこのグループのオーバーヘッドをキューイングによる汚染ありとしているので、これらの比率は慎重に読むこと
overhead-lower = 比率がより低いベースライン：{ $items }
overhead-lower-item = { $baseline }（{ $tiers } µs）
overhead-lower-item-every = { $baseline }（読み取れるすべての水準）
overhead-lower-none = これらの水準で比率がより低いベースラインはない
summary-extremes = { $lead }。{ $deficit }。
extreme-lead = { $subject } の最大の優位：並行数 { $concurrency }、本体時間 { $tier } µs で { $baseline } より { $factor }速い
extreme-no-lead = { $subject } がノイズ幅を超えて上回るベースラインは、どの水準にもない
extreme-deficit = 最大の劣位：並行数 { $concurrency }、本体時間 { $tier } µs で { $baseline } が { $subject } より { $factor }速い
extreme-no-deficit = ノイズ幅を超えて { $subject } を上回るベースラインは、どの水準にもない
pattern-ahead-everywhere = 並行数 { $concurrency } では、**測定したすべての水準で { $baseline } が { $subject } より速い**（{ $tiers } µs）。そのすべてを公開する不利なデータに載せている。
pattern-subject-everywhere = 並行数 { $concurrency } では、測定したすべての水準で { $subject } が { $baseline } より速い（{ $tiers } µs）。
pattern-never-ahead = 並行数 { $concurrency } では、{ $baseline } が { $subject } より速い水準は一つもない：{ $rest }。
pattern-ahead-up-to = 並行数 { $concurrency } では、**{ $tier } µs までは { $baseline } が { $subject } より速く**、それより長い本体では速くない：{ $rest }。
pattern-ahead-from = 並行数 { $concurrency } では、**{ $tier } µs 以上で { $baseline } が { $subject } より速く**、それより短い本体では速くない：{ $rest }。
pattern-mixed = 並行数 { $concurrency } での { $subject } に対する { $baseline }：{ $rest }。
pattern-seg-ahead = **{ $tiers } µs では { $baseline } が速い**
pattern-seg-ahead-again = **{ $tiers } µs では再び { $baseline } が速い**
pattern-seg-subject = { $tiers } µs では { $subject } が速い
pattern-seg-subject-again = { $tiers } µs では再び { $subject } が速い
pattern-seg-no-winner = { $tiers } µs では優劣なし
pattern-seg-no-band = { $tiers } µs では判定なし（ノイズ幅を出すのに有効なラウンドが足りない）
pattern-seg-not-compared = { $tiers } µs では比較なし（ユニットがない、失敗した、または有効なラウンドがない）
conclusion-note = 一つの水準での一つの倍率で選択は決まらない。結論は「どの本体時間にどの方式か」として読むこと。同じ固定オーバーヘッドでも、40 µs のタスクでは大半を占め、10 ms のタスクでは誤差にすぎない。
heading-crossings = オーバーヘッドがしきい値を下回る水準
heading-patterns = 水準ごとの判定
patterns-note = 各ベースラインについて、ある並行数で測定したすべての水準の判定を、ノイズ幅を含めて示す。上の文はこれをそのまま言葉にしたものである。「以降は速くない」は、それより長い本体ではベースラインが一度も上回らなくなる最初の水準（一度も上回らない場合や、最長の本体でもまだ上回る場合は空欄）。
crossing-note-found = しきい値を満たす最小の測定水準。本当の境目はこの水準と一つ下の水準の間にある
crossing-note-none-below = しきい値を満たす測定水準はない
crossing-note-polluted = キューイングがこのグループのオーバーヘッドを汚している（自己チェック）ため、境目は読み取らない
crossing-note-oversubscribed = 並行数がマシンの論理コア数を超えている。このとき本体自身の計時にコア待ちが含まれるため、エンドツーエンドから本体を引いた値には意味がない。エンドツーエンドとスループットは有効
crossing-note-negative = 少なくとも一つの水準でオーバーヘッドが負になった。フレームワークが負のオーバーヘッドを生むことはないため、このグループのオーバーヘッドは読み取らない
pattern-note-everywhere = すべての水準で速い
pattern-note-subject-everywhere = すべての水準で遅い
pattern-note-never = 一度も速くない
pattern-note-up-to = { $tier } µs までだけ速い
pattern-note-from = { $tier } µs 以上でだけ速い
pattern-note-mixed = 速い、速くない、再び速い
pattern-note-no-band = { $tiers } µs では判定なし（有効なラウンドが足りない）
pattern-note-not-compared = { $tiers } µs では比較なし

## Report section: charts (the text inside the figures is under "Figures" below)

section-charts = 図

## Report sections: the dimensions (latency, framework overhead share, throughput): tables, notes

col-concurrency = 並行数
col-tier = 本体時間水準（µs）
col-scheme = 方式
col-baseline = ベースライン
col-note = 注記
col-threshold = しきい値
col-first-tier-below = しきい値以下となる最初の水準（µs）
col-measured-tiers = 測定した水準（µs）
col-baseline-ahead-at = ベースラインが速い水準（µs）
col-no-winner-at = 優劣なしの水準（µs）
col-subject-ahead-at = 対象フレームワークが速い水準（µs）
col-no-longer-ahead-from = 以降は速くない水準（µs）
pivot-pointer = 各ユニットのパーセンタイル、ばらつき、ラウンドごとの生サンプルは巻末の付録にある。
section-latency = 観点：レイテンシ
latency-note = タスクあたりのエンドツーエンド時間の中央値（ラウンドの経過時間を並行数で割ったもの）。パーセンタイルとばらつきは付録にある。
section-overhead = 観点：フレームワーク自身のオーバーヘッドの比率
overhead-note = オーバーヘッド比率 =（タスクあたりのエンドツーエンド時間 − 同じ実行の中で測った本体時間）÷ タスクあたりのエンドツーエンド時間。実行をまたいだ引き算はしない。
overhead-note-withheld = **空欄記号のセル**にはオーバーヘッドの数値がない。並行数がマシンの論理コア数を超えている（このとき本体自身の計時にコア待ちが含まれる）か、エンドツーエンドから本体を引いた値が負になったためで、どちらかは最後の列に示す。これらのセルのエンドツーエンド時間とスループットは有効で、それぞれの節に載せている。
col-withheld-why = 空欄の理由
overhead-why-oversubscribed = 並行数が論理コア数 { $cores } を超える
overhead-why-negative = { $schemes } でオーバーヘッドが負
section-throughput = 観点：スループット
throughput-note = 毎秒実際に完了したタスク数：1 ÷ タスクあたりのエンドツーエンド時間の中央値。アーカイブが保存しているのは並行数 ÷ タスクあたりのエンドツーエンド時間の中央値で、並行数の倍だけ率を大きく見せる。この報告はそれを補正し（「測定の限界とバイアスの要因」を参照）、保存値は付録に残す。

## Report section: overhead attribution

section-attribution = 観点：オーバーヘッドの内訳
attribution-scope-note = オーバーヘッドの内訳では、タスク一つのエンドツーエンド時間を投入側・受け渡し・本体・戻りに分け、各区間を同じ水準・同じ並行数のすべてのベースラインと比べる。これは診断であり、主たる証拠ではない。
attribution-detail-note = **診断であり、主たる証拠ではない：**いくつかの水準と並行数を選んで区間ごとに測り、対象フレームワークの余分な時間がどこに行くかを示す。受け渡しが負でも誤りではない。投入の呼び出しが戻る前に本体が始まったということである（投入の中でスレッドを起動する方式ではこうなる）。戻りの区間には完了通知を待つ時間が含まれる。
status-line = 状態：{ $status }
status-ok = 正常
status-not-measured = 未測定
status-not-probed = 未調査
status-not-measurable = 測定不能
status-probe-failed = 調査に失敗
generation-current = 現行
generation-previous = 旧
attribution-not-in-run = この実行ではオーバーヘッドの内訳を調べていない。アーカイブに内訳のブロックがない。
attribution-none-measured = この実行では内訳のグループを一つも測定できなかった。
attribution-sampled = 選んだ水準（µs）：{ $tiers }；並行数：{ $concurrencies }；マシンの論理コア数：{ $cores }
segment-submit-side = 投入側
segment-handoff = 受け渡し
segment-body = 本体
segment-return = 戻り
col-status = 状態
group-status-reason = { $status }：{ $reason }
heading-excess = 各ベースラインに対する超過分はどこにあるか
col-excess = タスクあたりの超過
col-mostly-on = 差が最も大きい区間
col-segment-gap = その区間の差
attribution-seals = 計測の継ぎ目（実行のあいだハーネスが包んだもの。フレームワークのコードには手を加えていない）：{ $seals }
attribution-missing-seals = 計測できなかった継ぎ目：{ $seals }
attribution-instrumentation = **計測そのもののコスト**（計測なしと計測ありのラウンドを同じプロセス内で対にしたもの）：{ $items }
instrumentation-item = { $scheme } { $tier } µs／並行数 { $concurrency }：計測なし { $before }、計測あり { $after }、差 { $difference }{ $faster ->
    [yes] （計測ありの方が速い：この実行ではマシンの揺らぎが計測のコストを上回った）
   *[other] {""}
}
attribution-overlap = **細分した測定の合計は元の値と一致しない：**{ $note }この実行で測った重なり：{ $items }
overlap-item = { $scheme } { $tier } µs／並行数 { $concurrency }：{ $ratio }
heading-submit-side = 対象フレームワークの投入側の中身
drill-line = 並行数 { $concurrency }、水準 { $tier } µs：{ $items }
drill-item = { $label } { $value }
drill-none = アーカイブには投入側の詳細がない。
drill-scheduling-round = スケジューリングラウンドの残り
drill-dispatch = ディスパッチ
drill-policy-lookup = ラウンドごとのポリシー参照
drill-submit-other = 投入側のその他の処理
heading-attribution-conclusions = 内訳から言えること
attribution-no-findings = 対象フレームワークと比較可能なベースラインの両方を測定したグループがないため、比較はしない。
finding-not-slower = 並行数 { $concurrency }、本体時間 { $tier } µs では、対象フレームワークは全体として { $baseline } より遅くない（タスクあたり { $excess }）。両者の時間の使い方が違うので、特定の区間は挙げない。
finding-slower = 並行数 { $concurrency }、本体時間 { $tier } µs では、対象フレームワークは { $baseline } よりタスクあたり { $excess } 多くかかる。差が最も大きい区間は「{ $segment }」（{ $share }）。
finding-mixed = 注：区間ごとの差はすべて同じ向きではない（「{ $segment }」は { $value }）。合わせて読むこと。
finding-composition = このグループでの対象フレームワークの投入側の内訳：{ $parts }。

## Report section: the cost of scheduling semantics

section-semantics = 観点：スケジューリングのセマンティクスのコスト
semantics-scope-note = スケジューリングのセマンティクス（タイムアウト、優先度、リトライ）は、対象フレームワークの中で一つずつ有効にして値段を付ける。ベースラインにはこうした機能がないため、方式をまたいだ比較はしない。
semantics-derived-on = （この実行でインストールされた{ $generation }世代の駆動面で得た結論）
semantics-not-in-run = この実行ではスケジューリングのセマンティクスを調べていない。
semantics-probe-error = セマンティクスの調査に失敗した：{ $error }
col-semantics-item = セマンティクスの項目
col-layer = 層
col-probe = 調べ方
col-measurable = 測定可能
col-evidence = 根拠または理由

## Report sections: tiers where the framework under test is faster, slower (openly published
## unfavourable data), or where there is no winner

section-favourable = 対象フレームワークが速い水準
favourable-note = 対象フレームワークがその水準のノイズ幅を超えて上回っている水準。この節と「公開する不利なデータ」の節は同じ実行内の同じ比較から作るので、どちらの側も水準を選り好みできない。空の節も正当な結果である。
favourable-empty = ノイズ幅を超えて対象フレームワークが上回る測定水準はない。
gap-subject-faster = { $subject } は { $baseline } より { $multiple }速い
gap-baseline-faster = { $baseline } は { $subject } より { $multiple }速い
col-gap = 差
col-subject-median = 対象フレームワークの中央値
section-unfavourable = 公開する不利なデータ
unfavourable-note = 対象フレームワークがその水準のノイズ幅を超えて下回っている水準を、すべて載せる。勝ちだけを示す報告には、疑われるだけの理由がある。ノイズ幅に収まる差は隠さず、次の節に優劣なしとして載せる。
unfavourable-empty = ノイズ幅を超えて対象フレームワークが下回る測定水準はない。
unfavourable-count = 対象フレームワークが遅い水準は、ベースライン { COUNT($baselines) } 種に対して計 { COUNT($count) } 件。
section-no-winner = 優劣なしの水準
no-winner-note = 両者を区別できない水準：差がノイズ幅より小さい。比較したすべての水準は、三つの節のちょうど一つに入る。
no-winner-criterion = 基準：ノイズ幅 = フレームワークのラウンドごとの値の相対的なばらつき（標準偏差 ÷ 中央値）とベースラインのそれの和。どちらも同じ実行から求めるので、読者が生のラウンドから計算し直せる。
band-range = この実行のノイズ幅：{ $low }〜{ $high }（水準ごとのばらつきに従う）。
no-winner-empty = 比較したすべての水準に勝者がいる。
col-ratio = 比
col-reason = 理由
tie-reason = 差は { $difference } で、ノイズ幅 { $band } より小さい：優劣なし
tie-reason-no-rounds = ノイズ幅を出すにはラウンドが少なすぎる：優劣は決められない
tie-reason-few-valid-rounds = 判定なし：{ $scheme } の有効なラウンドは { COUNT($total) } のうち { COUNT($valid) } で、ノイズ幅には少なくとも { COUNT($needed) } が必要

## Report section: limitations of the measurement and sources of bias (caveats)

section-caveats = 測定の限界とバイアスの要因
caveats-none = 記録なし。
caveat-line = **{ $kind }**：{ $text }
caveat-line-adapter = **{ $kind }**（{ $adapter }）：{ $text }
caveat-kind-layer = 測定した層
caveat-kind-scope = 範囲についての注記
caveat-kind-incomparable = 直接は比較できない
caveat-kind-unfinished = 途中で止まった実行
caveat-kind-incomplete = 不完全なユニット
caveat-kind-verification = 等価性チェックに通らなかったベースライン
caveat-kind-queueing = キューイングに汚されたオーバーヘッド
caveat-kind-withheld = オーバーヘッドの数値がないグループ
caveat-kind-non-gated = 判定に含めない自己チェック項目
caveat-kind-correction = この報告による補正
caveat-kind-unread = このバージョンが読まないアーカイブの内容
caveat-kind-invalid = 統計から除いた値
caveat-kind-short = 判定のない比較
caveat-incomplete = { COUNT($count) } 件のユニットが失敗し、数値がない（{ $adapters }）。エラーは付録にある。
caveat-unfinished = 実行は計画したすべてのユニットを測り終える前に止まった（run.complete が false）。このアーカイブには計画した { COUNT($planned) } ユニットのうち { COUNT($present) } ユニットしかなく、一部のセルとその比較が欠けている。bench-run run --resume を実行すると、同じファイルに続きを測定できる。
caveat-unfinished-unplanned = 実行は計画したすべてのユニットを測り終える前に止まった（run.complete が false）。このアーカイブには { COUNT($present) } ユニットしかなく、一部のセルとその比較が欠けている。bench-run run --resume を実行すると、同じファイルに続きを測定できる。
caveat-verification = { $adapters } は、投入した本体がそれぞれちょうど一度実行されることを確かめるチェックに通らなかった。その数値は信頼できない。
caveat-queueing = 次のグループでは、オーバーヘッドが本体とともに自己チェックの上限を超えて増えており、キューイングの兆候である：{ $groups }。これらからはしきい値の境目を読み取らない。
caveat-withheld = 次の方式・並行数のグループにはオーバーヘッドの数値がない（並行数が論理コア数を超えるか、オーバーヘッドが負）。段階を記したグループはその段階だけ、ほかは全段階で数値がない：{ $groups }。エンドツーエンド時間、スループット、本体の計時は有効で、生の値はすべて残している。
caveat-withheld-group-at = { $group }（{ $tiers } µs）
caveat-non-gated = 本体時間のチェック { COUNT($count) } 件は自己チェックの判定に含めていない（並行数が最小でない、または水準が時計にとって短すぎる）。それらの水準の数値はこの点を踏まえて読むこと。
caveat-throughput = スループットは毎秒実際に完了したタスク数（1 ÷ タスクあたりのエンドツーエンド時間の中央値）で示す。アーカイブの値（並行数 ÷ タスクあたりのエンドツーエンド時間の中央値）は並行数の倍だけ大きく見せる。保存値は補正値と並べて付録に残す。
caveat-patterns = 結論では、ハーネスの転換点（生の比が初めて 1 に達する水準。ノイズ幅とそれ以降の水準は無視される）の代わりに、各ベースラインの判定を測定したすべての水準について、ノイズ幅を含めて述べる。転換点の規則では、不利なデータの表でより長い本体でもまだ上回っているベースラインを「もう速くない」と呼ぶことがあった。
caveat-invalid-samples = 保存された値のうち { COUNT($count) } 件は測定値としてありえないため、すべての統計・ノイズ幅・判定から除いた：{ $examples }{ $more ->
    [0] {""}
   *[other] {"；"}ほか { COUNT($more) } 件
}。付録 A にすべてを挙げ、生の値は付録 B に残す。
excluded-sample = { $scheme } · { $concurrency } · { $tier } µs、ラウンド { $round }、{ $field } = { $value }（{ $problem }）
problem-not-a-number = 非数
problem-infinite = 無限大
problem-not-positive = ゼロまたは負の時間
problem-batch-mismatch = タスク数が並行数と異なる
problem-body-count = 本体サンプルの数がタスク数と異なる
caveat-too-few-rounds = 次のユニットは、ノイズ幅に必要な { COUNT($needed) } ラウンドより有効なラウンドが少ないため、その比較には判定を付けない（理由を添えて優劣なしの節に載せる）：{ $units }。
short-unit = { $scheme } · { $concurrency } · { $tier } µs（有効なラウンド { COUNT($total) } のうち { COUNT($valid) }）
caveats-corrections-link = この報告がハーネス自身の報告生成とどう違うか、その理由
caveat-summary-mismatch = 保存された要約値のうち { COUNT($count) } 件が、生のラウンドから計算し直した値と異なる（最大の相対差 { $difference }）。この報告は計算し直した値を使い、両方を付録に載せる。
caveat-relative-mismatch = 保存された比のうち { COUNT($count) } 件が、計算し直した中央値の比と異なる。この報告は計算し直した比を使う。
caveat-unknown-blocks = アーカイブには、このバージョンの bench-site が解釈しないブロックがある（{ $keys }）。その生の内容は付録にある。
absolute-durations-note = 絶対時間：{ $note }

## Report section: bring your own baseline

section-byo-baseline = 自分のベースラインを加える
byo-baseline-text = ベースラインは開かれている。zoo-bench では、アダプタの四つのメソッド（setup、submit、drain、teardown）を実装し、クラスを登録するかマトリクスにそのモジュールを挙げる。bench-run では、外部コマンドのアダプタを、自分の本体時間を報告する任意のプログラムに向ける（docs/runner-protocol.md を参照）。どちらの方法でもハーネスのファイルは一切変わらず、追加したベースラインも組み込みのものと同じ等価性チェックを通る。**この道筋は意図して報告に含めている：**作者自身が測ったフレームワークには、ベースラインを遅くしたのではという疑いがつきまとう。誰でも自分のベースラインを加えられることが、数値を反証に開かれたものにする。

## Report section: self-check

section-self-check = 自己チェック
check-passed = 合格
check-failed = 不合格
check-not-stated = アーカイブに記載なし
self-check-overall = 測定の自己チェック全体：{ $verdict }
self-check-body = 本体時間が水準どおり：{ $verdict }
self-check-overhead = オーバーヘッドが水準をまたいで安定：{ $verdict }
self-check-equivalence = どの方式も投入された本体をちょうど一度実行する：{ $verdict }
self-check-derived = アーカイブに自己チェックの判定がなかったため、bench-site が現在の許容差でユニットから導いた。
isolation-line = プロセスの分離：{ COUNT($children) } 件のユニットが子プロセスで実行された。{ $distinct ->
    [yes] 子プロセスの ID はすべて異なる
    [no] **子プロセスの ID に重複がある**
   *[other] ID が互いに異なるかは記載がない
}。{ $parent_free ->
    [yes] 親プロセス（{ $parent }）はその中にない
    [no] **その一つは親プロセス（{ $parent }）である**
   *[other] 親プロセスは記載がない
}。
isolation-missing = アーカイブにプロセスの分離の記録がない。

## Report: Appendix A, all values (report.md, the HTML and print report)

section-appendix = 付録：すべての値
appendix-note = 上の各節は読みやすさのために集計表で示している。この付録には、各ユニットの全フィールドを測定したとおりに載せる。要約値は生のラウンドから計算し直し、保存値と照合している。
appendix-latency = 付録：タスクあたりのエンドツーエンド時間
appendix-body = 付録：タスクあたりの本体時間（自己申告）
appendix-wall = 付録：ラウンドの経過時間
appendix-overhead = 付録：フレームワーク自身のオーバーヘッド
appendix-throughput = 付録：スループット
appendix-facts = 付録：ユニットの諸元
appendix-failed = 付録：失敗したユニット
appendix-failed-none = 失敗したユニットはない。
status-no-valid-rounds = アーカイブ上は正常だが、{ COUNT($rounds) } ラウンドのどれも測定値としてありえない
appendix-excluded = 付録：統計から除いた値
appendix-excluded-none = 保存されたラウンドと本体サンプルはすべて測定値としてありうるもので、除いたものはない。
appendix-cross-check = 付録：保存値と生のラウンドの照合
appendix-unknown = 付録：このバージョンが解釈しないフィールド
appendix-unknown-none = アーカイブにそうしたフィールドはない。
appendix-raw-pointer = ラウンドごとの生サンプルは一か所にだけ保存され、この報告のどの言語版も同じものを使う。各ユニットのラウンドがどこにあり、各値が何を表すかは、付録 B（この報告の隣の appendix-raw.md）にある。
cross-check-summary = 保存された要約値 { COUNT($fields) } 件を計算し直した値と比べた。最大の相対差は { $difference }、{ $mismatches ->
    [0] 許容差を超えるものはない
   *[other] 許容差を超えるものは { COUNT($mismatches) } 件
}。保存された比の最大の相対差：{ $ratio_difference }。
# same-as-default
col-n = n
col-median = 中央値
col-mean = 平均
col-min = 最小
col-max = 最大
col-stdev = 標準偏差
# same-as-default
col-p95 = p95
# same-as-default
col-p99 = p99
col-iqr = 四分位範囲
col-relative-spread = 相対的なばらつき
col-overhead = オーバーヘッド
col-overhead-share = オーバーヘッド比率
col-overhead-raw = エンドツーエンド − 本体（生の値）
col-body-median = 本体の中央値
col-readability = オーバーヘッドを読み取れるか
readability-readable = はい
readability-oversubscribed = いいえ：並行数が論理コア数を超える
readability-negative = いいえ：オーバーヘッドが負
col-throughput = タスク/秒（補正後）
col-throughput-stored = 保存値（並行数 ÷ 中央値）
col-pid = プロセス ID
col-iterations = 本体の反復回数
col-warmup = ウォームアップのラウンド数
col-measured = 測定ラウンド数
col-child-elapsed = 子プロセスの時間
col-body-target = 本体の目標
col-body-deviation = 本体の偏差
col-body-deviation-ok = 許容差内
col-source = 要約値
source-recomputed = ラウンドから再計算
source-stored = 保存値（生のラウンドなし）
col-error = エラー
col-stderr = stderr の最後の行
col-field = フィールド
col-value = 値
col-stored = 保存値
col-recomputed = 再計算値

## Report: Appendix B, raw per-round samples (appendix-raw.md says what the archive's rounds.csv
## holds; the HTML report links both)

raw-title = 付録 B：{ $report } のラウンドごとの生サンプル
section-appendix-raw = 付録 B：ラウンドごとの生サンプル
raw-note = すべてのユニットの生のラウンドは、この報告のどの言語版も共有する一つの CSV ファイルにある。1 ラウンドが 1 行で、時間はすべて秒単位、アーカイブに保存されたとおりの値である。
raw-csv-link = { $file }：生のラウンドすべて（CSV）
raw-columns-heading = { $file } の列
col-column = 列
col-meaning = 内容
raw-col-unit = アーカイブのユニット一覧におけるそのユニットの位置（0 から数える）
raw-col-scheme = そのユニットが測った方式（テスト対象のフレームワークまたはベースライン）
raw-col-concurrency = 同時に走ったタスクの数
raw-col-tier = 本体の水準（µs）
raw-col-round = 保存されたとおりのラウンド番号。アーカイブにない場合は空
raw-col-tasks = そのラウンドのタスク数
raw-col-wall = そのラウンドの経過時間（秒）
raw-col-body = 各本体が自己申告した時間（秒）。保存された順に、空白で区切って並べる
raw-csv-values = 数でない値は { $nan }、無限大は { $inf } または { $neginf } と、アーカイブと同じく書く。{ $formula } のいずれか、またはタブで始まる方式名には先頭にアポストロフィを付け、表計算ソフトが数式として実行せず文字として表示するようにしている。
raw-units-heading = 各ユニットのラウンドが { $file } のどこにあるか
col-rounds = 生のラウンド数
col-csv-lines = 行
# same-as-default
raw-lines = { $from }–{ $to }
raw-note-archive = すべてのユニットの生のラウンドはアーカイブそのものにあり、この報告のどの言語版も同じものを使う。各ユニットは計測したラウンドの一覧を持ち、時間はすべて秒単位で、計測されたとおりの値である。
raw-archive-link = { $file }：すべての生のラウンドを含むアーカイブ（JSON）
raw-fields-heading = 各ラウンドのフィールド
raw-field-round = ラウンドの番号。0 から数える（この項目のないアーカイブもある）
raw-field-body = 各本体が自己申告した時間（秒）。保存された順の一覧
col-json-path = JSON パス
col-round = ラウンド

## Site pages (home, versions, comparisons, content; labels used by the theme's templates)

language-name = 日本語
site-skip = 本文へ移動
site-nav = サイト
site-language = 言語
site-footer = アーカイブしたベンチマーク実行から bench-site が生成した。数値はすべてアーカイブに由来する。相対量は実行をまたいで比べられるが、絶対時間は比べられない。
site-home = ホーム
site-toc = 目次
site-formats = ほかの形式
site-view-report = 報告
site-view-deck = スライド
site-view-print = 印刷版
# same-as-default
site-view-pdf = PDF
# same-as-default
site-view-markdown = Markdown
site-view-raw-samples = 付録 B（Markdown）
site-view-raw-csv = 生サンプル（CSV）
site-view-archive = 生のアーカイブ（JSON）
site-figure-data = この図の元の数値
site-no-archives = まだアーカイブを一つもビルドしていない。
site-versions = バージョン
site-unreadable = 読み込めなかったアーカイブ
site-compare = 隣り合うバージョンの比較
site-trend = バージョンごとの推移
site-trend-note = 相対量（オーバーヘッド比率、対象フレームワークに対する比）だけを、どのバージョンでも同じ並行数・同じ水準で読む。絶対時間は実行をまたいで比べられない。
site-trend-share = { $subject } のオーバーヘッド比率（並行数 { $concurrency }、水準 { $tier } µs）
site-trend-ratio = { $baseline } / { $subject }（中央値の比）
site-latest-report = このバージョンの最新の報告
site-runs = 実行
site-col-run = 実行
site-col-units = ユニット
site-col-self-check = 自己チェック
site-col-version = バージョン
site-run-line = 最新の実行 { $date } · ユニット { COUNT($units) } 件、うち失敗 { COUNT($failed) } 件
site-badge-passed = 自己チェック合格
site-badge-failed = 自己チェック不合格
site-badge-unknown = 自己チェックの記載なし
site-compare-link = { $before } → { $after }
site-version-title = バージョン { $version }
site-not-translated = このページはまだこの言語に翻訳されていない。以下は既定の言語の文章である。
site-404-title = ページが見つからない
site-404-text = このアドレスにページはない。報告の一覧はホームページにある。
compare-section-sides = 二つの実行
compare-section-environment = 実行環境の違い
compare-section-one-sided = 片方だけで測定したユニット
compare-section-overhead = オーバーヘッド比率の変化
compare-section-ratios = 比の変化
compare-col-before = 前
compare-col-after = 後
compare-col-change = 変化
compare-col-present-in = 測定したのは
compare-environment-note = どちらかのアーカイブが記述している、マシン、ハーネス、インタプリタ、対象フレームワーク、実行の手順についてのすべての事実を並べて示す。そのどれが変わっても、二つの実行の違いの説明になりうる。
compare-not-stated = 記載なし
compare-fact-warmup = ウォームアップのラウンド数
compare-fact-rounds = 測定ラウンド数
compare-fact-concurrencies = 測定した並行数
compare-fact-tiers = 測定した本体時間水準（µs）
compare-instrument-changed = **二つの異なる測定器：**実行の間で { $items } が変わった。以下の相対量さえ、二つのバージョンだけでなく二つの測定構成を比べていることになる。すべての変化をそのつもりで読むこと。
compare-runtime-changed = **ランタイムが変わった：**実行の間で { $items } が異なる。以下の変化は、対象フレームワークではなくランタイムに由来するかもしれない。
compare-protocol-changed = 二つの実行は同じ手順（ラウンド数、ウォームアップ、並行数、水準）で測っていない。実行環境の違いを参照。
compare-same = 同じ
compare-different = **異なる**
compare-flat = 変化なし（{ $ratio }）
compare-up = 上昇、以前の値の { $ratio }
compare-down = 低下、以前の値の { $ratio }
compare-change-from-zero = 以前は 0、現在は { $after }
compare-unreadable = 両方では読み取れない
compare-no-one-sided = 両方の実行が同じユニットを測定した。
compare-does-not-count = **この比較は数に入らない：**少なくとも片方の自己チェックが不合格。
compare-shared = { COUNT($count) } 件のユニットを両方で測定した。
compare-absolute-note = 絶対時間は比べない。実行ごとにマシンの状態が違うからである。代わりにオーバーヘッド比率と、対象フレームワークに対する比を比べる。
compare-overhead-note = 変化を読むのは、ユニットのオーバーヘッドが両方で読み取れる場合だけで、それぞれ自分のマシンのコア数で判断する。
compare-ratio-note = ベースラインの中央値 ÷ 対象フレームワークの中央値。どちらもそれぞれの実行から求める。1 を超えるとベースラインの方が遅い。

## Slide deck (deck.html): slide titles and text, speaker notes, controls

deck-continued = { $title }（続き）
deck-source = データ：{ $section }
deck-source-concurrency = 並行数 { $concurrency }
deck-source-tier = 本体時間水準 { $tier } µs
deck-source-separator = {" · "}
deck-figure-enlarge = グラフを拡大
deck-figure-fit = グラフを画面の幅に合わせる
deck-pointer-title = この節の続きは完全版の報告にある
deck-pointer-link = 完全版の報告で「{ $section }」を開く
deck-pointer-markdown = report.md（Markdown）
deck-cover-title = { $has_version ->
    [yes] { $subject } { $version }
   *[other] { $subject }
}
deck-cover-subtitle = ベンチマーク結果：一度の実行で測ったすべての水準を、負けも含めて
deck-cover-baselines = 同じ条件で、{ $subject }（対象フレームワーク）をベースライン { COUNT($count) } 種と比べた：{ $names }。
deck-cover-facts = ユニット { COUNT($units) } 件 · 並行数 { $concurrencies } · 本体時間水準 { $tiers } µs
deck-cover-raw = 生データ：{ $path }
deck-cover-kicker = { $date } · { $cpu }
deck-cover-date = 実行開始 { $date }（UTC）
deck-cover-date-unknown = 実行開始時刻の記録なし
deck-cover-cpu-unknown = CPU の型番の記録なし
deck-notes-cover = 何を何と比べて測ったかを述べる：ベースライン { $baselines } 種、マシン一台、実行一回。どのスライドもフッターにデータの出どころを示している。
deck-closing-title = すべての数値を確かめる
deck-closing-lead = スライドが縮めるのはレイアウトだけで、値は縮めない。ここに示したものも省いたものも、すべてスライドの隣にある次のファイルに入っている：
deck-closing-report = 完全版の報告（HTML）。スライドが指す節をすべて含む
deck-closing-markdown = report.md：同じ報告の Markdown 版
deck-closing-print = 印刷版。ブラウザーから印刷できる
deck-closing-pdf = 報告の PDF 版（A4）。オフラインで読み、レビューに添付できる
deck-closing-appendix-raw = appendix-raw.md：ラウンドごとの生サンプルの在りかと、その読み方
deck-closing-figures = 図（SVG）：
deck-closing-raw = 生のアーカイブ：{ $path }
deck-closing-units = この実行の有効なユニットは { COUNT($valid) } 件、失敗は { COUNT($failed) } 件。
deck-notes-closing = ファイルを示すこと。誰でも生のアーカイブからすべての数値を計算し直せる。
deck-bars-latency-title = 並行数 { $concurrency } でのタスクあたりのエンドツーエンド時間
deck-bars-overhead-title = 並行数 { $concurrency } でのフレームワーク自身のオーバーヘッド比率
deck-bars-throughput-title = 並行数 { $concurrency } での毎秒のタスク数
deck-bars-latency-legend = **棒：**各方式のエンドツーエンド時間を対象フレームワークの値に対する倍率で示す（黒線が同等）。長いほど悪い。**ラベル：**測定したタスクあたりのエンドツーエンド時間の中央値。
deck-bars-overhead-legend = **棒：**各方式のオーバーヘッド比率を対象フレームワークの比率に対する倍率で示す（黒線が同等）。長いほど悪い。**ラベル：**測定したそのオーバーヘッド比率そのもの。
deck-bars-throughput-legend = **棒：**対象フレームワークの毎秒のタスク数を各方式の値で割ったもの。ここでも長いほど悪い（黒線が同等）。**ラベル：**測定した毎秒のタスク数（1 ÷ エンドツーエンド時間の中央値）。
deck-bars-whiskers = ひげ：各倍率の 95% 区間。
deck-bars-withheld = 「数値なし」のセルには読み取れる値がない（理由は表にある）。誤解を招く棒を描くより、棒を描かない。
deck-bars-nonpositive = 「棒なし」のセルは値がゼロ以下（または対象フレームワークの値がそう）で、倍率が存在しない。測定値はそのまま示す。
deck-bars-mark-withheld = 数値なし
deck-bars-mark-nonpositive = 棒なし
deck-bars-tier = 本体時間水準 { $tier } µs
deck-hero-title = 対象フレームワークのオーバーヘッド
deck-hero-caption = 並行数 { $concurrency } で測定したすべての水準での、{ $subject } のフレームワーク自身のオーバーヘッド比率。数値を読み取れる最小の並行数である。
deck-hero-tier = { $tier } µs
deck-hero-claim = { $claim }。
deck-hero-lower = { $lower }。
deck-hero-tier-withheld = { $tier } µs：数値なし
deck-hero-unreadable = この実行では { $subject } のオーバーヘッドの数値を一つも読み取れない（どの並行数もマシンのコア数を超えているか、オーバーヘッドが負になった）。そのため、このスライドは見出しの数値を示さない。
deck-notes-hero = 最良の水準だけでなく、すべての水準を読むこと。{ $claim }。{ $lower }。
deck-notes-hero-unreadable = この実行には読み取れるオーバーヘッドの数値がない。数値を挙げないこと。
deck-extremes-title = 最大の優位と最大の劣位
deck-extremes-lead = 最大の優位
deck-extremes-deficit = 最大の劣位
deck-extremes-lead-text = 並行数 { $concurrency }、本体時間 { $tier } µs で、{ $subject } は { $baseline } より速い。
deck-extremes-deficit-text = 並行数 { $concurrency }、本体時間 { $tier } µs で、{ $baseline } は { $subject } より速い。
deck-notes-extremes = 二つの数値は必ず一緒に述べること：{ $text }
deck-summary-title = 公開する不利なデータ（ベースライン別）
# same-as-default
deck-summary-cell = { $concurrency } · { $tier } µs
deck-summary-card-title = { $baseline } が速い水準：{ COUNT($count) } 件
deck-summary-card-worst = 最大の差 { $gap }（並行数 · 本体時間水準：{ $cell }）
deck-summary-card-all = そのすべて（並行数 · 本体時間水準）：{" "}
deck-notes-summary = 負けから話すこと：ベースライン { COUNT($baselines) } 種に対して計 { COUNT($count) } 水準。続くスライドは、上限なしにそのすべてを挙げる。
deck-ui-previous = 前のスライド
deck-ui-next = 次のスライド
deck-ui-overview = 一覧
deck-ui-notes = ノート
deck-ui-counter = { $current } / { $total }
deck-ui-help = 矢印キー、Space、Page Up/Down、Home、End：移動 · o：一覧 · n：発表者ノート · スライドをクリックすると開く
deck-ui-notes-heading = 発表者ノート
deck-ui-nojs = JavaScript が無効なため、すべてのスライドを下に順に並べている。
deck-ui-slides = スライド
deck-ui-slide = スライド

## Archive message keys: zoo-bench and bench-run store these in place of prose; shown wherever the
## archive's text appears (scope notes, semantics, attribution, environment, self-check)

key-report-absolute_note = この実行の中でのみ有効で、実行をまたいで比べてはならない
key-runner-relative-note = 一つの実行の中の比が選択の主たる証拠であり、実行全体の揺らぎとともに動かない
key-runner-relative-comparison_note = 比が 1 を超えるとベースラインは対象フレームワークより遅い。この実行の中でのみ成り立つ
key-env-subject-version_note = バージョンは配布メタデータ（dist_version）で決まる。モジュール自身のバージョン文字列は注記にすぎない
key-adapters-drive_level-zoo = ディスパッチ層：ハーネスは、投入したタスクごとにスケジューリングのラウンドを一度だけ直接駆動し、フレームワークの完全な実行ループは使わない。実行ループの毎秒一度のサービスティックは、マイクロ秒の時間を秒に変えてしまうからである。そのラウンドの管理コストは一つのタスクに課されるが、実際の使用では複数のワーカーで分け合う。
key-adapters-notes-apscheduler_pool = APScheduler のジョブモデルで、ジョブの登録とトリガーの評価を含む。このライブラリはジョブ内で発生した例外を握りつぶすため、このアダプタが drain でそれを投げ直す。完了通知の仕組みがないため、このアダプタが自ら完了を通知し、タスクごとに一回の通知をエンドツーエンド時間に含める。
key-adapters-notes-asyncio_pool = asyncio のイベントループが同期的な本体をディスパッチする（run_in_executor と同じ）もので、ネイティブなコルーチンではない。スレッドプールとの差はイベントループ自身のコストである。
key-adapters-notes-bare_thread = タスクごとに新しいスレッドを一つ作り、プールはしない。スレッドの生成はエンドツーエンド時間に含まれる。本体の計時はロックなしで集めるので、ほかの方式が払わない計測コストを払う方式はない。
key-adapters-notes-process_pool = プロセスプール：本体とその結果をプロセス間で pickle するコストがエンドツーエンド時間に含まれるため、この方式はスレッドを使う方式と直接は比較できない。
key-adapters-notes-thread_pool = 並行数と同じ数のワーカーを持つスレッドプール。スレッドは再利用され、タスクキューのセマンティクスはない。
key-adapters-notes-zoo = エンドツーエンド時間は、ワーカーが完了して実行中テーブルから外れた時点で止まる。完了はこのアダプタが通知し、タスクごとに一回の通知をエンドツーエンド時間に含める。これは対象フレームワークを遅く見せる方向にしか働かず、速く見せることはない。
key-adapters-notes-celery_pool = Celery のワーカーモデル。ほかの方式と同じ条件では駆動できないため、比からは除く。
key-adapters-notes-rust_inline = すべてのタスクを投入側のスレッドで順に実行する。受け渡しも並列性もなく、どんなスケジューラでもこれ以下のコストにはならない下限である。
key-adapters-notes-rust_spawn_thread = タスクごとに新しい OS スレッドを一つ作り、ラウンドの終わりに join する。スレッドの起動と終了はどのタスクのコストにも含まれる。
key-adapters-notes-rust_thread_pool = 同時に走るタスク一つにつきスレッド一つの固定プールで、一本のチャネルから供給する。ウォームアップのラウンドより前に作る。
key-adapters-notes-rust_rayon = 専用の rayon プール（マトリクスの指定に従い、スコープ内でタスクごとに一回 spawn するか、並列イテレータを使う）。ウォームアップのラウンドより前に作る。
key-adapters-notes-external_command = bench-run のアダプタプロトコルで測る外部プログラム。本体の時間は自分で計る。
key-adapters-notes-python_thread_pool_example = Python のアダプタの例：JSON のエンコードとデコードを本体とするスレッドプール。
key-runner-env-cpu_model_unavailable = /proc/cpuinfo に CPU の型番が見つからない
key-runner-env-commit_unavailable = ランナーのソースのコミットを読み取れない（git のチェックアウトではない）
key-generations-label-current = 現行世代の駆動面（スケジューリングのコアとモデル。完了は結果リアクタから届く）
key-generations-label-previous = 旧世代の駆動面（割り当て可能なワーカーとリソースプール）
key-generations-mismatch = 観測した機能がどちらの世代にも一致しない（検出したもの：{ $detected }）
key-attribution-reason-cross_process = 本体は別のプロセスで実行されたため、その開始と終了をここでは計時できない
key-attribution-seal-dispatch = ディスパッチ（ワーカーをスケジューリングモデルに渡す）
key-attribution-seal-policy_lookup = ポリシーの参照（ラウンドごとに読む周期・位相・タイムアウト）
key-attribution-seal-scheduling_round = スケジューリングのラウンド一回
key-report-attribution-diagnosis_note = 選んだ水準と並行数は小さな固定の組で、マトリクス全体ではない。並行数はマシンのコア数で止める。それを超えると測れるのは競合だからである
key-report-attribution-oversubscribed_note = 候補の並行数がすべてマシンのコア数を超えるため、最小のものだけを選んだ
key-report-attribution-drill_note = 細分した測定はそれぞれ自分のプリエンプション待ちを含むため、合計するとそれを含む投入側の時間を超えることがある。足し算できる分割ではない。
key-report-semantics-title = スケジューリングのセマンティクスのコスト
key-report-semantics-scope_note = セマンティクスは、同じワークロードで一つずつ有効にして、対象フレームワークの中で値段を付ける。ベースラインにはタイムアウトも優先度もリトライもないため、方式をまたいだ比較はしない。
key-runner-self_check-body_oversubscribed = 並行数が最小でない：本体の計時にコア待ちが含まれる
key-runner-self_check-body_too_short = 水準が短すぎて、時計では較正を判断できない
key-runner-self_check-overhead_nonpositive = 最初の水準のオーバーヘッドが正でないため、増加率を計算できない
key-runner-self_check-overhead_polluted = オーバーヘッドが上限を超えて本体とともに増える：フレームワークのコストではなくキューイングである
key-semantics-item-timeout = タイムアウト
key-semantics-item-priority = 優先度
key-semantics-item-retry = リトライ
key-semantics-layer-dispatch = ディスパッチ層
key-semantics-layer-event = イベント層
key-semantics-probe-behavioral = 挙動による調査（スケジューリングのラウンドを駆動し、ワーカーが実行中テーブルから外れる時刻を計る）
key-semantics-probe-structural = 構造による調査（その機能に必要なシンボルがあるかを確かめる）
key-semantics-evidence-reaped = タイムアウトが作動した：ワーカーは { DECIMAL($observed, digits: 4) } s 後に、{ $body } s の本体が終わる前に実行中テーブルから外れた（上限 { $limit } s、場所 { $location }）。{ $note }
key-semantics-evidence-natural = タイムアウトは作動しなかった：ワーカーが実行中テーブルから外れたのは { DECIMAL($observed, digits: 4) } s 後、{ $body } s の本体が終わったときだけだった（上限 { $limit } s）
key-semantics-evidence-deadline = ワーカーは期限の { DECIMAL($deadline, digits: 2) } s 以内に実行中テーブルから外れなかった
key-word-current = 現行
key-word-previous = 前
key-semantics-evidence-unchecked = { $current }世代では再確認していない。この所見は{ $derived_on }世代のものである
key-semantics-evidence-no_perform = イベント層がリアクタを実行できない（必要なメソッドがない）ため、この項目は一度も実行されない
key-semantics-evidence-priority_not_wired = 優先度の計算器はあるが、作業ループにつながっていない
key-semantics-evidence-retry_clean_default = リトライの既定値はきれいな「無効」状態だが、リトライするはずの経路が実行できない
key-semantics-reason-unchecked = 再確認していない：この所見は{ $derived_on }世代で得たもので、それをこの世代についての事実として繰り返すと、この世代が持っていないかもしれない配線を主張することになる
key-semantics-reason-current_not_observed = 現行世代ではタイムアウトの作動を観測しなかった
key-semantics-reason-previous_no_action = 旧世代ではタイムアウトを検出するが、それに基づいて動くものがない
key-semantics-reason-none_usable = このバージョンでは値段を付けられるセマンティクスの項目がない。どれも動作する処理がないか、実行できない層にある
key-semantics-reap_note = この処理は観測と隔離をする（記録し、異常と印を付け、登録を外し、ディスパッチを止める）。実行中のワーカーは止めない。Python のスレッドは安全に止められないからである。
key-semantics-location-unavailable = 場所は取得できない
key-semantics-recheck_note = この所見は測定したバージョンにだけ当てはまる。バージョンを追加するたびに調査をやり直すこと

## Legacy archive prose (older zoo-bench versions stored these sentences instead of keys;
## locales/legacy-prose.toml maps each to its key)

key-legacy-adapters-notes-zoo = エンドツーエンド時間の終点は「ワーカーが完了して実行中テーブルから登録を外したとき」。フレームワークがその後に呼ぶ worker_report（WorkerResult をイベントリアクタに渡す）は含めない。測定したところ、この呼び出しは 0.6.0 では必ず AttributeError を投げる（dispatch が topic ではなく reactor_name でリアクタを探す）。**測定上の注記：**完了はこのアダプタの Condition が通知し、タスクごとに一回の通知のコストをエンドツーエンド時間に含める。この向きの偏りは対象フレームワークを遅く見せるので、対象フレームワークに有利ではなく不利に働く。
key-legacy-adapters-drive_level-zoo = ディスパッチ層：ハーネスは BaseWaiter.execute_service() を直接駆動し（スレッドプールモード）、Master の完全な実行ループは使わない。実行ループのサービスループは毎秒一度しか回らず、レイテンシをマイクロ秒の桁から秒の桁に押し上げてしまうからである
key-legacy-self_check-body_oversubscribed = 並行数が最小でない：経過時間はスケジューリングの遅延の影響を受ける。偏差が並行数とともに増えるのは、較正の誤りではなくマシンの過剰割り当ての表れである（元の値は測定したとおり記録している）
key-legacy-self_check-body_too_short = 水準が短すぎる：共有ランナーでは数十マイクロ秒の時間枠がスケジューリングの粒度に支配され、判断するには短すぎる（元の値は測定したとおり記録している）
key-legacy-semantics-scope_note = この観点では**内部のオン・オフ比較**（同じワークロードで、セマンティクスをすべて無効にした状態と一つずつ有効にした状態）を用い、**ベースラインとの方式をまたいだ比較はしない**。素朴な実装には優先度・タイムアウト・リトライに相当するものがないため、答えられるのは「このフレームワークのセマンティクスにどれだけの値打ちがあるか」であり、「素朴な実装よりどれだけ高くつくか」ではない。
key-legacy-semantics-probe-behavioral = 挙動による調査（実行中テーブルから外れる時刻を計る）
key-legacy-semantics-evidence-cancel_commented_out = core/waiter/base_waiter.py の worker_band では、取り消しと除去の処理がまるごとコメントアウトされている
key-legacy-semantics-reason-timeout_no_action = タイムアウトの判定はあるが、**その処理が実装されていない**。有効にしても引き算が一回増えるだけで、測れるのはセマンティクスのコストではない
key-legacy-semantics-evidence-no_perform = イベント層でリアクタを実行するには perform が必要だが、EventWorker._execute は reactor.perform を呼び（workers/event_worker.py）、EventReactor は execute しか定義していない（reactor/event_reactor.py）。そのためリアクタは一致した途端に AttributeError を投げる
key-legacy-semantics-reason-priority_not_wired = { key-legacy-semantics-evidence-no_perform }。EventPriorityCalculator は存在する（fifo/node/event_fifo_node.py）が、drain のループにつながっていない。workers/event_worker.py の「優先度で並べ替える」はコメントが一行あるだけである
key-legacy-semantics-reason-retry_unreachable = { key-legacy-semantics-evidence-no_perform }。retry_times の既定値 0 はきれいな無効状態だが、リトライのきっかけは「一致するリアクタがない」ことであり、リアクタの経路そのものが実行できない
key-legacy-semantics-reason-none_usable = 測定したバージョンでは、挙げたセマンティクスの項目が**一つも測定できない**。どれも処理が実装されていないか、リアクタを実行できない層にある。設計 D7 の逃げ道に従い、こうした項目は近似的な状態で代用せずに除外する。

## Figures (src/figures)
## Text drawn inside the SVG/PNG figures, their titles, captions, alt text and withheld reasons.

figure-title-overhead_ratio = 本体時間水準ごとのフレームワーク自身のオーバーヘッド比率
figure-title-throughput = 最小の本体時間水準での並行数ごとのスループット
figure-title-relative_multiple = 対象フレームワークに対するベースラインのエンドツーエンド時間の倍率
figure-title-latency_distribution = ラウンドごとのタスクあたりのエンドツーエンド時間
figure-panel-concurrency = 並行数 { $concurrency }
figure-panel-tier = 本体時間水準 { $tier } µs
figure-axis-tier = 本体時間水準（µs、対数目盛）
figure-axis-concurrency-groups = 並行数（ラウンドあたりのタスク数）
figure-axis-concurrency = 並行数（ラウンドあたりのタスク数、対数目盛）
figure-axis-overhead-share = フレームワーク自身のオーバーヘッド比率
figure-axis-throughput = スループット（タスク/秒、対数目盛）
figure-axis-ratio = ベースライン ÷ 対象（対数目盛）
figure-axis-latency = タスクあたりのエンドツーエンド時間（対数目盛）
# same-as-default
figure-tick-seconds = { $value } s
# same-as-default
figure-tick-milliseconds = { $value } ms
# same-as-default
figure-tick-microseconds = { $value } µs
figure-legend-subject = { $scheme }（対象フレームワーク）
figure-legend-threshold = しきい値 { $threshold }
figure-legend-tie = 同等（1.0）：これより上では対象フレームワークが速い
figure-caption-overhead = { $count ->
    [1] 並行数 { $concurrencies } だけの本体時間水準
   *[other] 並行数 { $concurrencies } の本体時間水準（並行数ごとにパネル一枚）
}。比率は一回の実行の中でのみ成り立つ。縦棒はブートストラップによる 95% 区間。パネルに点がないのは数値のないセルである（オーバーヘッドの表を参照）。{ $has_withheld ->
    [yes] 並行数 { $withheld } のオーバーヘッドの数値はなく、図にも描いていない：{ $why }。
   *[no] {""}
}
figure-caption-throughput = 本体時間水準 { $tier } µs のみ。毎秒実際に完了したタスク数（1 ÷ タスクあたりのエンドツーエンド時間の中央値）で、アーカイブの保存値を補正したもの。
figure-caption-relative = 測定した並行数ごとにパネル一枚（計 { COUNT($count) } 枚）。比が 1 を超えると対象フレームワークの方が速い。縦棒はブートストラップによる 95% 区間。点が一つだけでは選択の意味を持たない。{ $dropped ->
    [0] {""}
   *[other] ゼロ以下の比 { COUNT($dropped) } 件は対数軸に描けないため除いている（表を参照）。
}
figure-caption-latency = ラウンドごとのタスクあたりのエンドツーエンド時間（ラウンドの経過時間をタスク数で割ったもの）。箱一つあたり最大 { COUNT($rounds) } の測定ラウンド。箱は中央の半分、ひげは最小から最大、印は中央値。本体時間水準ごとにパネル一枚（計 { COUNT($count) } 枚）で、それぞれ独自の時間目盛を持つ。{ $dropped ->
    [0] {""}
   *[other] ゼロ以下のサンプル { COUNT($dropped) } 件は対数軸に描けないため除いている（付録 B を参照）。
}
figure-alt-overhead = 並行数 { $concurrencies } での { COUNT($schemes) } 方式のフレームワーク自身のオーバーヘッド比率を本体時間水準に対して描いた折れ線グラフ。しきい値 { $threshold } に破線を引いている。
figure-alt-throughput = 本体時間水準 { $tier } µs での { COUNT($schemes) } 方式の毎秒の完了タスク数を並行数（{ $concurrencies }）に対して描いた折れ線グラフ。
figure-alt-relative = ベースライン { COUNT($baselines) } 種それぞれのエンドツーエンド時間を対象フレームワークの値で割ったものを本体時間水準に対して描いた折れ線グラフ。並行数（{ $concurrencies }）ごとにパネル一枚で、1.0 が同等。
figure-alt-latency = すべての並行数での { COUNT($schemes) } 方式のラウンドごとのタスクあたりのエンドツーエンド時間の箱ひげ図。本体時間水準（{ $tiers } µs）ごとにパネル一枚。
figure-why-oversubscribed = 並行数 { $concurrencies } がマシンの論理コア数 { $cores } を超える
figure-why-negative = 並行数 { $concurrencies } でエンドツーエンドから本体を引いた値が負になった
figure-withheld-overhead = 図なし：この実行のオーバーヘッド比率は一つも読み取れない（{ $why }）。
figure-withheld-no-units = 図なし：アーカイブに成功したユニットがない。
figure-withheld-throughput = 図なし：本体時間水準 { $tier } µs でスループットが正のユニットがない。
figure-withheld-no-subject = 図なし：対象フレームワークとされたユニットがなく、比べる相手がいない。
figure-withheld-no-baseline = 図なし：対象フレームワークと並べて測った比較可能なベースラインがない。
figure-withheld-no-rounds = 図なし：アーカイブにラウンドごとのサンプルがない（保存された要約値だけ）。

## Corrections page (how these reports differ from the harness's own renderer)

corrections-nav = 補正
corrections-title = この報告がハーネス自身の報告生成とどう違うか
corrections-intro = bench-site は、ハーネス自身の報告生成と同じアーカイブを読み、正しい記述を与える規則はすべてそのまま使う。ある規則が、アーカイブ自身のデータと矛盾する数値や文を生んだところでは、この報告は補正をかける。以下に、補正前の規則、補正後の規則、その理由を挙げる。ここで名前を挙げていない表の数値は、すべてハーネスの規則どおりである。
correction-throughput-title = スループットは毎秒実際に完了したタスク数
correction-throughput-before = **ハーネス：**スループット = 並行数 ÷ タスクあたりのエンドツーエンド時間の中央値。この中央値はすでにラウンドの経過時間を並行数で割ったものなので、この数値は並行数の二乗をラウンドの中央値で割ったものになる。
correction-throughput-after = **この報告：**スループット = 1 ÷ タスクあたりのエンドツーエンド時間の中央値。ラウンドが毎秒実際に完了するタスク数である。保存値は付録でこれと並べて残す。
correction-throughput-why = **理由：**保存値は並行数の倍だけ率を大きく見せる（並行数 64 では 64 倍）。これを額面どおりに受け取った読者は、並行するすべての方式を見誤る。
correction-patterns-title = 結論は各ベースラインの判定をすべての水準について述べる
correction-patterns-before = **ハーネス：**ベースラインと並行数ごとに一文を、「転換点」すなわち生の比が初めて 1 に達する水準から作る。ノイズ幅は無視され、その水準より後の水準もすべて無視される。そうした水準がなければ、そのベースラインは「測定したすべての水準で」速いとされる。
correction-patterns-after = **この報告：**その並行数の水準にわたる判定の並び全体を、ノイズ幅を含めて一文で述べる。すべての水準で速い、ある水準までは速くそれ以降は速くない、ある水準以上で速い、一度も速くない、あるいは水準の区間ごとに順に（「40 と 300 µs では速く、2700 µs では優劣なし、10000 µs では再び速い」）。文の下の表は同じ水準を挙げ、その「以降は速くない」の列が補正した転換点である。
correction-patterns-why = **理由：**古い規則では、不利なデータの表が 300、2700、10000 µs でそのベースラインが上回っていると載せているのに、40 µs で速くなくなると言いうるうえ、ノイズ幅に収まる水準を「速い」と呼んでいた。文が表の示す以上のことを主張してはならない。
correction-overhead-headline-title = オーバーヘッドの見出しはすべての水準を示す
correction-overhead-headline-before = **ハーネス：**すべての並行数を通して、オーバーヘッド比率が初めてしきい値を満たす最小の水準を、「おおむねその水準以上で」と述べる。
correction-overhead-headline-after = **この報告：**読み取れる各並行数について、測定したすべての水準の比率を示し、数値のない水準も名指しする。「その水準以上で」と言うのは、それより長い本体もすべてしきい値以下のときだけである。さらに、比率がより低いベースラインを水準ごとに挙げる。
correction-overhead-headline-why = **理由：**最初の境目は、その後の水準についてもほかの並行数についても何も語らない。都合のよい一つの数値は、短い本体でオーバーヘッドがどれほど大きいかを隠してしまう。
correction-extremes-title = 最大の優位と最大の劣位を並べて
correction-extremes-before = **ハーネス：**要約は対象フレームワークの最大の優位を挙げ、最大値はすべての並行数にわたって取っているのに「その並行数で」最速の水準と説明する。最大の劣位は決して挙げない。
correction-extremes-after = **この報告：**実行全体での最大の優位と最大の劣位を、それぞれのベースライン・並行数・水準とともに、要約、スライド、ホームのカードに載せる。
correction-extremes-why = **理由：**最良の場合だけを示す見出しは広告であって報告ではない。
correction-hero-title = スライドの見出しスライドはすべての水準を示す
correction-hero-before = **ハーネス：**大きな数値一つ、すなわち読み取れる最小の並行数の最長の水準でのフレームワークのオーバーヘッド比率。比率が最も小さくなる場所である。
correction-hero-after = **この報告：**その並行数のすべての水準の比率、どこでしきい値を満たすか、どのベースラインがより良いかを、報告と同じ言葉で示す。
correction-hero-why = **理由：**最長の本体では固定オーバーヘッドは必ず小さく見える。レビューする人には短い本体も必要である。
correction-invalid-samples-title = ありえない値は除き、数え、名指しする
correction-invalid-samples-before = **ハーネス：**保存されたすべての値が統計に入る。経過時間に NaN が一つあるだけで、ユニットのばらつきが NaN、ノイズ幅も NaN になり、それを使うすべての判定が「優劣なし」に変わる。
correction-invalid-samples-after = **この報告：**NaN、無限大、ゼロまたは負の時間、並行数と食い違うタスク数やサンプル数は、そのユニットの統計から除いて数え、ユニット・ラウンド・フィールド・値とともに「測定の限界とバイアスの要因」と付録に載せる。ノイズ幅とすべての判定は有効なサンプルだけを使う。有効なラウンドが少なすぎるユニットは、理由を添えて判定なしとする。生の値は付録 B に残す。
correction-invalid-samples-why = **理由：**どれも測定値ではありえず、一つでも比較の判定を黙って変えてはならない。
correction-recomputed-title = 要約値は生のラウンドから計算し直す
correction-recomputed-before = **ハーネス：**報告はアーカイブに保存された要約値をそのまま印字する。
correction-recomputed-after = **この報告：**すべての要約値と比を、同じ式で生のラウンドから計算し直し、保存値と照合する。違いは「測定の限界とバイアスの要因」に載せ、両方の値を付録に示す。
correction-recomputed-why = **理由：**読者が生データから計算し直せる数値こそ、読者が信頼できる数値である。
correction-duration-unit-title = 時間の単位は絶対値で選ぶ
correction-duration-unit-before = **ハーネス：**単位を符号付きの値で選ぶため、負の時間はすべてマイクロ秒で印字される（−5103.28 µs）。
correction-duration-unit-after = **この報告：**単位を絶対値で選び（−5.103 ms）、数値は読者のロケールに従う。
correction-duration-unit-why = **理由：**負のオーバーヘッドはそれ自体が発見であり、正の値と同じように読みやすくあるべきである。
correction-compare-environment-title = 比較では測定器の変化をすべて挙げる
correction-compare-environment-before = **ハーネス：**バージョン間の比較で挙げる違いは、CPU の型番、論理コア数、プラットフォーム、インタプリタのバージョンだけである。
correction-compare-environment-after = **この報告：**どちらかのアーカイブが記述しているすべての事実（ハーネスのバージョンとコミット、インタプリタとそのビルド、GIL モード、駆動面の世代、CPU、コア数、オペレーティングシステム、パッケージ、ラウンド数、ウォームアップ、水準、並行数）を挙げ、マシンかハーネスが変わったときは目立つ警告を出す。
correction-compare-environment-why = **理由：**測定器が変われば、相対量でさえ二つの構成を比べることになる。違いを最もよく説明しそうな変化こそ、省かれていたものだった。

## Uncertainty: intervals, tests and detectable differences (methodology, tables, caveats,
## Appendix A)

methodology-uncertainty = **各比較がどれだけ確かか：**すべての比と、読み取れるすべてのオーバーヘッド比率に、パーセンタイル・ブートストラップによる 95% 信頼区間を付ける（各ユニットのラウンドから { COUNT($resamples) } 回再標本化し、両側を独立に引く。乱数の種はセルとそのサンプルから取るので、どのビルドでも同じものを引く）。各比較にはさらに、ラウンドごとのエンドツーエンド時間に対する両側 Mann-Whitney U 検定、報告内のすべての比較にわたる Benjamini-Hochberg の q 値（何十ものセルを一度に検定するときの偽発見率）、効果量としての Hodges-Lehmann のずれ、そしてこの実行が検出できた最小の差（両側 5% 水準、検出力 80%）を付ける。判定はハーネスのノイズ幅の規則のままで、判定と食い違う区間は、その場所で印を付ける。{ $target } の差を検出できなかった優劣なしのセルは「測定の限界とバイアスの要因」に挙げる。そこでの「優劣なし」は、この実行では区別できなかったという意味である。
probability-below = < { $value }
interval-range = { $low }〜{ $high }
interval-none = 区間なし（ラウンドが少なすぎる）
interval-flag-excludes = { $interval }（**1 を含まない**のに、ノイズ幅では優劣なし）
interval-flag-includes = { $interval }（**1 を含む**のに、ノイズ幅では勝者がいる）
col-interval = 95% 区間
col-interval-gap = 差の 95% 区間
col-q = q 値
# same-as-default
col-u = U
col-p = p 値
col-shift = Hodges-Lehmann のずれ（ベースライン − 対象）
col-detectable = 検出できる最小の差
col-rounds-needed = 5% を検出するのに要る片側のラウンド数
col-share = オーバーヘッド比率
appendix-uncertainty = 付録：すべての比較の不確かさ
appendix-uncertainty-note = 比 = ベースラインの中央値 ÷ 対象フレームワークの中央値。区間はその比のパーセンタイル・ブートストラップによる 95% 区間。U と p は、ラウンドごとのエンドツーエンド時間に対する両側 Mann-Whitney 検定のもの（同順位のない小標本では正確法、それ以外は同順位補正付きの正規近似）。q はこの報告のすべての比較にわたる Benjamini-Hochberg の q 値。ずれは Hodges-Lehmann 推定量をフレームワークの中央値に対する比率で示したもの。検出できる差は、両側 5% 水準、検出力 80% で、それぞれの側の測定したばらつきとラウンド数を仮定する。
appendix-uncertainty-none = 両側に生のラウンドがある比較がないため、区間も検定も計算できない。
appendix-share-intervals = 付録：オーバーヘッド比率の区間
appendix-share-intervals-none = 読み取れるオーバーヘッド比率がないため、示す区間はない。
# same-as-default
uncertainty-cell = { $baseline } · { $concurrency } · { $tier } µs
uncertainty-cell-detectable = { $cell }（検出できる差は { $detectable }。5% を検出するには片側 { $rounds } ラウンドが要る）
caveat-kind-interval = ノイズ幅と食い違う区間
caveat-kind-noisy = ノイズが大きすぎて決められない優劣なしのセル
caveat-interval-disagrees = { COUNT($count) } 件の比較で、95% 区間の読みがノイズ幅による判定と食い違う（判定はハーネスの規則どおり残す）：{ $cells }{ $more ->
    [0] {""}
   *[other] {"；"}ほか { COUNT($more) } 件
}。それぞれ表の中で印を付け、付録にすべての区間を挙げる。
caveat-too-noisy = 優劣なしの比較 { COUNT($count) } 件は、測定したノイズとラウンド数では 5% の差を検出できなかった。そこでの「優劣なし」は両者が等しいという意味ではなく、この実行では区別できなかったという意味である：{ $cells }{ $more ->
    [0] {""}
   *[other] {"；"}ほか { COUNT($more) } 件
}。

## bench-site serve (shown in the served page only)

serve-build-failed = 直前のビルドに失敗した。ページには以前の状態のサイトを表示している。bench-site の出力：
history-nav = 履歴
history-title = すべての系列の履歴
history-section-series = 系列
history-note = 系列とは、一つのバージョンフォルダ（リリース、`dev`、または `gil-free/` のような変種）のすべての実行を時刻順に並べたもの。追うのは相対量（対象フレームワークのオーバーヘッド比率と、各ベースラインの対象に対する比）だけである。絶対時間は実行をまたいで比べられないからである。線が二つのマシンをつなぐことはない。
history-changes-link = 検出されたすべての変化（{ COUNT($count) } 件）
history-col-series = 系列
history-col-folder = フォルダ
history-col-runs = 実行数
history-col-machines = マシン数
history-col-latest = 最新の実行
history-col-changes = 変化
history-col-run = 実行
history-col-machine = マシン
history-col-share = { $subject } の比率
# same-as-default
history-col-ratio = { $baseline } ÷ { $subject }
history-col-compare = 直前の実行との比較
history-col-quantity = 量
history-col-before = 変化前の最後の実行
history-col-after = 変化後の最初の実行
history-col-change = 変化
history-col-annotation = 注記
history-compare-link = 比較
history-machine-changed = 別のマシン
history-value-interval = { $value }（{ $low }〜{ $high }）
history-metric-share = 並行数 { $concurrency }、本体時間 { $tier } µs における { $subject } のオーバーヘッド比率
history-metric-ratio = 並行数 { $concurrency }、本体時間 { $tier } µs における { $baseline } ÷ { $subject }
history-change-regression = 対象フレームワークにとって悪化：{ $magnitude }（{ $low }〜{ $high }）
history-change-improvement = 対象フレームワークにとって改善：{ $magnitude }（{ $low }〜{ $high }）
history-series-title = 履歴：{ $series }
history-series-summary = { $folder } の実行 { COUNT($runs) } 回、マシン { COUNT($machines) } 台。
history-section-figures = 推移
history-section-runs = すべての実行
history-section-changes = 検出された変化
history-section-annotations = 注記
history-runs-note = 各値に 95% 区間を付ける。「比較」を開くと直前の実行との比較が表示される。
history-tier-heading = 並行数 { $concurrency }、本体時間水準 { $tier } µs
history-detection-note = 変化とは、ある量の水準の段差を指す。一続きの実行を二つの水準に最もよく分ける区切りを Welch の t 検定で選び、可能なすべての区切りについて Bonferroni 補正をかけたうえで 1% 水準で有意であり、両側に 3 回以上の実行が残り、水準が 5% 以上動く場合に採用する。そのあと両側をそれぞれ同じ方法で探し直す（二分割法。Hunter が候補を検定するのと同じ考え方）。乱数は使わないので、どのビルドでも同じ変化が見つかる。マシンが変わった所と、採用された注記のある所で探索をやり直す。
history-no-changes = どの系列にも変化は検出されなかった。
history-no-changes-series = この系列に変化は検出されなかった。
history-no-annotations = この系列の実行を指す注記はない（content/annotations.toml に追加できる）。
history-annotation-accepted = 採用：ここから新しい基準が始まる
history-annotation-note = メモ
history-changes-title = 検出された変化
site-compare-runs-title = { $series }：{ $before } → { $after }
feed-title = { $site }：新しい実行と検出された変化
feed-change-title = { $series }：{ $quantity }、{ $change }
feed-run-title = { $series }：新しい実行 { $when }
feed-run-summary = 新しい実行が公開された。
figure-title-history_share = 実行ごとのフレームワーク自身のオーバーヘッド比率の推移
figure-title-history_ratio = 対象フレームワークに対するベースラインのエンドツーエンド時間の倍率の推移
figure-legend-change = 検出された変化
figure-legend-machine = 別のマシン
figure-panel-cell = 並行数 { $concurrency }、{ $tier } µs
figure-axis-run = 実行（UTC の日付）
figure-caption-history-share = 並行数 { $concurrency } における { $subject } のオーバーヘッド比率の { COUNT($runs) } 回の実行にわたる推移。本体時間水準ごとに一つのパネル。帯は 95% ブートストラップ区間、線の切れ目はマシンの交代、赤い破線は検出された変化を示す。
figure-caption-history-ratio = 並行数 { $concurrency } における各ベースラインの中央値と { $subject } の中央値の比の { COUNT($runs) } 回の実行にわたる推移。本体時間水準ごとに一つのパネル。1 より上では対象フレームワークが速い。帯は 95% ブートストラップ区間、線の切れ目はマシンの交代、赤い破線は検出された変化を示す。
figure-alt-history-share = 並行数 { $concurrency } における { $subject } のオーバーヘッド比率を { COUNT($runs) } 回の実行にわたって示す折れ線グラフ（{ COUNT($panels) } パネル）。
figure-alt-history-ratio = 並行数 { $concurrency } における各ベースラインの { $subject } に対する比を { COUNT($runs) } 回の実行にわたって示す折れ線グラフ（{ COUNT($panels) } パネル）。
summary-title = { $product } { $head } と { $base } の比較
summary-instrument-changed = **測定器が異なる：**二つの実行ではマシンまたはハーネスが違うため、下の変化はコードではなく測定器に由来するかもしれない。
summary-counts = **有意な変化：{ COUNT($cells) } セル中 { COUNT($significant) } セル**（95% 区間が「変化なし」を含まず、q 値が 5% 未満）。対象フレームワークにとって悪化 { COUNT($worse) }、改善 { COUNT($better) }。
summary-rest = 有意な変化のない { COUNT($count) } セル
summary-col-mark = 判定
summary-col-base = 基準
summary-col-head = 比較先
summary-col-change = 変化（95% 区間）
summary-change-relative = { $change }（{ $low }〜{ $high }）
summary-change-points = エンドツーエンドの { $change }（{ $low }〜{ $high }）
summary-change-no-interval = { $change }（ラウンドが少なすぎて区間なし）
summary-mark-worse = 悪化
summary-mark-better = 改善
summary-mark-none = 有意な変化なし
deck-pointer-chosen-body = 一枚のスライドに一つの論点を保つため、スライドは「{ $section }」の { $total } 件の行と文のうち { $shown } 件を次の順で選んで示す：{ $rule }。残りの { $rest } 件は完全版の報告にある。
deck-pointer-rule-winners = 警告、どこかで対象フレームワークより速いベースラインごとに少なくとも一件、最大の差の一件、その後は対象フレームワーク自身の項目とほかの項目を差の大きい順に
deck-pointer-rule-winners-cut = 警告、対象フレームワークより速いベースラインを入るだけ（{ $missing } は入らず、その項目は完全版にだけある）、最大の差の一件、その後はほかの項目を差の大きい順に
deck-pointer-rule-plain = 警告、差の最も大きい一件、対象フレームワーク自身の項目、その後はほかの項目を差の大きい順に、差のないものは報告の順に
deck-notes-pointer-chosen = 「{ $section }」のスライドは、{ $total } 件の行と文のうち最も重要な { $shown } 件を示した。残りの { $rest } 件は読み上げず、リンク先を開くよう伝える。
deck-notes-sentence-separator = {""}
deck-notes-slide = { $section }、スライド { $index }/{ $count }：行と文 { $items } 件。値はすべて完全版の報告と同じ。
deck-notes-winners = このスライドに出る方式のうち、ここで対象フレームワークより速いベースライン：{ $names }。
deck-notes-worst = 伝えるべき最大の差：並行数 { $concurrency }、本体時間 { $tier } µs で { $baseline } が { $gap }速い。
deck-notes-multiple = このスライドで最大の倍率：{ $multiple }。
deck-notes-left-out = スライドはこの節の { $total } 件の行と文のうち { $shown } 件を示す。次のスライドが残りへのリンクを示す。
deck-notes-part = { $count } 部のうち第 { $index } 部。
deck-notes-caveat-environment = 注意：このスライド資料のすべての数値は、このマシン（CPU、コア数、インタプリタ）でのみ成り立つ。
deck-notes-caveat-workload = 注意：ワークロードは代替であり、記録された実トレースではない。結論はこの種の本体について成り立つ。
deck-notes-caveat-methodology = 注意：本体時間は同じ実行の中で測っており、実行をまたいだ引き算は一切しない。
deck-notes-caveat-conclusions = 注意：一つの水準の一つの倍率で選択は決まらない。どの方式がどの本体時間に向くかを伝える。
deck-notes-caveat-latency = 注意：絶対時間はこのマシンのこの実行でのみ成り立つ。実行をまたいでは時間ではなく倍率を比べる。
deck-notes-caveat-overhead = 注意：空欄はゼロではなく、示さなかった値である。示さない理由は表にある。
deck-notes-caveat-throughput = 注意：これは毎秒実際に完了したタスク数（1 / エンドツーエンドの中央値）である。アーカイブに保存された値は並行数の分だけ過大である。
deck-notes-caveat-attribution = 注意：内訳は実行内の計測によるもので、時間がどこで使われるかを示すが、どの方式を選ぶべきかは示さない。
deck-notes-caveat-semantics = 注意：スケジューリングの意味論の違いは差を説明しうるが、差を消すものではない。
deck-notes-caveat-native-line = 注意：ネイティブの線は方式の比較の外にある参照点である。
deck-notes-caveat-favourable = 注意：優位と数えるのは、この一回の実行で、その水準のノイズ幅を超えた場合だけである。
deck-notes-caveat-unfavourable = 注意：これらの負けは決して省略しない。そのまま読み上げる。
deck-notes-caveat-no-winner = 注意：ノイズ幅の内側では両者を区別できない。それは引き分けであり、勝ちではない。
deck-notes-caveat-caveats = 注意：これらの限界はこのスライドだけでなく、すべての数値に当てはまる。
deck-notes-caveat-byo-baseline = 注意：新しいベースラインは、同じマシンの同じハーネスで実行した場合にだけ比較できる。
deck-notes-caveat-self-check = 注意：自己チェックが失敗していれば、このスライド資料のどの数値も引用してはならない。
deck-notes-bars-scope = { $section }：この棒グラフは並行数 { $concurrency }、本体時間水準 { $tiers } µs だけを示す。続く表はすべての並行数を扱う。
deck-notes-bars-longest = 最も長い棒：本体時間水準 { $tier } µs の { $scheme } で、対象フレームワークの { $multiple }（測定値 { $value }、対象フレームワークは { $subject_value }）。
deck-notes-bars-subject-best = 同等線を超える棒はない：このスライドでは、どの水準でも対象フレームワークの値が最もよい。
deck-notes-bars-missing = { COUNT($missing) } セルには棒がない。理由は凡例にある。
deck-notes-figure-data = グラフの元の数値は完全版の報告の「{ $section }」にある。
site-print-pdf-link = この報告には、できあがった PDF 版もある：report.pdf（A4、しおりとページ番号付き）。
site-print-headline = 主な結果
site-print-page-ref = { $page } ページ
site-print-columns = 行を示す列に続いて、{ $count } 列中 { $from }〜{ $to } 列：
site-run-units = ユニット { COUNT($units) } 件、うち失敗 { COUNT($failed) } 件
site-trend-chart-title = バージョンごとの { $subject } のオーバーヘッド比率（並行数 { $concurrency }、本体時間水準 { $tier } µs、低いほどよい）
site-trend-chart-axis = オーバーヘッド比率
site-trend-chart-versions = バージョン（古い順）

## report.pdf

# PDF のピボット表の下に置く一文。$appendix: 付録の該当部分の見出し。
pdf-appendix-pointer = この表の背後にあるすべての値（パーセンタイルとばらつきを含む）：{ $appendix }
