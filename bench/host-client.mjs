// One MCP host for the host-cost benchmark (bench/host-cost.ts), run as a fresh plain-node process so its
// first listTools() is a cold host's: the MCP SDK Client starts the server given on the command line over
// stdio, then times (milliseconds) its first listTools() (the SDK compiles every tool's outputSchema with
// Ajv there), its first callTool() (the SDK checks structuredContent against that outputSchema), and the
// median of `warm` further listTools() calls. Prints one JSON line { cold, firstCall, warm } (firstCall null
// when the tool name is "-": no call).
// Usage: node bench/host-client.mjs <server.mjs> <tool name> <arguments.json> <warm count>
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [server, name, argumentsPath, warmCount] = process.argv.slice(2);
const args = JSON.parse(readFileSync(argumentsPath, "utf8"));
const client = new Client({ name: "bench-host", version: "1.0.0" });
await client.connect(new StdioClientTransport({ command: process.execPath, args: [server], stderr: "ignore" }));
const time = async (work) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};
const cold = await time(() => client.listTools());
// Tool name "-": lists only (a server whose tool waits for a person, or needs a configured directory).
const firstCall =
  name === "-"
    ? null
    : await time(async () => {
        const result = await client.callTool({ name, arguments: args });
        if (result.isError) throw new Error(`${name} answered isError: ${JSON.stringify(result.content)}`);
      });
const warm = [];
for (let i = 0; i < Number(warmCount); i++) warm.push(await time(() => client.listTools()));
warm.sort((a, b) => a - b);
await client.close();
console.log(JSON.stringify({ cold, firstCall, warm: warm[Math.floor(warm.length / 2)] }));
