package io.tenure.bundle;

import io.tenure.platforms.HostFingerprint;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

/**
 * The id of the host a run ran on: a hash of the fingerprint's facts that name the machine
 * (hostname, OS name, architecture, CPU model, logical CPUs). Facts that change on the same
 * machine (kernel release, memory the kernel reserves, cgroup limits, capture time) are left out,
 * so an upgraded kernel is still the same host; a bundle copied to another machine is not.
 */
public final class HostIdentity {
    private HostIdentity() {
    }

    /** e.g. {@code 3f2a9c0d41b7e815}: 16 hex digits of the SHA-256 of the identifying facts. */
    public static String of(HostFingerprint host) {
        String facts = String.join("\n", Objects.toString(host.hostname(), ""), host.os().name(),
                Objects.toString(host.os().arch(), ""), Objects.toString(host.cpu().model(), ""),
                Integer.toString(host.cpu().logicalCpus()));
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(facts.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
