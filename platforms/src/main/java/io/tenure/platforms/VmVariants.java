package io.tenure.platforms;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The VMs a JDK home ships besides its default one. The launcher reads {@code jvm.cfg}: one
 * line per VM, {@code -name KNOWN|IGNORE|ALIASED_TO ...}; the first KNOWN line is the default.
 * A KNOWN VM is a platform of its own only when its library is installed (Debian lists
 * {@code -zero} whether or not {@code openjdk-17-jre-zero} is there).
 */
final class VmVariants {
    private static final List<String> LIBRARY_NAMES = List.of("libjvm.so", "libjvm.dylib", "jvm.dll");

    private VmVariants() {
    }

    /** The launcher flags ({@code "-zero"}) of installed non-default VMs, in jvm.cfg order. */
    static List<String> extraVariantFlags(Path home) {
        for (Path libDir : libraryDirectories(home)) {
            Path config = libDir.resolve("jvm.cfg");
            if (Files.isRegularFile(config)) {
                return installed(libDir, home, parse(read(config)));
            }
        }
        return List.of();
    }

    /** The KNOWN variants of a jvm.cfg, in order; the first one is the default VM. */
    static List<String> parse(String config) {
        List<String> known = new ArrayList<>();
        for (String line : config.split("\\R")) {
            String[] fields = line.strip().split("\\s+");
            if (fields.length >= 2 && fields[0].startsWith("-") && !fields[0].startsWith("#")
                    && fields[1].equals("KNOWN")) {
                known.add(fields[0]);
            }
        }
        return known;
    }

    private static List<String> installed(Path libDir, Path home, List<String> known) {
        List<String> extras = new ArrayList<>();
        for (int i = 1; i < known.size(); i++) {
            String name = known.get(i).substring(1);
            if (hasLibrary(libDir.resolve(name)) || hasLibrary(home.resolve("bin").resolve(name))) {
                extras.add(known.get(i));
            }
        }
        return extras;
    }

    private static boolean hasLibrary(Path dir) {
        return LIBRARY_NAMES.stream().anyMatch(name -> Files.isRegularFile(dir.resolve(name)));
    }

    /** {@code lib} (9+), {@code jre/lib/<arch>} or {@code lib/<arch>} (8), {@code bin} (Windows 8). */
    private static List<Path> libraryDirectories(Path home) {
        List<Path> dirs = new ArrayList<>();
        dirs.add(home.resolve("lib"));
        for (Path lib : List.of(home.resolve("jre/lib"), home.resolve("lib"))) {
            if (!Files.isDirectory(lib)) {
                continue;
            }
            try (DirectoryStream<Path> archs = Files.newDirectoryStream(lib, Files::isDirectory)) {
                for (Path arch : archs) {
                    if (Files.isRegularFile(arch.resolve("jvm.cfg"))) {
                        dirs.add(arch);
                    }
                }
            } catch (IOException | DirectoryIteratorException | SecurityException e) {
                // An unreadable lib directory means no extra variants, not a failed discovery.
            }
        }
        dirs.add(home.resolve("jre/lib"));
        return dirs;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.ISO_8859_1);
        } catch (IOException | SecurityException e) {
            return "";
        }
    }
}
