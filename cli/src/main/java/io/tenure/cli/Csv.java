package io.tenure.cli;

/** RFC 4180 cells: quoted only when they hold a comma, quote or line break. */
final class Csv {
    private Csv() {
    }

    static String cell(String value) {
        if (value.indexOf(',') < 0 && value.indexOf('"') < 0 && value.indexOf('\n') < 0 && value.indexOf('\r') < 0) {
            return value;
        }
        return '"' + value.replace("\"", "\"\"") + '"';
    }
}
