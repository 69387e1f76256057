package io.tenure.spark;

import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;

/** Spark in this JVM with two task threads, as small and quiet as a test wants it. */
final class LocalSpark {
    private LocalSpark() {
    }

    static SparkSession start(String master, Path scratch) {
        return SparkSession.builder().master(master).appName("tenure-spark test")
                .config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "2")
                .config("spark.default.parallelism", "2")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.sql.warehouse.dir", scratch.resolve("warehouse").toString())
                .config("spark.local.dir", scratch.resolve("local").toString())
                .getOrCreate();
    }
}
