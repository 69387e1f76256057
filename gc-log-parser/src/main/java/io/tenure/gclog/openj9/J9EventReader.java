package io.tenure.gclog.openj9;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.Severity;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Timestamp;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Deque;
import javax.xml.stream.Location;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Pulls StAX events until the handler has produced a GC event. Memory is bounded: the element
 * stack is capped, the handler holds one pause, and the queue holds what one element produced.
 *
 * <p>A log cut mid-write is normal (the JVM was still running, or was killed): the XML then ends
 * early and StAX reports an error. That, and any other malformed XML, ends the read with one
 * diagnostic at the line StAX stopped on; the events before it stand.
 */
final class J9EventReader implements EventReader {
    /** Verbose GC XML nests four or five deep; anything far deeper is not a GC log. */
    private static final int MAX_DEPTH = 64;

    private final String file;
    private final InputStream in;
    private final Diagnostics diagnostics;
    private final Deque<GcEvent> queue = new ArrayDeque<>();
    private final Deque<String> open = new ArrayDeque<>();
    private final VerboseGcHandler handler;
    private XMLStreamReader xml;
    private boolean done;
    private boolean rootSeen;

    J9EventReader(String file, InputStream in, Diagnostics diagnostics) {
        this.file = file;
        this.in = in;
        this.diagnostics = diagnostics;
        this.handler = new VerboseGcHandler(file, diagnostics, queue::add);
        try {
            this.xml = SecureStax.open(in);
        } catch (XMLStreamException e) {
            fail(e.getLocation(), Severity.ERROR, "unreadable-xml", "not readable as XML: " + e.getMessage());
        }
    }

    @Override
    public GcEvent next() throws IOException {
        while (queue.isEmpty() && !done) {
            step();
        }
        return queue.poll();
    }

    private void step() throws IOException {
        try {
            if (!xml.hasNext()) {
                finish();
                return;
            }
            int type = xml.next();
            if (type == XMLStreamConstants.START_ELEMENT) {
                startElement();
            } else if (type == XMLStreamConstants.END_ELEMENT) {
                String name = open.pop();
                handler.end(name, open.isEmpty() ? "" : open.peek());
            } else if (type == XMLStreamConstants.DTD) {
                // A verbose GC log has no DTD; one that has is crafted (entity bombs, external entities), and
                // reading on would only fail at the first entity reference with a confusing message.
                fail(xml.getLocation(), Severity.ERROR, "dtd-refused",
                        "DTDs are refused (the declaration ends here): a verbose GC log has none and tenure expands no entity; nothing read");
            } else if (type == XMLStreamConstants.END_DOCUMENT) {
                finish();
            }
        } catch (XMLStreamException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (open.isEmpty() && rootSeen) {
                fail(e.getLocation(), Severity.WARNING, "trailing-content",
                        "content after the end of the log: " + firstLine(e.getMessage()));
            } else if (open.size() == 1 && !handler.midCollection()) {
                // Between collections: what a running (or killed) JVM's log looks like. Nothing lost.
                fail(e.getLocation(), Severity.NOTE, "log-not-closed",
                        "log ends without </verbosegc> (JVM still running or killed): " + firstLine(e.getMessage()));
            } else if (endsEarly(e)) {
                fail(e.getLocation(), Severity.ERROR, "truncated-xml",
                        "log ends inside an element (cut mid-write), the collection in progress is lost: "
                                + firstLine(e.getMessage()));
            } else {
                fail(e.getLocation(), Severity.ERROR, "malformed-xml",
                        "not well-formed XML, reading stops here: " + firstLine(e.getMessage()));
            }
        }
    }

    private void startElement() {
        String name = xml.getLocalName();
        if (open.isEmpty()) {
            rootSeen = true;
            if (!"verbosegc".equals(name)) {
                fail(xml.getLocation(), Severity.ERROR, "not-verbosegc", "root element is <" + name + ">, not <verbosegc>");
                return;
            }
        }
        if (open.size() >= MAX_DEPTH) {
            fail(xml.getLocation(), Severity.ERROR, "too-deep", "elements nested deeper than " + MAX_DEPTH + ", not a verbose GC log");
            return;
        }
        String parent = open.isEmpty() ? "" : open.peek();
        open.push(name);
        handler.start(new XmlElement(xml, name, parent, Math.max(1, xml.getLocation().getLineNumber())));
    }

    private void finish() {
        if (!done) {
            done = true;
            handler.finish();
        }
    }

    private void fail(Location where, Severity severity, String code, String message) {
        diagnostics.report(new Diagnostic(severity, location(where), code, message, ""));
        done = true;
        handler.finish();
    }

    private SourceLocation location(Location where) {
        long line = where == null ? 1 : where.getLineNumber();
        return new SourceLocation(file, Math.max(1, line));
    }

    /** The JDK parser's wording for input that ends while elements are open (only the code depends on it). */
    private static boolean endsEarly(XMLStreamException e) {
        String m = e.getMessage();
        return m != null && m.contains("must start and end within the same entity");
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "";
        }
        String m = message.contains("Message: ") ? message.substring(message.indexOf("Message: ") + 9) : message;
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    @Override
    public Timestamp firstSeen() {
        return handler.clock().first();
    }

    @Override
    public Timestamp lastSeen() {
        return handler.clock().last();
    }

    @Override
    public void close() throws IOException {
        try {
            if (xml != null) {
                xml.close();
            }
        } catch (XMLStreamException e) {
            // closing a reader over a stream we close next cannot lose data
        } finally {
            in.close();
        }
    }
}
