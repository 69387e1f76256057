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
 * The guides in docs/ link the notes in validation/notes/ that their figures come from, and the notes
 * link back: every relative Markdown link in either directory must reach an existing file, or a
 * reader following a figure to its source finds nothing. Links to a web address or to an anchor of
 * the same page are not checked; an anchor after a file is dropped before the file is looked up.
 */
class DocsLinksTest {
    private static final Path ROOT = Path.of(System.getProperty("tenure.root", "../..")).toAbsolutePath().normalize();
    /** An inline link or image, [text](target) or ![alt](target), target up to a space or ')'. */
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");

    @Test
    void everyRelativeLinkReachesAFile() throws IOException {
        List<Path> pages = new ArrayList<>(markdownIn(ROOT.resolve("docs")));
        pages.addAll(markdownIn(ROOT.resolve("validation/notes")));
        assertThat(pages).as("Markdown pages in docs/ and validation/notes/").hasSizeGreaterThan(5);
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path page : pages) {
            Matcher m = LINK.matcher(withoutCode(Files.readString(page)));
            while (m.find()) {
                String target = m.group(1);
                if (target.startsWith("#") || target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
                    continue;
                }
                String file = target.replaceFirst("#.*$", "");
                checked++;
                if (!Files.exists(page.getParent().resolve(file).normalize())) {
                    broken.add(ROOT.relativize(page) + ": " + target);
                }
            }
        }
        assertThat(checked).as("relative links checked").isPositive();
        assertThat(broken).as("relative links that reach no file").isEmpty();
    }

    private static List<Path> markdownIn(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".md")).sorted().toList();
        }
    }

    /** Fenced blocks and code spans hold shell and SQL, where "[x](y)" is no link. */
    private static String withoutCode(String markdown) {
        return markdown.replaceAll("(?ms)^```.*?^```", "").replaceAll("`[^`\\n]*`", "");
    }
}
