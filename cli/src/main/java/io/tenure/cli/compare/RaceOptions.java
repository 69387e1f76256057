package io.tenure.cli.compare;

import io.tenure.cli.common.DurationArgument;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.compare.race.EliminationRule;
import io.tenure.compare.race.RaceRequest;
import java.time.Duration;
import picocli.CommandLine.Option;

/** compare's race options: {@code --race}, {@code --margin}, {@code --futility}, {@code --budget}. */
public final class RaceOptions {
    @Option(names = "--race", description = "Race the configurations: measure them in blocks (one run of each still in"
            + " the race, order rotated) and after each block eliminate those a paired test shows slower than the best"
            + " by more than --margin (family-wise error 5 %%), and set aside (keep among the winners, measure no more)"
            + " those the blocks left cannot decide (--futility). Stops when one is left, when those left are"
            + " equivalent within the margin (a tie), or after --repeat blocks or --budget; race.json in the bundle"
            + " says how.")
    boolean race;

    @Option(names = "--margin", paramLabel = "PCT", defaultValue = "2", description = "With --race: a configuration within"
            + " PCT %% of the best is never eliminated (default: ${DEFAULT-VALUE}).")
    double marginPercent;

    @Option(names = "--futility", paramLabel = "PCT", defaultValue = "20", description = "With --race: stop measuring a"
            + " configuration, and keep it among the winners, once the blocks left have less than PCT %% chance to"
            + " eliminate it or show it equivalent within the margin (its conditional power at the ratio and noise"
            + " observed); 0 measures every undecided one to the last block (default: ${DEFAULT-VALUE}).")
    double futilityPercent;

    @Option(names = "--budget", paramLabel = "RUNS|TIME", description = "With --race: stop before a block that would"
            + " exceed RUNS measured runs in all, or once TIME (e.g. 2h) has passed.")
    String budget;

    boolean enabled() {
        return race;
    }

    /** The race's request, with {@code repeat} blocks at most; a usage error for a margin or budget out of range. */
    RaceRequest request(int repeat, boolean untilCi) {
        if (!race) {
            if (budget != null) {
                throw new UserException(ExitCodes.USAGE, "--budget is the budget of --race: add --race");
            }
            return null;
        }
        if (untilCi) {
            throw new UserException(ExitCodes.USAGE, "--race and --until-ci both decide how many runs to make: choose one");
        }
        if (!(marginPercent >= 0 && marginPercent < 100)) {
            throw new UserException(ExitCodes.USAGE, "--margin must be a percentage in [0, 100), got " + marginPercent);
        }
        if (!(futilityPercent >= 0 && futilityPercent < 100)) {
            throw new UserException(ExitCodes.USAGE, "--futility must be a percentage in [0, 100), got " + futilityPercent);
        }
        if (repeat < EliminationRule.DEFAULT_MIN_BLOCKS) {
            throw new UserException(ExitCodes.USAGE, "--race needs --repeat " + EliminationRule.DEFAULT_MIN_BLOCKS
                    + " or more: no configuration is eliminated before block " + EliminationRule.DEFAULT_MIN_BLOCKS);
        }
        Integer budgetRuns = null;
        Duration budgetTime = null;
        if (budget != null) {
            if (budget.matches("\\d+")) {
                budgetRuns = Integer.parseInt(budget);
            } else {
                try {
                    budgetTime = DurationArgument.parse(budget);
                } catch (IllegalArgumentException e) {
                    throw new UserException(ExitCodes.USAGE, "--budget: a number of runs or a time such as 90m, got " + budget, e);
                }
            }
        }
        return new RaceRequest(new EliminationRule(marginPercent / 100, EliminationRule.DEFAULT_ALPHA,
                EliminationRule.DEFAULT_MIN_BLOCKS, repeat, futilityPercent / 100), budgetRuns, budgetTime);
    }
}
