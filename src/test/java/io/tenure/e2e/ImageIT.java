package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.cli.common.VersionProvider;
import io.tenure.testsupport.Requirements;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The container image {@code mvn -Prelease package} builds (Jib's tarball, cli/pom.xml): its
 * configuration and layers read from the tarball, and, as root, the image's file system unpacked
 * and tenure run in it (chroot with its own /proc), which is what a container runtime does short
 * of cgroups and networking. No Docker daemon is involved.
 */
class ImageIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String VERSION = VersionProvider.version();

    @TempDir
    Path work;

    /** The image tarball; absent outside -Prelease, where the test is skipped, and a failure inside it. */
    private static Path image() {
        Path tar = TenureProcess.root().resolve("cli/target/tenure-" + VERSION + "-image.tar");
        if (!Files.isRegularFile(tar)) {
            boolean release = Boolean.getBoolean("tenure.release") && !Boolean.getBoolean("jib.skip");
            assertThat(release).as("%s is missing although -Prelease builds it", tar).isFalse();
            Assumptions.abort("no image at " + tar + ": mvn -Prelease package builds it"
                    + " (with -Dtenure.image.localBase where Docker Hub cannot be reached)");
        }
        return tar;
    }

    /** The members of a tar stream, name to bytes, for the small files the test reads. */
    private static Map<String, byte[]> read(InputStream in, Set<String> wanted) throws IOException {
        Map<String, byte[]> found = new LinkedHashMap<>();
        TarArchiveInputStream tar = new TarArchiveInputStream(in);
        for (TarArchiveEntry e = tar.getNextEntry(); e != null; e = tar.getNextEntry()) {
            String name = e.getName().replaceFirst("^\\./", "").replaceFirst("^/", "");
            found.put(name, wanted.contains(name) ? tar.readAllBytes() : new byte[0]);
        }
        return found;
    }

    private record Image(List<String> tags, JsonNode config, List<String> layers) {
    }

    private static Image manifest(Path tar) throws IOException {
        Map<String, byte[]> top;
        try (InputStream in = Files.newInputStream(tar)) {
            top = read(in, Set.of("manifest.json"));
        }
        JsonNode manifest = JSON.readTree(top.get("manifest.json")).get(0);
        String configName = manifest.get("Config").asText();
        byte[] config;
        try (InputStream in = Files.newInputStream(tar)) {
            config = read(in, Set.of(configName)).get(configName);
        }
        List<String> tags = new ArrayList<>();
        manifest.get("RepoTags").forEach(t -> tags.add(t.asText()));
        List<String> layers = new ArrayList<>();
        manifest.get("Layers").forEach(l -> layers.add(l.asText()));
        return new Image(tags, JSON.readTree(config), layers);
    }

    /** Every layer's member names, in layer order. */
    private static List<List<String>> layerEntries(Path tar, List<String> layers) throws IOException {
        Path unpacked = Files.createTempDirectory("tenure-image-layers");
        try {
            unpackTop(tar, unpacked);
            List<List<String>> all = new ArrayList<>();
            for (String layer : layers) {
                try (InputStream in = layer(unpacked.resolve(layer))) {
                    all.add(List.copyOf(read(in, Set.of()).keySet()));
                }
            }
            return all;
        } finally {
            deleteTree(unpacked);
        }
    }

    @Test
    void theImageIsTenureOfThisVersionRunWithTheLaunchersTuningInLogs() throws IOException {
        Image image = manifest(image());
        JsonNode config = image.config().get("config");

        assertThat(image.tags()).containsExactly("tenure:" + VERSION);
        List<String> entrypoint = new ArrayList<>();
        config.get("Entrypoint").forEach(a -> entrypoint.add(a.asText()));
        assertThat(entrypoint).containsExactly("java", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                "-cp", "@/app/jib-classpath-file", "io.tenure.cli.Main");
        assertThat(config.get("WorkingDir").asText()).isEqualTo("/logs");
        assertThat(config.get("Volumes").has("/logs")).isTrue();
        JsonNode labels = config.get("Labels");
        assertThat(labels.get("org.opencontainers.image.version").asText()).isEqualTo(VERSION);
        assertThat(labels.get("org.opencontainers.image.licenses").asText()).isEqualTo("Apache-2.0");
        assertThat(labels.get("org.opencontainers.image.source").asText()).isEqualTo("https://github.com/tenure-gc/tenure");
        assertThat(image.config().get("architecture").asText()).isEqualTo("amd64");
        assertThat(image.config().get("os").asText()).isEqualTo("linux");
    }

    @Test
    void theLayersHoldTenuresJarsClassesAndLicencesApartFromTheBase() throws IOException {
        Path tar = image();
        Image image = manifest(tar);
        List<List<String>> layers = layerEntries(tar, image.layers());

        List<String> all = layers.stream().flatMap(List::stream).toList();
        assertThat(all).contains("app/libs/tenure-gc-log-parser-" + VERSION + ".jar", "app/libs/tenure-common-io-" + VERSION + ".jar",
                "app/libs/picocli-4.7.6.jar", "app/classes/io/tenure/cli/Main.class",
                "app/resources/io/tenure/cli/version.properties", "app/jib-classpath-file",
                "usr/share/doc/tenure/LICENSE", "usr/share/doc/tenure/NOTICE", "usr/share/doc/tenure/gcviewer-LICENSE.txt");
        // the dependencies change less often than tenure's classes: a layer of their own, so an
        // update of tenure replaces only the small one
        int libs = indexOfLayerWith(layers, "app/libs/picocli-4.7.6.jar");
        int classes = indexOfLayerWith(layers, "app/classes/io/tenure/cli/Main.class");
        assertThat(libs).isNotEqualTo(classes);
        assertThat(layers.get(0)).as("the base image's layer").noneMatch(n -> n.startsWith("app/"));
        assertThat(all).anyMatch(n -> n.matches("(opt/java/openjdk|usr/lib/jvm/[^/]+)/bin/java"));
    }

    private static int indexOfLayerWith(List<List<String>> layers, String entry) {
        for (int i = 0; i < layers.size(); i++) {
            if (layers.get(i).contains(entry)) {
                return i;
            }
        }
        throw new AssertionError(entry + " in no layer");
    }

    @Test
    void asRootTheImagesFileSystemRunsTenureVersionAndAnalyzeOfALogInLogs() throws Exception {
        Path tar = image();
        boolean root = "0".equals(new String(new ProcessBuilder("id", "-u").start().getInputStream().readAllBytes(),
                StandardCharsets.US_ASCII).strip());
        Requirements.assumeAvailable("root", root, "the tests run as an unprivileged user; chroot needs root");
        Image image = manifest(tar);
        Path rootfs = Files.createDirectory(work.resolve("rootfs"));
        Path layersDir = Files.createDirectory(work.resolve("layers"));
        unpackTop(tar, layersDir);
        for (String layer : image.layers()) {
            try (InputStream in = layer(layersDir.resolve(layer))) {
                unpackLayer(in, rootfs);
            }
        }
        // what a container runtime provides: devices, /proc (mounted by unshare), the working directory
        Files.createDirectories(rootfs.resolve("dev"));
        for (String[] device : new String[][] {{"null", "3"}, {"zero", "5"}, {"random", "8"}, {"urandom", "9"}}) {
            Result made = run(List.of("mknod", "-m", "666", rootfs.resolve("dev/" + device[0]).toString(), "c", "1", device[1]), 30);
            assertThat(made.exit()).as(made.output()).isZero();
        }
        Files.createDirectories(rootfs.resolve("proc"));
        Files.createDirectories(rootfs.resolve("tmp"));
        Files.createDirectories(rootfs.resolve("logs"));
        Path log = TenureProcess.fixtures().resolve("gclogs/hotspot/unified/jdk17-g1-gcstar=trace-uptime_level_tags.log");
        Files.copy(log, rootfs.resolve("logs/gc.log"), StandardCopyOption.REPLACE_EXISTING);

        JsonNode config = image.config().get("config");
        List<String> command = new ArrayList<>(List.of("env", "-i"));
        config.get("Env").forEach(e -> command.add(e.asText()));
        command.addAll(List.of("unshare", "--mount", "--pid", "--fork", "--mount-proc=/proc",
                "--root=" + rootfs, "--wd=" + config.get("WorkingDir").asText()));
        config.get("Entrypoint").forEach(a -> command.add(a.asText()));

        Result version = run(with(command, "--version"), 120);
        assertThat(version.exit()).as(version.output()).isZero();
        assertThat(version.output()).contains(VERSION);

        Result analyze = run(with(command, "analyze", "gc.log"), 300);
        assertThat(analyze.exit()).as(analyze.output()).isZero();
        assertThat(analyze.output()).contains("gc.log").containsIgnoringCase("pause");

        Result json = run(with(command, "analyze", "--format", "json", "/logs/gc.log"), 300);
        assertThat(json.exit()).as(json.output()).isZero();
        JsonNode summary = JSON.readTree(json.output().substring(json.output().indexOf('{')));
        assertThat(summary.get("format").asText()).isEqualTo("hotspot-unified");
        assertThat(summary.get("pauses").get("count").asLong()).isPositive();
    }

    private static List<String> with(List<String> command, String... args) {
        List<String> all = new ArrayList<>(command);
        all.addAll(List.of(args));
        return all;
    }

    private record Result(int exit, String output) {
    }

    private Result run(List<String> command, int timeoutSeconds) throws IOException, InterruptedException {
        Path output = Files.createTempFile(work, "out", ".txt");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("timed out after " + timeoutSeconds + " s: " + command + "\n" + Files.readString(output));
        }
        return new Result(p.exitValue(), Files.readString(output));
    }

    /** A layer's tar stream, gzip-compressed (as Jib writes them) or not. */
    private static InputStream layer(Path blob) throws IOException {
        InputStream in = new BufferedInputStream(Files.newInputStream(blob));
        in.mark(2);
        boolean gzip = in.read() == 0x1f && in.read() == 0x8b;
        in.reset();
        return gzip ? new GZIPInputStream(in) : in;
    }

    private static void unpackTop(Path tar, Path into) throws IOException {
        try (InputStream in = Files.newInputStream(tar)) {
            unpackLayer(in, into);
        }
    }

    /** Unpacks a layer (or the image tarball) as a container runtime does: files with their modes, directories, links. */
    private static void unpackLayer(InputStream in, Path into) throws IOException {
        TarArchiveInputStream tar = new TarArchiveInputStream(in);
        for (TarArchiveEntry e = tar.getNextEntry(); e != null; e = tar.getNextEntry()) {
            Path target = into.resolve(e.getName().replaceFirst("^/+", "")).normalize();
            if (!target.startsWith(into)) {
                throw new IOException("layer entry outside the root: " + e.getName());
            }
            if (e.isDirectory()) {
                Files.createDirectories(target);
                continue;
            }
            Files.createDirectories(target.getParent());
            Files.deleteIfExists(target);
            if (e.isSymbolicLink()) {
                Files.createSymbolicLink(target, Path.of(e.getLinkName()));
            } else if (e.isLink()) {
                Files.createLink(target, into.resolve(e.getLinkName().replaceFirst("^/+", "")));
            } else if (e.isFile()) {
                Files.copy(tar, target);
                Files.setPosixFilePermissions(target, permissions(e.getMode()));
            }
        }
    }

    private static Set<PosixFilePermission> permissions(int mode) {
        Set<PosixFilePermission> set = EnumSet.noneOf(PosixFilePermission.class);
        PosixFilePermission[] bits = {PosixFilePermission.OTHERS_EXECUTE, PosixFilePermission.OTHERS_WRITE,
                PosixFilePermission.OTHERS_READ, PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.GROUP_WRITE,
                PosixFilePermission.GROUP_READ, PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.OWNER_WRITE,
                PosixFilePermission.OWNER_READ};
        for (int i = 0; i < bits.length; i++) {
            if ((mode & (1 << i)) != 0) {
                set.add(bits[i]);
            }
        }
        return set;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
