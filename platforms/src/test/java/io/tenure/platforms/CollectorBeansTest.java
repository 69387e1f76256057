package io.tenure.platforms;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.testsupport.TestJdks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The catalog's GC bean names against what real JVMs register: each collector of each JDK here is
 * launched with the flags the catalog selects it by, and the program lists its
 * {@code GarbageCollectorMXBean}s. JDK 17 and 25 are always there; 11 and 21 are optional
 * components ({@code io.tenure.testsupport.Requirements}).
 */
class CollectorBeansTest {
    private static final String PROGRAM = """
            import java.lang.management.GarbageCollectorMXBean;
            import java.lang.management.ManagementFactory;
            public class ListGcBeans {
                public static void main(String[] args) {
                    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                        System.out.println("bean: " + gc.getName());
                    }
                }
            }
            """;

    @TempDir
    static Path classes;

    @BeforeAll
    static void compile() throws IOException {
        Path source = classes.resolve("ListGcBeans.java");
        Files.writeString(source, PROGRAM);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int code = javac.run(null, null, null, "--release", "11", "-d", classes.toString(), source.toString());
        assertThat(code).as("javac exit code").isZero();
    }

    static Stream<Arguments> jdksAndCollectors() {
        List<Arguments> cases = new ArrayList<>();
        for (Object[] jdk : List.of(new Object[] {"jdk17", 17}, new Object[] {"jdk25", 25}, new Object[] {"jdk21", 21},
                new Object[] {"jdk11", 11})) {
            for (Collector collector : Collector.values()) {
                CollectorFlags.Selection selection = CollectorFlags.select(collector, JvmFamily.HOTSPOT, (int) jdk[1]);
                if (selection.selectable()) {
                    cases.add(Arguments.of(jdk[0], jdk[1], collector, selection.flags()));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "JDK {1} {2}")
    @MethodSource("jdksAndCollectors")
    void theCatalogNamesTheBeansTheJvmRegisters(String component, int feature, Collector collector, List<String> flags) {
        Path home = TestJdks.assumeJdk(component);
        List<String> command = new ArrayList<>(List.of(TestJdks.java(home).toString()));
        command.addAll(flags);
        command.addAll(List.of("-cp", classes.toString(), "ListGcBeans"));
        ProcessOutput output = ChildProcess.run(command, Duration.ofSeconds(60));
        // The OpenJDK 17 and Temurin builds here have every collector their version can select.
        assertThat(output.succeeded()).as("%s starts: %s", command, output.tail()).isTrue();
        Set<String> beans = new TreeSet<>();
        Arrays.stream(output.stdout().split("\\R")).filter(l -> l.startsWith("bean: "))
                .forEach(l -> beans.add(l.substring("bean: ".length())));
        assertThat(CollectorCatalog.gcBeanNames(collector, feature)).as("catalog for JDK %d %s", feature, collector)
                .contains(beans);
    }
}
