/**
 * The UTS SDK's answer to each case of the conformance corpus (conformance/README.md), through the
 * shim: tests/sdk-uts.test.ts runs it over generated/uts/, tests/contract-edit-e2e.test.ts over an
 * edited contract's generated uts/ folder (both loaded with loadUtsModules).
 */
import type { CorpusCase } from "../helpers/conformance-cases.js";
import { fromUts, utsJson } from "./uts-shim-runtime.js";
import type { UtsModule } from "./uts-loader.js";

/** A problem list as the corpus states it: path, and code when there is one. */
const problemPaths = (problems: Array<{ path: string; code: string | null }>) =>
  problems.map((p) => ({ path: p.path, ...(p.code != null ? { code: p.code } : {}) }));

/**
 * The runner over loaded UTS modules (loadUtsModules().modules): a case → the value compared with its
 * `expect` (compareExpect); `{ unsupported: kind }` for a kind the runner does not know.
 */
export function utsRunner(modules: Map<string, UtsModule>): (c: CorpusCase) => Record<string, unknown> {
  const sdk = modules.get("mcpAskResumeMessage")!;
  const contract = modules.get("mcpAskContract")!;
  const extract = modules.get("mcpAskExtract")!;
  const normalize = modules.get("mcpAskNormalize")!;
  const formData = modules.get("mcpAskFormData")!;
  return (c: CorpusCase): Record<string, unknown> => {
    const input = c.input as Record<string, any>;
    switch (input.kind) {
      case "constants": {
        const catalog = contract.MCP_ASK_WIDGET_CATALOG as Array<{ widget: string; requiresOptions: boolean }>;
        return {
          toolName: contract.MCP_ASK_TOOL_NAME,
          schemaVersion: contract.MCP_ASK_SCHEMA_VERSION,
          uiVersion: contract.MCP_ASK_UI_VERSION,
          defaultLocale: contract.MCP_ASK_DEFAULT_LOCALE,
          otherFieldSuffix: contract.MCP_ASK_OTHER_FIELD_SUFFIX,
          fallbackWidget: contract.MCP_ASK_FALLBACK_WIDGET,
          widgets: contract.MCP_ASK_WIDGET_TYPES,
          choiceWidgets: catalog.filter((e) => e.requiresOptions).map((e) => e.widget),
          locales: contract.MCP_ASK_MESSAGE_LOCALES,
          localeAliases: Object.fromEntries((contract.MCP_ASK_LOCALE_ALIASES as Array<{ tag: string; locale: string }>).map((a) => [a.tag, a.locale])),
        };
      }
      case "resolveLocale":
        return { locale: sdk.resolveMcpAskLocale!(input.locale ?? null) };
      case "format": {
        const payload = input.payload ?? {};
        try {
          const options = {
            locale: typeof input.options?.locale === "string" ? input.options.locale : null,
            dialect: typeof input.options?.dialect === "string" ? input.options.dialect : null,
            requestIdMarker: input.options?.requestIdMarker === true,
          };
          const message = sdk.formatMcpAskResumeMessageWithOptions!(
            input.question ?? {},
            payload.action,
            payload.formData == null ? null : utsJson(payload.formData),
            options,
          );
          return { message };
        } catch (error) {
          return { error: (error as Error).message.split(":")[0] };
        }
      }
      case "message": {
        // A UTS caller passes a string or null (the type says so): any other JSON value stands for null.
        const text = typeof input.text === "string" ? input.text : null;
        const match = sdk.matchMcpAskResumeMessage!(text, input.question ?? {}) as { action: string; locale: string | null } | null;
        // recognised: isMcpAskResumeMessage (the question's marker also answers it); action and locale: what the match found.
        const recognised = sdk.isMcpAskResumeMessage!(text, input.question ?? {});
        return match ? { recognised, action: match.action, ...(match.locale ? { locale: match.locale } : {}) } : { recognised };
      }
      case "history":
        return {
          answered: sdk.hasMcpAskResumeMessage!(
            Array.isArray(input.messages) ? input.messages.filter((m: unknown) => typeof m === "object" && m !== null) : [],
            input.interaction,
            typeof input.options?.containingMessageIndex === "number" ? input.options.containingMessageIndex : null,
          ),
        };
      case "marker":
        return { hasMarker: sdk.hasMcpAskRequestIdMarker!(input.text ?? null, input.requestId ?? null) };
      case "toolResult":
        return { input: fromUts(extract.extractMcpAskInputFromToolResult!(utsJson(input.result ?? null))) };
      case "backendEvent": {
        const found = extract.extractMcpAskFromBackendEvent!(utsJson(input.event ?? null));
        return found.ok ? { input: fromUts(found.input), requestId: found.requestId } : { reason: found.reason };
      }
      case "toolUpdate": {
        const sessionId = typeof input.options?.sessionId === "string" ? input.options.sessionId : null;
        const found = extract.extractMcpAskFromToolUpdate!(utsJson(input.update ?? null), sessionId);
        if (!found.ok) return { reason: found.reason, ...(found.problems ? { problems: problemPaths(found.problems) } : {}) };
        const name = { toolName: found.name.toolName, ...(found.name.server != null ? { server: found.name.server } : {}), pattern: found.name.pattern };
        return {
          input: fromUts(found.input),
          from: found.from,
          sessionUpdate: found.sessionUpdate,
          ...(found.status != null ? { status: found.status } : {}),
          ...(found.toolCallId != null ? { toolCallId: found.toolCallId } : {}),
          name,
        };
      }
      case "normalize": {
        const result = normalize.normalizeMcpAskUserToolInput!(utsJson(input.input ?? null));
        return result.ok ? { rawInput: fromUts(result.value) } : { problems: problemPaths(result.problems) };
      }
      case "formData":
        return { problems: problemPaths(formData.checkMcpAskFormData!(utsJson(input.question ?? null), utsJson(input.formData ?? null))) };
      default:
        return { unsupported: input.kind };
    }
  };
}
