package io.tenure.cli.common;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine;

/**
 * The tool version (filtered into {@code version.properties}) and the git commit it was built
 * from ({@code git.properties}, {@code git describe} run by the build; empty when the build ran
 * outside a git work tree or without git).
 */
public final class VersionProvider implements CommandLine.IVersionProvider {
    /** What {@link #commit()} says when the build could not ask git. */
    public static final String UNKNOWN = "unknown";

    /** The version of this build, e.g. {@code 0.2.0}. */
    public static String version() {
        return load("version.properties").getProperty("version", UNKNOWN);
    }

    /** The short hash of the commit this build came from, {@code -dirty} when the tree had changes, or {@code unknown}. */
    public static String commit() {
        return commitOf(load("git.properties"));
    }

    /** The {@code commit} property ({@code 1a2b3c4} or {@code 1a2b3c4-dirty}), or {@code unknown} when it is not one. */
    public static String commitOf(Properties git) {
        String commit = git.getProperty("commit", "").strip();
        return commit.matches("[0-9a-f]{4,40}(-dirty)?") ? commit : UNKNOWN;
    }

    /** Where {@code --engine gcviewer} expects GCViewer, relative to tenure.jar (its manifest's Class-Path). */
    public static String gcviewerJar() {
        return load("version.properties").getProperty("gcviewer.jar", "lib/gcviewer.jar");
    }

    /** A property of the bundled {@code version.properties} (the paths of the jars in lib/), or the key itself. */
    public static String property(String key) {
        return load("version.properties").getProperty(key, key);
    }

    private static Properties load(String resource) {
        Properties properties = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("/io/tenure/cli/" + resource)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled " + resource, e);
        }
        return properties;
    }

    @Override
    public String[] getVersion() {
        return new String[] {
            "tenure " + version() + " (commit " + commit() + ")",
            "running on " + System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version")
        };
    }
}
