package io.tenure.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

class SmokeTest {
    @Test
    void boots() {
        SparkSession spark = SparkSession.builder().master("local[2]").appName("smoke")
                .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2").getOrCreate();
        try {
            assertThat(spark.range(10).count()).isEqualTo(10);
        } finally {
            spark.stop();
        }
    }
}
