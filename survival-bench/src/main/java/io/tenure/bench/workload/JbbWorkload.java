package io.tenure.bench.workload;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A transactional workload in the manner of SPEC JBB2000, the open counterpart of the study's
 * s = 0.437 case: warehouses, districts, customers, orders and order lines kept in memory, a
 * new-order / payment / order-status / delivery / stock-level mix (45/43/4/4/4 per 100, in a fixed
 * deterministic order). Orders (with their order lines and delivery records) and payment
 * histories are retained for {@code retentionMB} of the thread's further allocation (the
 * allocation clock, as a collector sees time), then dropped: with a retention of several young
 * generations they are promoted, so the survival the collector sees is the share of the bytes
 * these records take, about 0.4, the program's own and not a knob's. Each thread owns one
 * warehouse and runs transactions until it has allocated its share of {@code workMB} (the JVM's
 * per-thread allocation counter; without one, {@code workMB × 1000} transactions in all).
 *
 * <p>Usage: {@code java [gc flags] -cp DIR io.tenure.bench.workload.JbbWorkload threads=1
 * customers=3000 retentionMB=128 warmupMB=256 workMB=1024 seed=42 result=FILE}
 *
 * <p>Result: the survival workload's contract ({@code tenure-workload/1}: status, elapsed and CPU
 * seconds, allocated bytes, measured-phase uptimes, JVM facts) plus {@code workload: "jbb"},
 * {@code transactions}, {@code transactionsPerSecond} and response-time percentiles from a
 * fixed-bucket histogram (4 buckets per power of two of nanoseconds: a percentile is its bucket's
 * upper bound, within 19 %; the maximum is exact).
 */
public final class JbbWorkload {
    static final int DISTRICTS = 10;
    static final int ITEMS = 10000;
    private static final int BUCKETS = 4 * 48;
    /** The allocation clock's step per transaction where the JVM cannot count allocated bytes. */
    static final long ESTIMATED_BYTES_PER_TRANSACTION = 1024;

    final int threads;
    final int customers;
    /** Allocation (per thread) during which an order or a history record stays reachable. */
    final double retentionMB;
    final long warmupBytes;
    final long workBytes;
    final long seed;
    final String resultFile;

    JbbWorkload(Map<String, String> args) {
        threads = (int) number(args, "threads", 1);
        customers = (int) number(args, "customers", 3000);
        retentionMB = number(args, "retentionMB", 128);
        warmupBytes = (long) (number(args, "warmupMB", 256) * WorkloadConfig.MB);
        workBytes = (long) (number(args, "workMB", 1024) * WorkloadConfig.MB);
        seed = (long) number(args, "seed", 42);
        resultFile = args.get("result");
        if (resultFile == null) {
            throw new IllegalArgumentException("result=FILE is required");
        }
        if (threads < 1 || threads > 1024 || customers < 1 || !(retentionMB > 0) || workBytes <= 0 || warmupBytes < 0) {
            throw new IllegalArgumentException("threads in [1,1024], customers, retentionMB and workMB > 0, warmupMB >= 0");
        }
    }

