package io.tenure.report.assemble;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bundle.PlatformKey;
import io.tenure.model.Platform;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Two {@code --variant}s of one JVM, collector and heap are two platforms with two names. */
class PlatformLabelsTest {
    @Test
    void variantsOfOnePlatformAreToldApartInLegends() {
        Platform numa = platform("numa");
        Platform base = platform("base");
        PlatformLabels labels = new PlatformLabels(List.of(numa, base));
        assertThat(labels.label(numa.key())).isEqualTo("Serial · openjdk-17 [numa]");
        assertThat(labels.label(base.key())).isEqualTo("Serial · openjdk-17 [base]");
        assertThat(labels.group(numa.key())).isNotEqualTo(labels.group(base.key()));
    }

    @Test
    void aPlatformOfNoVariantKeepsItsName() {
        Platform plain = platform(null);
        assertThat(new PlatformLabels(List.of(plain)).label(plain.key())).isEqualTo("Serial · openjdk-17");
    }

    private static Platform platform(String variant) {
        String key = new PlatformKey("box1", "openjdk-17", "serial", 512, 32, variant).toString();
        return new Platform(key, "box1", "Linux", "Debian 17.0.21.1", "Serial", 512, 32);
    }
}
