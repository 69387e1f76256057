package io.tenure.cli.common;

import io.tenure.compare.profile.LogProfile;
import io.tenure.compare.profile.ProfileReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** A program's profile read from its GC log, for {@code tenure profile} and {@code tenure predict --log}. */
public final class ProfileLogs {
    private ProfileLogs() {
    }

    /** The profile, with the several-programs case as a usage error. */
    public static LogProfile read(List<Path> logs, Path jfr) throws IOException {
        try {
            return ProfileReader.read(logs, jfr, VersionProvider.version());
        } catch (ProfileReader.NotOneLogException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }
}
