package io.tenure.store;

import java.util.Objects;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * One column of a store table: its name (snake_case, units in the name), type, whether it may be
 * null, what it holds, and how a row gives its value.
 *
 * @param <R> the row record of the table
 */
public record Column<R>(String name, ColumnType type, boolean nullable, String description, Function<R, Object> value) {
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9]*(_[a-z0-9]+)*");

    public Column {
        Objects.requireNonNull(name, "name");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("column name must be snake_case: " + name);
        }
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(value, "value");
    }

    static <R> Column<R> required(String name, ColumnType type, String description, Function<R, Object> value) {
        return new Column<>(name, type, false, description, value);
    }

    static <R> Column<R> optional(String name, ColumnType type, String description, Function<R, Object> value) {
        return new Column<>(name, type, true, description, value);
    }

    /** This column's value of {@code row}, checked against the column's type and nullability. */
    public Object of(R row) {
        Object v = value.apply(row);
        if (v == null) {
            if (!nullable) {
                throw new IllegalStateException("column " + name + " is not nullable");
            }
            return null;
        }
        if (!type.javaType().isInstance(v)) {
            throw new IllegalStateException("column " + name + " (" + type + ") got a " + v.getClass().getName());
        }
        return v;
    }
}
