#!/usr/bin/env python3
"""Leave-one-program-out validation of a model on the validation panel (issue #12, item 4).

usage: validation/lopo.py --model MODEL.json [--model MODEL.json ...] [--label NAME] [--tenure CMD]
                          [--others-arg FLAG] [--json OUT.json] [--jfr NAME FILE ...] [--calibrate-on COLLECTOR]
                          --program NAME BUNDLE_DIR RUN_ID [--program ...]

For every program: one GC log (the run RUN_ID of the `tenure compare` bundle BUNDLE_DIR, cut to the
workload's measured phase when the run's result.json says where it is), `tenure analyze` of it
(the program's profile: survival, allocation rate, GC overhead), and `tenure predict --log LOG
--platform KEY --format json` with the model whose platforms include the log's JVM and collector
(KEY: that platform). Each prediction of another collector P on the same JVM, T_P/T_O, is set
beside compare's paired wall ratio of the same two configurations (the measured truth, with its
95 % interval), with the error predicted/measured - 1, and beside the "no difference" baseline
(a ratio of 1 for every pair). Per program: mean absolute error of the model and of the baseline
over the pairs the model predicts, and whether the model names the measured fastest collector
(the baseline names none). Then the targets of issue #12: MAE at most half the baseline's, and
the fastest collector right for at least 4 of 5 programs.

Leave-one-program-out: the model is fitted by `tenure fit` on benchmark bundles only, and the only
thing read about the predicted program before its prediction is its own GC log; its compare
bundle is read afterwards, to score. A model that calibrates on measured programs (e.g. a barrier
sensitivity from compare ratios) must not see the predicted one: with --others-arg FLAG, predict
is given `FLAG B1,B2,...`, the compare bundles of the *other* programs only.

Config ids in a compare bundle are JVM-COLLECTOR-HEAP (e.g. openjdk-17-g1-384m); the model's
platform keys are host/JVM/Collector/heap.../young... The two are matched by JVM id and collector
name only (case-insensitive): the heap and young-generation settings of the compare runs are
printed beside the model's, not checked.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

UPTIME = re.compile(r"^\[[^\]]*\]\[(\d+(?:\.\d+)?)s\]")
COLLECTOR_NAMES = {"serial": "Serial", "parallel": "Parallel", "g1": "G1", "zgc": "ZGC", "zgc-generational": "ZGC",
                   "shenandoah": "Shenandoah", "shenandoah-generational": "Shenandoah", "epsilon": "Epsilon"}


def tenure_json(tenure, *args):
    # C1 and Serial for tenure itself: its short runs start faster and leave the cores to other work
    env = dict(os.environ, TENURE_JAVA_OPTS=os.environ.get("TENURE_JAVA_OPTS", "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"))
    run = subprocess.run([*tenure.split(), *args, "--format", "json"], capture_output=True, text=True, env=env)
    if run.returncode != 0:
        return {"error": (run.stderr.strip().splitlines() or ["exit %d" % run.returncode])[-1]}
    return json.loads(run.stdout)


def cached(work, name, compute):
    """A tenure answer kept in the work directory: rerunning the script (say, when more runs have
    finished) asks tenure again only about logs it has not seen."""
    path = work / name
    if path.exists():
        return json.loads(path.read_text(encoding="utf-8"))
    answer = compute()
    if "error" not in answer:
        path.write_text(json.dumps(answer), encoding="utf-8")
    return answer


def cut_log(source, target, start_ms, end_ms):
    """The lines of the measured window only (the start-up lines would stretch the log's elapsed time)."""
    with open(source, encoding="utf-8", errors="replace") as src, open(target, "w", encoding="utf-8") as out:
        for line in src:
            m = UPTIME.match(line)
            if m and start_ms <= float(m.group(1)) * 1000 <= end_ms:
                out.write(line)


def program_log(bundle, run, work):
    """The run's GC log, cut to the measured phase when its result.json gives the window."""
    run_dir = bundle / "runs" / run["runId"]
    log = bundle / run["files"]["gcLog"]
    result = run_dir / "result.json"
    if not result.exists():
        return log
    r = json.loads(result.read_text(encoding="utf-8"))
    cut = work / (bundle.name + "-" + run["runId"] + ".measured.log")
    cut_log(log, cut, r["measuredStartUptimeMs"], r["measuredEndUptimeMs"])
    return cut


def relative_time(row, truth="wall"):
    """(value, low, high) of a program prediction row. tenure-predict/2 rows carry `wallRatio` and
    `cpuRatio` estimates (the one scored is the truth's, or the wall ratio when the predictor gives
    no CPU ratio); tenure-predict/1 rows a `relativeTime`
    estimate object or a number with the interval in the row's own ci95Low/ci95High."""
    if "wallRatio" in row:
        # a predictor with one ratio (v1: time only) is scored on it against either truth
        e = (row.get("cpuRatio") if truth == "cpu" else None) or row.get("wallRatio")
        return None if e is None else (e.get("value"), e.get("ci95Low"), e.get("ci95High"))
    e = row.get("relativeTime")
    if e is None:
        return None
    if isinstance(e, dict):
        return e.get("value"), e.get("ci95Low"), e.get("ci95High")
    return e, row.get("ci95Low"), row.get("ci95High")


def platform_of(model, jvm, collector):
    """The model's platform for a compare configuration's JVM id and collector id: by the collector
    id in the key (host/jvm/collector/...), else by the collector's name."""
    name = COLLECTOR_NAMES.get(collector, collector).lower()
    for p in model["platforms"]:
        parts = p["key"].split("/")
        if parts[1] == jvm and (parts[2].lower() == collector.lower() or p["collector"].lower() in (name, collector.lower())):
            return p
    return None


def measured_ratio(results, p_id, o_id):
    """Compare's paired wall and CPU ratio T_P/T_O, as (median, low, high), and the number of pairs."""
    for pair in results["pairs"]:
        if pair["a"] == p_id and pair["b"] == o_id:
            return pair["wallRatio"] and tuple(pair["wallRatio"][k] for k in ("median", "ci95Low", "ci95High")), \
                pair["cpuRatio"] and tuple(pair["cpuRatio"][k] for k in ("median", "ci95Low", "ci95High")), pair["pairedRuns"]
        if pair["a"] == o_id and pair["b"] == p_id:
            inv = lambda r: r and (1 / r["median"], 1 / r["ci95High"], 1 / r["ci95Low"])  # noqa: E731
            return inv(pair["wallRatio"]), inv(pair["cpuRatio"]), pair["pairedRuns"]
    return None, None, 0


def evaluate(name, bundle, run_id, models, args, others, work):
    results = json.loads((bundle / "results.json").read_text(encoding="utf-8"))
    configs = {c["id"]: c for c in results["configs"]}
    run = next((r for c in results["configs"] for r in c["runs"] if r["runId"] == run_id), None)
    if run is None:
        sys.exit(f"lopo.py: {bundle}: no run {run_id}")
    observed = next(c for c in results["configs"] if any(r["runId"] == run_id for r in c["runs"]))
    jvm, collector = observed["jvm"]["id"], observed["collector"]
    log = program_log(bundle, run, work)
    profile = cached(work, log.name + ".analyze.json", lambda: tenure_json(args.tenure, "analyze", str(log)))
    found = [(m, platform_of(m, jvm, collector)) for m in models]
    model, o_platform = next(((m, p) for m, p in found if p is not None), (None, None))
    prediction = None
    if o_platform is not None:
        extra = [args.others_arg, ",".join(str(b) for b in others)] if args.others_arg and others else []
        boot = ["--bootstrap", str(args.bootstrap)] if args.bootstrap else []
        key = f"{log.name}.{Path(model['_path']).stem}.{args.label}.predict.json"
        jfr = ["--jfr", args.jfr[name]] if name in args.jfr else []
        calibrate = (["--calibrate", str(calibration_bundle(results, observed, args.calibrate_on, work / (name + "-" + jvm
                                                                                                        + "-calibration")))]
                     if args.calibrate_on else [])
        prediction = cached(work, key, lambda: tenure_json(args.tenure, "predict", "--model", model["_path"], "--log", str(log),
                                                           "--platform", o_platform["key"], *boot, *extra, *jfr, *calibrate))
    predicted = {}
    if prediction and "error" not in prediction:
        # tenure-predict/2 lists the forecasts at the top; /1 under "program"
        rows = prediction.get("predictions") if "predictions" in prediction else (prediction.get("program") or {}).get("predictions", [])
        for row in rows or []:
            predicted[row["platform"]] = relative_time(row, args.truth)
    rows = []
    for c in results["configs"]:
        if c["jvm"]["id"] != jvm or c["id"] == observed["id"]:
            continue
        wall, cpu, n = measured_ratio(results, c["id"], observed["id"])
        p_platform = platform_of(model, jvm, c["collector"]) if model else None
        pred = predicted.get(p_platform["key"]) if p_platform else None
        truth = cpu if args.truth == "cpu" else wall
        calibration = c["collector"] in (args.calibrate_on or [])
        # a pair the prediction was calibrated on is measured, not predicted: not scored
        err = pred[0] / truth[0] - 1 if pred and pred[0] and truth and not calibration else None
        rows.append({"program": name, "observed": observed["id"], "other": c["id"], "collector": c["collector"],
                     "predicted": pred, "measuredWall": wall, "measuredCpu": cpu, "pairedRuns": n, "error": err,
                     "baselineError": 1 / truth[0] - 1 if truth else None, "calibration": calibration})
    scored = [r for r in rows if r["error"] is not None]
    mae = statistics.mean(abs(r["error"]) for r in scored) if scored else None
    base = statistics.mean(abs(r["baselineError"]) for r in scored) if scored else None
    # fastest collector on this JVM: measured by the paired ratio to O (O itself is 1), predicted likewise
    truth_key = "measuredCpu" if args.truth == "cpu" else "measuredWall"
    measured_rel = {observed["collector"]: 1.0, **{r["collector"]: r[truth_key][0] for r in rows if r[truth_key]}}
    predicted_rel = {observed["collector"]: 1.0, **{r["collector"]: r["predicted"][0] for r in rows if r["predicted"]}}
    fastest_measured = min(measured_rel, key=measured_rel.get)
    fastest_predicted = min(predicted_rel, key=predicted_rel.get) if len(predicted_rel) > 1 else None
    survival = profile.get("survival") or {}
    own = bundle / "runs" / run_id / "result.json"
    own = json.loads(own.read_text(encoding="utf-8")) if own.exists() else {}
    alloc_cpu = own["allocatedMB"] / own["cpuSeconds"] if own.get("cpuSeconds") else None
    return {"program": name, "bundle": str(bundle), "log": str(log), "observed": observed["id"],
            "predictor": prediction.get("predictor") if prediction and "error" not in prediction else None,
            "observedHeapMB": observed["heapMB"], "observedFlags": observed["flags"],
            "modelPlatform": o_platform, "model": model["_path"] if model else None,
            "predictError": prediction.get("error") if prediction else "no model platform for " + jvm + "/" + collector,
            "profile": {"survivalMedian": survival.get("median"), "survivalMean": survival.get("mean"),
                        "copySurvivalMedian": survival.get("copyMedian"), "youngCollections": survival.get("youngCollections"),
                        "allocationRateMBps": profile.get("allocationRateMBps"), "allocatedMBPerCpuSecond": alloc_cpu,
                        "measuredAllocatedMB": own.get("allocatedMB"), "measuredCpuSeconds": own.get("cpuSeconds"), "overheadPercent": profile.get("overheadPercent"),
                        "elapsedSeconds": profile.get("elapsedSeconds"), "error": profile.get("error")},
            "pairs": rows, "mae": mae, "baselineMae": base, "scoredPairs": len(scored),
            "fastestMeasured": fastest_measured, "fastestPredicted": fastest_predicted,
            "fastestRight": fastest_predicted == fastest_measured if fastest_predicted else None,
            "fastestAmong": sorted(predicted_rel)}


def calibration_bundle(results, observed, collectors, target):
    """A copy of the program's compare results with only the observed configuration and those of
    `collectors` on its JVM, and their pairs: what `predict --calibrate` may see (the other pairs are
    the truth it is scored on)."""
    keep = {c["id"] for c in results["configs"]
            if c["id"] == observed["id"] or (c["jvm"]["id"] == observed["jvm"]["id"] and c["collector"] in collectors)}
    if len(keep) < 2:
        sys.exit(f"lopo.py: no configuration of {', '.join(collectors)} beside {observed['id']} to calibrate on")
    copy = dict(results)
    copy["configs"] = [c for c in results["configs"] if c["id"] in keep]
    copy["pairs"] = [p for p in results["pairs"] if p["a"] in keep and p["b"] in keep]
    target.mkdir(parents=True, exist_ok=True)
    (target / "results.json").write_text(json.dumps(copy, indent=1) + "\n", encoding="utf-8")
    return target


def fmt(e, digits=3):
    if e is None or e[0] is None:
        return "–"
    if len(e) > 1 and e[1] is not None:
        return f"{e[0]:.{digits}f} [{e[1]:.{digits}f}, {e[2]:.{digits}f}]"
    return f"{e[0]:.{digits}f}"


def pct(x, sign="+"):
    return "–" if x is None else f"{100 * x:{sign}.1f} %"


def num(x, digits=3):
    return "–" if x is None else f"{x:.{digits}f}"


def report(label, truth, programs):
    print("### Programs (profile from the predicted log, measured phase)\n")
    print("| program | log (config, run) | young GCs | survival s median (mean; copy median) | allocation MB per wall s "
          "| allocated MB / CPU s of the measured phase (workload's own) | GC overhead % |")
    print("|---|---|---|---|---|---|---|")
    for p in programs:
        f = p["profile"]
        print(f"| {p['program']} | {Path(p['log']).name} | {f['youngCollections'] if f['youngCollections'] is not None else '–'} | "
              f"{num(f['survivalMedian'])} ({num(f['survivalMean'])}; {num(f['copySurvivalMedian'])}) | "
              f"{num(f['allocationRateMBps'], 1)} | {num(f['measuredAllocatedMB'], 0)} / {num(f['measuredCpuSeconds'], 2)} = "
              f"{num(f['allocatedMBPerCpuSecond'], 0)} | {num(f['overheadPercent'], 2)} |")
    print(f"\n### Leave-one-program-out, model {label}: T_P / T_O, predicted from O's log vs measured (paired {truth})\n")
    print("| program | O → P | predicted [95 % CI] | measured wall, paired [95 % CI] | measured CPU, paired [95 % CI] | error | \"no difference\" error |")
    print("|---|---|---|---|---|---|---|")
    for p in programs:
        for r in p["pairs"]:
            print(f"| {p['program']} | {r['observed']} → {r['other']} | {fmt(r['predicted'])} | {fmt(r['measuredWall'])} | "
                  f"{fmt(r['measuredCpu'])} | {pct(r['error'])} | {pct(r['baselineError'])} |")
    print(f"\n### Summary, model {label}, truth: paired {truth} ratio\n")
    print("| program | pairs scored | MAE model | MAE \"no difference\" | MAE ≤ half of baseline | fastest measured | fastest predicted (among) | right |")
    print("|---|---|---|---|---|---|---|---|")
    for p in programs:
        ok = None if p["mae"] is None else p["mae"] <= p["baselineMae"] / 2
        print(f"| {p['program']} | {p['scoredPairs']} | {pct(p['mae'], '')} | {pct(p['baselineMae'], '')} | "
              f"{'–' if ok is None else ('yes' if ok else 'no')} | {p['fastestMeasured']} | "
              f"{p['fastestPredicted'] or '–'} ({', '.join(p['fastestAmong'])}) | "
              f"{'–' if p['fastestRight'] is None else ('yes' if p['fastestRight'] else 'no')} |")
        if p["predictError"]:
            print(f"| {p['program']} | predict: {p['predictError']} | | | | | | |")
    scored = [r for p in programs for r in p["pairs"] if r["error"] is not None]
    if scored:
        mae = statistics.mean(abs(r["error"]) for r in scored)
        base = statistics.mean(abs(r["baselineError"]) for r in scored)
        right = sum(1 for p in programs if p["fastestRight"])
        print(f"\nAll programs, {len(scored)} pairs: MAE {100 * mae:.1f} % against the baseline's {100 * base:.1f} % "
              f"(target ≤ {50 * base:.1f} %: {'met' if mae <= base / 2 else 'missed by %.1f points' % (100 * mae - 50 * base)}); "
              f"fastest collector right for {right} of {len(programs)} programs "
              f"(target ≥ 4 of 5: {'met' if right >= 4 else 'missed'}).")
    else:
        print("\nNo pair could be scored (no prediction, or no measured ratio).")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", action="append", required=True, help="model file from tenure fit (repeatable: one per JVM)")
    ap.add_argument("--label", default="v1")
    ap.add_argument("--tenure", default=str(Path(__file__).resolve().parent.parent / "tenure"), help="tenure launcher command")
    ap.add_argument("--others-arg", help="predict option that receives the other programs' compare bundles")
    ap.add_argument("--bootstrap", type=int, help="bootstrap replicates for predict (default: the model's)")
    ap.add_argument("--truth", choices=("wall", "cpu"), default="wall",
                    help="score against compare's paired wall (default) or CPU ratio (a loaded machine inflates wall time)")
    ap.add_argument("--json", help="also write every figure to this file")
    ap.add_argument("--work", default=None, help="directory for the cut logs (default: a temp dir)")
    ap.add_argument("--program", nargs=3, action="append", required=True, metavar=("NAME", "BUNDLE", "RUN_ID"))
    ap.add_argument("--calibrate-on", type=lambda v: v.split(","), metavar="COLLECTOR[,...]",
                    help="predict --calibrate with each program's own measured ratios of these collectors to the observed"
                         " one (on its JVM); those pairs are then not scored")
    ap.add_argument("--jfr", nargs=2, action="append", default=[], metavar=("NAME", "FILE"),
                    help="a JFR recording of program NAME for predict --jfr (its allocating threads; a recording of"
                         " another run than the log's also changes the CPU-time answers, so score those on wall time)")
    ap.add_argument("--validation-error", metavar="FILE",
                    help="add (or replace) this predictor's entry in FILE, a JSON array of tenure-validation-error/1 "
                         "objects (docs/validation-error.json, which predict --log prints beside every answer)")
    ap.add_argument("--source", default="docs/VALIDATION.md, leave-one-program-out",
                    help="the source named in the --validation-error entry")
    args = ap.parse_args()
    args.jfr = dict(args.jfr)
    models = []
    for path in args.model:
        m = json.loads(Path(path).read_text(encoding="utf-8"))
        m["_path"] = path
        models.append(m)
    import tempfile
    work = Path(args.work or tempfile.mkdtemp(prefix="tenure-lopo-"))
    work.mkdir(parents=True, exist_ok=True)
    bundles = [Path(b) for _, b, _ in args.program]
    programs = []
    for name, bundle, run_id in args.program:
        others = [b for b in bundles if b != Path(bundle)]
        programs.append(evaluate(name, Path(bundle), run_id, models, args, others, work))
    report(args.label, args.truth, programs)
    if args.json:
        Path(args.json).write_text(json.dumps({"label": args.label, "models": args.model, "programs": programs}, indent=2) + "\n",
                                   encoding="utf-8")
    if args.validation_error:
        write_validation_error(Path(args.validation_error), programs, args.source)


def write_validation_error(path, programs, source):
    """This run's figures as the predictor's tenure-validation-error/1 entry, beside the other predictors' entries."""
    predictors = {p["predictor"] for p in programs if p.get("predictor")}
    scored = [r for p in programs for r in p["pairs"] if r["error"] is not None]
    if len(predictors) != 1 or not scored:
        sys.exit(f"lopo.py: no validation-error entry: predictors {sorted(predictors) or 'none'}, {len(scored)} pairs scored")
    entry = {"schema": "tenure-validation-error/1", "predictor": predictors.pop(), "programs": len(programs),
             "pairs": len(scored),
             "meanAbsErrorPercent": round(100 * statistics.mean(abs(r["error"]) for r in scored), 2),
             "noDifferenceMeanAbsErrorPercent": round(100 * statistics.mean(abs(r["baselineError"]) for r in scored), 2),
             "fastestNamedCorrectly": sum(1 for p in programs if p["fastestRight"]), "source": source}
    entries = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    entries = entries if isinstance(entries, list) else [entries]
    entries = [e for e in entries if e.get("predictor") != entry["predictor"]] + [entry]
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(entries, indent=2) + "\n", encoding="utf-8")
    tmp.replace(path)


if __name__ == "__main__":
    main()
