#!/usr/bin/env python3
"""Markdown tables for validation/notes/compare-panel.md from a `tenure compare` bundle of the validation workloads.

usage: validation/summarize_compare.py BUNDLE_DIR [A_CONFIG B_CONFIG]
       validation/summarize_compare.py --ranking NAME=BUNDLE_DIR...
       validation/summarize_compare.py --min-heap NAME=BUNDLE_DIR...

Prints the ranking (median wall and CPU with intervals, as tenure computed them), the cost
split, the load average range during the runs, and, for the pair A/B, tenure's paired wall
ratio beside an independent measurement of the same runs: the workload's own measured phase
(MeasuredPhase writes runs/<id>/result.json through {runDir}), paired the same way.
--ranking: one row per program, each JVM's collectors by median wall time with the paired ratio
to that JVM's fastest. --min-heap: every minimum heap the bundles found, with their probes.
"""
import json
import random
import statistics
import sys
from pathlib import Path


def fmt(ci):
    return "–" if ci is None else f"{ci['median']:.3f} [{ci['ci95Low']:.3f}, {ci['ci95High']:.3f}]"


def num(x, digits=3):
    return "–" if x is None else f"{x:.{digits}f}"


def bootstrap_median(ratios, n=4000, seed=1):
    rnd = random.Random(seed)
    meds = sorted(statistics.median(rnd.choices(ratios, k=len(ratios))) for _ in range(n))
    return statistics.median(ratios), meds[int(0.025 * (n - 1))], meds[int(0.975 * (n - 1)) + 1 if n > 1 else 0]


def ranking(named):
    print("| program | JDK 17 | Temurin 25 |")
    print("|---|---|---|")
    for name, bundle in named:
        r = json.loads((bundle / "results.json").read_text())
        cells = []
        for jvm in ("openjdk-17", "temurin-25"):
            cs = sorted((c for c in r["configs"] if c["jvm"]["id"] == jvm and c["summary"]["wallSeconds"]),
                        key=lambda c: c["summary"]["wallSeconds"]["median"])
            parts = []
            for c in cs:
                label = c["collector"].replace("-generational", "")
                if c is cs[0]:
                    parts.append(f"{label} {c['summary']['wallSeconds']['median']:.2f} s")
                    continue
                pair = next(p for p in r["pairs"] if {p["a"], p["b"]} == {c["id"], cs[0]["id"]})
                w = pair["wallRatio"]
                if pair["a"] != c["id"]:
                    w = {"median": 1 / w["median"], "ci95Low": 1 / w["ci95High"], "ci95High": 1 / w["ci95Low"]}
                tie = "=" if w["ci95Low"] <= 1 <= w["ci95High"] else ""
                parts.append(f"{tie}{label} {w['median']:.2f} [{w['ci95Low']:.2f}, {w['ci95High']:.2f}]")
            cells.append(", ".join(parts) or "–")
        print(f"| {name} | {cells[0]} | {cells[1]} |")


def min_heaps(named):
    print("| program | JVM | collector | minimum heap MB | probes (MB: ok/failed, wall s) |")
    print("|---|---|---|---|---|")
    for name, bundle in named:
        r = json.loads((bundle / "results.json").read_text())
        for m in r.get("minHeap", []):
            probes = ", ".join(f"{x['heapMB']}: {'ok' if x['completed'] else 'failed'}"
                               + (f" {x['wallSeconds']:.1f}" if x.get("wallSeconds") is not None else "") for x in m["probes"])
            print(f"| {name} | {m['jvm']} | {m['collector']} | {m['minHeapMB'] if m['minHeapMB'] is not None else '–'} | {probes} |")


