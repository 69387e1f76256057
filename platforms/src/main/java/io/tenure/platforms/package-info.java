/**
 * The platforms tenure measures: the JVMs on a host, the collectors each one runs and the flags
 * that select them, the GC logging and JFR options per JVM family and version, and the host's
 * own facts.
 *
 * <h2>Use</h2>
 * <pre>{@code
 * ProbeCache cache = ProbeCache.at(ProbeCache.defaultLocation());
 * JvmCatalog jvms = JvmDiscovery.discover(DiscoveryRoots.forThisHost(), cache, ProbeListener.silent());
 * Jvm jvm = jvms.find("temurin-25");                     // or a path; UnknownJvmException lists valid ids
 * CollectorCatalog collectors = new CollectorCatalog(cache, ProbeListener.silent());
 * CollectorSupport g1 = collectors.support(jvm, Collector.G1);   // available()? flags(), reason()
 * List<String> command = new ArrayList<>(jvm.launchPrefix());    // java [-zero]
 * command.addAll(g1.flags());
 * command.addAll(GcLogging.flagsFor(jvm, logFile));
 * JfrFlags.flagsFor(jvm, jfrFile).ifPresent(command::addAll);
 * cache.save();
 * HostFingerprint host = HostFingerprint.capture();          // host.json: io.tenure.bundle.BundleWriter
 * }</pre>
 *
 * <h2>Rules</h2>
 * <ul>
 *   <li>A JVM is described by asking it (release file, {@code -XshowSettings:properties}); a
 *       collector is available when {@code java <flags> -version} starts and selects it.</li>
 *   <li>Every launch goes through {@link io.tenure.platforms.ProbeCache}, keyed by JDK home,
 *       VM variant and file fingerprint: an unchanged host is described without launching.</li>
 *   <li>Discovery never throws on odd directories; only paths the user named are strict.</li>
 * </ul>
 */
package io.tenure.platforms;
