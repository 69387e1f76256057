#!/usr/bin/env python3
"""Cross-check (not part of tenure): survival rate s from a HotSpot unified GC log.

Used to tune the workload before gc-log-parser's GcLogAnalyzer existed; kept so the figures in
docs/BENCHMARK.md can be reproduced and compared with `tenure analyze`.

Needs the log that `tenure bench` writes (-Xlog:gc*=info,gc+heap=debug,...): the
"Heap before/after GC" blocks give heap occupancy in KB, where the one-line summary
("315M->301M") rounds to MB, too coarse for a 32 MB young generation.

s(i) = (after(i) - after(i-1)) / (before(i) - after(i-1)) over consecutive young-only
collections (docs/ANALYZE.md, "Figures"); the first 3 pairs are dropped as warm-up.
Usage: survival_from_gc_log.py gc.log...
"""
import re
import statistics
import sys

HEAP_BLOCK = re.compile(r'GC\((\d+)\) Heap (before|after) GC invocations', re.I)
USED = re.compile(r', used (\d+)K')
GC_ID = re.compile(r'GC\((\d+)\)\s')
PAUSE = re.compile(r'\[gc\s*\] GC\((\d+)\) (Pause \S+(?: \([^)]*\))?)')


def survival_series(path, skip=3):
    used, kinds, block = {}, {}, None
    with open(path, encoding='utf-8', errors='replace') as log:
        for line in log:
            m = HEAP_BLOCK.search(line)
            if m:
                block = (int(m.group(1)), m.group(2).lower())
                used[block] = 0
                continue
            if block:
                gc_id, u = GC_ID.search(line), USED.search(line)
                # Generation lines ("def new generation total ..., used NK", "garbage-first heap
                # total ..., used NK"); Metaspace lines are not heap.
                if '[gc,heap' in line and gc_id and int(gc_id.group(1)) == block[0] and u and 'Metaspace' not in line:
                    used[block] += int(u.group(1))
                    continue
                if '[gc,heap' not in line:
                    block = None
            m = PAUSE.search(line)
            if m:
                kinds.setdefault(int(m.group(1)), []).append(m.group(2))
    events = []
    for gc in sorted({i for i, _ in used}):
        if (gc, 'before') in used and (gc, 'after') in used and gc in kinds:
            young_only = all(k.startswith('Pause Young') and not any(w in k for w in ('Mixed', 'Concurrent Start', 'Prepare'))
                             for k in kinds[gc])
            events.append((gc, young_only, used[(gc, 'before')], used[(gc, 'after')]))
    series = []
    for prev, cur in zip(events, events[1:]):
        if prev[1] and cur[1] and cur[0] == prev[0] + 1 and cur[2] > prev[3]:
            series.append((cur[3] - prev[3]) / (cur[2] - prev[3]))
    return series[skip:]


for path in sys.argv[1:]:
    s = survival_series(path)
    if s:
        print(f'{path} pairs {len(s)} median {statistics.median(s):.4f} mean {statistics.mean(s):.4f}')
    else:
        print(f'{path} pairs 0 none')
