package io.tenure.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * An unknown option is answered with the command's options nearest to it by edit distance
 * (Damerau–Levenshtein: a swap of two neighbours is one edit), so {@code --fromat} suggests
 * {@code --format}; picocli's own suggestion is by prefix and offered {@code --from}. Every other
 * command-line error goes to picocli's handler as before.
 */
final class NearestOption implements IParameterExceptionHandler {
    private final IParameterExceptionHandler fallback;

    NearestOption(IParameterExceptionHandler fallback) {
        this.fallback = fallback;
    }

    @Override
    public int handleParseException(ParameterException ex, String[] args) throws Exception {
        if (!(ex instanceof UnmatchedArgumentException unmatched) || unmatched.getUnmatched().isEmpty()
                || !unmatched.getUnmatched().get(0).startsWith("-")) {
            return fallback.handleParseException(ex, args);
        }
        CommandLine cmd = ex.getCommandLine();
        String typed = unmatched.getUnmatched().get(0);
        String name = typed.contains("=") ? typed.substring(0, typed.indexOf('=')) : typed;
        PrintWriter err = cmd.getErr();
        err.println("Unknown option: '" + typed + "'");
        List<String> nearest = nearest(name, new ArrayList<>(cmd.getCommandSpec().optionsMap().keySet()));
        if (!nearest.isEmpty()) {
            err.println("Did you mean: " + String.join(" or ", nearest) + "?");
        }
        err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for the options.");
        err.flush();
        return cmd.getCommandSpec().exitCodeOnInvalidInput();
    }

    /** The names at the least distance from {@code typed}, when that distance is small for its length. */
    static List<String> nearest(String typed, List<String> names) {
        String t = typed.toLowerCase(Locale.ROOT);
        int best = Integer.MAX_VALUE;
        List<String> found = new ArrayList<>();
        for (String name : names) {
            int d = distance(t, name.toLowerCase(Locale.ROOT));
            if (d < best) {
                best = d;
                found.clear();
            }
            if (d == best) {
                found.add(name);
            }
        }
        int allowed = Math.max(2, stripDashes(t).length() / 3);
        if (best > allowed) {
            return List.of();
        }
        found.sort(Comparator.naturalOrder());
        return found;
    }

    private static String stripDashes(String s) {
        return s.replaceFirst("^-+", "");
    }

    /** Damerau–Levenshtein distance (optimal string alignment). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
