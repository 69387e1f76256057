package io.tenure.gclog.input;

import io.airlift.compress.zstd.ZstdInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.tukaani.xz.XZInputStream;

/**
 * The decompressors that come from an {@link OptionalLibrary}, each in a class of its own: the JVM
 * verifies a class whole and loads the library classes it names while doing so, so one holder per
 * library lets an xz log be read when aircompressor or Commons Compress is missing. Each reads
 * concatenated members as one stream, as {@code cat a.xz b.xz} makes.
 */
final class LibraryDecompressors {
    private LibraryDecompressors() {
    }

    /** xz through XZ for Java (which reads concatenated streams and their padding). */
    static final class Xz {
        private Xz() {
        }

        static InputStream open(InputStream raw) throws IOException {
            return new XZInputStream(raw);
        }
    }

    /**
     * zstd through aircompressor's pure-Java decoder (frame after frame). It says "not enough input
     * bytes" where the file ends inside a frame: that is a cut, read as an {@link EOFException}.
     */
    static final class Zstd {
        private Zstd() {
        }

        static InputStream open(InputStream raw) {
            EndWatch input = new EndWatch(raw);
            return new FilterInputStream(new ZstdInputStream(input)) {
                @Override
                public int read() throws IOException {
                    byte[] one = new byte[1];
                    int n = read(one, 0, 1);
                    return n <= 0 ? -1 : one[0] & 0xff;
                }

                @Override
                public int read(byte[] buffer, int offset, int length) throws IOException {
                    try {
                        return super.read(buffer, offset, length);
                    } catch (IOException e) {
                        if (input.ended) {
                            EOFException cut = new EOFException("zstd stream truncated (" + e.getMessage() + ")");
                            cut.initCause(e);
                            throw cut;
                        }
                        throw e;
                    }
                }
            };
        }
    }

    /** bzip2 through Commons Compress. */
    static final class Bzip2 {
        private Bzip2() {
        }

        static InputStream open(InputStream raw) throws IOException {
            return new BZip2CompressorInputStream(raw, true);
        }
    }

    /** Remembers that the compressed input reached its end. */
    private static final class EndWatch extends FilterInputStream {
        private boolean ended;

        EndWatch(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            ended |= b < 0;
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            ended |= n < 0;
            return n;
        }
    }
}
