package io.tenure.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LabelsTest {
    @Test
    void namedGroupsOfThePathAndFixedLabels() {
        Labels labels = Labels.parse(List.of("environment=prod", "service=override"),
                "logs/(?<service>[^/]+)/(?<pod>[^/]+)/(?:(?<host>h\\d+)/)?");
        assertThat(labels.of("/data/logs/payments/pod-7/gc.log"))
                .isEqualTo(Map.of("environment", "prod", "service", "override", "pod", "pod-7"));
        assertThat(labels.of("/elsewhere/gc.log")).isEqualTo(Map.of("environment", "prod", "service", "override"));
    }

    @Test
    void badArgumentsAreNamed() {
        assertThatThrownBy(() -> Labels.parse(List.of("service"), null)).hasMessage("--label service: expected KEY=VALUE");
        assertThatThrownBy(() -> Labels.parse(List.of("a=1", "a=2"), null)).hasMessage("--label a is given twice");
        assertThatThrownBy(() -> Labels.parse(List.of("9x=1"), null)).hasMessageContaining("label key '9x'");
        assertThatThrownBy(() -> Labels.parse(List.of(), "(unclosed")).hasMessageStartingWith("--labels-from '(unclosed': ");
        assertThatThrownBy(() -> Labels.parse(List.of(), "logs/([^/]+)/")).hasMessageContaining("no named group");
    }

    @Test
    void anEscapedParenthesisIsNoGroup() {
        assertThat(Labels.groupNames(java.util.regex.Pattern.compile("\\(?<x>a\\)?(?<y>b)"))).containsExactly("y");
    }
}
