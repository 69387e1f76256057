package io.tenure.report.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The page template (in this module) and ECharts (from the {@code org.mvnpm:echarts} jar), read
 * from the class path once. Missing resources mean a broken build, not bad input.
 */
final class Resources {
    static final String ECHARTS = "META-INF/resources/_static/echarts/5.6.0/dist/echarts.min.js";
    static final String TEMPLATE = "io/tenure/report/report.html";

    private static volatile String echarts;
    private static volatile String template;

    private Resources() {
    }

    static String echarts() {
        if (echarts == null) {
            echarts = read(ECHARTS);
        }
        return echarts;
    }

    static String template() {
        if (template == null) {
            template = read(TEMPLATE);
        }
        return template;
    }

    private static String read(String name) {
        try (InputStream in = Resources.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " is not on the class path (broken build?)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read resource " + name, e);
        }
    }
}
