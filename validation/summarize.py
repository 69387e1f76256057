#!/usr/bin/env python3
"""Summarises a validation run (validation/run.sh) against a tenure model.

For every run it cuts the GC log to the measured phase (by the JVM uptimes the child recorded),
asks `tenure analyze` for the program's GC profile and `tenure predict --log` for the model's
prediction (calibrated on the collector the log comes from), then prints Markdown tables:
measured medians with intervals, measured ratios between collectors, and predicted vs measured
ratios with the error. Writes summary-MODEL.json beside the tables for later checks.

usage: validation/summarize.py RUN_DIR MODEL.json [TENURE_LAUNCHER]
       validation/summarize.py --from-summary RUN_DIR/summary-MODEL.json   (tables again, no tenure calls)
"""
import glob
import json
import os
import random
import re
import statistics
import subprocess
import sys

UPTIME = re.compile(r"^\[[^\]]*\]\[(\d+(?:\.\d+)?)s\]")
COLLECTOR_NAMES = {"serial": "Serial", "parallel": "Parallel", "g1": "G1", "zgc": "ZGC", "shenandoah": "Shenandoah"}
BOOTSTRAP = 10000
BOOTSTRAP_PREDICT = "200"  # per-run prediction intervals; the model's own 500 replicates cost minutes over 64 runs


def cut_log(source, target, start_ms, end_ms):
    """Keeps the lines of the measured window only. The start-up lines (collector, version) would stretch the
    log's elapsed time back to JVM start and dilute its GC overhead; predict is told the platform instead."""
    with open(source, encoding="utf-8", errors="replace") as src, open(target, "w", encoding="utf-8") as out:
        for line in src:
            m = UPTIME.match(line)
            if m and start_ms <= float(m.group(1)) * 1000 <= end_ms:
                out.write(line)


def tenure_json(launcher, *args):
    # C1 only and Serial GC: tenure's own short runs start faster, and the machine's cores stay with the other work
    env = dict(os.environ, TENURE_JAVA_OPTS=os.environ.get("TENURE_JAVA_OPTS", "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"))
    run = subprocess.run([launcher, *args, "--format", "json"], capture_output=True, text=True, env=env)
    if run.returncode != 0:
        return {"error": (run.stderr.strip().splitlines() or ["exit %d" % run.returncode])[-1]}
    return json.loads(run.stdout)


