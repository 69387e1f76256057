package io.tenure.report;

import io.tenure.testsupport.Golden;
import java.io.IOException;
import java.nio.file.Path;

/** The report goldens' place among the shared fixtures; compared by test-support's {@link Golden}. */
final class ReportGoldens {
    static final Path DIR = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"), "reports", "golden");

    private ReportGoldens() {
    }

    static void check(String name, String actual) throws IOException {
        Golden.check(DIR.resolve(name), actual);
    }
}
