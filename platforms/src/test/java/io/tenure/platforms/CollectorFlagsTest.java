package io.tenure.platforms;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The version history of HotSpot's collector flags, as the JEPs that added and removed them tell it. */
class CollectorFlagsTest {
    private static List<String> flags(Collector collector, int feature) {
        return CollectorFlags.select(collector, JvmFamily.HOTSPOT, feature).flags();
    }

    private static boolean selectable(Collector collector, int feature) {
        return CollectorFlags.select(collector, JvmFamily.HOTSPOT, feature).selectable();
    }

    @ParameterizedTest(name = "CMS on JDK {0}: {1}")
    @CsvSource({"8, true", "11, true", "13, true", "14, false", "17, false", "25, false"})
    void cmsExistsUpToJdk13(int feature, boolean exists) {
        assertThat(selectable(Collector.CMS, feature)).isEqualTo(exists);
    }

    @Test
    void zgcModesFollowJeps333And439And474And490() {
        assertThat(selectable(Collector.ZGC, 8)).isFalse();
        assertThat(flags(Collector.ZGC, 11)).containsExactly("-XX:+UnlockExperimentalVMOptions", "-XX:+UseZGC");
        assertThat(flags(Collector.ZGC, 15)).containsExactly("-XX:+UseZGC");
        assertThat(flags(Collector.ZGC, 21)).containsExactly("-XX:+UseZGC");
        assertThat(flags(Collector.ZGC, 23)).containsExactly("-XX:+UseZGC", "-XX:-ZGenerational");
        assertThat(selectable(Collector.ZGC, 24)).isFalse();

        assertThat(selectable(Collector.ZGC_GENERATIONAL, 17)).isFalse();
        assertThat(flags(Collector.ZGC_GENERATIONAL, 21)).containsExactly("-XX:+UseZGC", "-XX:+ZGenerational");
        assertThat(flags(Collector.ZGC_GENERATIONAL, 22)).containsExactly("-XX:+UseZGC", "-XX:+ZGenerational");
        assertThat(flags(Collector.ZGC_GENERATIONAL, 23)).containsExactly("-XX:+UseZGC");
        assertThat(flags(Collector.ZGC_GENERATIONAL, 25)).containsExactly("-XX:+UseZGC");
    }

    @Test
    void shenandoahIsExperimentalBefore15AndAbsentFrom9And10() {
        assertThat(flags(Collector.SHENANDOAH, 8)).contains("-XX:+UnlockExperimentalVMOptions");
        assertThat(selectable(Collector.SHENANDOAH, 9)).isFalse();
        assertThat(selectable(Collector.SHENANDOAH, 10)).isFalse();
        assertThat(flags(Collector.SHENANDOAH, 12)).containsExactly("-XX:+UnlockExperimentalVMOptions", "-XX:+UseShenandoahGC");
        assertThat(flags(Collector.SHENANDOAH, 17)).containsExactly("-XX:+UseShenandoahGC");
        assertThat(selectable(Collector.SHENANDOAH_GENERATIONAL, 23)).isFalse();
        assertThat(flags(Collector.SHENANDOAH_GENERATIONAL, 24)).startsWith("-XX:+UnlockExperimentalVMOptions");
        assertThat(flags(Collector.SHENANDOAH_GENERATIONAL, 25))
                .containsExactly("-XX:+UseShenandoahGC", "-XX:ShenandoahGCMode=generational");
    }

    @Test
    void epsilonNeedsTheUnlockFlagFirst() {
        assertThat(selectable(Collector.EPSILON, 8)).isFalse();
        for (int feature : new int[] {11, 17, 21, 25}) {
            assertThat(flags(Collector.EPSILON, feature))
                    .containsExactly("-XX:+UnlockExperimentalVMOptions", "-XX:+UseEpsilonGC");
        }
    }

    @Test
    void openJ9PoliciesUseXgcpolicy() {
        assertThat(CollectorFlags.select(Collector.GENCON, JvmFamily.OPENJ9, 17).flags()).containsExactly("-Xgcpolicy:gencon");
        assertThat(CollectorFlags.select(Collector.NOGC, JvmFamily.OPENJ9, 11).flags()).containsExactly("-Xgcpolicy:nogc");
        assertThat(CollectorFlags.select(Collector.G1, JvmFamily.OPENJ9, 17).absentReason()).contains("openj9 JVM");
        assertThat(CollectorFlags.select(Collector.GENCON, JvmFamily.HOTSPOT, 17).selectable()).isFalse();
    }

    @Test
    void everyCollectorHasAnAnswerOnEveryVersion() {
        for (Collector collector : Collector.values()) {
            for (int feature = 6; feature <= 30; feature++) {
                CollectorFlags.Selection selection = CollectorFlags.select(collector, collector.family(), feature);
                assertThat(selection.selectable() ? selection.flags() : List.of(selection.absentReason()))
                        .as("%s on %d", collector, feature).isNotEmpty();
            }
        }
    }

    @Test
    void traitsMatchTheAlgorithms() {
        assertThat(Collector.SERIAL.reclamation()).isEqualTo(Reclamation.MARK_SWEEP_COMPACT);
        assertThat(Collector.CMS.reclamation()).isEqualTo(Reclamation.MARK_SWEEP);
        assertThat(Collector.G1.reclamation()).isEqualTo(Reclamation.COPYING);
        assertThat(Collector.EPSILON.reclamation()).isEqualTo(Reclamation.NONE);
        assertThat(Arrays.stream(Collector.values()).map(Collector::reclamation)).doesNotContainNull();
        assertThat(Collector.SHENANDOAH_GENERATIONAL.generational()).isTrue();
        assertThat(Collector.SHENANDOAH.generational()).isFalse();
        assertThat(Collector.fromName("shenandoah-generational")).contains(Collector.SHENANDOAH_GENERATIONAL);
    }
}
