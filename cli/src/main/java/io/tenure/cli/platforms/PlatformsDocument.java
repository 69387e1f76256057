package io.tenure.cli.platforms;

import io.tenure.platforms.CollectorSupport;
import io.tenure.platforms.GcLogging;
import io.tenure.platforms.HostFingerprint;
import io.tenure.platforms.JfrFlags;
import io.tenure.platforms.Jvm;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * {@code tenure platforms --format json} ({@value #SCHEMA}): this host's fingerprint (as in a
 * bundle's {@code host.json}) and every JVM shown, with its collectors and the flags that turn
 * on GC logging and JFR.
 *
 * @param problems JVMs that were skipped, and why
 */
public record PlatformsDocument(String schema, String tool, String version, HostFingerprint host, List<JvmEntry> jvms,
                                List<String> problems) {
    public static final String SCHEMA = "tenure-platforms/1";
    /** Placeholders for file names in the flag examples. */
    private static final Path LOG_PLACEHOLDER = Path.of("GCLOG");
    private static final Path JFR_PLACEHOLDER = Path.of("JFRFILE");

    public PlatformsDocument {
        jvms = List.copyOf(jvms);
        problems = List.copyOf(problems);
    }

    /**
     * One JVM.
     *
     * @param family     {@code hotspot} or {@code openj9}
     * @param launch     the command prefix that starts it (java plus a VM variant flag)
     * @param gcLogFlags the flags that write a GC log to the file {@code GCLOG}
     * @param jfrFlags   the flags that record JFR to the file {@code JFRFILE}, or null without JFR
     */
    public record JvmEntry(String id, String vendor, String distribution, String version, int featureVersion,
                           String vm, String vmVariant, String arch, String family, String home, String java,
                           List<String> launch, boolean jfr, List<String> gcLogFlags, List<String> jfrFlags,
                           List<CollectorEntry> collectors) {
        static JvmEntry of(PlatformsView.Row row) {
            Jvm jvm = row.jvm();
            return new JvmEntry(jvm.id(), jvm.vendor(), jvm.distribution(), jvm.version(), jvm.featureVersion(),
                    jvm.vmName(), jvm.vmVariant(), jvm.arch(), jvm.family().name().toLowerCase(Locale.ROOT),
                    jvm.home().toString(), jvm.javaExecutable().toString(), jvm.launchPrefix(), row.jfr(),
                    GcLogging.flagsFor(jvm, LOG_PLACEHOLDER),
                    row.jfr() ? JfrFlags.flagsFor(jvm, JFR_PLACEHOLDER).orElse(List.of()) : null,
                    row.collectors().stream().map(CollectorEntry::of).toList());
        }
    }

    /**
     * One collector of a JVM.
     *
     * @param id          what {@code tenure bench --gc} takes
     * @param reason      why it is unavailable, or null when it is available
     * @param reclamation how it reclaims memory ({@code copying}, {@code mark-sweep-compact} ...)
     */
    public record CollectorEntry(String id, String name, boolean available, List<String> flags, String reason,
                                 List<String> warnings, boolean generational, boolean concurrent,
                                 String reclamation) {
        static CollectorEntry of(CollectorSupport support) {
            return new CollectorEntry(support.collector().id(), support.collector().displayName(), support.available(),
                    support.flags(), support.reason(), support.warnings(), support.generational(),
                    support.concurrent(), support.reclamation().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        }
    }

    static PlatformsDocument of(String toolVersion, HostFingerprint host, List<PlatformsView.Row> rows,
                                List<String> problems) {
        return new PlatformsDocument(SCHEMA, "tenure", toolVersion, host, rows.stream().map(JvmEntry::of).toList(),
                problems);
    }
}
