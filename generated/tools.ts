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
 * The tool `nuwax_ask_question` (x-nuwax.tools[0]); its title, server and texts are the data below.
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
        maxLength: 200,
      },
      revision: {
        description:
          "Positive revision number; 1 for a new question, incremented when the question is revised.",
        type: "integer",
        minimum: 1,
        default: 1,
      },
      sessionId: { description: "Conversation (session) id.", type: "string", minLength: 1, maxLength: 200 },
      title: {
        description: "Question title shown at the top of the card.",
        type: "string",
        minLength: 1,
        maxLength: 500,
      },
      description: { description: "Why the agent asks.", type: "string", maxLength: 20000 },
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
          title: {
            description: "Form title shown in the card.",
            type: "string",
            minLength: 1,
            maxLength: 500,
          },
          description: {
            description: "Form description shown in the card.",
            type: "string",
            maxLength: 20000,
          },
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
                  maxLength: 200,
                },
                title: {
                  description: "The label shown to the user (antd Form.Item label).",
                  type: "string",
                  minLength: 1,
                  maxLength: 500,
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
                description: {
                  description: "Help text (antd tooltip/help).",
                  type: "string",
                  maxLength: 5000,
                },
                required: {
                  description: "Whether an answer is required (antd rules: required). Default false.",
                  type: "boolean",
                  default: false,
                },
                placeholder: {
                  description: "Placeholder text of the control.",
                  type: "string",
                  maxLength: 500,
                },
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
                        maxLength: 500,
                      },
                      label: {
                        description: "Human-readable text shown to the user (never a bare value).",
                        type: "string",
                        minLength: 1,
                        maxLength: 500,
                      },
                    },
                    required: ["value", "label"],
                    additionalProperties: false,
                  },
                  minItems: 1,
                  maxItems: 200,
                },
                minimum: { description: "Smallest accepted number (widget number).", type: "number" },
                maximum: { description: "Largest accepted number (widget number).", type: "number" },
                exclusiveMinimum: {
                  description:
                    "The number must be greater than this (widget number); JSON Schema exclusiveMinimum.",
                  type: "number",
                },
                exclusiveMaximum: {
                  description:
                    "The number must be less than this (widget number); JSON Schema exclusiveMaximum.",
                  type: "number",
                },
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
                    'ECMAScript regular expression (u flag) the text must match (widgets text, textarea), matched in linear time: lookahead, lookbehind, backreferences and inline modifiers are refused, repeat counts go up to x-nuwax.constants.patternMaxRepeat (1000) and the compiled pattern up to patternMaxProgramSize (512) instructions (docs/reliability-and-security.md "Linear-time patterns").',
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
            maxItems: 200,
          },
          steps: {
            description: "Wizard steps (presentation wizard); each names fields of ui.fields.",
            type: "array",
            items: {
              description: "One step of a wizard form: an ordered subset of ui.fields, named by field name.",
              type: "object",
              properties: {
                id: { description: "Unique step id.", type: "string", minLength: 1 },
                title: { description: "Step title.", type: "string", minLength: 1, maxLength: 500 },
                description: { description: "Step description.", type: "string" },
                fields: {
                  description: "Names of the ui.fields shown in this step, in order.",
                  type: "array",
                  items: { type: "string", minLength: 1 },
                  minItems: 1,
                  maxItems: 200,
                },
              },
              required: ["id", "title", "fields"],
              additionalProperties: false,
            },
            maxItems: 50,
          },
          submitLabel: { description: "Text of the submit button.", type: "string", maxLength: 100 },
          cancelLabel: { description: "Text of the cancel button.", type: "string", maxLength: 100 },
          skipLabel: {
            description: "Text of the skip button (shown when allowSkip is true).",
            type: "string",
            maxLength: 100,
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
              text: { description: "Fallback text.", type: "string", minLength: 1, maxLength: 5000 },
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
      "Every structuredContent nuwax_ask_question returns: the pending result, the delivered result (delivery elicitation or browser), or the invalid result of an error.",
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
              "The canonical rawInput (ACP tool_call.rawInput) every client renders: the agent's input after normalization, with toolName, schemaVersion, revision and ui.version stamped. Platforms persist this (structuredContent.input), never the agent's raw arguments. (Summarized here; the whole shape is the definition McpAskRawInput in https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json.)",
            type: "object",
            required: ["toolName", "schemaVersion", "requestId", "revision", "sessionId", "title", "ui"],
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
              description:
                "One reason an input was refused. (Summarized here; the whole shape is the definition ValidationProblem in https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json.)",
              type: "object",
              required: ["path", "message", "fix"],
            },
            minItems: 1,
          },
        },
        required: ["status", "message", "problems"],
        additionalProperties: false,
      },
      {
        description:
          "The tool's result when the server itself asked the user (delivery elicitation or browser, docs/nuwax-ask-question.md \"Delivery modes\"): the user's action and the answer message the DockPanel would have sent, as the agent's next input.",
        type: "object",
        properties: {
          status: {
            description:
              "What became of the question: submitted (the user answered), cancelled (the user declined), skipped (the user dismissed it), timeout (nobody answered within timeoutMs).",
            type: "string",
            enum: ["submitted", "cancelled", "skipped", "timeout"],
          },
          requestId: { description: "The question's requestId.", type: "string", minLength: 1 },
          revision: { description: "The question's revision.", type: "integer", minimum: 1 },
          delivery: {
            description:
              "How the form reached the user: elicitation (the client's form dialog) or browser (a loopback page).",
            type: "string",
            enum: ["elicitation", "browser"],
          },
          message: {
            description:
              "The answer message (formatMcpAskResumeMessage of payload): for submit the user's answers, else the cancelled / skipped / timed-out sentence.",
            type: "string",
          },
          payload: {
            description:
              "What a client (the nuwax Web/Mobile DockPanel) sends when the user acts on the form, exactly as the clients send it; formatMcpAskResumeMessage turns it into the next user chat message. (Summarized here; the whole shape is the definition McpAskRespondPayload in https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json.)",
            type: "object",
            required: ["interventionId", "revision", "source", "protocol", "action"],
          },
        },
        required: ["status", "requestId", "revision", "delivery", "message", "payload"],
        additionalProperties: false,
      },
    ],
  },
} as const satisfies ToolDefinition;

