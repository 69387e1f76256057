package io.tenure.gclog.event;

import io.tenure.platforms.Collector;
import io.tenure.gclog.SourceLocation;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What a log says about the JVM that wrote it (header lines such as {@code Using G1},
 * {@code Version: 17.0.15+6 (release)}, an OpenJ9 {@code <initialized>} block, JFR
 * {@code jdk.JVMInformation}). Parsers emit one per piece of information they find; consumers
 * keep the first value of each field.
 */
public record JvmInfoEvent(
        SourceLocation source,
        Timestamp start,
        Optional<String> vendor,
        Optional<String> version,
        Optional<Collector> collector,
        Optional<String> commandLine) implements GcEvent {

    public JvmInfoEvent {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(vendor, "vendor");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(collector, "collector");
        Objects.requireNonNull(commandLine, "commandLine");
    }

    public static JvmInfoEvent collector(SourceLocation source, Timestamp start, Collector collector) {
        return new JvmInfoEvent(source, start, Optional.empty(), Optional.empty(), Optional.of(collector), Optional.empty());
    }

    public static JvmInfoEvent version(SourceLocation source, Timestamp start, String version) {
        return new JvmInfoEvent(source, start, Optional.empty(), Optional.of(version), Optional.empty(), Optional.empty());
    }

    @Override
    public OptionalLong gcId() {
        return OptionalLong.empty();
    }
}
