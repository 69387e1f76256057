package io.tenure.gclog.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CpuTimeTest {
    /** The logs write seconds to 10 ms: each becomes whole milliseconds, not 2009.9999999999998. */
    @Test
    void secondsAsLoggedBecomeExactMilliseconds() {
        CpuTime t = CpuTime.ofSeconds(2.01, 0.07 * 1.0000000000000002, 4.03);
        assertThat(2.01 * 1e3).as("what the product alone gives").isEqualTo(2009.9999999999998);
        assertThat(t.userMs()).isEqualTo(2010.0);
        assertThat(t.sysMs()).isEqualTo(70.0);
        assertThat(t.realMs()).isEqualTo(4030.0);
        assertThat(CpuTime.ofSeconds(1.2345678, 0, 1).userMs()).isEqualTo(1234.568);
    }

    @Test
    void aTimeThatIsNoNumberIsRefused() {
        assertThatThrownBy(() -> CpuTime.ofSeconds(Double.NaN, 0, 0)).hasMessageContaining("user time");
        assertThatThrownBy(() -> CpuTime.ofSeconds(0, Double.POSITIVE_INFINITY, 0)).hasMessageContaining("sys time");
        assertThatThrownBy(() -> CpuTime.ofSeconds(0, 0, -0.01)).hasMessageContaining("real time");
    }
}
