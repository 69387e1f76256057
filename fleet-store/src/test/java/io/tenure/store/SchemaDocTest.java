package io.tenure.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/schemas/tenure-store-1.md lists every column of every table with its type and nullability, in order. */
class SchemaDocTest {
    private static final Path DOC = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"))
            .resolve("../../../../docs/schemas/tenure-store-1.md").normalize();

    @Test
    void theDocumentedSchemaIsTheSchema() throws IOException {
        String doc = Files.readString(DOC);
        assertThat(doc).contains("# Fleet store schema `" + StoreSchema.VERSION + "`");
        for (Table<?> table : StoreSchema.TABLES) {
            int at = doc.indexOf("## `" + table.name() + "`");
            assertThat(at).as("section of " + table.name()).isPositive();
            for (Column<?> c : table.columns()) {
                String row = "| `" + c.name() + "` | " + c.type().sql() + " | " + (c.nullable() ? "yes" : "no") + " | "
                        + c.description().replace("|", "\\|") + " |";
                int next = doc.indexOf(row, at);
                assertThat(next).as(table.name() + "." + c.name() + " documented as " + row).isPositive();
                at = next;
            }
        }
    }
}
