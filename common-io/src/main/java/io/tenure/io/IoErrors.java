package io.tenure.io;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why an I/O operation failed, in a user's words ("permission denied", "no space left on device",
 * "read-only file system"), never a Java exception class. The JDK reports the operating system's
 * reason in three shapes: a {@link FileSystemException} subclass (its class is the reason) or its
 * {@code getReason()}, a {@link FileNotFoundException} as {@code "path (Reason)"}, and a plain
 * {@link IOException} whose message is the system's text ({@code "No space left on device"}).
 */
public final class IoErrors {
    /** {@code "/a/b (Permission denied)"}: the reason FileOutputStream and FileInputStream give. */
    private static final Pattern PARENTHESISED = Pattern.compile(".*\\(([^()]+)\\)\\s*$");

    private IoErrors() {
    }

    /** The reason of {@code e} in words, lower case, without the path it may carry. */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof NotDirectoryException || e instanceof FileAlreadyExistsException exists && exists.getReason() == null) {
            return e instanceof NotDirectoryException ? "not a directory" : "it already exists";
        }
        if (e instanceof FileSystemException fs) {
            return fs.getReason() != null ? lower(fs.getReason()) : "input/output error";
        }
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return "input/output error";
        }
        Matcher m = PARENTHESISED.matcher(message);
        if (e instanceof FileNotFoundException && m.matches()) {
            return lower(m.group(1));
        }
        return lower(message);
    }

    /** {@code "cannot write PATH: REASON"}, with {@code e} as the cause. */
    public static IOException cannotWrite(Object path, IOException e) {
        return new IOException("cannot write " + path + ": " + reason(e), e);
    }

    /** The system's text starts with a capital ("No space left on device"); a reason mid-sentence does not. */
    private static String lower(String text) {
        String t = text.strip();
        if (t.length() > 1 && Character.isUpperCase(t.charAt(0)) && !Character.isUpperCase(t.charAt(1))) {
            return t.substring(0, 1).toLowerCase(Locale.ROOT) + t.substring(1);
        }
        return t;
    }
}
