package io.tenure.harness;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The order of a repetition's runs. Every repetition runs every configuration once, and the
 * order changes from one repetition to the next, so that slow drift of the machine (other load,
 * thermal state) hits every configuration alike and no configuration always runs first (JMH's
 * and the DaCapo harness's interleaved forks).
 */
public final class RunOrder {
    private RunOrder() {
    }

    /**
     * The configurations rotated by {@code index}: repetition 0 in their order, repetition 1
     * from the second, and so on ({@code tenure compare}).
     */
    public static <T> List<T> rotated(List<T> configurations, int index) {
        int n = configurations.size();
        List<T> order = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            order.add(configurations.get((i + index) % n));
        }
        return order;
    }

    /**
     * The configurations shuffled for repetition {@code repetition} by {@code seed}, which a bundle
     * records so that the order can be reproduced ({@code tenure bench}).
     */
    public static <T> List<T> shuffled(List<T> configurations, long seed, int repetition) {
        List<T> order = new ArrayList<>(configurations);
        Collections.shuffle(order, new Random(seed + repetition));
        return order;
    }
}
