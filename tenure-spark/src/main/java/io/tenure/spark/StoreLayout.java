package io.tenure.spark;

import io.tenure.store.StoreSchema;
import io.tenure.store.Table;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A store's directory as {@code tenure ingest} lays it out: {@code tenure-store.version} (one
 * line, {@value StoreSchema#VERSION}) and a directory per table, each partitioned by ingest date.
 */
final class StoreLayout {
    static final String VERSION_FILE = "tenure-store.version";

    private final Path root;
    private final Configuration conf;

    StoreLayout(String root, Configuration conf) {
        this.root = new Path(root);
        this.conf = conf;
    }

    /** The table's directory, as a URI Spark writes to. */
    String table(Table<?> table) {
        return new Path(root, table.name()).toString();
    }

    /** @throws IOException when the store is of another schema version: its tables would not match */
    void checkVersion() throws IOException {
        Path file = new Path(root, VERSION_FILE);
        FileSystem fs = file.getFileSystem(conf);
        if (!fs.exists(file)) {
            return;
        }
        String version;
        try (InputStream in = fs.open(file)) {
            version = new String(in.readNBytes(200), StandardCharsets.UTF_8).strip();
        }
        if (!version.equals(StoreSchema.VERSION)) {
            throw new IOException(root + " is a store of schema " + version + "; this job writes " + StoreSchema.VERSION);
        }
    }

    /** The log ids in {@code runs}: logs the store holds already. */
    Set<String> knownLogIds(SparkSession spark) throws IOException {
        Path runs = new Path(root, StoreSchema.RUNS.name());
        if (!runs.getFileSystem(conf).exists(runs)) {
            return Set.of();
        }
        List<Row> ids = spark.read().schema(SparkColumns.partitioned(StoreSchema.RUNS)).parquet(runs.toString())
                .select("log_id").distinct().collectAsList();
        Set<String> known = new HashSet<>();
        ids.forEach(r -> known.add(r.getString(0)));
        return known;
    }

    /** Spark's writer leaves no {@code _SUCCESS} file beside the Parquet files: the store holds only its tables. */
    void prepareWrite() {
        conf.set("mapreduce.fileoutputcommitter.marksuccessfuljobs", "false");
    }

    void writeVersion() throws IOException {
        Path file = new Path(root, VERSION_FILE);
        FileSystem fs = file.getFileSystem(conf);
        if (fs.exists(file)) {
            return;
        }
        try (OutputStream out = fs.create(file, false)) {
            out.write((StoreSchema.VERSION + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }
}
