package io.tenure.store;

import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogSet;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The identity of a log in the store: SHA-256 of its decompressed content, its files in the order
 * they are stitched, as 64 lowercase hex digits. The same log compressed or not, named differently,
 * or read by another machine gives the same hash, so a store keeps it once.
 */
public final class ContentHash {
    private ContentHash() {
    }

    public static String of(LogSet set) throws IOException {
        MessageDigest sha = sha256();
        byte[] buffer = new byte[1 << 16];
        for (LogFile file : set.files()) {
            try (InputStream in = file.open()) {
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    sha.update(buffer, 0, n);
                }
            }
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    /** The id of run {@code run} (1-based) of the log with this hash: the hash's first 16 digits, a dash, the run. */
    public static String runId(String contentHash, int run) {
        return contentHash.substring(0, 16) + "-" + run;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
