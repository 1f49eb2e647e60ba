/**
 * The TypeScript kit's answer to each input kind of the conformance corpus (conformance/README.md),
 * for any copy of the kit: tests/conformance.test.ts runs it over this checkout's kit, and
 * tests/contract-edit-e2e.test.ts over the kit copied next to an edited contract's generated output.
 */
import type { ConformanceKit, SuiteName } from "../../conformance/derive.js";

/** One input kind's runner: a case's `input` → the value compared with its `expect`. */
export type Runner = (input: Record<string, any>) => Record<string, unknown>;

/** The runners of `kit`, by suite and input kind. A runner throws only on a kit bug (not a TypeError from the formatter). */
export function kitRunners(kit: ConformanceKit): Record<SuiteName, Record<string, Runner>> {
  const {
    CONSTANTS,
    LOCALE_ALIASES,
    MESSAGE_LOCALES,
    WIDGET_CATALOG,
    checkMcpAskFormData,
    extractMcpAskFromBackendEvent,
    extractMcpAskFromToolUpdate,
    extractMcpAskInputFromToolResult,
    formatMcpAskResumeMessage,
    hasMcpAskRequestIdMarker,
    hasMcpAskResumeMessage,
    isMcpAskResumeMessage,
    matchMcpAskResumeMessage,
    resolveLocale,
    tryNormalizeMcpAskUserToolInput,
  } = kit;
  /** The kit's answer for each suite and input kind. */
  return {
    catalog: {
      constants: () => ({
        toolName: CONSTANTS.toolName,
        schemaVersion: CONSTANTS.schemaVersion,
        uiVersion: CONSTANTS.uiVersion,
        defaultLocale: CONSTANTS.defaultLocale,
        otherFieldSuffix: CONSTANTS.otherFieldSuffix,
        fallbackWidget: CONSTANTS.fallbackWidget,
        widgets: WIDGET_CATALOG.map((e) => e.widget),
        choiceWidgets: WIDGET_CATALOG.filter((e) => "options" in e.requires).map((e) => e.widget),
        locales: [...MESSAGE_LOCALES],
        localeAliases: { ...LOCALE_ALIASES },
      }),
      resolveLocale: ({ locale }) => ({ locale: resolveLocale(locale ?? undefined) }),
    },
    format: {
      format: ({ question, payload, options }) => {
        try {
          return { message: formatMcpAskResumeMessage(question, payload, options ?? {}) };
        } catch (error) {
          if (!(error instanceof TypeError)) throw error;
          const code = /unknown action/.test(error.message)
            ? "invalid_action"
            : /unknown dialect/.test(error.message)
              ? "invalid_dialect"
              : /requestIdMarker needs/.test(error.message)
                ? "missing_request_id"
                : "invalid_form_data";
          return { error: code };
        }
      },
    },
    recognise: {
      message: ({ text, question }) => {
        const match = matchMcpAskResumeMessage(text, question);
        if (!isMcpAskResumeMessage(text, question)) return { recognised: false };
        return { recognised: true, ...(match ? { action: match.action } : {}), ...(match?.locale ? { locale: match.locale } : {}) };
      },
      marker: ({ text, requestId }) => ({ hasMarker: hasMcpAskRequestIdMarker(text, requestId) }),
      history: ({ messages, interaction, options }) => ({ answered: hasMcpAskResumeMessage(messages, interaction, options ?? {}) }),
    },
    extract: {
      toolResult: ({ result }) => ({ input: extractMcpAskInputFromToolResult(result) ?? null }),
      backendEvent: ({ event }) => {
        const found = extractMcpAskFromBackendEvent(event);
        return found.ok ? { input: found.input, requestId: found.requestId ?? null } : { reason: found.reason };
      },
      toolUpdate: ({ update, options }) => {
        const found = extractMcpAskFromToolUpdate(update, options ?? {});
        if (!found.ok) {
          return {
            reason: found.reason,
            ...(found.problems ? { problems: found.problems.map((p) => ({ path: p.path, ...(p.code ? { code: p.code } : {}) })) } : {}),
          };
        }
        const { input, from, sessionUpdate, status, toolCallId, name } = found;
        return { input, from, sessionUpdate, ...(status ? { status } : {}), ...(toolCallId ? { toolCallId } : {}), name };
      },
    },
    normalize: {
      normalize: ({ input }) => {
        const result = tryNormalizeMcpAskUserToolInput(input);
        return result.ok ? { rawInput: result.value } : { problems: result.problems.map((p) => ({ path: p.path, ...(p.code ? { code: p.code } : {}) })) };
      },
    },
    respond: {
      formData: ({ question, formData }) => ({
        problems: checkMcpAskFormData(question, formData).map((p) => ({ path: p.path, code: p.code })),
      }),
    },
  };
}
