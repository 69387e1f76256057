package io.tenure.bundle;

import java.util.List;

/**
 * What the workload itself counted in a run's measured phase ({@code runs[].workload} in
 * {@code results.json}): each knob as it was done, not as it was asked. A figure the workload did
 * not report (the other workload's, or a bundle written before it was counted) is null.
 *
 * @param liveBytes             bytes of long-lived objects the survival workload held at the end
 * @param liveSetFraction       {@code liveBytes} as a fraction of the cell's heap ({@code -Xmx})
 * @param meanObjectBytes       mean heap bytes per allocated object (header included)
 * @param objectSizes           objects allocated per size (heap bytes, header included), smallest first
 * @param largeObjectBytesShare share of the allocated bytes in objects of 512 KiB or more (G1
 *                              humongous objects with regions of 1 MB, the default below 4 GB heaps)
 * @param refStores             reference stores into old objects
 * @param refStoresPerKB        those per allocated KB
 * @param oldToYoungStores      stores that wrote an old-to-young pointer
 * @param overwriteStores       stores that replaced a reference an old object held
 * @param computeUnits          compute units done
 * @param allocationRateMBps    allocated MB per second of the measured phase
 * @param retentionMB           jbb: allocation an order or history record stays reachable
 * @param retainedOrders        jbb: orders retained at the end
 * @param transactions          jbb: transactions in the measured phase
 * @param transactionsPerSecond jbb: its throughput
 * @param responseP50Ms         jbb: median response time (a bucket's upper bound, within 19 %)
 * @param responseP90Ms         jbb: 90th percentile
 * @param responseP99Ms         jbb: 99th percentile
 * @param responseMaxMs         jbb: the longest response, exact
 */
public record WorkloadFigures(
        Long liveBytes,
        Double liveSetFraction,
        Double meanObjectBytes,
        List<SizeCount> objectSizes,
        Double largeObjectBytesShare,
        Long refStores,
        Double refStoresPerKB,
        Long oldToYoungStores,
        Long overwriteStores,
        Long computeUnits,
        Double allocationRateMBps,
        Double retentionMB,
        Long retainedOrders,
        Long transactions,
        Double transactionsPerSecond,
        Double responseP50Ms,
        Double responseP90Ms,
        Double responseP99Ms,
        Double responseMaxMs) {

    public WorkloadFigures {
        Checks.nonNegative("liveBytes", liveBytes);
        Checks.nonNegative("liveSetFraction", liveSetFraction);
        Checks.nonNegative("meanObjectBytes", meanObjectBytes);
        Checks.nonNegative("largeObjectBytesShare", largeObjectBytesShare);
        Checks.nonNegative("refStores", refStores);
        Checks.nonNegative("refStoresPerKB", refStoresPerKB);
        Checks.nonNegative("oldToYoungStores", oldToYoungStores);
        Checks.nonNegative("overwriteStores", overwriteStores);
        Checks.nonNegative("computeUnits", computeUnits);
        Checks.nonNegative("allocationRateMBps", allocationRateMBps);
        Checks.nonNegative("retentionMB", retentionMB);
        Checks.nonNegative("retainedOrders", retainedOrders);
        Checks.nonNegative("transactions", transactions);
        Checks.nonNegative("transactionsPerSecond", transactionsPerSecond);
        Checks.nonNegative("responseP50Ms", responseP50Ms);
        Checks.nonNegative("responseP90Ms", responseP90Ms);
        Checks.nonNegative("responseP99Ms", responseP99Ms);
        Checks.nonNegative("responseMaxMs", responseMaxMs);
        objectSizes = objectSizes == null ? null : List.copyOf(objectSizes);
    }

    /** Objects of one heap size. */
    public record SizeCount(long bytes, long count) {
        public SizeCount {
            if (bytes <= 0 || count < 0) {
                throw new IllegalArgumentException("object size " + bytes + " x " + count + ": size must be > 0, count >= 0");
            }
        }
    }
}
