// What the page shows before there is a form to answer, and the form once there is: the host's tool
// input renders at once, the tool result's canonical input replaces it; on a delivery page, the
// input the loopback server embedded. Also the host's locale, which the host context may change.
import { useEffect, useState } from "preact/hooks";
import { applyDocumentTheme } from "@modelcontextprotocol/ext-apps";
import { extractMcpAskInputFromToolResult, tryNormalizeMcpAskUserToolInput } from "../../contract/builder.js";
import type { McpAskRawInput } from "../../../generated/types.js";
import { app, bootstrap, hostLocale } from "./transport";

export type Phase = { kind: "waiting" } | { kind: "unrenderable"; message?: string; input?: McpAskRawInput } | { kind: "form"; input: McpAskRawInput };

/** A server's input this contract does not fully know (e.g. a newer widget) still renders when it has an id, a revision and fields. */
function isRenderable(input: Record<string, unknown>): boolean {
  const ui = input.ui as { fields?: unknown } | undefined;
  return typeof input.requestId === "string" && typeof input.revision === "number" && Array.isArray(ui?.fields);
}

/** The phase of a page that was served with its question (browser delivery). */
function bootstrapPhase(input: Record<string, unknown>): Phase {
  const normalized = tryNormalizeMcpAskUserToolInput(input);
  if (normalized.ok) return { kind: "form", input: normalized.value };
  return isRenderable(input) ? { kind: "form", input: input as unknown as McpAskRawInput } : { kind: "unrenderable" };
}

/** The page's phase and the host's locale (BCP 47, undefined until known); in a host, connects the App client once. */
export function usePhase(): { phase: Phase; locale: string | undefined } {
  const [phase, setPhase] = useState<Phase>(() => (bootstrap ? bootstrapPhase(bootstrap.input) : { kind: "waiting" }));
  const [locale, setLocale] = useState<string | undefined>(() => (bootstrap ? hostLocale() : undefined));
  useEffect(() => {
    if (bootstrap) return;
    const applyContext = () => {
      const context = app.getHostContext();
      if (context?.theme) applyDocumentTheme(context.theme);
      setLocale(hostLocale());
    };
    app.addEventListener("hostcontextchanged", applyContext);
    app.addEventListener("toolinput", (params) => {
      const normalized = tryNormalizeMcpAskUserToolInput(params.arguments ?? {});
      // The agent's arguments render at once; the result's canonical input replaces them.
      if (normalized.ok) setPhase((current) => (current.kind === "form" ? current : { kind: "form", input: normalized.value }));
    });
    app.addEventListener("toolresult", (result) => {
      // The canonical input (normalizing it again is a no-op that also checks and types it).
      const found = result.isError ? undefined : extractMcpAskInputFromToolResult(result);
      const normalized = found ? tryNormalizeMcpAskUserToolInput(found) : undefined;
      if (normalized?.ok) setPhase({ kind: "form", input: normalized.value });
      else if (found && isRenderable(found))
        setPhase({ kind: "form", input: found as unknown as McpAskRawInput }); // a newer contract's form: unknown widgets show the fallback
      else {
        const text = (result.content ?? []).map((c) => (c.type === "text" ? c.text : "")).join("\n");
        setPhase({ kind: "unrenderable", message: text || undefined });
      }
    });
    app.connect().then(applyContext, () => setLocale(hostLocale()));
  }, []);
  return { phase, locale };
}
