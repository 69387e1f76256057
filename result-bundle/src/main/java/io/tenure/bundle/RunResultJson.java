package io.tenure.bundle;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.util.StdConverter;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * A {@link RunResult} as {@code results.json} holds it ({@code cells[].runs[]}, the
 * {@code tenure-bench/1} contract): one flat object, the fields of its groups side by side in this
 * order. Writing goes through {@link Write}, reading through {@link Read}; a value a record refuses
 * is reported at the run's JSON path, as the flat record did before the groups.
 */
final class RunResultJson {
    private RunResultJson() {
    }

    /** The flat object, field for field. */
    record Flat(String runId, int repetition, RunStatus status, String reason, Integer exitCode, String startedAt,
                Double wallSeconds, Double elapsedSeconds, Double cpuSeconds, Double measuredSurvival,
                Double measuredSurvivalMean, Double copySurvival, Long youngCollections, Double overheadPercent,
                RunResult.PauseFigures pauses, RunResult.IntervalFigures intervals, Long allocatedBytes,
                Long analyticAllocatedBytes, AllocationCheck allocationCheck, Double keptFraction, String gcAnalysis,
                MeasurementWindow gcWindow, List<String> command, String gcLog, String gcLogMeasured, String jfr,
                String workloadResult, String stdout, String stderr, Map<String, String> jvmOptionVariablesRemoved,
                String hostId, RunResult.Calibration calibration, WorkloadFigures workload, List<RunResult> instances) {

        static Flat of(RunResult r) {
            RunResult.Times t = r.times();
            RunResult.GcFigures g = r.gc();
            RunResult.Allocation a = r.allocation();
            RunResult.Outputs o = r.outputs();
            return new Flat(r.runId(), r.repetition(), r.status(), r.reason(), r.exitCode(), r.startedAt(),
                    t.wallSeconds(), t.elapsedSeconds(), t.cpuSeconds(), g.measuredSurvival(), g.measuredSurvivalMean(),
                    g.copySurvival(), g.youngCollections(), g.overheadPercent(), g.pauses(), g.intervals(),
                    a.allocatedBytes(), a.analyticAllocatedBytes(), a.allocationCheck(), a.keptFraction(), r.gcAnalysis(),
                    r.gcWindow(), r.command(), o.gcLog(), o.gcLogMeasured(), o.jfr(), o.workloadResult(), o.stdout(),
                    o.stderr(), r.jvmOptionVariablesRemoved(), r.hostId(), r.calibration(), r.workload(), r.instances());
        }

        RunResult run() {
            return new RunResult(runId, repetition, status, reason, exitCode, startedAt,
                    new RunResult.Times(wallSeconds, elapsedSeconds, cpuSeconds),
                    new RunResult.GcFigures(measuredSurvival, measuredSurvivalMean, copySurvival, youngCollections,
                            overheadPercent, pauses, intervals),
                    new RunResult.Allocation(allocatedBytes, analyticAllocatedBytes, allocationCheck, keptFraction),
                    gcAnalysis, gcWindow, command,
                    new RunResult.Outputs(gcLog, gcLogMeasured, jfr, workloadResult, stdout, stderr),
                    jvmOptionVariablesRemoved, hostId, calibration, workload, instances);
        }
    }

    /** A run as its flat object. */
    static final class Write extends StdConverter<RunResult, Flat> {
        @Override
        public Flat convert(RunResult run) {
            return Flat.of(run);
        }
    }

    /**
     * The flat object as a run. What a group's record refuses ({@code elapsedSeconds: -3.7, must
     * be ...}) is the run's refusal, at the run's path, as when the run was one record.
     */
    static final class Read extends StdDeserializer<RunResult> {
        private static final long serialVersionUID = 1L;

        Read() {
            super(RunResult.class);
        }

        @Override
        public RunResult deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            Flat flat = ctxt.readValue(p, Flat.class);
            try {
                return flat.run();
            } catch (IllegalArgumentException e) {
                throw ValueInstantiationException.from(p, e.getMessage(), ctxt.constructType(RunResult.class), e);
            }
        }
    }
}
