package io.tenure.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine;

/** The tool version, filtered into a resource at build time. */
public final class VersionProvider implements CommandLine.IVersionProvider {
    /** The version of this build, e.g. {@code 0.1.0-SNAPSHOT}. */
    public static String version() {
        Properties properties = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled version.properties", e);
        }
        return properties.getProperty("version", "unknown");
    }

    @Override
    public String[] getVersion() {
        return new String[] {
            "tenure " + version(),
            "running on " + System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version")
        };
    }
}
