package io.tenure.platforms;

/** The lineage of a JVM implementation, which decides its flags and its GC log formats. */
public enum JvmFamily {
    /** HotSpot and its builds (OpenJDK, Temurin, Oracle, Zulu, Corretto, ... incl. the Zero VM). */
    HOTSPOT,
    /** Eclipse OpenJ9 and the IBM J9 JVM (IBM Semeru, IBM SDK). */
    OPENJ9
}
