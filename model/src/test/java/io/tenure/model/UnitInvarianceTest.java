package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.LongRange;

/**
 * Gaps are ratios: measuring time in other units (seconds or ms, per GB or per run) must not
 * change them, their intervals or the choice of curve.
 */
class UnitInvarianceTest {
    @Property(tries = 10)
    void gapsDoNotDependOnTheUnitOfTime(@ForAll @DoubleRange(min = 0.01, max = 1000) double unit,
                                        @ForAll @LongRange(min = 0, max = 10_000) long seed) {
        List<Observation> slow = Synthetic.sample(s -> 2 + 9 * s / (1 - 0.5 * s), Synthetic.LEVELS, 3, 0.2, seed);
        List<Observation> fast = Synthetic.sample(s -> 2.5 + 3 * s, Synthetic.LEVELS, 3, 0.2, seed + 1);
        Gap plain = gap(slow, fast, 1);
        Gap scaled = gap(slow, fast, unit);
        assertThat(scaled.ratio().value()).isCloseTo(plain.ratio().value(), within(1e-6));
        assertThat(scaled.ratio().ci95Low()).isCloseTo(plain.ratio().ci95Low(), within(1e-6));
        assertThat(scaled.ratio().ci95High()).isCloseTo(plain.ratio().ci95High(), within(1e-6));
    }

    private static Gap gap(List<Observation> slow, List<Observation> fast, double unit) {
        SurvivalModel model = new SurvivalModel(List.of(
                PlatformFit.fit(Platform.named("slow"), Response.TIME, "measured", scale(slow, unit)),
                PlatformFit.fit(Platform.named("fast"), Response.TIME, "measured", scale(fast, unit))),
                List.of(), List.of(), 40, 3);
        return new ModelAnalysis(model, Response.TIME, 40, 3).gap(model.fits().get(1), model.fits().get(0), 0.437);
    }

    private static List<Observation> scale(List<Observation> data, double unit) {
        return data.stream().map(o -> new Observation(o.survival(), o.value() * unit, o.repetition())).toList();
    }
}
