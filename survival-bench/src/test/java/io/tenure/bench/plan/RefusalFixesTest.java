package io.tenure.bench.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bundle.WorkloadKind;
import io.tenure.platforms.Collector;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The contract of a refusal's fix, over a grid of heaps, young sizes, survivals, long-lived sets
 * (fractions of the heap, sizes in MB, derived) and JVMs at once: every value the refusal names
 * for an option, applied alone to that option, gives a cell the planner runs. A user test went
 * round a loop of "--heap 954m or more", then "1750m or more" (a --live-set of 0.9 grows with the
 * heap), and was sent from "--young 14m or less" (the fit) to "survival 0.017 or less" (the young
 * rule), both at --heap 16m.
 */
class RefusalFixesTest {
    private static final JvmTarget JVM = PlannedJvm.jdk17(Collector.values());

    private static final WorkloadTarget BASE = new WorkloadTarget(0, 64, "fifo", "64", "bytes", 64, 1, 256, 1024, 42);

    /** One cell's options, as a user gives them; {@code young} null for --young default, {@code lifetime} null for auto. */
    private record Options(Collector collector, long heap, Long young, double survival, Double liveSet, Double lifetime,
                           Double retention, double workMB, int instances) {
        Cell plan() {
            HeapConfig heapConfig = young == null ? HeapConfig.jvmDefault(heap) : HeapConfig.fixedYoung(heap, young);
            WorkloadTarget template = BASE.withWork(workMB).withLiveSetFraction(liveSet)
                    .withLifetimeMB(lifetime == null ? 1 : lifetime);
            if (retention != null) {
                template = template.withWorkload(WorkloadKind.JBB).withRetentionMB(retention);
            }
            return Planner.plan(PlanRequest.of(List.of(JVM), jvm -> List.of(collector)).heaps(List.of(heapConfig))
                    .dimensions(new PlatformDimensions(null, List.of(instances), null, null))
                    .survivals(List.of(retention != null ? 0 : survival)).templates(List.of(template))
                    .deriveLifetime(lifetime == null && liveSet == null).orderSeed(1).build())
                    .cells().get(0);
        }

        Options heap(long mb) {
            return new Options(collector, mb, young, survival, liveSet, lifetime, retention, workMB, instances);
        }

        Options young(long mb) {
            return new Options(collector, heap, mb, survival, liveSet, lifetime, retention, workMB, instances);
        }

        Options survival(double p) {
            return new Options(collector, heap, young, p, liveSet, lifetime, retention, workMB, instances);
        }

        Options liveSet(double fraction) {
            return new Options(collector, heap, young, survival, fraction, null, retention, workMB, instances);
        }

        Options lifetime(double mb) {
            return new Options(collector, heap, young, survival, null, mb, retention, workMB, instances);
        }

        Options retention(double mb) {
            return new Options(collector, heap, young, survival, liveSet, lifetime, mb, workMB, instances);
        }

        Options work(double mb) {
            return new Options(collector, heap, young, survival, liveSet, lifetime, retention, mb, instances);
        }
    }

    /** An option's value in a fix: {@code --heap 80m or more}, {@code --live-set 0.11 to 0.468}, {@code survival 0.2 or less}. */
    private static final Pattern VALUE = Pattern.compile(
            "(--heap|--young|--live-set|--lifetime|survival|--jbb-retention|--work) ([0-9.]+)m?(?: to ([0-9.]+)m?)?");

