package io.tenure.cli;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.gclog.detect.UnknownFormatException;
import io.tenure.platforms.UnknownJvmException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine;

/**
 * Turns an exception that escaped a command into a one-line message and an exit code. Users see
 * {@code tenure: error: ...}, not a stack trace; {@code TENURE_DEBUG=1} adds the trace for bug
 * reports.
 */
final class FailureHandler implements IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception e, CommandLine cmd, ParseResult parseResult) {
        Throwable cause = e instanceof UncheckedIOException u ? u.getCause() : e;
        var err = cmd.getErr();
        int code;
        if (cause instanceof NoSuchFileException missing) {
            err.println("tenure: error: no such file: " + missing.getFile());
            code = ExitCodes.USAGE;
        } else if (cause instanceof FileAlreadyExistsException || cause instanceof NotDirectoryException) {
            // --out naming a file: the exception's message is the bare path, which said nothing
            err.println("tenure: error: " + ((FileSystemException) cause).getFile()
                    + ": a file is there where a directory is needed (choose another --out)");
            code = ExitCodes.USAGE;
        } else if (cause instanceof AccessDeniedException denied) {
            err.println("tenure: error: cannot read: " + denied.getFile());
            code = ExitCodes.USAGE;
        } else if (cause instanceof UserException user) {
            err.println("tenure: error: " + user.getMessage());
            code = user.exitCode();
        } else if (cause instanceof UnknownJvmException unknown) {
            err.println("tenure: error: " + unknown.getMessage());
            code = ExitCodes.USAGE;
        } else if (cause instanceof UnknownFormatException unknown) {
            err.println("tenure: error: " + unknown.getMessage());
            code = ExitCodes.FAILED;
        } else if (cause instanceof IOException io) {
            // A file that could not be read to the end (I/O error, broken archive, decompression
            // limit): an input problem, not a bug.
            err.println("tenure: error: " + (io.getMessage() == null ? io.toString() : io.getMessage()));
            code = ExitCodes.FAILED;
        } else {
            err.println("tenure: error: " + cause);
            err.println("This is a bug in tenure; please report it with the command you ran"
                    + " (set TENURE_DEBUG=1 for the stack trace).");
            code = ExitCodes.FAILED;
        }
        if (System.getenv("TENURE_DEBUG") != null) {
            cause.printStackTrace(err);
        }
        err.flush();
        return code;
    }
}
