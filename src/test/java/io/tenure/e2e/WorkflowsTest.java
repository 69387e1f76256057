package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.testsupport.Requirements;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GitHub Actions workflows: actionlint passes on every one (as .ci/run checks before the
 * tests), and they do what the release process relies on: CI runs .ci/run, a tag builds the
 * release and attaches its archives, every action is pinned to a version.
 */
class WorkflowsTest {
    private static final Path ROOT = Path.of(System.getProperty("tenure.root", "../..")).toAbsolutePath().normalize();
    private static final Path WORKFLOWS = ROOT.resolve(".github/workflows");
    private static final Pattern USES = Pattern.compile("(?m)^\\s*(?:-\\s+)?uses:\\s*(\\S+)");

    @TempDir
    Path work;

    private static List<Path> workflows() throws IOException {
        try (Stream<Path> files = Files.list(WORKFLOWS)) {
            return files.filter(f -> f.toString().endsWith(".yml") || f.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    /** actionlint's path, or null when it is not on the PATH. */
    private static Path actionlint() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, "actionlint");
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    private record Lint(int exit, String output) {
    }

    private static Lint lint(Path directory, List<Path> files) throws IOException, InterruptedException {
        Path actionlint = actionlint();
        Requirements.assumeAvailable("actionlint", actionlint != null, "no actionlint on the PATH");
        List<String> command = new ArrayList<>(List.of(actionlint.toString(), "-no-color"));
        files.forEach(f -> command.add(f.toString()));
        Process p = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("actionlint finished").isTrue();
        return new Lint(p.exitValue(), output);
    }

    @Test
    void actionlintPassesOnEveryWorkflow() throws Exception {
        List<Path> files = workflows();
        assertThat(files).extracting(f -> f.getFileName().toString()).contains("ci.yml", "release.yml");

        Lint lint = lint(ROOT, files);

        assertThat(lint.output()).isEmpty();
        assertThat(lint.exit()).isZero();
    }

    @Test
    void actionlintFailsOnABrokenWorkflowSoThePassAboveMeansSomething() throws Exception {
        Path broken = Files.createDirectories(work.resolve(".github/workflows")).resolve("broken.yml");
        Files.writeString(broken, String.join("\n", "on: push", "jobs:", "  build:", "    runs-on: ubuntu-24.04",
                "    timeout-minutes: ninety", "    steps:", "      - run: echo ${{ github.nosuchcontext }}", ""));

        Lint lint = lint(work, List.of(broken));

        assertThat(lint.exit()).isNotZero();
        assertThat(lint.output()).contains("broken.yml");
    }

    @Test
    void ciRunsCiRunOnPushAndPullRequestWithinNinetyMinutes() throws IOException {
        String ci = Files.readString(WORKFLOWS.resolve("ci.yml"));

        assertThat(ci).containsPattern("(?m)^  push:").containsPattern("(?m)^  pull_request:");
        assertThat(ci).contains("timeout-minutes: 90").containsPattern("(?m)bash \\.ci/run\\s*$");
        assertThat(ci).contains("distribution: temurin").contains("java-version: \"17\"");
    }

    @Test
    void aTagBuildsTheReleaseAndAttachesItsArchives() throws IOException {
        String release = Files.readString(WORKFLOWS.resolve("release.yml"));

        assertThat(release).containsPattern("(?m)^    tags:\\n      - \"v\\*\"");
        assertThat(release).contains("contents: write").contains("mvn -B -Prelease package");
        assertThat(release).contains("target/release/tenure-*.tar.gz").contains("target/release/tenure-*.zip");
        assertThat(release).contains("gh release create").contains("gh release upload");
    }

    @Test
    void everyActionIsPinnedToAVersion() throws IOException {
        for (Path workflow : workflows()) {
            Matcher m = USES.matcher(Files.readString(workflow));
            while (m.find()) {
                assertThat(m.group(1)).as("%s: uses %s", workflow.getFileName(), m.group(1))
                        .matches("[\\w.-]+/[\\w./-]+@v\\d+(\\.\\d+){0,2}");
            }
        }
    }
}
