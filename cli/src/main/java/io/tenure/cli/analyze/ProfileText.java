package io.tenure.cli.analyze;

import io.tenure.compare.profile.LogProfile;
import java.io.PrintWriter;
import java.util.Locale;

/** The text of {@code tenure profile}: one line per figure, "not in the log" where the inputs cannot give it. */
final class ProfileText {
    private static final String ABSENT = "not in the log";

    private ProfileText() {
    }

    static void print(PrintWriter out, LogProfile p) {
        out.println("Program profile of " + String.join(", ", p.inputs()) + (p.jfr() == null ? "" : " and " + p.jfr()));
        LogProfile.Jvm jvm = p.jvm();
        row(out, "collector", (jvm.collector() == null ? ABSENT : jvm.collector())
                + (jvm.version() == null ? "" : " on JVM " + jvm.version()));
        row(out, "heap", p.maxHeapMB() == null ? ABSENT : f("%.0f MB maximum", p.maxHeapMB()));
        row(out, "elapsed", p.elapsedSeconds() == null ? ABSENT : f("%.1f s", p.elapsedSeconds()));
        LogProfile.Survival s = p.survival();
        row(out, "survival", s.median() == null ? "no young-only collections to measure it"
                : f("median %.3f, p10 %.3f, p90 %.3f over %d young collection%s", s.median(), s.p10(), s.p90(),
                        s.youngCollections(), s.youngCollections() == 1 ? "" : "s"));
        LogProfile.Allocation a = p.allocation();
        row(out, "allocation", a.rateMBps() == null ? ABSENT : f("%.1f MB/s", a.rateMBps())
                + (a.totalMB() == null ? "" : f(", %.0f MB over the run", a.totalMB())));
        LogProfile.LiveSet l = p.liveSet();
        row(out, "live set", l.maxMB() == null ? "no full or mixed collection in the log"
                : f("%.1f MB (the most left by %d %s collections; median %.1f MB)", l.maxMB(), l.collections(), l.source(),
                        l.medianMB()) + (l.fractionOfMaxHeap() == null ? "" : f(", %.1f %% of the maximum heap",
                        100 * l.fractionOfMaxHeap())));
        LogProfile.GcTime g = p.gcTime();
        row(out, "GC wall time", g.wallFraction() == null ? ABSENT
                : f("%.2f s in pauses, %.2f %% of wall time", g.pauseSeconds(), 100 * g.wallFraction()));
        row(out, "GC CPU time", g.cpuSeconds() == null ? "no gc+cpu lines in the log"
                : f("%.2f s", g.cpuSeconds()) + (g.cpuFraction() == null ? ""
                : "process-cpu".equals(g.cpuFractionBasis())
                        ? f(", %.2f %% of the process's CPU time (JFR)", 100 * g.cpuFraction())
                        : f(", %.2f %% of the CPU capacity (elapsed × CPUs: a lower bound on its share)", 100 * g.cpuFraction())));
        LogProfile.ConcurrentCycles c = p.concurrentCycles();
        row(out, "concurrent", plural(c.count(), "cycle") + (c.perMinute() == null ? "" : f(", %.2f per minute", c.perMinute())));
        LogProfile.Threads t = p.threads();
        row(out, "threads, cores", (t.cpus() == null ? "CPUs " + ABSENT : plural(t.cpus(), "CPU") + f(" (%s)", t.cpusSource()))
                + (t.gcWorkers() == null ? "" : ", " + plural(t.gcWorkers(), "GC worker"))
                + (t.javaThreadsPeak() == null ? ", Java threads unknown (give --jfr)"
                : f(", %d Java threads at peak (JFR)", t.javaThreadsPeak()))
                + (t.perCore() == null ? "" : f(", %.1f per CPU", t.perCore()))
                + (t.allocatingThreads() == null ? "" : f("; %.1f allocating (JFR), %.2f per CPU", t.allocatingThreads(),
                t.allocatingPerCpu())));
        for (LogProfile.Unknown u : p.unknown()) {
            row(out, "unknown", u.factor() + ": " + u.note());
        }
        for (String note : p.notes()) {
            out.println("note: " + note);
        }
    }

    /** "1 cycle", "19 cycles": a ZGC log of one cycle read "1 cycles". */
    private static String plural(long count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }

    private static void row(PrintWriter out, String name, String value) {
        out.println(String.format(Locale.ROOT, "  %-15s %s", name, value));
    }

    private static String f(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
