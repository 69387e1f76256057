package io.tenure.compare.race;

import java.time.Duration;

/**
 * What {@code compare --race} adds to a compare: the rule, and the budget beyond the repetitions.
 *
 * @param rule         the elimination rule; its {@code maxLooks} is the session's repetitions
 * @param budgetRuns   stop before a block that would exceed this many measured runs in all; null for none
 * @param budgetTime   stop before a block once this much time has passed in this invocation; null for none
 */
public record RaceRequest(EliminationRule rule, Integer budgetRuns, Duration budgetTime) {
}
