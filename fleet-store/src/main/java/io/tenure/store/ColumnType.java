package io.tenure.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The types a store column may have, each with its SQL name (DuckDB's, and the Parquet type it writes)
 * and the Java class of its values in {@link Table#values}. A Spark writer maps them one to one:
 * {@code VARCHAR} StringType, {@code INTEGER} IntegerType, {@code BIGINT} LongType, {@code DOUBLE}
 * DoubleType, {@code BOOLEAN} BooleanType, {@code TIMESTAMP} TimestampNTZType (UTC wall clock,
 * microseconds), {@code VARCHAR[]} ArrayType(StringType), {@code MAP(VARCHAR, VARCHAR)}
 * MapType(StringType, StringType).
 */
public enum ColumnType {
    VARCHAR("VARCHAR", String.class),
    INTEGER("INTEGER", Integer.class),
    BIGINT("BIGINT", Long.class),
    DOUBLE("DOUBLE", Double.class),
    BOOLEAN("BOOLEAN", Boolean.class),
    /** An instant, stored as UTC wall-clock time without a zone (Parquet INT64 micros, not adjusted to UTC). */
    TIMESTAMP("TIMESTAMP", Instant.class),
    LIST_OF_VARCHAR("VARCHAR[]", List.class),
    MAP_OF_VARCHAR("MAP(VARCHAR, VARCHAR)", Map.class);

    private final String sql;
    private final Class<?> javaType;

    ColumnType(String sql, Class<?> javaType) {
        this.sql = sql;
        this.javaType = javaType;
    }

    /** The type's name in DuckDB SQL. */
    public String sql() {
        return sql;
    }

    /** The class of this type's values in {@link Table#values}. */
    public Class<?> javaType() {
        return javaType;
    }
}
