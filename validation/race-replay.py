#!/usr/bin/env python3
"""Replays the race's elimination rule on an exhaustive compare bundle, each repetition taken as a
block, to ask "what would this rule have spent on this program?" without measuring again.

It re-implements compare's EliminationRule (sequential one-sided paired t-tests on log ratios
against the current best, variance pooled over the survivors or the pair's own where larger, Holm
over the survivors and those set aside, alpha spread over the looks by Bonferroni, setting aside
below a conditional power of --futility) so that variants can be tried in a few lines: --level
(a per-look level other than alpha / looks) and --clip (winsorize each pair's log ratios at
median +- C robust standard deviations). The Java rule is the reference; this one is a what-if
tool. A replay is in-sample: the rule sees the data the exhaustive winner was chosen from.

usage: validation/race-replay.py [--futility F ...] [--level P] [--clip C] BUNDLE/results.json ...
prints, per bundle and futility: runs spent / exhaustive runs, whether the exhaustive winner (the
lowest median wall time) is among the race's winners, and how many winners there are.
"""
import argparse
import json
import math
import statistics

from scipy import stats  # the t distribution (pip install scipy)


def walls_by_config(path):
    configs = json.load(open(path))["configs"]
    walls = {}
    for c in configs:
        runs = sorted((r for r in c["runs"] if not r.get("warmup") and r["status"] == "ok"),
                      key=lambda r: r["repetition"])
        walls[c["id"]] = [r["wallSeconds"] for r in runs]
    blocks = min(len(v) for v in walls.values())
    return {k: v[:blocks] for k, v in walls.items()}, blocks


def winsorized(logs, clip, k):
    if clip is None or k < 3:
        return logs
    deviations = [abs(v - statistics.median(l)) for l in logs.values() for v in l]
    scale = 1.4826 * statistics.median(deviations) * math.sqrt(k / (k - 1))
    if scale <= 0:
        return logs
    out = {}
    for i, l in logs.items():
        m = statistics.median(l)
        out[i] = [min(max(v, m - clip * scale), m + clip * scale) for v in l]
    return out


def replay(walls, looks, margin=0.02, alpha=0.05, min_blocks=3, futility=0.2, level=None, clip=None):
    alive, set_aside, eliminated = list(walls), {}, {}
    per_look = level or alpha / max(1, looks - min_blocks + 1)
    log_margin = math.log(1 + margin)
    runs = 0
    for k in range(1, looks + 1):
        runs += len(alive)
        if k < 2:
            continue
        mean_log = {i: sum(math.log(w) for w in walls[i][:k]) / k for i in alive}
        best = min(alive, key=mean_log.get)
        others = [i for i in alive if i != best]
        if not others:
            break
        logs = winsorized({i: [math.log(walls[i][b] / walls[best][b]) for b in range(k)] for i in others}, clip, k)
        pooled = statistics.mean(statistics.variance(l) for l in logs.values())
        df = len(others) * (k - 1)
        evidence = {}
        for i in others:
            m = statistics.mean(logs[i])
            se = math.sqrt(max(statistics.variance(logs[i]), pooled) / k)
            evidence[i] = (m, se, stats.t.sf((m - log_margin) / se, df) if se > 0 else float(m <= log_margin))
        out = []
        if k >= min_blocks:
            for j, i in enumerate(sorted(others, key=lambda i: evidence[i][2])):
                if evidence[i][2] > per_look / (len(others) + len(set_aside) - j):
                    break
                out.append(i)
        for i in out:
            alive.remove(i)
            eliminated[i] = k
        if len(alive) <= 1:
            break
        t = stats.t.ppf(1 - per_look, df)
        if not out and k >= min_blocks and all(abs(evidence[i][0]) + t * evidence[i][1] < log_margin for i in others):
            break  # a tie
        if futility and min_blocks <= k < looks:
            critical = stats.t.ppf(1 - per_look, max(1, len(others) * (looks - 1)))
            for i in others:
                if i in out:
                    continue
                m, se, _ = evidence[i]
                sigma = se * math.sqrt(k)
                spread = sigma * math.sqrt(looks - k) / looks
                bound = critical * sigma / math.sqrt(looks)
                chance = max(stats.norm.cdf((m - log_margin - bound) / spread),
                             stats.norm.cdf((log_margin - bound - abs(m)) / spread))
                if chance < futility:
                    alive.remove(i)
                    set_aside[i] = k
            if len(alive) <= 1:
                break
    return alive + list(set_aside), runs, eliminated, set_aside


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundles", nargs="+")
    parser.add_argument("--futility", type=float, nargs="+", default=[0.2])
    parser.add_argument("--level", type=float, help="per-look level (default: alpha / looks)")
    parser.add_argument("--clip", type=float, help="winsorize log ratios at median +- CLIP robust sd")
    args = parser.parse_args()
    for path in args.bundles:
        walls, blocks = walls_by_config(path)
        medians = {k: statistics.median(v) for k, v in walls.items()}
        winner = min(medians, key=medians.get)
        for futility in args.futility:
            winners, runs, _, _ = replay(walls, blocks, futility=futility, level=args.level, clip=args.clip)
            print("%-40s futility %.2f: %d / %d runs (%.0f %%), exhaustive winner %s, %d winners"
                  % (path, futility, runs, len(walls) * blocks, 100 * runs / (len(walls) * blocks),
                     "in set" if winner in winners else "NOT IN SET", len(winners)))


if __name__ == "__main__":
    main()
