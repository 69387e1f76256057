package io.tenure.cli.common;

/**
 * DuckDB, the fleet store's SQL engine, is not inside tenure.jar (its jar carries native libraries
 * for four platforms): it ships beside it in {@code lib/}, named by the manifest's Class-Path, and
 * only {@code ingest}, {@code query} and {@code fleet --store} load it. Checked before they touch it,
 * so a missing jar is a message naming it and exit 1, not a {@link NoClassDefFoundError}.
 */
public final class DuckDbJar {
    static final String PROBE_CLASS = "org.duckdb.DuckDBConnection";

    private DuckDbJar() {
    }

    public static void require(String command) {
        try {
            Class.forName(PROBE_CLASS, false, DuckDbJar.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            String relative = VersionProvider.property("duckdb.jar");
            throw new UserException(ExitCodes.FAILED, relative.substring(relative.lastIndexOf('/') + 1)
                    + " is missing: " + command + " needs it at " + GcViewerJar.besideTheJar(relative)
                    + " (`mvn -B -pl cli -am package` copies it there with the rest of lib/; copy tenure.jar"
                    + " together with its lib/ directory)", e);
        }
    }
}
