package ai.nuwax.mcpask;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * JSON as the SDK reads it: a strict RFC 8259 parser into plain Java values (LinkedHashMap in
 * document order, ArrayList, String, Long for integers that fit, Double otherwise, Boolean, null)
 * and the typed readers the generated records use. Any JSON library's output (Jackson's
 * {@code Map}/{@code List}, fastjson's JSONObject) is read the same way: only java.util interfaces are used.
 */
public final class McpAskJson {
    private McpAskJson() {}

    /**
     * Parses one JSON text.
     *
     * @throws IllegalArgumentException naming the character offset when the text is not JSON
     */
    public static Object parse(String text) {
        Parser parser = new Parser(text);
        parser.skipSpace();
        Object value = parser.value();
        parser.skipSpace();
        if (parser.at < text.length()) throw parser.error("unexpected text after the JSON value");
        return value;
    }

    /** A string, or null when absent. @throws IllegalArgumentException naming {@code path} for another JSON type */
    public static String string(Object value, String path) {
        if (value == null || value instanceof String) return (String) value;
        throw wrongType(path, "a string", value);
    }

    /** A whole number as Long, or null. @throws IllegalArgumentException naming {@code path} for another type or a fraction */
    public static Long integer(Object value, String path) {
        if (value == null) return null;
        if (value instanceof Number n) {
            double d = n.doubleValue();
            if (n instanceof Long || n instanceof Integer || n instanceof Short || n instanceof Byte) return n.longValue();
            if (d == Math.rint(d) && !Double.isInfinite(d)) return (long) d;
        }
        throw wrongType(path, "an integer", value);
    }

    /** A number as Double, or null. @throws IllegalArgumentException naming {@code path} for another JSON type */
    public static Double number(Object value, String path) {
        if (value == null) return null;
        if (value instanceof Number n) return n.doubleValue();
        throw wrongType(path, "a number", value);
    }

    /** A boolean, or null. @throws IllegalArgumentException naming {@code path} for another JSON type */
    public static Boolean bool(Object value, String path) {
        if (value == null || value instanceof Boolean) return (Boolean) value;
        throw wrongType(path, "true or false", value);
    }

    /** An object with string keys, or null. @throws IllegalArgumentException naming {@code path} for another JSON type */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> object(Object value, String path) {
        if (value == null) return null;
        if (value instanceof Map<?, ?> map) {
            for (Object key : map.keySet()) if (!(key instanceof String)) throw wrongType(path, "an object with string keys", value);
            return (Map<String, Object>) map;
        }
        throw wrongType(path, "an object", value);
    }

