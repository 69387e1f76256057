package io.tenure.platforms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.testsupport.TestJdks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Discovery and probing on the real JDKs of this machine: Debian's OpenJDK 17 (and its Zero VM
 * when installed) and Temurin 25. Probing launches each JVM once per collector, so it is done
 * once for the class.
 */
class RealJdkTest {
    private static JvmCatalog catalog;
    private static CollectorCatalog collectors;
    private static Map<Collector, CollectorSupport> on17;
    private static Map<Collector, CollectorSupport> on25;

    @BeforeAll
    static void discoverAndProbe() {
        ProbeCache cache = ProbeCache.inMemory();
        DiscoveryRoots roots = DiscoveryRoots.none()
                .withSearchDirectories(List.of(new DiscoveryRoots.SearchDirectory(Path.of("/usr/lib/jvm"), 1)));
        catalog = JvmDiscovery.discover(roots, cache, ProbeListener.silent());
        collectors = new CollectorCatalog(cache, ProbeListener.silent());
        on17 = byCollector(collectors.support(catalog.find("openjdk-17")));
        on25 = byCollector(collectors.support(catalog.find("temurin-25")));
    }

    private static Map<Collector, CollectorSupport> byCollector(List<CollectorSupport> support) {
        return support.stream().collect(Collectors.toMap(CollectorSupport::collector, Function.identity()));
    }

    @Test
    void findsDebianJdk17OnceDespiteItsSymlink() throws Exception {
        assertThat(Files.isSymbolicLink(TestJdks.JDK17_SYMLINK)).as("Debian's compatibility symlink").isTrue();
        Path realHome = TestJdks.JDK17.toRealPath();
        List<Jvm> jdk17 = catalog.jvms().stream()
                .filter(j -> j.home().equals(realHome) && j.vmVariantFlag().isEmpty())
                .toList();
        assertThat(jdk17).hasSize(1);
        Jvm jvm = jdk17.get(0);
        assertThat(jvm.id()).isEqualTo("openjdk-17");
        assertThat(jvm.featureVersion()).isEqualTo(17);
        assertThat(jvm.version()).startsWith("17.");
        assertThat(jvm.vendor()).isEqualTo("Debian");
        assertThat(jvm.vmName()).contains("Server VM");
        assertThat(jvm.family()).isEqualTo(JvmFamily.HOTSPOT);
        assertThat(jvm.arch()).isEqualTo(System.getProperty("os.arch"));
        assertThat(jvm.javaExecutable()).isEqualTo(TestJdks.JDK17.resolve("bin/java").toRealPath());
        assertThat(jvm.launchPrefix()).containsExactly(jvm.javaExecutable().toString());
    }

    @Test
    void findsTemurin25() {
        Jvm jvm = catalog.find("temurin-25");
        assertThat(jvm.featureVersion()).isEqualTo(25);
        assertThat(jvm.version()).startsWith("25");
        assertThat(jvm.vendor()).isEqualTo("Eclipse Adoptium");
        assertThat(jvm.distribution()).isEqualTo("temurin");
        assertThat(jvm.home()).isEqualTo(TestJdks.TEMURIN25);
    }

    @Test
    void temurin25RunsEveryModernHotSpotCollectorButNotCmsOrNonGenerationalZgc() {
        assertThat(on25.values()).filteredOn(CollectorSupport::available).extracting(CollectorSupport::collector)
                .contains(Collector.SERIAL, Collector.PARALLEL, Collector.G1, Collector.ZGC_GENERATIONAL,
                        Collector.SHENANDOAH, Collector.SHENANDOAH_GENERATIONAL, Collector.EPSILON);
        assertThat(on25.get(Collector.CMS).available()).isFalse();
        assertThat(on25.get(Collector.CMS).reason()).contains("JEP 363");
        assertThat(on25.get(Collector.ZGC).available()).isFalse();
        assertThat(on25.get(Collector.ZGC).reason()).contains("JEP 490");
        assertThat(on25.get(Collector.ZGC_GENERATIONAL).flags()).containsExactly("-XX:+UseZGC");
        assertThat(on25.get(Collector.EPSILON).flags())
                .containsExactly("-XX:+UnlockExperimentalVMOptions", "-XX:+UseEpsilonGC");
        assertThat(on25.keySet()).doesNotContain(Collector.GENCON, Collector.BALANCED);
    }

