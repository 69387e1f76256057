package io.tenure.gclog.input;

import java.io.IOException;
import java.util.List;

/**
 * What the paths a user gave turned into.
 *
 * @param inputs the logs found, in the order given (directories and archives in name order)
 * @param errors inputs that could not be read (unreadable files, broken archives); each message
 *               names the input. The other inputs are still read.
 * @param notes  what was passed over on purpose and why (a symbolic link loop, a FIFO inside a
 *               directory), each naming the path
 */
public record Resolution(List<ResolvedInput> inputs, List<IOException> errors, List<String> notes) {
    public Resolution {
        inputs = List.copyOf(inputs);
        errors = List.copyOf(errors);
        notes = List.copyOf(notes);
    }
}
