#!/usr/bin/env python3
"""Each JVM's adjacent collector pairs at one survival level, compared whole and round by round.

A check of demo and bench bundles (results.json), not part of tenure: tenure's own verdict is
io.tenure.model.LevelShift. For every JVM, the collectors measured at --survival are ordered by
their median time per GB of the measured phase (elapsedSeconds / allocated GB), and each one is
compared with the one before it by the Hodges-Lehmann ratio and its exact Mann-Whitney 95 %
interval, as LevelShift does ("raw"). With --adjust, each run's log time first loses its round's
effect: the runs of one repetition of one level ran back to back (SurvivalRounds, Planner), so a
slow spell of the machine that spans a round is a block effect, estimated by Tukey's median
polish over every cell of the level (the median, in that round, of each run's distance from its
cell's median; four sweeps) and subtracted before the comparison. A pair whose interval contains
1 is printed TIE.

    python3 docs/benchmark/round_adjusted.py [--adjust] [--survival 0.437] BUNDLE [BUNDLE...]
"""
import argparse
import json
import math
import statistics
from functools import lru_cache


def mann_whitney_interval(a, b):
    """Hodges-Lehmann ratio a/b and its exact Mann-Whitney 95 % interval, from log values."""
    n, m = len(a), len(b)
    differences = sorted(x - y for x in a for y in b)

    @lru_cache(None)
    def arrangements(n, m, u):
        if u < 0:
            return 0
        if n == 0 or m == 0:
            return 1 if u == 0 else 0
        return arrangements(n - 1, m, u - m) + arrangements(n, m - 1, u)

    total = math.comb(n + m, n)
    below, k = 0, 0
    while (below + arrangements(n, m, k)) / total <= 0.025:
        below += arrangements(n, m, k)
        k += 1
    k -= 1  # the largest k with P(U <= k) <= 2.5 %
    if k < 0:
        return None
    return tuple(math.exp(v) for v in (statistics.median(differences), differences[k],
                                       differences[len(differences) - 1 - k]))


def level_runs(bundle, survival):
    """{(jvm, collector): {repetition: log seconds per GB}} of the ok runs at the level."""
    with open(bundle + "/results.json") as f:
        results = json.load(f)
    cells = {}
    for cell in results["cells"]:
        if abs(cell["target"]["survival"] - survival) > 1e-9:
            continue
        runs = {run["repetition"]: math.log(run["elapsedSeconds"] / (run["allocatedBytes"] / 1e9))
                for run in cell["runs"] if run["status"] == "ok" and run.get("allocatedBytes")}
        cells[(cell["id"].split("_")[0], cell["collector"])] = runs
    return cells


def median_polish(cells, sweeps=4):
    """The runs less their round's effect, and the effects (as factors) by repetition."""
    adjusted = {key: dict(runs) for key, runs in cells.items()}
    rounds = sorted({r for runs in adjusted.values() for r in runs})
    effect = {r: 0.0 for r in rounds}
    for _ in range(sweeps):
        centre = {key: statistics.median(runs.values()) for key, runs in adjusted.items()}
        for r in rounds:
            distances = [runs[r] - centre[key] for key, runs in adjusted.items() if r in runs]
            e = statistics.median(distances)
            effect[r] += e
            for runs in adjusted.values():
                if r in runs:
                    runs[r] -= e
    return adjusted, {r: math.exp(e) for r, e in effect.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--adjust", action="store_true", help="subtract each round's effect first")
    parser.add_argument("--survival", type=float, default=0.437)
    parser.add_argument("bundles", nargs="+")
    args = parser.parse_args()
    for bundle in args.bundles:
        cells = level_runs(bundle, args.survival)
        effects = {}
        if args.adjust:
            cells, effects = median_polish(cells)
        lines = []
        for jvm in sorted({key[0] for key in cells}):
            mine = {key[1]: runs for key, runs in cells.items() if key[0] == jvm}
            order = sorted(mine, key=lambda c: statistics.median(mine[c].values()))
            pairs = []
            for slower, faster in zip(order[1:], order):
                ratio = mann_whitney_interval(list(mine[slower].values()), list(mine[faster].values()))
                if ratio is None:
                    pairs.append(f"{slower}/{faster} too few runs")
                    continue
                tie = " TIE" if ratio[1] <= 1 <= ratio[2] else ""
                pairs.append(f"{slower}/{faster} {ratio[0]:.2f} [{ratio[1]:.2f}, {ratio[2]:.2f}]{tie}")
            lines.append(f"{jvm}: " + ", ".join(pairs))
        rounds = ("  round effects " + " ".join(f"{e:.2f}" for e in effects.values())) if effects else ""
        print(f"{bundle}  " + " | ".join(lines) + rounds)


if __name__ == "__main__":
    main()
