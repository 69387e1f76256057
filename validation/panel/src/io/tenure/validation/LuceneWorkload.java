package io.tenure.validation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * Validation workload (c): Apache Lucene indexing a text corpus into an in-memory directory, then
 * answering seeded boolean queries over it, DaCapo's luindex and lusearch in one program.
 *
 * <p>Usage: {@code LuceneWorkload RESULT.json SOURCE_DIR WARMUP_ROUNDS MEASURED_ROUNDS COPIES QUERIES}.
 * A round indexes every file under SOURCE_DIR COPIES times (one document per file and copy), with
 * the writer's in-memory buffer large enough that postings accumulate over many young collections
 * before a segment is flushed, and the flushed segments stay in the heap (a
 * {@code ByteBuffersDirectory}): that is what this program keeps alive. QUERIES two-term queries,
 * drawn with a fixed seed from the corpus's own words, then run against the finished index.
 */
public final class LuceneWorkload {
    private static final double RAM_BUFFER_MB = 64;

    private LuceneWorkload() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 6) {
            throw new IllegalArgumentException(
                    "usage: LuceneWorkload RESULT.json SOURCE_DIR WARMUP_ROUNDS MEASURED_ROUNDS COPIES QUERIES");
        }
        Path result = Paths.get(args[0]);
        List<String> texts = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Paths.get(args[1]))) {
            for (Path p : files.filter(Files::isRegularFile).sorted().collect(Collectors.toList())) {
                texts.add(new String(Files.readAllBytes(p), StandardCharsets.UTF_8));
            }
        }
        if (texts.isEmpty()) {
            throw new IllegalArgumentException("no files under " + args[1]);
        }
        int warmup = Integer.parseInt(args[2]);
        int measured = Integer.parseInt(args[3]);
        int copies = Integer.parseInt(args[4]);
        int queries = Integer.parseInt(args[5]);
        List<String> words = words(texts);
        for (int i = 0; i < warmup; i++) {
            round(texts, words, copies, queries);
        }
        MeasuredPhase phase = new MeasuredPhase();
        phase.start();
        long hits = 0;
        for (int i = 0; i < measured; i++) {
            hits += round(texts, words, copies, queries);
        }
        if (hits == 0) {
            throw new IllegalStateException("no query found a document: the index is empty");
        }
        phase.finish(result, "lucene", (long) measured * texts.size() * copies, "documents indexed");
    }

    /** The query vocabulary: identifier-like words of the corpus, as StandardAnalyzer lowercases them. */
    private static List<String> words(List<String> texts) {
        List<String> words = new ArrayList<>();
        for (String text : texts.subList(0, Math.min(texts.size(), 50))) {
            for (String w : text.split("[^A-Za-z]+")) {
                if (w.length() >= 4) {
                    words.add(w.toLowerCase(java.util.Locale.ROOT));
                }
            }
        }
        return words;
    }

    private static long round(List<String> texts, List<String> words, int copies, int queries) throws IOException {
        try (ByteBuffersDirectory directory = new ByteBuffersDirectory()) {
            IndexWriterConfig config = new IndexWriterConfig(new StandardAnalyzer()).setRAMBufferSizeMB(RAM_BUFFER_MB);
            try (IndexWriter writer = new IndexWriter(directory, config)) {
                for (int c = 0; c < copies; c++) {
                    for (int i = 0; i < texts.size(); i++) {
                        Document doc = new Document();
                        doc.add(new StringField("id", c + "/" + i, Field.Store.YES));
                        doc.add(new TextField("body", texts.get(i), Field.Store.YES));
                        writer.addDocument(doc);
                    }
                }
                writer.commit();
            }
            long hits = 0;
            SplittableRandom random = new SplittableRandom(4711);
            try (DirectoryReader reader = DirectoryReader.open(directory)) {
                IndexSearcher searcher = new IndexSearcher(reader);
                for (int q = 0; q < queries; q++) {
                    BooleanQuery query = new BooleanQuery.Builder()
                            .add(new TermQuery(new Term("body", words.get(random.nextInt(words.size())))), BooleanClause.Occur.SHOULD)
                            .add(new TermQuery(new Term("body", words.get(random.nextInt(words.size())))), BooleanClause.Occur.SHOULD)
                            .build();
                    hits += searcher.search(query, 10).totalHits.value;
                }
            }
            return hits;
        }
    }
}
