package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.cli.TenureCommand;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code mvn -pl cli -am package} hands a user: tenure.jar (small, with its licence and
 * notices, reading plain, gzip and zip logs on its own), GCViewer and the other optional jars
 * beside it, shell completion and man pages.
 */
class PackageIT {
    private static final long MAX_JAR_BYTES = 8L * 1024 * 1024;
    private static final String GCVIEWER_JAR = "lib/gcviewer-1.36.jar";
    /** aircompressor, the pure-Java zstd reader: beside the jar, for .zst logs only. */
    private static final String ZSTD_JAR = "lib/aircompressor-2.0.2.jar";
    /** A plain and a gzip log of the corpus, which tenure.jar reads with nothing beside it. */
    static final String CORPUS_PLAIN = "corpus/gctoolkit/gctoolkit-gclogs__unified__g1gc__jvm-gc-10Nov2022.log";
    static final String CORPUS_GZIP = "corpus/gctoolkit/gctoolkit-gclogs__streaming__gc.log.gz";
    /** DuckDB carries native libraries for four platforms (80 MB): beside the jar, for the fleet store only. */
    private static final String DUCKDB_JAR = "lib/duckdb_jdbc-1.4.4.0.jar";

    @TempDir
    Path work;

    private static Path target() {
        return TenureProcess.root().resolve("cli/target");
    }

    private static List<String> entries() throws IOException {
        try (JarFile jar = new JarFile(target().resolve("tenure.jar").toFile())) {
            return jar.stream().map(ZipEntry::getName).toList();
        }
    }

    private static String entry(String name) throws IOException {
        try (JarFile jar = new JarFile(target().resolve("tenure.jar").toFile())) {
            ZipEntry entry = jar.getEntry(name);
            assertThat(entry).as("%s in tenure.jar", name).isNotNull();
            try (InputStream in = jar.getInputStream(entry)) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }
    }

    @Test
    void theJarIsUnderEightMegabytes() throws IOException {
        assertThat(Files.size(target().resolve("tenure.jar"))).isLessThan(MAX_JAR_BYTES);
    }

    @Test
    void theJarHoldsOneEChartsScriptTheOneTheReportInlines() throws IOException {
        List<String> scripts = entries().stream()
                .filter(name -> name.toLowerCase(Locale.ROOT).contains("echarts"))
                .filter(name -> name.matches(".*\\.(m?js|map)$")).toList();
        assertThat(scripts).singleElement().asString().matches("META-INF/resources/_static/echarts/[0-9.]+/dist/echarts\\.min\\.js");
        assertThat(entries()).anyMatch(name -> name.matches("META-INF/resources/_static/echarts/[0-9.]+/LICENSE"));
    }

    @Test
    void gcviewerAndTheOptionalReadersAreBesideTheJarNotInIt() throws IOException {
        assertThat(entries()).noneMatch(name -> name.startsWith("com/tagtraum/"));
        try (JarFile jar = new JarFile(target().resolve("tenure.jar").toFile())) {
            assertThat(jar.getManifest().getMainAttributes().getValue("Class-Path").split(" "))
                    .containsExactly(GCVIEWER_JAR, ZSTD_JAR, "lib/commons-compress-1.28.0.jar",
                            "lib/commons-lang3-3.18.0.jar", "lib/xz-1.10.jar", DUCKDB_JAR,
                            // beside it, as in the release archive's lib/
                            "gcviewer-1.36.jar", "aircompressor-2.0.2.jar", "commons-compress-1.28.0.jar",
                            "commons-lang3-3.18.0.jar", "xz-1.10.jar", "duckdb_jdbc-1.4.4.0.jar");
        }
        assertThat(entries()).noneMatch(name -> name.startsWith("com/github/luben/") || name.startsWith("io/airlift/")
                || name.startsWith("org/apache/commons/compress/") || name.startsWith("org/tukaani/")
                || name.startsWith("org/duckdb/") || name.startsWith("libduckdb"));
        assertThat(target().resolve(DUCKDB_JAR)).isRegularFile();
        for (String jar : List.of("lib/commons-compress-1.28.0.jar", "lib/commons-lang3-3.18.0.jar", "lib/xz-1.10.jar")) {
            assertThat(target().resolve(jar)).isRegularFile();
        }
        try (var lib = Files.list(target().resolve("lib"))) {
            assertThat(lib.map(p -> p.getFileName().toString())).as("no native zstd library any more")
                    .noneMatch(name -> name.startsWith("zstd-jni"));
        }
        assertThat(target().resolve(GCVIEWER_JAR)).isRegularFile();
        assertThat(target().resolve(ZSTD_JAR)).isRegularFile();
        assertThat(Files.readString(target().resolve("lib/gcviewer-LICENSE.txt")))
                .contains("GCViewer", "GNU LESSER GENERAL PUBLIC LICENSE", "Version 2.1, February 1999");
    }

