package io.tenure.gclog.input;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Optional;
import java.util.jar.Attributes;
import java.util.jar.JarFile;

/**
 * The libraries that decompress what the JDK does not: xz (XZ for Java), zstd (aircompressor, pure
 * Java), bzip2 and tar (Commons Compress, which needs Commons Lang). An application may leave them
 * out (tenure.jar ships them beside itself in {@code lib/}), so each is looked for before its first
 * class is touched: a missing jar is a {@link MissingLibraryException} naming it, not a
 * {@link NoClassDefFoundError} in the middle of a read, and plain, gzip and zip logs never need one.
 */
enum OptionalLibrary {
    XZ("xz", "org.tukaani:xz", "org.tukaani.xz.XZInputStream"),
    AIRCOMPRESSOR("aircompressor", "io.airlift:aircompressor", "io.airlift.compress.zstd.ZstdInputStream"),
    COMMONS_COMPRESS("commons-compress", "org.apache.commons:commons-compress",
            "org.apache.commons.compress.archivers.tar.TarArchiveInputStream"),
    COMMONS_LANG3("commons-lang3", "org.apache.commons:commons-lang3", "org.apache.commons.lang3.StringUtils");

    private final String artifact;
    private final String coordinates;
    private final String probeClass;

    OptionalLibrary(String artifact, String coordinates, String probeClass) {
        this.artifact = artifact;
        this.coordinates = coordinates;
        this.probeClass = probeClass;
    }

    /**
     * Nothing when the library is on the class path.
     *
     * @param reading what needs it, e.g. {@code xz logs}
     */
    void require(String reading) throws MissingLibraryException {
        try {
            // not initialised: finding the class is the check
            Class.forName(probeClass, false, OptionalLibrary.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new MissingLibraryException(message(reading), e);
        }
    }

    private String message(String reading) {
        Optional<Path> own = ownJar();
        return own.flatMap(this::expectedBeside).map(jar -> jar.getFileName() + " is missing: reading " + reading
                        + " needs it at " + jar + (jar.getParent().equals(own.get().getParent())
                        ? ", beside " + own.get().getFileName() + " (the release archive has it there;"
                        : " (copy " + own.get().getFileName() + " together with the " + jar.getParent().getFileName()
                                + " directory beside it;")
                        + " plain, gzip and zip logs need nothing there)")
                .orElse("reading " + reading + " needs " + coordinates + " (" + artifact + "-*.jar) on the class path");
    }

    /**
     * Where {@code own}, the jar these classes came from, expects the library: the entry of its manifest's
     * {@code Class-Path} named after the library ({@code lib/xz-1.10.jar}, or {@code xz-1.10.jar} for
     * a jar that is in a {@code lib} directory itself), resolved beside it.
     * Empty when these classes are not in a jar or its manifest does not name the library.
     */
    private Optional<Path> expectedBeside(Path own) {
        try (JarFile jar = new JarFile(own.toFile())) {
            String classPath = jar.getManifest() == null ? null
                    : jar.getManifest().getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (classPath == null) {
                return Optional.empty();
            }
            // a jar in a directory named lib (the release archive's layout) has its libraries beside it
            boolean inLib = own.getParent() != null && String.valueOf(own.getParent().getFileName()).equals("lib");
            for (String entry : classPath.trim().split("\\s+")) {
                String name = entry.substring(entry.lastIndexOf('/') + 1);
                if (name.startsWith(artifact + "-") && name.substring(artifact.length() + 1).matches("\\d.*\\.jar")
                        && entry.contains("/") != inLib) {
                    return Optional.of(own.resolveSibling(entry).normalize());
                }
            }
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Optional<Path> ownJar() {
        CodeSource source = OptionalLibrary.class.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return Optional.empty();
        }
        try {
            Path self = Path.of(source.getLocation().toURI()).toAbsolutePath();
            if (!self.toString().endsWith(".jar")) {
                return Optional.empty();
            }
            try {
                return Optional.of(self.toRealPath()); // the installation, not a link to it
            } catch (IOException e) {
                return Optional.of(self);
            }
        } catch (URISyntaxException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
