package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * README.md and docs/ are guides for a user of a clone or a release: the README stays a page that
 * starts with the user's jobs (under 150 lines, no table cell a paragraph long), and no page is a
 * dated working note or names what a clone does not have (a branch, a working copy, who worked on
 * it). Dated measurements belong in validation/notes/, which the guides link.
 */
class DocsAreGuidesTest {
    private static final Path ROOT = Path.of(System.getProperty("tenure.root", "../..")).toAbsolutePath().normalize();
    static final int README_MAX_LINES = 150;
    static final int CELL_MAX_CHARS = 300;
    /** A date as a dated note writes it: 2026-11-22. */
    private static final Pattern DATE = Pattern.compile("\\b(19|20)\\d\\d-[01]\\d-[0-3]\\d\\b");
    /** Words that name how the project was worked on rather than what it does. */
    static final Pattern WORKING_NOTE = Pattern.compile("(?i)\\b(branch(es)?|worktrees?|working cop(y|ies)|helpers?"
            + "|the lead|sitting|session \\d+|(this|that|other|earlier|later|previous|next|our|my) sessions?|issue #\\d+)\\b");

    @Test
    void theReadmeIsShortAndItsTablesAreTables() throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve("README.md"));
        assertThat(lines).as("README.md lines").hasSizeLessThan(README_MAX_LINES);
        List<String> long_ = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("|")) {
                for (String cell : line.split("(?<!\\\\)\\|")) {
                    if (cell.strip().length() > CELL_MAX_CHARS) {
                        long_.add(cell.strip().length() + " chars: " + cell.strip().substring(0, 60) + "...");
                    }
                }
            }
        }
        assertThat(long_).as("README table cells over %d characters", CELL_MAX_CHARS).isEmpty();
    }

    @Test
    void noGuideIsADatedWorkingNote() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        assertThat(pages).hasSizeGreaterThan(5);
        List<String> found = new ArrayList<>();
        for (Path page : pages) {
            List<String> lines = proseLines(Files.readString(page));
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                String where = ROOT.relativize(page) + ":" + (i + 1) + ": ";
                Matcher date = DATE.matcher(line);
                if (date.find()) {
                    found.add(where + (line.startsWith("#") ? "dated heading " : "date ") + date.group());
                }
                Matcher word = WORKING_NOTE.matcher(line);
                if (word.find()) {
                    found.add(where + "'" + word.group() + "'");
                }
            }
        }
        assertThat(found).as("dates and working-note words in README.md and docs/ (history goes to validation/notes/)")
                .isEmpty();
    }

    /**
     * The page's lines with fenced blocks and code spans blanked (a code span may run over a line
     * break): examples may hold dates, such as an input's time stamps.
     */
    static List<String> proseLines(String markdown) {
        StringBuilder prose = new StringBuilder();
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
            } else if (!fenced) {
                prose.append(line);
            }
            prose.append('\n');
        }
        Matcher span = Pattern.compile("`[^`]*`").matcher(prose);
        StringBuilder blanked = new StringBuilder();
        while (span.find()) {
            span.appendReplacement(blanked, "``" + "\n".repeat((int) span.group().chars().filter(c -> c == '\n').count()));
        }
        span.appendTail(blanked);
        return List.of(blanked.toString().split("\n", -1));
    }
}
