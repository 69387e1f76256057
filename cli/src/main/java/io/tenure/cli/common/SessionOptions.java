package io.tenure.cli.common;

import java.nio.file.Path;
import java.util.function.Supplier;
import picocli.CommandLine.Option;

/**
 * {@code --out} and {@code --resume}: the directory a session writes its bundle to, and whether it
 * continues the one there (bench, compare, demo). Add it with {@code @Mixin SessionOptions
 * session;}. The help text here is bench's; a command overrides it under the option's name
 * ({@code out}, {@code resume}) in its resource bundle (the default directory is each command's).
 */
public final class SessionOptions {
    @Option(names = "--out", paramLabel = "DIR", description = "Bundle directory (default: bench-<date>-<time>).")
    Path out;

    @Option(names = "--resume", description = "Continue the bundle in --out: finished runs are not redone.")
    boolean resume;

    /** The directory given, or null for the command's default. */
    public Path out() {
        return out;
    }

    /**
     * The bundle directory: {@code --out}, else {@code fresh} (the command's new directory).
     * {@code --resume} without {@code --out} is a usage error: there is nothing to continue.
     */
    public Path directory(Supplier<Path> fresh) {
        if (resume && out == null) {
            throw new UserException(ExitCodes.USAGE, "--resume needs --out DIR");
        }
        return out != null ? out : fresh.get();
    }

    /** Whether to continue the session in {@link #out()}. */
    public boolean resume() {
        return resume;
    }
}
