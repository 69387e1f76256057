package io.tenure.bundle.compare;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A {@link io.tenure.model.stats.MedianInterval} as compare bundles record it: {@code median},
 * {@code ci95Low}, {@code ci95High}. A configuration's figures are the order-statistic interval of
 * a median; a pair's ratios say their interval in {@link PairResult#ratioMethod} (the t-interval of
 * the geometric mean ratio from 2026-11-28 on), and the files have never carried the coverage and
 * the method per figure, so they stay as they were (the records keep {@link io.tenure.model.stats.MedianInterval#figures()}, so that they
 * read back as they were written); a bench cell's summary carries both.
 */
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
@Retention(RetentionPolicy.RUNTIME)
@JacksonAnnotationsInside
@JsonIgnoreProperties({"ciConfidence", "ciMethod"})
@interface MedianFigure {
}
