package io.tenure.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

class RequirementsTest {
    @Test
    void anAvailableComponentPassesWhetherRequiredOrNot() {
        assertThatCode(() -> Requirements.check("chromium", true, "found", "")).doesNotThrowAnyException();
        assertThatCode(() -> Requirements.check("chromium", true, "found", "chromium,zero")).doesNotThrowAnyException();
    }

    @Test
    void anAbsentComponentSkipsWithTheReasonAndTheProviderWhenNotRequired() {
        assertThatThrownBy(() -> Requirements.check("zero", false, "no Zero VM at /x", "chromium"))
                .isInstanceOf(TestAbortedException.class)
                .hasMessageStartingWith("zero is not available: no Zero VM at /x [")
                .hasMessageContaining("openjdk-17-jre-zero")
                .hasMessageEndingWith("-Dtenure.require=zero makes this a failure)");
    }

    @Test
    void anAbsentComponentFailsWhenRequired() {
        assertThatThrownBy(() -> Requirements.check("jdk21", false, "no java at /opt/jdk21", " chromium , jdk21 "))
                .isExactlyInstanceOf(AssertionError.class)
                .hasMessageStartingWith("jdk21 is not available: no java at /opt/jdk21")
                .hasMessageEndingWith("required by -Dtenure.require= chromium , jdk21 ");
    }

    @Test
    void aTypoInTheRequireListFailsEvenWhenTheComponentIsThere() {
        assertThatThrownBy(() -> Requirements.check("chromium", true, "found", "chromuim"))
                .isExactlyInstanceOf(AssertionError.class)
                .hasMessageContaining("unknown component(s) [chromuim]");
    }

    @Test
    void aTestAskingForAnUnknownComponentIsABug() {
        assertThatThrownBy(() -> Requirements.check("firefox", true, "found", ""))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("firefox");
    }

    @Test
    void anEmptyListRequiresNothing() {
        assertThat(Requirements.parse("")).isEmpty();
        assertThat(Requirements.parse(" , ")).isEmpty();
        assertThat(Requirements.parse("zero,jdk11")).containsExactly("jdk11", "zero");
    }

    @Test
    void everyJdkComponentHasAHome() {
        for (String jdk : new String[] {"jdk11", "jdk17", "jdk21", "jdk25"}) {
            assertThat(Requirements.COMPONENTS).containsKey(jdk);
            assertThat(TestJdks.home(jdk)).isAbsolute();
        }
        assertThatThrownBy(() -> TestJdks.home("zero")).isInstanceOf(IllegalArgumentException.class);
    }
}