def main():
    if len(sys.argv) > 2 and sys.argv[1] in ("--ranking", "--min-heap"):
        named = [(a.split("=", 1)[0], Path(a.split("=", 1)[1])) for a in sys.argv[2:] if "=" in a]
        if len(named) != len(sys.argv) - 2:
            sys.exit("summarize_compare.py: give NAME=BUNDLE_DIR for every bundle")
        (ranking if sys.argv[1] == "--ranking" else min_heaps)(named)
        return
    bundle = Path(sys.argv[1])
    r = json.loads((bundle / "results.json").read_text())
    runs = [run for c in r["configs"] for run in c["runs"]]
    loads = [run["loadAverage"] for run in runs if run.get("loadAverage") is not None]
    ok = [run for run in runs if run["status"] == "ok"]
    print(f"{len(ok)} ok runs of {len(runs)}; complete: {r['complete']}; load average at launch "
          f"{min(loads):.1f}–{max(loads):.1f} (median {statistics.median(loads):.1f})" if loads else "no runs")
    print()
    print("| configuration | runs | wall s, median [95 % CI] | CPU s | GC pauses s | GC-thread CPU s (source) | peak RSS MB |")
    print("|---|---|---|---|---|---|---|")
    ranked = sorted(r["configs"], key=lambda c: c["summary"]["wallSeconds"]["median"] if c["summary"]["wallSeconds"] else 1e99)
    for c in ranked:
        s = c["summary"]
        sources = sorted({run["gcCpuSource"] for run in c["runs"] if run["gcCpuSource"]})
        print(f"| {c['id']} | {s['measuredRuns']} | {fmt(s['wallSeconds'])} | {fmt(s['cpuSeconds'])} | "
              f"{num(s['gcPauseSeconds'] and s['gcPauseSeconds']['median'])} | "
              f"{num(s['gcCpuSeconds'] and s['gcCpuSeconds']['median'])} ({', '.join(sources) or '–'}) | "
              f"{num(s['peakRssMB'] and s['peakRssMB']['median'], 0)} |")
    print()
    print("| configuration | wall s | pauses s | wall − pauses s | mutator slowdown s | CPU s | GC-thread CPU s | CPU − GC CPU s | mutator slowdown (CPU) s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for s in r["costSplit"]:
        print(f"| {s['config']} | {num(s['wallSeconds'])} | {num(s['gcPauseSeconds'])} | {num(s['wallRemainderSeconds'])} | "
              f"{num(s['wallMutatorSlowdownSeconds'])} | {num(s['cpuSeconds'])} | {num(s['gcCpuSeconds'])} | "
              f"{num(s['cpuRemainderSeconds'])} | {num(s['cpuMutatorSlowdownSeconds'])} |")
    if len(sys.argv) == 4:
        a, b = sys.argv[2], sys.argv[3]
        pair = next(p for p in r["pairs"] if {p["a"], p["b"]} == {a, b})
        flip = pair["a"] != a
        w = pair["wallRatio"]
        if w and flip:
            w = {"median": 1 / w["median"], "ci95Low": 1 / w["ci95High"], "ci95High": 1 / w["ci95Low"]}
        by = {c["id"]: {run["repetition"]: run for run in c["runs"] if run["status"] == "ok" and not run["warmup"]}
              for c in r["configs"]}
        own = []
        for rep, ra in by[a].items():
            rb = by[b].get(rep)
            fa, fb = bundle / "runs" / ra["runId"] / "result.json", (bundle / "runs" / rb["runId"] / "result.json") if rb else None
            if rb and fa.exists() and fb.exists():
                own.append(json.loads(fa.read_text())["wallSeconds"] / json.loads(fb.read_text())["wallSeconds"])
        print()
        print(f"{a} / {b}: tenure paired wall ratio {fmt(w)} over {pair['pairedRuns']} repetitions; "
              + (f"the workload's own measured phase, same runs: {bootstrap_median(own)[0]:.3f} "
                 f"[{bootstrap_median(own)[1]:.3f}, {bootstrap_median(own)[2]:.3f}] over {len(own)} repetitions"
                 if own else "no workload result files"))


if __name__ == "__main__":
    main()
