package io.tenure.report.assemble;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.bench.bundle.BenchResults;
import io.tenure.bench.bundle.BundleStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads result bundles with survival-bench's own reader ({@link BundleStore}), so the report sees
 * exactly what {@code tenure bench} wrote: cells, runs, flags, the command and GC log of every
 * fork. Problems name the directory and say what is wrong.
 */
public final class BundleLoader {
    private BundleLoader() {
    }

    public static LoadedBundle load(Path directory) throws IOException {
        String name = directory.toString();
        if (!Files.exists(directory)) {
            throw new NoSuchFileException(name);
        }
        if (!Files.isDirectory(directory)) {
            throw new ReportInputException(name + ": not a result bundle (expected a directory with "
                    + BundleStore.RESULTS + " and " + BundleStore.HOST + ")");
        }
        BenchResults results = new BundleStore(directory).read().orElseThrow(() ->
                new ReportInputException(name + ": not a result bundle: " + BundleStore.RESULTS + " is missing"));
        Path hostFile = directory.resolve(BundleStore.HOST);
        HostFacts host;
        if (Files.isRegularFile(hostFile)) {
            JsonNode json;
            try {
                json = BundleStore.mapper().readTree(hostFile.toFile());
            } catch (JsonProcessingException e) {
                throw new ReportInputException(hostFile + ": not valid JSON: " + e.getOriginalMessage());
            }
            if (json == null || !json.isObject()) {
                throw new ReportInputException(hostFile + ": expected a JSON object");
            }
            host = HostFacts.of(json);
        } else {
            throw new ReportInputException(name + ": not a result bundle: " + BundleStore.HOST + " is missing");
        }
        return new LoadedBundle(name, directory, host, results);
    }
}
