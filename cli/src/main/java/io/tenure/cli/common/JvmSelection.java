package io.tenure.cli.common;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * {@code --jvm} and {@code --gc}: the JVMs and collectors a command runs (bench, compare, demo).
 * Add it with {@code @Mixin JvmSelection jvmSelection;}. The help text here is bench's; a command
 * that says more or less about an option (its own default) gives the text under the option's name
 * ({@code jvm}, {@code gc}) in its resource bundle ({@code @Command(resourceBundle = ...)}).
 */
public final class JvmSelection {
    @Option(names = "--jvm", paramLabel = "ID|PATH", description = "JVM id as `tenure platforms` lists it (e.g. temurin-25, openjdk-17-zero), or a JDK home, bin directory or java launcher; repeatable. Default: the JVM running tenure.")
    List<String> jvms = new ArrayList<>();

    @Option(names = "--gc", paramLabel = "LIST", split = ",", description = "Collectors, e.g. serial,parallel,g1,shenandoah-generational,gencon. Default: every collector each JVM has (see `tenure platforms`).")
    List<String> collectors = new ArrayList<>();

    /** The JVMs named, as typed (ids or paths); empty for the command's default. */
    public List<String> jvms() {
        return jvms;
    }

    /** The collectors named, as typed; empty for the command's default. */
    public List<String> collectors() {
        return collectors;
    }
}
