/**
 * The one way tenure starts a JVM (a probe, a benchmark fork, a user's program under
 * {@code compare}): {@link io.tenure.platforms.launch.JvmLauncher}.
 */
package io.tenure.platforms.launch;
