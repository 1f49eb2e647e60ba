// Code generated from contract/schema.json and packages/nuwax-contract/sdk/java/McpAskRecognizer.java by "npm run generate". DO NOT EDIT.
package ai.nuwax.mcpask;

import ai.nuwax.mcpask.McpAskContract.HistoricalSignature;
import ai.nuwax.mcpask.McpAskContract.MessageCatalog;
import ai.nuwax.mcpask.McpAskContract.RequestIdMarker;
import ai.nuwax.mcpask.McpAskTypes.McpAskRawInput;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Recognises answer messages in chat history (docs/sdks.md "Client-side kit"): the same decisions as the
 * TypeScript kit's matchMcpAskResumeMessage, isMcpAskResumeMessage, hasMcpAskRequestIdMarker and
 * hasMcpAskResumeMessage, from the same tables (x-nuwax.messages, historicalSignatures, requestIdMarkers).
 */
public final class McpAskRecognizer {
    private McpAskRecognizer() {}

    /** What match found: the action, the locale whose template matched (null for a historical signature), the opening with its title. */
    public record Match(String action, String locale, String signature) {}

    /**
     * The action and locale when {@code text} (leading whitespace ignored, as JavaScript's
     * trimStart) opens with the answer message of any action in any locale, or a historical
     * signature, for this question's title (in each locale, so an untitled question's default
     * title matches too). Empty for other text, another title, null, and a message carrying
     * another question's request-id marker (only when the question has a requestId).
     */
    public static Optional<Match> match(String text, McpAskRawInput question) {
        if (text == null || text.isEmpty()) return Optional.empty();
        String requestId = question == null ? null : question.requestId();
        if (requestId != null && hasRequestIdMarker(text, null) && !hasRequestIdMarker(text, requestId)) return Optional.empty();
        String body = jsTrimStart(text);
        Set<String> titles = new LinkedHashSet<>();
        for (McpAskContract.Dialect dialect : McpAskContract.DIALECTS) {
            for (MessageCatalog m : dialect.messages()) {
                String title = McpAskFormatter.resolveTitle(question, m.locale());
                titles.add(title);
                for (String action : McpAskFormatter.ACTIONS) {
                    String signature = McpAskTemplates.fill(McpAskFormatter.template(m, McpAskFormatter.ACTION_MESSAGE_KEYS.get(action)), Map.of("title", title));
                    if (body.startsWith(signature)) return Optional.of(new Match(action, m.locale(), signature));
                }
            }
        }
        for (HistoricalSignature historical : McpAskContract.HISTORICAL_SIGNATURES) {
            for (String title : titles) {
                String signature = McpAskTemplates.fill(historical.template(), Map.of("title", title));
                if (body.startsWith(signature)) return Optional.of(new Match(historical.action(), null, signature));
            }
        }
        return Optional.empty();
    }

    /** True exactly when {@code text} answers this question: it carries the question's request-id marker, or match recognises it. */
    public static boolean isAnswer(String text, McpAskRawInput question) {
        if (text != null && question != null && question.requestId() != null && hasRequestIdMarker(text, question.requestId())) return true;
        return match(text, question).isPresent();
    }

    /** Whether {@code text} carries a request-id marker: of {@code requestId} when given (an empty one never matches), else of any question. */
    public static boolean hasRequestIdMarker(String text, String requestId) {
        if (text == null) return false;
        for (RequestIdMarker marker : McpAskContract.REQUEST_ID_MARKERS) {
            if (requestId == null ? text.contains(marker.prefix())
                    : !requestId.isEmpty() && text.contains(McpAskTemplates.fill(marker.template(), Map.of("requestId", requestId))))
                return true;
        }
        return false;
    }

