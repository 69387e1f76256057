package io.tenure.gclog.openj9;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import javax.xml.XMLConstants;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * A StAX reader that cannot be made to fetch or expand anything: no DTD processing (so no
 * entity declarations, hence no "billion laughs"), no external entities, no external DTD or
 * schema access. A verbose GC log never needs any of them; a document that uses them fails with
 * an {@link XMLStreamException}, which the caller turns into a diagnostic.
 */
final class SecureStax {
    private SecureStax() {
    }

    static XMLStreamReader open(InputStream in) throws XMLStreamException {
        // The JDK's own implementation, whatever else sits on the class path.
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setProperty(XMLInputFactory.IS_COALESCING, false);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        // Decoded here, malformed bytes replaced: left to StAX, they make the JDK's parser print
        // "[Fatal Error]" to stderr, and a library must not print. J9 writes ASCII/UTF-8.
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        return factory.createXMLStreamReader(new InputStreamReader(in, utf8));
    }
}
