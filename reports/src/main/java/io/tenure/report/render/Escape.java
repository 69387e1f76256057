package io.tenure.report.render;

/**
 * Every string in a report that came from outside (a log's cause string, a host name, a JVM
 * name, a command line) passes through one of these before it reaches a page, a table or an SVG.
 * Each method is for one context only.
 */
public final class Escape {
    private Escape() {
    }

    /** Text and attribute values in HTML, and text in SVG/XML. */
    public static String html(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * JSON text placed inside a {@code <script>} element. {@code <}, {@code >} and {@code &} can
     * only occur inside JSON strings, where {@code \u003c} means the same: so no {@code </script>}
     * and no {@code <!--} can end or confuse the element. U+2028 and U+2029 are escaped because
     * older JavaScript parsers take them for line ends.
     */
    public static String jsonInScript(String json) {
        StringBuilder out = new StringBuilder(json.length() + 16);
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            switch (c) {
                case '<' -> out.append("\\u003c");
                case '>' -> out.append("\\u003e");
                case '&' -> out.append("\\u0026");
                case '\u2028' -> out.append("\\u2028");
                case '\u2029' -> out.append("\\u2029");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * Text in Markdown (paragraphs and table cells): Markdown syntax characters are
     * backslash-escaped, HTML's are written as entities (Markdown passes raw HTML through), and
     * line breaks become spaces so a value cannot break a table row.
     */
    public static String markdown(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                // quotes stay: with < and > escaped no tag (and so no attribute) can start
                case '\r', '\n', '\u2028', '\u2029' -> out.append(' ');
                case '\\', '`', '*', '_', '[', ']', '|', '#', '!', '~' -> out.append('\\').append(c);
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
