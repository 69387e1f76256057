package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every example of what a command prints, in README.md and the guides in docs/, is what the command
 * prints today. An example is a fenced block right after a marker line:
 *
 * <ul>
 *   <li>{@code <!-- example: tenure analyze PATH -->}: the output exactly (trailing spaces aside);</li>
 *   <li>{@code <!-- example, figures vary: tenure compare ... -->}: for a command whose figures change from
 *       run to run, both sides with every number masked ({@code #}), every JVM or configuration id
 *       ({@code openjdk-17}, {@code temurin-25-g1-64m}) and absolute path masked, runs of spaces as one.
 *       A label, a column, a line or their order that changed still fails.</li>
 * </ul>
 *
 * A block may start with the command as the reader types it, {@code $ tenure ...}: it must be the
 * marker's command, and is not part of the output. A line {@code ...} in the block stands for any
 * number of lines of the output, none included. The
 * command runs as the packaged jar in an empty directory; an argument that is a path of the repository
 * (relative to its root, with a slash, as a reader in a clone types it) is given as an absolute path, and the root's
 * path is taken out of the output. Only standard output is compared (stderr is progress); the exit
 * code must be 0.
 */
class DocExamplesIT {
    static final Pattern EXAMPLE = Pattern.compile(
            "(?m)^<!-- example(, figures vary)?: tenure (.+?) -->\\n```[a-z]*\\n(.*?)^```", Pattern.DOTALL);
    static final String ELIDED = "...";
    private static final Pattern ID = Pattern.compile("\\b[a-z][a-z0-9]*-\\d+(?:-(?:\\d+m|[a-z][a-z0-9.+_]*))*\\b");
    private static final Pattern ABSOLUTE_PATH = Pattern.compile("(?<![\\w.])/[^\\s:()\\[\\],'\"]+");
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:\\.\\d+)?");

    @TempDir
    Path temp;
    /** What each command printed: a command shown in the README and in a guide runs once. */
    private final Map<List<String>, String> printed = new HashMap<>();

    /** One example as a page holds it. */
    record Example(Path page, int line, boolean figuresVary, List<String> args, String block) {
        @Override
        public String toString() {
            return TenureProcess.root().relativize(page) + ":" + line + ": tenure " + String.join(" ", args);
        }
    }

    @TestFactory
    Stream<DynamicTest> everyExamplePrintsWhatItShows() throws IOException {
        List<Example> examples = examples();
        assertThat(examples.stream().filter(e -> e.page().getFileName().toString().equals("README.md")))
                .as("examples in README.md (one per job at least)").hasSizeGreaterThanOrEqualTo(3);
        return examples.stream().map(e -> DynamicTest.dynamicTest(e.toString(), () -> check(e)));
    }

    /** The comparison itself can fail: a block that differs from the output in one label does. */
    @Test
    void aChangedLabelOrOrderFailsAndMaskedFiguresDoNot() {
        String out = "Ranking (median wall time):\n  1 openjdk-17-serial   1.234 [1.1, 1.4]\n  2 openjdk-17-parallel 1.5\n";
        String block = "Ranking (median wall time):\n  1 temurin-21-g1 9.9 [8.0, 9.0]\n...\n";
        assertThat(matches(block, out, true)).isTrue();
        assertThat(matches(block.replace("median", "mean"), out, true)).isFalse();
        assertThat(matches("  1 temurin-21-g1 9.9 [8.0, 9.0]\nRanking (median wall time):\n", out, true)).isFalse();
        assertThat(matches(block, out, false)).isFalse();
        assertThat(matches("Ranking (median wall time):\n...\n  2 openjdk-17-parallel 1.5\n", out, false)).isTrue();
        assertThat(matches("Ranking (median wall time):\n", out, false)).isFalse();
    }

    static List<Example> examples() throws IOException {
        Path root = TenureProcess.root();
        List<Path> pages = new ArrayList<>(List.of(root.resolve("README.md")));
        try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<Example> examples = new ArrayList<>();
        for (Path page : pages) {
            String text = Files.readString(page).replace("\r\n", "\n");
            Matcher m = EXAMPLE.matcher(text);
            while (m.find()) {
                int line = (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count() + 1;
                examples.add(new Example(page, line, m.group(1) != null, words(m.group(2)), m.group(3)));
            }
        }
        return examples;
    }

    private void check(Example e) throws Exception {
        String block = e.block();
        if (block.startsWith("$ ")) {
            String typed = block.lines().findFirst().orElseThrow();
            assertThat(typed).as("the command shown in %s", e).isEqualTo("$ tenure " + String.join(" ", quoted(e.args())));
            block = block.substring(typed.length());
        }
        String out = printed.get(e.args());
        if (out == null) {
            out = run(e);
            printed.put(e.args(), out);
        }
        assertThat(matches(block, out, e.figuresVary()))
                .as("%s prints what its block shows%n--- block (normalised)%n%s%n--- output (normalised)%n%s%n--- output%n%s",
                        e, String.join("\n", lines(block, e.figuresVary())), String.join("\n", lines(out, e.figuresVary())), out)
                .isTrue();
    }

    /** Runs the example's command in a directory of its own; its standard output, paths made relative. */
    private String run(Example e) throws Exception {
        Path root = TenureProcess.root();
        Path dir = Files.createTempDirectory(temp, "example");
        List<String> args = new ArrayList<>();
        for (String a : e.args()) {
            // a path has a slash: a command name such as "compare" is also a directory of the repository
            boolean inRepository = a.contains("/") && !a.startsWith("-") && !a.contains("{") && Files.exists(root.resolve(a));
            args.add(inRepository ? root.resolve(a).toString() : a);
        }
        TenureProcess.Result r = TenureProcess.run(dir, args.toArray(String[]::new));
        assertThat(r.exitCode()).as("exit code of %s; stderr:%n%s", e, r.err()).isZero();
        return r.out().replace(root + "/", "").replace(dir + "/", "");
    }

    /** Whether the block's lines are the output's, "..." standing for any run of lines. */
    static boolean matches(String block, String output, boolean figuresVary) {
        List<String> want = lines(block, figuresVary);
        List<String> got = lines(output, figuresVary);
        // reach[i][j]: the first i lines of the block match the first j lines of the output
        boolean[][] reach = new boolean[want.size() + 1][got.size() + 1];
        reach[0][0] = true;
        for (int i = 1; i <= want.size(); i++) {
            boolean elided = want.get(i - 1).equals(ELIDED);
            for (int j = 0; j <= got.size(); j++) {
                reach[i][j] = elided ? reach[i - 1][j] || j > 0 && reach[i][j - 1]
                        : j > 0 && reach[i - 1][j - 1] && want.get(i - 1).equals(got.get(j - 1));
            }
        }
        return reach[want.size()][got.size()];
    }

    private static List<String> lines(String text, boolean figuresVary) {
        List<String> lines = new ArrayList<>(text.strip().lines().map(String::stripTrailing).toList());
        if (!figuresVary) {
            return lines;
        }
        return lines.stream().map(l -> {
            String masked = ABSOLUTE_PATH.matcher(l).replaceAll("<path>");
            // ids before numbers: the 1 of g1 is part of a name
            masked = ID.matcher(masked).replaceAll("<id>");
            masked = NUMBER.matcher(masked).replaceAll("#");
            return masked.strip().replaceAll("\\s+", " ");
        }).toList();
    }

    /** The words as a shell line: a word with a space or a shell character in single quotes. */
    private static List<String> quoted(List<String> words) {
        return words.stream().map(w -> w.matches("[A-Za-z0-9_./:=,{}+@%-]+") ? w : "'" + w + "'").toList();
    }

    /** The command's words, split at spaces; a word in single quotes keeps its spaces. */
    static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        Matcher m = Pattern.compile("'([^']*)'|(\\S+)").matcher(command);
        while (m.find()) {
            words.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        return words;
    }
}
