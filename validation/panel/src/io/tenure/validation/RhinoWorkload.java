package io.tenure.validation;

import java.nio.file.Path;
import java.nio.file.Paths;
import org.mozilla.javascript.Context;
import org.mozilla.javascript.Script;
import org.mozilla.javascript.ScriptableObject;

/**
 * Validation workload (e): Mozilla Rhino, the JavaScript engine written in Java, running a script
 * of the kind DaCapo's rhino and jython benchmarks run: an interpreter of a small expression
 * language (tokenise with a regular expression, parse to objects, evaluate), record building,
 * sorting, {@code JSON} round trips and string building. Every iteration's objects die with it, so
 * this program allocates fast and keeps almost nothing: the low end of the panel's survival range.
 *
 * <p>Usage: {@code RhinoWorkload RESULT.json WARMUP_ITERATIONS MEASURED_ITERATIONS}. The script is
 * compiled once (Rhino's default optimisation level: JVM bytecode) and run once per iteration in a
 * fresh scope; its checksum is compared across iterations so that a wrong result is caught.
 */
public final class RhinoWorkload {
    static final String SCRIPT = """
            function tokenize(src) {
              var re = /\\s*(\\d+\\.?\\d*|[A-Za-z_]\\w*|[-+*\\/%()<>=!&|?:,]+)/g, out = [], m;
              while ((m = re.exec(src)) !== null && m[0].length > 0) { out.push(m[1]); }
              return out;
            }
            function parse(tokens) {
              var pos = 0;
              function peek() { return tokens[pos]; }
              function next() { return tokens[pos++]; }
              function primary() {
                var t = next();
                if (t === '(') { var e = expr(); next(); return e; }
                if (/^\\d/.test(t)) { return { kind: 'num', value: parseFloat(t) }; }
                return { kind: 'var', name: t };
              }
              function term() {
                var left = primary();
                while (peek() === '*' || peek() === '/' || peek() === '%') {
                  left = { kind: 'op', op: next(), left: left, right: primary() };
                }
                return left;
              }
              function expr() {
                var left = term();
                while (peek() === '+' || peek() === '-') {
                  left = { kind: 'op', op: next(), left: left, right: term() };
                }
                return left;
              }
              return expr();
            }
            function evaluate(node, env) {
              switch (node.kind) {
                case 'num': return node.value;
                case 'var': return env[node.name];
                default:
                  var a = evaluate(node.left, env), b = evaluate(node.right, env);
                  switch (node.op) {
                    case '+': return a + b; case '-': return a - b; case '*': return a * b;
                    case '/': return b === 0 ? 0 : a / b; default: return b === 0 ? 0 : a % b;
                  }
              }
            }
            function program(seed) {
              var state = seed, sum = 0, i, j;
              function random() { state = (state * 1103515245 + 12345) % 2147483648; return state / 2147483648; }
              var names = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];
              var records = [];
              for (i = 0; i < 3000; i++) {
                var src = '', n = 3 + Math.floor(random() * 6);
                for (j = 0; j < n; j++) {
                  src += (j > 0 ? ' ' + '+-*/%'.charAt(Math.floor(random() * 5)) + ' ' : '')
                      + (random() < 0.5 ? names[Math.floor(random() * names.length)] : (random() * 100).toFixed(2));
                }
                if (random() < 0.3) { src = '(' + src + ') * ' + names[i % names.length]; }
                var env = {};
                for (j = 0; j < names.length; j++) { env[names[j]] = j + random(); }
                var value = evaluate(parse(tokenize(src)), env);
                records.push({ id: 'r' + i, source: src, value: value, tags: names.slice(0, 1 + i % names.length) });
              }
              records.sort(function (x, y) { return x.value - y.value || (x.id < y.id ? -1 : 1); });
              var copy = JSON.parse(JSON.stringify(records));
              var text = copy.filter(function (r) { return r.tags.length > 3; })
                             .map(function (r) { return r.id + '=' + r.value.toFixed(3); }).join(';');
              for (i = 0; i < copy.length; i++) { sum += copy[i].value % 97; }
              return Math.round(sum) + text.length;
            }
            program(seed);
            """;

    private RhinoWorkload() {
    }

    public static void main(String[] args) throws java.io.IOException {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: RhinoWorkload RESULT.json WARMUP_ITERATIONS MEASURED_ITERATIONS");
        }
        Path result = Paths.get(args[0]);
        int warmup = Integer.parseInt(args[1]);
        int measured = Integer.parseInt(args[2]);
        Context cx = Context.enter();
        try {
            cx.setLanguageVersion(Context.VERSION_ES6);
            Script script = cx.compileString(SCRIPT, "panel.js", 1, null);
            Object expected = null;
            for (int i = 0; i < warmup; i++) {
                expected = check(expected, run(cx, script));
            }
            MeasuredPhase phase = new MeasuredPhase();
            phase.start();
            for (int i = 0; i < measured; i++) {
                expected = check(expected, run(cx, script));
            }
            phase.finish(result, "rhino", measured, "script iterations");
        } finally {
            Context.exit();
        }
    }

    private static Object run(Context cx, Script script) {
        ScriptableObject scope = cx.initStandardObjects();
        ScriptableObject.putProperty(scope, "seed", 12345);
        return Context.toString(script.exec(cx, scope));
    }

    /** Every iteration runs the same seeded script, so every result must be the first one. */
    private static Object check(Object expected, Object actual) {
        if (expected != null && !expected.equals(actual)) {
            throw new IllegalStateException("the script's result changed: " + expected + " then " + actual);
        }
        return actual;
    }
}
