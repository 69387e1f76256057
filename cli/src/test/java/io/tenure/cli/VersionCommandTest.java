package io.tenure.cli;

import io.tenure.cli.common.VersionProvider;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class VersionCommandTest {
    @Test
    void versionNamesTheReleaseTheCommitAndTheJvm() {
        Run run = Run.tenure("--version");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).matches("tenure \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? \\(commit ([0-9a-f]{7,40}(-dirty)?|unknown)\\)\n"
                + "running on .+\n");
    }

    @Test
    void theCommitIsTheOneThisTreeIsAtOrUnknownOutsideGit() throws Exception {
        // The build ran `git describe` in this same tree moments ago (generate-resources); a
        // source tarball has no .git and its build says "unknown".
        Path root = Path.of(System.getProperty("tenure.fixtures")).getParent().getParent().getParent().getParent();
        if (!Files.exists(root.resolve(".git"))) {
            assertThat(VersionProvider.commit()).isEqualTo("unknown");
            return;
        }
        Process git = new ProcessBuilder("git", "rev-parse", "--short=7", "HEAD").directory(root.toFile())
                .redirectErrorStream(true).start();
        String head = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(git.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(git.exitValue()).as("git rev-parse in %s: %s", root, head).isZero();

        assertThat(VersionProvider.commit()).matches(head + "[0-9a-f]*(-dirty)?");
    }

    @Test
    void aCommitIsAShortHashWithAnOptionalDirtyMark() {
        assertThat(VersionProvider.commitOf(properties("1a2b3c4"))).isEqualTo("1a2b3c4");
        assertThat(VersionProvider.commitOf(properties("1a2b3c4-dirty"))).isEqualTo("1a2b3c4-dirty");
    }

    @Test
    void withoutGitTheCommitIsUnknown() {
        assertThat(VersionProvider.commitOf(new Properties())).isEqualTo("unknown");
        assertThat(VersionProvider.commitOf(properties(""))).isEqualTo("unknown");
        assertThat(VersionProvider.commitOf(properties("fatal: not a git repository"))).isEqualTo("unknown");
    }

    private static Properties properties(String commit) {
        Properties properties = new Properties();
        properties.setProperty("commit", commit);
        return properties;
    }
}
