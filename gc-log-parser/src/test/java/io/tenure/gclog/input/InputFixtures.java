package io.tenure.gclog.input;

import io.tenure.gclog.GoldenFiles;
import java.nio.file.Path;

final class InputFixtures {
    private InputFixtures() {
    }

    static Path sets() {
        return GoldenFiles.fixtures().resolve("gclogs/sets");
    }

    static Path set(String name) {
        return sets().resolve(name);
    }
}
