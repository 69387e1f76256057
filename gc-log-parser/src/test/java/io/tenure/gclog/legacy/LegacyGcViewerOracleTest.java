package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.tagtraum.perf.gcviewer.imp.DataReaderException;
import com.tagtraum.perf.gcviewer.imp.DataReaderFacade;
import com.tagtraum.perf.gcviewer.model.GCModel;
import com.tagtraum.perf.gcviewer.model.GcResourceFile;
import io.tenure.gclog.event.PauseEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * GCViewer 1.36 as an independent oracle: on the fixtures it reads correctly, it must count the
 * same pauses with the same total time. Fixtures left out, and why GCViewer is wrong on them:
 * {@code jdk8-g1-full-gc-during-concurrent-mark} (it drops the Full GC split by concurrent
 * phases), {@code corrupted-missing-intro-line} (it invents a pause from a detail line),
 * {@code jdk8-g1-printgcid} and {@code jdk8-g1-humongous-mixed} (it reads no pause at all),
 * {@code jdk8-shenandoah-details} (it adds the statistics table as pauses), the corrupted and
 * foreign-only files (it fails), and the cut files ending inside a record.
 */
class LegacyGcViewerOracleTest {
    @BeforeAll
    static void quietGcViewer() {
        Logger.getLogger("com.tagtraum.perf.gcviewer").setLevel(Level.OFF);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "jdk8-serial-defnew-tenuring.log",
        "jdk8-parallel-tenuring-gccause-datestamps.log",
        "jdk8-parallel-adaptivesizepolicy.log",
        "jdk8-parallel-parold-tenuring-stoppedtime.log",
        "jdk8-cms-scavengebeforeremark-heapatgc-fls.log",
        "jdk8-cms-scavengebeforeremark-referencegc.log",
        "jdk7-cms-stoppedtime-tenuring.log",
        "jdk7-cms-parnew-tenuring-stoppedtime.log",
        "jdk7-icms-gclocker-concurrent-mode-failure.log",
        "jdk8-g1-concurrent-cycle-adaptivesizepolicy.log",
        "jdk7-g1-datestamps-interleaved-concurrent.log",
        "jdk7-g1-comma-decimals.log",
        "jdk8-g1-ergonomics-interleaved.log",
        "jdk8-g1-heapatgc.log",
        "verbosegc-timestamps-only.log"})
    void sameCountAndTotalAsGcViewer(String fixture) throws IOException, DataReaderException {
        Path log = LegacyFixtures.dir().resolve(fixture);
        List<PauseEvent> pauses = LegacyFixtures.parse(fixture).of(PauseEvent.class);
        GcResourceFile resource = new GcResourceFile(log.toFile());
        resource.getLogger().setLevel(Level.OFF); // GCViewer reports what it skips on its own logger
        GCModel model = new DataReaderFacade().loadModel(resource);
        int gcViewerCount = model.getGCPause().getN() + model.getFullGCPause().getN();
        double gcViewerTotalMs = (model.getGCPause().getSum() + model.getFullGCPause().getSum()) * 1000;
        assertThat(pauses).hasSize(gcViewerCount);
        assertThat(pauses.stream().mapToDouble(PauseEvent::durationMs).sum()).isCloseTo(gcViewerTotalMs, within(0.01));
    }
}
