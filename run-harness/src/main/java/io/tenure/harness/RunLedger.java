package io.tenure.harness;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The runs of a session by run id: those an earlier session recorded that a resume keeps, then
 * each run as it ends. What is left to run is the plan's runs without a record here.
 *
 * @param <R> a run's record
 */
public final class RunLedger<R> {
    private final Map<String, R> runs = new LinkedHashMap<>();
    private final Function<R, String> id;

    private RunLedger(Function<R, String> id) {
        this.id = id;
    }

    /** An empty ledger; {@code id} names a record's run. */
    public static <R> RunLedger<R> empty(Function<R, String> id) {
        return new RunLedger<>(id);
    }

    /** The records of an earlier session that {@code kept} keeps, in their order. */
    public static <R> RunLedger<R> resumed(Collection<? extends R> recorded, Function<R, String> id, Predicate<R> kept) {
        RunLedger<R> ledger = new RunLedger<>(id);
        recorded.stream().filter(kept).forEach(ledger::record);
        return ledger;
    }

    /** Records a run (a later record of the same run replaces the earlier). */
    public void record(R run) {
        runs.put(id.apply(run), run);
    }

    /** The record of a run, or null. */
    public R get(String runId) {
        return runs.get(runId);
    }

    /** Whether the run has a record. */
    public boolean has(String runId) {
        return runs.containsKey(runId);
    }

    /** The planned runs without a record, in the plan's order. */
    public <T> List<T> todo(List<T> planned, Function<T, String> runId) {
        return planned.stream().filter(t -> !has(runId.apply(t))).toList();
    }

    /** Every record, in the order recorded. */
    public Collection<R> runs() {
        return runs.values();
    }

    /** How many runs have a record. */
    public int size() {
        return runs.size();
    }
}
