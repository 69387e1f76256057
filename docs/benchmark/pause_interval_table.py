#!/usr/bin/env python3
"""Pause, interval, overhead, survival and young size against p, per collector and heap
configuration, from one or more `tenure bench` bundles (results.json, schema tenure-bench/1).

    python3 docs/benchmark/pause_interval_table.py /tmp/bf/fixed2g /tmp/bf/default2g

Per cell (collector x heap configuration x p) the figures are means over the cell's ok runs of
each run's own figure: pauses.meanMs, pauses.p99Ms, intervals.meanMs, overheadPercent,
measuredSurvival (median over the run's collection pairs). The young size is the median over the
run's measured collections of the young generation's capacity in the GC log (Serial: DefNew
capacity (eden + one survivor space); Parallel: PSYoungGen capacity, likewise; G1: (eden target +
survivor regions) x region size); "-" for collectors without a young generation. The last three
columns split the analyzer's pauses by the measured log's "Pause Young"/"Pause Full" lines (G1's
preventive, concurrent-start and mixed young pauses included; not the analyzer's
youngCollections, which counts only the collection pairs it uses for survival): young pauses per
run, their mean, and full collections per run. Prints a Markdown table.
"""
import json
import os
import re
import statistics
import sys

DEFNEW = re.compile(r"\] GC\(\d+\) (?:DefNew|PSYoungGen): \d+K\((\d+)K\)->")
G1_EDEN = re.compile(r"\] GC\(\d+\) Eden regions: \d+->\d+\((\d+)\)")
G1_SURV = re.compile(r"\] GC\(\d+\) Survivor regions: \d+->(\d+)\(")
REGION = re.compile(r"Heap Region Size: (\d+)M")
# The info line that closes a collection: "GC(7) Pause Young (Allocation Failure) 198M->116M(494M) 94.352ms".
PAUSE_LINE = re.compile(r"\]\[gc +\] GC\(\d+\) Pause (Young|Full)\b.* (\d+(?:\.\d+)?)ms$")


def young_pauses(bundle, run):
    """(mean young pause ms, young pauses, full collections) in the run's measured window."""
    measured = os.path.join(bundle, run["gcLogMeasured"]) if run.get("gcLogMeasured") else None
    if not measured or not os.path.exists(measured):
        return None, None, None
    young, full = [], 0
    with open(measured, errors="replace") as log:
        for line in log:
            m = PAUSE_LINE.search(line.rstrip())
            if m:
                if m.group(1) == "Young":
                    young.append(float(m.group(2)))
                else:
                    full += 1
    return (statistics.fmean(young) if young else None), len(young), full


def young_mb(bundle, run):
    measured = os.path.join(bundle, run["gcLogMeasured"]) if run.get("gcLogMeasured") else None
    if not measured or not os.path.exists(measured):
        return None
    sizes = []
    region_mb = None
    with open(os.path.join(bundle, run["gcLog"]), errors="replace") as whole:
        for line in whole:
            m = REGION.search(line)
            if m:
                region_mb = int(m.group(1))
                break
    eden = None
    with open(measured, errors="replace") as log:
        for line in log:
            m = DEFNEW.search(line)
            if m:
                sizes.append(int(m.group(1)) / 1024)
                continue
            m = G1_EDEN.search(line)
            if m:
                eden = int(m.group(1))
                continue
            m = G1_SURV.search(line)
            if m and eden is not None and region_mb:
                sizes.append((eden + int(m.group(1))) * region_mb)
                eden = None
    return statistics.median(sizes) if sizes else None


def mean(values):
    values = [v for v in values if v is not None]
    return statistics.fmean(values) if values else None


def fmt(value, digits):
    return "-" if value is None else f"{value:.{digits}f}"


def main(bundles):
    rows = []
    for bundle in bundles:
        with open(os.path.join(bundle, "results.json")) as f:
            results = json.load(f)
        for cell in results["cells"]:
            runs = [r for r in cell["runs"] if r["status"] == "ok"]
            if not runs:
                continue
            rows.append((
                cell["collector"], cell["heapConfig"], cell["target"]["survival"], len(runs),
                mean(r["pauses"]["meanMs"] for r in runs if r.get("pauses")),
                mean(r["pauses"]["p99Ms"] for r in runs if r.get("pauses")),
                mean(r["intervals"]["meanMs"] for r in runs if r.get("intervals")),
                mean(r.get("overheadPercent") for r in runs),
                mean(r.get("measuredSurvival") for r in runs),
                mean(young_mb(bundle, r) for r in runs),
                mean(young_pauses(bundle, r)[1] for r in runs),
                mean(young_pauses(bundle, r)[0] for r in runs),
                mean(young_pauses(bundle, r)[2] for r in runs),
            ))
    order = ["serial", "parallel", "g1", "shenandoah", "zgc"]
    rows.sort(key=lambda r: (r[1] != "fixed-young", order.index(r[0]) if r[0] in order else 99, r[2]))
    print("| collector | sizing | p | runs | mean pause ms | p99 pause ms | mean interval ms "
          "| overhead % | measured s | young MB | young pauses | mean young pause ms | full GCs |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]:.1f} | {r[3]} | {fmt(r[4], 2)} | {fmt(r[5], 2)} | {fmt(r[6], 1)} "
              f"| {fmt(r[7], 1)} | {fmt(r[8], 3)} | {fmt(r[9], 0)} | {fmt(r[10], 0)} | {fmt(r[11], 2)} | {fmt(r[12], 1)} |")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: pause_interval_table.py BUNDLE_DIR...")
    main(sys.argv[1:])
