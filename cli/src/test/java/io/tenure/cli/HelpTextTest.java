package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine.Command;

/**
 * Every command's --help renders: picocli reads descriptions as format strings, so a bare
 * {@code %} ("95 % interval") throws at help time and stops the man-page generator.
 */
class HelpTextTest {
    static Set<String> subcommands() {
        return TenureCommand.commandLine().getSubcommands().keySet();
    }

    @ParameterizedTest
    @MethodSource("subcommands")
    void helpRendersWithoutAFormatError(String subcommand) {
        Run run = Run.tenure(subcommand, "--help");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("Usage: tenure " + subcommand);
    }

    /**
     * picocli reads each exit-code entry as {@code CODE:TEXT} and drops, without a word, an entry
     * without the colon, such as a continuation line: {@code analyze --help} lost the end of its
     * sentence on exit code 1. One entry per code; picocli wraps long ones itself.
     */
    @ParameterizedTest
    @MethodSource("subcommands")
    void everyExitCodeLineNamesItsCode(String subcommand) {
        Object command = TenureCommand.commandLine().getSubcommands().get(subcommand).getCommandSpec().userObject();
        Command annotation = command.getClass().getAnnotation(Command.class);

        assertThat(annotation.exitCodeList()).allSatisfy(entry -> assertThat(entry).matches("[0-9]+:.+"));
    }

    /**
     * A line of help whose next line starts with a word that would have fitted on it is a break
     * picocli did not make: picocli wraps each description element greedily on its own, so an
     * element that ends mid-sentence, or runs past the width, leaves a short line or an orphan
     * word ("...young objects that outlive" / "a" / "young collection)"). Breaks after the end of
     * a sentence or a clause heading (".", ":") are paragraphs and allowed; a line that starts an
     * option, an exit code or a subcommand of its own is a new entry, not a continuation.
     * A break inside a token at a dot ("docs/MODEL." / "md", "[--log=GC." / "LOG]") is wrong too.
     */
    @ParameterizedTest
    @MethodSource("everyCommand")
    void noLineIsBrokenBeforeAWordThatFitsOnIt(String subcommand) {
        String[] args = subcommand.isEmpty() ? new String[] {"--help"} : new String[] {subcommand, "--help"};
        Run run = Run.tenure(args);
        int width = TenureCommand.commandLine().getUsageHelpWidth();

        assertThat(raggedBreaks(run.out().replace(System.lineSeparator(), "\n"), width)).as(run.out()).isEmpty();
    }

    /** The criterion itself, on breaks tenure's help once had and on ones picocli makes. */
    @Test
    void raggedBreaksAreTheOnesPicocliDidNotMake() {
        String orphan = "Measures how a program's survival rate (the share of young objects that outlive\n"
                + "a\nyoung collection) decides which collector, JVM and OS run it fastest, and by\nhow much.\n";
        String cut = "      --log=GC.LOG...    survival rate, with gaps and crossovers (docs/MODEL.\n"
                + "                           md).\n";
        String greedy = "      --at=S               Survival rate at which to rank platforms and give\n"
                + "                             gaps (default: 0.437), e.g.\n"
                + "                             this.\n"
                + "Exit codes:\n  0   success\n  1   no JVM found\n";

        assertThat(raggedBreaks(orphan, 80)).containsExactly("a / young collection) decides which collector, JVM and OS"
                + " run it fastest, and by");
        assertThat(raggedBreaks(cut, 80)).hasSize(1);
        assertThat(raggedBreaks(greedy, 80)).isEmpty();
    }

    static Stream<String> everyCommand() {
        return Stream.concat(Stream.of(""), subcommands().stream());
    }

    /** The top-level list names each command by a whole sentence, not a clause cut off at a comma. */
    @Test
    void everyCommandIsSummarisedBySentencesInTheCommandList() {
        String help = Run.tenure("--help").out().replace(System.lineSeparator(), "\n");
        String list = help.substring(help.indexOf("Commands:"), help.indexOf("Exit codes:")).strip();
        List<String> entries = new ArrayList<>();
        for (String line : list.split("\n")) {
            if (line.matches("  [a-z].*") || entries.isEmpty()) {
                entries.add(line.strip());
            } else {
                entries.set(entries.size() - 1, entries.get(entries.size() - 1) + " " + line.strip());
            }
        }

        assertThat(entries.subList(1, entries.size())).hasSize(subcommands().size())
                .allSatisfy(entry -> assertThat(entry).endsWith("."));
    }

    /** An option ("-h, --help", "--out=DIR"), an exit code ("  1   ...") or a subcommand ("  fit  ..."). */
    private static final Pattern ENTRY = Pattern.compile(" *-|  \\d+ {2,}\\S|  [a-z][a-z-]* {2,}\\S|Usage: ");

    /** "e.g.", "(i.e.": a word that ends a line with its dot, as a sentence's last word does. */
    private static final Pattern ABBREVIATION = Pattern.compile("\\W*([a-z]\\.)+");

    /**
     * The ragged breaks in {@code help}: picocli fills a line of its tables up to {@code width - 1}
     * columns (the synopsis up to {@code width}), so a break before a word that would have fitted
     * there is one it did not choose.
     */
    static List<String> raggedBreaks(String help, int width) {
        List<String> found = new ArrayList<>();
        String[] lines = help.split("\n");
        for (int i = 1; i < lines.length; i++) {
            String above = lines[i - 1].stripTrailing();
            String line = lines[i];
            if (above.isBlank() || line.isBlank() || ENTRY.matcher(line).lookingAt()) {
                continue;
            }
            // the synopsis ends where the description starts, at the margin
            boolean afterSynopsis = indent(line) == 0 && (indent(above) > 0 || above.startsWith("Usage: "));
            // an option's name too long for its column has its description on the next line
            boolean afterLabel = !above.strip().contains("  ") && indent(line) > indent(above) + 2;
            String first = line.strip().split(" ")[0];
            String[] words = above.strip().split(" ");
            String last = words[words.length - 1];
            boolean paragraph = above.endsWith(".") || above.endsWith(":") || afterSynopsis || afterLabel;
            boolean fits = above.length() + 1 + first.length() <= width - 1;
            boolean tokenCut = last.endsWith(".") && last.length() > 1 && !ABBREVIATION.matcher(last).matches()
                    && (Character.isLowerCase(first.charAt(0)) || count(last, '[') > count(last, ']')
                            || count(last, '(') > count(last, ')'));
            if (fits && !paragraph || tokenCut) {
                found.add(above + " / " + line.strip());
            }
        }
        return found;
    }

    private static int indent(String line) {
        return line.length() - line.stripLeading().length();
    }

    private static long count(String text, char c) {
        return text.chars().filter(ch -> ch == c).count();
    }
}
