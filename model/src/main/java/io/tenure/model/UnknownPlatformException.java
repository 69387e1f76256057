package io.tenure.model;

import java.util.List;

/** A platform key that the model does not have (for the response asked about). */
public class UnknownPlatformException extends ModelInputException {
    private static final long serialVersionUID = 1L;

    private final String key;
    // transient: List is not Serializable as a type (javac -Xlint:serial of newer JDKs, e.g. 25); the message carries the keys too
    private final transient List<String> known;

    public UnknownPlatformException(String key, List<String> known) {
        super("no platform '" + key + "' in the model; its platforms are: " + String.join(", ", known));
        this.key = key;
        this.known = List.copyOf(known);
    }

    public String key() {
        return key;
    }

    /** The keys the model has, sorted. */
    public List<String> known() {
        return known;
    }
}
