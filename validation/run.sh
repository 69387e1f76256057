#!/usr/bin/env bash
# Runs the validation workloads (javac compiling Commons Math 3.6.1's sources; H2 under a TPC-C-like
# mix) in child JVMs under several collectors, interleaved: for every repetition, every workload,
# every collector (the collector order rotates with the repetition so no collector always runs
# first after a workload switch). Each child writes its measured phase to results/W-C-R.json and
# its GC log to logs/W-C-R.log.
#
# usage: validation/run.sh OUT_DIR [REPETITIONS] [COLLECTORS]
#   env: JAVA_HOME (default /usr/lib/jvm/java-17-openjdk-amd64), HEAP (default -Xms384m -Xmx384m),
#        YOUNG (default -Xmn48m; generational collectors only), JAVAC_ROUNDS ("1 1": warm-up, measured rounds),
#        H2_TRANSACTIONS ("2000 4000": warm-up, measured), FIRST_REPETITION (default 1: to add
#        repetitions to an existing OUT_DIR, e.g. FIRST_REPETITION=5 with REPETITIONS=4 runs 5..8)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?usage: run.sh OUT_DIR [REPETITIONS] [COLLECTORS]}"
repetitions="${2:-5}"
IFS=',' read -r -a collectors <<< "${3:-serial,parallel,g1,zgc}"
java_home="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"
heap="${HEAP:--Xms384m -Xmx384m}"
young="${YOUNG:--Xmn48m}"
javac_rounds="${JAVAC_ROUNDS:-1 1}"
h2_transactions="${H2_TRANSACTIONS:-2000 4000}"
m2="${M2_REPO:-$HOME/.m2/repository}"
h2_jar="$m2/com/h2database/h2/2.3.232/h2-2.3.232.jar"
math_sources="$m2/org/apache/commons/commons-math3/3.6.1/commons-math3-3.6.1-sources.jar"

for f in "$h2_jar" "$math_sources"; do
    [[ -f "$f" ]] || { echo "run.sh: missing $f; fetch it with:" >&2
        echo "  mvn dependency:get -Dartifact=com.h2database:h2:2.3.232 -Dtransitive=false" >&2
        echo "  mvn dependency:get -Dartifact=org.apache.commons:commons-math3:3.6.1:jar:sources -Dtransitive=false" >&2
        exit 1; }
done

mkdir -p "$out/classes" "$out/logs" "$out/results" "$out/stderr"
"$java_home/bin/javac" --release 17 -Xlint:all -Werror -cp "$h2_jar" -d "$out/classes" \
    "$here"/src/io/tenure/validation/*.java
if [[ ! -d "$out/commons-math3-src" ]]; then
    mkdir -p "$out/commons-math3-src"
    (cd "$out/commons-math3-src" && unzip -q "$math_sources" 'org/*')
fi

flags_for() {
    case "$1" in
        serial)     echo "-XX:+UseSerialGC $young" ;;
        parallel)   echo "-XX:+UseParallelGC -XX:-UseAdaptiveSizePolicy $young" ;;
        g1)         echo "-XX:+UseG1GC $young" ;;
        zgc)        echo "-XX:+UseZGC" ;;
        shenandoah) echo "-XX:+UseShenandoahGC" ;;
        *) echo "run.sh: unknown collector $1" >&2; exit 2 ;;
    esac
}

{ echo "# $(date -u +%FT%TZ) $(uname -srm) nproc=$(nproc)"; "$java_home/bin/java" -version 2>&1; } >> "$out/runs.txt"
n=${#collectors[@]}
first="${FIRST_REPETITION:-1}"
for ((rep = first; rep < first + repetitions; rep++)); do
    for workload in javac h2; do
        for ((i = 0; i < n; i++)); do
            gc="${collectors[$(((i + rep - 1) % n))]}"
            name="$workload-$gc-$rep"
            # shellcheck disable=SC2046 # the flag strings are word lists on purpose
            cmd=("$java_home/bin/java" $(flags_for "$gc") $heap
                 "-Xlog:gc*,gc+age=trace,safepoint:file=$out/logs/$name.log:uptime,time,level,tags"
                 -cp "$out/classes:$h2_jar")
            if [[ $workload == javac ]]; then
                # shellcheck disable=SC2086
                cmd+=(io.tenure.validation.JavacWorkload "$out/results/$name.json" "$out/commons-math3-src" $javac_rounds)
            else
                # shellcheck disable=SC2086
                cmd+=(io.tenure.validation.H2Workload "$out/results/$name.json" $h2_transactions)
            fi
            load="$(cut -d' ' -f1 /proc/loadavg)"
            echo "$(date -u +%T) load=$load ${cmd[*]}" >> "$out/runs.txt"
            if ! timeout 600 "${cmd[@]}" > "$out/stderr/$name.out" 2>&1; then
                echo "$(date -u +%T) FAILED $name (exit $?), see $out/stderr/$name.out" | tee -a "$out/runs.txt" >&2
            fi
        done
    done
done
