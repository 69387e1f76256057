package io.tenure.model.io;

import io.tenure.model.FitSummary;
import io.tenure.model.ModelAnalysis;
import java.util.List;

/** One fit's curve with its 95 % bootstrap band: {@code points[i].value} is the fitted value at {@code points[i].survival}. */
public record BandEntry(String platform, String response, List<ModelAnalysis.BandPoint> points) {
    public BandEntry {
        points = List.copyOf(points);
    }

    static BandEntry of(FitSummary.PlatformBand band) {
        return new BandEntry(band.fit().platform().key(), band.fit().response().id(), band.points());
    }
}
