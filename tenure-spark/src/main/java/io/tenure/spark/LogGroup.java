package io.tenure.spark;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * Files that may be one log (a rotated set, a numbered series) or several, read together by one
 * task: the unit the job and the data source distribute ({@link io.tenure.gclog.input.LogSets#candidates}).
 *
 * @param files the files, each with the name tenure gives it
 */
public record LogGroup(List<RemoteFile> files) implements Serializable {
    private static final long serialVersionUID = 1L;

    public LogGroup {
        files = List.copyOf(files);
        if (files.isEmpty()) {
            throw new IllegalArgumentException("a group has at least one file");
        }
    }

    /**
     * One file of a Hadoop file system.
     *
     * @param uri    where Hadoop opens it ({@code s3a://bucket/logs/gc.log}, {@code file:/var/log/gc.log})
     * @param name   how rows and messages name it: the local path for {@code file:}, else the URI
     * @param bytes  its length, to balance the tasks
     * @param listed true when found by a glob or in a directory: a file that is not a GC log is then
     *               skipped with a note; false when named on its own, when it is an error
     */
    public record RemoteFile(String uri, String name, long bytes, boolean listed) implements Serializable {
        private static final long serialVersionUID = 1L;

        public RemoteFile {
            Objects.requireNonNull(uri, "uri");
            Objects.requireNonNull(name, "name");
        }
    }

    public long bytes() {
        return files.stream().mapToLong(RemoteFile::bytes).sum();
    }

    public boolean listed() {
        return files.stream().allMatch(RemoteFile::listed);
    }
}
