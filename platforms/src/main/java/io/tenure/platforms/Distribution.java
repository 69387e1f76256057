package io.tenure.platforms;

import java.util.List;
import java.util.Locale;

/**
 * Names a JDK build for ids ({@code temurin}, {@code corretto}, {@code openjdk} ...), from the
 * vendor strings the JVM reports. The table is checked in order; a build nobody recognises is
 * {@code openjdk}, which is what Linux distributions' own packages are.
 */
final class Distribution {
    private record Rule(String needle, String name) {
    }

    /** Matched, in order, against vendor, vendor version, runtime name and VM name together. */
    private static final List<Rule> RULES = List.of(
            new Rule("temurin", "temurin"),
            new Rule("adoptium", "temurin"),
            new Rule("adoptopenjdk", "adoptopenjdk"),
            new Rule("semeru", "semeru"),
            new Rule("corretto", "corretto"),
            new Rule("amazon", "corretto"),
            new Rule("zulu", "zulu"),
            new Rule("azul", "zulu"),
            new Rule("liberica", "liberica"),
            new Rule("bellsoft", "liberica"),
            new Rule("microsoft", "microsoft"),
            new Rule("sapmachine", "sapmachine"),
            new Rule("sap se", "sapmachine"),
            new Rule("graalvm", "graalvm"),
            new Rule("dragonwell", "dragonwell"),
            new Rule("alibaba", "dragonwell"),
            new Rule("kona", "kona"),
            new Rule("tencent", "kona"),
            new Rule("jetbrains", "jbr"),
            new Rule("red hat", "redhat"),
            new Rule("ibm", "ibm"),
            new Rule("java(tm)", "oracle"),
            new Rule("java hotspot", "oracle"));

    private Distribution() {
    }

    static String of(JvmIdentity identity) {
        String haystack = String.join(" ", identity.vendor(),
                identity.vendorVersion() == null ? "" : identity.vendorVersion(),
                identity.runtimeName() == null ? "" : identity.runtimeName(),
                identity.vmName()).toLowerCase(Locale.ROOT);
        String name = RULES.stream()
                .filter(rule -> haystack.contains(rule.needle()))
                .map(Rule::name)
                .findFirst()
                .orElse("openjdk");
        boolean openJ9 = identity.family() == JvmFamily.OPENJ9;
        if (openJ9 && !name.equals("semeru") && !name.equals("ibm")) {
            // e.g. AdoptOpenJDK shipped both HotSpot and OpenJ9 builds under one vendor name.
            return name + "-openj9";
        }
        return name;
    }
}