    @Test
    void theJarCarriesTheLicenceAndANoticeNamingEveryBundledComponent() throws IOException {
        Path root = TenureProcess.root();
        assertThat(entry("META-INF/LICENSE")).isEqualTo(Files.readString(root.resolve("LICENSE")))
                .contains("Apache License", "Version 2.0, January 2004");
        String notice = entry("META-INF/NOTICE");
        assertThat(notice).isEqualTo(Files.readString(root.resolve("NOTICE")));
        Set<String> bundled = new TreeSet<>();
        for (String name : entries()) {
            if (name.startsWith("META-INF/maven/") && name.endsWith("/pom.properties")) {
                Properties pom = new Properties();
                pom.load(new StringReader(entry(name)));
                if (!pom.getProperty("groupId").equals("io.tenure")) {
                    bundled.add(pom.getProperty("groupId") + ":" + pom.getProperty("artifactId"));
                }
            }
        }
        assertThat(bundled).contains("org.mvnpm:echarts", "com.fasterxml.jackson.core:jackson-databind");
        List<String> unnamed = new ArrayList<>();
        for (String component : bundled) {
            if (!notice.contains(component)) {
                unnamed.add(component);
            }
        }
        assertThat(unnamed).as("components in tenure.jar (META-INF/maven) that NOTICE does not name").isEmpty();
        // Some jars (picocli) carry no Maven metadata: their classes' packages must be named too.
        Set<String> packages = new TreeSet<>();
        for (String name : entries()) {
            String path = name.replaceFirst("^META-INF/versions/\\d+/", "");
            if (path.endsWith(".class") && !path.startsWith("io/tenure/") && !path.startsWith("META-INF/")) {
                String[] segments = path.split("/");
                packages.add(segments.length > 2 ? segments[0] + "." + segments[1] : segments[0]);
            }
        }
        assertThat(packages).contains("picocli", "com.fasterxml");
        String lowerCaseNotice = notice.toLowerCase(Locale.ROOT);
        assertThat(packages).as("packages in tenure.jar that NOTICE does not name")
                .allMatch(pkg -> lowerCaseNotice.contains(pkg.toLowerCase(Locale.ROOT)));
        assertThat(notice).contains("com.github.chewiebug:gcviewer", "GNU Lesser General Public License 2.1");
    }

