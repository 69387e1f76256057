package io.tenure.spark;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Turns a producer that pushes items (tenure's parser hands each event to a sink as it parses)
 * into the iterator Spark pulls from, through a bounded queue: a log's events never all sit in
 * memory at once, however long the log. The producer runs on a thread of its own; its failure is
 * thrown by {@link #hasNext} with the producer's exception as cause. {@link #close} stops it.
 *
 * @param <T> the items
 */
final class Pump<T> implements Iterator<T>, AutoCloseable {
    /** Enough to keep both threads busy, small beside an executor's heap. */
    static final int CAPACITY = 4096;

    interface Producer<T> {
        void produce(Sink<T> sink) throws Exception;
    }

    interface Sink<T> {
        void put(T item) throws InterruptedException;
    }

    private static final Object END = new Object();

    private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(CAPACITY);
    private final Thread thread;
    private volatile Throwable failure;
    private Object next;
    private boolean ended;

    Pump(String name, Producer<T> producer) {
        thread = new Thread(() -> {
            try {
                producer.produce(queue::put);
            } catch (InterruptedException e) {
                return; // closed: nobody reads any more
            } catch (Exception | Error e) {
                failure = e;
            }
            try {
                queue.put(END);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, name);
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public boolean hasNext() {
        if (ended) {
            return false;
        }
        if (next == null) {
            try {
                next = queue.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                close();
                throw new IllegalStateException("interrupted while reading " + thread.getName(), e);
            }
        }
        if (next == END) {
            ended = true;
            if (failure != null) {
                throw new IllegalStateException(thread.getName() + ": " + failure.getMessage(), failure);
            }
            return false;
        }
        return true;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        T item = (T) next;
        next = null;
        return item;
    }

    @Override
    public void close() {
        ended = true;
        thread.interrupt();
    }
}
