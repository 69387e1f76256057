package io.tenure.gclog.input;

import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a log's name says about its place in a rotated set: the set's key and the rotation
 * number. HotSpot rotation names {@code gc.log}, {@code gc.log.3}, {@code gc.log.4.current} all
 * have key {@code gc.log}; a numbered series such as {@code app-Part3.txt} has key
 * {@code app-Part#.txt}. Names are only used to group and to break ties: content decides order
 * wherever time stamps allow (see {@link LogSets}).
 *
 * @param current true for HotSpot's {@code .current} suffix (the file being written)
 */
record RotationName(String key, OptionalLong number, boolean current) {
    private static final Pattern DOT_NUMBER = Pattern.compile("(.+)\\.(\\d{1,9})");
    /** A number right before an optional extension, preceded by a non-digit: {@code Part3.txt}, {@code gc_2.log}. */
    private static final Pattern SERIES_NUMBER = Pattern.compile("(.*\\D)(\\d{1,9})((?:\\.[A-Za-z][A-Za-z0-9]*)?)");
    private static final String CURRENT = ".current";

    /** The HotSpot form: {@code name[.N][.current]}. */
    static RotationName ofRotation(String name) {
        boolean current = name.endsWith(CURRENT);
        String rest = current ? name.substring(0, name.length() - CURRENT.length()) : name;
        Matcher m = DOT_NUMBER.matcher(rest);
        if (m.matches()) {
            return new RotationName(m.group(1), OptionalLong.of(Long.parseLong(m.group(2))), current);
        }
        return new RotationName(rest, OptionalLong.empty(), current);
    }

    /** The series form: a number at the end of the last path segment, before an optional extension. */
    static RotationName ofSeries(String name) {
        int slash = Math.max(name.lastIndexOf('/'), Math.max(name.lastIndexOf('\\'), name.lastIndexOf('!')));
        Matcher m = SERIES_NUMBER.matcher(name.substring(slash + 1));
        if (m.matches()) {
            String key = name.substring(0, slash + 1) + m.group(1) + "#" + m.group(3);
            return new RotationName(key, OptionalLong.of(Long.parseLong(m.group(2))), false);
        }
        return new RotationName(name, OptionalLong.empty(), false);
    }

    /** Order of last resort: numbered files by number, then {@code .current}, then the bare name. */
    int rank() {
        return number.isPresent() ? (current ? 1 : 0) : (current ? 1 : 2);
    }
}
