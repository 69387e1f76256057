package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which arguments after {@code java} the JVM takes as its options, and which are the program's. */
class LauncherOptionsTest {
    @Test
    void optionsEndWhereTheProgramStarts() {
        assertThat(LauncherOptions.of(List.of("-Xmx1g", "-XX:+PrintFlagsFinal", "-version")).jvmOptions())
                .containsExactly("-Xmx1g", "-XX:+PrintFlagsFinal", "-version");
        // the program's own arguments, after a jar, a module, a main class or a source file
        assertThat(LauncherOptions.of(List.of("-Xss1m", "-jar", "app.jar", "-Xmx1g")).jvmOptions()).containsExactly("-Xss1m");
        assertThat(LauncherOptions.of(List.of("-m", "app/app.Main", "-Xmx1g")).jvmOptions()).isEmpty();
        assertThat(LauncherOptions.of(List.of("--module=app/app.Main", "-Xmx1g")).jvmOptions()).isEmpty();
        assertThat(LauncherOptions.of(List.of("-ea", "Main", "-XX:+UseG1GC")).jvmOptions()).containsExactly("-ea");
        assertThat(LauncherOptions.of(List.of("Main.java", "-Xmx1g")).jvmOptions()).isEmpty();
    }

    /** A value of -cp and its kin is neither an option nor the main class: what follows is still the JVM's. */
    @Test
    void theValueOfALauncherOptionIsSkipped() {
        for (String option : List.of("-cp", "-classpath", "--class-path", "-p", "--module-path", "--add-opens",
                "--add-exports", "--add-modules", "--add-reads", "--patch-module", "--limit-modules",
                "--upgrade-module-path", "-d", "--describe-module", "--source", "--enable-native-access")) {
            assertThat(LauncherOptions.of(List.of(option, "-odd-value", "-Xmx1g", "Main", "-Xms2g")).jvmOptions())
                    .as(option).containsExactly("-Xmx1g");
        }
        assertThat(LauncherOptions.of(List.of("--class-path=lib", "-Xmx1g", "Main")).jvmOptions())
                .containsExactly("--class-path=lib", "-Xmx1g");
    }

    @Test
    void optionFilesBeforeTheProgramAreNamed() {
        LauncherOptions options = LauncherOptions.of(List.of("@jvm.args", "-XX:VMOptionsFile=more.opts", "-jar", "a.jar",
                "@not-an-argfile"));
        assertThat(options.optionFiles()).containsExactly("jvm.args", "more.opts");
        assertThat(LauncherOptions.of(List.of("-jar", "a.jar", "@x")).optionFiles()).isEmpty();
    }
}
