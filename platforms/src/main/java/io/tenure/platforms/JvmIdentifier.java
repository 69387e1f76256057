package io.tenure.platforms;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Describes a JVM by asking it: the release file first, then its own system properties. */
final class JvmIdentifier {
    private JvmIdentifier() {
    }

    /**
     * Launches {@code java [variantFlag] -XshowSettings:properties -version} and reads the answer.
     *
     * @throws JvmLaunchException when the JVM does not start or prints no properties
     */
    static JvmIdentity identify(Path home, Path javaExecutable, String variantFlag, Duration timeout) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable.toString());
        if (!variantFlag.isEmpty()) {
            command.add(variantFlag);
        }
        command.add("-XshowSettings:properties");
        command.add("-version");
        ProcessOutput output = ChildProcess.run(command, timeout);
        if (!output.succeeded()) {
            throw new JvmLaunchException(command, "the JVM did not start: " + output.failure());
        }
        JvmProperties properties = JvmProperties.parse(output.combined());
        ReleaseFile release = ReleaseFile.read(home);
        String version = properties.get("java.version").or(() -> release.get("JAVA_VERSION")).orElse(null);
        String vmName = properties.get("java.vm.name").orElse(null);
        if (version == null || vmName == null) {
            throw new JvmLaunchException(command, "the JVM printed no java.version/java.vm.name property\n" + output.tail());
        }
        try {
            JavaVersion.feature(version);
        } catch (IllegalArgumentException e) {
            throw new JvmLaunchException(command, "the JVM reported an unreadable java.version '" + version + "'", e);
        }
        return new JvmIdentity(
                properties.get("java.vendor").or(() -> release.get("IMPLEMENTOR")).orElse("unknown"),
                properties.get("java.vendor.version").or(() -> release.get("IMPLEMENTOR_VERSION")).orElse(null),
                properties.get("java.runtime.name").orElse(null),
                version,
                vmName,
                properties.get("os.arch").or(() -> release.get("OS_ARCH")).orElse("unknown"),
                properties.get("java.home").orElse(home.toString()));
    }
}
