// What the servers say about themselves matches what they do (docs/hosts.md "Server names, tool prefixes, instructions",
// docs/ask-user-rich.md): each bin reports its own serverInfo.name, and ask_user_rich's description names
// the byte limits the server enforces (x-nuwax.constants), not "no limits".
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtServer, connectClient, type BinName } from "./helpers/mcp.js";
import { repoRoot } from "./helpers/temp.js";
import { CONSTANTS } from "../generated/types.js";
import { ASK_USER_RICH_TOOL } from "../generated/tools.js";

const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { version: string; bin: Record<string, string> };

describe("serverInfo", () => {
  it.each(["nuwax-ask-question-mcp", "ccweb-mcp", "ask-user-rich"] as BinName[])(
    "%s initializes with its own bin name and the package version",
    async (bin) => {
      expect(Object.keys(pkg.bin)).toContain(bin);
      const session = await connectClient(builtServer(bin));
      try {
        expect(session.client.getServerVersion()).toEqual({ name: bin, version: pkg.version });
      } finally {
        await session.close();
      }
    },
  );
});

describe("ask_user_rich description", () => {
  const description = ASK_USER_RICH_TOOL.description;
  const mib = (bytes: number) => `${bytes / 2 ** 20} MiB`;

  it("names the real byte limits, each beside the constant it comes from", () => {
    expect(description).not.toMatch(/no limits/i);
    for (const [constant, bytes] of [
      ["maxMessageBytes", CONSTANTS.maxMessageBytes],
      ["maxSubmitBytes", CONSTANTS.maxSubmitBytes],
      ["maxToolResultBytes", CONSTANTS.maxToolResultBytes],
    ] as const) {
      expect(Number.isInteger(bytes / 2 ** 20)).toBe(true);
      expect(description).toMatch(new RegExp(`at most ${mib(bytes).replace(".", "\\.")} \\((x-nuwax\\.constants\\.)?${constant}\\)`));
    }
    expect(description).toContain("maxLength its inputSchema gives");
  });
});

describe("ccweb-mcp sessions directory", () => {
  it.each([
    [["--sessions-dir", "/nonexistent"], {}, '--sessions-dir "/nonexistent" does not exist'],
    [[], { CC_WEB_SESSIONS_DIR: join(repoRoot, "package.json") }, `CC_WEB_SESSIONS_DIR ${JSON.stringify(join(repoRoot, "package.json"))} is not a directory`],
  ])("%j %j stops at startup with exit 2 and the reason", async (args, env, reason) => {
    const { spawnSync } = await import("node:child_process");
    const server = builtServer("ccweb-mcp");
    const run = spawnSync(server.command, [...server.args, ...args], { encoding: "utf8", env: { ...process.env, CC_WEB_SESSIONS_DIR: "", ...env }, input: "" });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`ccweb-mcp: ${reason}; give cc-web's sessions directory`);
  });
});

describe("formatBytes (runtime/shared/bytes.ts): one function for the pages' and the servers' sizes", () => {
  it("writes binary multiples with one decimal, none when it is 0, in the page (short) and server (iec) units", async () => {
    const { formatBytes } = await import("../runtime/shared/bytes.js");
    expect([10485760, 1536, 24159191, 512].map((n) => formatBytes(n))).toEqual(["10 MB", "1.5 KB", "23 MB", "512 B"]);
    expect([5452595, 9437184, 2048, 512, 3 * 2 ** 30].map((n) => formatBytes(n, "iec"))).toEqual(["5.2 MiB", "9 MiB", "2 KiB", "512 bytes", "3 GiB"]);
  });
});
