// A hand-written Zod schema of the canonical rawInput (`#/$defs/McpAskRawInput`), as a team without
// the generated validators would write it: the baseline of the validation row in `npm run bench`.
import { z } from "zod";

const option = z.strictObject({ value: z.string().min(1), label: z.string().min(1) });
const widget = z.enum(["text", "textarea", "number", "radio", "checkboxes", "select", "list", "file", "radio-with-custom"]);
const field = z.strictObject({
  name: z
    .string()
    .min(1)
    .regex(/\S/)
    .refine((n) => !["__proto__", "constructor", "prototype"].includes(n)),
  title: z.string().min(1),
  widget,
  description: z.string().optional(),
  required: z.boolean().optional(),
  placeholder: z.string().optional(),
  initialValue: z.unknown().optional(),
  type: z.enum(["string", "integer", "number", "array"]).optional(),
  options: z.array(option).min(1).optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  exclusiveMinimum: z.number().optional(),
  exclusiveMaximum: z.number().optional(),
  multipleOf: z.number().gt(0).optional(),
  minLength: z.number().int().min(0).optional(),
  maxLength: z.number().int().min(0).optional(),
  pattern: z.string().optional(),
  accept: z.string().optional(),
  multiple: z.boolean().optional(),
  maxFileSize: z.number().int().min(1).optional(),
  allowCustom: z.boolean().optional(),
  otherValue: z.string().min(1).optional(),
  otherField: z.string().min(1).optional(),
});
const step = z.strictObject({ id: z.string().min(1), title: z.string().min(1), description: z.string().optional(), fields: z.array(z.string().min(1)).min(1) });

export const rawInput = z.strictObject({
  toolName: z.literal("nuwax_ask_question"),
  schemaVersion: z.literal("nuwax.mcp_ask.v2"),
  requestId: z.string().min(1),
  revision: z.number().int().min(1),
  sessionId: z.string().min(1),
  title: z.string().min(1),
  description: z.string().optional(),
  ui: z.strictObject({
    version: z.literal("nuwax.interaction.v2"),
    presentation: z.enum(["modal", "inline", "wizard"]),
    title: z.string().min(1),
    description: z.string().optional(),
    fields: z.array(field),
    steps: z.array(step).optional(),
    submitLabel: z.string().optional(),
    cancelLabel: z.string().optional(),
    skipLabel: z.string().optional(),
    allowSkip: z.boolean().optional(),
    fallback: z.strictObject({ text: z.string().min(1), webUrl: z.url().optional(), mobileUrl: z.url().optional() }).optional(),
  }),
  business: z.record(z.string(), z.unknown()).optional(),
  timeoutMs: z.number().int().min(1).optional(),
  priority: z.enum(["normal", "high"]).optional(),
});
