package io.tenure.platforms.launch;

import java.util.HashSet;
import java.util.Set;

/**
 * The exact CPU time of one child, from the kernel's account of the children tenure has waited
 * for ({@code cutime + cstime} of {@code /proc/self/stat}): the difference across the child's life
 * is its whole CPU time, threads and its own waited-for children included. The difference is only
 * the child's when no other child was alive at any moment of its life; otherwise {@link #close()}
 * returns null and the caller falls back to sampling.
 */
final class ChildAccount {
    private static final Set<ChildAccount> OPEN = new HashSet<>();

    private final Double childrenSecondsAtOpen;
    private boolean overlapped;

    private ChildAccount(Double childrenSecondsAtOpen) {
        this.childrenSecondsAtOpen = childrenSecondsAtOpen;
    }

    static ChildAccount open() {
        ProcStat self = ProcStat.read("self");
        ChildAccount account = new ChildAccount(self == null ? null : self.waitedChildrenSeconds());
        synchronized (OPEN) {
            if (!OPEN.isEmpty()) {
                account.overlapped = true;
                OPEN.forEach(other -> other.overlapped = true);
            }
            OPEN.add(account);
        }
        return account;
    }

    /** The child's exact CPU seconds once it has been waited for, or null (see the class doc). */
    Double close() {
        boolean shared;
        synchronized (OPEN) {
            OPEN.remove(this);
            shared = overlapped;
        }
        ProcStat self = ProcStat.read("self");
        if (shared || self == null || childrenSecondsAtOpen == null) {
            return null;
        }
        return Math.max(0, self.waitedChildrenSeconds() - childrenSecondsAtOpen);
    }
}
