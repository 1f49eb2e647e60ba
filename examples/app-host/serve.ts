/**
 * Serves the demo MCP Apps host on two loopback origins, as the MCP Apps spec asks: the host page
 * on http://127.0.0.1:<port> and the sandbox proxy on http://localhost:<port2> (a different
 * origin). The proxy relays JSON-RPC between the host's AppBridge and the app, which it loads in
 * an inner iframe (srcdoc, sandbox "allow-scripts allow-forms") under the CSP built from the
 * resource's `_meta.ui.csp` — no eval, no fetch, no outside origin. Used by `npm run demo -- --app`
 * and tests/ask-question-app.test.ts.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { zodEnglishOnly } from "../../runtime/zod-english-only.mjs";

const here = dirname(fileURLToPath(import.meta.url));

/** The CSP the sandbox applies to the app, from the resource's `_meta.ui.csp` (empty lists: nothing outside). */
export function appCsp(csp: { connectDomains?: string[]; resourceDomains?: string[]; frameDomains?: string[] } = {}): string {
  const list = (domains?: string[]) => (domains?.length ? ` ${domains.join(" ")}` : "");
  return [
    "default-src 'none'",
    `script-src 'unsafe-inline'${list(csp.resourceDomains)}`,
    `style-src 'unsafe-inline'${list(csp.resourceDomains)}`,
    `img-src data:${list(csp.resourceDomains)}`,
    `font-src data:${list(csp.resourceDomains)}`,
    `connect-src${list(csp.connectDomains) || " 'none'"}`,
    `frame-src${list(csp.frameDomains) || " 'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

const HOST_HTML = (script: string, boot?: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>nuwax_ask_question — MCP App demo host</title>
<style>
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #eceef2; color: #18181b; }
  :root[data-theme="dark"] body { background: #050608; color: #ececf1; }
  main { max-width: 46rem; margin: 0 auto; padding: 1rem; }
  /* overflow-wrap: a message's long unbroken text (a URL, a path) wraps inside the bubble. */
  .bubble { margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; border-radius: 12px; background: #fff; overflow-wrap: anywhere; }
  :root[data-theme="dark"] .bubble { background: #1d1f24; }
  iframe { display: block; width: 100%; height: 420px; border: 0; }
  #log { white-space: pre-wrap; }
</style></head>
<body><main>
<p class="bubble">Agent → nuwax_ask_question</p>
<iframe id="app" title="nuwax_ask_question form"></iframe>
<p class="bubble" aria-live="polite"><strong>ui/message:</strong> <span id="log"></span></p>
</main>
<script>${script}</script>${boot ? `\n<script>nuwaxHost.start(${boot})</script>` : ""}</body></html>`;

const PROXY_HTML = (hostOrigin: string) => `<!doctype html>
<html><head><meta charset="utf-8"><style>html,body{margin:0;height:100%;background:transparent}iframe{border:0;width:100%;height:100%;display:block}</style></head>
<body><script>
const HOST = ${JSON.stringify(hostOrigin)};
let inner;
window.addEventListener("message", (event) => {
  if (event.source === window.parent) {
    if (event.origin !== HOST) return;
    if (event.data && event.data.method === "ui/notifications/sandbox-resource-ready") {
      inner = document.createElement("iframe");
      inner.setAttribute("sandbox", event.data.params.sandbox || "allow-scripts");
      inner.srcdoc = event.data.params.html;
      document.body.appendChild(inner);
    } else if (inner) inner.contentWindow.postMessage(event.data, "*");
  } else if (inner && event.source === inner.contentWindow) {
    window.parent.postMessage(event.data, HOST);
  }
});
window.parent.postMessage({ jsonrpc: "2.0", method: "ui/notifications/sandbox-proxy-ready", params: {} }, HOST);
</script></body></html>`;

export interface AppHost {
  /** The host page (origin 1). */
  hostUrl: string;
  /** The sandbox proxy (origin 2); pass it to `nuwaxHost.start({ sandboxUrl })`. */
  sandboxUrl: string;
  close(): Promise<void>;
}

let hostScript: Promise<string> | undefined;

/** What the host page loads at once (the demo); without it a test calls `nuwaxHost.start` itself. */
export interface AppHostBoot {
  html: string;
  toolInput: Record<string, unknown>;
  toolResult: Record<string, unknown>;
  hostContext?: Record<string, unknown>;
}

/**
 * Starts both servers on free loopback ports. `csp` is the resource's `_meta.ui.csp`. With
 * `boot`, the host page starts the app itself and POSTs every ui/message text to its own origin's
 * /message, handed to `onMessage` (JSON body, at most 1 MB).
 */
export async function startAppHost(
  csp?: Parameters<typeof appCsp>[0],
  options: { boot?: AppHostBoot; onMessage?: (text: string) => void } = {},
): Promise<AppHost> {
  hostScript ??= build({
    entryPoints: [join(here, "host-page.ts")],
    bundle: true,
    write: false,
    format: "iife",
    target: ["es2020"],
    minify: true,
    logLevel: "warning",
    // AppBridge reports in English: zod's other 48 translations would be 258 KiB of the host page.
    plugins: [zodEnglishOnly],
  }).then((r) => r.outputFiles[0]!.text.replace(/<\/(script)/gi, "<\\/$1"));
  const script = await hostScript;
  const listen = (server: Server, host: string) =>
    new Promise<number>((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));
  let hostOrigin = "";
  const sandbox = createServer((req, res) => {
    res.writeHead(req.url?.startsWith("/sandbox") ? 200 : 404, {
      "content-type": "text/html; charset=utf-8",
      // The proxy's own CSP also reaches the app: a srcdoc iframe inherits its parent's policy.
      "content-security-policy": appCsp(csp),
      "cache-control": "no-store",
    });
    res.end(req.url?.startsWith("/sandbox") ? PROXY_HTML(hostOrigin) : "");
  });
  let boot = "";
  const host = createServer((req, res) => {
    if (req.method === "POST" && req.url === "/message" && req.headers["content-type"] === "application/json") {
      let body = "";
      req.on("data", (chunk: Buffer) => {
        body += chunk.toString();
        if (body.length > 1_000_000) req.destroy();
      });
      req.on("end", () => {
        try {
          const { text } = JSON.parse(body) as { text?: unknown };
          if (typeof text === "string") options.onMessage?.(text);
          res.writeHead(204).end();
        } catch {
          res.writeHead(400).end();
        }
      });
      return;
    }
    res.writeHead(req.url === "/" ? 200 : 404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(req.url === "/" ? HOST_HTML(script, boot) : "");
  });
  const hostPort = await listen(host, "127.0.0.1");
  const sandboxPort = await listen(sandbox, "127.0.0.1");
  hostOrigin = `http://127.0.0.1:${hostPort}`;
  if (options.boot) {
    // JSON inside an inline script: escape "<" so no "</script>" in the form can end it.
    boot = JSON.stringify({ ...options.boot, sandboxUrl: `http://localhost:${sandboxPort}/sandbox`, report: true }).replace(/</g, "\\u003c");
  }
  return {
    hostUrl: `${hostOrigin}/`,
    sandboxUrl: `http://localhost:${sandboxPort}/sandbox`,
    close: async () => {
      host.closeAllConnections();
      sandbox.closeAllConnections();
      await Promise.all([new Promise((r) => host.close(r)), new Promise((r) => sandbox.close(r))]);
    },
  };
}
