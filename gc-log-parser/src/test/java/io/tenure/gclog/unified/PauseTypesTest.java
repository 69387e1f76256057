package io.tenure.gclog.unified;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.input.Line;
import java.io.IOException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every pause type of every collector, as the JDKs write it, with its kind, name and cause. */
class PauseTypesTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        // message | g1 log | kind | name | cause
        "Pause Young (Allocation Failure) 41M->38M(150M) 9.618ms | false | YOUNG | Pause Young | Allocation Failure",
        "Pause Full (Ergonomics) 62M->61M(123M) 13.561ms | false | FULL | Pause Full | Ergonomics",
        "Pause Initial Mark 91M->91M(150M) 0.165ms | false | INITIAL_MARK | Pause Initial Mark | -",
        "Pause Remark 130M->130M(150M) 0.908ms | false | REMARK | Pause Remark | -",
        "Pause Young (Normal) (G1 Evacuation Pause) 116M->40M(2048M) 21.861ms | true | YOUNG | Pause Young (Normal) | G1 Evacuation Pause",
        "Pause Young (Concurrent Start) (G1 Humongous Allocation) 1M->1M(2M) 1.000ms | true | YOUNG | Pause Young (Concurrent Start) | G1 Humongous Allocation",
        "Pause Young (Prepare Mixed) (G1 Evacuation Pause) 1M->1M(2M) 1.000ms | true | YOUNG | Pause Young (Prepare Mixed) | G1 Evacuation Pause",
        "Pause Young (Mixed) (G1 Evacuation Pause) 1M->1M(2M) 1.000ms | true | MIXED | Pause Young (Mixed) | G1 Evacuation Pause",
        "Pause Young (G1 Evacuation Pause) 116M->119M(128M) 2.717ms | true | YOUNG | Pause Young | G1 Evacuation Pause",
        "Pause Initial Mark (G1 Evacuation Pause) 80M->80M(128M) 5.011ms | false | YOUNG | Pause Initial Mark | G1 Evacuation Pause",
        "Pause Mixed (G1 Evacuation Pause) 29M->28M(123M) 2.790ms | true | MIXED | Pause Mixed | G1 Evacuation Pause",
        "Pause Remark 40M->19M(64M) 0.291ms | true | REMARK | Pause Remark | -",
        "Pause Cleanup 22M->22M(64M) 0.088ms | true | CLEANUP | Pause Cleanup | -",
        "Pause Full (System.gc()) 34M->11M(64M) 3.206ms | true | FULL | Pause Full | System.gc()",
        "Pause Init Mark (unload classes) 0.031ms | false | INITIAL_MARK | Pause Init Mark (unload classes) | -",
        "Pause Final Mark (process weakrefs) (unload classes) 2.449ms | false | REMARK | Pause Final Mark (process weakrefs) (unload classes) | -",
        "Pause Init Update Refs 0.033ms | false | OTHER_PAUSE | Pause Init Update Refs | -",
        "Pause Final Update Refs 0.271ms | false | OTHER_PAUSE | Pause Final Update Refs | -",
        "Pause Final Roots 0.050ms | false | OTHER_PAUSE | Pause Final Roots | -",
        "Pause Degenerated GC (Mark) 7686M->6159M(8192M) 5619.337ms | false | FULL | Pause Degenerated GC (Mark) | -",
        "Pause Mark Start 1.279ms | false | INITIAL_MARK | Pause Mark Start | -",
        "Pause Mark End 0.695ms | false | REMARK | Pause Mark End | -",
        "Pause Relocate Start 0.679ms | false | OTHER_PAUSE | Pause Relocate Start | -",
        "Y: Pause Mark Start (Major) 0.009ms | false | INITIAL_MARK | Y: Pause Mark Start (Major) | -",
        "y: Pause Relocate Start 0.005ms | false | OTHER_PAUSE | y: Pause Relocate Start | -",
        "O: Pause Mark End 0.005ms | false | REMARK | O: Pause Mark End | -",
    })
    void kindNameAndCause(String message, boolean g1, EventKind kind, String name, String cause) throws IOException {
        Line line = LineRuleTest.line("[1.000s][info][gc] GC(3) " + message);
        Decorations decorations = new Decorations();
        decorations.scan(line);
        LineClassifier classifier = new LineClassifier();
        assertThat(classifier.classify(line, decorations.messageStart())).isEqualTo(LineRule.PAUSE);
        PauseLine pause = new PauseLine();
        assertThat(pause.parse(line, classifier.bodyStart(), classifier.subjectStart(), g1)).as(pause.failure).isTrue();
        assertThat(pause.kind).isEqualTo(kind);
        assertThat(pause.name).isEqualTo(name);
        assertThat(pause.cause).isEqualTo(cause);
    }
}
