package io.tenure.cli.common;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;

/**
 * GCViewer (LGPL-2.1) is not inside tenure.jar: it ships beside it as its own jar, named by the
 * manifest's Class-Path. Checked before {@code --engine gcviewer} touches a GCViewer class, so a
 * missing jar is a message and exit 1, not a {@link NoClassDefFoundError} in the middle of a run.
 */
public final class GcViewerJar {
    /** A class every GCViewer engine run loads first. */
    public static final String PROBE_CLASS = "com.tagtraum.perf.gcviewer.model.GCModel";

    private GcViewerJar() {
    }

    public static void require() {
        try {
            Class.forName(PROBE_CLASS, false, GcViewerJar.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new UserException(ExitCodes.FAILED, "--engine gcviewer needs GCViewer at " + expectedLocation()
                    + ", which is missing (`mvn -B -pl cli -am package` copies it beside tenure.jar;"
                    + " --engine tenure does not use it)", e);
        }
    }

    /** The jar's path beside the running tenure.jar, or the manifest's relative name when tenure runs from classes. */
    public static String expectedLocation() {
        return besideTheJar(VersionProvider.gcviewerJar());
    }

    /**
     * {@code relative} ({@code lib/NAME.jar}) resolved beside the running tenure.jar, or as it is when
     * tenure runs from classes. A tenure.jar that is in a {@code lib} directory itself (the release
     * archive's layout) has the jar beside it: its manifest's Class-Path names both places.
     */
    public static String besideTheJar(String relative) {
        CodeSource source = GcViewerJar.class.getProtectionDomain().getCodeSource();
        if (source == null) {
            return relative;
        }
        try {
            Path self = Path.of(source.getLocation().toURI());
            if (!self.toString().endsWith(".jar")) {
                return relative;
            }
            try {
                self = self.toRealPath(); // the installation, not a link to it
            } catch (IOException e) {
                // as given
            }
            boolean inLib = self.getParent() != null && String.valueOf(self.getParent().getFileName()).equals("lib");
            return self.resolveSibling(inLib ? relative.substring(relative.lastIndexOf('/') + 1) : relative).toString();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return relative;
        }
    }
}
