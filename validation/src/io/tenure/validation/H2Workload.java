package io.tenure.validation;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.SplittableRandom;

/**
 * Validation workload (b): the H2 database (in memory) under a fixed number of TPC-C-like
 * transactions, the kind of order-entry mix SPEC JBB2000 (the study's workload) imitates.
 *
 * <p>Usage: {@code H2Workload RESULT.json WARMUP_TRANSACTIONS MEASURED_TRANSACTIONS}. The database
 * (2 warehouses, 10 districts each, 600 customers per district, 20 000 items, their stock) is loaded
 * first; the warm-up transactions then let the JIT compile H2; the measured ones are timed. Orders
 * and history accumulate, as in TPC-C, so part of what the transactions allocate lives on: the
 * program's survival comes from its own data, not from a knob. The random stream is seeded, so
 * every run executes exactly the same transactions.
 */
public final class H2Workload {
    private static final int WAREHOUSES = 2;
    private static final int DISTRICTS = 10;
    private static final int CUSTOMERS = 600;
    private static final int ITEMS = 20_000;

    private final Connection db;
    private final SplittableRandom random = new SplittableRandom(20021);
    private final PreparedStatement nextOrderId;
    private final PreparedStatement bumpOrderId;
    private final PreparedStatement itemPrice;
    private final PreparedStatement takeStock;
    private final PreparedStatement insertOrder;
    private final PreparedStatement insertLine;
    private final PreparedStatement payWarehouse;
    private final PreparedStatement payDistrict;
    private final PreparedStatement payCustomer;
    private final PreparedStatement insertHistory;
    private final PreparedStatement customerByName;
    private final PreparedStatement lastOrderLines;
    private final PreparedStatement oldestUndelivered;
    private final PreparedStatement deliver;
    private final PreparedStatement lowStock;

    private H2Workload(Connection db) throws SQLException {
        this.db = db;
        nextOrderId = db.prepareStatement("SELECT next_o_id FROM district WHERE w_id = ? AND d_id = ?");
        bumpOrderId = db.prepareStatement("UPDATE district SET next_o_id = next_o_id + 1 WHERE w_id = ? AND d_id = ?");
        itemPrice = db.prepareStatement("SELECT price, name FROM item WHERE i_id = ?");
        takeStock = db.prepareStatement("UPDATE stock SET quantity = CASE WHEN quantity > 10 THEN quantity - ? ELSE quantity + 91 END,"
                + " ytd = ytd + ?, order_cnt = order_cnt + 1 WHERE w_id = ? AND i_id = ?");
        insertOrder = db.prepareStatement("INSERT INTO orders(w_id, d_id, o_id, c_id, entry_d, ol_cnt, delivered)"
                + " VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP, ?, FALSE)");
        insertLine = db.prepareStatement("INSERT INTO order_line(w_id, d_id, o_id, number, i_id, quantity, amount, dist_info)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        payWarehouse = db.prepareStatement("UPDATE warehouse SET ytd = ytd + ? WHERE w_id = ?");
        payDistrict = db.prepareStatement("UPDATE district SET ytd = ytd + ? WHERE w_id = ? AND d_id = ?");
        payCustomer = db.prepareStatement("UPDATE customer SET balance = balance - ?, payment_cnt = payment_cnt + 1"
                + " WHERE w_id = ? AND d_id = ? AND c_id = ?");
        insertHistory = db.prepareStatement("INSERT INTO history(w_id, d_id, c_id, amount, data) VALUES (?, ?, ?, ?, ?)");
        customerByName = db.prepareStatement("SELECT c_id, balance FROM customer WHERE w_id = ? AND d_id = ? AND last = ?"
                + " ORDER BY first");
        lastOrderLines = db.prepareStatement("SELECT ol.i_id, ol.quantity, ol.amount FROM orders o JOIN order_line ol"
                + " ON ol.w_id = o.w_id AND ol.d_id = o.d_id AND ol.o_id = o.o_id"
                + " WHERE o.w_id = ? AND o.d_id = ? AND o.c_id = ? ORDER BY o.o_id DESC, ol.number LIMIT 15");
        oldestUndelivered = db.prepareStatement("SELECT MIN(o_id) FROM orders WHERE w_id = ? AND d_id = ? AND NOT delivered");
        deliver = db.prepareStatement("UPDATE orders SET delivered = TRUE WHERE w_id = ? AND d_id = ? AND o_id = ?");
        lowStock = db.prepareStatement("SELECT COUNT(DISTINCT s.i_id) FROM order_line ol JOIN stock s"
                + " ON s.w_id = ol.w_id AND s.i_id = ol.i_id"
                + " WHERE ol.w_id = ? AND ol.d_id = ? AND ol.o_id >= ? AND s.quantity < ?");
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: H2Workload RESULT.json WARMUP_TRANSACTIONS MEASURED_TRANSACTIONS");
        }
        Path result = Paths.get(args[0]);
        int warmup = Integer.parseInt(args[1]);
        int measured = Integer.parseInt(args[2]);
        try (Connection db = DriverManager.getConnection("jdbc:h2:mem:tpcc;LOCK_MODE=0", "sa", "")) {
            Schema.create(db);
            Schema.load(db, WAREHOUSES, DISTRICTS, CUSTOMERS, ITEMS);
            db.setAutoCommit(false);
            H2Workload workload = new H2Workload(db);
            workload.run(warmup);
            MeasuredPhase phase = new MeasuredPhase();
            phase.start();
            workload.run(measured);
            phase.finish(result, "h2", measured, "transactions");
        }
    }

