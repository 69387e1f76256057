package io.tenure.bundle;

import io.tenure.io.Json;
import io.tenure.platforms.HostFingerprint;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The one writer of bundle files. Every write goes through {@link Json#writeAtomically}, so a
 * runner killed at any moment leaves either the previous or the new {@code results.json}, never a
 * torn one. A process that writes a bundle holds its {@link #lock()} meanwhile, and
 * {@link #adoptHost} keeps one bundle to one host.
 */
public final class BundleWriter {
    private final Path dir;

    public BundleWriter(Path dir) {
        this.dir = dir;
    }

    public Path dir() {
        return dir;
    }

    public Path resultsFile() {
        return dir.resolve(Bundle.RESULTS);
    }

    /** The results written so far, read back with {@link BundleReader}. */
    public Optional<BenchResults> read() throws IOException {
        return BundleReader.results(resultsFile());
    }

    public void write(BenchResults results) throws IOException {
        Json.writeAtomically(resultsFile(), results);
    }

    public void writeHost(HostFingerprint host) throws IOException {
        Json.writeAtomically(dir.resolve(Bundle.HOST), host);
    }

    /** Held while this process writes the bundle; see {@link BundleLock}. */
    public BundleLock lock() throws IOException {
        return BundleLock.acquire(dir);
    }

    /**
     * Makes {@code here} the bundle's host, or checks that it already is, and returns its
     * {@link HostIdentity id} for the runs. A bundle is never extended under another host's
     * fingerprint: a {@code host.json} of another machine (even in a directory with no results
     * yet) or a run recorded on one is refused, and the user is told to use a new directory.
     *
     * @param previous the results already in the bundle, if any
     * @throws BundleException.ForeignHost when the bundle belongs to another host
     */
    public String adoptHost(HostFingerprint here, Optional<BenchResults> previous) throws IOException {
        String hereId = checkHost(here, previous);
        if (BundleReader.host(dir.resolve(Bundle.HOST)).isEmpty()) {
            writeHost(here);
        }
        return hereId;
    }

    /**
     * As {@link #adoptHost}, writing nothing ({@code bench --dry-run}): the id of {@code here}, or
     * the refusal {@link #adoptHost} would make.
     *
     * @throws BundleException.ForeignHost when the bundle belongs to another host
     */
    public String checkHost(HostFingerprint here, Optional<BenchResults> previous) throws IOException {
        String hereId = HostIdentity.of(here);
        Path hostFile = dir.resolve(Bundle.HOST);
        Optional<HostFingerprint> recorded = BundleReader.host(hostFile);
        if (recorded.isPresent() && !HostIdentity.of(recorded.get()).equals(hereId)) {
            throw foreign(hostFile + " describes host '" + recorded.get().hostname() + "' (id "
                    + HostIdentity.of(recorded.get()) + ")", here, hereId);
        }
        for (CellResult cell : previous.map(BenchResults::cells).orElse(List.of())) {
            for (RunResult run : cell.runs()) {
                if (run.hostId() != null && !run.hostId().equals(hereId)) {
                    throw foreign(resultsFile() + " holds run " + run.runId() + " of host id " + run.hostId(), here,
                            hereId);
                }
            }
        }
        return hereId;
    }

    private BundleException.ForeignHost foreign(String what, HostFingerprint here, String hereId) {
        return new BundleException.ForeignHost(what + ", this is '" + here.hostname() + "' (id " + hereId
                + "): a bundle holds the runs of one host; write this host's runs to a new --out and give both"
                + " bundles to 'tenure report'");
    }
}
