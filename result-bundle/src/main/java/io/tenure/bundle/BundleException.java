package io.tenure.bundle;

import java.io.IOException;

/**
 * A bundle that cannot be read or used as it is: the message names the file and the field.
 * The command line reports it as an input problem (exit 1).
 */
public class BundleException extends IOException {
    private static final long serialVersionUID = 1L;

    public BundleException(String message) {
        super(message);
    }

    public BundleException(String message, Throwable cause) {
        super(message, cause);
    }

    /** Another process writes the bundle: the user must wait or choose another directory (exit 2). */
    public static final class Locked extends BundleException {
        private static final long serialVersionUID = 1L;

        Locked(String message) {
            super(message);
        }
    }

    /**
     * The bundle belongs to another host: its runs must not be mixed with this machine's under that
     * host's fingerprint (exit 2).
     */
    public static final class ForeignHost extends BundleException {
        private static final long serialVersionUID = 1L;

        ForeignHost(String message) {
            super(message);
        }
    }
}