    private void run(int transactions) throws SQLException {
        for (int i = 0; i < transactions; i++) {
            int w = 1 + random.nextInt(WAREHOUSES);
            int d = 1 + random.nextInt(DISTRICTS);
            int kind = random.nextInt(100);
            if (kind < 45) {
                newOrder(w, d);
            } else if (kind < 88) {
                payment(w, d);
            } else if (kind < 92) {
                orderStatus(w, d);
            } else if (kind < 96) {
                delivery(w);
            } else {
                stockLevel(w, d);
            }
            db.commit();
        }
    }

    private void newOrder(int w, int d) throws SQLException {
        nextOrderId.setInt(1, w);
        nextOrderId.setInt(2, d);
        int orderId;
        try (ResultSet rs = nextOrderId.executeQuery()) {
            rs.next();
            orderId = rs.getInt(1);
        }
        bumpOrderId.setInt(1, w);
        bumpOrderId.setInt(2, d);
        bumpOrderId.executeUpdate();
        int lines = 5 + random.nextInt(11);
        insertOrder.setInt(1, w);
        insertOrder.setInt(2, d);
        insertOrder.setInt(3, orderId);
        insertOrder.setInt(4, 1 + random.nextInt(CUSTOMERS));
        insertOrder.setInt(5, lines);
        insertOrder.executeUpdate();
        for (int n = 1; n <= lines; n++) {
            int item = 1 + random.nextInt(ITEMS);
            int quantity = 1 + random.nextInt(10);
            double price;
            String name;
            itemPrice.setInt(1, item);
            try (ResultSet rs = itemPrice.executeQuery()) {
                rs.next();
                price = rs.getDouble(1);
                name = rs.getString(2);
            }
            takeStock.setInt(1, quantity);
            takeStock.setInt(2, quantity);
            takeStock.setInt(3, w);
            takeStock.setInt(4, item);
            takeStock.executeUpdate();
            insertLine.setInt(1, w);
            insertLine.setInt(2, d);
            insertLine.setInt(3, orderId);
            insertLine.setInt(4, n);
            insertLine.setInt(5, item);
            insertLine.setInt(6, quantity);
            insertLine.setDouble(7, quantity * price);
            insertLine.setString(8, name + "-" + w + "-" + d);
            insertLine.executeUpdate();
        }
    }

