package io.tenure.gclog.detect;

import io.tenure.gclog.LogFormat;

/** A JDK Flight Recorder recording starts with the chunk magic {@code FLR\0}. */
final class JfrSniffer implements FormatSniffer {
    @Override
    public LogFormat format() {
        return LogFormat.JFR;
    }

    @Override
    public boolean matchesMagic(byte[] head) {
        return head.length >= 4 && head[0] == 'F' && head[1] == 'L' && head[2] == 'R' && head[3] == 0;
    }
}
