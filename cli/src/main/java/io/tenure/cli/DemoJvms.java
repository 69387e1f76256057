package io.tenure.cli;

import io.tenure.bench.plan.JvmResolver;
import io.tenure.bench.plan.JvmTarget;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JVMs the demo runs on. This is the demo's only contact with the JVM layer (survival-bench's
 * resolver today, the platforms module's discovery when the bench runs on it), so that swapping
 * the layer touches this class alone.
 */
final class DemoJvms {
    private DemoJvms() {
    }

    /**
     * The JVM running tenure first (it is always there), then every other JVM found in the usual
     * places, one per id.
     */
    static List<JvmTarget> findAll() throws IOException {
        Map<String, JvmTarget> byId = new LinkedHashMap<>();
        JvmTarget current = JvmResolver.current();
        byId.put(current.id(), current);
        JvmResolver resolver = JvmResolver.withDefaultSearch();
        for (String id : resolver.knownIds()) {
            if (!byId.containsKey(id)) {
                byId.put(id, resolver.resolve(id));
            }
        }
        return new ArrayList<>(byId.values());
    }

    /** The JVM running tenure alone. */
    static List<JvmTarget> current() throws IOException {
        return List.of(JvmResolver.current());
    }

    /** The JVMs named on the command line (ids or Java homes). */
    static List<JvmTarget> named(List<String> specs) throws IOException {
        JvmResolver resolver = JvmResolver.withDefaultSearch();
        List<JvmTarget> targets = new ArrayList<>();
        for (String spec : specs) {
            try {
                targets.add(resolver.resolve(spec));
            } catch (JvmResolver.UnknownJvmException e) {
                throw new UserException(ExitCodes.USAGE, e.getMessage() + "; known JVMs: " + String.join(", ", e.validIds())
                        + " (or give a Java home path)", e);
            } catch (IOException e) {
                throw new UserException(ExitCodes.USAGE, "--jvm " + spec + ": " + e.getMessage(), e);
            }
        }
        return targets;
    }
}