    private void payment(int w, int d) throws SQLException {
        double amount = 1 + random.nextInt(500_000) / 100.0;
        int customer = 1 + random.nextInt(CUSTOMERS);
        payWarehouse.setDouble(1, amount);
        payWarehouse.setInt(2, w);
        payWarehouse.executeUpdate();
        payDistrict.setDouble(1, amount);
        payDistrict.setInt(2, w);
        payDistrict.setInt(3, d);
        payDistrict.executeUpdate();
        payCustomer.setDouble(1, amount);
        payCustomer.setInt(2, w);
        payCustomer.setInt(3, d);
        payCustomer.setInt(4, customer);
        payCustomer.executeUpdate();
        insertHistory.setInt(1, w);
        insertHistory.setInt(2, d);
        insertHistory.setInt(3, customer);
        insertHistory.setDouble(4, amount);
        insertHistory.setString(5, "payment " + w + "/" + d + "/" + customer + " " + amount);
        insertHistory.executeUpdate();
    }

    private void orderStatus(int w, int d) throws SQLException {
        customerByName.setInt(1, w);
        customerByName.setInt(2, d);
        customerByName.setString(3, Schema.lastName(random.nextInt(1000)));
        int customer = 0;
        try (ResultSet rs = customerByName.executeQuery()) {
            while (rs.next()) {
                customer = rs.getInt(1); // TPC-C takes the middle one by first name; the last is as good a pick
            }
        }
        if (customer == 0) {
            return;
        }
        lastOrderLines.setInt(1, w);
        lastOrderLines.setInt(2, d);
        lastOrderLines.setInt(3, customer);
        try (ResultSet rs = lastOrderLines.executeQuery()) {
            while (rs.next()) {
                rs.getDouble(3);
            }
        }
    }

    private void delivery(int w) throws SQLException {
        for (int d = 1; d <= DISTRICTS; d++) {
            oldestUndelivered.setInt(1, w);
            oldestUndelivered.setInt(2, d);
            int orderId;
            try (ResultSet rs = oldestUndelivered.executeQuery()) {
                rs.next();
                orderId = rs.getInt(1);
                if (rs.wasNull()) {
                    continue;
                }
            }
            deliver.setInt(1, w);
            deliver.setInt(2, d);
            deliver.setInt(3, orderId);
            deliver.executeUpdate();
        }
    }

    private void stockLevel(int w, int d) throws SQLException {
        nextOrderId.setInt(1, w);
        nextOrderId.setInt(2, d);
        int next;
        try (ResultSet rs = nextOrderId.executeQuery()) {
            rs.next();
            next = rs.getInt(1);
        }
        lowStock.setInt(1, w);
        lowStock.setInt(2, d);
        lowStock.setInt(3, next - 20);
        lowStock.setInt(4, 10 + random.nextInt(11));
        try (ResultSet rs = lowStock.executeQuery()) {
            rs.next();
        }
    }

    /** Tables, indexes and the initial population. */
    static final class Schema {
        private static final String[] SYLLABLES = {"BAR", "OUGHT", "ABLE", "PRI", "PRES", "ESE", "ANTI", "CALLY", "ATION", "EING"};

        private Schema() {
        }

        static String lastName(int number) {
            return SYLLABLES[number / 100 % 10] + SYLLABLES[number / 10 % 10] + SYLLABLES[number % 10];
        }

