package ai.nuwax.mcpask;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Problem lists (#/$defs/ValidationProblem: path, message, fix, subject?, code?) as the TypeScript
 * kit builds them (runtime/contract/problems.ts): JSON paths from segments, the bounded quoting every
 * message uses (docs/reliability-and-security.md), "did you mean", sorting in the order the input
 * is written, merging and the report cap (x-nuwax.constants.maxProblems).
 */
public final class McpAskProblems {
    private McpAskProblems() {}

    /** Stands for JavaScript's undefined (a key that is absent) where a message prints it. */
    public static final Object UNDEFINED = new Object() {
        @Override
        public String toString() {
            return "undefined";
        }
    };

    /** Most code points of a value a message quotes (x-nuwax.constants.quoteMaxCodePoints). */
    public static final int QUOTE_MAX_CODE_POINTS = McpAskSchemaTable.QUOTE_MAX_CODE_POINTS;
    /** Most code points of a problem's subject and of each key of its path (x-nuwax.constants.subjectMaxCodePoints). */
    public static final int SUBJECT_MAX_CODE_POINTS = McpAskSchemaTable.SUBJECT_MAX_CODE_POINTS;
    /** Most problems one report lists; the rest are counted in one last problem (x-nuwax.constants.maxProblems). */
    public static final int MAX_PROBLEMS = McpAskSchemaTable.MAX_PROBLEMS;

    /**
     * One problem (#/$defs/ValidationProblem): where (a JSON path such as {@code ui.fields[0].options},
     * "" for the root), what is wrong and the fix (English, for the developer), the field or step it
     * is about ({@code subject}, or null) and, for formData problems, its FormDataProblemCode (or null).
     */
    public record Problem(String path, String message, String fix, String subject, String code) {
        /** The problem as a JSON object (subject and code only when set). */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("path", path);
            out.put("message", message);
            out.put("fix", fix);
            if (subject != null) out.put("subject", subject);
            if (code != null) out.put("code", code);
            return out;
        }

        /** The same problem at another path. */
        public Problem at(String newPath) {
            return new Problem(newPath, message, fix, subject, code);
        }
    }

    private static final Pattern IDENTIFIER = Pattern.compile("^[A-Za-z_$][A-Za-z0-9_$]*$");

    /**
     * A JSON path from segments (String keys, Integer indexes): ["ui", "fields", 0] → "ui.fields[0]".
     * A key that is no identifier is written {@code ["a b"]}; one longer than SUBJECT_MAX_CODE_POINTS
     * is cut like a quoted value, so a path stays small whatever the input.
     */
    public static String formatPath(List<?> segments) {
        StringBuilder out = new StringBuilder();
        for (Object segment : segments) {
            if (segment instanceof Integer index) {
                out.append('[').append(index).append(']');
                continue;
            }
            String text = String.valueOf(segment);
            String key = clip(text, SUBJECT_MAX_CODE_POINTS);
            if (key.equals(text) && IDENTIFIER.matcher(text).matches()) out.append(out.length() > 0 ? "." : "").append(text);
            else out.append('[').append(McpAskJson.stringify(key)).append(']');
        }
        return out.toString();
    }

    /** formatPath of {@code base} followed by {@code more}. */
    static String path(List<?> base, Object... more) {
        List<Object> all = new ArrayList<>(base);
        Collections.addAll(all, more);
        return formatPath(all);
    }

    /** The first {@code max} code points of text and its length in code points, or null when it is no longer. */
    private static String[] cut(String text, int max) {
        if (text.length() <= max) return null;
        int count = 0;
        int headEnd = text.length();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) i++;
            if (++count == max) headEnd = i + 1;
        }
        return count <= max ? null : new String[] {text.substring(0, headEnd), String.valueOf(count)};
    }

    /** Text for a message, cut to QUOTE_MAX_CODE_POINTS: {@code aaaa… (200000 code points)}. */
    public static String clip(String text) {
        return clip(text, QUOTE_MAX_CODE_POINTS);
    }

    /** Text for a message, cut to {@code max} code points. */
    public static String clip(String text, int max) {
        String[] c = cut(text, max);
        return c == null ? text : c[0] + "… (" + c[1] + " code points)";
    }

    /**
     * A value as JSON for a message, cut at QUOTE_MAX_CODE_POINTS: {@code "aaaa…" (200000 code points)},
     * other JSON {@code [1,2,3,…] (5000 code points of JSON)}; UNDEFINED prints as undefined. Never throws.
     */
    public static String quote(Object value) {
        return quote(value, QUOTE_MAX_CODE_POINTS);
    }

    /** quote with another limit. */
    public static String quote(Object value, int max) {
        if (value == UNDEFINED) return "undefined";
        if (value instanceof String s) {
            String[] c = cut(s, max);
            return c == null ? McpAskJson.stringify(s) : McpAskJson.stringify(c[0] + "…") + " (" + c[1] + " code points)";
        }
        if (value instanceof Number n && (Double.isNaN(n.doubleValue()) || Double.isInfinite(n.doubleValue()))) return jsString(n);
        String text = McpAskJson.stringify(value);
        String[] c = cut(text, max);
        return c == null ? text : c[0] + "… (" + c[1] + " code points of JSON)";
    }

    /** JavaScript's String(value) for a JSON value: numbers as JavaScript prints them, arrays joined by commas, objects "[object Object]". */
    public static String jsString(Object value) {
        if (value == UNDEFINED) return "undefined";
        if (value == null) return "null";
        if (value instanceof Number n) return McpAskFormatter.jsNumber(n);
        if (value instanceof List<?> list) {
            StringBuilder out = new StringBuilder();
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) out.append(',');
                Object item = list.get(i);
                if (item != null) out.append(jsString(item));
            }
            return out.toString();
        }
        if (value instanceof Map<?, ?>) return "[object Object]";
        return String.valueOf(value);
    }

    /** Longest value or candidate (UTF-16 code units) "did you mean" compares. */
    public static final int SUGGEST_MAX_LENGTH = 256;
    /** How many candidates "did you mean" looks at, at most. */
    public static final int SUGGEST_MAX_CANDIDATES = 1000;
    private static final int SUGGEST_MAX_DISTANCE = 2;

    /**
     * The closest of {@code candidates} to {@code value} (edit distance ≤ 2 and less than half the
     * shorter length, or a case-insensitive match), or null. Bounded work: values or candidates over
     * 256 UTF-16 units are never compared, only the first 1000 candidates are looked at, and the
     * distance is computed in a band of width 5. Non-string candidates are skipped.
     */
    public static String closest(String value, Iterable<?> candidates) {
        if (value.length() > SUGGEST_MAX_LENGTH) return null;
        String lower = value.toLowerCase(java.util.Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        int looked = 0;
        for (Object item : candidates) {
            if (++looked > SUGGEST_MAX_CANDIDATES) break;
            if (!(item instanceof String candidate) || candidate.length() > SUGGEST_MAX_LENGTH) continue;
            if (candidate.toLowerCase(java.util.Locale.ROOT).equals(lower)) return candidate;
            if (Math.abs(candidate.length() - value.length()) > SUGGEST_MAX_DISTANCE) continue;
            int d = boundedDistance(value, candidate, SUGGEST_MAX_DISTANCE);
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return best != null && bestDistance <= SUGGEST_MAX_DISTANCE && bestDistance * 2 < Math.min(value.length(), best.length()) ? best : null;
    }

    /** Edit distance of a and b when it is ≤ k, else k + 1; only cells with |i − j| ≤ k are computed. */
    private static int boundedDistance(String a, String b, int k) {
        int over = k + 1;
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= Math.min(b.length(), k); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            int lo = Math.max(0, i - k);
            int hi = Math.min(b.length(), i + k);
            int rowMin = over;
            for (int j = lo; j <= hi; j++) {
                int v = i;
                if (j > 0) {
                    int replace = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                    int remove = j <= i - 1 + k ? prev[j] + 1 : over;
                    int insert = j > lo ? cur[j - 1] + 1 : over;
                    v = Math.min(Math.min(replace, remove), Math.min(insert, over));
                }
                cur[j] = Math.min(v, over);
                if (cur[j] < rowMin) rowMin = cur[j];
            }
            if (rowMin >= over) return over;
            int[] swap = prev;
            prev = cur;
            cur = swap;
        }
        return b.length() <= a.length() + k ? Math.min(prev[b.length()], over) : over;
    }

    /** The name (or id) of the deepest array element on {@code segments} inside {@code data}, or null. */
    static String subjectAt(Object data, List<Object> segments) {
        Object node = data;
        String subject = null;
        for (Object segment : segments) {
            if (!(node instanceof Map<?, ?>) && !(node instanceof List<?>)) break;
            node = child(node, segment);
            if (segment instanceof Integer && node instanceof Map<?, ?> m) {
                if (m.get("name") instanceof String name && !name.isEmpty()) subject = name;
                else if (m.get("id") instanceof String id && !id.isEmpty()) subject = id;
            }
        }
        return subject;
    }

    /** node[segment] (an object's key or an array's index), or null. */
    static Object child(Object node, Object segment) {
        if (node instanceof Map<?, ?> m) return m.get(String.valueOf(segment));
        if (node instanceof List<?> l && segment instanceof Integer i) return i >= 0 && i < l.size() ? l.get(i) : null;
        return null;
    }

    /** Problems of {@code first} win over later ones at the same path (rule problems carry the better fix). */
    public static List<Problem> merge(List<Problem> first, List<Problem> rest) {
        Set<String> taken = new HashSet<>();
        for (Problem p : first) if (omittedCount(p) < 0) taken.add(p.path());
        List<Problem> out = new ArrayList<>(first);
        for (Problem p : rest) if (!taken.contains(p.path())) out.add(p);
        return out;
    }

    private static final Pattern OMITTED = Pattern.compile("^(\\d+) more problems? (?:is|are) not listed$");

    /** How many problems a summary of limit stands for; -1 for any other problem. */
    static int omittedCount(Problem problem) {
        if (!problem.path().isEmpty() || problem.subject() != null) return -1;
        Matcher m = OMITTED.matcher(problem.message());
        return m.matches() ? Integer.parseInt(m.group(1)) : -1;
    }

    /**
     * At most MAX_PROBLEMS problems in the given order; when there are more, one last problem (path "")
     * counts the rest ({@code 1234 more problems are not listed}); earlier summaries are folded in.
     */
    public static List<Problem> limit(List<Problem> problems) {
        int omitted = 0;
        List<Problem> kept = new ArrayList<>();
        for (Problem p : problems) {
            int n = omittedCount(p);
            if (n >= 0) omitted += n;
            else if (kept.size() < MAX_PROBLEMS) kept.add(p);
            else omitted++;
        }
        if (omitted == 0) return kept;
        kept.add(omittedSummary(omitted));
        return kept;
    }

    /** The last problem of a cut report: how many more there are. */
    static Problem omittedSummary(int omitted) {
        return new Problem("", omitted + " more problem" + (omitted == 1 ? " is" : "s are") + " not listed",
                "fix the problems listed first and try again: a report lists at most " + MAX_PROBLEMS + " problems (x-nuwax.constants.maxProblems)", null, null);
    }

    private static final Pattern PATH_SEGMENT = Pattern.compile("\\[(\\d+)\\]|\\[(\"(?:[^\"\\\\]|\\\\.)*\")\\]|\\.?([^.\\[\\]]+)");

    /** Splits a path made by formatPath back into segments: {@code ui.fields[2]["a b"]} → ["ui", "fields", 2, "a b"]. */
    public static List<Object> parsePath(String path) {
        List<Object> segments = new ArrayList<>();
        Matcher m = PATH_SEGMENT.matcher(path);
        while (m.find()) {
            if (m.group(1) != null) segments.add(Integer.valueOf(m.group(1)));
            else if (m.group(2) != null) segments.add(McpAskJson.parse(m.group(2)));
            else if (m.group(3) != null) segments.add(m.group(3));
        }
        return segments;
    }

    /**
     * Orders problems as the input is written: array items by index, object properties by their
     * position in {@code data} (JavaScript's key order; a missing property after the present ones);
     * ties keep their order; summaries last. Returns at most MAX_PROBLEMS of them (limit).
     */
    public static List<Problem> sort(List<Problem> problems, Object data) {
        Map<Object, Map<String, Integer>> positions = new IdentityHashMap<>();
        record Keyed(Problem p, int index, long[] rank, boolean omitted) {}
        List<Keyed> keyed = new ArrayList<>(problems.size());
        for (int index = 0; index < problems.size(); index++) {
            Problem p = problems.get(index);
            List<Object> segments = parsePath(p.path());
            long[] rank = new long[segments.size()];
            Object node = data;
            for (int k = 0; k < segments.size(); k++) {
                Object segment = segments.get(k);
                if (segment instanceof Integer i) rank[k] = i;
                else if (node instanceof Map<?, ?> m && m.containsKey(segment)) {
                    Map<String, Integer> map = positions.computeIfAbsent(m, McpAskProblems::keyPositions);
                    rank[k] = map.get((String) segment);
                } else rank[k] = Long.MAX_VALUE;
                node = child(node, segment);
            }
            keyed.add(new Keyed(p, index, rank, omittedCount(p) >= 0));
        }
        keyed.sort((a, b) -> {
            if (a.omitted() != b.omitted()) return a.omitted() ? 1 : -1;
            for (int i = 0; i < Math.min(a.rank().length, b.rank().length); i++) {
                if (a.rank()[i] != b.rank()[i]) return Long.compare(a.rank()[i], b.rank()[i]);
            }
            return a.rank().length != b.rank().length ? Integer.compare(a.rank().length, b.rank().length) : Integer.compare(a.index(), b.index());
        });
        List<Problem> out = new ArrayList<>(keyed.size());
        for (Keyed k : keyed) out.add(k.p());
        return limit(out);
    }

    private static Map<String, Integer> keyPositions(Object node) {
        Map<String, Integer> out = new HashMap<>();
        List<String> keys = McpAskJson.jsKeys((Map<?, ?>) node);
        for (int i = 0; i < keys.size(); i++) out.put(keys.get(i), i);
        return out;
    }

    private static final Pattern STEP_PATH = Pattern.compile("^(ui\\.)?steps\\[.*", Pattern.DOTALL);
    private static final Pattern FIELD_PATH = Pattern.compile("^((ui\\.)?fields\\[|formData\\b).*", Pattern.DOTALL);

    /** One problem as a line: {@code ui.fields[2].options (field "plan"): widget "radio" needs options — fix: …}. */
    public static String format(Problem problem) {
        String where = problem.path().isEmpty() ? "(root)" : problem.path();
        String kind = STEP_PATH.matcher(problem.path()).matches() ? "step " : FIELD_PATH.matcher(problem.path()).matches() ? "field " : "";
        String subject = problem.subject() == null || problem.subject().isEmpty() ? "" : " (" + (kind.isEmpty() ? clip(problem.subject()) : kind + quote(problem.subject())) + ")";
        return where + subject + ": " + problem.message() + " — fix: " + problem.fix();
    }

    /** Every problem, one line each. */
    public static String format(List<Problem> problems) {
        StringBuilder out = new StringBuilder();
        for (Problem p : problems) out.append(out.length() == 0 ? "" : "\n").append(format(p));
        return out.toString();
    }
}
