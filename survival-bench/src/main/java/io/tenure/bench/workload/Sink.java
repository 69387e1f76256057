package io.tenure.bench.workload;

/**
 * A place objects escape to, so the JIT cannot prove them dead and remove their allocation
 * (escape analysis). A store into a static, volatile field is visible to other threads and
 * therefore always performed.
 */
final class Sink {
    private static volatile Object last;

    private Sink() {
    }

    static void publish(Object o) {
        last = o;
    }

    /** A value derived from the last published object, printed at the end so it is used. */
    static int fingerprint() {
        Object o = last;
        return o == null ? 0 : System.identityHashCode(o) & 0xff;
    }
}
