package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/ARCHITECTURE.md tells a contributor which files a change touches: every repository path it
 * names must exist, or a recipe sends the reader to a file that moved. Its module table must list
 * every module of the parent POM, and no other.
 */
class ArchitectureDocTest {
    private static final Path ROOT = Path.of(System.getProperty("tenure.root", "../..")).toAbsolutePath().normalize();
    private static final Path DOC = ROOT.resolve("docs/ARCHITECTURE.md");
    /** A code span that is a path in the repository: a top-level directory, a slash, more. */
    private static final Pattern PATH = Pattern.compile("`([a-z][a-z0-9-]*/[^`\\s]*)`");
    private static final Pattern MODULE_ROW = Pattern.compile("(?m)^\\| `([a-z][a-z0-9-]*)/` \\|");
    private static final Pattern POM_MODULE = Pattern.compile("<module>([^<]+)</module>");

    @Test
    void everyPathTheRecipesNameExists() throws IOException {
        List<String> named = new ArrayList<>();
        Matcher m = PATH.matcher(Files.readString(DOC));
        while (m.find()) {
            named.add(m.group(1));
        }
        assertThat(named).as("paths named in %s", DOC).hasSizeGreaterThan(30);
        assertThat(named).filteredOn(p -> !Files.exists(ROOT.resolve(p.replace("...", ""))))
                .as("paths in docs/ARCHITECTURE.md that do not exist").isEmpty();
    }

    @Test
    void theModuleTableListsEveryModule() throws IOException {
        List<String> documented = new ArrayList<>();
        Matcher rows = MODULE_ROW.matcher(Files.readString(DOC));
        while (rows.find()) {
            documented.add(rows.group(1));
        }
        List<String> modules = new ArrayList<>();
        Matcher pom = POM_MODULE.matcher(Files.readString(ROOT.resolve("pom.xml")));
        while (pom.find()) {
            modules.add(pom.group(1));
        }
        // test-support and the end-to-end tests are not code a user runs
        modules.removeAll(List.of("test-support", "src/test"));
        assertThat(documented).containsExactlyInAnyOrderElementsOf(modules);
    }
}
