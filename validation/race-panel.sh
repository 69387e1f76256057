#!/usr/bin/env bash
# The race against the exhaustive compare on the validation panel (docs/COMPARE.md, "The race"):
# for each program, 2 JVMs x 5 collectors measured exhaustively at REPEAT repetitions and raced
# (`compare --race`, at most REPEAT blocks); prints whether the exhaustive winner is in the race's
# winner set and the race's runs against the exhaustive ones. Then each program at five heaps
# (1.5x-6x its minimum heap) for the heap curve and its leave-one-heap-out error.
#
# usage: validation/race-panel.sh OUT [REPEAT]     (after validation/panel.sh fetch; resumable:
#                                                   run it again to continue)
#   env: JVMS (default "/usr/lib/jvm/java-17-openjdk-amd64 /usr/lib/jvm/temurin-25-jdk-amd64"),
#        GCS (default serial,parallel,g1,shenandoah,zgc), HEAP (default 384m),
#        PROGRAMS (default "javac h2 rhino"), HEAPS (default 1.5x,2x,3x,4x,6x; empty: skip the curve),
#        CURVE_JVMS (default: the first of JVMS), CURVE_GCS (default parallel,g1): the configurations
#        whose heap curve is measured (each costs a minimum-heap search and 5 heaps x 6 runs),
#        TIMEOUT (default 15m), TENURE (default: the repository's ./tenure),
#        EXHAUSTIVE_FROM (an earlier OUT: race again against its exhaustive bundles, which are
#        neither measured nor changed)
# Needs a quiet machine: hours of runs, one at a time.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?usage: validation/race-panel.sh OUT [REPEAT]}"
repeat="${2:-10}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
tenure="${TENURE:-$here/../tenure}"
marker='tenure-validation: measured phase starts'
cp="$("$here/panel.sh" prepare "$out")"
jvm_args=()
for j in ${JVMS:-/usr/lib/jvm/java-17-openjdk-amd64 /usr/lib/jvm/temurin-25-jdk-amd64}; do jvm_args+=(--jvm "$j"); done
common=("${jvm_args[@]}" --gc "${GCS:-serial,parallel,g1,shenandoah,zgc}" --timeout "${TIMEOUT:-15m}" --measure-from "$marker")
curve_jvms=()
for j in ${CURVE_JVMS:-${jvm_args[1]}}; do curve_jvms+=(--jvm "$j"); done
curve=("${curve_jvms[@]}" --gc "${CURVE_GCS:-parallel,g1}" --timeout "${TIMEOUT:-15m}" --measure-from "$marker")

# runs `tenure compare ARGS -- PROGRAM` into DIR, resuming a bundle already there
measure() {
    local dir=$1; shift
    local resume=()
    [[ -f "$dir/results.json" ]] && resume=(--resume)
    echo "race-panel.sh: $(basename "$dir") $(date -u +%FT%TZ) $(uptime)" >&2
    local status=0
    "$tenure" compare "$@" "${resume[@]}" --out "$dir" -- -cp "$cp" "${main[@]}" > "$dir.out" 2> "$dir.err" || status=$?
    # the status is kept first: the $(basename) below would reset $? to 0
    ((status == 0)) || echo "race-panel.sh: $(basename "$dir"): exit $status (see $dir.err)" >&2
}

printf '%-8s %-40s %-60s %-8s %s\n' program "exhaustive winner" "race winners" "in set" "runs race/exhaustive"
for program in ${PROGRAMS:-javac h2 rhino}; do
    mapfile -t main < <("$here/panel.sh" main "$program" "$out")
    exhaustive="${EXHAUSTIVE_FROM:-$out}/$program-exhaustive"
    [[ -n "${EXHAUSTIVE_FROM:-}" ]] || measure "$exhaustive" "${common[@]}" --heap "${HEAP:-384m}" --repeat "$repeat"
    measure "$out/$program-race" "${common[@]}" --heap "${HEAP:-384m}" --repeat "$repeat" --race
    python3 - "$program" "$exhaustive/results.json" "$out/$program-race/race.json" <<'PY'
import json, sys
program, exhaustive, race = sys.argv[1:4]
configs = json.load(open(exhaustive))["configs"]
timed = [c for c in configs if c["summary"]["wallSeconds"] and c["summary"]["wallSeconds"]["median"] is not None]
winner = min(timed, key=lambda c: c["summary"]["wallSeconds"]["median"])["id"] if timed else "-"
r = json.load(open(race))
winners = [w["config"] for w in r["winners"]]
print("%-8s %-40s %-60s %-8s %d/%d = %.0f %%" % (program, winner, ",".join(winners), "yes" if winner in winners else "NO",
      r["runsSpent"], r["exhaustiveRuns"], 100.0 * r["runsSpent"] / max(1, r["exhaustiveRuns"])))
PY
done

if [[ -n "${HEAPS-1.5x,2x,3x,4x,6x}" ]]; then
    echo
    echo "heap curve, leave-one-heap-out (compare's 'Heap curve' section per program):"
    for program in ${PROGRAMS:-javac h2 rhino}; do
        mapfile -t main < <("$here/panel.sh" main "$program" "$out")
        measure "$out/$program-heaps" "${curve[@]}" --min-heap --min-heap-max 2g --heap "${HEAPS:-1.5x,2x,3x,4x,6x}" \
            --repeat 6
        echo "== $program"
        sed -n '/^Heap curve/,/^$/p' "$out/$program-heaps.out"
    done
fi
