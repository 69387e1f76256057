#!/usr/bin/env bash
# JFR's cost in a compare run (docs/COMPARE.md, "JFR"): the panel's Rhino workload on JDK 17, G1,
# 384 MB, 5 repetitions without and with --jfr, A B A B; prints the whole-process and measured-phase
# medians of each round. Needs validation/panel.sh fetch first, and a quiet machine.
#
# usage: validation/jfr-cost.sh OUT        env: TENURE (default: the repository's ./tenure)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?usage: validation/jfr-cost.sh OUT}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
tenure="${TENURE:-$here/../tenure}"
cp="$("$here/panel.sh" prepare "$out")"
mapfile -t main < <("$here/panel.sh" main rhino "$out")
for round in 1 2; do
    for mode in off on; do
        extra=()
        [[ $mode == on ]] && extra=(--jfr)
        dir="$out/jfr-$mode-$round"
        "$tenure" compare --jvm /usr/lib/jvm/java-17-openjdk-amd64 --gc g1 --heap 384m --repeat 5 "${extra[@]}" \
            --measure-from 'tenure-validation: measured phase starts' --out "$dir" -- -cp "$cp" "${main[@]}" \
            > "$dir.out" 2> "$dir.err"
        python3 - "$dir/results.json" "$mode" "$round" <<'PY'
import json, statistics, sys
bundle, mode, round_ = sys.argv[1:4]
runs = [r for c in json.load(open(bundle))["configs"] for r in c["runs"] if not r["warmup"] and r["status"] == "ok"]
whole = [r["totalWallSeconds"] for r in runs]
print("jfr %-3s round %s: whole process median %.3f s (min %.3f, max %.3f), measured phase median %.3f s, %d runs"
      % (mode, round_, statistics.median(whole), min(whole), max(whole), statistics.median(r["wallSeconds"] for r in runs), len(runs)))
PY
    done
done
