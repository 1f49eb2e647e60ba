// Code generated from contract/schema.json and packages/nuwax-contract/sdk/java/McpAskValidationException.java by "npm run generate". DO NOT EDIT.
package ai.nuwax.mcpask;

import ai.nuwax.mcpask.McpAskProblems.Problem;
import java.util.List;

/**
 * Thrown by McpAskNormalizer.normalize when the input cannot become a renderable rawInput:
 * {@code problems()} lists every problem at once (JSON path, message, fix); the message has one per line.
 */
public final class McpAskValidationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient List<Problem> problems;

    /** @param what what was checked ("nuwax_ask_question input"), for the message */
    public McpAskValidationException(List<Problem> problems, String what) {
        super(what + " is invalid (" + problems.size() + " problem" + (problems.size() == 1 ? "" : "s") + "):\n" + McpAskProblems.format(problems));
        this.problems = List.copyOf(problems);
    }

    /** Every problem, in the order the input is written. */
    public List<Problem> problems() {
        return problems;
    }
}
