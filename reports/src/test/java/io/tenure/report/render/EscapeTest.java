package io.tenure.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each escaper for its own context, and the template that cannot be injected into. */
class EscapeTest {
    @Test
    void htmlEscapesMarkupAndBothQuotes() {
        assertThat(Escape.html("<a href=\"x\" title='y'>&</a>"))
                .isEqualTo("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
    }

    @Test
    void jsonInScriptCannotCloseTheScriptOrOpenAComment() {
        assertThat(Escape.jsonInScript("{\"a\":\"</script><!-- \u2028\u2029 & >\"}"))
                .isEqualTo("{\"a\":\"\\u003c/script\\u003e\\u003c!-- \\u2028\\u2029 \\u0026 \\u003e\"}");
    }

    @Test
    void markdownEscapesSyntaxHtmlAndLineBreaks() {
        assertThat(Escape.markdown("a|b *c* _d_ [e](f) <g> `h`\nnext"))
                .isEqualTo("a\\|b \\*c\\* \\_d\\_ \\[e\\](f) &lt;g&gt; \\`h\\` next");
    }

    @Test
    void templateValuesAreNeverScannedForPlaceholders() {
        assertThat(Template.fill("<t>{{a}}</t><s>{{b}}</s>", Map.of("a", "{{b}}", "b", "B")))
                .isEqualTo("<t>{{b}}</t><s>B</s>");
    }

    @Test
    void numbersForPeopleUseSignificantDigitsInRootLocale() {
        assertThat(Numbers.readable(1.37, 4)).isEqualTo("1.370");
        assertThat(Numbers.readable(0.0437512, 3)).isEqualTo("0.0438");
        assertThat(Numbers.readable(65025, 3)).isEqualTo("65025");
        assertThat(Numbers.readable(0.00001234, 3)).isEqualTo("1.23e-05");
        assertThat(Numbers.cell(null, 3)).isEqualTo("—");
        assertThat(Numbers.exact(0.1 + 0.2)).isEqualTo("0.30000000000000004");
    }
}
