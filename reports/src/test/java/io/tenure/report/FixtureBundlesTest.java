package io.tenure.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The committed fixture bundles ({@code results.json}, {@code host.json}) are exactly what
 * {@link FixtureBundles} assembles from their real runs; {@code -Dgolden.update=true} rewrites
 * them (after {@code make-runs.sh}).
 */
class FixtureBundlesTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"openjdk-17", "temurin-25"})
    void committedBundleIsWhatTheRunsGive(String jvm) throws IOException {
        Path built = FixtureBundles.build(tmp.resolve(jvm), jvm, "vm");
        Path committed = FixtureBundles.BUNDLES.resolve(jvm);
        for (String file : new String[] {"results.json", "host.json"}) {
            String actual = Files.readString(built.resolve(file), StandardCharsets.UTF_8);
            if (Boolean.getBoolean("golden.update")) {
                Files.writeString(committed.resolve(file), actual, StandardCharsets.UTF_8);
            } else {
                assertThat(actual).as("%s of %s (regenerate with -Dgolden.update=true)", file, jvm)
                        .isEqualTo(Files.readString(committed.resolve(file), StandardCharsets.UTF_8));
            }
        }
    }
}
