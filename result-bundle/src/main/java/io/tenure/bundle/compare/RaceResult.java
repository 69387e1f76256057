package io.tenure.bundle.compare;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The {@code race.json} of a compare bundle run with {@code --race}, schema {@value #SCHEMA}: how
 * the race ended, the configurations left with their ratio to the best, and each one eliminated
 * with the block where it fell and the evidence. The runs themselves are in {@code results.json}.
 *
 * @param schema         always {@value #SCHEMA}
 * @param margin         a configuration within this fraction of the best is not eliminated
 * @param alpha          the family-wise rate of eliminating one within the margin
 * @param futility       a configuration whose chance of being decided by the last block fell below this was set
 *                       aside (0: never; null in a schema 1 file)
 * @param maxBlocks      the most blocks the race could run (the exhaustive design's repetitions)
 * @param blocks         the blocks run
 * @param ending         why it stopped
 * @param winners        the configurations left (measured to the end or set aside), the best first
 * @param eliminated     those eliminated, in the order they fell
 * @param setAside       those set aside, in the order they were
 * @param runsSpent      measured runs the race made
 * @param exhaustiveRuns measured runs the exhaustive design ({@code maxBlocks} of every configuration) makes
 */
public record RaceResult(String schema, double margin, double alpha, Double futility, int maxBlocks, int blocks,
                         Ending ending, List<Standing> winners, List<Elimination> eliminated, List<SetAside> setAside,
                         int runsSpent, int exhaustiveRuns) {
    public static final String SCHEMA = "tenure-race/2";
    public static final String SCHEMA_1 = "tenure-race/1";
    public static final String FILE = "race.json";

    public RaceResult {
        if (!SCHEMA.equals(schema) && !SCHEMA_1.equals(schema)) {
            throw new IllegalArgumentException("schema must be " + SCHEMA + " or " + SCHEMA_1 + ", got " + schema);
        }
        Objects.requireNonNull(ending, "ending");
        winners = List.copyOf(winners);
        eliminated = List.copyOf(eliminated);
        setAside = setAside == null ? List.of() : List.copyOf(setAside);
    }

    /**
     * How the race stopped measuring a configuration before the end, in words ("eliminated
     * X after block 3", "set X aside after block 3"), with the block; empty when it ran to the
     * race's last block or is not in this race.
     */
    public Optional<Stop> stopped(String config) {
        for (Elimination e : eliminated) {
            if (e.config().equals(config)) {
                return Optional.of(new Stop(e.block(), "eliminated " + config + " after block " + e.block()));
            }
        }
        for (SetAside a : setAside) {
            if (a.config().equals(config)) {
                return Optional.of(new Stop(a.block(), "set " + config + " aside after block " + a.block()));
            }
        }
        return Optional.empty();
    }

    /**
     * Where the race stopped measuring one configuration.
     *
     * @param block the last block it ran
     * @param words what the race did, for "as the race ..."
     */
    public record Stop(int block, String words) {
    }

    /** Why the race stopped. */
    public enum Ending {
        /** One configuration is left. */
        ONE_LEFT,
        /** The configurations left are equivalent within the margin. */
        TIE,
        /** The blocks ({@code maxBlocks}) or the budget ran out with several left, not told apart within the margin. */
        BUDGET,
        /** One is still measured and the others left were set aside: the blocks left could not decide them. */
        NOT_DECIDABLE
    }

    /**
     * A configuration left at the end.
     *
     * @param config    its id
     * @param ratio     its wall time over the best's, the geometric mean of the paired ratios (1 for the best)
     * @param ci95Low   the 95 % t-interval of that ratio; null for the best, or below 6 blocks (see {@code interval})
     * @param ci95High  its upper end
     * @param interval  what the bracket is: "95 %", or the range of the ratios below 6 blocks
     */
    public record Standing(String config, Double ratio, Double ci95Low, Double ci95High, String interval) {
        /**
         * What a reader must be told beside this winner, or null: when its own 95 % interval lies
         * wholly above {@code 1 + margin}, it is slower than the best beyond the margin by that
         * interval, though not at the race's family-wise level, which is what elimination asks.
         */
        public String note(double margin) {
            return "95 %".equals(interval) && ci95Low != null && ci95Low > 1 + margin
                    ? "slower than the margin by this interval, not at the family-wise level that eliminates" : null;
        }
    }

    /**
     * A configuration eliminated.
     *
     * @param config  its id
     * @param block   the block after which it fell (1 = the first)
     * @param best    the best it was tested against
     * @param ratio   its wall time over the best's (geometric mean of the paired ratios)
     * @param pValue  the one-sided p-value of "within the margin of the best", below its Holm threshold
     * @param blocks  the paired blocks the test used
     */
    public record Elimination(String config, int block, String best, double ratio, double pValue, int blocks) {
    }

    /**
     * A configuration set aside: kept among the winners, measured no more.
     *
     * @param config          its id
     * @param block           the block after which it was set aside
     * @param best            the best it was compared with then
     * @param ratio           its wall time over that best's then (geometric mean of the paired ratios)
     * @param decisionChance  the chance, then, that the blocks left would eliminate it or show it equivalent
     *                        within the margin (conditional power at the observed ratio and noise)
     * @param blocksToDecide  about how many blocks in all would decide it at that ratio and noise; null when
     *                        its ratio lay on the margin
     */
    public record SetAside(String config, int block, String best, double ratio, double decisionChance,
                           Integer blocksToDecide) {
    }
}
