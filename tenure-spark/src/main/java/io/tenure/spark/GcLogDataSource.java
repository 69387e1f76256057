package io.tenure.spark;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.spark.StoreRow.Kind;
import io.tenure.store.StoreSchema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.catalog.Column;
import org.apache.spark.sql.connector.catalog.SupportsRead;
import org.apache.spark.sql.connector.catalog.Table;
import org.apache.spark.sql.connector.catalog.TableCapability;
import org.apache.spark.sql.connector.catalog.TableProvider;
import org.apache.spark.sql.connector.expressions.Transform;
import org.apache.spark.sql.connector.read.Batch;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * {@code spark.read.format("gclog").load(paths)}: the {@code events} table of the store
 * ({@link StoreSchema#EVENTS}, the same columns and types) read straight from GC logs, one
 * partition per group of files ({@link FleetListing}), each parsed inside an executor. Paths are
 * Hadoop globs or directories, as the ingest job takes them. Every log given is read: nothing is
 * skipped as already stored, and two copies of one log give its events twice.
 */
public final class GcLogDataSource implements TableProvider, DataSourceRegister {
    public static final String SHORT_NAME = "gclog";
    private static final StructType SCHEMA = SparkColumns.schema(StoreSchema.EVENTS);

    @Override
    public String shortName() {
        return SHORT_NAME;
    }

    @Override
    public StructType inferSchema(CaseInsensitiveStringMap options) {
        return SCHEMA;
    }

    @Override
    public Table getTable(StructType schema, Transform[] partitioning, Map<String, String> properties) {
        return new EventsTable(paths(properties));
    }

    /** {@code load(path)} sets {@code path}; {@code load(a, b)} sets {@code paths}, a JSON array. */
    static List<String> paths(Map<String, String> options) {
        List<String> paths = new ArrayList<>();
        CaseInsensitiveStringMap o = new CaseInsensitiveStringMap(options);
        if (o.containsKey("path")) {
            paths.add(o.get("path"));
        }
        if (o.containsKey("paths")) {
            try {
                paths.addAll(new ObjectMapper().readValue(o.get("paths"), new TypeReference<List<String>>() { }));
            } catch (IOException e) {
                throw new IllegalArgumentException("gclog: option paths is not a JSON array of strings: " + o.get("paths"), e);
            }
        }
        if (paths.isEmpty()) {
            throw new IllegalArgumentException("gclog: no path given: spark.read.format(\"gclog\").load(\"s3a://bucket/logs/\")");
        }
        return List.copyOf(paths);
    }

    private record EventsTable(List<String> paths) implements SupportsRead {
        @Override
        public String name() {
            return "gclog events " + paths;
        }

        @Override
        public Column[] columns() {
            return Arrays.stream(SCHEMA.fields()).map(f -> Column.create(f.name(), f.dataType(), f.nullable()))
                    .toArray(Column[]::new);
        }

        @Override
        public Set<TableCapability> capabilities() {
            return EnumSet.of(TableCapability.BATCH_READ);
        }

        @Override
        public ScanBuilder newScanBuilder(CaseInsensitiveStringMap options) {
            return () -> new EventsScan(paths);
        }
    }

    private record EventsScan(List<String> paths) implements Scan, Batch {
        @Override
        public StructType readSchema() {
            return SCHEMA;
        }

        @Override
        public Batch toBatch() {
            return this;
        }

        @Override
        public InputPartition[] planInputPartitions() {
            try {
                var conf = SparkSession.active().sparkContext().hadoopConfiguration();
                return FleetListing.groups(paths, conf).stream().map(GroupPartition::new).toArray(InputPartition[]::new);
            } catch (IOException e) {
                throw new UncheckedIOException("gclog: " + e.getMessage(), e);
            }
        }

        @Override
        public PartitionReaderFactory createReaderFactory() {
            var conf = HadoopConf.of(SparkSession.active().sparkContext().hadoopConfiguration());
            return new EventsReaderFactory(new GroupReader(conf, List.of(), null, Instant.now(), IngestJob.version(),
                    Set.of(), true));
        }
    }

    private record GroupPartition(LogGroup group) implements InputPartition {
        private static final long serialVersionUID = 1L;
    }

    private record EventsReaderFactory(GroupReader reader) implements PartitionReaderFactory {
        private static final long serialVersionUID = 1L;

        @Override
        public PartitionReader<InternalRow> createReader(InputPartition partition) {
            return new EventsReader(reader.rows(((GroupPartition) partition).group()));
        }
    }

    /** The group's events rows; a log that cannot be read fails the query, naming the file. */
    private static final class EventsReader implements PartitionReader<InternalRow> {
        private final Pump<StoreRow> rows;
        private InternalRow current;

        EventsReader(Pump<StoreRow> rows) {
            this.rows = rows;
        }

        @Override
        public boolean next() throws IOException {
            while (rows.hasNext()) {
                StoreRow row = rows.next();
                if (row.kind() == Kind.EVENT) {
                    current = SparkColumns.internalRow(StoreSchema.EVENTS, row.values());
                    return true;
                }
                if (row.kind() == Kind.ERROR) {
                    throw new IOException("gclog: " + row.message());
                }
            }
            return false;
        }

        @Override
        public InternalRow get() {
            return current;
        }

        @Override
        public void close() {
            rows.close();
        }
    }
}