        static void create(Connection db) throws SQLException {
            try (Statement s = db.createStatement()) {
                s.execute("CREATE TABLE warehouse(w_id INT PRIMARY KEY, name VARCHAR(10), ytd DECIMAL(12,2))");
                s.execute("CREATE TABLE district(w_id INT, d_id INT, name VARCHAR(10), next_o_id INT, ytd DECIMAL(12,2),"
                        + " PRIMARY KEY(w_id, d_id))");
                s.execute("CREATE TABLE customer(w_id INT, d_id INT, c_id INT, first VARCHAR(16), last VARCHAR(16),"
                        + " balance DECIMAL(12,2), payment_cnt INT, data VARCHAR(500), PRIMARY KEY(w_id, d_id, c_id))");
                s.execute("CREATE INDEX customer_name ON customer(w_id, d_id, last, first)");
                s.execute("CREATE TABLE item(i_id INT PRIMARY KEY, name VARCHAR(24), price DECIMAL(5,2), data VARCHAR(50))");
                s.execute("CREATE TABLE stock(w_id INT, i_id INT, quantity INT, ytd INT, order_cnt INT, data VARCHAR(50),"
                        + " PRIMARY KEY(w_id, i_id))");
                s.execute("CREATE TABLE orders(w_id INT, d_id INT, o_id INT, c_id INT, entry_d TIMESTAMP, ol_cnt INT,"
                        + " delivered BOOLEAN, PRIMARY KEY(w_id, d_id, o_id))");
                s.execute("CREATE INDEX orders_customer ON orders(w_id, d_id, c_id, o_id)");
                s.execute("CREATE TABLE order_line(w_id INT, d_id INT, o_id INT, number INT, i_id INT, quantity INT,"
                        + " amount DECIMAL(6,2), dist_info VARCHAR(40), PRIMARY KEY(w_id, d_id, o_id, number))");
                s.execute("CREATE TABLE history(h_id IDENTITY, w_id INT, d_id INT, c_id INT, amount DECIMAL(6,2), data VARCHAR(60))");
            }
        }

        static void load(Connection db, int warehouses, int districts, int customers, int items) throws SQLException {
            SplittableRandom random = new SplittableRandom(7);
            db.setAutoCommit(false);
            try (PreparedStatement item = db.prepareStatement("INSERT INTO item VALUES (?, ?, ?, ?)")) {
                for (int i = 1; i <= items; i++) {
                    item.setInt(1, i);
                    item.setString(2, "item-" + i);
                    item.setDouble(3, 1 + random.nextInt(9900) / 100.0);
                    item.setString(4, "data of item " + i + " " + Long.toHexString(random.nextLong()));
                    item.executeUpdate();
                }
            }
            try (PreparedStatement warehouse = db.prepareStatement("INSERT INTO warehouse VALUES (?, ?, 0)");
                 PreparedStatement district = db.prepareStatement("INSERT INTO district VALUES (?, ?, ?, 1, 0)");
                 PreparedStatement customer = db.prepareStatement("INSERT INTO customer VALUES (?, ?, ?, ?, ?, 0, 0, ?)");
                 PreparedStatement stock = db.prepareStatement("INSERT INTO stock VALUES (?, ?, ?, 0, 0, ?)")) {
                for (int w = 1; w <= warehouses; w++) {
                    warehouse.setInt(1, w);
                    warehouse.setString(2, "w" + w);
                    warehouse.executeUpdate();
                    for (int i = 1; i <= items; i++) {
                        stock.setInt(1, w);
                        stock.setInt(2, i);
                        stock.setInt(3, 10 + random.nextInt(91));
                        stock.setString(4, Long.toHexString(random.nextLong()) + Long.toHexString(random.nextLong()));
                        stock.executeUpdate();
                    }
                    for (int d = 1; d <= districts; d++) {
                        district.setInt(1, w);
                        district.setInt(2, d);
                        district.setString(3, "d" + d);
                        district.executeUpdate();
                        for (int c = 1; c <= customers; c++) {
                            customer.setInt(1, w);
                            customer.setInt(2, d);
                            customer.setInt(3, c);
                            customer.setString(4, "first" + random.nextInt(1_000_000));
                            customer.setString(5, lastName(c <= 1000 ? c - 1 : random.nextInt(1000)));
                            customer.setString(6, "x".repeat(300 + random.nextInt(200)));
                            customer.executeUpdate();
                        }
                    }
                }
            }
            db.commit();
        }
    }
}
