package io.tenure.bench.plan;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The JVM options tenure sets itself for every cell, by what they control. A user's
 * {@code --jvm-arg} or {@code --variant} flag of one of these kinds is refused at plan time with
 * the option to use instead; a child found running one that its command did not name was
 * configured from outside (see {@code io.tenure.bench.run.ChildConfiguration}).
 */
public enum ControlledFlags {
    HEAP("the heap size", "use --heap instead",
            "-Xmx.*", "-Xms.*", "-XX:(Max|Initial|Min)HeapSize=.*", "-XX:[+-]AlwaysPreTouch"),
    YOUNG("the young generation", "use --young instead",
            "-Xmn.*", "-XX:(Max)?NewSize=.*", "-XX:NewRatio=.*", "-XX:SurvivorRatio=.*",
            "-XX:[+-]UseAdaptiveSizePolicy", "-XX:[+-]ResizePLAB"),
    COLLECTOR("the collector", "use --gc instead",
            "-XX:[+-]Use\\w*GC", "-XX:ShenandoahGCMode=.*", "-XX:[+-]ZGenerational", "-Xgcpolicy:.*"),
    GC_LOG("GC logging", "tenure writes every run's GC log itself (runs/<run>/gc.log)",
            "-Xlog", "-Xlog:(gc|safepoint|disable).*", "-Xloggc:.*", "-verbose:gc", "-XX:[+-]Print(GC|Heap|Tenuring)\\w*",
            "-Xverbosegclog.*"),
    JFR("the flight recording", "tenure records JFR itself; use --no-jfr to turn it off",
            "-XX:StartFlightRecording.*", "-XX:FlightRecorderOptions.*", "-XX:[+-]FlightRecorder"),
    PROCESSORS("the processor count", "use --cpus instead (CPU affinity and -XX:ActiveProcessorCount together)",
            "-XX:ActiveProcessorCount=.*"),
    CLASS_PATH("the class path", "the workload runs from tenure's own jar",
            "-cp", "-classpath", "--class-path.*", "-jar");

    private final String what;
    private final String fix;
    private final List<Pattern> patterns;

    ControlledFlags(String what, String fix, String... patterns) {
        this.what = what;
        this.fix = fix;
        this.patterns = Arrays.stream(patterns).map(Pattern::compile).toList();
    }

    /** What tenure controls with these flags, e.g. "the young generation". */
    public String what() {
        return what;
    }

    /** The option (or fact) to use instead, e.g. "use --young instead". */
    public String fix() {
        return fix;
    }

    /** The kind of {@code flag}, if tenure sets flags of that kind itself. */
    public static Optional<ControlledFlags> kindOf(String flag) {
        String f = flag.strip();
        for (ControlledFlags kind : values()) {
            if (kind.patterns.stream().anyMatch(p -> p.matcher(f).matches())) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }

    /** Why {@code flag} may not be passed by the user, naming the fix; empty when it may. */
    public static Optional<String> refusal(String flag) {
        return kindOf(flag).map(kind -> flag.strip() + " sets " + kind.what + ", which tenure sets for every cell: "
                + kind.fix);
    }

    /** Whether a child that runs with such a flag the command did not give runs another configuration. */
    public boolean definesTheCell() {
        return this == HEAP || this == YOUNG || this == COLLECTOR || this == PROCESSORS;
    }
}
