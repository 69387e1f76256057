#!/usr/bin/env bash
# The validation panel (docs/VALIDATION.md, docs/COMPARE.md): five real programs, fetched from
# Maven Central by their pinned coordinates in validation/programs/pom.xml, measured with
# `tenure compare` under every collector of JDK 17 and Temurin 25.
#
# usage: validation/panel.sh fetch            download the programs (and Commons Math's sources) into
#                                             the local Maven repository; print the class path file
#        validation/panel.sh prepare OUT      compile the workloads into OUT/classes and unpack the
#                                             sources; print the class path of a run
#        validation/panel.sh main PROGRAM OUT  print PROGRAM's workload main class and arguments
#        validation/panel.sh run OUT [REPEAT]  compile the workloads into OUT/classes, unpack the
#                                             sources, and run one resumable `tenure compare` per
#                                             program in OUT/<program>, one program after another
#                                             (in the background; logs in OUT/<program>.err). Run it
#                                             again to resume.
#   env: JVMS (default "/usr/lib/jvm/java-17-openjdk-amd64 /usr/lib/jvm/temurin-25-jdk-amd64"),
#        GCS (default serial,parallel,g1,shenandoah,zgc,zgc-generational), HEAP (default 384m),
#        PROGRAMS (default "javac h2 lucene pmd rhino"), TENURE (default: the repository's ./tenure)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
pom="$here/programs/pom.xml"
jdk17=/usr/lib/jvm/java-17-openjdk-amd64
marker='tenure-validation: measured phase starts'

classpath_file() {
    local file=$1; shift
    mvn -B -q "$@" -f "$pom" dependency:build-classpath -Dmdep.outputFile="$file" >&2
}

# compiles the workloads into $out/classes and unpacks Commons Math's sources; sets cp and src
prepare() {
    mkdir -p "$out/classes"
    out="$(cd "$out" && pwd)"
    classpath_file "$out/cp.txt" -o || { echo "panel.sh: the programs are not in the local Maven repository; run: validation/panel.sh fetch" >&2; exit 1; }
    cp="$(cat "$out/cp.txt")"
    "$jdk17/bin/javac" --release 17 -Xlint:all -Werror -cp "$cp" -d "$out/classes" \
        "$here"/src/io/tenure/validation/*.java "$here"/panel/src/io/tenure/validation/*.java
    math_sources="$(tr ':' '\n' < "$out/cp.txt" | grep 'commons-math3-3.6.1-sources.jar')"
    if [[ ! -d "$out/commons-math3-src" ]]; then
        mkdir -p "$out/commons-math3-src"
        (cd "$out/commons-math3-src" && unzip -q "$math_sources" 'org/*')
    fi
    src="$out/commons-math3-src"
}

# sets main to the program's main class and arguments, one measured phase of about 3 s
workload_main() {
    case $1 in
        javac)  main=(io.tenure.validation.JavacWorkload '{runDir}/result.json' "$src" 0 1) ;;
        h2)     main=(io.tenure.validation.H2Workload '{runDir}/result.json' 3000 12000) ;;
        lucene) main=(io.tenure.validation.LuceneWorkload '{runDir}/result.json' "$src" 1 2 3 1000) ;;
        pmd)    main=(io.tenure.validation.PmdWorkload '{runDir}/result.json' "$src/org/apache/commons/math3/random" 1 3) ;;
        rhino)  main=(io.tenure.validation.RhinoWorkload '{runDir}/result.json' 4 20) ;;
        *) echo "panel.sh: unknown program '$1' (known: javac h2 lucene pmd rhino)" >&2; exit 2 ;;
    esac
}

case "${1:-}" in
fetch)
    mvn -B -q -f "$pom" dependency:resolve
    out="$(mktemp "${TMPDIR:-/tmp}/tenure-panel-cp.XXXXXX")"
    classpath_file "$out" -o
    echo "$out"
    ;;
prepare)
    out="${2:?usage: panel.sh prepare OUT}"
    prepare
    echo "$out/classes:$cp"
    ;;
main)
    # the main class and arguments of PROGRAM's workload, one per line (after panel.sh prepare OUT)
    program="${2:?usage: panel.sh main PROGRAM OUT}"
    out="$(cd "${3:?usage: panel.sh main PROGRAM OUT}" && pwd)"
    src="$out/commons-math3-src"
    workload_main "$program"
    printf '%s\n' "${main[@]}"
    ;;
run)
    out="${2:?usage: panel.sh run OUT [REPEAT]}"
    repeat="${3:-3}"
    prepare
    tenure="${TENURE:-$here/../tenure}"
    jvm_args=()
    for j in ${JVMS:-$jdk17 /usr/lib/jvm/temurin-25-jdk-amd64}; do jvm_args+=(--jvm "$j"); done
    common=("${jvm_args[@]}" --gc "${GCS:-serial,parallel,g1,shenandoah,zgc,zgc-generational}" --heap "${HEAP:-384m}"
            --repeat "$repeat" --no-jfr --timeout 15m --measure-from "$marker")
    programs="${PROGRAMS:-javac h2 lucene pmd rhino}"
    for program in $programs; do
        # checked here: the loop below runs in the background, where a message would be lost
        case $program in
            javac|h2|lucene|pmd|rhino) ;;
            *) echo "panel.sh: unknown program '$program' in PROGRAMS (known: javac h2 lucene pmd rhino)" >&2; exit 2 ;;
        esac
    done
    # one program at a time: on a 2-core machine two programs measured at once would share the
    # cores their collectors' threads compete for, and each would measure the other
    (
        for program in $programs; do
            # about 3 s of measured phase per run on a quiet 2-core machine (javac: one cold
            # compilation, as a build runs it); docs/VALIDATION.md gives the times
            workload_main "$program"
            resume=()
            [[ -f "$out/$program/results.json" ]] && resume=(--resume)
            echo "$program $(date -u +%FT%TZ) $(uptime)" >> "$out/uptime.txt"
            "$tenure" compare "${common[@]}" "${resume[@]}" --out "$out/$program" -- -cp "$out/classes:$cp" "${main[@]}" \
                > "$out/$program.out" 2> "$out/$program.err" || echo "panel.sh: $program: exit $?" >> "$out/uptime.txt"
        done
        echo "done $(date -u +%FT%TZ) $(uptime)" >> "$out/uptime.txt"
    ) > /dev/null 2>&1 < /dev/null &
    echo "panel.sh: running $programs one after another: pid $! (progress: $out/<program>.err, $out/uptime.txt)"
    ;;
*)
    echo "usage: validation/panel.sh fetch | prepare OUT | run OUT [REPEAT]" >&2
    exit 2
    ;;
esac
