package io.tenure.cli.analyze;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.store.duckdb.StoreException;
import io.tenure.store.duckdb.StoreQuery;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * {@code tenure fleet --store DIR [--where SQL]}: the fleet's rows read from a store's {@code runs}
 * table instead of parsing the logs again: the same runs (those with GC events), the same figures and
 * the jvm and collector words {@link FleetRow#of} gives, ordered by log (the first name among its files) and
 * run within it, as fleet lists a rotated set's runs in order.
 */
final class StoreFleetRows {
    private static final String SELECT = """
            SELECT inputs, run,
                   coalesce(nullif(trim(concat_ws(' ', jvm_vendor, jvm_version)), ''), 'unknown') AS jvm,
                   coalesce(collector, 'unknown') AS collector, elapsed_s, pauses, pause_p50_ms, pause_p99_ms,
                   pause_max_ms, overhead_pct, allocation_mibps, survival_median,
                   findings_critical, findings_warning, findings_info
            FROM (SELECT *, min(inputs[1]) OVER (PARTITION BY log_id) AS log_first_input FROM runs)
            WHERE gc_events AND (%s)
            ORDER BY log_first_input, log_id, run
            """;

    private StoreFleetRows() {
    }

    /**
     * @param where an SQL condition over {@code runs}' columns ({@code service = 'payments'}), or null for every run
     */
    static List<FleetRow> read(Path store, String where) throws IOException {
        StoreQuery.Answer answer;
        try (StoreQuery query = StoreQuery.open(store)) {
            answer = query.run(String.format(Locale.ROOT, SELECT, where == null ? "true" : where));
        } catch (StoreException e) {
            throw new UserException(e.usage() ? ExitCodes.USAGE : ExitCodes.FAILED,
                    (where == null ? "" : "--where " + where + ": ") + e.getMessage(), e);
        }
        List<FleetRow> rows = new ArrayList<>();
        for (List<Object> r : answer.rows()) {
            List<String> inputs = ((List<?>) r.get(0)).stream().map(String::valueOf).toList();
            rows.add(new FleetRow(inputs, ((Number) r.get(1)).intValue(), (String) r.get(2), (String) r.get(3),
                    figure(r.get(4)), ((Number) r.get(5)).longValue(), figure(r.get(6)), figure(r.get(7)),
                    figure(r.get(8)), figure(r.get(9)), figure(r.get(10)), figure(r.get(11)),
                    ((Number) r.get(12)).longValue(), ((Number) r.get(13)).longValue(), ((Number) r.get(14)).longValue()));
        }
        return rows;
    }

    private static OptionalDouble figure(Object v) {
        return v == null ? OptionalDouble.empty() : OptionalDouble.of(((Number) v).doubleValue());
    }
}
