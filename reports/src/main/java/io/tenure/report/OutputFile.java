package io.tenure.report;

import java.util.Objects;

/**
 * One file a writer produces, by path relative to the report directory. Writers return these
 * instead of writing, so rendering stays free of I/O and {@link Reports} writes every file the
 * same careful way.
 */
public record OutputFile(String relativePath, byte[] content) {
    public OutputFile {
        Objects.requireNonNull(relativePath, "relativePath");
        Objects.requireNonNull(content, "content");
        if (relativePath.isBlank() || relativePath.startsWith("/") || relativePath.contains("..")
                || relativePath.contains("\\")) {
            throw new IllegalArgumentException("a report file path is relative and stays inside the report: " + relativePath);
        }
        content = content.clone();
    }

    @Override
    public byte[] content() {
        return content.clone();
    }

    public static OutputFile utf8(String relativePath, String text) {
        return new OutputFile(relativePath, text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
}
