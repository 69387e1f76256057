package io.tenure.store;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * How a log is labelled in the store ({@code service}, {@code pod}, {@code host}, {@code environment} or
 * any other key): fixed labels ({@code --label KEY=VALUE}) and a regular expression whose named groups
 * are read off the log's path ({@code --labels-from '/(?<service>[^/]+)/(?<pod>[^/]+)/'}). A fixed label
 * wins over a group of the same name; a group that does not take part in the match gives no label.
 *
 * @param fixed    labels every log gets
 * @param fromPath searched for (not matched whole) in the log's path; empty for none
 */
public record Labels(SortedMap<String, String> fixed, Optional<Pattern> fromPath) {
    /** The labels that have a column of their own in {@code runs}; all labels are in its {@code labels} map. */
    public static final List<String> WELL_KNOWN = List.of("service", "pod", "host", "environment");
    public static final Labels NONE = new Labels(new TreeMap<>(), Optional.empty());
    private static final Pattern KEY = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");
    private static final Pattern GROUP_NAME = Pattern.compile("\\(\\?<([A-Za-z][A-Za-z0-9]*)>");

    public Labels {
        fixed = Collections.unmodifiableSortedMap(new TreeMap<>(fixed));
        fixed.forEach(Labels::check);
        Objects.requireNonNull(fromPath, "fromPath");
    }

    /**
     * From the command line's words.
     *
     * @throws IllegalArgumentException naming the bad argument: a label not KEY=VALUE, a key given twice,
     *                                  a regular expression that does not compile or has no named group
     */
    public static Labels parse(List<String> keyValues, String regex) {
        SortedMap<String, String> fixed = new TreeMap<>();
        for (String kv : keyValues) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("--label " + kv + ": expected KEY=VALUE");
            }
            String key = kv.substring(0, eq);
            if (fixed.put(key, kv.substring(eq + 1)) != null) {
                throw new IllegalArgumentException("--label " + key + " is given twice");
            }
        }
        Optional<Pattern> pattern = Optional.empty();
        if (regex != null) {
            try {
                pattern = Optional.of(Pattern.compile(regex));
            } catch (PatternSyntaxException e) {
                throw new IllegalArgumentException("--labels-from '" + regex + "': " + e.getDescription());
            }
            if (groupNames(pattern.get()).isEmpty()) {
                throw new IllegalArgumentException("--labels-from '" + regex
                        + "': no named group such as (?<service>[^/]+) to take a label from");
            }
        }
        return new Labels(fixed, pattern);
    }

    private static void check(String key, String value) {
        if (!KEY.matcher(key).matches()) {
            throw new IllegalArgumentException("label key '" + key + "': letters, digits and _ only, starting with a letter");
        }
        if (value.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("label " + key + ": the value holds a control character");
        }
    }

    /** The named groups of a pattern, in the order they open. */
    static List<String> groupNames(Pattern pattern) {
        List<String> names = new ArrayList<>();
        Matcher m = GROUP_NAME.matcher(pattern.pattern());
        while (m.find()) {
            // an escaped "\(?<" is no group: count the backslashes before it
            int backslashes = 0;
            for (int i = m.start() - 1; i >= 0 && pattern.pattern().charAt(i) == '\\'; i--) {
                backslashes++;
            }
            if (backslashes % 2 == 0) {
                names.add(m.group(1));
            }
        }
        return names;
    }

    /** The labels of the log at {@code path} (as the analysis names its first file). */
    public SortedMap<String, String> of(String path) {
        SortedMap<String, String> labels = new TreeMap<>();
        if (fromPath.isPresent()) {
            Matcher m = fromPath.get().matcher(path);
            if (m.find()) {
                for (String name : groupNames(fromPath.get())) {
                    String value = m.group(name);
                    if (value != null && value.chars().noneMatch(Character::isISOControl)) {
                        labels.put(name, value);
                    }
                }
            }
        }
        labels.putAll(fixed);
        return Collections.unmodifiableSortedMap(labels);
    }
}
