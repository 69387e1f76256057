package io.tenure.platforms;

/**
 * How a collector reclaims its old generation (or its whole heap, when it has no generations).
 * Young generations are always copied; this is the part whose cost does <em>not</em> grow with
 * the survival rate in the same way, which is the study's point.
 */
public enum Reclamation {
    /** Live objects are evacuated to fresh space (G1 mixed, ZGC relocation, Shenandoah, balanced). */
    COPYING,
    /** Mark live objects, sweep the rest, slide live objects together (Serial, Parallel, OpenJ9 flat heaps). */
    MARK_SWEEP_COMPACT,
    /** Mark and sweep without compaction: free lists, fragmentation (CMS, metronome). */
    MARK_SWEEP,
    /** Nothing is reclaimed (Epsilon, nogc): the zero-GC baseline. */
    NONE
}
