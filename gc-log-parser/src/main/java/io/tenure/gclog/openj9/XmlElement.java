package io.tenure.gclog.openj9;

import java.util.OptionalLong;
import javax.xml.stream.XMLStreamReader;

/**
 * The start tag the StAX reader stands on, with the name of its parent and its line. Valid only
 * until the reader moves on.
 */
final class XmlElement {
    private final XMLStreamReader reader;
    private final String name;
    private final String parent;
    private final long line;

    XmlElement(XMLStreamReader reader, String name, String parent, long line) {
        this.reader = reader;
        this.name = name;
        this.parent = parent;
        this.line = line;
    }

    String name() {
        return name;
    }

    /** The enclosing element's local name, or an empty string at the root. */
    String parent() {
        return parent;
    }

    long line() {
        return line;
    }

    String attr(String attribute) {
        return reader.getAttributeValue(null, attribute);
    }

    /** A whole-number attribute; hex ({@code 0x...}) accepted; empty when absent or not a number. */
    OptionalLong longAttr(String attribute) {
        String v = attr(attribute);
        if (v == null) {
            return OptionalLong.empty();
        }
        try {
            String t = v.strip();
            return t.startsWith("0x") ? OptionalLong.of(Long.parseUnsignedLong(t.substring(2), 16))
                    : OptionalLong.of(Long.parseLong(t));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /** A decimal attribute, NaN when absent or not a number. */
    double doubleAttr(String attribute) {
        String v = attr(attribute);
        if (v == null) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(v.strip());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** The tag rebuilt from its parts, for diagnostics (the raw text is not kept by StAX). */
    String excerpt() {
        StringBuilder s = new StringBuilder("<").append(name);
        for (int i = 0; i < reader.getAttributeCount() && s.length() < 200; i++) {
            s.append(' ').append(reader.getAttributeLocalName(i)).append("=\"").append(reader.getAttributeValue(i)).append('"');
        }
        return s.append('>').toString();
    }
}
