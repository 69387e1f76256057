package io.tenure.store.duckdb;

import java.io.IOException;

/**
 * A store that cannot be used as asked, with a message for the user: not a store, another version,
 * locked by another writer, or a query DuckDB refused.
 */
public class StoreException extends IOException {
    private static final long serialVersionUID = 1L;
    private final boolean usage;

    StoreException(String message, boolean usage) {
        super(message);
        this.usage = usage;
    }

    StoreException(String message, boolean usage, Throwable cause) {
        super(message, cause);
        this.usage = usage;
    }

    /** Whether the user asked for something that cannot be (a bad query, a directory that is not a store): exit 2, not 1. */
    public boolean usage() {
        return usage;
    }
}