    @Test
    void everyValueARefusalNamesMakesTheCellOneThePlannerRuns() {
        List<Options> grid = new ArrayList<>();
        long[] heaps = {8, 16, 24, 64, 80, 96, 160, 512, 954, 2048};
        Long[] youngs = {null, 1L, 3L, 7L, 15L, 32L, 95L, 128L};
        double[] survivals = {0, 0.05, 0.25, 0.437, 0.8, 1};
        Double[] liveSets = {null, 0.01, 0.05, 0.1, 0.3, 0.45, 0.6, 0.9};
        Double[] lifetimes = {16.0, 48.0, 300.0};
        for (Collector collector : List.of(Collector.SERIAL, Collector.ZGC)) {
            for (long heap : heaps) {
                for (Long young : youngs) {
                    if (young != null && young >= heap) {
                        continue;
                    }
                    for (double p : survivals) {
                        for (Double liveSet : liveSets) {
                            grid.add(new Options(collector, heap, young, p, liveSet, null, null, 1024, 1));
                        }
                        for (Double lifetime : lifetimes) {
                            grid.add(new Options(collector, heap, young, p, null, lifetime, null, 1024, 1));
                        }
                    }
                }
            }
        }
        // JVMs at once, jbb's retention and Epsilon's allocation, on fewer points
        for (long heap : new long[] {32, 64, 160, 512}) {
            for (Long young : new Long[] {null, 8L, 16L}) {
                for (double p : new double[] {0.1, 0.437, 0.8}) {
                    for (Double liveSet : new Double[] {null, 0.05, 0.3, 0.6}) {
                        grid.add(new Options(Collector.G1, heap, young, p, liveSet, null, null, 1024, 2));
                        grid.add(new Options(Collector.PARALLEL, heap, young, p, liveSet, null, null, 1024, 4));
                    }
                    grid.add(new Options(Collector.SERIAL, heap, young, p, null, 48.0, null, 1024, 2));
                }
                grid.add(new Options(Collector.SERIAL, heap, young, 0, null, null, 500.0, 1024, 1));
                grid.add(new Options(Collector.PARALLEL, heap, young, 0, null, null, 200.0, 1024, 2));
                for (double work : new double[] {64, 1024}) {
                    grid.add(new Options(Collector.EPSILON, heap, young, 0.437, null, null, null, work, 1));
                    grid.add(new Options(Collector.EPSILON, heap, young, 0.437, null, null, null, work, 2));
                }
            }
        }
        List<String> broken = new ArrayList<>();
        int refused = 0;
        int tried = 0;
        for (Options options : grid) {
            Cell cell = options.plan();
            if (!cell.skipped()) {
                continue;
            }
            refused++;
            String reason = cell.skipReason();
            if (!reason.contains(": use ")) {
                broken.add(String.format(Locale.ROOT, "%s%n  said: %s%n  naming no option to change", options, reason));
                continue;
            }
            Matcher m = VALUE.matcher(reason.substring(reason.indexOf(": use ")));
            while (m.find()) {
                List<String> values = m.group(3) == null ? List.of(m.group(2)) : List.of(m.group(2), m.group(3));
                for (String value : values) {
                    Options applied = apply(m.group(1), Double.parseDouble(value)).apply(options);
                    tried++;
                    Cell again = applied.plan();
                    if (again.skipped()) {
                        broken.add(String.format(Locale.ROOT, "%s%n  said: %s%n  %s %s then: %s", options, reason, m.group(1),
                                value, again.skipReason()));
                    }
                }
            }
        }
        assertThat(refused).as("the grid has refusals to check").isGreaterThan(500);
        assertThat(tried).isGreaterThan(refused);
        assertThat(broken).as("%d of %d values named for %d refused cells refused again, e.g.", broken.size(), tried, refused)
                .isEmpty();
    }

    private static UnaryOperator<Options> apply(String option, double value) {
        return switch (option) {
            case "--heap" -> o -> o.heap((long) value);
            case "--young" -> o -> o.young((long) value);
            case "--live-set" -> o -> o.liveSet(value);
            case "--lifetime" -> o -> o.lifetime(value);
            case "survival" -> o -> o.survival(value);
            case "--jbb-retention" -> o -> o.retention(value);
            case "--work" -> o -> o.work(value);
            default -> throw new AssertionError(option);
        };
    }

    /** The user test's reproductions, as the planner words them now. */
    @Test
    void theUserTestsLoopsEndInValuesThatWork() {
        Options ninety = new Options(Collector.SERIAL, 512, 32L, 0.437, 0.9, null, null, 1024, 1);
        assertThat(ninety.plan().skipReason()).contains("use --live-set 0.11 to 0.468 (no --heap helps: the set is 0.9 of any"
                + " heap, and half the old generation is less)").doesNotContain("--heap 9");
        Options thirty = new Options(Collector.SERIAL, 64, 32L, 0.437, 0.3, null, null, 1024, 1);
        assertThat(thirty.plan().skipReason()).contains("--heap 187m or more");
        assertThat(thirty.heap(187).plan().skipped()).isFalse();
        assertThat(thirty.heap(186).plan().skipped()).isTrue();
        Options small = new Options(Collector.SERIAL, 16, 15L, 0.437, null, null, null, 1024, 1);
        assertThat(small.plan().skipReason()).contains("--young 3m or less");
        assertThat(small.young(3).plan().skipped()).isFalse();
        assertThat(small.young(4).plan().skipped()).isTrue();
    }
}
