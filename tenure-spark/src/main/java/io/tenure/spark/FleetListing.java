package io.tenure.spark;

import io.tenure.gclog.input.LogSets;
import io.tenure.spark.LogGroup.RemoteFile;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;

/**
 * The files of a fleet, listed on the driver through Hadoop's file systems (so {@code s3a://},
 * {@code gs://}, {@code abfs://}, {@code hdfs://} and {@code file:} alike) and split into
 * {@link LogGroup}s by name, before any file is read.
 *
 * <p>An input is a Hadoop glob ({@code *}, {@code ?}, {@code [ab]}, {@code {a,b}}; a {@code **}
 * matches one level like {@code *}); every directory it matches is listed recursively, as
 * {@code tenure ingest} lists a directory. Names starting with a dot are passed over, inside
 * directories, as tenure does.
 */
public final class FleetListing {
    private FleetListing() {
    }

    /**
     * The groups of files among {@code inputs}, largest first (so that the longest tasks start first).
     *
     * @throws FileNotFoundException naming an input that matches nothing
     */
    public static List<LogGroup> groups(List<String> inputs, Configuration conf) throws IOException {
        Map<String, RemoteFile> files = new LinkedHashMap<>();
        for (String input : inputs) {
            Path pattern = new Path(input);
            FileSystem fs = pattern.getFileSystem(conf);
            FileStatus[] matches = fs.globStatus(pattern);
            if (matches == null || matches.length == 0) {
                throw new FileNotFoundException(input + ": no such file or directory (nothing matches)");
            }
            boolean glob = input.chars().anyMatch(c -> "*?[{".indexOf(c) >= 0);
            for (FileStatus match : matches) {
                if (match.isDirectory()) {
                    for (FileStatus file : listRecursively(fs, match.getPath())) {
                        files.putIfAbsent(file.getPath().toString(), remote(file, true));
                    }
                } else if (!hidden(match.getPath()) || !glob) {
                    files.putIfAbsent(match.getPath().toString(), remote(match, glob));
                }
            }
        }
        Map<String, RemoteFile> byName = new LinkedHashMap<>();
        files.values().forEach(f -> byName.put(f.name(), f));
        List<LogGroup> groups = new ArrayList<>();
        for (List<String> names : LogSets.candidates(new ArrayList<>(byName.keySet()))) {
            groups.add(new LogGroup(names.stream().map(byName::get).toList()));
        }
        groups.sort(Comparator.comparingLong(LogGroup::bytes).reversed());
        return groups;
    }

    private static List<FileStatus> listRecursively(FileSystem fs, Path directory) throws IOException {
        List<FileStatus> found = new ArrayList<>();
        RemoteIterator<LocatedFileStatus> it = fs.listFiles(directory, true);
        String root = directory.toUri().getPath();
        while (it.hasNext()) {
            LocatedFileStatus file = it.next();
            String relative = file.getPath().toUri().getPath().substring(Math.min(root.length(),
                    file.getPath().toUri().getPath().length()));
            if (file.isFile() && !hiddenComponent(relative)) {
                found.add(file);
            }
        }
        found.sort(Comparator.comparing(f -> f.getPath().toString()));
        return found;
    }

    private static RemoteFile remote(FileStatus file, boolean listed) {
        URI uri = file.getPath().toUri();
        String name = "file".equals(uri.getScheme()) ? uri.getPath() : file.getPath().toString();
        return new RemoteFile(file.getPath().toString(), name, file.getLen(), listed);
    }

    private static boolean hidden(Path path) {
        return path.getName().startsWith(".");
    }

    private static boolean hiddenComponent(String relative) {
        for (String part : relative.split("/")) {
            if (part.startsWith(".")) {
                return true;
            }
        }
        return false;
    }
}
