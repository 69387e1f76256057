package io.tenure.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.report.assemble.ReportBuilder;
import io.tenure.report.assemble.ReportInputs;
import io.tenure.report.assemble.ReportSources;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The platform comparison report of two real bundles (openjdk-17 and temurin-25, Serial and
 * Parallel at four survival levels, one Epsilon cell that ran out of memory) and one production
 * GC log, against golden Markdown, CSV and JSON.
 */
class ReportGoldenTest {
    static final Path LOG = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"),
            "gclogs", "hotspot", "unified", "jdk17-parallel-gcstar_gc+age=trace-uptime_level_tags.log");

    @TempDir
    static Path tmp;
    static ReportModel model;
    static List<OutputFile> files;

    @BeforeAll
    static void build() throws IOException {
        Path a = FixtureBundles.build(tmp.resolve("bundle-openjdk17"), "openjdk-17", "vm");
        Path b = FixtureBundles.build(tmp.resolve("bundle-temurin25"), "temurin-25", "vm");
        ReportInputs inputs = new ReportInputs(List.of(a, b), null, List.of(LOG),
                List.of("tenure", "report", "bundle-openjdk17", "bundle-temurin25", "--log", LOG.getFileName().toString()),
                "0.1.0-TEST", "2026-11-22T03:00:00Z", 200, 42);
        model = ReportBuilder.build(inputs, ReportSources.read(inputs));
        files = new ArrayList<>();
        for (ReportFormat format : List.of(ReportFormat.MARKDOWN, ReportFormat.CSV, ReportFormat.JSON)) {
            files.addAll(format.writer().render(model));
        }
    }

    @Test
    void markdownCsvAndJsonMatchTheirGoldenFiles() throws IOException {
        for (OutputFile file : files) {
            if (!file.relativePath().endsWith(".svg")) {
                ReportGoldens.check(file.relativePath(), normalise(new String(file.content(), StandardCharsets.UTF_8)));
            }
        }
        if (!Boolean.getBoolean("golden.update")) {
            try (Stream<Path> golden = Files.walk(ReportGoldens.DIR)) {
                List<String> expected = golden.filter(Files::isRegularFile)
                        .map(p -> ReportGoldens.DIR.relativize(p).toString().replace('\\', '/'))
                        .filter(p -> !p.startsWith("analyze/")).sorted().toList();
                assertThat(files.stream().map(OutputFile::relativePath).filter(p -> !p.endsWith(".svg")).sorted().toList())
                        .as("every golden file is still produced").isEqualTo(expected);
            }
        }
    }

    @Test
    void theReportHasEverySectionWithData() {
        assertThat(model.sections()).extracting(Section::id).containsSubsequence("verdict", "execution-time", "platforms",
                "pauses-intervals", "gaps", "crossovers", "logs", "timelines", "tenuring", "failures");
        assertThat(model.sections()).filteredOn(Section::collapsed).extracting(Section::id).containsExactly("platforms");
        assertThat(model.charts()).allSatisfy(c -> assertThat(c.pointCounts()).as(c.id()).isNotEmpty().allMatch(n -> n > 0));
        Table platforms = model.tables().stream().filter(t -> t.id().equals("platforms")).findFirst().orElseThrow();
        assertThat(platforms.rows()).hasSize(5);
        Table failed = model.tables().stream().filter(t -> t.id().equals("failed-cells")).findFirst().orElseThrow();
        assertThat(failed.rows()).singleElement().satisfies(row -> assertThat((String) row.get(4)).contains("OutOfMemoryError"));
        Table gaps = model.tables().stream().filter(t -> t.id().equals("gaps")).findFirst().orElseThrow();
        assertThat(gaps.rows()).extracting(row -> row.get(1)).contains(0.437);
        assertThat(model.summary()).anyMatch(s -> s.startsWith("Ranking at s = 0.437"))
                .anyMatch(s -> s.startsWith("Gap at s = 0.437: Parallel · temurin-25 takes 1.47× as long as Parallel · openjdk-17 (95 % CI"));
    }

    /**
     * The verdict leads: the ranking at s = 0.437 with ties read from the intervals, the headline
     * chart of every fitted curve, and the warnings (a cell off its survival target, the failed
     * Epsilon cell) among the first sentences.
     */
    @Test
    void theVerdictComesFirstWithTiesAndWarnings() {
        Section verdict = model.sections().get(0);
        assertThat(verdict.id()).isEqualTo("verdict");
        assertThat(verdict.charts()).singleElement().satisfies(c -> {
            assertThat(c.id()).isEqualTo("relative-execution-time");
            assertThat(c.series()).hasSize(4).allMatch(s -> s.kind() == ChartSpec.SeriesKind.LINE);
        });
        Table ranking = verdict.tables().get(0);
        for (List<Object> row : ranking.rows().subList(1, ranking.rows().size())) {
            double low = ((Number) row.get(7)).doubleValue();
            double high = ((Number) row.get(8)).doubleValue();
            int rank = ((Number) row.get(0)).intValue();
            int above = ((Number) ranking.rows().get(ranking.rows().indexOf(row) - 1).get(0)).intValue();
            String reading = (String) row.get(9);
            if (rank == above) {
                assertThat(low <= 1 && high >= 1).as("a shared rank needs an interval to the one above containing 1: %s", row)
                        .isTrue();
                assertThat(reading).isEqualTo("tie with the one above");
            } else {
                assertThat(rank).as("competition ranking: %s", row).isEqualTo(ranking.rows().indexOf(row) + 1);
                assertThat(low <= 1 && high >= 1 ? reading : "").as("a new rank beside an interval containing 1 says why: %s", row)
                        .matches("|not told apart from the one above, but from .+ of that rank \\(× .+\\)");
            }
        }
        // each neighbour's interval holds 1, but Parallel · temurin-25 / Serial · openjdk-17 does not:
        // ties do not chain
        assertThat(ranking.rows()).extracting(row -> ((Number) row.get(0)).intValue()).containsExactly(1, 1, 1, 4);
        assertThat((String) ranking.rows().get(3).get(9)).startsWith("not told apart from the one above, but from "
                + "Serial · openjdk-17 of that rank");
        assertThat(model.summary()).filteredOn(s -> s.startsWith("Warning:")).hasSize(2)
                .anySatisfy(s -> assertThat(s).contains("off its survival target").contains("p = 0.60 measured 0.550"))
                .anySatisfy(s -> assertThat(s).contains("Epsilon · temurin-25").contains("OutOfMemoryError"));
        Section byJvm = model.sections().get(1);
        assertThat(byJvm.charts()).extracting(ChartSpec::title).containsExactly("openjdk-17", "temurin-25");
        assertThat(byJvm.charts()).extracting(ChartSpec::y).as("shared axes").containsOnly(byJvm.charts().get(0).y());
        double top = byJvm.charts().get(0).y().max();
        assertThat(byJvm.charts()).flatExtracting(ChartSpec::series).flatExtracting(ChartSpec.Series::points)
                .allSatisfy(p -> assertThat(p[p.length - 1]).isLessThanOrEqualTo(top));
    }

    @Test
    void svgChartsAreWellFormedXmlWithoutScripts() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        List<OutputFile> svgs = files.stream().filter(f -> f.relativePath().endsWith(".svg")).toList();
        assertThat(svgs).hasSize(model.charts().size());
        for (OutputFile svg : svgs) {
            factory.newDocumentBuilder().parse(new java.io.ByteArrayInputStream(svg.content()));
            assertThat(new String(svg.content(), StandardCharsets.UTF_8)).doesNotContain("<script");
        }
    }

    /** Temporary directories differ per run; the golden files name them $TMP. */
    private static String normalise(String text) {
        String json = tmp.toString().replace("\\", "\\\\");
        return text.replace(tmp.toString(), "$TMP").replace(json, "$TMP")
                .replace(LOG.getParent().toString(), "$FIXTURES");
    }
}
