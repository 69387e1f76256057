package io.tenure.spark;

import java.io.IOException;
import java.net.URI;
import java.util.Arrays;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;

/**
 * The local file system under a scheme of its own ({@code remotelike:}), so that the job takes its
 * files for remote ones and copies each to the executor's disk before reading it, as it does from
 * S3 or GCS, which this machine cannot reach. Its statuses are plain ones, as an object store's
 * are: the local file system's own read permissions through {@code file:} URIs.
 */
public class RemoteLikeFileSystem extends RawLocalFileSystem {
    static final String SCHEME = "remotelike";

    @Override
    public URI getUri() {
        return URI.create(SCHEME + ":///");
    }

    @Override
    public String getScheme() {
        return SCHEME;
    }

    @Override
    public FileStatus getFileStatus(Path path) throws IOException {
        return plain(super.getFileStatus(path));
    }

    @Override
    public FileStatus[] listStatus(Path path) throws IOException {
        return Arrays.stream(super.listStatus(path)).map(RemoteLikeFileSystem::plain).toArray(FileStatus[]::new);
    }

    private static FileStatus plain(FileStatus status) {
        return new FileStatus(status.getLen(), status.isDirectory(), 1, status.getBlockSize(),
                status.getModificationTime(), status.getPath());
    }
}
