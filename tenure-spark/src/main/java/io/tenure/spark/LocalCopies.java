package io.tenure.spark;

import io.tenure.spark.LogGroup.RemoteFile;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;

/**
 * The files of a group on this executor's disk, for tenure's input layer, which reads paths: a
 * compressed log is told by its magic bytes, an archive's members are listed, a JFR recording is
 * read with seeks, and a log is opened more than once (detection, rotation order, content hash,
 * parse). A {@code file:} URI is used where it is; any other is copied as it is stored (still
 * compressed, if it was) into a temporary directory, which {@link #close} deletes. The executor's
 * disk needs room for the largest group.
 */
final class LocalCopies implements Closeable {
    private final Map<Path, String> names = new LinkedHashMap<>();
    private final Map<String, String> errors = new LinkedHashMap<>();
    private Path directory;

    private LocalCopies() {
    }

    static LocalCopies of(LogGroup group, Configuration conf) throws IOException {
        LocalCopies copies = new LocalCopies();
        try {
            for (RemoteFile file : group.files()) {
                copies.add(file, conf);
            }
        } catch (IOException | RuntimeException e) {
            copies.close();
            throw e;
        }
        return copies;
    }

    private void add(RemoteFile file, Configuration conf) throws IOException {
        URI uri = URI.create(file.uri());
        if ("file".equals(uri.getScheme())) {
            names.put(Path.of(uri), file.name());
            return;
        }
        if (directory == null) {
            directory = Files.createTempDirectory("tenure-spark-");
        }
        Path copy = directory.resolve("copy-" + names.size());
        org.apache.hadoop.fs.Path remote = new org.apache.hadoop.fs.Path(uri);
        // FileSystem.get: Hadoop's cached instance per scheme and bucket, shared by the executor's tasks
        try (InputStream in = FileSystem.get(uri, conf).open(remote)) {
            Files.copy(in, copy, StandardCopyOption.REPLACE_EXISTING);
            names.put(copy, file.name());
        } catch (IOException e) {
            errors.put(file.name(), file.name() + ": cannot be read: " + e.getMessage());
        }
    }

    /** Each local file with the name it has in rows and messages, in the group's order. */
    Map<Path, String> names() {
        return names;
    }

    /** The files that could not be copied: each name with a message that names it. */
    Map<String, String> errors() {
        return errors;
    }

    @Override
    public void close() throws IOException {
        if (directory != null) {
            try (Stream<Path> files = Files.walk(directory)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }
}
