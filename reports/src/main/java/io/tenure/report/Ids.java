package io.tenure.report;

import java.util.regex.Pattern;

/** Identifiers of sections, tables and charts end up in file names and HTML ids: keep them plain. */
final class Ids {
    private static final Pattern SAFE = Pattern.compile("[a-z0-9][a-z0-9-]*");

    private Ids() {
    }

    static void require(String id) {
        if (id == null || !SAFE.matcher(id).matches()) {
            throw new IllegalArgumentException("identifier must match " + SAFE + ": " + id);
        }
    }
}
