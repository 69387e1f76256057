package io.tenure.store.duckdb;

import io.tenure.io.AtomicFiles;
import io.tenure.io.DirectoryLock;
import io.tenure.store.StoreSchema;
import io.tenure.store.Table;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * A fleet store on disk:
 * <pre>
 * DIR/tenure-store.version                                   tenure-store/1
 * DIR/.lock                                                  held while tenure ingest writes
 * DIR/runs/ingest_date=2026-11-28/part-UUID.parquet          (events/, findings/ alike)
 * </pre>
 * A part file appears whole or not at all ({@link AtomicFiles}); readers take {@code *.parquet} only.
 */
public record StoreDirectory(Path dir) {
    public static final String VERSION_FILE = StoreSchema.VERSION_FILE;

    /** Opens an existing store for reading. */
    public static StoreDirectory open(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new StoreException(dir + ": no such directory (tenure ingest creates a store)", true);
        }
        StoreDirectory store = new StoreDirectory(dir);
        store.checkVersion();
        return store;
    }

    /** Opens a store for writing, making it (with its version file) when {@code dir} is missing or empty. */
    public static StoreDirectory openOrCreate(Path dir) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new StoreException(dir + " is a file, not a store directory", true);
        }
        StoreDirectory store = new StoreDirectory(dir);
        if (!Files.exists(store.versionFile()) && isEmpty(dir)) {
            AtomicFiles.writeString(store.versionFile(), StoreSchema.VERSION + "\n");
        }
        store.checkVersion();
        return store;
    }

    private static boolean isEmpty(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return true;
        }
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.allMatch(p -> p.getFileName().toString().equals(DirectoryLock.FILE));
        }
    }

    private Path versionFile() {
        return dir.resolve(VERSION_FILE);
    }

    private void checkVersion() throws IOException {
        if (!Files.isRegularFile(versionFile())) {
            throw new StoreException(dir + " is not a tenure store (no " + VERSION_FILE
                    + "); tenure ingest --store makes one in a new or empty directory", true);
        }
        String version = Files.readString(versionFile(), StandardCharsets.UTF_8).strip();
        if (!version.equals(StoreSchema.VERSION)) {
            throw new StoreException(dir + " is a store of version " + version + "; this tenure reads and writes "
                    + StoreSchema.VERSION, false);
        }
    }

    /** The directory of a table's partition. */
    public Path partition(Table<?> table, LocalDate ingestDate) {
        return dir.resolve(StoreSchema.partition(table, ingestDate));
    }

    /** A new part file's name in a partition. */
    public static String newPartName() {
        return "part-" + UUID.randomUUID() + ".parquet";
    }

    /** Whether the table has at least one part file. */
    public boolean hasParts(Table<?> table) throws IOException {
        Path tableDir = dir.resolve(table.name());
        if (!Files.isDirectory(tableDir)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(tableDir, 2)) {
            return files.anyMatch(p -> p.getFileName().toString().endsWith(".parquet") && Files.isRegularFile(p));
        }
    }

    /** The glob of a table's part files, for DuckDB's read_parquet. */
    public String glob(Table<?> table) {
        return dir.toAbsolutePath().resolve(table.name()) + "/*/*.parquet";
    }

    /** The part files of every table, for sizes and tests. */
    public List<Path> parts() throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(dir, 3)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".parquet") && Files.isRegularFile(p))
                    .sorted().toList();
        }
    }
}
