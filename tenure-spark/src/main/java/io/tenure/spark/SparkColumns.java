package io.tenure.spark;

import io.tenure.store.Column;
import io.tenure.store.ColumnType;
import io.tenure.store.StoreSchema;
import io.tenure.store.Table;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.util.ArrayBasedMapData;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The store's tables ({@link StoreSchema}) as Spark sees them: each {@link ColumnType} has one
 * Spark type, as {@link ColumnType} documents ({@code TIMESTAMP} is {@code TimestampNTZType}: the
 * UTC wall clock in microseconds, which Parquet stores as INT64 micros not adjusted to UTC, as the
 * store's own writer does). Values come from {@link Table#values} and go to Spark as the external
 * types of a {@code Row} (the job) or the internal ones of an {@code InternalRow} (the data source).
 */
public final class SparkColumns {
    private SparkColumns() {
    }

    /** The table's columns in order, with the store's nullability. */
    public static StructType schema(Table<?> table) {
        List<StructField> fields = new ArrayList<>();
        for (Column<?> c : table.columns()) {
            fields.add(DataTypes.createStructField(c.name(), type(c.type()), c.nullable()));
        }
        return DataTypes.createStructType(fields);
    }

    /** The table as the job writes it: its columns and the partition column, a date as {@code YYYY-MM-DD}. */
    public static StructType partitioned(Table<?> table) {
        return schema(table).add(StoreSchema.PARTITION, DataTypes.StringType, false);
    }

    static DataType type(ColumnType type) {
        return switch (type) {
            case VARCHAR -> DataTypes.StringType;
            case INTEGER -> DataTypes.IntegerType;
            case BIGINT -> DataTypes.LongType;
            case DOUBLE -> DataTypes.DoubleType;
            case BOOLEAN -> DataTypes.BooleanType;
            case TIMESTAMP -> DataTypes.TimestampNTZType;
            case LIST_OF_VARCHAR -> DataTypes.createArrayType(DataTypes.StringType, false);
            case MAP_OF_VARCHAR -> DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType, false);
        };
    }

    /** A value of {@link Table#values} as a {@code Row} holds it (null stays null). */
    static Object external(ColumnType type, Object value) {
        if (value == null) {
            return null;
        }
        return switch (type) {
            case VARCHAR, INTEGER, BIGINT, DOUBLE, BOOLEAN -> value;
            case TIMESTAMP -> LocalDateTime.ofInstant(truncated((Instant) value), ZoneOffset.UTC);
            case LIST_OF_VARCHAR -> ((List<?>) value).toArray(new String[0]);
            case MAP_OF_VARCHAR -> CollectionConverters.asScala((Map<?, ?>) value);
        };
    }

    /** A value of {@link Table#values} as an {@code InternalRow} holds it (null stays null). */
    static Object internal(ColumnType type, Object value) {
        if (value == null) {
            return null;
        }
        return switch (type) {
            case VARCHAR -> UTF8String.fromString((String) value);
            case INTEGER, BIGINT, DOUBLE, BOOLEAN -> value;
            case TIMESTAMP -> ChronoUnit.MICROS.between(Instant.EPOCH, truncated((Instant) value));
            case LIST_OF_VARCHAR -> new GenericArrayData(((List<?>) value).stream()
                    .map(v -> UTF8String.fromString((String) v)).toArray());
            case MAP_OF_VARCHAR -> {
                Map<?, ?> map = (Map<?, ?>) value;
                yield new ArrayBasedMapData(
                        new GenericArrayData(map.keySet().stream().map(k -> UTF8String.fromString((String) k)).toArray()),
                        new GenericArrayData(map.values().stream().map(v -> UTF8String.fromString((String) v)).toArray()));
            }
        };
    }

    /** The row of {@code values} (in the table's column order) in Spark's internal form. */
    static <R> InternalRow internalRow(Table<R> table, List<Object> values) {
        Object[] cells = new Object[values.size()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = internal(table.columns().get(i).type(), values.get(i));
        }
        return new GenericInternalRow(cells);
    }

    /** Spark keeps microseconds; the store's instants come from milliseconds, so nothing is lost. */
    private static Instant truncated(Instant instant) {
        return instant.truncatedTo(ChronoUnit.MICROS);
    }
}
