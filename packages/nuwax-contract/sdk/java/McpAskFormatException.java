package ai.nuwax.mcpask;

/** An answer that cannot be formatted; {@code code()} is stable for callers to branch on (invalid_action, invalid_form_data). */
public final class McpAskFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final String code;

    public McpAskFormatException(String code, String message) {
        super(message);
        this.code = code;
    }

    /** invalid_action: the action is not one of #/$defs/McpAskRespondAction; invalid_form_data: formData is not an object. */
    public String code() {
        return code;
    }
}