    /**
     * Whether the chat history already answers {@code interaction} (a #/$defs/McpAskInteraction as
     * parsed JSON: its input and responseStatus), with the TypeScript kit's rules: history ordered by
     * each message's index (absent: 0; ties keep their order); a message with the question's
     * request-id marker answers it; else answers without a marker are paired oldest first with the
     * questions of the same title asked at or before them (one already resolved first, else the
     * nearest waiting one); when another question has the same title nothing else counts; else any
     * answer after the asking message (at {@code containingMessageIndex} when not null, else found by
     * requestId), or before it without a marker, answers it. Only user messages (role absent or USER) answer.
     *
     * @param messages #/$defs/McpAskHistoryMessage objects as parsed JSON; other entries are skipped
     */
    public static boolean hasAnswerInHistory(List<?> messages, Map<String, Object> interaction, Integer containingMessageIndex) {
        McpAskRawInput question = inputOf(interaction);
        if (question == null) return false;
        String requestId = question.requestId();
        List<Entry> history = new ArrayList<>();
        if (messages != null) {
            for (int i = 0; i < messages.size(); i++) {
                if (!(messages.get(i) instanceof Map<?, ?> map)) continue;
                Object index = map.get("index");
                history.add(new Entry(map, i, index instanceof Number n ? n.doubleValue() : 0));
            }
        }
        history.sort(Comparator.comparingDouble((Entry e) -> e.index).thenComparingInt(e -> e.position));
        for (Entry e : history) if (hasRequestIdMarker(e.text(), requestId)) return true;

        String title = McpAskFormatter.resolveTitle(question, null);
        List<Ask> asks = new ArrayList<>();
        for (int at = 0; at < history.size(); at++) {
            Entry e = history.get(at);
            if (!(e.message.get("mcpAskInteractions") instanceof List<?> items)) continue;
            for (Object item : items) {
                if (!(item instanceof Map<?, ?> itemMap)) continue;
                McpAskRawInput input = inputOf(itemMap);
                if (input == null || !McpAskFormatter.resolveTitle(input, null).equals(title)) continue;
                Object status = itemMap.get("responseStatus");
                String s = status instanceof String str ? str : "pending";
                asks.add(new Ask(e.index, at, input.requestId(), !s.equals("pending") && !s.equals("submitting")));
            }
        }
        List<int[]> answers = new ArrayList<>(); // positions in history
        for (int at = 0; at < history.size(); at++) {
            Entry e = history.get(at);
            if (!hasRequestIdMarker(e.text(), null) && isUserAnswer(e, question)) answers.add(new int[] {at});
        }
        Ask target = null;
        for (Ask ask : asks) if (same(ask.requestId, requestId)) { target = ask; break; }
        if (target != null) {
            Set<String> paired = new HashSet<>();
            for (int[] answerAt : answers) {
                Entry answer = history.get(answerAt[0]);
                List<Ask> candidates = new ArrayList<>();
                for (Ask ask : asks)
                    if (!paired.contains(ask.requestId) && (ask.index < answer.index || (ask.index == answer.index && ask.at <= answerAt[0])))
                        candidates.add(ask);
                if (candidates.isEmpty()) continue;
                Ask chosen = candidates.get(candidates.size() - 1);
                for (Ask c : candidates) if (c.resolved) { chosen = c; break; }
                paired.add(chosen.requestId);
            }
            if (paired.contains(requestId)) return true;
            if (asks.size() == 1 && answers.size() == 1 && history.get(answers.get(0)[0]).index < target.index) return true;
        }
        for (Ask ask : asks) if (!same(ask.requestId, requestId)) return false;

        Entry asking = null;
        if (containingMessageIndex != null && containingMessageIndex >= 0) {
            asking = containingMessageIndex < history.size() ? history.get(containingMessageIndex) : null;
        } else {
            for (Entry e : history) {
                if (!(e.message.get("mcpAskInteractions") instanceof List<?> items)) continue;
                boolean asks_ = false;
                for (Object item : items) {
                    McpAskRawInput input = item instanceof Map<?, ?> m ? inputOf(m) : null;
                    if (input != null && same(input.requestId(), requestId)) asks_ = true;
                }
                if (asks_) { asking = e; break; }
            }
        }
        for (Entry e : history) {
            if (asking == null) {
                if (isUserAnswer(e, question)) return true;
            } else if ((e.index > asking.index || (e.index < asking.index && !hasRequestIdMarker(e.text(), null))) && isUserAnswer(e, question)) {
                return true;
            }
        }
        return false;
    }

    private record Entry(Map<?, ?> message, int position, double index) {
        String text() {
            return message.get("text") instanceof String s ? s : null;
        }
    }

    private record Ask(double index, int at, String requestId, boolean resolved) {}

    private static boolean same(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    private static boolean isUserAnswer(Entry e, McpAskRawInput question) {
        Object role = e.message.get("role");
        boolean user = role == null || (role instanceof String r && r.toUpperCase(java.util.Locale.ROOT).equals("USER"));
        return user && match(e.text(), question).isPresent();
    }

    /** The input of an interaction as a record, or null when it is missing or malformed. */
    private static McpAskRawInput inputOf(Map<?, ?> interaction) {
        if (interaction == null || !(interaction.get("input") instanceof Map<?, ?>)) return null;
        try {
            return McpAskRawInput.fromJson(interaction.get("input"), "input");
        } catch (IllegalArgumentException malformed) {
            return null;
        }
    }

    /** JavaScript's String.prototype.trimStart: drops leading white space and line terminators (ECMA-262 WhiteSpace, LineTerminator). */
    static String jsTrimStart(String text) {
        int at = 0;
        while (at < text.length() && isJsSpace(text.charAt(at))) at++;
        return text.substring(at);
    }

    private static boolean isJsSpace(char c) {
        return c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r' || c == ' ' || c == 0xA0 || c == 0x1680
                || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F
                || c == 0x3000 || c == 0xFEFF;
    }
}
