package io.tenure.cli.common;

import io.tenure.io.Sizes;

/** Sizes on the command line ({@link Sizes}): a size that is not one is a usage error. */
public final class SizeArgument {
    private SizeArgument() {
    }

    /** {@link Sizes#megabytes}. */
    public static double megabytes(String option, String text) {
        try {
            return Sizes.megabytes(option, text);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }

    /** {@link Sizes#positiveMegabytes}. */
    public static double positiveMegabytes(String option, String text) {
        try {
            return Sizes.positiveMegabytes(option, text);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }

    /** {@link Sizes#wholeMegabytes}. */
    public static long wholeMegabytes(String option, String text) {
        try {
            return Sizes.wholeMegabytes(option, text);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }
}