/**
 * The tool `ccweb_list_user_inputs` (x-nuwax.tools[1]); its title, server and texts are the data below.
 * Input: `$defs/ListUserInputsInput`; output (structuredContent): `$defs/ListUserInputsOutput`.
 */
export const CCWEB_LIST_USER_INPUTS_TOOL = {
  name: "ccweb_list_user_inputs",
  title: "List the user's recent inputs",
  description:
    "Read-only. Returns what the user actually wrote in a cc-web conversation: by default the current conversation, its newest 15 non-empty user messages, at most 1000 characters (Unicode code points) in total, oldest first. Use it before implementing or accepting work to check the result against what the user asked, including answers the user submitted through forms. Assistant, tool and system messages and unanswered forms are never included. Pass conversationId to read another conversation; limit (1–50) and maxChars (1–1000) narrow the result; hasMore tells whether older or cut input exists.",
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  inputSchema: {
    description: "Arguments of ccweb_list_user_inputs (docs/ccweb.md).",
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
          "Success result of ccweb_list_user_inputs: the newest user inputs within limit and maxChars, oldest first.",
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
                "One user input. content is the message text, trimmed, possibly cut to the budget. (Summarized here; the whole shape is the definition UserInputItem in https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json.)",
              type: "object",
              required: ["messageId", "createdAt", "content", "contentChars", "originalChars", "truncated"],
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
                  "Stable error codes of ccweb_list_user_inputs (docs/ccweb.md): missing_source_conversation (no conversationId and no source conversation), invalid_conversation_id (an id that breaks the ConversationId rule; never falls back), conversation_not_found (no readable, parseable session file: missing, not a regular file, a link, too large), invalid_arguments (arguments outside the input schema), not_configured (the server was started without a sessions directory and without --demo).",
                type: "string",
                enum: [
                  "missing_source_conversation",
                  "invalid_conversation_id",
                  "conversation_not_found",
                  "invalid_arguments",
                  "not_configured",
                ],
              },
              message: { description: "Human-readable explanation with the fix.", type: "string" },
              problems: {
                description: "For invalid_arguments: every problem with its path and fix.",
                type: "array",
                items: {
                  description:
                    "One reason an input was refused. (Summarized here; the whole shape is the definition ValidationProblem in https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json.)",
                  type: "object",
                  required: ["path", "message", "fix"],
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

/**
 * The tool `ask_user_rich` (x-nuwax.tools[2]); its title, server and texts are the data below.
 * Input: `$defs/AskUserRichInput`; output (structuredContent): `$defs/AskUserRichOutput`.
 */
export const ASK_USER_RICH_TOOL = {
  name: "ask_user_rich",
  title: "Ask the user a structured interview",
  description:
    "Ask the user a whole round of structured questions in one call, served as a local web form; the call blocks until the user submits. No cap on the number of questions or options; what bounds a call is bytes: the request is at most 10 MiB (x-nuwax.constants.maxMessageBytes), the user's submitted answers at most 5 MiB (maxSubmitBytes) and the result at most 9 MiB (maxToolResultBytes), and each text is at most the maxLength its inputSchema gives. Options may carry markdown descriptions and previews (code, layouts); questions may be ranked, carry a recommendation with its rationale, and be answered, deferred or marked needs-info. Put every question of the round in one call and give each a recommended option with a rationale; treat deferred and needs-info answers as open, not as consent. delivery: browser (default) opens the form; link returns the URL at once (status awaiting: show the link and call await_user_answers); elicitation uses the client's own form dialog for small flat interviews. Common mistakes (each is refused with its fix): non-ASCII ids (ids match [A-Za-z0-9_.:-]; labels and headers take any Unicode); recommended given as a label instead of an option id; several recommended ids on a single-select question; rank questions with fewer than 2 options, with multiSelect, or whose recommended is not every option id exactly once; dependsOn naming a later question, the question itself or an unknown id; duplicate question or option ids; a question with no options and allowOther false.",
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  inputSchema: {
    description: "Arguments of ask_user_rich: the whole interview in one call.",
    type: "object",
    properties: {
      title: { description: "Interview title.", type: "string", minLength: 1, maxLength: 500 },
      intro: { description: "Markdown intro screen.", type: "string", maxLength: 20000 },
      questions: {
        description:
          "The questions in order: at least one, with no upper bound on their number (x-nuwax.constants.maxMessageBytes bounds the whole call, the open-interview cap the server's memory).",
        type: "array",
        items: {
          description:
            "One question of an interview (docs/ask-user-rich.md). Text is bounded: header 2000, body and rationale 20000 UTF-16 code units; the number of options is not.",
          type: "object",
          properties: {
            id: {
              description:
                "An id in an interview (question or option): 1–200 ASCII letters, digits and _ . : -. Labels, headers and bodies take any Unicode.",
              type: "string",
              pattern: "^[A-Za-z0-9_.:-]{1,200}$",
            },
            header: {
              description: "The question itself (at most 2000 characters).",
              type: "string",
              minLength: 1,
              maxLength: 2000,
            },
            body: { description: "Markdown details.", type: "string", maxLength: 20000 },
            options: {
              description:
                "The choices, any number (x-nuwax.constants.maxMessageBytes bounds the whole call); an empty list makes the question free-text only.",
              type: "array",
              items: {
                description: "One option of an interview question.",
                type: "object",
                properties: {
                  id: {
                    description:
                      "An id in an interview (question or option): 1–200 ASCII letters, digits and _ . : -. Labels, headers and bodies take any Unicode.",
                    type: "string",
                    pattern: "^[A-Za-z0-9_.:-]{1,200}$",
                  },
                  label: {
                    description: "What the user reads.",
                    type: "string",
                    minLength: 1,
                    maxLength: 500,
                  },
                  description: {
                    description: "Markdown shown under the label.",
                    type: "string",
                    maxLength: 5000,
                  },
                  preview: {
                    description: "Markdown preview, such as a fenced code block, shown in a scrollable box.",
                    type: "string",
                    maxLength: 20000,
                  },
                },
                required: ["id", "label"],
                additionalProperties: false,
              },
              default: [],
            },
            kind: {
              description:
                "choice, or rank: the user orders every option (needs ≥ 2 options, no multiSelect, no Other field).",
              type: "string",
              enum: ["choice", "rank"],
              default: "choice",
            },
            recommended: {
              description:
                "An option id; an array of ids with multiSelect; for rank, the recommended order holding every option id once.",
              anyOf: [
                {
                  description:
                    "An id in an interview (question or option): 1–200 ASCII letters, digits and _ . : -. Labels, headers and bodies take any Unicode.",
                  type: "string",
                  pattern: "^[A-Za-z0-9_.:-]{1,200}$",
                },
                {
                  type: "array",
                  items: {
                    description:
                      "An id in an interview (question or option): 1–200 ASCII letters, digits and _ . : -. Labels, headers and bodies take any Unicode.",
                    type: "string",
                    pattern: "^[A-Za-z0-9_.:-]{1,200}$",
                  },
                },
              ],
            },
            rationale: { description: "Markdown: why the recommendation.", type: "string", maxLength: 20000 },
            multiSelect: {
              description: "Whether several options may be picked.",
              type: "boolean",
              default: false,
            },
            allowOther: {
              description: "Whether the user may type their own answer.",
              type: "boolean",
              default: true,
            },
            dependsOn: {
              description: "Ids of earlier questions this one builds on (display only).",
              type: "array",
              items: {
                description:
                  "An id in an interview (question or option): 1–200 ASCII letters, digits and _ . : -. Labels, headers and bodies take any Unicode.",
                type: "string",
                pattern: "^[A-Za-z0-9_.:-]{1,200}$",
              },
            },
          },
          required: ["id", "header"],
          additionalProperties: false,
        },
        minItems: 1,
      },
      delivery: {
        description:
          "How the form reaches the user: browser (open it; default), link (return the URL at once), elicitation (the client's own form dialog, when it can and no question is a rank).",
        type: "string",
        enum: ["browser", "link", "elicitation"],
        default: "browser",
      },
    },
    required: ["title", "questions"],
    additionalProperties: false,
  },
  outputSchema: {
    description: "Every structuredContent ask_user_rich and await_user_answers return.",
    type: "object",
    oneOf: [
      {
        description: "The result of a submitted interview: the summary is also the first text block.",
        type: "object",
        properties: {
          summary: {
            description:
              "One line per question, rank orders as A > B > C, (recommended) when followed, notes.",
            type: "string",
          },
          interviewId: { description: "The session id.", type: "string" },
          title: { description: "Interview title.", type: "string" },
          status: { description: "Always submitted.", const: "submitted" },
          via: {
            description: "How the answers were given.",
            type: "string",
            enum: ["browser", "link", "elicitation"],
          },
          submittedAt: { description: "When (ISO 8601).", type: "string", format: "date-time" },
          durationSeconds: {
            description: "From the call to the submit, in seconds.",
            type: "number",
            minimum: 0,
          },
          counts: {
            description:
              "How many questions ended in each status. (Summarized here; the whole shape is the definition InterviewCounts in https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json.)",
            type: "object",
            required: ["total", "answered", "deferred", "needsInfo", "unanswered"],
          },
          generalNotes: { description: "The user's general notes, or null.", type: ["string", "null"] },
          answers: {
            description: "One answer per question, in order.",
            type: "array",
            items: {
              description:
                "The answer to one question. (Summarized here; the whole shape is the definition InterviewAnswer in https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json.)",
              type: "object",
              required: [
                "id",
                "header",
                "status",
                "selected",
                "selectedLabels",
                "other",
                "ranked",
                "rankedLabels",
                "notes",
                "followedRecommendation",
              ],
            },
          },
        },
        required: [
          "summary",
          "interviewId",
          "title",
          "status",
          "via",
          "submittedAt",
          "durationSeconds",
          "counts",
          "generalNotes",
          "answers",
        ],
        additionalProperties: false,
      },
      {
        description:
          "The interview is open but nobody waits for it: show the URL and call await_user_answers.",
        type: "object",
        properties: {
          status: { description: "Always awaiting.", const: "awaiting" },
          summary: { description: "What to do next, as text.", type: "string" },
          sessionId: { description: "Pass to await_user_answers or append_questions.", type: "string" },
          url: { description: "The form.", type: "string", format: "uri" },
          reason: {
            description:
              "Why the call did not wait (delivery link, every opener failed with what was tried, cancelled).",
            type: "string",
          },
        },
        required: ["status", "summary", "sessionId", "url", "reason"],
        additionalProperties: false,
      },
      {
        description: "The user declined or cancelled the client's elicitation dialog; nothing was submitted.",
        type: "object",
        properties: {
          status: { description: "declined or cancelled.", type: "string", enum: ["declined", "cancelled"] },
          summary: { description: "What happened, as text.", type: "string" },
          interviewId: { description: "The session id.", type: "string" },
          via: { description: "Always elicitation.", const: "elicitation" },
        },
        required: ["status", "summary", "interviewId", "via"],
        additionalProperties: false,
      },
      {
        description: "A refused call (isError: true): every problem with its fix.",
        type: "object",
        properties: {
          status: { description: "Always invalid.", const: "invalid" },
          summary: { description: "Every problem, one per line.", type: "string" },
          problems: {
            description: "The problems.",
            type: "array",
            items: {
              description:
                "One reason an input was refused. (Summarized here; the whole shape is the definition ValidationProblem in https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json.)",
              type: "object",
              required: ["path", "message", "fix"],
            },
          },
        },
        required: ["status", "summary", "problems"],
        additionalProperties: false,
      },
    ],
  },
} as const satisfies ToolDefinition;

/**
 * The tool `append_questions` (x-nuwax.tools[3]); its title, server and texts are the data below.
 * Input: `$defs/AppendQuestionsInput`; output (structuredContent): `$defs/AppendQuestionsOutput`.
 */
export const APPEND_QUESTIONS_TOOL = {
  name: "append_questions",
  title: "Add follow-up questions to an open interview",
  description:
    "Add follow-up questions to an interview whose form is still open (after ask_user_rich returned awaiting, or while a call waits). Returns at once with the new version; the answers arrive through the call that is already waiting, or through await_user_answers. Ids must be unique across the whole interview; dependsOn may name existing questions. Once the user has submitted, ask a new interview instead. Common mistakes (each is refused with its fix): non-ASCII ids (ids match [A-Za-z0-9_.:-]; labels and headers take any Unicode); recommended given as a label instead of an option id; several recommended ids on a single-select question; rank questions with fewer than 2 options, with multiSelect, or whose recommended is not every option id exactly once; dependsOn naming a later question, the question itself or an unknown id; duplicate question or option ids; a question with no options and allowOther false.",
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  inputSchema: {
    description:
      "Arguments of append_questions: follow-up questions for an interview whose form is still open.",
    type: "object",
    properties: {
      sessionId: {
        description: "The interview's session id (from an awaiting result or the form URL).",
        type: "string",
        minLength: 1,
      },
      questions: {
        description:
          "Questions to add; ids unique across the whole interview; dependsOn may name existing questions.",
        type: "array",
        items: {
          description:
            "One question of an interview (docs/ask-user-rich.md). Text is bounded: header 2000, body and rationale 20000 UTF-16 code units; the number of options is not.",
          type: "object",
          properties: {
            id: {
              description:
                "An id in an interview (question or option): 1–200 ASCII letters, digits and _ . : -. Labels, headers and bodies take any Unicode.",
              type: "string",
              pattern: "^[A-Za-z0-9_.:-]{1,200}$",
            },
            header: {
              description: "The question itself (at most 2000 characters).",
              type: "string",
              minLength: 1,
              maxLength: 2000,
            },
            body: { description: "Markdown details.", type: "string", maxLength: 20000 },
            options: {
              description:
                "The choices, any number (x-nuwax.constants.maxMessageBytes bounds the whole call); an empty list makes the question free-text only.",
              type: "array",
              items: {
                description: "One option of an interview question.",
                type: "object",
                properties: {
                  id: {
                    description:
                      "An id in an interview (question or option): 1–200 ASCII letters, digits and _ . : -. Labels, headers and bodies take any Unicode.",
                    type: "string",
                    pattern: "^[A-Za-z0-9_.:-]{1,200}$",
                  },
                  label: {
                    description: "What the user reads.",
                    type: "string",
                    minLength: 1,
                    maxLength: 500,
                  },
                  description: {
                    description: "Markdown shown under the label.",
                    type: "string",
                    maxLength: 5000,
                  },
                  preview: {
                    description: "Markdown preview, such as a fenced code block, shown in a scrollable box.",
                    type: "string",
                    maxLength: 20000,
                  },
                },
                required: ["id", "label"],
                additionalProperties: false,
              },
              default: [],
            },
            kind: {
              description:
                "choice, or rank: the user orders every option (needs ≥ 2 options, no multiSelect, no Other field).",
              type: "string",
              enum: ["choice", "rank"],
              default: "choice",
            },
            recommended: {
              description:
                "An option id; an array of ids with multiSelect; for rank, the recommended order holding every option id once.",
              anyOf: [
                {
                  description:
                    "An id in an interview (question or option): 1–200 ASCII letters, digits and _ . : -. Labels, headers and bodies take any Unicode.",
                  type: "string",
                  pattern: "^[A-Za-z0-9_.:-]{1,200}$",
                },
                {
                  type: "array",
                  items: {
                    description:
                      "An id in an interview (question or option): 1–200 ASCII letters, digits and _ . : -. Labels, headers and bodies take any Unicode.",
                    type: "string",
                    pattern: "^[A-Za-z0-9_.:-]{1,200}$",
                  },
                },
              ],
            },
            rationale: { description: "Markdown: why the recommendation.", type: "string", maxLength: 20000 },
            multiSelect: {
              description: "Whether several options may be picked.",
              type: "boolean",
              default: false,
            },
            allowOther: {
              description: "Whether the user may type their own answer.",
              type: "boolean",
              default: true,
            },
            dependsOn: {
              description: "Ids of earlier questions this one builds on (display only).",
              type: "array",
              items: {
                description:
                  "An id in an interview (question or option): 1–200 ASCII letters, digits and _ . : -. Labels, headers and bodies take any Unicode.",
                type: "string",
                pattern: "^[A-Za-z0-9_.:-]{1,200}$",
              },
            },
          },
          required: ["id", "header"],
          additionalProperties: false,
        },
        minItems: 1,
      },
      note: {
        description: "Markdown note shown on the form with the new questions.",
        type: "string",
        maxLength: 20000,
      },
    },
    required: ["sessionId", "questions"],
    additionalProperties: false,
  },
  outputSchema: {
    description: "Every structuredContent append_questions returns.",
    type: "object",
    oneOf: [
      {
        description: "append_questions succeeded: the open form shows the new questions.",
        type: "object",
        properties: {
          status: { description: "Always appended.", const: "appended" },
          summary: { description: "What happened, as text.", type: "string" },
          sessionId: { description: "The interview.", type: "string" },
          appended: { description: "How many questions were added.", type: "integer", minimum: 1 },
          total: { description: "Questions in the interview now.", type: "integer", minimum: 1 },
          version: {
            description: "The interview's spec version (+1 per append).",
            type: "integer",
            minimum: 1,
          },
          url: { description: "The form.", type: "string", format: "uri" },
        },
        required: ["status", "summary", "sessionId", "appended", "total", "version", "url"],
        additionalProperties: false,
      },
      {
        description: "A refused call (isError: true): every problem with its fix.",
        type: "object",
        properties: {
          status: { description: "Always invalid.", const: "invalid" },
          summary: { description: "Every problem, one per line.", type: "string" },
          problems: {
            description: "The problems.",
            type: "array",
            items: {
              description:
                "One reason an input was refused. (Summarized here; the whole shape is the definition ValidationProblem in https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json.)",
              type: "object",
              required: ["path", "message", "fix"],
            },
          },
        },
        required: ["status", "summary", "problems"],
        additionalProperties: false,
      },
    ],
  },
} as const satisfies ToolDefinition;

/**
 * The tool `await_user_answers` (x-nuwax.tools[4]); its title, server and texts are the data below.
 * Input: `$defs/AwaitUserAnswersInput`; output (structuredContent): `$defs/AskUserRichOutput`.
 */
export const AWAIT_USER_ANSWERS_TOOL = {
  name: "await_user_answers",
  title: "Wait for an interview's answers",
  description:
    "Wait for the answers of a pending interview (left pending by delivery link, a failed browser open, or a cancelled call). Returns at once if the user has already submitted.",
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  inputSchema: {
    description: "Arguments of await_user_answers.",
    type: "object",
    properties: {
      sessionId: { description: "The pending interview's session id.", type: "string", minLength: 1 },
    },
    required: ["sessionId"],
    additionalProperties: false,
  },
  outputSchema: {
    description: "Every structuredContent ask_user_rich and await_user_answers return.",
    type: "object",
    oneOf: [
      {
        description: "The result of a submitted interview: the summary is also the first text block.",
        type: "object",
        properties: {
          summary: {
            description:
              "One line per question, rank orders as A > B > C, (recommended) when followed, notes.",
            type: "string",
          },
          interviewId: { description: "The session id.", type: "string" },
          title: { description: "Interview title.", type: "string" },
          status: { description: "Always submitted.", const: "submitted" },
          via: {
            description: "How the answers were given.",
            type: "string",
            enum: ["browser", "link", "elicitation"],
          },
          submittedAt: { description: "When (ISO 8601).", type: "string", format: "date-time" },
          durationSeconds: {
            description: "From the call to the submit, in seconds.",
            type: "number",
            minimum: 0,
          },
          counts: {
            description:
              "How many questions ended in each status. (Summarized here; the whole shape is the definition InterviewCounts in https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json.)",
            type: "object",
            required: ["total", "answered", "deferred", "needsInfo", "unanswered"],
          },
          generalNotes: { description: "The user's general notes, or null.", type: ["string", "null"] },
          answers: {
            description: "One answer per question, in order.",
            type: "array",
            items: {
              description:
                "The answer to one question. (Summarized here; the whole shape is the definition InterviewAnswer in https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json.)",
              type: "object",
              required: [
                "id",
                "header",
                "status",
                "selected",
                "selectedLabels",
                "other",
                "ranked",
                "rankedLabels",
                "notes",
                "followedRecommendation",
              ],
            },
          },
        },
        required: [
          "summary",
          "interviewId",
          "title",
          "status",
          "via",
          "submittedAt",
          "durationSeconds",
          "counts",
          "generalNotes",
          "answers",
        ],
        additionalProperties: false,
      },
      {
        description:
          "The interview is open but nobody waits for it: show the URL and call await_user_answers.",
        type: "object",
        properties: {
          status: { description: "Always awaiting.", const: "awaiting" },
          summary: { description: "What to do next, as text.", type: "string" },
          sessionId: { description: "Pass to await_user_answers or append_questions.", type: "string" },
          url: { description: "The form.", type: "string", format: "uri" },
          reason: {
            description:
              "Why the call did not wait (delivery link, every opener failed with what was tried, cancelled).",
            type: "string",
          },
        },
        required: ["status", "summary", "sessionId", "url", "reason"],
        additionalProperties: false,
      },
      {
        description: "The user declined or cancelled the client's elicitation dialog; nothing was submitted.",
        type: "object",
        properties: {
          status: { description: "declined or cancelled.", type: "string", enum: ["declined", "cancelled"] },
          summary: { description: "What happened, as text.", type: "string" },
          interviewId: { description: "The session id.", type: "string" },
          via: { description: "Always elicitation.", const: "elicitation" },
        },
        required: ["status", "summary", "interviewId", "via"],
        additionalProperties: false,
      },
      {
        description: "A refused call (isError: true): every problem with its fix.",
        type: "object",
        properties: {
          status: { description: "Always invalid.", const: "invalid" },
          summary: { description: "Every problem, one per line.", type: "string" },
          problems: {
            description: "The problems.",
            type: "array",
            items: {
              description:
                "One reason an input was refused. (Summarized here; the whole shape is the definition ValidationProblem in https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json.)",
              type: "object",
              required: ["path", "message", "fix"],
            },
          },
        },
        required: ["status", "summary", "problems"],
        additionalProperties: false,
      },
    ],
  },
} as const satisfies ToolDefinition;

/**
 * The texts of each tool that differ by server configuration (x-nuwax.tools[].variants): tool name →
 * variant → the description and server instructions a server serves when it runs that variant (the
 * tool definitions above and SERVERS carry the "default" variant).
 */
export const TOOL_TEXT_VARIANTS: Readonly<
  Record<string, Readonly<Record<string, { description: string; instructions: string }>>>
> = {
  nuwax_ask_question: {
    answered: {
      description:
        'Ask the user one or more structured questions through an interactive form that the client (nuwax Web/Mobile DockPanel) renders. Use it whenever you need input, preferences or a decision from the user instead of asking in plain text; never guess missing information. The call waits until the user has answered the form (in your client\'s form dialog or a local browser page) and returns status "submitted" with their answer message: continue your turn with it. A question the user cancelled or skipped, or nobody answered in time, returns that status instead; never treat it as an answer.\n\nEach field needs name (unique formData key), title (label) and widget, one of: text, textarea, number, radio, checkboxes, select, list, file, radio-with-custom. Choice widgets (radio, checkboxes, select, list, radio-with-custom) need options [{value, label}] with human-readable labels. Omit schemaVersion, toolName and ui.version: the server stamps them. revision defaults to 1 and ui.presentation to inline.\n\nExample arguments:\n{\n  "requestId": "ask_deploy_001",\n  "sessionId": "session_123",\n  "title": "请确认继续方式",\n  "ui": {\n    "fields": [\n      {\n        "name": "choice",\n        "title": "选项",\n        "widget": "radio",\n        "required": true,\n        "options": [\n          {\n            "value": "test",\n            "label": "先跑测试"\n          },\n          {\n            "value": "deploy",\n            "label": "直接部署"\n          }\n        ]\n      },\n      {\n        "name": "checks",\n        "title": "检查项",\n        "widget": "checkboxes",\n        "options": [\n          {\n            "value": "lint",\n            "label": "代码检查"\n          },\n          {\n            "value": "test",\n            "label": "单元测试"\n          }\n        ]\n      },\n      {\n        "name": "remark",\n        "title": "补充说明",\n        "widget": "textarea",\n        "placeholder": "还有什么需要注意的？"\n      }\n    ]\n  }\n}',
      instructions:
        'This server lets you ask the user structured questions with nuwax_ask_question. When you need user input, preferences, or decisions, always use nuwax_ask_question rather than asking in plain text; never guess or assume missing information. The call returns once the user has answered, with their answer message (status "submitted"), or with status cancelled, skipped or timeout: continue the turn from it, and never treat a cancelled or skipped question as an answer. Common mistakes: choice widgets without options, options without human-readable labels, duplicate field names, constraints on the wrong widget (minimum on text, maxLength on number), and wizard steps naming fields that are not in ui.fields.',
    },
  },
};

/** Every tool, in contract order. */
export const TOOLS = [
  NUWAX_ASK_QUESTION_TOOL,
  CCWEB_LIST_USER_INPUTS_TOOL,
  ASK_USER_RICH_TOOL,
  APPEND_QUESTIONS_TOOL,
  AWAIT_USER_ANSWERS_TOOL,
] as const;

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
  "ask-user-rich": {
    tools: [ASK_USER_RICH_TOOL, APPEND_QUESTIONS_TOOL, AWAIT_USER_ANSWERS_TOOL],
    instructions:
      "ask-user-rich asks the user structured interviews through a local web form. Prefer ask_user_rich over AskUserQuestion when you need more than 4 questions or options, long question text, code or layout previews, or a recommendation you want to argue for. If a call returns status awaiting, show the user the link and call await_user_answers; use append_questions to add follow-ups while the form is open. Common mistakes (each is refused with its fix): non-ASCII ids (ids match [A-Za-z0-9_.:-]; labels and headers take any Unicode); recommended given as a label instead of an option id; several recommended ids on a single-select question; rank questions with fewer than 2 options, with multiSelect, or whose recommended is not every option id exactly once; dependsOn naming a later question, the question itself or an unknown id; duplicate question or option ids; a question with no options and allowOther false.",
  },
} as const satisfies Record<string, { tools: readonly ToolDefinition[]; instructions: string }>;

/**
 * The names an ACP tool_call / tool_call_update carries an ask under (x-nuwax.acpToolUpdate):
 * How an ask reaches a client through the Agent Client Protocol (ACP session/update tool_call and tool_call_update): the tool names that carry it, the MCP server keys this project's install instructions use, and the forms a host names an MCP tool in (Codex: the title mcp.<server>.<tool> and rawInput {server, tool, arguments}; Claude Code: _meta.claudeCode.toolName mcp__<server>__<tool>; other agents: the bare tool name). {{server}} is any server key a user configured, {{tool}} one of toolNames.
 */
export const ACP_TOOL_UPDATE = {
  toolNames: ["nuwax_ask_question"],
  serverKeys: ["ask-question", "ask_question", "nuwax-ask-question-mcp"],
  namePatterns: ["{{tool}}", "mcp.{{server}}.{{tool}}", "mcp__{{server}}__{{tool}}"],
} as const;
