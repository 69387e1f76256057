package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.cli.TenureCommand;
import java.io.IOException;
import java.io.InputStream;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code mvn -pl cli -am package} hands a user: tenure.jar (small, with its licence and
 * notices), GCViewer beside it, shell completion and man pages.
 */
class PackageIT {
    private static final long MAX_JAR_BYTES = 8L * 1024 * 1024;
    private static final String GCVIEWER_JAR = "lib/gcviewer-1.36.jar";
    /** zstd-jni carries native libraries for every platform (7 MB): beside the jar, for .zst logs only. */
    private static final String ZSTD_JAR = "lib/zstd-jni-1.5.7-4.jar";
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
    void gcviewerAndZstdJniAreBesideTheJarNotInIt() throws IOException {
        assertThat(entries()).noneMatch(name -> name.startsWith("com/tagtraum/"));
        try (JarFile jar = new JarFile(target().resolve("tenure.jar").toFile())) {
            assertThat(jar.getManifest().getMainAttributes().getValue("Class-Path").split(" "))
                    .containsExactly(GCVIEWER_JAR, ZSTD_JAR, "lib/commons-compress-1.28.0.jar",
                            "lib/commons-lang3-3.18.0.jar", "lib/xz-1.10.jar", DUCKDB_JAR);
        }
        assertThat(entries()).noneMatch(name -> name.startsWith("com/github/luben/")
                || name.startsWith("org/apache/commons/compress/") || name.startsWith("org/tukaani/")
                || name.startsWith("org/duckdb/") || name.startsWith("libduckdb"));
        assertThat(target().resolve(DUCKDB_JAR)).isRegularFile();
        for (String jar : List.of("lib/commons-compress-1.28.0.jar", "lib/commons-lang3-3.18.0.jar", "lib/xz-1.10.jar")) {
            assertThat(target().resolve(jar)).isRegularFile();
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
    void withoutItsLibDirectoryTheJarSaysWhichJarIsMissingAndWhere() throws Exception {
        Path alone = Files.copy(target().resolve("tenure.jar"), work.resolve("tenure.jar"));
        Path log = TenureProcess.fixtures().resolve("gclogs/cli/jdk17-serial-gc,safepoint.log");

        TenureProcess.Result result = TenureProcess.run(alone, work, "analyze", log.toString());

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.out()).isEmpty();
        assertThat(result.err()).isEqualTo("tenure: error: commons-compress-1.28.0.jar is missing: tenure needs it at "
                + work.resolve("lib/commons-compress-1.28.0.jar") + " (`mvn -B -pl cli -am package` copies it there with"
                + " the rest of lib/; copy tenure.jar together with its lib/ directory)\n");

        // with the archive readers but without xz, the message names xz
        Files.createDirectories(work.resolve("lib"));
        for (String jar : List.of("commons-compress-1.28.0.jar", "commons-lang3-3.18.0.jar")) {
            Files.copy(target().resolve("lib").resolve(jar), work.resolve("lib").resolve(jar));
        }
        TenureProcess.Result noXz = TenureProcess.run(alone, work, "--version");
        assertThat(noXz.exitCode()).isEqualTo(1);
        assertThat(noXz.err()).startsWith("tenure: error: xz-1.10.jar is missing: tenure needs it at " + work.resolve("lib/xz-1.10.jar"));
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
