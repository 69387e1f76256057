package io.tenure.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The JVM options of a {@code java} command line (what follows {@code java}, as compare's
 * JAVA-ARGS): the arguments before the main class, {@code -jar FILE}, {@code -m}/{@code --module
 * MODULE} or a source file. Everything from there on is the program's own, never a JVM option:
 * {@code -jar app.jar -Xmx1g} hands {@code -Xmx1g} to the program. The values of the launcher
 * options that take one as the next argument ({@code -cp X}) are neither, so a class path that
 * happens to start with a dash is not read as an option.
 *
 * @param jvmOptions  the options the JVM itself gets, in order, values of launcher options left out
 * @param optionFiles the {@code @argfiles} and {@code -XX:VMOptionsFile=} files among them: the
 *                    JVM reads more options from these, which tenure does not read
 */
public record LauncherOptions(List<String> jvmOptions, List<String> optionFiles) {
    /**
     * The {@code java} launcher's options (JDK 17, {@code java --help} and {@code --help-extra})
     * whose value is the next argument. Their long forms also take {@code --opt=value}.
     */
    static final Set<String> WITH_VALUE = Set.of("-cp", "-classpath", "--class-path", "-p", "--module-path",
            "--upgrade-module-path", "--add-modules", "--enable-native-access", "--limit-modules", "--add-reads",
            "--add-exports", "--add-opens", "--patch-module", "-d", "--describe-module", "--source");

    public LauncherOptions {
        jvmOptions = List.copyOf(jvmOptions);
        optionFiles = List.copyOf(optionFiles);
    }

    /** The options of {@code javaArgs}, what follows {@code java} on a command line. */
    public static LauncherOptions of(List<String> javaArgs) {
        List<String> options = new ArrayList<>();
        List<String> files = new ArrayList<>();
        for (int i = 0; i < javaArgs.size(); i++) {
            String arg = javaArgs.get(i);
            if (arg.equals("-jar") || arg.equals("-m") || arg.equals("--module") || arg.startsWith("--module=")
                    || !arg.startsWith("-") && !arg.startsWith("@")) {
                // the program starts here: a main class, a source file, a jar or a module
                break;
            }
            if (WITH_VALUE.contains(arg)) {
                i++;
                continue;
            }
            if (arg.startsWith("@")) {
                // the launcher expands an @argfile into options before it reads them
                files.add(arg.substring(1));
                continue;
            }
            if (arg.startsWith("-XX:VMOptionsFile=")) {
                files.add(arg.substring("-XX:VMOptionsFile=".length()));
            }
            options.add(arg);
        }
        return new LauncherOptions(options, files);
    }
}
