package io.tenure.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.model.Platform;
import io.tenure.model.ProgramTransfer;
import org.junit.jupiter.api.Test;

/**
 * {@link ProgramTransfer#sameMutator} reads the setting part of a key (what follows the young
 * generation) by position, because the model module cannot depend on this one: these keys, written
 * by {@link PlatformKey} itself, fail here if the two ever disagree on the layout.
 */
class PlatformKeyMutatorTest {
    private static final String JVM = "OpenJDK 64-Bit Server VM 17.0.21";

    private static Platform platform(PlatformKey key) {
        return new Platform(key.toString(), key.host(), "", JVM, key.collectorId(), key.heapMB(), key.youngMB(), key.cpus());
    }

    private static Platform g1(String host, String variant, String workload, Integer cpus, Integer instances) {
        return platform(new PlatformKey(host, "openjdk-17", "g1", 192, 16, variant, workload, cpus, instances));
    }

    private static Platform zgc(String host, String variant, String workload, Integer cpus, Integer instances) {
        return platform(new PlatformKey(host, "openjdk-17", "zgc", 192, null, variant, workload, cpus, instances));
    }

    @Test
    void collectorsAndYoungGenerationsOfOneSettingShareTheMutator() {
        assertThat(ProgramTransfer.sameMutator(g1("vm", null, null, null, null), zgc("vm", null, null, null, null))).isTrue();
        assertThat(ProgramTransfer.sameMutator(g1("vm", "numa", "r64", 1, 2), zgc("vm", "numa", "r64", 1, 2))).isTrue();
        // a separator inside the host is escaped, not a part of its own
        assertThat(ProgramTransfer.sameMutator(g1("a/b#c", null, "jbb", null, null), zgc("a/b#c", null, "jbb", null, null)))
                .isTrue();
    }

    @Test
    void anotherVariantWorkloadPointOrInstanceCountIsAnotherMutator() {
        Platform plain = zgc("vm", null, null, null, null);
        assertThat(ProgramTransfer.sameMutator(g1("vm", "numa", null, null, null), plain)).isFalse();
        assertThat(ProgramTransfer.sameMutator(g1("vm", null, "r64", null, null), plain)).isFalse();
        assertThat(ProgramTransfer.sameMutator(g1("vm", null, null, null, 2), plain)).isFalse();
        assertThat(ProgramTransfer.sameMutator(g1("other", null, null, null, null), plain)).isFalse();
    }
}
