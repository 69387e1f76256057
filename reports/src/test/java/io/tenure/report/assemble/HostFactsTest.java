package io.tenure.report.assemble;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** Both host fingerprints a bundle may carry are read; absent facts stay absent. */
class HostFactsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void readsTheBenchmarksFlatHostFile() throws Exception {
        HostFacts facts = HostFacts.of(JSON.readTree("""
                {"hostname":"vm","osName":"Linux","osVersion":"6.1","osArch":"amd64","kernel":"6.1.0-26-amd64",
                 "cpuModel":"Intel(R) Xeon(R)","logicalCpus":2,"numaNodes":1,"memTotalBytes":25276063744}"""));
        assertThat(facts.describe()).isEqualTo("Linux 6.1.0-26-amd64 · Intel(R) Xeon(R) · 2 CPUs · 1 NUMA node · 23.5 GiB");
        assertThat(facts.hostname()).isEqualTo("vm");
    }

    @Test
    void readsThePlatformsModulesFingerprint() throws Exception {
        HostFacts facts = HostFacts.of(JSON.readTree("""
                {"schema":"tenure-host/1","hostname":"ci-7","os":{"name":"Linux","version":"6.8.0","arch":"amd64",
                 "distribution":"Ubuntu 24.04.1 LTS"},"cpu":{"model":"AMD EPYC 7763","logicalCpus":4,
                 "availableProcessors":4},"memoryTotalBytes":17179869184,"numaNodes":null,
                 "container":{"detected":false,"evidence":[]}}"""));
        assertThat(facts.describe()).isEqualTo("Ubuntu 24.04.1 LTS 6.8.0 · AMD EPYC 7763 · 4 CPUs · 16.0 GiB");
    }

    @Test
    void aFingerprintWithoutFactsNamesAnUnknownHost() throws Exception {
        HostFacts facts = HostFacts.of(JSON.readTree("{}"));
        assertThat(facts.hostname()).isEqualTo("unknown-host");
        assertThat(facts.describe()).isEmpty();
    }
}
