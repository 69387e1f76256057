package io.tenure.compare.race;

import io.tenure.bundle.compare.RaceResult;
import io.tenure.model.stats.MedianInterval;
import io.tenure.model.stats.PairedRatio;
import io.tenure.model.stats.PairedRatios;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A race in progress: the configurations still in it, those eliminated with their evidence, and
 * the verdict after each block. Made again from the runs alone on {@code --resume} (the rule is a
 * function of the wall times), so a resumed race eliminates what the first one did.
 */
public final class Race {
    private final EliminationRule rule;
    private final List<String> alive;
    private final List<RaceResult.Elimination> eliminated = new ArrayList<>();
    private final List<RaceResult.SetAside> setAside = new ArrayList<>();
    private final int configurations;
    private EliminationRule.Verdict last;
    private int blocks;

    public Race(EliminationRule rule, List<String> configs) {
        this.rule = rule;
        this.alive = new ArrayList<>(configs);
        this.configurations = configs.size();
    }

    /** The configurations still measured, in the order given. */
    public List<String> alive() {
        return List.copyOf(alive);
    }

    /**
     * After block {@code block} (1 = the first): eliminates what the rule says from the wall
     * times by block of every configuration (null where a run failed).
     */
    public void afterBlock(int block, Map<String, List<Double>> wallByBlock) {
        Map<String, List<Double>> survivors = new LinkedHashMap<>();
        alive.forEach(id -> survivors.put(id, wallByBlock.get(id)));
        last = rule.after(survivors, setAside.size());
        blocks = block;
        for (String id : last.eliminated()) {
            EliminationRule.Evidence e = evidence(id);
            eliminated.add(new RaceResult.Elimination(id, block, e.best(), e.ratio(), e.pValue(), e.blocks()));
            alive.remove(id);
        }
        for (String id : last.setAside()) {
            EliminationRule.Evidence e = evidence(id);
            setAside.add(new RaceResult.SetAside(id, block, e.best(), e.ratio(), e.decisionChance(), e.blocksToDecide()));
            alive.remove(id);
        }
    }

    private EliminationRule.Evidence evidence(String id) {
        return last.evidence().stream().filter(x -> x.config().equals(id)).findFirst().orElseThrow();
    }

    /** True when one configuration is still measured (the others out or set aside) or the ones left are a tie. */
    public boolean decided() {
        return alive.size() <= 1 || last != null && last.tie();
    }

    /**
     * The outcome so far: the winners are the configurations still measured and those set aside,
     * each with its ratio to the best over the blocks both ran.
     */
    public RaceResult result(Map<String, List<Double>> wallByBlock, int runsSpent) {
        RaceResult.Ending ending = last != null && last.tie() ? RaceResult.Ending.TIE
                : alive.size() > 1 ? RaceResult.Ending.BUDGET
                : setAside.isEmpty() ? RaceResult.Ending.ONE_LEFT : RaceResult.Ending.NOT_DECIDABLE;
        String best = last != null && last.best() != null && alive.contains(last.best()) ? last.best() : alive.get(0);
        List<RaceResult.Standing> winners = new ArrayList<>();
        winners.add(new RaceResult.Standing(best, 1.0, null, null, null));
        List<String> kept = new ArrayList<>(alive);
        setAside.forEach(s -> kept.add(s.config()));
        for (String id : kept) {
            if (id.equals(best)) {
                continue;
            }
            PairedRatio r = PairedRatios.of(wallByBlock.get(id), wallByBlock.get(best));
            if (r == null) {
                winners.add(new RaceResult.Standing(id, null, null, null, null));
                continue;
            }
            winners.add(new RaceResult.Standing(id, r.ratio().median(), r.ratio().ci95Low(), r.ratio().ci95High(),
                    MedianInterval.label(r.pairs(), "pair")));
        }
        return new RaceResult(RaceResult.SCHEMA, rule.margin(), rule.alpha(), rule.futility(), rule.maxLooks(), blocks, ending,
                winners, eliminated, setAside, runsSpent, configurations * rule.maxLooks());
    }
}
