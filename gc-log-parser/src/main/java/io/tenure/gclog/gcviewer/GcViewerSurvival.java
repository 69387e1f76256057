package io.tenure.gclog.gcviewer;

import com.tagtraum.perf.gcviewer.model.AbstractGCEvent;
import com.tagtraum.perf.gcviewer.model.GCEvent;
import com.tagtraum.perf.gcviewer.model.GCModel;
import io.tenure.gclog.event.EventKind;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The study's survival rate from GCViewer's per-event heap figures, exactly as DESIGN.md defines
 * it: {@code s(i) = (heapAfter(i) − heapAfter(i−1)) / (heapBefore(i) − heapAfter(i−1))} over
 * consecutive young-only collections.
 *
 * <p>"Consecutive" is taken strictly: a pair counts only when nothing else that changes the heap
 * (another kind of pause, or any concurrent phase, whose sweeping or region freeing would make
 * the heap's growth understate what survived) lies between the two young collections in
 * GCViewer's event list. VM operations and zero-length markers change no heap and are skipped.
 * GCViewer reports sizes in whole KB, as the logs do.
 */
final class GcViewerSurvival {
    private final List<Double> series = new ArrayList<>();
    private final List<Double> copySurvival = new ArrayList<>();

    /** Adds the collections of one model (files are not chained: a pair never spans two files). */
    void add(GCModel model) {
        AbstractGCEvent<?> previousYoung = null;
        for (Iterator<AbstractGCEvent<?>> events = model.getEvents(); events.hasNext(); ) {
            AbstractGCEvent<?> event = events.next();
            if (GcViewerEvents.isIrrelevantToHeap(event)) {
                continue;
            }
            if (!isYoungOnlyWithHeap(event)) {
                previousYoung = null;
                continue;
            }
            if (previousYoung != null) {
                long allocated = (long) event.getPreUsed() - previousYoung.getPostUsed();
                if (allocated > 0) {
                    series.add((double) (event.getPostUsed() - previousYoung.getPostUsed()) / allocated);
                }
            }
            addCopySurvival(event);
            previousYoung = event;
        }
    }

    private void addCopySurvival(AbstractGCEvent<?> event) {
        if (event instanceof GCEvent gc && gc.hasDetails() && gc.getYoung() != null && gc.getYoung().getPreUsed() > 0) {
            copySurvival.add(1 - (double) (gc.getPreUsed() - gc.getPostUsed()) / gc.getYoung().getPreUsed());
        }
    }

    private static boolean isYoungOnlyWithHeap(AbstractGCEvent<?> event) {
        return GcViewerEvents.isPause(event) && GcViewerEvents.kindOf(event) == EventKind.YOUNG
                && GcViewerEvents.memory(event).isPresent();
    }

    /** Per-pair survival rates in event order. */
    List<Double> series() {
        return List.copyOf(series);
    }

    List<Double> copySurvival() {
        return List.copyOf(copySurvival);
    }
}
