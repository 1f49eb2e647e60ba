/**
 * A minimal MCP Apps host page (browser side) for the demo and the tests: the real ext-apps
 * AppBridge, talking to the app through a sandbox proxy iframe served from a second loopback
 * origin (see serve.ts). `window.nuwaxHost.start(...)` loads the app and feeds it the tool
 * input and result; every ui/message and model-context update is recorded. Starting again shows the
 * next tool call's app in place of the one before, which is torn down first (`stop()`), as a chat
 * host does when the conversation moves on.
 */
import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

interface StartOptions {
  /** The app's HTML (resources/read of the tool's _meta.ui.resourceUri). */
  html: string;
  /** The tool call's arguments and its CallToolResult. */
  toolInput: Record<string, unknown>;
  toolResult: Record<string, unknown>;
  /** e.g. { locale: "en-US", theme: "dark" } */
  hostContext?: Record<string, unknown>;
  /** URL of the sandbox proxy page on the second origin. */
  sandboxUrl: string;
  /** POST each ui/message text to this origin's /message (the demo prints it). */
  report?: boolean;
}

/** The OS's colour scheme (prefers-color-scheme). */
const systemTheme = (): "light" | "dark" => (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");

const state = {
  messages: [] as Array<{ role: string; text: string }>,
  contexts: [] as unknown[],
  links: [] as string[],
  /** While true, ui/message is answered with isError (a host that refuses the message). */
  refuse: false,
  initialized: false,
  bridge: undefined as AppBridge | undefined,
  /** Whether the page follows the OS colour scheme (the app on show was started without a theme of its own). */
  followsSystemTheme: false,
  /** Whether the prefers-color-scheme listener is in place (added once, by the first start without a theme). */
  listening: false,
  async start(options: StartOptions): Promise<void> {
    await state.stop();
    const frame = document.getElementById("app") as HTMLIFrameElement;
    const bridge = new AppBridge(
      null,
      { name: "nuwax-ask-question demo host", version: "1" },
      { openLinks: {}, updateModelContext: { text: {}, structuredContent: {} }, message: { text: {} } } as never,
      { hostContext: { theme: systemTheme(), locale: "zh-CN", platform: "web", displayMode: "inline", ...(options.hostContext ?? {}) } as never },
    );
    // Without a theme of its own the demo host follows the OS (prefers-color-scheme), as a real host does;
    // with one, the host page shows in that theme too.
    const theme = options.hostContext?.theme;
    state.followsSystemTheme = theme !== "light" && theme !== "dark";
    if (state.followsSystemTheme) {
      state.setTheme(systemTheme());
      if (!state.listening)
        matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => {
          if (state.followsSystemTheme) state.setTheme(systemTheme());
        });
      state.listening = true;
    } else document.documentElement.dataset.theme = theme as string;
    state.bridge = bridge;
    bridge.onmessage = async (params) => {
      const text = (params.content as Array<{ type: string; text?: string }>).map((c) => c.text ?? "").join("");
      if (state.refuse) return { isError: true };
      state.messages.push({ role: params.role, text });
      if (options.report) void fetch("/message", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text }) });
      document.getElementById("log")!.textContent = text;
      return {};
    };
    bridge.onupdatemodelcontext = async (params) => {
      state.contexts.push(params.structuredContent ?? params.content);
      return {};
    };
    bridge.onopenlink = async ({ url }) => {
      state.links.push(url);
      return {};
    };
    bridge.onsizechange = ({ height }) => {
      if (typeof height === "number") frame.style.height = `${Math.ceil(height)}px`;
    };
    const initialized = new Promise<void>((resolve) => {
      bridge.oninitialized = () => {
        state.initialized = true;
        resolve();
      };
    });
    const sandboxReady = new Promise<void>((resolve) => {
      bridge.onsandboxready = () => resolve();
    });
    await bridge.connect(new PostMessageTransport(frame.contentWindow!, frame.contentWindow!));
    frame.src = options.sandboxUrl;
    await sandboxReady;
    await bridge.sendSandboxResourceReady({ html: options.html, sandbox: "allow-scripts allow-forms" });
    await initialized;
    await bridge.sendToolInput({ arguments: options.toolInput });
    await bridge.sendToolResult(options.toolResult as never);
  },
  /**
   * Tears down the app on show, if any: `ui/resource-teardown` (the app may answer or refuse; after
   * 1 s the host goes on), the bridge closed, a new empty frame in place of the app's, and what was
   * recorded (messages, model contexts, links, the refuse switch) cleared.
   */
  async stop(): Promise<void> {
    const bridge = state.bridge;
    if (!bridge) return;
    state.bridge = undefined;
    await Promise.race([bridge.teardownResource({}).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000))]);
    await bridge.close().catch(() => undefined);
    const old = document.getElementById("app") as HTMLIFrameElement;
    const fresh = document.createElement("iframe");
    fresh.id = old.id;
    fresh.title = old.title;
    old.replaceWith(fresh);
    state.messages = [];
    state.contexts = [];
    state.links = [];
    state.refuse = false;
    state.initialized = false;
    document.getElementById("log")!.textContent = "";
  },
  setTheme(theme: "light" | "dark") {
    document.documentElement.dataset.theme = theme;
    state.bridge?.setHostContext({ theme } as never);
  },
};

(window as unknown as { nuwaxHost: typeof state }).nuwaxHost = state;
