package io.tenure.gclog.unified;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.gclog.input.Line;
import java.io.IOException;
import java.time.OffsetDateTime;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Decorations in every form HotSpot writes them, and bracket groups that are not decorations. */
class DecorationsTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        // line | uptime s | wall clock (ISO) or epoch ms | message
        "[0.123s] Using G1 | 0.123 | - | Using G1",
        "[0,123s] Using G1 | 0.123 | - | Using G1",
        "[12345ms] Using G1 | 12.345 | - | Using G1",
        "[1795315069582ms] Using G1 | - | 1795315069582 | Using G1",
        "[3559839ns][1795315069555ms] Using G1 | 0.003559839 | 1795315069555 | Using G1",
        "[678007846204ns][3559839ns] Using G1 | 0.003559839 | - | Using G1",
        "[2019-05-09T01:39:07.136+0000][11728ms] GC(3) x | 11.728 | 2019-05-09T01:39:07.136Z | GC(3) x",
        "[2022-08-16T11:30:43.479+0800][0.901s][info][gc           ] x | 0.901 | 2022-08-16T11:30:43.479+08:00 | x",
        "[2020-10-26T14:52:27.770-0400] x | - | 2020-10-26T14:52:27.770-04:00 | x",
        "[2026-11-22T02:37:49.347+0000][10423][10424][info ][gc     ] Using G1 | - | 2026-11-22T02:37:49.347Z | Using G1",
        "[vm][10478][0.5s][trace][gc,phases,start] x | 0.5 | - | x",
        "[1234p][5678t][0.5s] x | 0.5 | - | x",
        "[10.0.0.7][0.5s][info][gc] x | 0.5 | - | x",
        "[0.016s][info][gc,phases    ] GC(0)   Other: 0.3ms | 0.016 | - | GC(0)   Other: 0.3ms",
    })
    void readsTimesAndFindsTheMessage(String text, Double uptime, String wall, String message) throws IOException {
        Decorations d = new Decorations();
        Line line = LineRuleTest.line(text);
        assertThat(d.scan(line)).isTrue();
        if (uptime == null) {
            assertThat(d.hasUptime()).isFalse();
        } else {
            assertThat(d.uptimeSeconds()).isCloseTo(uptime, within(1e-9));
        }
        if (wall == null) {
            assertThat(d.hasEpoch()).isFalse();
        } else {
            long expected = wall.contains("T") ? OffsetDateTime.parse(wall).toInstant().toEpochMilli() : Long.parseLong(wall);
            assertThat(d.epochMillis()).isEqualTo(expected);
        }
        assertThat(line.subSequence(d.messageStart(), line.length())).hasToString(message);
    }

    @org.junit.jupiter.api.Test
    void aTimeThatDoesNotParseGivesNoTime() throws IOException {
        // times are parsed when asked for: the group still counts as a decoration, it only has no value
        Decorations d = new Decorations();
        assertThat(d.scan(LineRuleTest.line("[2019-13-09T01:39:07.136+0000][1.5s] month 13"))).isTrue();
        assertThat(d.hasEpoch()).isFalse();
        assertThat(d.uptimeSeconds()).isEqualTo(1.5);
        assertThat(d.scan(LineRuleTest.line("[1x2s] x"))).isTrue();
        assertThat(d.hasUptime()).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "application: done",
        "[GC Pause] x",
        "[PSYoungGen: 65536K->10720K(76288K)] 65536K->57485K(251392K), 0.0273442 secs]",
        "[GC (Allocation Failure) [PSYoungGen: 512K->0K(610816K)]",
        "[Times: user=0.02 sys=0.13, real=0.03 secs]",
        "[]",
    })
    void linesWithoutDecorations(String text) throws IOException {
        Decorations d = new Decorations();
        Line line = LineRuleTest.line(text);
        assertThat(d.scan(line)).isFalse();
        assertThat(d.messageStart()).isZero();
    }

    /**
     * One instance reused line after line, as the reader does, reads every line as a fresh one
     * would, whether the line repeats the decorations before it, shares only part of them, has
     * more bracket groups after them, or none at all; and says "repeated" only for a line that
     * starts with the bytes of the previous line's decorations and their space.
     */
    @Property(tries = 300)
    void aReusedInstanceReadsEachLineAsAFreshOneWould(@ForAll("lineSequences") List<String> texts) throws IOException {
        Decorations reused = new Decorations();
        String previousDecorations = null;
        for (String text : texts) {
            Line line = LineRuleTest.line(text);
            Decorations fresh = new Decorations();
            boolean decorated = fresh.scan(LineRuleTest.line(text));
            assertThat(reused.scan(line)).as(text).isEqualTo(decorated);
            assertThat(reused.messageStart()).as(text).isEqualTo(fresh.messageStart());
            assertThat(reused.hasUptime()).as(text).isEqualTo(fresh.hasUptime());
            if (fresh.hasUptime()) {
                assertThat(reused.uptimeSeconds()).as(text).isEqualTo(fresh.uptimeSeconds());
            }
            assertThat(reused.hasEpoch()).as(text).isEqualTo(fresh.hasEpoch());
            if (fresh.hasEpoch()) {
                assertThat(reused.epochMillis()).as(text).isEqualTo(fresh.epochMillis());
            }
            assertThat(reused.repeated()).as(text).isEqualTo(previousDecorations != null && text.startsWith(previousDecorations));
            if (!reused.repeated()) {
                String head = text.substring(0, fresh.messageStart());
                previousDecorations = decorated && head.endsWith(" ") ? head : null;
            }
        }
    }

    @Provide
    Arbitrary<List<String>> lineSequences() {
        return Arbitraries.of(
                "[0.016s][info][gc,phases    ] GC(0)   Other: 0.3ms",
                "[0.016s][info][gc,phases    ] GC(0)   Pre Evacuate Collection Set: 0.0ms",
                "[0.016s][debug][gc,phases    ] GC(0)     Prepare TLABs: 0.0ms",
                "[0.016s][info][gc,phases    ]",
                "[0.016s][info][gc,phases    ] ",
                "[0.016s][info][gc,phases    ] [0.017s] not a decoration after the space",
                "[0.016s][info][gc,phases    ][0.017s] x",
                "[0.016s][info][gc,phases    ][not a decoration] x",
                "[0.016s][info][gc,phases",
                "[0.016s][info] x",
                "[0.0161s][info][gc,phases    ] x",
                "[0.017s][info][gc,phases    ] GC(1)   Other: 0.3ms",
                "[0,017s][info][gc,phases    ] GC(1)   Other: 0.3ms",
                "[2022-08-16T11:30:43.479+0800][0.901s][info][gc           ] x",
                "[2022-08-16T11:30:43.479+0800][0.901s][info][gc           ] y",
                "[2022-08-16T11:30:43.480+0800][0.901s][info][gc           ] y",
                "[1795315069582ms] Using G1",
                "[3559839ns][1795315069555ms] Using G1",
                "[1x2s] x",
                "application: done",
                "[Times: user=0.02 sys=0.13, real=0.03 secs]",
                "   continued, indented")
                .list().ofMaxSize(40);
    }
}