    static JbbWorkload parse(String[] argv) {
        Map<String, String> args = new LinkedHashMap<String, String>();
        for (String arg : argv) {
            int eq = arg.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("expected key=value, got '" + arg + "'");
            }
            String key = arg.substring(0, eq);
            if (!",threads,customers,retentionMB,warmupMB,workMB,seed,result,".contains("," + key + ",")) {
                throw new IllegalArgumentException("unknown argument '" + key
                        + "'; known: threads, customers, retentionMB, warmupMB, workMB, seed, result");
            }
            args.put(key, arg.substring(eq + 1));
        }
        return new JbbWorkload(args);
    }

    private static double number(Map<String, String> args, String key, double fallback) {
        String v = args.get(key);
        return v == null ? fallback : Double.parseDouble(v);
    }

    public static void main(String[] argv) {
        JbbWorkload w;
        try {
            w = parse(argv);
        } catch (IllegalArgumentException e) {
            System.err.println("jbb workload: " + e.getMessage());
            System.exit(ExitStatus.USAGE);
            return;
        }
        try {
            System.exit(w.run());
        } catch (Throwable e) {
            boolean oom = e instanceof OutOfMemoryError;
            int code = oom ? ExitStatus.OUT_OF_MEMORY : ExitStatus.ERROR;
            try {
                System.err.println("jbb workload: " + ExitStatus.describe(code) + ": " + e);
                SurvivalWorkload.writeAtomically(Paths.get(w.resultFile), new JsonWriter()
                        .field("schema", "tenure-workload/1").field("status", oom ? "out-of-memory" : "error")
                        .field("message", String.valueOf(e)).finish());
            } catch (Throwable ignored) {
                // The exit code alone must tell.
            }
            Runtime.getRuntime().halt(code);
        }
    }

    int run() throws Exception {
        final AllocationMeter meter = new AllocationMeter();
        final Terminal[] terminals = new Terminal[threads];
        for (int i = 0; i < threads; i++) {
            terminals[i] = new Terminal(new Warehouse(customers, (long) (retentionMB * WorkloadConfig.MB)), seed + 977L * i, meter);
        }
        final long[] allocated = new long[threads];
        final long[] startUptime = new long[1];
        final long[] timings = new long[4];
        final java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(threads, new Runnable() {
            @Override
            public void run() {
                startUptime[0] = ManagementFactory.getRuntimeMXBean().getUptime();
                timings[0] = gcTotal(true);
                timings[1] = gcTotal(false);
                timings[2] = meter.processCpuNanos();
                timings[3] = System.nanoTime();
            }
        });
        final Throwable[] failure = new Throwable[1];
        List<Thread> workers = new ArrayList<Thread>();
        for (int i = 0; i < threads; i++) {
            final int index = i;
            Thread t = new Thread(new Runnable() {
                @Override
                public void run() {
                    try {
                        terminals[index].runFor(warmupBytes / threads, false);
                        start.await();
                        allocated[index] = terminals[index].runFor(workBytes / threads, true);
                    } catch (Throwable e) {
                        synchronized (failure) {
                            failure[0] = failure[0] == null ? e : failure[0];
                        }
                        start.reset();
                    }
                }
            }, "jbb-terminal-" + i);
            workers.add(t);
            t.start();
        }
        for (Thread t : workers) {
            t.join();
        }
        long wallEnd = System.nanoTime();
        long cpuEnd = meter.processCpuNanos();
        long endUptime = ManagementFactory.getRuntimeMXBean().getUptime();
        if (failure[0] instanceof Exception) {
            throw (Exception) failure[0];
        } else if (failure[0] != null) {
            throw (Error) failure[0];
        }
        long[] histogram = new long[BUCKETS];
        long transactions = 0;
        long maxNanos = 0;
        long bytes = 0;
        long live = 0;
        long history = 0;
        for (int i = 0; i < threads; i++) {
            for (int b = 0; b < BUCKETS; b++) {
                histogram[b] += terminals[i].histogram[b];
            }
            transactions += terminals[i].measuredTransactions;
            maxNanos = Math.max(maxNanos, terminals[i].maxNanos);
            bytes += allocated[i];
            live += terminals[i].warehouse.retainedOrders();
            history += terminals[i].warehouse.histories.size();
        }
        double seconds = (wallEnd - timings[3]) / 1e9;
        boolean counted = meter.canCountAllocations();
        JsonWriter json = new JsonWriter()
                .field("schema", "tenure-workload/1")
                .field("status", "ok")
                .field("message", (String) null)
                .field("workload", "jbb")
                .field("threads", threads)
                .field("warehouses", threads)
                .field("districts", DISTRICTS)
                .field("customers", customers)
                .field("retentionMB", retentionMB)
                .field("warmupMB", (double) warmupBytes / WorkloadConfig.MB)
                .field("workMB", (double) workBytes / WorkloadConfig.MB)
                .field("seed", seed)
                .field("elapsedSeconds", seconds)
                .field("cpuSeconds", timings[2] < 0 || cpuEnd < 0 ? Double.NaN : (cpuEnd - timings[2]) / 1e9)
                .nullableCount("allocatedBytes", counted ? bytes : -1)
                .raw("analyticAllocatedBytes", "null")
                .field("allocationCheck", "unchecked")
                .field("allocationRateMBps", counted && seconds > 0 ? bytes / (double) WorkloadConfig.MB / seconds : Double.NaN)
                .field("retainedOrdersAtEnd", live)
                .field("retainedHistoriesAtEnd", history)
                .field("transactions", transactions)
                .field("transactionsPerSecond", seconds > 0 ? transactions / seconds : Double.NaN)
                .field("responseP50Ms", percentile(histogram, transactions, 0.50) / 1e6)
                .field("responseP90Ms", percentile(histogram, transactions, 0.90) / 1e6)
                .field("responseP99Ms", percentile(histogram, transactions, 0.99) / 1e6)
                .field("responseMaxMs", maxNanos / 1e6)
                .field("measuredStartUptimeMs", startUptime[0])
                .field("measuredEndUptimeMs", endUptime)
                .field("gcCount", gcTotal(true) - timings[0])
                .field("gcTimeMs", gcTotal(false) - timings[1]);
        List<String> collectors = new ArrayList<String>();
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            collectors.add(gc.getName());
        }
        json.field("javaVersion", System.getProperty("java.version"))
                .field("javaVendor", System.getProperty("java.vendor"))
                .field("vmName", System.getProperty("java.vm.name"))
                .field("vmVersion", System.getProperty("java.vm.version"))
                .raw("collectorBeans", JsonWriter.stringArray(collectors))
                .raw("inputArguments", JsonWriter.stringArray(ManagementFactory.getRuntimeMXBean().getInputArguments()))
                .field("availableProcessors", Runtime.getRuntime().availableProcessors());
        SurvivalWorkload.writeAtomically(Paths.get(resultFile), json.finish());
        System.out.println("jbb workload: done, checksum " + Sink.fingerprint());
        return ExitStatus.OK;
    }

    /** The bucket of a response time: 4 per power of two of nanoseconds. */
    static int bucket(long nanos) {
        if (nanos < 1) {
            return 0;
        }
        int octave = 63 - Long.numberOfLeadingZeros(nanos);
        // The two bits below the leading one; below 4 ns they are the offset from 2^octave, scaled.
        int quarter = octave >= 2 ? (int) ((nanos >>> (octave - 2)) & 3) : (int) (((nanos - (1L << octave)) << 2) >> octave);
        return Math.min(BUCKETS - 1, octave * 4 + quarter);
    }

    /** The upper bound in ns of a bucket. */
    static double upperBound(int bucket) {
        int octave = bucket / 4;
        int quarter = bucket % 4;
        return Math.pow(2, octave) * (1 + (quarter + 1) / 4.0);
    }

    static double percentile(long[] histogram, long count, double q) {
        if (count == 0) {
            return Double.NaN;
        }
        long rank = (long) Math.ceil(q * count);
        long seen = 0;
        for (int b = 0; b < histogram.length; b++) {
            seen += histogram[b];
            if (seen >= rank) {
                return upperBound(b);
            }
        }
        return upperBound(histogram.length - 1);
    }

    private static long gcTotal(boolean count) {
        long sum = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            sum += Math.max(0, count ? gc.getCollectionCount() : gc.getCollectionTime());
        }
        return sum;
    }

    /** One thread's client: picks transactions in a fixed mix and times each. */
    static final class Terminal {
        final Warehouse warehouse;
        final long[] histogram = new long[BUCKETS];
        final AllocationMeter meter;
        long maxNanos;
        long measuredTransactions;
        /** The allocation clock at the start of the current phase. */
        private long clockBase;
        private long state;
        private int turn;

        Terminal(Warehouse warehouse, long seed, AllocationMeter meter) {
            this.warehouse = warehouse;
            this.meter = meter;
            this.state = seed == 0 ? 1 : seed;
        }

        /** Runs transactions until {@code bytes} are allocated; returns the bytes (or -1 uncounted). */
        long runFor(long bytes, boolean measure) {
            boolean counted = meter.canCountAllocations();
            long start = meter.currentThreadAllocatedBytes();
            long fallback = bytes / ESTIMATED_BYTES_PER_TRANSACTION;
            for (long n = 0; ; n++) {
                if ((n & 63) == 0) {
                    long now = counted ? meter.currentThreadAllocatedBytes() - start : n * ESTIMATED_BYTES_PER_TRANSACTION;
                    warehouse.clock = clockBase + now;
                    if (counted ? now >= bytes : n >= fallback) {
                        clockBase += now;
                        return counted ? now : -1;
                    }
                }
                long t0 = System.nanoTime();
                transaction();
                long nanos = System.nanoTime() - t0;
                if (measure) {
                    histogram[bucket(nanos)]++;
                    maxNanos = Math.max(maxNanos, nanos);
                    measuredTransactions++;
                }
            }
        }

        /** 45 new-order, 43 payment, 4 order-status, 4 delivery, 4 stock-level in every 100. */
        void transaction() {
            int slot = turn;
            turn = (turn + 37) % 100;
            int district = (int) Long.remainderUnsigned(next(), DISTRICTS);
            int customer = (int) Long.remainderUnsigned(next(), warehouse.customers.length);
            if (slot < 45) {
                warehouse.newOrder(district, customer, next());
            } else if (slot < 88) {
                warehouse.payment(district, customer, (int) (next() & 0xffff));
            } else if (slot < 92) {
                Sink.publish(warehouse.orderStatus(customer));
            } else if (slot < 96) {
                warehouse.delivery(district);
            } else {
                Sink.publish(warehouse.stockLevel(district, 20 + (int) (next() & 7)));
            }
        }

        private long next() {
            state ^= state >>> 12;
            state ^= state << 25;
            state ^= state >>> 27;
            return state * 0x2545F4914F6CDD1DL;
        }
    }

    /**
     * A warehouse: its stock, customers and districts, each district keeping its orders, and the
     * payment history, for {@code retentionBytes} of the allocation clock.
     */
    static final class Warehouse {
        final int[] stock = new int[ITEMS];
        final Customer[] customers;
        final RetentionQueue<Order>[] orders;
        final int[] nextOrder = new int[DISTRICTS];
        final int[] oldestUndelivered = new int[DISTRICTS];
        final RetentionQueue<History> histories = new RetentionQueue<History>();
        final long retentionBytes;
        /** This warehouse's thread's allocated bytes so far (set by its terminal). */
        long clock;
        long ytd;

        @SuppressWarnings("unchecked")
        Warehouse(int customerCount, long retentionBytes) {
            this.retentionBytes = retentionBytes;
            customers = new Customer[customerCount];
            for (int i = 0; i < customerCount; i++) {
                customers[i] = new Customer(i);
            }
            orders = (RetentionQueue<Order>[]) new RetentionQueue<?>[DISTRICTS];
            for (int d = 0; d < DISTRICTS; d++) {
                orders[d] = new RetentionQueue<Order>();
            }
            for (int i = 0; i < ITEMS; i++) {
                stock[i] = 50 + i % 50;
            }
        }

        void newOrder(int district, int customer, long random) {
            int lineCount = 5 + (int) ((random >>> 8) % 11);
            Order order = new Order(nextOrder[district]++, customers[customer], lineCount);
            for (int i = 0; i < lineCount; i++) {
                int item = (int) ((random >>> (i * 3)) & 0x7fffffff) % ITEMS;
                int quantity = 1 + (int) ((random >>> i) % 10);
                stock[item] = stock[item] >= quantity + 10 ? stock[item] - quantity : stock[item] - quantity + 91;
                order.lines[i] = new OrderLine(item, quantity, quantity * (item % 100 + 1));
            }
            RetentionQueue<Order> queue = orders[district];
            queue.expire(clock - retentionBytes);
            queue.add(order, clock);
            customers[customer].lastOrder = order;
            // the confirmation screen, 32 bytes per line: the transaction's short-lived output
            byte[] screen = new byte[32 * lineCount];
            screen[0] = (byte) order.id;
            Sink.publish(screen);
        }

        void payment(int district, int customer, int amount) {
            Customer c = customers[customer];
            c.balance -= amount;
            ytd += amount;
            histories.expire(clock - retentionBytes);
            histories.add(new History(c, district, amount), clock);
        }

        Order orderStatus(int customer) {
            return customers[customer].lastOrder;
        }

        /** The order of {@code id} in {@code district} if it is still retained, else null. */
        Order order(int district, int id) {
            RetentionQueue<Order> queue = orders[district];
            int first = nextOrder[district] - queue.size();
            return id >= first && id < nextOrder[district] ? queue.get(id - first) : null;
        }

        void delivery(int district) {
            int first = Math.max(oldestUndelivered[district], nextOrder[district] - orders[district].size());
            for (int id = first; id < nextOrder[district] && id < first + 10; id++) {
                Order o = order(district, id);
                if (o != null && o.carrier == null) {
                    o.carrier = new Delivery(id, district);
                    o.customer.balance += o.total();
                }
                oldestUndelivered[district] = id + 1;
            }
        }

        int stockLevel(int district, int threshold) {
            boolean[] seen = new boolean[ITEMS];
            int low = 0;
            for (int back = 1; back <= 20 && nextOrder[district] - back >= 0; back++) {
                Order o = order(district, nextOrder[district] - back);
                if (o == null) {
                    continue;
                }
                for (OrderLine line : o.lines) {
                    if (!seen[line.item] && stock[line.item] < threshold) {
                        seen[line.item] = true;
                        low++;
                    }
                }
            }
            return low;
        }

        long retainedOrders() {
            long n = 0;
            for (RetentionQueue<Order> queue : orders) {
                n += queue.size();
            }
            return n;
        }
    }

    static final class Customer {
        final int id;
        final byte[] data = new byte[64];
        long balance;
        Order lastOrder;

        Customer(int id) {
            this.id = id;
        }
    }

    static final class Order {
        final int id;
        final Customer customer;
        final OrderLine[] lines;
        Delivery carrier;

        Order(int id, Customer customer, int lineCount) {
            this.id = id;
            this.customer = customer;
            this.lines = new OrderLine[lineCount];
        }

        long total() {
            long sum = 0;
            for (OrderLine line : lines) {
                sum += line.amount;
            }
            return sum;
        }
    }

    static final class OrderLine {
        final int item;
        final int quantity;
        final int amount;
        final byte[] distInfo = new byte[24];

        OrderLine(int item, int quantity, int amount) {
            this.item = item;
            this.quantity = quantity;
            this.amount = amount;
        }
    }

    static final class History {
        final Customer customer;
        final int district;
        final int amount;
        final byte[] data = new byte[24];

        History(Customer customer, int district, int amount) {
            this.customer = customer;
            this.district = district;
            this.amount = amount;
        }
    }

    static final class Delivery {
        final int order;
        final int district;
        final long at = System.nanoTime();

        Delivery(int order, int district) {
            this.order = order;
            this.district = district;
        }
    }
}
