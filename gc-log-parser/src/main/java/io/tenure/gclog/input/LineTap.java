package io.tenure.gclog.input;

/**
 * Sees every line a {@link LineReader} reads, in order, each once, just before the reader returns
 * it: a second reader of a file's lines that rides along with its parser instead of reading the
 * file again (the findings' marker search). The line is valid only during the call.
 */
@FunctionalInterface
public interface LineTap {
    void accept(Line line);
}