    /** A list read item by item ({@code path[i]} for each), or null. @throws IllegalArgumentException naming the path */
    public static <T> List<T> list(Object value, String path, BiFunction<Object, String, T> item) {
        if (value == null) return null;
        if (!(value instanceof List<?> items)) throw wrongType(path, "an array", value);
        List<T> out = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) out.add(item.apply(items.get(i), path + "[" + i + "]"));
        return Collections.unmodifiableList(out);
    }

    /** A list of records as JSON values. */
    public static <T> List<Object> listToJson(List<T> items, Function<T, Object> item) {
        List<Object> out = new ArrayList<>(items.size());
        for (T t : items) out.add(item.apply(t));
        return out;
    }

    /** The JSON type name of a parsed value, for messages. */
    public static String typeName(Object value) {
        if (value == null) return "null";
        if (value instanceof String) return "a string";
        if (value instanceof Number) return "a number";
        if (value instanceof Boolean) return "a boolean";
        if (value instanceof List) return "an array";
        if (value instanceof Map) return "an object";
        return value.getClass().getSimpleName();
    }

    /**
     * A value as JavaScript's JSON.stringify writes it (no spaces): object keys in JavaScript's order
     * (jsKeys), numbers as JavaScript prints them (2, not 2.0; NaN and ±Infinity as null), strings
     * with JSON's escapes (other control characters and lone surrogates as {@code \\uXXXX}). A value
     * that is not JSON (another Java object) is written as its toString() in quotes.
     */
    public static String stringify(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null) out.append("null");
        else if (value instanceof String s) writeString(s, out);
        else if (value instanceof Boolean b) out.append(b);
        else if (value instanceof Number n) {
            double d = n.doubleValue();
            out.append(Double.isNaN(d) || Double.isInfinite(d) ? "null" : McpAskFormatter.jsNumber(n));
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) out.append(',');
                write(list.get(i), out);
            }
            out.append(']');
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (String key : jsKeys(map)) {
                if (!first) out.append(',');
                first = false;
                writeString(key, out);
                out.append(':');
                write(map.get(key), out);
            }
            out.append('}');
        } else writeString(String.valueOf(value), out);
    }

    private static void writeString(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    boolean lone = Character.isSurrogate(c)
                            && !(Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1)))
                            && !(Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(s.charAt(i - 1)));
                    if (c < 0x20 || lone) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
                }
            }
        }
        out.append('"');
    }

    /**
     * The keys of an object in the order JavaScript enumerates them (Object.keys, for-in,
     * JSON.stringify): array-index keys ("0", "1", … "4294967294", canonical decimal) first in
     * ascending order, then the other string keys in insertion order. The SDK reads keys in this
     * order wherever the order is visible (problem order, messages), so it answers as the
     * TypeScript kit does. Non-string keys are skipped.
     */
    public static List<String> jsKeys(Map<?, ?> map) {
        List<String> indexes = new ArrayList<>();
        List<String> others = new ArrayList<>(map.size());
        for (Object key : map.keySet()) {
            if (!(key instanceof String k)) continue;
            if (isArrayIndex(k)) indexes.add(k);
            else others.add(k);
        }
        if (indexes.isEmpty()) return others;
        indexes.sort((a, b) -> Long.compare(Long.parseLong(a), Long.parseLong(b)));
        indexes.addAll(others);
        return indexes;
    }

    private static boolean isArrayIndex(String key) {
        int n = key.length();
        if (n == 0 || n > 10) return false;
        if (key.charAt(0) == '0') return n == 1;
        for (int i = 0; i < n; i++) if (key.charAt(i) < '0' || key.charAt(i) > '9') return false;
        return Long.parseLong(key) < 4294967295L;
    }

    private static IllegalArgumentException wrongType(String path, String expected, Object value) {
        return new IllegalArgumentException(path + ": expected " + expected + ", got " + typeName(value));
    }

    private static final class Parser {
        private final String text;
        private int at;

        Parser(String text) {
            this.text = text;
        }

        IllegalArgumentException error(String message) {
            return new IllegalArgumentException("not JSON at offset " + at + ": " + message);
        }

        void skipSpace() {
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c != ' ' && c != '\t' && c != '\n' && c != '\r') return;
                at++;
            }
        }

        Object value() {
            if (at >= text.length()) throw error("unexpected end of text");
            char c = text.charAt(at);
            switch (c) {
                case '{':
                    return object();
                case '[':
                    return array();
                case '"':
                    return string();
                case 't':
                    return literal("true", Boolean.TRUE);
                case 'f':
                    return literal("false", Boolean.FALSE);
                case 'n':
                    return literal("null", null);
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) return number();
                    throw error("unexpected character '" + c + "'");
            }
        }

        private Object literal(String word, Object value) {
            if (!text.startsWith(word, at)) throw error("expected " + word);
            at += word.length();
            return value;
        }

        private Map<String, Object> object() {
            Map<String, Object> out = new LinkedHashMap<>();
            at++;
            skipSpace();
            if (at < text.length() && text.charAt(at) == '}') {
                at++;
                return out;
            }
            while (true) {
                skipSpace();
                if (at >= text.length() || text.charAt(at) != '"') throw error("expected a property name");
                String key = string();
                skipSpace();
                if (at >= text.length() || text.charAt(at) != ':') throw error("expected ':'");
                at++;
                skipSpace();
                out.put(key, value());
                skipSpace();
                if (at >= text.length()) throw error("unexpected end of text in an object");
                char c = text.charAt(at++);
                if (c == '}') return out;
                if (c != ',') throw error("expected ',' or '}'");
            }
        }

        private List<Object> array() {
            List<Object> out = new ArrayList<>();
            at++;
            skipSpace();
            if (at < text.length() && text.charAt(at) == ']') {
                at++;
                return out;
            }
            while (true) {
                skipSpace();
                out.add(value());
                skipSpace();
                if (at >= text.length()) throw error("unexpected end of text in an array");
                char c = text.charAt(at++);
                if (c == ']') return out;
                if (c != ',') throw error("expected ',' or ']'");
            }
        }

        private String string() {
            StringBuilder out = new StringBuilder();
            at++;
            while (true) {
                if (at >= text.length()) throw error("unterminated string");
                char c = text.charAt(at++);
                if (c == '"') return out.toString();
                if (c < 0x20) throw error("control character in a string");
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                if (at >= text.length()) throw error("unterminated escape");
                char e = text.charAt(at++);
                switch (e) {
                    case '"', '\\', '/' -> out.append(e);
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        if (at + 4 > text.length()) throw error("short \\u escape");
                        try {
                            out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        } catch (NumberFormatException ex) {
                            throw error("bad \\u escape");
                        }
                        at += 4;
                    }
                    default -> throw error("bad escape \\" + e);
                }
            }
        }

        private Object number() {
            int start = at;
            if (text.charAt(at) == '-') at++;
            int digits = at;
            while (at < text.length() && Character.isDigit(text.charAt(at))) at++;
            if (at == digits) throw error("expected a digit");
            if (text.charAt(digits) == '0' && at - digits > 1) throw error("leading zero");
            boolean fraction = false;
            if (at < text.length() && text.charAt(at) == '.') {
                fraction = true;
                at++;
                int f = at;
                while (at < text.length() && Character.isDigit(text.charAt(at))) at++;
                if (at == f) throw error("expected a digit after '.'");
            }
            if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
                fraction = true;
                at++;
                if (at < text.length() && (text.charAt(at) == '+' || text.charAt(at) == '-')) at++;
                int e = at;
                while (at < text.length() && Character.isDigit(text.charAt(at))) at++;
                if (at == e) throw error("expected a digit in the exponent");
            }
            String literal = text.substring(start, at);
            if (!fraction) {
                try {
                    return Long.parseLong(literal);
                } catch (NumberFormatException tooBig) {
                    // beyond long: read as a double below
                }
            }
            return Double.parseDouble(literal);
        }
    }
}