    @Test
    void theGcViewerEngineRunsFromThePackagedJar() throws Exception {
        Path log = TenureProcess.fixtures().resolve("gclogs/cli/jdk17-serial-gc,safepoint.log");
        TenureProcess.Result result = TenureProcess.run(work, "analyze", "--engine", "gcviewer", "--format", "json", log.toString());

        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).contains("\"format\":\"hotspot-unified\"").containsPattern("\"pauses\":\\{\"count\":[1-9]");
    }

    @Test
    void withoutTheGcViewerJarTheEngineSaysWhatIsMissing() throws Exception {
        Path alone = Files.copy(target().resolve("tenure.jar"), work.resolve("tenure.jar"));
        // Everything of lib/ but GCViewer: the archive readers are needed by every analysis.
        Files.createDirectories(work.resolve("lib"));
        try (var jars = Files.list(target().resolve("lib"))) {
            for (Path jar : jars.filter(p -> !p.getFileName().toString().startsWith("gcviewer")).toList()) {
                Files.copy(jar, work.resolve("lib").resolve(jar.getFileName()));
            }
        }
        Path log = TenureProcess.fixtures().resolve("gclogs/cli/jdk17-serial-gc,safepoint.log");
        TenureProcess.Result result = TenureProcess.run(alone, work, "analyze", "--engine", "gcviewer", log.toString());

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.out()).isEmpty();
        assertThat(result.err()).isEqualTo("tenure: error: --engine gcviewer needs GCViewer at "
                + work.resolve(GCVIEWER_JAR) + ", which is missing (`mvn -B -pl cli -am package` copies it beside"
                + " tenure.jar; --engine tenure does not use it)\n");

        TenureProcess.Result own = TenureProcess.run(alone, work, "analyze", log.toString());
        assertThat(own.exitCode()).isZero();
    }

    @Test
    void theStoreCommandsRunFromThePackagedJarAndSayWhenDuckDbIsMissing() throws Exception {
        Path log = TenureProcess.fixtures().resolve("gclogs/cli/jdk17-serial-gc,safepoint.log");
        Path store = work.resolve("store");
        // standard input, as `tenure ingest - --store DIR < gc.log`
        Path out = work.resolve("ingest.out");
        Process ingest = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                target().resolve("tenure.jar").toString(), "ingest", "-", "--store", store.toString(), "--label",
                "service=checkout").redirectInput(log.toFile()).redirectOutput(out.toFile())
                .redirectError(work.resolve("ingest.err").toFile()).start();
        assertThat(ingest.waitFor(5, java.util.concurrent.TimeUnit.MINUTES)).isTrue();
        assertThat(ingest.exitValue()).as(Files.readString(work.resolve("ingest.err"))).isZero();
        assertThat(Files.readString(out)).startsWith("stored   <stdin> (1 run, ");
        TenureProcess.Result query = TenureProcess.run(work, "query", store.toString(),
                "select service, count(*) from runs join events using (run_id) group by service", "--format", "csv");
        assertThat(query.exitCode()).as(query.err()).isZero();
        assertThat(query.out()).startsWith("service,count_star()\r\ncheckout,");

        Path alone = Files.copy(target().resolve("tenure.jar"), work.resolve("tenure.jar"));
        Files.createDirectories(work.resolve("lib"));
        try (var jars = Files.list(target().resolve("lib"))) {
            for (Path jar : jars.filter(p -> !p.getFileName().toString().startsWith("duckdb")).toList()) {
                Files.copy(jar, work.resolve("lib").resolve(jar.getFileName()));
            }
        }
        TenureProcess.Result missing = TenureProcess.run(alone, work, "query", store.toString(), "select 1");
        assertThat(missing.exitCode()).isEqualTo(1);
        assertThat(missing.err()).isEqualTo("tenure: error: duckdb_jdbc-1.4.4.0.jar is missing: tenure query needs it at "
                + work.resolve(DUCKDB_JAR) + " (`mvn -B -pl cli -am package` copies it there with the rest of lib/;"
                + " copy tenure.jar together with its lib/ directory)\n");
        assertThat(TenureProcess.run(alone, work, "analyze", log.toString()).exitCode()).isZero();
    }

    @Test
    void theJarAloneReadsPlainGzipAndZipLogs() throws Exception {
        Path alone = Files.copy(target().resolve("tenure.jar"), work.resolve("tenure.jar"));
        Path elsewhere = Files.createDirectory(work.resolve("elsewhere"));
        Path zip = work.resolve("logs.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            out.putNextEntry(new ZipEntry("gc.log"));
            Files.copy(TenureProcess.fixtures().resolve(CORPUS_PLAIN), out);
            out.closeEntry();
        }
        for (Path log : List.of(TenureProcess.fixtures().resolve(CORPUS_PLAIN), TenureProcess.fixtures().resolve(CORPUS_GZIP), zip)) {
            TenureProcess.Result result = TenureProcess.run(alone, elsewhere, "analyze", "--format", "json", log.toString());
            assertThat(result.exitCode()).as("%s: %s", log, result.err()).isZero();
            assertThat(result.err()).isEmpty();
            assertThat(result.out()).containsPattern("\"pauses\":\\{\"count\":[1-9]");
        }
        assertThat(TenureProcess.run(alone, elsewhere, "--version").out()).startsWith("tenure 0.2.0 (commit ");
    }

    @Test
    void withoutItsLibDirectoryTheJarNamesTheJarAnXzZstdOrTarLogNeedsAndWhere() throws Exception {
        Path alone = Files.copy(target().resolve("tenure.jar"), work.resolve("tenure.jar"));
        byte[] log = Files.readAllBytes(TenureProcess.fixtures().resolve(CORPUS_PLAIN));
        Path xz = work.resolve("gc.log.xz");
        try (OutputStream out = new XZCompressorOutputStream(Files.newOutputStream(xz))) {
            out.write(log);
        }
        Path tar = work.resolve("gc.tar");
        try (TarArchiveOutputStream out = new TarArchiveOutputStream(Files.newOutputStream(tar))) {
            TarArchiveEntry entry = new TarArchiveEntry("gc.log");
            entry.setSize(log.length);
            out.putArchiveEntry(entry);
            out.write(log);
            out.closeArchiveEntry();
        }

        TenureProcess.Result noXz = TenureProcess.run(alone, work, "analyze", xz.toString());
        assertThat(noXz.exitCode()).isEqualTo(1);
        assertThat(noXz.out()).isEmpty();
        assertThat(noXz.err()).isEqualTo("tenure: error: " + xz + ": xz-1.10.jar is missing: reading xz logs needs it at "
                + work.resolve("lib/xz-1.10.jar") + " (copy tenure.jar together with the lib directory beside it;"
                + " plain, gzip and zip logs need nothing there)\n");

        // with xz beside it, xz reads and a tar names Commons Compress
        Files.createDirectories(work.resolve("lib"));
        Files.copy(target().resolve("lib/xz-1.10.jar"), work.resolve("lib/xz-1.10.jar"));
        TenureProcess.Result withXz = TenureProcess.run(alone, work, "analyze", xz.toString());
        assertThat(withXz.exitCode()).as(withXz.err()).isZero();
        TenureProcess.Result noTar = TenureProcess.run(alone, work, "analyze", tar.toString());
        assertThat(noTar.exitCode()).isEqualTo(1);
        assertThat(noTar.err()).startsWith("tenure: error: " + tar + ": commons-compress-1.28.0.jar is missing: reading tar"
                + " archives needs it at " + work.resolve("lib/commons-compress-1.28.0.jar")).doesNotContain("\tat ");
    }

    @Test
    void completionAndManPagesCoverEverySubcommand() throws IOException {
        Set<String> subcommands = TenureCommand.commandLine().getSubcommands().keySet();
        assertThat(subcommands).contains("analyze", "bench", "report", "generate-completion");
        String completion = Files.readString(target().resolve("completion/tenure_completion"));
        assertThat(completion).startsWith("#!/usr/bin/env bash");
        // troff pages come from -Prelease (Asciidoctor is slow); their AsciiDoc from every build
        boolean release = Boolean.getBoolean("tenure.release");
        List<String> pages = new ArrayList<>(List.of("tenure"));
        subcommands.forEach(subcommand -> pages.add("tenure-" + subcommand));
        for (String page : pages) {
            assertThat(Files.readString(target().resolve("man-adoc/" + page + ".adoc"))).contains(":doctype: manpage");
            if (release) {
                assertThat(Files.readString(target().resolve("man/" + page + ".1"))) // troff escapes a hyphen
                        .contains(".TH \"" + page.toUpperCase(Locale.ROOT).replace("-", "\\-") + "\" \"1\"");
            }
        }
        for (String subcommand : subcommands) {
            assertThat(completion).as("completion of %s", subcommand)
                    .contains("function _picocli_tenure_" + subcommand.replace("-", "") + "()");
        }
    }
}
