package io.tenure.gclog.openj9;

import io.tenure.gclog.event.MemoryChange;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The heap figures of one {@code <mem-info>} (or, in the Java 5 format, the {@code <nursery>} and
 * {@code <tenured>} elements of one side of a collection). J9 logs <em>free</em> and
 * <em>total</em> bytes; occupancy is total − free.
 *
 * <p>One correction: gencon's nursery is split into allocate and survivor space, and the survivor
 * half is logged as fully "used" ({@code free="0"}) because it cannot be allocated into, not
 * because it holds objects. Counting it would inflate every young and heap occupancy by a
 * constant, so young occupancy is taken from the allocate space when logged, and heap occupancy
 * is young + old. Capacities stay the logged totals (survivor reserve included, as HotSpot's
 * committed sizes include its survivor spaces).
 */
final class MemoryTally {
    private long heapFree = -1;
    private long heapTotal = -1;
    private long youngFree = -1;
    private long youngTotal = -1;
    private long allocateFree = -1;
    private long allocateTotal = -1;
    private long oldFree = -1;
    private long oldTotal = -1;

    void heap(long free, long total) {
        heapFree = free;
        heapTotal = total;
    }

    /** An area by its J9 name; returns false when the name is not one tenure uses. */
    boolean area(String type, long free, long total) {
        switch (type == null ? "" : type.toLowerCase(Locale.ROOT)) {
            case "nursery", "eden" -> {
                youngFree = free;
                youngTotal = total;
            }
            case "allocate" -> {
                allocateFree = free;
                allocateTotal = total;
            }
            case "tenure", "tenured" -> {
                oldFree = free;
                oldTotal = total;
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    private static boolean valid(long free, long total) {
        return free >= 0 && total >= 0 && free <= total;
    }

    OptionalLong youngUsed() {
        if (valid(allocateFree, allocateTotal)) {
            return OptionalLong.of(allocateTotal - allocateFree);
        }
        return valid(youngFree, youngTotal) ? OptionalLong.of(youngTotal - youngFree) : OptionalLong.empty();
    }

    OptionalLong youngCapacity() {
        return youngTotal >= 0 ? OptionalLong.of(youngTotal) : OptionalLong.empty();
    }

    OptionalLong oldUsed() {
        return valid(oldFree, oldTotal) ? OptionalLong.of(oldTotal - oldFree) : OptionalLong.empty();
    }

    OptionalLong oldCapacity() {
        return oldTotal >= 0 ? OptionalLong.of(oldTotal) : OptionalLong.empty();
    }

    OptionalLong heapUsed() {
        OptionalLong old = oldUsed();
        OptionalLong young = youngUsed();
        boolean hasYoungArea = youngTotal >= 0 || allocateTotal >= 0;
        if (old.isPresent() && (young.isPresent() || !hasYoungArea)) {
            return OptionalLong.of(old.getAsLong() + (young.isPresent() ? young.getAsLong() : 0));
        }
        return valid(heapFree, heapTotal) ? OptionalLong.of(heapTotal - heapFree) : OptionalLong.empty();
    }

    OptionalLong heapCapacity() {
        if (heapTotal >= 0) {
            return OptionalLong.of(heapTotal);
        }
        if (oldTotal >= 0) {
            return OptionalLong.of(oldTotal + Math.max(youngTotal, 0));
        }
        return OptionalLong.empty();
    }

    /** Before/after of one area, when both sides know it; capacity from the after side. */
    static Optional<MemoryChange> change(OptionalLong before, OptionalLong after, OptionalLong capacity) {
        if (before.isEmpty() || after.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new MemoryChange(before.getAsLong(), after.getAsLong(), capacity));
    }

    static Optional<MemoryChange> heap(MemoryTally before, MemoryTally after) {
        return before == null || after == null ? Optional.empty()
                : change(before.heapUsed(), after.heapUsed(), after.heapCapacity());
    }

    static Optional<MemoryChange> young(MemoryTally before, MemoryTally after) {
        return before == null || after == null ? Optional.empty()
                : change(before.youngUsed(), after.youngUsed(), after.youngCapacity());
    }

    static Optional<MemoryChange> old(MemoryTally before, MemoryTally after) {
        return before == null || after == null ? Optional.empty()
                : change(before.oldUsed(), after.oldUsed(), after.oldCapacity());
    }
}
