package io.tenure.model.io;

/** One knot of a monotone spline: the curve passes through {@code value} at {@code survival}. */
public record Knot(double survival, double value) {
}
