package io.tenure.bundle;

import io.tenure.platforms.HostFingerprint;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A result bundle as read from disk: its {@code host.json} and {@code results.json}.
 *
 * @param directory the directory as the user named it, for provenance and messages
 */
public record Bundle(Path directory, HostFingerprint host, BenchResults results) {
    public static final String RESULTS = "results.json";
    public static final String HOST = "host.json";

    public Bundle {
        Objects.requireNonNull(directory, "directory");
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(results, "results");
    }

    /** The directory as the user named it. */
    public String name() {
        return directory.toString();
    }

    /**
     * The host's name; where the fingerprint has none, the bundle's directory name, which still
     * keeps its platforms apart from other bundles'.
     */
    public String hostName() {
        String hostname = host.hostname();
        if (hostname != null && !hostname.isBlank()) {
            return hostname;
        }
        Path name = directory.toAbsolutePath().normalize().getFileName();
        return name == null ? "unknown-host" : name.toString();
    }

    /** {@link HostIdentity#of} the host that wrote {@code host.json}. */
    public String hostId() {
        return HostIdentity.of(host);
    }
}
