package io.tenure.program;

import io.tenure.model.factors.MeasuredRatios;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code predict --calibrate}: the program measured by {@code tenure compare} on the platform its
 * log came from and on others, whose ratios pin its reference-store rate (model v2 prices the rate
 * through the collectors' barrier coefficients; a log cannot show it).
 *
 * @param source         the compare bundle's directory
 * @param refStoresPerKB the rate the model's point estimates meet the measured ratios at, or null
 *                       before it is solved (or when no rate in the design's range gives them)
 * @param measured       the ratios, one per platform
 */
public record StoreRateCalibration(String source, Double refStoresPerKB, List<Measured> measured) {
    public StoreRateCalibration {
        Objects.requireNonNull(source, "source");
        measured = List.copyOf(measured);
    }

    /**
     * T_P / T_O of one platform P, from the compare pair of its configuration with the observed one.
     *
     * @param platform       the model's platform key P
     * @param config         the compare configuration that ran on it
     * @param observedConfig the configuration that ran on O
     * @param pairedRuns     repetitions in which both ran
     * @param wallRatio      wall time on P over O (median of the paired ratios)
     * @param cpuRatio       CPU time on P over O, or null
     */
    public record Measured(String platform, String config, String observedConfig, int pairedRuns, double wallRatio,
                           Double cpuRatio) {
    }

    /** The ratios as the model takes them. */
    public MeasuredRatios ratios() {
        Map<String, Double> wall = new LinkedHashMap<>();
        Map<String, Double> cpu = new LinkedHashMap<>();
        for (Measured m : measured) {
            wall.put(m.platform(), m.wallRatio());
            if (m.cpuRatio() != null) {
                cpu.put(m.platform(), m.cpuRatio());
            }
        }
        return new MeasuredRatios(wall, cpu, source);
    }

    public StoreRateCalibration withRate(Double rate) {
        return new StoreRateCalibration(source, rate, measured);
    }
}
