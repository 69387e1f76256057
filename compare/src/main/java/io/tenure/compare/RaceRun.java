package io.tenure.compare;

import io.tenure.bundle.compare.CompareBundle;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.RaceResult;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.compare.race.Race;
import io.tenure.compare.race.RaceRequest;
import io.tenure.harness.RunOrder;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The measured part of {@code compare --race}: block after block, one run of each configuration
 * still in the race in an order rotated by the block ({@link RunOrder#rotated}), then the rule's
 * verdict; {@code race.json} is rewritten after every block. On {@code --resume} the runs done are
 * kept and the verdicts made again from them, block by block.
 */
final class RaceRun {
    /** Runs the given run ids (the session's runner: ledger, Ctrl-C, bundle). */
    interface Runner {
        void runAll(List<String> runIds) throws IOException, InterruptedException;
    }

    private final RaceRequest request;
    private final List<ConfigSpec> configs;
    private final int repeat;
    private final Supplier<List<CompareRun>> runs;
    private final Runner runner;
    private final CompareListener listener;

    RaceRun(RaceRequest request, List<ConfigSpec> configs, int repeat, Supplier<List<CompareRun>> runs, Runner runner,
            CompareListener listener) {
        this.request = request;
        this.configs = configs;
        this.repeat = repeat;
        this.runs = runs;
        this.runner = runner;
        this.listener = listener;
    }

    RaceResult run(CompareBundle bundle) throws IOException, InterruptedException {
        long startNanos = System.nanoTime();
        Race race = new Race(request.rule(), configs.stream().map(ConfigSpec::id).toList());
        int block = 0;
        while (block < repeat && !race.decided()) {
            List<ConfigSpec> alive = configs.stream().filter(c -> race.alive().contains(c.id())).toList();
            int spent = spentBefore(block);
            if (request.budgetRuns() != null && spent + alive.size() > request.budgetRuns()) {
                listener.note(String.format(Locale.ROOT, "race: --budget %d runs reached after block %d", request.budgetRuns(), block));
                break;
            }
            Duration elapsed = Duration.ofNanos(System.nanoTime() - startNanos);
            if (request.budgetTime() != null && elapsed.compareTo(request.budgetTime()) >= 0) {
                listener.note("race: --budget " + request.budgetTime() + " reached after block " + block);
                break;
            }
            int index = block;
            listener.note(String.format(Locale.ROOT, "race: block %d of at most %d, %d configurations in the race (at most %d"
                    + " runs left)", block + 1, repeat, alive.size(), alive.size() * (repeat - block)));
            runner.runAll(RunOrder.rotated(alive, index).stream().map(c -> c.id() + "-r" + index).toList());
            block++;
            List<String> before = race.alive();
            race.afterBlock(block, wallByBlock(block));
            RaceResult now = race.result(wallByBlock(block), spentBefore(block));
            for (RaceResult.Elimination e : now.eliminated()) {
                if (before.contains(e.config())) {
                    listener.note(String.format(Locale.ROOT, "race: %s out after block %d: %.3f x %s (p = %.2g)", e.config(),
                            block, e.ratio(), e.best(), e.pValue()));
                }
            }
            for (RaceResult.SetAside a : now.setAside()) {
                if (before.contains(a.config())) {
                    listener.note(String.format(Locale.ROOT, "race: %s set aside after block %d: %.3f x %s, %.0f %% chance"
                            + " that the blocks left decide it", a.config(), block, a.ratio(), a.best(), 100 * a.decisionChance()));
                }
            }
            bundle.writeJson(bundle.dir().resolve(RaceResult.FILE), now);
        }
        RaceResult result = race.result(wallByBlock(block), spentBefore(block));
        bundle.writeJson(bundle.dir().resolve(RaceResult.FILE), result);
        return result;
    }

    /** Measured runs of the blocks before {@code block}. */
    private int spentBefore(int block) {
        return (int) runs.get().stream().filter(r -> !r.warmup() && r.repetition() < block).count();
    }

    /** Per configuration the wall time of each of the first {@code blocks} repetitions; null where none is ok. */
    private Map<String, List<Double>> wallByBlock(int blocks) {
        Map<String, List<Double>> walls = new LinkedHashMap<>();
        for (ConfigSpec c : configs) {
            List<Double> w = new ArrayList<>();
            for (int b = 0; b < blocks; b++) {
                w.add(null);
            }
            walls.put(c.id(), w);
        }
        for (CompareRun r : runs.get()) {
            String config = r.runId().substring(0, r.runId().lastIndexOf('-'));
            if (r.measured() && r.status() == RunStatus.OK && r.repetition() < blocks && walls.containsKey(config)) {
                walls.get(config).set(r.repetition(), r.wallSeconds());
            }
        }
        return walls;
    }
}
