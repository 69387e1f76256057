package io.tenure.harness;

import io.tenure.io.AtomicFiles;
import io.tenure.platforms.launch.JvmLauncher;
import io.tenure.platforms.launch.LaunchRequest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A run's {@code command.txt}: the run as one POSIX shell line that reproduces it when pasted
 * ({@link JvmLauncher#shellLine}: {@code cd DIR && env -u JAVA_TOOL_OPTIONS ... NAME=VALUE ...
 * COMMAND... < INPUT}), so the working directory, the environment and the standard input are
 * there as well as the arguments. Bench and compare write it alike.
 *
 * <p>Bundles that bench wrote before it had this format hold the arguments one per line (the
 * child ran in the run's directory, with no input and no variables of its own); {@link #read}
 * reads both.
 */
public final class CommandFile {
    /** The file's name in a run's directory. */
    public static final String NAME = "command.txt";
    private static final Pattern ASSIGNMENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*=.*", Pattern.DOTALL);

    private CommandFile() {
    }

    /**
     * What a {@code command.txt} says.
     *
     * @param workDir     the directory the command ran in
     * @param environment the variables set on top of tenure's environment
     * @param command     the executable and its arguments
     * @param stdin       the file read as standard input, or null for none
     */
    public record Recorded(Path workDir, Map<String, String> environment, List<String> command, Path stdin) {
        public Recorded {
            environment = Map.copyOf(environment);
            command = List.copyOf(command);
        }
    }

    /** Writes {@code request}'s line into {@code dir}'s {@code command.txt}; returns the file. */
    public static Path write(Path dir, LaunchRequest request) throws IOException {
        Path file = dir.resolve(NAME);
        AtomicFiles.writeString(file, JvmLauncher.shellLine(request) + "\n");
        return file;
    }

    /** Reads a {@code command.txt} of either format. */
    public static Recorded read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        List<String> lines = text.lines().filter(l -> !l.isEmpty()).toList();
        if (lines.size() == 1 && lines.get(0).startsWith("cd ")) {
            return parse(lines.get(0), file);
        }
        // the earlier format of bench: one argument per line, run in the run's directory
        return new Recorded(file.toAbsolutePath().getParent(), Map.of(), lines, null);
    }

    private static Recorded parse(String line, Path file) throws IOException {
        List<String> words = words(line, file);
        if (words.size() < 7 || !words.get(0).equals("cd") || !words.get(2).equals("&&") || !words.get(3).equals("env")
                || !words.get(words.size() - 2).equals("<")) {
            throw new IOException(file + ": not a command line of tenure's (cd DIR && env ... COMMAND < INPUT)");
        }
        Path workDir = Path.of(words.get(1));
        int i = 4;
        while (i + 1 < words.size() && words.get(i).equals("-u")) {
            i += 2;
        }
        Map<String, String> environment = new LinkedHashMap<>();
        int end = words.size() - 2;
        while (i < end && ASSIGNMENT.matcher(words.get(i)).matches()) {
            String assignment = words.get(i++);
            int eq = assignment.indexOf('=');
            environment.put(assignment.substring(0, eq), assignment.substring(eq + 1));
        }
        if (i == end) {
            throw new IOException(file + ": no command after the environment");
        }
        String input = words.get(words.size() - 1);
        return new Recorded(workDir, environment, words.subList(i, end), input.equals("/dev/null") ? null : Path.of(input));
    }

    /** The words of a line quoted as {@link JvmLauncher#shellLine} quotes: bare, or in single quotes with {@code '\''}. */
    private static List<String> words(String line, Path file) throws IOException {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '\'') {
                    quoted = false;
                } else {
                    word.append(c);
                }
            } else if (c == ' ') {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else {
                if (word == null) {
                    word = new StringBuilder();
                }
                if (c == '\'') {
                    quoted = true;
                } else if (c == '\\' && i + 1 < line.length()) {
                    word.append(line.charAt(++i));
                } else {
                    word.append(c);
                }
            }
        }
        if (quoted) {
            throw new IOException(file + ": a quote is not closed");
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }
}
