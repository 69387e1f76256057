package io.tenure.cli.common;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * {@code --jvm-arg} and {@code --variant}: flags for every run, and named flag sets that make
 * platforms or configurations of their own (bench, compare). Add it with {@code @Mixin JvmFlags
 * jvmFlags;}. The help text here is bench's; a command overrides it under the option's name
 * ({@code jvm-arg}, {@code variant}) in its resource bundle.
 */
public final class JvmFlags {
    @Option(names = "--jvm-arg", paramLabel = "FLAG",
            description = "A JVM flag for every cell, e.g. --jvm-arg=-XX:+UseLargePages; repeatable. Flags tenure sets per cell"
                    + " (-Xmx, -Xms, -Xmn, -XX:+Use...GC, -Xlog:gc, JFR) are refused: use --heap, --young, --gc.")
    List<String> jvmArgs = new ArrayList<>();

    @Option(names = "--variant", paramLabel = "NAME=FLAGS",
            description = "A platform of its own: the same cells run with these flags (space-separated, after every --jvm-arg),"
                    + " e.g. --variant numa=-XX:+UseNUMA --variant base= ; repeatable.")
    List<String> variants = new ArrayList<>();

    /** The flags for every run, in the order given. */
    public List<String> jvmArgs() {
        return jvmArgs;
    }

    /** The variants as typed, {@code NAME=FLAGS}. */
    public List<String> variants() {
        return variants;
    }
}
