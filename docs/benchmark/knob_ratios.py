#!/usr/bin/env python3
"""Effect of a workload knob per collector: ratio of time per GB at each knob value to a baseline.

Reads tenure bench bundles (results.json), groups ok runs by JVM, collector and the cell's
workload label (what follows p in the cell id: 'r64', 'ls0.25', 'szmixed', '' for none), and
prints per JVM and collector the median measured-phase time per GB at the baseline label and,
for every other label, the ratio of medians with a 95 % percentile-bootstrap interval over the
forks (each side resampled on its own, 4000 replicates, fixed seed). An interval that contains 1
reads "no difference".

    python3 docs/benchmark/knob_ratios.py --base '' --response elapsed BUNDLE [BUNDLE...]

With --gaps, compares collectors instead: per JVM and workload label, each collector's median
against the JVM's fastest collector (ratio and interval as above), with its median measured s
and, for jbb, its median transactions per second and per CPU second and p99 response time.
"""
import argparse
import json
import random
import re
import statistics
import sys
from collections import defaultdict


def label_of(cell_id):
    m = re.search(r"_p\d\.\d{4}(?:_(.*))?$", cell_id)
    return (m.group(1) or "") if m else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default="", help="the baseline workload label ('' for the default workload)")
    ap.add_argument("--response", default="elapsed", choices=["elapsed", "cpu"])
    ap.add_argument("--gaps", action="store_true", help="collectors against the fastest, per JVM and label")
    ap.add_argument("bundles", nargs="+")
    a = ap.parse_args()
    runs = defaultdict(list)
    survival = defaultdict(list)
    order = []
    for b in a.bundles:
        with open(b.rstrip("/") + "/results.json", encoding="utf-8") as f:
            results = json.load(f)
        for c in results["cells"]:
            key = (c["jvm"]["id"], c["collector"], label_of(c["id"]))
            gb = c["target"]["workMB"] / 1024.0
            for r in c.get("runs", []):
                v = r.get("elapsedSeconds") if a.response == "elapsed" else r.get("cpuSeconds")
                if r.get("status") == "ok" and v is not None:
                    runs[key].append(v / gb)
                    if r.get("measuredSurvival") is not None:
                        survival[key].append(r["measuredSurvival"])
            if (key[0], key[1]) not in order:
                order.append((key[0], key[1]))
    rng = random.Random(42)
    if a.gaps:
        return gaps(a.bundles, runs, survival, rng)
    labels = sorted({k[2] for k in runs if k[2] != a.base})
    head = ["JVM", "collector", "base s/GB (n)"] + [f"{l} ratio [95% CI]" for l in labels]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for jvm, gc in order:
        base = runs.get((jvm, gc, a.base))
        if not base:
            continue
        row = [jvm, gc, f"{statistics.median(base):.2f} ({len(base)})"]
        for l in labels:
            x = runs.get((jvm, gc, l))
            if not x:
                row.append("–")
                continue
            ratio = statistics.median(x) / statistics.median(base)
            boot = sorted(statistics.median(rng.choices(x, k=len(x))) / statistics.median(rng.choices(base, k=len(base)))
                          for _ in range(4000))
            lo, hi = boot[int(0.025 * len(boot))], boot[int(0.975 * len(boot)) - 1]
            s = survival.get((jvm, gc, l))
            verdict = " no difference" if lo <= 1 <= hi else ""
            sv = f", s={statistics.median(s):.3f}" if s else ""
            row.append(f"{ratio:.2f} [{lo:.2f}, {hi:.2f}]{verdict}{sv}")
        print("| " + " | ".join(row) + " |")


def interval(x, base, rng):
    boot = sorted(statistics.median(rng.choices(x, k=len(x))) / statistics.median(rng.choices(base, k=len(base)))
                  for _ in range(4000))
    return boot[int(0.025 * len(boot))], boot[int(0.975 * len(boot)) - 1]


def gaps(bundles, runs, survival, rng):
    jbb = defaultdict(lambda: defaultdict(list))
    for b in bundles:
        with open(b.rstrip("/") + "/results.json", encoding="utf-8") as f:
            for c in json.load(f)["cells"]:
                key = (c["jvm"]["id"], c["collector"], label_of(c["id"]))
                for r in c.get("runs", []):
                    w = r.get("workload") or {}
                    if r.get("status") == "ok" and w.get("transactions"):
                        jbb[key]["tps"].append(w["transactionsPerSecond"])
                        jbb[key]["tpcpu"].append(w["transactions"] / r["cpuSeconds"])
                        jbb[key]["p99"].append(w["responseP99Ms"])
    print("| JVM | workload | collector | median s | s/GB (n) | ratio to fastest [95% CI] | tx/s | tx/CPU s | p99 ms |")
    print("|---|---|---|---|---|---|---|---|---|")
    for jvm, label in sorted({(k[0], k[2]) for k in runs}):
        group = {k[1]: v for k, v in runs.items() if k[0] == jvm and k[2] == label}
        best = min(group, key=lambda g: statistics.median(group[g]))
        for gc, x in sorted(group.items(), key=lambda kv: statistics.median(kv[1])):
            lo, hi = interval(x, group[best], rng)
            ratio = statistics.median(x) / statistics.median(group[best])
            s = survival.get((jvm, gc, label))
            j = jbb.get((jvm, gc, label), {})
            med = lambda k, fmt: fmt.format(statistics.median(j[k])) if j.get(k) else "–"
            verdict = "" if gc == best else (" no difference" if lo <= 1 <= hi else "")
            print(f"| {jvm} | {label or 'survival'} | {gc} | {statistics.median(s):.3f} |" if s else f"| {jvm} | {label or 'survival'} | {gc} | – |",
                  f"{statistics.median(x):.2f} ({len(x)}) | {ratio:.2f} [{lo:.2f}, {hi:.2f}]{verdict} |",
                  f"{med('tps', '{:.0f}')} | {med('tpcpu', '{:.0f}')} | {med('p99', '{:.4f}')} |")


if __name__ == "__main__":
    sys.exit(main())