    @Test
    void jdk17HasNonGenerationalZgcOnly() {
        assertThat(on17.get(Collector.ZGC).available()).isTrue();
        assertThat(on17.get(Collector.ZGC_GENERATIONAL).available()).isFalse();
        assertThat(on17.get(Collector.ZGC_GENERATIONAL).reason()).contains("JDK 21");
        assertThat(on17.get(Collector.G1).available()).isTrue();
        assertThat(on17.get(Collector.CMS).available()).isFalse();
    }

    @Test
    void bothHaveTheFlightRecorder() {
        assertThat(collectors.jfrAvailable(catalog.find("openjdk-17"))).isTrue();
        assertThat(collectors.jfrAvailable(catalog.find("temurin-25"))).isTrue();
    }

    @Test
    void zeroVariantIsAPlatformOfItsOwn() {
        TestJdks.assumeZero();
        Jvm zero = catalog.find("openjdk-17-zero");
        assertThat(zero.vmVariantFlag()).isEqualTo("-zero");
        assertThat(zero.vmName()).contains("Zero VM");
        assertThat(zero.launchPrefix()).containsExactly(zero.javaExecutable().toString(), "-zero");
        Map<Collector, CollectorSupport> support = byCollector(collectors.support(zero));
        assertThat(support.get(Collector.SERIAL).available()).isTrue();
        assertThat(support.get(Collector.ZGC).available()).isFalse();
        assertThat(support.get(Collector.ZGC).reason()).contains("not supported");
        assertThat(collectors.jfrAvailable(zero)).isFalse();
    }

    @Test
    void uninstalledVariantsAreNotPlatforms() {
        // Debian's jvm.cfg lists -dcevm as KNOWN, but no package installs it here.
        assertThat(catalog.jvms()).extracting(Jvm::vmVariantFlag).doesNotContain("-dcevm", "-client");
    }

    @Test
    void findAcceptsPathsToHomesAndLaunchers() {
        Jvm byId = catalog.find("temurin-25");
        assertThat(catalog.find(TestJdks.TEMURIN25.toString())).isEqualTo(byId);
        assertThat(catalog.find(TestJdks.TEMURIN25.resolve("bin/java").toString())).isEqualTo(byId);
        assertThat(catalog.find(TestJdks.JDK17_SYMLINK.toString()).id()).isEqualTo("openjdk-17");
    }

    @Test
    void unknownIdListsTheValidOnes() {
        assertThatThrownBy(() -> catalog.find("temurin-7"))
                .isInstanceOf(UnknownJvmException.class)
                .hasMessageContaining("unknown JVM 'temurin-7'")
                .hasMessageContaining("openjdk-17")
                .hasMessageContaining("temurin-25");
        assertThatThrownBy(() -> catalog.find("/no/such/jdk"))
                .isInstanceOf(UnknownJvmException.class)
                .hasMessageContaining("no such JDK path");
    }

    @Test
    void temurin11HasCmsWithItsDeprecationWarning() {
        Jvm jvm = catalog.find(TestJdks.assumeJdk("jdk11").toString());
        assertThat(jvm.featureVersion()).isEqualTo(11);
        assertThat(jvm.id()).isEqualTo("temurin-11");
        CollectorSupport cms = collectors.support(jvm, Collector.CMS);
        assertThat(cms.available()).isTrue();
        assertThat(cms.warnings()).anySatisfy(w -> assertThat(w).contains("deprecated"));
        assertThat(collectors.support(jvm, Collector.ZGC).flags())
                .containsExactly("-XX:+UnlockExperimentalVMOptions", "-XX:+UseZGC");
    }

    @Test
    void temurin21HasBothZgcModes() {
        Jvm jvm = catalog.find(TestJdks.java(TestJdks.assumeJdk("jdk21")).toString());
        assertThat(jvm.featureVersion()).isEqualTo(21);
        assertThat(collectors.support(jvm, Collector.ZGC).available()).isTrue();
        CollectorSupport generational = collectors.support(jvm, Collector.ZGC_GENERATIONAL);
        assertThat(generational.available()).isTrue();
        assertThat(generational.flags()).containsExactly("-XX:+UseZGC", "-XX:+ZGenerational");
    }
}
