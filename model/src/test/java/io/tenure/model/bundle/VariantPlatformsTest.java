package io.tenure.model.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.model.PlatformFit;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnfittedPlatform;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** A {@code --variant} is a platform of its own: the same JVM, collector and heap with other flags. */
class VariantPlatformsTest {
    @Test
    void cellsOfTwoVariantsAreFittedAsTwoPlatforms() {
        List<BenchCell> cells = new ArrayList<>();
        int index = 0;
        for (String variant : new String[] {"numa", "base"}) {
            double slope = variant.equals("numa") ? 2.0 : 3.0;
            for (double p : new double[] {0.0, 0.2, 0.4, 0.6, 0.8}) {
                List<BenchRun> runs = List.of(new BenchRun(1, 1.0 + slope * p, p, 1.0, 1.0, 2.0, 10.0, 1.0),
                        new BenchRun(2, 1.01 + slope * p, p, 1.0, 1.0, 2.0, 10.0, 1.0));
                cells.add(new BenchCell(index++, "openjdk-17", "Debian 17", "serial", 512, 32, p, 1024, "ok", null, runs,
                        false, variant));
            }
        }
        SurvivalModel model = BundleModelBuilder.build(List.of(new BenchBundle(Path.of("b"), "box1", "Linux", cells)), 50, 1);
        List<String> keys = Stream.concat(model.fits().stream().map(PlatformFit::platform),
                model.unfitted().stream().map(UnfittedPlatform::platform)).map(p -> p.key()).distinct().toList();
        assertThat(keys).containsExactlyInAnyOrder("box1/openjdk-17/serial/heap512m/young32m/numa",
                "box1/openjdk-17/serial/heap512m/young32m/base");
    }

    @Test
    void aCellOfNoVariantKeepsTheKeyBundlesHadBeforeVariants() {
        assertThat(BundleModelBuilder.platformKey("box1", "openjdk-17", "serial", 512, null, null))
                .isEqualTo("box1/openjdk-17/serial/heap512m/young-default");
    }
}
