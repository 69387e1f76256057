package io.tenure.bench.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.DataInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The workload runs in JDK 8 children: every class of its package must be class-file version 52,
 * whatever the incremental build did (javac can recompile a workload class for release 17 when
 * host code names it).
 */
class Java8BytecodeTest {
    @Test
    void everyWorkloadClassTargetsJava8() throws Exception {
        Path classes = Path.of(SurvivalWorkload.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path dir = classes.resolve(SurvivalWorkload.class.getPackageName().replace('.', '/'));
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(p -> p.toString().endsWith(".class")).toList();
        }
        assertThat(files).hasSizeGreaterThan(10);
        for (Path file : files) {
            try (InputStream in = Files.newInputStream(file)) {
                DataInputStream data = new DataInputStream(in);
                assertThat(data.readInt()).isEqualTo(0xCAFEBABE);
                data.readUnsignedShort();
                assertThat(data.readUnsignedShort()).as(file.getFileName().toString()).isEqualTo(52);
            }
        }
    }
}
