#!/usr/bin/env python3
"""Issue #12 item 5: the jbb workload's measured gaps against the models' predictions from its own G1 log.

usage: validation/jbb_predict.py BUNDLE=MODEL[,MODEL...] [BUNDLE=MODEL[,MODEL...]...]

BUNDLE is a `tenure bench --workload jbb` bundle with a G1 cell and others on the same JVM; each
MODEL (a `tenure fit` model file) predicts, from the GC log of the G1 cell's first ok fork (its
measured window), every other collector's time relative to G1 (`tenure predict --log ... --observed
<the model's G1 platform of that JVM>`: the cut log has no header to name its JVM). The measured
ratio is the runs' time per GB allocated, paired by repetition, with a Student-t 95 % interval on
the log ratios. Prints a Markdown table and each model's mean absolute error beside that of the
"no difference" answer.
"""
import json, math, os, statistics, subprocess, sys
from pathlib import Path

# Student-t 0.975 quantiles by degrees of freedom (above 30: the normal's 1.96 is within 5 %)
T975 = [None, 12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
        2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042]


def t975(df):
    return T975[df] if df < len(T975) else 1.96
tenure = str(Path(__file__).resolve().parent.parent / "tenure")
env = dict(os.environ, TENURE_JAVA_OPTS="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC")

def per_gb(run):
    cal = run.get("calibration") or {}
    return run["elapsedSeconds"] / ((cal.get("workMB") or 1024) / 1024)

rows = []
if len(sys.argv) < 2 or any("=" not in a for a in sys.argv[1:]):
    sys.exit(__doc__.split("\n\n")[1])
for bundle, models in ((Path(a.split("=", 1)[0]), a.split("=", 1)[1].split(",")) for a in sys.argv[1:]):
    r = json.loads((bundle / "results.json").read_text())
    cells = {c["collector"]: c for c in r["cells"] if c["status"] == "ok"}
    if "g1" not in cells:
        sys.exit(f"jbb_predict.py: {bundle}: no ok G1 cell, whose log the predictions start from")
    g1 = cells["g1"]
    g1_runs = {x["repetition"]: per_gb(x) for x in g1["runs"] if x["status"] == "ok"}
    obs = next(x for x in g1["runs"] if x["status"] == "ok")
    log = bundle / (obs.get("gcLogMeasured") or obs["gcLog"])
    preds = {}
    for model in models:
        jvm = g1["jvm"]["id"]
        keys = [q["key"] for q in json.loads(Path(model).read_text())["platforms"]]
        key = next((k for k in keys if k.split("/")[1] == jvm and k.split("/")[2].lower() == "g1"), None)
        if key is None:
            continue
        # the measured window has no header lines, so the log cannot name its JVM: the platform is given
        out = subprocess.run([tenure, "predict", "--model", model, "--log", str(log), "--observed", key, "--format", "json"],
                             capture_output=True, text=True, env=env)
        if out.returncode != 0:
            preds[model] = {"error": out.stderr.strip().splitlines()[-1]}
            continue
        d = json.loads(out.stdout)
        preds[model] = {"predictor": d["predictor"], "observed": d["observed"]["platform"],
                        "survival": d["program"]["factors"]["survival"],
                        "rows": {p["collector"].lower().split(" ")[0]: p["wallRatio"] for p in d["predictions"] if p["sameJvm"]}}
    for coll, c in cells.items():
        if coll == "g1":
            continue
        logs = []
        for x in c["runs"]:
            if x["status"] == "ok" and x["repetition"] in g1_runs:
                logs.append(math.log(per_gb(x) / g1_runs[x["repetition"]]))
        n = len(logs)
        m = statistics.mean(logs)
        h = t975(n - 1) * statistics.stdev(logs) / math.sqrt(n) if n > 1 else float("nan")
        s = c["runs"][0].get("measuredSurvival")
        name = c["collectorName"].split(" ")[0].lower()
        row = {"jvm": c["jvm"]["id"], "collector": c["collectorName"], "measured": (math.exp(m), math.exp(m - h), math.exp(m + h)), "n": n}
        for model, p in preds.items():
            e = p.get("rows", {}).get(name)
            row[p.get("predictor", model)] = None if e is None else (e["value"], e["ci95Low"], e["ci95High"])
        rows.append(row)
    print(bundle.name, "observed log:", log, {p.get("predictor", k): (p.get("observed"), p.get("survival"), p.get("error")) for k, p in preds.items()}, file=sys.stderr)
    print(bundle.name, "measured s:", {k: v["runs"][0].get("measuredSurvival") for k, v in cells.items()}, file=sys.stderr)

fmt = lambda e: "–" if e is None else f"{e[0]:.2f} [{e[1]:.2f}, {e[2]:.2f}]"
print("| JVM | collector / G1 | measured, paired [95 % CI] | v2 predicted [95 % CI] | v2 error | v1 predicted | v1 error |")
print("|---|---|---|---|---|---|---|")
errs = {"multi-factor/2": [], "survival-transfer/1": [], "\"no difference\" (on the multi-factor/2 pairs)": []}
for r in rows:
    v2 = r.get("multi-factor/2"); v1 = r.get("survival-transfer/1")
    e2 = v2[0] / r["measured"][0] - 1 if v2 else None
    e1 = v1[0] / r["measured"][0] - 1 if v1 else None
    if e2 is not None: errs["multi-factor/2"].append(abs(e2)); errs["\"no difference\" (on the multi-factor/2 pairs)"].append(abs(1 / r["measured"][0] - 1))
    if e1 is not None: errs["survival-transfer/1"].append(abs(e1))
    pc = lambda e: "–" if e is None else f"{100*e:+.1f} %"
    print(f"| {r['jvm']} | {r['collector']} | {fmt(r['measured'])} (n={r['n']}) | {fmt(v2)} | {pc(e2)} | {fmt(v1)} | {pc(e1)} |")
print()
for k, v in errs.items():
    if v:
        print(f"- {k}: MAE {100*statistics.mean(v):.1f} % over {len(v)} pairs")
