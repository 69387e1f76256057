package io.tenure.platforms;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.StringJoiner;

/**
 * What must not change for cached facts about a JDK to stay true: the modification times and
 * sizes of its launcher, release file, jvm.cfg and VM library. A package update rewrites them,
 * so the next run probes again.
 */
final class JdkFingerprint {
    private JdkFingerprint() {
    }

    static String of(Path home, String variantFlag) {
        String variant = variantFlag.isEmpty() ? "server" : variantFlag.substring(1);
        List<String> files = List.of("release", "bin/java", "bin/java.exe", "lib/jvm.cfg",
                "lib/" + variant + "/libjvm.so", "lib/" + variant + "/libjvm.dylib", "bin/" + variant + "/jvm.dll",
                // JDK 8 keeps the VM under lib/<arch>, in the JDK's jre or in a JRE home.
                "jre/lib/amd64/" + variant + "/libjvm.so", "jre/lib/aarch64/" + variant + "/libjvm.so",
                "lib/amd64/" + variant + "/libjvm.so", "lib/aarch64/" + variant + "/libjvm.so");
        StringJoiner fingerprint = new StringJoiner(";");
        for (String file : files) {
            Path path = home.resolve(file);
            try {
                if (Files.exists(path)) {
                    fingerprint.add(file + "@" + Files.getLastModifiedTime(path).toMillis() + "/" + Files.size(path));
                }
            } catch (IOException | SecurityException e) {
                fingerprint.add(file + "@unreadable");
            }
        }
        return fingerprint.toString();
    }
}
