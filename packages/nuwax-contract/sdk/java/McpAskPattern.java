package ai.nuwax.mcpask;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * Linear-time matching of a form field's {@code pattern} ({@code #/$defs/FormFieldInput/properties/pattern},
 * docs/reliability-and-security.md), the Java port of the TypeScript kit's runtime/contract/pattern.ts:
 * the same accepted syntax, the same refusals, the same program-size rule, and for every accepted
 * pattern the same answer as JavaScript's {@code new RegExp(source, "u").test(text)}.
 *
 * <p>Accepted: ECMAScript regular expressions with the {@code u} flag, minus the constructs that need
 * backtracking: lookahead, lookbehind, backreferences and inline modifiers are refused as
 * {@code unsupported}; counted repeats go up to {@link #MAX_REPEAT}; the compiled program has at most
 * {@link #MAX_PROGRAM_SIZE} instructions, counted by the rule of docs/reliability-and-security.md "Linear-time patterns". Text that is no ECMAScript u-flag expression is refused as
 * {@code syntax}, with the engine's message ({@code Invalid regular expression: /(/u: Unterminated group}).
 * Matching is a Thompson NFA: one pass over the text's code points, O(code points × program size).
 *
 * <p>Character sets ({@code .}, {@code [...]}, {@code \d \w \s}, escapes) are ECMAScript's, decided
 * here without java.util.regex (whose {@code \s} and {@code .} differ). Unicode property escapes read
 * McpAskUnicodeTables, written from Node's own RegExp (generator/java-unicode.ts): every General_Category,
 * binary property, Script and Script_Extensions value ECMAScript names means what it means in the
 * TypeScript kit; an unknown name is a syntax refusal, as in JavaScript.
 */
public final class McpAskPattern {
    /** Largest count accepted in {n}, {n,} and {n,m} (pattern.ts MAX_REPEAT; RE2's limit as well). */
    public static final int MAX_REPEAT = McpAskContract.PATTERN_MAX_REPEAT;
    /** Most instructions of a compiled program, MATCH included, by the rule of docs/reliability-and-security.md "Linear-time patterns" (pattern.ts MAX_PROGRAM_SIZE). */
    public static final int MAX_PROGRAM_SIZE = McpAskContract.PATTERN_MAX_PROGRAM_SIZE;

    private static final String UNSUPPORTED_FIX =
            "rewrite it without lookahead, lookbehind, backreferences or inline modifiers, with repeat counts up to " + MAX_REPEAT + " (README \"Reliability and security\")";
    private static final String SYNTAX_FIX = "fix the expression (ECMAScript syntax with the u flag) or remove it";

    /**
     * Why a pattern is refused: {@code kind} is "syntax" (not an ECMAScript u-flag expression) or
     * "unsupported" (not linear-time, or a property this engine has no table for); {@code reason}
     * and {@code fix} are English for the developer.
     */
    public record Refusal(String kind, String reason, String fix) {}

    /** What compile returns: a compiled pattern, or the refusal (exactly one is non-null). */
    public record Compiled(McpAskPattern pattern, Refusal refusal) {
        /** Whether the pattern was refused. */
        public boolean refused() {
            return refusal != null;
        }
    }

    /** {@code test} and the number of NFA steps it took. */
    public record Run(boolean matched, long steps) {}

    private static final int OP_SET = 0;
    private static final int OP_SPLIT = 1;
    private static final int OP_JMP = 2;
    private static final int OP_ASSERT = 3;
    private static final int OP_MATCH = 4;
    private static final int INFINITE = Integer.MAX_VALUE;

    private final String source;
    private final int[] op;
    private final int[] x;
    private final int[] y;
    private final IntPredicate[] setAt;

    private McpAskPattern(String source, Program program) {
        this.source = source;
        int n = program.op.size();
        this.op = new int[n];
        this.x = new int[n];
        this.y = new int[n];
        this.setAt = new IntPredicate[n];
        for (int pc = 0; pc < n; pc++) {
            op[pc] = program.op.get(pc);
            x[pc] = program.x.get(pc);
            y[pc] = program.y.get(pc);
            if (op[pc] == OP_SET) setAt[pc] = program.sets.get(x[pc]);
        }
    }

    /** The pattern's source text. */
    public String source() {
        return source;
    }

    /** Number of instructions of the compiled program. */
    public int size() {
        return op.length;
    }

    /** Whether {@code text} contains a match (unanchored, like RegExp.prototype.test with the u flag). Never throws. */
    public boolean test(String text) {
        return run(text).matched();
    }

    /** {@code test}, and the number of NFA steps it took (bounded by code points × program size). */
    public Run run(String text) {
        int[] cps = text.codePoints().toArray();
        int len = cps.length;
        int n = op.length;
        int[] current = new int[n];
        int[] next = new int[n];
        int currentCount = 0;
        int[] mark = new int[n];
        java.util.Arrays.fill(mark, -1);
        int[] stack = new int[2 * n + 2];
        long[] steps = {0};
        for (int pos = 0; pos <= len; pos++) {
            currentCount = add(current, currentCount, 0, pos, cps, mark, stack, steps);
            if (currentCount < 0) return new Run(true, steps[0]);
            if (pos == len) break;
            int cp = cps[pos];
            int nextCount = 0;
            for (int k = 0; k < currentCount; k++) {
                int pc = current[k];
                steps[0]++;
                if (setAt[pc].test(cp)) {
                    nextCount = add(next, nextCount, pc + 1, pos + 1, cps, mark, stack, steps);
                    if (nextCount < 0) return new Run(true, steps[0]);
                }
            }
            int[] swap = current;
            current = next;
            next = swap;
            currentCount = nextCount;
        }
        return new Run(false, steps[0]);
    }

    /** Adds the closure of pc0 at position pos to list; -1 when it reaches MATCH. */
    private int add(int[] list, int count, int pc0, int pos, int[] cps, int[] mark, int[] stack, long[] steps) {
        int top = 0;
        stack[top++] = pc0;
        while (top > 0) {
            int pc = stack[--top];
            if (mark[pc] == pos) continue;
            mark[pc] = pos;
            steps[0]++;
            switch (op[pc]) {
                case OP_SET -> list[count++] = pc;
                case OP_JMP -> stack[top++] = x[pc];
                case OP_SPLIT -> {
                    stack[top++] = y[pc];
                    stack[top++] = x[pc];
                }
                case OP_ASSERT -> {
                    int kind = x[pc];
                    boolean holds;
                    if (kind == '^') holds = pos == 0;
                    else if (kind == '$') holds = pos == cps.length;
                    else {
                        boolean before = pos > 0 && isWord(cps[pos - 1]);
                        boolean after = pos < cps.length && isWord(cps[pos]);
                        holds = kind == 'b' ? before != after : before == after;
                    }
                    if (holds) stack[top++] = pc + 1;
                }
                default -> {
                    return -1;
                }
            }
        }
        return count;
    }

    private static boolean isWord(int cp) {
        return (cp >= '0' && cp <= '9') || (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z') || cp == '_';
    }

    private static final int CACHE_SIZE = 256;
    private static final Map<String, Compiled> CACHE = Collections.synchronizedMap(new BoundedCache());

    /** The compile cache: the 256 sources compiled last (the oldest entry goes first). */
    private static final class BoundedCache extends LinkedHashMap<String, Compiled> {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Compiled> eldest) {
            return size() > CACHE_SIZE;
        }
    }

    /**
     * Compiles a field's {@code pattern} for linear-time matching: the compiled pattern, or a
     * Refusal ({@code syntax} with the engine's message, {@code unsupported} naming the construct).
     * Never throws; results are cached per source (at most 256).
     */
    public static Compiled compile(String source) {
        Compiled hit = CACHE.get(source);
        if (hit != null) return hit;
        Compiled result = compileUncached(source);
        CACHE.put(source, result);
        return result;
    }

    private static Compiled compileUncached(String source) {
        Parser parser = new Parser(source);
        Node node;
        try {
            node = parser.parse();
        } catch (SyntaxError e) {
            return new Compiled(null, new Refusal("syntax", "Invalid regular expression: /" + source + "/u: " + e.getMessage(), SYNTAX_FIX));
        }
        if (parser.unsupported != null) {
            return new Compiled(null, new Refusal("unsupported", "the pattern uses " + parser.unsupported + ", which linear-time matching does not run", UNSUPPORTED_FIX));
        }
        if (node.size() + 1L > MAX_PROGRAM_SIZE) {
            return new Compiled(null, new Refusal("unsupported", "the pattern compiles to more than " + MAX_PROGRAM_SIZE + " instructions", "use smaller repeat counts or a shorter expression (x-nuwax.constants.patternMaxProgramSize)"));
        }
        Program program = new Program();
        node.compile(program);
        program.emit(OP_MATCH, 0, 0);
        return new Compiled(new McpAskPattern(source, program), null);
    }

    // ---------------------------------------------------------------------------------------------
    // The program and its nodes.
    // ---------------------------------------------------------------------------------------------

    private static final class Program {
        final List<Integer> op = new ArrayList<>();
        final List<Integer> x = new ArrayList<>();
        final List<Integer> y = new ArrayList<>();
        final List<IntPredicate> sets = new ArrayList<>();

        int emit(int code, int a, int b) {
            op.add(code);
            x.add(a);
            y.add(b);
            return op.size() - 1;
        }
    }

    private static int cap(long n) {
        return (int) Math.min(n, MAX_PROGRAM_SIZE + 1);
    }

    private sealed interface Node permits SetNode, Cat, Alt, Rep, Assert, Empty {
        /** Instructions compile emits (docs/reliability-and-security.md "Linear-time patterns"), capped just past MAX_PROGRAM_SIZE so huge repeats are never expanded. */
        int size();

        void compile(Program p);
    }

    private record SetNode(IntPredicate test) implements Node {
        public int size() {
            return 1;
        }

        public void compile(Program p) {
            p.sets.add(test);
            p.emit(OP_SET, p.sets.size() - 1, 0);
        }
    }

    private record Assert(char kind) implements Node {
        public int size() {
            return 1;
        }

        public void compile(Program p) {
            p.emit(OP_ASSERT, kind, 0);
        }
    }

    private record Empty() implements Node {
        public int size() {
            return 0;
        }

        public void compile(Program p) {}
    }

    private record Cat(List<Node> items) implements Node {
        public int size() {
            int sum = 0;
            for (Node item : items) sum = cap((long) sum + item.size());
            return sum;
        }

        public void compile(Program p) {
            for (Node item : items) item.compile(p);
        }
    }

    private record Alt(List<Node> items) implements Node {
        public int size() {
            int sum = 0;
            for (Node item : items) sum = cap((long) sum + item.size());
            return cap((long) sum + 2L * (items.size() - 1));
        }

        public void compile(Program p) {
            List<Integer> jumps = new ArrayList<>();
            for (int k = 0; k < items.size(); k++) {
                if (k == items.size() - 1) {
                    items.get(k).compile(p);
                    break;
                }
                int split = p.emit(OP_SPLIT, 0, 0);
                p.x.set(split, split + 1);
                items.get(k).compile(p);
                jumps.add(p.emit(OP_JMP, 0, 0));
                p.y.set(split, p.op.size());
            }
            for (int j : jumps) p.x.set(j, p.op.size());
        }
    }

    private record Rep(Node node, int min, int max) implements Node {
        public int size() {
            long inner = node.size();
            return max == INFINITE ? cap((min + 1L) * inner + 2) : cap((long) max * inner + ((long) max - min));
        }

        public void compile(Program p) {
            for (int k = 0; k < min; k++) node.compile(p);
            if (max == INFINITE) {
                int split = p.emit(OP_SPLIT, 0, 0);
                p.x.set(split, split + 1);
                node.compile(p);
                p.emit(OP_JMP, split, 0);
                p.y.set(split, p.op.size());
                return;
            }
            List<Integer> splits = new ArrayList<>();
            for (int k = min; k < max; k++) {
                int split = p.emit(OP_SPLIT, 0, 0);
                p.x.set(split, split + 1);
                splits.add(split);
                node.compile(p);
            }
            for (int split : splits) p.y.set(split, p.op.size());
        }
    }

    // ---------------------------------------------------------------------------------------------
    // The parser: ECMAScript u-flag syntax (ECMA-262 "Patterns" with [UnicodeMode]), checked in full.
    // ---------------------------------------------------------------------------------------------

    private static final class SyntaxError extends RuntimeException {
        private static final long serialVersionUID = 1L;

        SyntaxError(String message) {
            super(message, null, false, false);
        }
    }

    private static final String SYNTAX_CHARACTERS = "^$\\.*+?()[]{}|";

    private static final class Parser {
        final String s;
        int i;
        /** The first construct linear-time matching does not run (a lookaround, a backreference, a property without a table), or null. */
        String unsupported;
        final int groupCount;
        final Set<String> groupNames = new HashSet<>();
        final Set<String> namesSeen = new HashSet<>();
        final List<String> namedReferences = new ArrayList<>();
        /** Whether two groups share a name (reported once the whole pattern is read, as V8 does). */
        boolean duplicateName;

        Parser(String s) {
            this.s = s;
            this.groupCount = countGroups(s, groupNames);
        }

        /** Capturing groups of the source (outside classes), their names collected. */
        private static int countGroups(String s, Set<String> names) {
            int count = 0;
            boolean inClass = false;
            for (int k = 0; k < s.length(); k++) {
                char c = s.charAt(k);
                if (c == '\\') {
                    k++;
                } else if (inClass) {
                    if (c == ']') inClass = false;
                } else if (c == '[') {
                    inClass = true;
                } else if (c == '(') {
                    if (k + 1 < s.length() && s.charAt(k + 1) == '?') {
                        if (k + 2 < s.length() && s.charAt(k + 2) == '<' && k + 3 < s.length() && s.charAt(k + 3) != '=' && s.charAt(k + 3) != '!') {
                            count++;
                            int close = s.indexOf('>', k);
                            if (close > 0) names.add(s.substring(k + 3, close));
                        }
                    } else count++;
                }
            }
            return count;
        }

        void unsupported(String what) {
            if (unsupported == null) unsupported = what;
        }

        boolean more() {
            return i < s.length();
        }

        char peek() {
            return s.charAt(i);
        }

        boolean at(char c) {
            return i < s.length() && s.charAt(i) == c;
        }

        Node parse() {
            Node node = alternation();
            if (more()) throw new SyntaxError(peek() == ')' ? "Unmatched ')'" : "Unexpected character");
            if (duplicateName) throw new SyntaxError("Duplicate capture group name");
            for (String name : namedReferences) if (!groupNames.contains(name)) throw new SyntaxError("Invalid named capture referenced");
            return node;
        }

        Node alternation() {
            List<Node> items = new ArrayList<>();
            items.add(sequence());
            while (at('|')) {
                i++;
                items.add(sequence());
            }
            return items.size() == 1 ? items.get(0) : new Alt(items);
        }

        Node sequence() {
            List<Node> items = new ArrayList<>();
            while (more() && peek() != '|' && peek() != ')') {
                Node atom = atom();
                items.add(atom == null ? new Empty() : quantified(atom));
            }
            return items.size() == 1 ? items.get(0) : items.isEmpty() ? new Empty() : new Cat(items);
        }

        /** The quantifier after an atom, if any; a quantifier is refused after an assertion (null atom = a lookaround). */
        Node quantified(Node node) {
            if (!more()) return node;
            int min;
            int max;
            char c = peek();
            int start = i;
            if (c == '*') {
                min = 0;
                max = INFINITE;
                i++;
            } else if (c == '+') {
                min = 1;
                max = INFINITE;
                i++;
            } else if (c == '?') {
                min = 0;
                max = 1;
                i++;
            } else if (c == '{') {
                if (node instanceof Assert) {
                    if (braces(false) != null) throw new SyntaxError("Nothing to repeat");
                    return node; // a lone "{" after an assertion: the next atom refuses it
                }
                int[] range = braces(true);
                if (range == null) throw new SyntaxError("Incomplete quantifier");
                min = range[0];
                max = range[1];
                String text = s.substring(start, i);
                if (range[2] == 1) unsupported("a repeat count over " + MAX_REPEAT);
                else if (min > MAX_REPEAT || (max != INFINITE && max > MAX_REPEAT)) unsupported("the repeat " + text + ", over " + MAX_REPEAT);
            } else return node;
            if (node instanceof Assert) throw new SyntaxError("Nothing to repeat");
            if (at('?')) i++; // lazy: the same language, so the same test() answer
            return new Rep(node, min, max);
        }

        /**
         * A {n}, {n,} or {n,m} quantifier at i: {min, max, tooLong} with i past it, tooLong 1 when its
         * text is longer than pattern.ts reads (40 characters); null (i unchanged) when none is there.
         */
        int[] braces(boolean checkOrder) {
            int j = i + 1;
            int d = j;
            while (j < s.length() && Character.isDigit(s.charAt(j)) && s.charAt(j) < 128) j++;
            if (j == d) return null;
            String minText = s.substring(d, j);
            String maxText = null;
            boolean comma = false;
            if (j < s.length() && s.charAt(j) == ',') {
                comma = true;
                j++;
                int e = j;
                while (j < s.length() && s.charAt(j) >= '0' && s.charAt(j) <= '9') j++;
                maxText = s.substring(e, j);
            }
            if (j >= s.length() || s.charAt(j) != '}') return null;
            j++;
            int min = count(minText);
            int max = !comma ? min : maxText.isEmpty() ? INFINITE : count(maxText);
            if (checkOrder && max != INFINITE && max < min) throw new SyntaxError("numbers out of order in {} quantifier");
            int tooLong = j - i > 40 ? 1 : 0;
            i = j;
            return new int[] {min, max, tooLong};
        }

        private static int count(String digits) {
            String trimmed = digits.replaceFirst("^0+(?=.)", "");
            return trimmed.length() > 9 ? INFINITE - 1 : Integer.parseInt(trimmed);
        }

        /** One atom; null for a lookaround (parsed, refused, never matched). */
        Node atom() {
            char c = peek();
            switch (c) {
                case '(':
                    return group();
                case '^':
                case '$':
                    i++;
                    return new Assert(c);
                case '.':
                    i++;
                    return new SetNode(McpAskPattern::isNotLineTerminator);
                case '[':
                    return new SetNode(characterClass());
                case '\\':
                    return escape();
                case '*':
                case '+':
                case '?':
                    throw new SyntaxError("Nothing to repeat");
                case '{':
                    if (braces(false) != null) throw new SyntaxError("Nothing to repeat");
                    throw new SyntaxError("Lone quantifier brackets");
                case '}':
                case ']':
                    throw new SyntaxError("Lone quantifier brackets");
                default: {
                    int cp = s.codePointAt(i);
                    i += Character.charCount(cp);
                    return literal(cp);
                }
            }
        }

        Node group() {
            int open = i;
            i++;
            boolean lookaround = false;
            if (at('?')) {
                char next = i + 1 < s.length() ? s.charAt(i + 1) : 0;
                if (next == ':') i += 2;
                else if (next == '=' || next == '!') {
                    unsupported("a lookahead " + s.substring(open, i + 2) + "…)");
                    lookaround = true;
                    i += 2;
                } else if (next == '<' && i + 2 < s.length() && (s.charAt(i + 2) == '=' || s.charAt(i + 2) == '!')) {
                    unsupported("a lookbehind " + s.substring(open, i + 3) + "…)");
                    lookaround = true;
                    i += 3;
                } else if (next == '<') {
                    i += 2;
                    String name = groupName();
                    if (!namesSeen.add(name)) duplicateName = true;
                } else throw new SyntaxError("Invalid group");
            }
            Node node = alternation();
            if (!at(')')) throw new SyntaxError("Unterminated group");
            i++;
            if (lookaround) {
                // In u-mode a lookaround cannot be repeated; it matches no text of its own.
                if (more() && (peek() == '*' || peek() == '+' || peek() == '?' || (peek() == '{' && braces(false) != null))) throw new SyntaxError("Invalid quantifier");
                return new Assert('L');
            }
            return node;
        }

        /** A group name after "(?<" or "\k<", up to and past its ">". */
        String groupName() {
            int start = i;
            if (!more()) throw new SyntaxError("Invalid capture group name");
            int first = s.codePointAt(i);
            if (!(first == '$' || first == '_' || Character.isUnicodeIdentifierStart(first))) throw new SyntaxError("Invalid capture group name");
            i += Character.charCount(first);
            while (more() && peek() != '>') {
                int cp = s.codePointAt(i);
                if (!(cp == '$' || cp == 0x200C || cp == 0x200D || Character.isUnicodeIdentifierPart(cp)) || Character.isIdentifierIgnorable(cp)) throw new SyntaxError("Invalid capture group name");
                i += Character.charCount(cp);
            }
            if (!more()) throw new SyntaxError("Invalid capture group name");
            String name = s.substring(start, i);
            i++;
            return name;
        }

        Node escape() {
            int start = i;
            if (i + 1 >= s.length()) throw new SyntaxError("\\ at end of pattern");
            char c = s.charAt(i + 1);
            if (c == 'b' || c == 'B') {
                i += 2;
                return new Assert(c);
            }
            if (c >= '1' && c <= '9') {
                int j = i + 1;
                while (j < s.length() && s.charAt(j) >= '0' && s.charAt(j) <= '9') j++;
                String digits = s.substring(i + 1, j);
                if (digits.length() > 9 || Integer.parseInt(digits) > groupCount) throw new SyntaxError("Invalid escape");
                unsupported("a backreference \\" + c);
                i = j;
                return new Empty();
            }
            if (c == 'k') {
                i += 2;
                if (!at('<')) throw new SyntaxError("Invalid named reference");
                i++;
                String name = groupName();
                namedReferences.add(name);
                unsupported("a backreference " + s.substring(start, i));
                return new Empty();
            }
            IntPredicate set = classEscape();
            if (set != null) return new SetNode(set);
            return literal(characterEscape(false));
        }

        /** \d \D \s \S \w \W \p{…} \P{…} at i (i past it), else null (i unchanged). */
        IntPredicate classEscape() {
            char c = s.charAt(i + 1);
            switch (c) {
                case 'd':
                    i += 2;
                    return McpAskPattern::isDigit;
                case 'D':
                    i += 2;
                    return cp -> !isDigit(cp);
                case 's':
                    i += 2;
                    return McpAskPattern::isSpace;
                case 'S':
                    i += 2;
                    return cp -> !isSpace(cp);
                case 'w':
                    i += 2;
                    return McpAskPattern::isWord;
                case 'W':
                    i += 2;
                    return cp -> !isWord(cp);
                case 'p':
                case 'P': {
                    i += 2;
                    if (!at('{')) throw new SyntaxError("Invalid property name");
                    int close = s.indexOf('}', i);
                    if (close < 0) throw new SyntaxError("Invalid property name");
                    String body = s.substring(i + 1, close);
                    i = close + 1;
                    IntPredicate property = property(body);
                    return c == 'p' ? property : property.negate();
                }
                default:
                    return null;
            }
        }

        /** A CharacterEscape at i (i past it): its code point. {@code inClass}: \b is backspace and \- a hyphen. */
        int characterEscape(boolean inClass) {
            char c = s.charAt(i + 1);
            switch (c) {
                case 'f':
                    i += 2;
                    return '\f';
                case 'n':
                    i += 2;
                    return '\n';
                case 'r':
                    i += 2;
                    return '\r';
                case 't':
                    i += 2;
                    return '\t';
                case 'v':
                    i += 2;
                    return 0x0B;
                case 'c': {
                    char letter = i + 2 < s.length() ? s.charAt(i + 2) : 0;
                    if (!((letter >= 'a' && letter <= 'z') || (letter >= 'A' && letter <= 'Z'))) throw new SyntaxError("Invalid unicode escape");
                    i += 3;
                    return letter % 32;
                }
                case '0':
                    if (i + 2 < s.length() && Character.isDigit(s.charAt(i + 2)) && s.charAt(i + 2) < 128) throw new SyntaxError(inClass ? "Invalid class escape" : "Invalid decimal escape");
                    i += 2;
                    return 0;
                case 'x': {
                    int value = hex(i + 2, 2);
                    if (value < 0) throw new SyntaxError("Invalid escape");
                    i += 4;
                    return value;
                }
                case 'u':
                    return unicodeEscape();
                default:
                    if (SYNTAX_CHARACTERS.indexOf(c) >= 0 || c == '/') {
                        i += 2;
                        return c;
                    }
                    if (inClass && c == '-') {
                        i += 2;
                        return '-';
                    }
                    if (inClass && c == 'b') {
                        i += 2;
                        return '\b';
                    }
                    throw new SyntaxError(inClass ? "Invalid class escape" : "Invalid escape");
            }
        }

        /** \\uXXXX (a surrogate pair of two joined), or \\u{X…} up to 10FFFF, at i. */
        int unicodeEscape() {
            if (i + 2 < s.length() && s.charAt(i + 2) == '{') {
                int close = s.indexOf('}', i + 3);
                if (close < 0 || close == i + 3) throw new SyntaxError("Invalid Unicode escape");
                String digits = s.substring(i + 3, close);
                for (int k = 0; k < digits.length(); k++) if (Character.digit(digits.charAt(k), 16) < 0 || digits.charAt(k) > 127) throw new SyntaxError("Invalid Unicode escape");
                String trimmed = digits.replaceFirst("^0+(?=.)", "");
                if (trimmed.length() > 6 || Integer.parseInt(trimmed, 16) > 0x10FFFF) throw new SyntaxError("Invalid Unicode escape");
                i = close + 1;
                return Integer.parseInt(trimmed, 16);
            }
            int lead = hex(i + 2, 4);
            if (lead < 0) throw new SyntaxError("Invalid Unicode escape");
            i += 6;
            if (lead >= 0xD800 && lead <= 0xDBFF && i + 1 < s.length() && s.charAt(i) == '\\' && s.charAt(i + 1) == 'u') {
                int trail = hex(i + 2, 4);
                if (trail >= 0xDC00 && trail <= 0xDFFF) {
                    i += 6;
                    return Character.toCodePoint((char) lead, (char) trail);
                }
            }
            return lead;
        }

        /** The value of {@code digits} hex digits at {@code at}, or -1. */
        int hex(int at, int digits) {
            if (at + digits > s.length()) return -1;
            int value = 0;
            for (int k = at; k < at + digits; k++) {
                char ch = s.charAt(k);
                int d = ch < 128 ? Character.digit(ch, 16) : -1;
                if (d < 0) return -1;
                value = value * 16 + d;
            }
            return value;
        }

        /** A [...] class at i (i past its "]"). */
        IntPredicate characterClass() {
            i++;
            boolean negated = at('^');
            if (negated) i++;
            List<int[]> ranges = new ArrayList<>();
            List<IntPredicate> escapes = new ArrayList<>();
            while (true) {
                if (!more()) throw new SyntaxError("Unterminated character class");
                if (peek() == ']') {
                    i++;
                    break;
                }
                Object from = classAtom();
                if (at('-') && i + 1 < s.length() && s.charAt(i + 1) != ']') {
                    i++;
                    Object to = classAtom();
                    if (from instanceof IntPredicate || to instanceof IntPredicate) throw new SyntaxError("Invalid character class");
                    int a = (Integer) from;
                    int b = (Integer) to;
                    if (a > b) throw new SyntaxError("Range out of order in character class");
                    ranges.add(new int[] {a, b});
                    continue;
                }
                if (from instanceof IntPredicate p) escapes.add(p);
                else ranges.add(new int[] {(Integer) from, (Integer) from});
            }
            int[][] r = ranges.toArray(new int[0][]);
            IntPredicate[] e = escapes.toArray(new IntPredicate[0]);
            return cp -> {
                boolean in = false;
                for (int[] range : r) if (cp >= range[0] && cp <= range[1]) {
                    in = true;
                    break;
                }
                if (!in) for (IntPredicate p : e) if (p.test(cp)) {
                    in = true;
                    break;
                }
                return in != negated;
            };
        }

        /** One class atom: a code point (Integer) or a class escape (IntPredicate). */
        Object classAtom() {
            char c = peek();
            if (c != '\\') {
                int cp = s.codePointAt(i);
                i += Character.charCount(cp);
                return cp;
            }
            if (i + 1 >= s.length()) throw new SyntaxError("\\ at end of pattern");
            IntPredicate set = classEscape();
            if (set != null) return set;
            char e = s.charAt(i + 1);
            if (e >= '1' && e <= '9') throw new SyntaxError("Invalid class escape");
            if (e == 'k' || e == 'B') throw new SyntaxError("Invalid escape");
            return characterEscape(true);
        }

        /** The predicate of a property escape's body (Name=Value or a lone name); throws for a name ECMAScript does not know. */
        IntPredicate property(String body) {
            int eq = body.indexOf('=');
            Integer table;
            if (eq >= 0) {
                String name = body.substring(0, eq);
                String value = body.substring(eq + 1);
                table = switch (name) {
                    case "General_Category", "gc" -> McpAskUnicodeTables.GENERAL_CATEGORY.get(value);
                    case "Script", "sc" -> McpAskUnicodeTables.SCRIPT.get(value);
                    case "Script_Extensions", "scx" -> McpAskUnicodeTables.SCRIPT_EXTENSIONS.get(value);
                    default -> null;
                };
            } else {
                table = McpAskUnicodeTables.GENERAL_CATEGORY.get(body);
                if (table == null) table = McpAskUnicodeTables.BINARY.get(body);
            }
            if (table == null) throw new SyntaxError("Invalid property name");
            return ranges(table);
        }
    }

    private static final int[][][] DECODED = new int[McpAskUnicodeTables.TABLES.length][][];

    /** Table {@code index} of McpAskUnicodeTables as a code-point predicate (ranges decoded once, looked up by binary search). */
    private static IntPredicate ranges(int index) {
        int[][] decoded;
        synchronized (DECODED) {
            decoded = DECODED[index];
            if (decoded == null) DECODED[index] = decoded = decode(McpAskUnicodeTables.TABLES[index]);
        }
        int[] starts = decoded[0];
        int[] ends = decoded[1];
        return cp -> {
            int at = java.util.Arrays.binarySearch(starts, cp);
            if (at >= 0) return true;
            int before = -at - 2;
            return before >= 0 && cp <= ends[before];
        };
    }

    /** "gap.length" pairs in base 36 → {starts, ends}. */
    private static int[][] decode(String table) {
        if (table.isEmpty()) return new int[][] {new int[0], new int[0]};
        String[] pairs = table.split(",");
        int[] starts = new int[pairs.length];
        int[] ends = new int[pairs.length];
        int previous = -1;
        for (int i = 0; i < pairs.length; i++) {
            int dot = pairs[i].indexOf('.');
            int start = previous + 1 + Integer.parseInt(pairs[i].substring(0, dot), 36);
            int end = start + Integer.parseInt(pairs[i].substring(dot + 1), 36) - 1;
            starts[i] = start;
            ends[i] = end;
            previous = end;
        }
        return new int[][] {starts, ends};
    }

    private static Node literal(int cp) {
        return new SetNode(c -> c == cp);
    }

    private static boolean isDigit(int cp) {
        return cp >= '0' && cp <= '9';
    }

    /** ECMAScript's WhiteSpace and LineTerminator (what \s matches). */
    private static boolean isSpace(int cp) {
        return cp == '\t' || cp == '\n' || cp == 0x0B || cp == '\f' || cp == '\r' || cp == ' ' || cp == 0xA0 || cp == 0x1680
                || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 || cp == 0x202F || cp == 0x205F || cp == 0x3000 || cp == 0xFEFF;
    }

    /** What "." matches without the s flag: any code point but a LineTerminator. */
    private static boolean isNotLineTerminator(int cp) {
        return cp != '\n' && cp != '\r' && cp != 0x2028 && cp != 0x2029;
    }

}
