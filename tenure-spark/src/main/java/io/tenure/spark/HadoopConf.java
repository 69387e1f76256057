package io.tenure.spark;

import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;

/**
 * The driver's Hadoop configuration (credentials providers, endpoints, {@code spark.hadoop.*}
 * settings) carried to the executors, which open the logs with it. Hadoop's {@code Configuration}
 * is not serializable; its entries are.
 *
 * @param entries every property as the driver resolved it
 */
record HadoopConf(Map<String, String> entries) implements Serializable {
    private static final long serialVersionUID = 1L;

    HadoopConf {
        entries = new TreeMap<>(entries);
    }

    static HadoopConf of(Configuration conf) {
        Map<String, String> entries = new TreeMap<>();
        conf.forEach(e -> entries.put(e.getKey(), e.getValue()));
        return new HadoopConf(entries);
    }

    Configuration configuration() {
        Configuration conf = new Configuration(false);
        entries.forEach(conf::set);
        return conf;
    }
}
