/** The fleet store built on Spark, and the {@code gclog} data source. See docs/SPARK.md. */
package io.tenure.spark;
