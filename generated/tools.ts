// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
//
// MCP tool definitions from x-nuwax.tools. inputSchema and outputSchema are fully inlined
// (no $ref / $defs, "type": "object" at the root) so every MCP host and model provider accepts them.

/** Hints about a tool's behaviour (MCP ToolAnnotations). */
export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/** One tool as served by tools/list. */
export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  annotations: ToolAnnotations;
  inputSchema: { type: "object"; [key: string]: unknown };
  outputSchema: { type: "object"; [key: string]: unknown };
}

/**
 * Ask the user (interactive form) (`nuwax_ask_question`), served by nuwax-ask-question-mcp.
 * Input: `$defs/McpAskUserToolInput`; output (structuredContent): `$defs/McpAskToolOutput`.
 */
export const NUWAX_ASK_QUESTION_TOOL = {
  name: "nuwax_ask_question",
  title: "Ask the user (interactive form)",
  description:
    'Ask the user one or more structured questions through an interactive form that the client (nuwax Web/Mobile DockPanel) renders. Use it whenever you need input, preferences or a decision from the user instead of asking in plain text; never guess missing information. The call returns status "pending" at once: stop your turn. The user\'s answer arrives as the next user message.\n\nEach field needs name (unique formData key), title (label) and widget, one of: text, textarea, number, radio, checkboxes, select, list, file, radio-with-custom. Choice widgets (radio, checkboxes, select, list, radio-with-custom) need options [{value, label}] with human-readable labels. Omit schemaVersion, toolName and ui.version: the server stamps them. revision defaults to 1 and ui.presentation to inline.\n\nExample arguments:\n{\n  "requestId": "ask_deploy_001",\n  "sessionId": "session_123",\n  "title": "请确认继续方式",\n  "ui": {\n    "fields": [\n      {\n        "name": "choice",\n        "title": "选项",\n        "widget": "radio",\n        "required": true,\n        "options": [\n          {\n            "value": "test",\n            "label": "先跑测试"\n          },\n          {\n            "value": "deploy",\n            "label": "直接部署"\n          }\n        ]\n      },\n      {\n        "name": "checks",\n        "title": "检查项",\n        "widget": "checkboxes",\n        "options": [\n          {\n            "value": "lint",\n            "label": "代码检查"\n          },\n          {\n            "value": "test",\n            "label": "单元测试"\n          }\n        ]\n      },\n      {\n        "name": "remark",\n        "title": "补充说明",\n        "widget": "textarea",\n        "placeholder": "还有什么需要注意的？"\n      }\n    ]\n  }\n}',
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  inputSchema: {
    description:
      "The arguments of the nuwax_ask_question tool as an agent sends them. toolName, schemaVersion and ui.version are stamped by the server; revision defaults to 1.",
    type: "object",
    properties: {
      toolName: {
        description: "MCP tool name, equal to ACP tool_call.rawInput.toolName; stamped by the server.",
        const: "nuwax_ask_question",
      },
      schemaVersion: {
        description: "Contract version; stamped by the server, may be omitted.",
        const: "nuwax.mcp_ask.v2",
      },
      requestId: {
        description: "Stable id of this question, chosen by the agent; echoed in the user's answer.",
        type: "string",
        minLength: 1,
      },
      revision: {
        description:
          "Positive revision number; 1 for a new question, incremented when the question is revised.",
        type: "integer",
        minimum: 1,
        default: 1,
      },
      sessionId: { description: "Conversation (session) id.", type: "string", minLength: 1 },
      title: { description: "Question title shown at the top of the card.", type: "string", minLength: 1 },
      description: { description: "Why the agent asks.", type: "string" },
      ui: {
        description:
          "The form as an agent writes it. `version` is stamped by the server; `presentation` defaults to inline and `title` to the question's title.",
        type: "object",
        properties: {
          version: {
            description: "UI contract version; stamped by the server, may be omitted.",
            const: "nuwax.interaction.v2",
          },
          presentation: {
            description:
              "How the form is shown: inline (in the chat, most common), modal (dialog) or wizard (steps).",
            type: "string",
            enum: ["modal", "inline", "wizard"],
            default: "inline",
          },
          title: { description: "Form title shown in the card.", type: "string", minLength: 1 },
          description: { description: "Form description shown in the card.", type: "string" },
          fields: {
            description: "The form's fields, in display order.",
            type: "array",
            items: {
              description:
                "A form field as an agent writes it (aligned with antd Form.Item). `widget` may be omitted and is then inferred from `type` and `options` by the x-nuwax.widgetCatalog inference rules; deprecated aliases are rewritten. Widget-specific properties (constraints) are allowed only on the widgets whose catalog entry lists them.",
              type: "object",
              properties: {
                name: {
                  description:
                    "The formData key (antd Form.Item name); unique within the form; not blank and not a reserved JavaScript property name.",
                  type: "string",
                  minLength: 1,
                  pattern: "\\S",
                  not: { enum: ["__proto__", "constructor", "prototype"] },
                },
                title: {
                  description: "The label shown to the user (antd Form.Item label).",
                  type: "string",
                  minLength: 1,
                },
                widget: {
                  description:
                    "The control a field is rendered with. One entry per x-nuwax.widgetCatalog item, in the same order.",
                  type: "string",
                  enum: [
                    "text",
                    "textarea",
                    "number",
                    "radio",
                    "checkboxes",
                    "select",
                    "list",
                    "file",
                    "radio-with-custom",
                  ],
                },
                description: { description: "Help text (antd tooltip/help).", type: "string" },
                required: {
                  description: "Whether an answer is required (antd rules: required). Default false.",
                  type: "boolean",
                  default: false,
                },
                placeholder: { description: "Placeholder text of the control.", type: "string" },
                initialValue: {
                  description:
                    "Initial value (antd Form.Item initialValue). For choice widgets it must be one of the options' values (an array of them for checkboxes).",
                },
                type: {
                  description:
                    "The value type of a field. When omitted it follows from the widget: number → integer or number, checkboxes → array, every other widget → string.",
                  type: "string",
                  enum: ["string", "integer", "number", "array"],
                },
                options: {
                  description: "The choices of a choice widget, in display order.",
                  type: "array",
                  items: {
                    description:
                      "One choice of a choice widget (radio, checkboxes, select, list, radio-with-custom). `value` goes into formData; `label` is what the user reads and what the answer message shows. Merges the old enum + enumNames.",
                    type: "object",
                    properties: {
                      value: {
                        description: "The value stored in formData when this option is chosen.",
                        type: "string",
                        minLength: 1,
                      },
                      label: {
                        description: "Human-readable text shown to the user (never a bare value).",
                        type: "string",
                        minLength: 1,
                      },
                    },
                    required: ["value", "label"],
                    additionalProperties: false,
                  },
                  minItems: 1,
                },
                minimum: { description: "Smallest accepted number (widget number).", type: "number" },
                maximum: { description: "Largest accepted number (widget number).", type: "number" },
                multipleOf: {
                  description:
                    "The number must be a multiple of this (widget number); 1 means whole numbers.",
                  type: "number",
                  exclusiveMinimum: 0,
                },
                minLength: {
                  description: "Fewest characters, counted in Unicode code points (widgets text, textarea).",
                  type: "integer",
                  minimum: 0,
                },
                maxLength: {
                  description: "Most characters, counted in Unicode code points (widgets text, textarea).",
                  type: "integer",
                  minimum: 0,
                },
                pattern: {
                  description:
                    "ECMAScript regular expression (u flag) the text must match (widgets text, textarea).",
                  type: "string",
                },
                accept: {
                  description: "MIME type filter such as image/* or application/pdf (widget file).",
                  type: "string",
                },
                multiple: {
                  description: "Whether several files may be uploaded (widget file).",
                  type: "boolean",
                },
                maxFileSize: {
                  description: "Largest accepted file, in bytes (widget file).",
                  type: "integer",
                  minimum: 1,
                },
                allowCustom: {
                  description:
                    "Shows the free-text 'other' choice (widget radio-with-custom); always true there.",
                  type: "boolean",
                },
                otherValue: {
                  description:
                    "The option value that means 'custom text' (widget radio-with-custom). Default __custom__.",
                  type: "string",
                  minLength: 1,
                  default: "__custom__",
                },
                otherField: {
                  description:
                    "The formData key that holds the custom text (widget radio-with-custom). Default `<name>Custom`.",
                  type: "string",
                  minLength: 1,
                },
              },
              required: ["name", "title"],
              additionalProperties: false,
            },
          },
          steps: {
            description: "Wizard steps (presentation wizard); each names fields of ui.fields.",
            type: "array",
            items: {
              description: "One step of a wizard form: an ordered subset of ui.fields, named by field name.",
              type: "object",
              properties: {
                id: { description: "Unique step id.", type: "string", minLength: 1 },
                title: { description: "Step title.", type: "string", minLength: 1 },
                description: { description: "Step description.", type: "string" },
                fields: {
                  description: "Names of the ui.fields shown in this step, in order.",
                  type: "array",
                  items: { type: "string", minLength: 1 },
                  minItems: 1,
                },
              },
              required: ["id", "title", "fields"],
              additionalProperties: false,
            },
          },
          submitLabel: { description: "Text of the submit button.", type: "string" },
          cancelLabel: { description: "Text of the cancel button.", type: "string" },
          skipLabel: {
            description: "Text of the skip button (shown when allowSkip is true).",
            type: "string",
          },
          allowSkip: {
            description: "Whether the user may skip the question. Default false.",
            type: "boolean",
            default: false,
          },
          fallback: {
            description: "What a client that cannot render the form shows instead.",
            type: "object",
            properties: {
              text: { description: "Fallback text.", type: "string", minLength: 1 },
              webUrl: {
                description: "Page that renders the form on the web.",
                type: "string",
                format: "uri",
              },
              mobileUrl: {
                description: "Page that renders the form on mobile.",
                type: "string",
                format: "uri",
              },
            },
            required: ["text"],
            additionalProperties: false,
          },
        },
        additionalProperties: false,
      },
      business: {
        description: "Business data passed through untouched; never affects rendering.",
        type: "object",
      },
      timeoutMs: {
        description: "How long the client waits for an answer, in milliseconds; then the action is timeout.",
        type: "integer",
        minimum: 1,
      },
      priority: {
        description: "normal (default) or high (the client may alert more strongly).",
        type: "string",
        enum: ["normal", "high"],
      },
    },
    required: ["requestId", "sessionId", "title", "ui"],
    additionalProperties: false,
  },
  outputSchema: {
    description:
      "Every structuredContent nuwax_ask_question returns: the pending result, or the invalid result of an error.",
    type: "object",
    oneOf: [
      {
        description: "The tool's result: the question is shown to the user and the agent must stop its turn.",
        type: "object",
        properties: {
          status: {
            description: "Always pending: the answer arrives later as a new user message.",
            const: "pending",
          },
          requestId: { description: "The question's requestId.", type: "string", minLength: 1 },
          revision: { description: "The question's revision.", type: "integer", minimum: 1 },
          message: {
            description: "Instruction to the agent (x-nuwax.constants.pendingMessage).",
            type: "string",
          },
          input: {
            description:
              "The canonical rawInput (ACP tool_call.rawInput) every client renders: the agent's input after normalization, with toolName, schemaVersion, revision and ui.version stamped. Platforms persist this (structuredContent.input), never the agent's raw arguments.",
            type: "object",
            properties: {
              toolName: {
                description:
                  "MCP tool name, equal to ACP tool_call.rawInput.toolName; stamped by the server.",
                const: "nuwax_ask_question",
              },
              schemaVersion: {
                description: "Contract version; stamped by the server, may be omitted.",
                const: "nuwax.mcp_ask.v2",
              },
              requestId: {
                description: "Stable id of this question, chosen by the agent; echoed in the user's answer.",
                type: "string",
                minLength: 1,
              },
              revision: {
                description:
                  "Positive revision number; 1 for a new question, incremented when the question is revised.",
                type: "integer",
                minimum: 1,
                default: 1,
              },
              sessionId: { description: "Conversation (session) id.", type: "string", minLength: 1 },
              title: {
                description: "Question title shown at the top of the card.",
                type: "string",
                minLength: 1,
              },
              description: { description: "Why the agent asks.", type: "string" },
              ui: {
                description:
                  "The canonical form (ui) DockPanel renders: version, presentation, title and fields always present; every field has its widget.",
                type: "object",
                properties: {
                  version: {
                    description: "UI contract version; stamped by the server, may be omitted.",
                    const: "nuwax.interaction.v2",
                  },
                  presentation: {
                    description:
                      "How the form is shown: inline (in the chat, most common), modal (dialog) or wizard (steps).",
                    type: "string",
                    enum: ["modal", "inline", "wizard"],
                    default: "inline",
                  },
                  title: { description: "Form title shown in the card.", type: "string", minLength: 1 },
                  description: { description: "Form description shown in the card.", type: "string" },
                  fields: {
                    description: "The form's fields, in display order.",
                    type: "array",
                    items: {
                      description:
                        "A canonical field as DockPanel renders it: a FormFieldInput whose widget is always set.",
                      type: "object",
                      properties: {
                        name: {
                          description:
                            "The formData key (antd Form.Item name); unique within the form; not blank and not a reserved JavaScript property name.",
                          type: "string",
                          minLength: 1,
                          pattern: "\\S",
                          not: { enum: ["__proto__", "constructor", "prototype"] },
                        },
                        title: {
                          description: "The label shown to the user (antd Form.Item label).",
                          type: "string",
                          minLength: 1,
                        },
                        widget: {
                          description:
                            "The control a field is rendered with. One entry per x-nuwax.widgetCatalog item, in the same order.",
                          type: "string",
                          enum: [
                            "text",
                            "textarea",
                            "number",
                            "radio",
                            "checkboxes",
                            "select",
                            "list",
                            "file",
                            "radio-with-custom",
                          ],
                        },
                        description: { description: "Help text (antd tooltip/help).", type: "string" },
                        required: {
                          description: "Whether an answer is required (antd rules: required). Default false.",
                          type: "boolean",
                          default: false,
                        },
                        placeholder: { description: "Placeholder text of the control.", type: "string" },
                        initialValue: {
                          description:
                            "Initial value (antd Form.Item initialValue). For choice widgets it must be one of the options' values (an array of them for checkboxes).",
                        },
                        type: {
                          description:
                            "The value type of a field. When omitted it follows from the widget: number → integer or number, checkboxes → array, every other widget → string.",
                          type: "string",
                          enum: ["string", "integer", "number", "array"],
                        },
                        options: {
                          description: "The choices of a choice widget, in display order.",
                          type: "array",
                          items: {
                            description:
                              "One choice of a choice widget (radio, checkboxes, select, list, radio-with-custom). `value` goes into formData; `label` is what the user reads and what the answer message shows. Merges the old enum + enumNames.",
                            type: "object",
                            properties: {
                              value: {
                                description: "The value stored in formData when this option is chosen.",
                                type: "string",
                                minLength: 1,
                              },
                              label: {
                                description: "Human-readable text shown to the user (never a bare value).",
                                type: "string",
                                minLength: 1,
                              },
                            },
                            required: ["value", "label"],
                            additionalProperties: false,
                          },
                          minItems: 1,
                        },
                        minimum: { description: "Smallest accepted number (widget number).", type: "number" },
                        maximum: { description: "Largest accepted number (widget number).", type: "number" },
                        multipleOf: {
                          description:
                            "The number must be a multiple of this (widget number); 1 means whole numbers.",
                          type: "number",
                          exclusiveMinimum: 0,
                        },
                        minLength: {
                          description:
                            "Fewest characters, counted in Unicode code points (widgets text, textarea).",
                          type: "integer",
                          minimum: 0,
                        },
                        maxLength: {
                          description:
                            "Most characters, counted in Unicode code points (widgets text, textarea).",
                          type: "integer",
                          minimum: 0,
                        },
                        pattern: {
                          description:
                            "ECMAScript regular expression (u flag) the text must match (widgets text, textarea).",
                          type: "string",
                        },
                        accept: {
                          description: "MIME type filter such as image/* or application/pdf (widget file).",
                          type: "string",
                        },
                        multiple: {
                          description: "Whether several files may be uploaded (widget file).",
                          type: "boolean",
                        },
                        maxFileSize: {
                          description: "Largest accepted file, in bytes (widget file).",
                          type: "integer",
                          minimum: 1,
                        },
                        allowCustom: {
                          description:
                            "Shows the free-text 'other' choice (widget radio-with-custom); always true there.",
                          type: "boolean",
                        },
                        otherValue: {
                          description:
                            "The option value that means 'custom text' (widget radio-with-custom). Default __custom__.",
                          type: "string",
                          minLength: 1,
                          default: "__custom__",
                        },
                        otherField: {
                          description:
                            "The formData key that holds the custom text (widget radio-with-custom). Default `<name>Custom`.",
                          type: "string",
                          minLength: 1,
                        },
                      },
                      required: ["name", "title", "widget"],
                      additionalProperties: false,
                    },
                  },
                  steps: {
                    description: "Wizard steps (presentation wizard); each names fields of ui.fields.",
                    type: "array",
                    items: {
                      description:
                        "One step of a wizard form: an ordered subset of ui.fields, named by field name.",
                      type: "object",
                      properties: {
                        id: { description: "Unique step id.", type: "string", minLength: 1 },
                        title: { description: "Step title.", type: "string", minLength: 1 },
                        description: { description: "Step description.", type: "string" },
                        fields: {
                          description: "Names of the ui.fields shown in this step, in order.",
                          type: "array",
                          items: { type: "string", minLength: 1 },
                          minItems: 1,
                        },
                      },
                      required: ["id", "title", "fields"],
                      additionalProperties: false,
                    },
                  },
                  submitLabel: { description: "Text of the submit button.", type: "string" },
                  cancelLabel: { description: "Text of the cancel button.", type: "string" },
                  skipLabel: {
                    description: "Text of the skip button (shown when allowSkip is true).",
                    type: "string",
                  },
                  allowSkip: {
                    description: "Whether the user may skip the question. Default false.",
                    type: "boolean",
                    default: false,
                  },
                  fallback: {
                    description: "What a client that cannot render the form shows instead.",
                    type: "object",
                    properties: {
                      text: { description: "Fallback text.", type: "string", minLength: 1 },
                      webUrl: {
                        description: "Page that renders the form on the web.",
                        type: "string",
                        format: "uri",
                      },
                      mobileUrl: {
                        description: "Page that renders the form on mobile.",
                        type: "string",
                        format: "uri",
                      },
                    },
                    required: ["text"],
                    additionalProperties: false,
                  },
                },
                additionalProperties: false,
                required: ["version", "presentation", "title", "fields"],
              },
              business: {
                description: "Business data passed through untouched; never affects rendering.",
                type: "object",
              },
              timeoutMs: {
                description:
                  "How long the client waits for an answer, in milliseconds; then the action is timeout.",
                type: "integer",
                minimum: 1,
              },
              priority: {
                description: "normal (default) or high (the client may alert more strongly).",
                type: "string",
                enum: ["normal", "high"],
              },
            },
            required: ["toolName", "schemaVersion", "requestId", "revision", "sessionId", "title", "ui"],
            additionalProperties: false,
          },
        },
        required: ["status", "requestId", "revision", "message", "input"],
        additionalProperties: false,
      },
      {
        description:
          "The tool's error result (isError: true): the form cannot be rendered; every problem is listed.",
        type: "object",
        properties: {
          status: { description: "Always invalid.", const: "invalid" },
          message: { description: "All problems as text, one per line.", type: "string" },
          problems: {
            description: "Every problem, in input order.",
            type: "array",
            items: {
              description: "One reason an input was refused.",
              type: "object",
              properties: {
                path: {
                  description:
                    "Where the problem is, as a JSON path such as ui.fields[2].options; empty for the root.",
                  type: "string",
                },
                message: { description: "What is wrong.", type: "string" },
                fix: { description: "How to fix it.", type: "string" },
                subject: {
                  description: "Name of the field (or id of the step) the path points into, when it has one.",
                  type: "string",
                },
              },
              required: ["path", "message", "fix"],
              additionalProperties: false,
            },
            minItems: 1,
          },
        },
        required: ["status", "message", "problems"],
        additionalProperties: false,
      },
    ],
  },
} as const satisfies ToolDefinition;

