package io.tenure.platforms.launch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A tenure-like parent for {@link JvmLauncherTest}: started with JVM-option variables in its
 * environment, it launches {@code java -XX:+PrintCommandLineFlags -version} through the launcher
 * and prints what was removed and what the child printed.
 */
public final class LaunchFromEnvironment {
    private LaunchFromEnvironment() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        LaunchResult result = JvmLauncher.run(LaunchRequest.of(List.of(java, "-XX:+PrintCommandLineFlags", "-version"),
                dir, dir.resolve("child.out"), dir.resolve("child.err"), Duration.ofSeconds(60)));
        System.out.println("removed=" + result.jvmOptionVariablesRemoved());
        System.out.println("child=" + Files.readString(dir.resolve("child.out")) + Files.readString(dir.resolve("child.err")));
    }
}
