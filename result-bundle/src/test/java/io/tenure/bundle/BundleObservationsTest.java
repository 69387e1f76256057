package io.tenure.bundle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.model.PlatformFit;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnfittedPlatform;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundleObservationsTest {
    static final double[] LEVELS = {0.0, 0.1, 0.2, 0.3, 0.437, 0.6};

    @TempDir
    Path temp;

    private static SurvivalModel fit(Path... dirs) throws IOException {
        List<Bundle> bundles = new ArrayList<>();
        for (Path dir : dirs) {
            bundles.add(BundleReader.read(dir));
        }
        return BundleObservations.of(bundles).fit(100, 1);
    }

    @Test
    void groupsCellsByPlatformAndFitsEveryPlatform() throws IOException {
        Path dir = new TestBundles("box1")
                .platform("temurin-17", "parallel", true, LEVELS, 3, s -> 2 + 6 * s, s -> 5 + 40 * s, 1)
                .platform("temurin-17", "ZGC", false, LEVELS, 3, s -> 3 + 2 * s, s -> 0.5, 2)
                .failedCell("temurin-17", "epsilon", 0.1, "failed", "OutOfMemoryError")
                .failedCell("temurin-17", "epsilon", 0.2, "timeout", "no result in 600 s")
                .write(temp.resolve("b1"));
        Bundle bundle = BundleReader.read(dir);
        assertThat(bundle.hostName()).isEqualTo("box1");
        assertThat(bundle.host().osDescription()).isEqualTo("Linux 6.1.0");
        assertThat(bundle.results().cells()).hasSize(2 * LEVELS.length + 2);

        SurvivalModel model = BundleObservations.of(List.of(bundle)).fit(100, 1);
        List<PlatformFit> time = model.fitsFor(Response.TIME);
        // collector ids from the catalog in the key (ZGC -> zgc), display names for people
        assertThat(time).extracting(f -> f.platform().key()).containsExactly(
                "box1/temurin-17/parallel/heap512m/young128m", "box1/temurin-17/zgc/heap512m/young128m");
        assertThat(time).extracting(f -> f.platform().collector()).containsExactly("Parallel", "ZGC");
        PlatformFit parallel = time.get(0);
        assertThat(parallel.survivalSource()).isEqualTo("measured");
        assertThat(parallel.valueAt(0.437)).isCloseTo(2 + 6 * 0.437, within(0.15));
        assertThat(time.get(1).survivalSource()).isEqualTo("target");
        assertThat(model.notes()).anyMatch(n -> n.contains("zgc") && n.contains("target survival p"));
        UnfittedPlatform epsilon = model.unfitted().stream()
                .filter(u -> u.platform().collector().equals("Epsilon")).findFirst().orElseThrow();
        assertThat(epsilon.response()).isNull();
        assertThat(epsilon.reason()).isEqualTo(
                "no cell succeeded (2 cells: 1× failed: OutOfMemoryError; 1× timeout: no result in 600 s)");
        assertThat(model.fitsFor(Response.GC_OVERHEAD)).hasSize(2);
        assertThat(model.fitsFor(Response.PAUSE_P99)).hasSize(2);
    }

    @Test
    void aCellsVariantIsAPlatformOfItsOwn() throws IOException {
        TestBundles bundles = new TestBundles("box1")
                .platform("temurin-17", "parallel", true, LEVELS, 2, s -> 2 + 6 * s, s -> 5 + 40 * s, 1)
                .platform("temurin-17", "parallel", true, LEVELS, 2, s -> 2 + 5 * s, s -> 5 + 40 * s, 2);
        var cells = bundles.results().withArray("cells");
        for (int i = 0; i < cells.size(); i++) {
            ((ObjectNode) cells.get(i)).put("variant", i < LEVELS.length ? "numa" : "base");
        }
        SurvivalModel model = fit(bundles.write(temp.resolve("variants")));
        assertThat(model.fits().stream().map(f -> f.platform().key()).distinct())
                .containsExactlyInAnyOrder("box1/temurin-17/parallel/heap512m/young128m/numa",
                        "box1/temurin-17/parallel/heap512m/young128m/base");
    }

    @Test
    void aWorkloadPointIsACurveOfItsOwnSoASweepOfAKnobIsNotMixedIntoOneCurve() throws IOException {
        TestBundles bundles = new TestBundles("box1")
                .platform("temurin-17", "g1", true, LEVELS, 2, s -> 2 + 6 * s, s -> 5 + 40 * s, 1)
                .platform("temurin-17", "g1", true, LEVELS, 2, s -> 3 + 6 * s, s -> 5 + 40 * s, 2)
                .platform("temurin-17", "g1", true, LEVELS, 2, s -> 4 + 6 * s, s -> 5 + 40 * s, 3);
        var cells = bundles.results().withArray("cells");
        for (int i = 0; i < cells.size(); i++) {
            ObjectNode target = (ObjectNode) cells.get(i).get("target");
            ObjectNode cell = (ObjectNode) cells.get(i);
            cell.put("id", cell.get("id").asText() + "_" + i);
            if (i >= 2 * LEVELS.length) {
                target.put("workload", "jbb");
                target.put("retentionMB", 16.0 * (i + 1));
            } else if (i >= LEVELS.length) {
                target.put("refStoresPerKB", 64.0);
            }
        }
        SurvivalModel model = fit(bundles.write(temp.resolve("knobs")));
        List<PlatformFit> time = model.fitsFor(Response.TIME);
        assertThat(time).extracting(f -> f.platform().key()).containsExactlyInAnyOrder("box1/temurin-17/g1/heap512m/young128m",
                "box1/temurin-17/g1/heap512m/young128m#r64", "box1/temurin-17/g1/heap512m/young128m#jbb");
        PlatformFit stores = time.stream().filter(f -> f.platform().key().endsWith("#r64")).findFirst().orElseThrow();
        PlatformFit jbb = time.stream().filter(f -> f.platform().key().endsWith("#jbb")).findFirst().orElseThrow();
        assertThat(stores.valueAt(0.437)).isCloseTo(3 + 6 * 0.437, within(0.15));
        // jbb's curve is drawn against the survival it measured
        assertThat(jbb.survivalSource()).isEqualTo("measured");
        assertThat(jbb.valueAt(0.437)).isCloseTo(4 + 6 * 0.437, within(0.15));
    }

    @Test
    void aFingerprintWithoutHostnameIsNamedAfterTheDirectory() throws IOException {
        Path dir = new TestBundles("ignored").platform("openjdk-17", "serial", true, LEVELS, 1, s -> 2 + s, s -> 1, 1)
                .write(temp.resolve("bench-fp"));
        Files.writeString(dir.resolve("host.json"), "{\"schema\": \"tenure-host/1\", \"capturedAt\": \"2026-11-22T00:00:00Z\","
                + " \"hostname\": null, \"os\": {\"name\": \"Linux\", \"version\": \"6.1.0-26-amd64\", \"arch\": \"amd64\","
                + " \"distribution\": \"Debian GNU/Linux 12 (bookworm)\"}, \"cpu\": {\"logicalCpus\": 2,"
                + " \"availableProcessors\": 2}, \"container\": {\"detected\": false, \"evidence\": []}}");
        Bundle bundle = BundleReader.read(dir);
        assertThat(bundle.host().osDescription()).isEqualTo("Linux 6.1.0-26-amd64, Debian GNU/Linux 12 (bookworm)");
        assertThat(bundle.hostName()).isEqualTo("bench-fp");
    }

    @Test
    void anEmptyBundleHasNothingToFit() throws IOException {
        Bundle bundle = BundleReader.read(new TestBundles("box1").write(temp.resolve("none")));
        assertThat(bundle.results().cells()).isEmpty();
        assertThatThrownBy(() -> BundleObservations.of(List.of(bundle)))
                .isInstanceOf(BundleException.class).hasMessage("nothing to fit: the bundle has no cells");
    }

    @Test
    void cellsWithoutRunsUseTheirSummary() throws IOException {
        TestBundles bundle = new TestBundles("box1");
        for (double p : LEVELS) {
            bundle.cell("temurin-17", "serial", p, "ok", null).putObject("summary")
                    .putObject("elapsedSeconds").put("median", 4 * (1 + p));
        }
        SurvivalModel model = fit(bundle.write(temp.resolve("s")));
        PlatformFit fit = model.fitsFor(Response.TIME).get(0);
        assertThat(fit.observations()).hasSize(LEVELS.length);
        assertThat(fit.valueAt(0.5)).isCloseTo(1.5, within(1e-9));
        assertThat(model.notes()).anyMatch(n -> n.contains("summary medians"));
    }

    @Test
    void aPlatformMeasuredAtOneSurvivalIsListedWithTheReasonNotFitted() throws IOException {
        Path dir = new TestBundles("box1")
                .platform("temurin-17", "g1", true, new double[] {0.3}, 3, s -> 2 + 6 * s, s -> 10, 1)
                .platform("temurin-17", "serial", true, LEVELS, 2, s -> 2 + 9 * s, s -> 10, 2)
                .write(temp.resolve("one-level"));
        SurvivalModel model = fit(dir);
        assertThat(model.fitsFor(Response.TIME)).extracting(f -> f.platform().collector()).containsExactly("Serial");
        UnfittedPlatform g1 = model.unfitted().stream()
                .filter(u -> u.platform().collector().equals("G1") && u.response() == Response.TIME).findFirst().orElseThrow();
        assertThat(g1.reason()).startsWith("a curve needs at least 2 distinct survival values; all 3 observations are at s=0.2978");
    }

    @Test
    void aBundleGivenTwiceIsRefused() throws IOException {
        Path dir = new TestBundles("box1").platform("temurin-17", "serial", true, LEVELS, 2, s -> 2 + s, s -> 1, 1)
                .write(temp.resolve("twice"));
        assertThatThrownBy(() -> fit(dir, temp.resolve(".").resolve("twice")))
                .isInstanceOf(BundleException.class).hasMessageContaining("given twice");
    }

    @Test
    void aCopiedBundleIsRefusedRatherThanCountedTwice() throws IOException {
        TestBundles content = new TestBundles("box1").platform("temurin-17", "serial", true, LEVELS, 2, s -> 2 + s, s -> 1, 1);
        for (var cell : content.results().withArray("cells")) {
            for (var run : cell.withArray("runs")) {
                ((ObjectNode) run).put("startedAt", "2026-11-22T02:58:00Z");
            }
        }
        Path a = content.write(temp.resolve("a"));
        Path b = content.write(temp.resolve("copy-of-a"));
        assertThatThrownBy(() -> fit(a, b)).isInstanceOf(BundleException.class)
                .hasMessageContaining("is also in " + a).hasMessageContaining("count its runs twice");
    }
}