/**
 * List the user's recent inputs (`ccweb_list_user_inputs`), served by ccweb-mcp.
 * Input: `$defs/ListUserInputsInput`; output (structuredContent): `$defs/ListUserInputsOutput`.
 */
export const CCWEB_LIST_USER_INPUTS_TOOL = {
  name: "ccweb_list_user_inputs",
  title: "List the user's recent inputs",
  description:
    "Read-only. Returns what the user actually wrote in a cc-web conversation: by default the current conversation, its newest 15 non-empty user messages, at most 1000 characters (Unicode code points) in total, oldest first. Use it before implementing or accepting work to check the result against what the user asked, including answers the user submitted through forms. Assistant, tool and system messages and unanswered forms are never included. Pass conversationId to read another conversation; limit (1–50) and maxChars (1–1000) narrow the result; hasMore tells whether older or cut input exists.",
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  inputSchema: {
    description: "Arguments of ccweb_list_user_inputs (seed 002, 入参).",
    type: "object",
    properties: {
      conversationId: {
        description:
          "The conversation to read; omitted: the conversation the MCP server was started for (CCWEB_CONVERSATION_ID). An invalid id is an error, never a fallback to the current conversation.",
        type: "string",
      },
      limit: {
        description: "How many of the newest user inputs to consider.",
        type: "integer",
        minimum: 1,
        maximum: 50,
        default: 15,
      },
      maxChars: {
        description: "Budget for the total length of every items[].content, in Unicode code points.",
        type: "integer",
        minimum: 1,
        maximum: 1000,
        default: 1000,
      },
    },
    additionalProperties: false,
  },
  outputSchema: {
    description:
      "Every structuredContent ccweb_list_user_inputs returns: the success result or the error result.",
    type: "object",
    oneOf: [
      {
        description:
          "Success result of ccweb_list_user_inputs (seed 002, 返回): the newest user inputs within limit and maxChars, oldest first.",
        type: "object",
        properties: {
          ok: { description: "Always true on success.", const: true },
          conversationId: { description: "The conversation that was read.", type: "string" },
          requestedLimit: { description: "The limit applied (default 15).", type: "integer", minimum: 1 },
          maxChars: {
            description: "The character budget applied, in code points (default 1000).",
            type: "integer",
            minimum: 1,
          },
          totalChars: {
            description: "Sum of items[].contentChars; never more than maxChars.",
            type: "integer",
            minimum: 0,
          },
          returnedCount: { description: "Number of items.", type: "integer", minimum: 0 },
          hasMore: {
            description:
              "True when older user inputs exist beyond limit, or the budget cut or left out a candidate.",
            type: "boolean",
          },
          items: {
            description: "The user inputs, oldest first.",
            type: "array",
            items: {
              description:
                "One user input (seed 002, 返回). content is the message text, trimmed, possibly cut to the budget.",
              type: "object",
              properties: {
                messageId: {
                  description: "The message's id, or null when the stored message has none.",
                  type: ["string", "null"],
                },
                createdAt: {
                  description:
                    "When the message was written (ISO 8601), or null when unknown (e.g. imported messages).",
                  type: ["string", "null"],
                },
                content: {
                  description:
                    "The user's text (text blocks only, trimmed); cut at a grapheme boundary when truncated.",
                  type: "string",
                },
                contentChars: {
                  description: "Length of content, in Unicode code points.",
                  type: "integer",
                  minimum: 0,
                },
                originalChars: {
                  description: "Length of the whole (trimmed) message text, in Unicode code points.",
                  type: "integer",
                  minimum: 1,
                },
                truncated: {
                  description: "True when content is only the start of the message.",
                  type: "boolean",
                },
              },
              required: ["messageId", "createdAt", "content", "contentChars", "originalChars", "truncated"],
              additionalProperties: false,
            },
          },
        },
        required: [
          "ok",
          "conversationId",
          "requestedLimit",
          "maxChars",
          "totalChars",
          "returnedCount",
          "hasMore",
          "items",
        ],
        additionalProperties: false,
      },
      {
        description: "Error result of ccweb_list_user_inputs (isError: true).",
        type: "object",
        properties: {
          ok: { description: "Always false on error.", const: false },
          error: {
            description: "What went wrong.",
            type: "object",
            properties: {
              code: {
                description:
                  "Stable error codes of ccweb_list_user_inputs (seed 002, 错误): missing_source_conversation (no conversationId and no source conversation), invalid_conversation_id (an id that breaks the ConversationId rule; never falls back), conversation_not_found (no readable, parseable session file), invalid_arguments (arguments outside the input schema).",
                type: "string",
                enum: [
                  "missing_source_conversation",
                  "invalid_conversation_id",
                  "conversation_not_found",
                  "invalid_arguments",
                ],
              },
              message: { description: "Human-readable explanation with the fix.", type: "string" },
              problems: {
                description: "For invalid_arguments: every problem with its path and fix.",
                type: "array",
                items: {
                  description: "One reason an input was refused.",
                  type: "object",
                  properties: {
                    path: {
                      description:
                        "Where the problem is, as a JSON path such as ui.fields[2].options; empty for the root.",
                      type: "string",
                    },
                    message: { description: "What is wrong.", type: "string" },
                    fix: { description: "How to fix it.", type: "string" },
                    subject: {
                      description:
                        "Name of the field (or id of the step) the path points into, when it has one.",
                      type: "string",
                    },
                  },
                  required: ["path", "message", "fix"],
                  additionalProperties: false,
                },
              },
            },
            required: ["code", "message"],
            additionalProperties: false,
          },
        },
        required: ["ok", "error"],
        additionalProperties: false,
      },
    ],
  },
} as const satisfies ToolDefinition;