def median_interval(values):
    """Median and the distribution-free interval [x(k), x(n+1-k)] with the largest k that keeps coverage >= 95 %
    (for n < 6 no such k exists: min and max are given with their actual coverage)."""
    xs = sorted(values)
    n = len(xs)
    from math import comb
    best = (1, 1 - 2 / 2 ** n)
    for k in range(1, n // 2 + 1):
        coverage = 1 - 2 * sum(comb(n, i) for i in range(0, k)) / 2 ** n
        if coverage >= 0.95:
            best = (k, coverage)
    k, coverage = best
    return statistics.median(xs), xs[k - 1], xs[n - k], coverage


def ratio_interval(a, b, seed):
    """Ratio of medians a/b with a bootstrap percentile 95 % interval (runs resampled within each side)."""
    rng = random.Random(seed)
    ratios = sorted(statistics.median(rng.choices(a, k=len(a))) / statistics.median(rng.choices(b, k=len(b)))
                    for _ in range(BOOTSTRAP))
    return statistics.median(a) / statistics.median(b), ratios[int(0.025 * BOOTSTRAP)], ratios[int(0.975 * BOOTSTRAP) - 1]


def paired_ratio(other, obs, field, seed):
    """Median over repetitions of the per-repetition ratio other/obs (the runs of one repetition ran minutes apart,
    so a slow-moving load cancels), with a bootstrap percentile 95 % interval over repetitions."""
    by_rep = {r["repetition"]: r["result"][field] for r in obs}
    ratios = [r["result"][field] / by_rep[r["repetition"]] for r in other if r["repetition"] in by_rep]
    if not ratios:
        return None, None, None
    rng = random.Random(seed)
    boot = sorted(statistics.median(rng.choices(ratios, k=len(ratios))) for _ in range(BOOTSTRAP))
    return statistics.median(ratios), boot[int(0.025 * BOOTSTRAP)], boot[int(0.975 * BOOTSTRAP) - 1]


def main():
    if sys.argv[1] == "--from-summary":
        with open(sys.argv[2], encoding="utf-8") as f:
            summary = json.load(f)
        with open(summary["model"], encoding="utf-8") as f:
            model = json.load(f)
        report(summary["runs"], {p["collector"].lower(): p["key"] for p in model["platforms"]})
        return
    run_dir, model_path = sys.argv[1], sys.argv[2]
    launcher = sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tenure")
    with open(model_path, encoding="utf-8") as f:
        model = json.load(f)
    # bench bundles name collectors by id ("serial"), hand-made ones by name ("Serial"): match either
    keys = {p["collector"].lower(): p["key"] for p in model["platforms"]}
    os.makedirs(os.path.join(run_dir, "measured-logs"), exist_ok=True)
    runs = []
    for path in sorted(glob.glob(os.path.join(run_dir, "results", "*.json"))):
        name = os.path.basename(path)[:-5]
        workload, gc, rep = name.rsplit("-", 2)
        with open(path, encoding="utf-8") as f:
            result = json.load(f)
        cut = os.path.join(run_dir, "measured-logs", name + ".log")
        cut_log(os.path.join(run_dir, "logs", name + ".log"), cut, result["measuredStartUptimeMs"], result["measuredEndUptimeMs"])
        collector = COLLECTOR_NAMES[gc]
        cached = cut + ".analysis.json"
        if os.path.exists(cached):
            with open(cached, encoding="utf-8") as f:
                analysis = json.load(f)
        else:
            analysis = tenure_json(launcher, "analyze", cut)
            with open(cached, "w", encoding="utf-8") as f:
                json.dump(analysis, f)
        prediction = None
        if gc in keys:
            prediction = tenure_json(launcher, "predict", "--model", model_path, "--log", cut, "--platform", keys[gc],
                                     "--bootstrap", BOOTSTRAP_PREDICT)
        absolute = tenure_json(launcher, "predict", "--model", model_path, "--log", cut, "--bootstrap", "50")
        runs.append({"name": name, "workload": workload, "collector": collector, "repetition": int(rep),
                     "result": result, "analysis": analysis, "prediction": prediction, "absolute": absolute})
        print("analysed", name, file=sys.stderr)
    stem = os.path.splitext(os.path.basename(model_path))[0]
    with open(os.path.join(run_dir, "summary-" + stem + ".json"), "w", encoding="utf-8") as f:
        json.dump({"model": model_path, "runs": runs}, f, indent=1)
    report(runs, keys)


def fmt(x, digits=3):
    return "–" if x is None else f"{x:.{digits}f}"


def report(runs, keys):
    workloads = sorted({r["workload"] for r in runs})
    order = [c for c in ["Serial", "Parallel", "G1", "ZGC", "Shenandoah"] if any(r["collector"] == c for r in runs)]
    for w in workloads:
        print(f"\n### {w}: measured phase per collector\n")
        print("| collector | runs | wall s median [interval, coverage] | CPU s median [interval] | allocated MB | "
              "survival s (median of runs) | GC overhead % | pauses | alloc MB/s |")
        print("|---|---|---|---|---|---|---|---|---|")
        for c in order:
            rs = [r for r in runs if r["workload"] == w and r["collector"] == c]
            if not rs:
                continue
            wall = median_interval([r["result"]["wallSeconds"] for r in rs])
            cpu = median_interval([r["result"]["cpuSeconds"] for r in rs])
            alloc = statistics.median(r["result"]["allocatedMB"] for r in rs)
            a = [r["analysis"] for r in rs if "error" not in r["analysis"]]
            surv = [x["survival"]["median"] for x in a if x["survival"]["median"] is not None]
            over = [x["overheadPercent"] for x in a if x["overheadPercent"] is not None]
            pauses = [x["pauses"]["count"] for x in a]
            rate = [x["allocationRateMBps"] for x in a if x["allocationRateMBps"] is not None]
            print(f"| {c} | {len(rs)} | {fmt(wall[0], 2)} [{fmt(wall[1], 2)}, {fmt(wall[2], 2)}; {wall[3]:.0%}] | "
                  f"{fmt(cpu[0], 2)} [{fmt(cpu[1], 2)}, {fmt(cpu[2], 2)}] | {alloc:.0f} | "
                  f"{fmt(statistics.median(surv)) if surv else '–'} | {fmt(statistics.median(over), 1) if over else '–'} | "
                  f"{statistics.median(pauses) if pauses else '–'} | {fmt(statistics.median(rate), 0) if rate else '–'} |")
        print(f"\n### {w}: predicted vs measured time ratios (T_P / T_O)\n")
        print("| observed on O | other P | predicted (median of runs) [95 % CI of one run] | measured wall, ratio of medians "
              "[95 % CI] | measured wall, paired by repetition [95 % CI] | error vs paired (pred/meas − 1) | "
              "measured CPU, paired [95 % CI] | absolute-mode prediction |")
        print("|---|---|---|---|---|---|---|---|")
        errors = []
        null_errors = []  # the error of saying "the collector does not matter" (ratio 1) for the same pairs
        for o in order:
            obs = [r for r in runs if r["workload"] == w and r["collector"] == o]
            if not obs:
                continue
            for p in order:
                if p == o:
                    continue
                other = [r for r in runs if r["workload"] == w and r["collector"] == p]
                if not other:
                    continue
                seed = sum(map(ord, w + o + p))
                meas = ratio_interval([r["result"]["wallSeconds"] for r in other], [r["result"]["wallSeconds"] for r in obs], seed)
                paired = paired_ratio(other, obs, "wallSeconds", seed)
                cpu = paired_ratio(other, obs, "cpuSeconds", seed)
                pred, lo, hi = predicted(obs, keys.get(p.lower()), "prediction")
                absolute = absolute_ratio(obs, keys.get(p.lower()), keys.get(o.lower()))
                err = None if pred is None else pred / paired[0] - 1
                if err is not None:
                    errors.append(abs(err))
                    null_errors.append(abs(1 / paired[0] - 1))
                print(f"| {o} | {p} | {fmt(pred)} [{fmt(lo)}, {fmt(hi)}] | {fmt(meas[0])} [{fmt(meas[1])}, {fmt(meas[2])}] | "
                      f"{fmt(paired[0])} [{fmt(paired[1])}, {fmt(paired[2])}] | {'–' if err is None else f'{err:+.1%}'} | "
                      f"{fmt(cpu[0])} [{fmt(cpu[1])}, {fmt(cpu[2])}] | {fmt(absolute)} |")
        if errors:
            print(f"\nMean absolute error over the {len(errors)} predicted pairs (vs paired wall ratio): "
                  f"{statistics.mean(errors):.1%}; largest {max(errors):.1%}. Predicting 1 for every pair would give "
                  f"{statistics.mean(null_errors):.1%}; largest {max(null_errors):.1%}.")


def relative_time(row):
    """(value, ci95Low, ci95High) of a program prediction: an estimate object in tenure-predict/1,
    flat keys in the summaries written before it (--from-summary)."""
    t = row["relativeTime"]
    if isinstance(t, dict):
        return t["value"], t["ci95Low"], t["ci95High"]
    return t, row.get("ci95Low"), row.get("ci95High")


def predicted(obs, key, field):
    """Median over the observed runs of the calibrated relative time of platform `key`, and the median CI bounds."""
    if key is None:
        return None, None, None
    values = []
    for r in obs:
        pr = r[field]
        if not pr or "error" in pr or not pr.get("program"):
            continue
        for row in pr["program"]["predictions"]:
            if row["platform"] == key:
                values.append(relative_time(row))
    if not values:
        return None, None, None
    return tuple(statistics.median(v[i] for v in values if v[i] is not None) for i in range(3))


def absolute_ratio(obs, key_p, key_o):
    """Absolute mode (no calibration): T_P / T_O from the same log, both from the benchmark's GC cost."""
    if key_p is None or key_o is None:
        return None
    values = []
    for r in obs:
        pr = r["absolute"]
        if not pr or "error" in pr or not pr.get("program"):
            continue
        rows = {row["platform"]: relative_time(row)[0] for row in pr["program"]["predictions"]}
        if key_p in rows and key_o in rows and rows[key_o]:
            values.append(rows[key_p] / rows[key_o])
    return statistics.median(values) if values else None


if __name__ == "__main__":
    main()
