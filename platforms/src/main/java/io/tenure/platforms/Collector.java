package io.tenure.platforms;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * A garbage-collection algorithm, as a JVM family names and selects it.
 *
 * <p>"Collector" in tenure means the algorithm only; the flags that select it on a given JVM
 * version live in the platform catalog, not here.
 */
public enum Collector {
    SERIAL("Serial", JvmFamily.HOTSPOT, true, false),
    PARALLEL("Parallel", JvmFamily.HOTSPOT, true, false),
    CMS("CMS", JvmFamily.HOTSPOT, true, true),
    G1("G1", JvmFamily.HOTSPOT, true, true),
    ZGC("ZGC", JvmFamily.HOTSPOT, false, true),
    ZGC_GENERATIONAL("ZGC (generational)", JvmFamily.HOTSPOT, true, true),
    SHENANDOAH("Shenandoah", JvmFamily.HOTSPOT, false, true),
    /** Shenandoah's generational mode: experimental in JDK 24 (JEP 404), product in 25 (JEP 521). */
    SHENANDOAH_GENERATIONAL("Shenandoah (generational)", JvmFamily.HOTSPOT, true, true),
    EPSILON("Epsilon", JvmFamily.HOTSPOT, false, false),
    GENCON("gencon", JvmFamily.OPENJ9, true, true),
    OPTTHRUPUT("optthruput", JvmFamily.OPENJ9, false, false),
    OPTAVGPAUSE("optavgpause", JvmFamily.OPENJ9, false, true),
    BALANCED("balanced", JvmFamily.OPENJ9, true, true),
    METRONOME("metronome", JvmFamily.OPENJ9, false, true),
    NOGC("nogc", JvmFamily.OPENJ9, false, false);

    private final String displayName;
    private final JvmFamily family;
    private final boolean generational;
    private final boolean concurrent;

    Collector(String displayName, JvmFamily family, boolean generational, boolean concurrent) {
        this.displayName = displayName;
        this.family = family;
        this.generational = generational;
        this.concurrent = concurrent;
    }

    /** The name users and logs know it by, e.g. {@code "G1"} or {@code "gencon"}. */
    public String displayName() {
        return displayName;
    }

    public JvmFamily family() {
        return family;
    }

    /** True when it collects a young generation separately, so a young survival rate exists. */
    public boolean generational() {
        return generational;
    }

    /** True when part of its work runs concurrently with the application. */
    public boolean concurrent() {
        return concurrent;
    }

    /** How it reclaims the old generation or whole heap; see {@link Reclamation}. */
    public Reclamation reclamation() {
        switch (this) {
            case SERIAL:
            case PARALLEL:
            case GENCON:
            case OPTTHRUPUT:
            case OPTAVGPAUSE:
                // OpenJ9's global collections mark and sweep, compacting when fragmentation demands it.
                return Reclamation.MARK_SWEEP_COMPACT;
            case CMS:
            case METRONOME:
                return Reclamation.MARK_SWEEP;
            case G1:
            case ZGC:
            case ZGC_GENERATIONAL:
            case SHENANDOAH:
            case SHENANDOAH_GENERATIONAL:
            case BALANCED:
                return Reclamation.COPYING;
            case EPSILON:
            case NOGC:
                return Reclamation.NONE;
            default:
                throw new AssertionError(this);
        }
    }

    /** A stable lower-case identifier for command lines and file names, e.g. {@code zgc-generational}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Looks a collector up by {@link #id()}, enum name or display name, ignoring case. */
    public static Optional<Collector> fromName(String name) {
        String wanted = name.trim();
        return Arrays.stream(values())
                .filter(c -> c.id().equalsIgnoreCase(wanted)
                        || c.name().equalsIgnoreCase(wanted)
                        || c.displayName.equalsIgnoreCase(wanted))
                .findFirst();
    }
}