/** Every tool, in contract order. */
export const TOOLS = [NUWAX_ASK_QUESTION_TOOL, CCWEB_LIST_USER_INPUTS_TOOL] as const;

/** The tools and server instructions of each server (x-nuwax.tools[].server). */
export const SERVERS = {
  "nuwax-ask-question-mcp": {
    tools: [NUWAX_ASK_QUESTION_TOOL],
    instructions:
      'This server lets you ask the user structured questions with nuwax_ask_question. When you need user input, preferences, or decisions, always use nuwax_ask_question rather than asking in plain text; never guess or assume missing information. After the call returns status "pending", stop the turn: the answer arrives as a new user message. Common mistakes: choice widgets without options, options without human-readable labels, duplicate field names, constraints on the wrong widget (minimum on text, maxLength on number), and wizard steps naming fields that are not in ui.fields.',
  },
  "ccweb-mcp": {
    tools: [CCWEB_LIST_USER_INPUTS_TOOL],
    instructions:
      "ccweb_list_user_inputs reads the user's own messages in the current cc-web conversation (newest 15, at most 1000 characters, oldest first). Call it before implementing or accepting work to check against what the user actually asked. It never changes the conversation.",
  },
} as const satisfies Record<string, { tools: readonly ToolDefinition[]; instructions: string }>;
