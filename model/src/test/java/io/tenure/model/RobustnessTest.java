package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.model.fit.ModelKind;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * On arbitrary finite input the model either fits, with finite figures everywhere, or refuses
 * with a {@link ModelInputException}; it never throws anything else and never yields NaN.
 */
class RobustnessTest {
    @Provide
    Arbitrary<List<Observation>> observations() {
        Arbitrary<Double> survival = Arbitraries.of(0.0, 0.05, 0.1, 0.2, 0.3, 0.437, 0.5, 0.75, 0.9, 1.0);
        Arbitrary<Double> value = Arbitraries.oneOf(
                Arbitraries.doubles().between(-1e6, 1e6),
                Arbitraries.of(0.0, 1.0, 1e-12, 1e9, -3.0));
        Arbitrary<Observation> observation = Combinators.combine(survival, value, Arbitraries.integers().between(0, 4))
                .as(Observation::new);
        return observation.list().ofMinSize(0).ofMaxSize(30);
    }

    @Property(tries = 150)
    void fitsOrRefusesClearly(@ForAll("observations") List<Observation> data) {
        SelectedFit fit;
        try {
            fit = ModelSelection.select(data);
        } catch (ModelInputException refused) {
            assertThat(refused.getMessage()).isNotBlank();
            return;
        }
        for (int i = 0; i <= 20; i++) {
            assertThat(fit.curve().valueAt(i / 20.0)).isFinite();
        }
        FitQuality q = fit.quality();
        assertThat(q.observations()).isEqualTo(data.size());
        SurvivalModel model = new SurvivalModel(List.of(new PlatformFit(Platform.named("p"), Response.TIME,
                "measured", data, fit)), List.of(), List.of(), 5, 1);
        ModelAnalysis analysis = new ModelAnalysis(model, Response.TIME, 5, 1);
        for (Prediction p : analysis.rank(0.437, null)) {
            assertThat(p.fitted().value()).isFinite();
        }
    }

    @Property(tries = 100)
    void everyShapeFitsOrRefuses(@ForAll("observations") List<Observation> data) {
        double[] s = data.stream().mapToDouble(Observation::survival).toArray();
        double[] y = data.stream().mapToDouble(Observation::value).toArray();
        List<String> outcomes = new ArrayList<>();
        for (ModelKind kind : ModelKind.values()) {
            try {
                double v = kind.fit(s, y).valueAt(0.5);
                assertThat(v).isFinite();
                outcomes.add(kind.id());
            } catch (ModelInputException refused) {
                outcomes.add("refused");
            }
        }
        assertThat(outcomes).hasSize(ModelKind.values().length);
    }
}
