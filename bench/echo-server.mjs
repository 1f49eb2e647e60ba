// Baseline for the round-trip benchmark: a bare MCP SDK stdio server whose one tool, echo, answers
// with the same result shape nuwax_ask_question sends (a sentence, the JSON of structuredContent,
// structuredContent carrying the arguments) and does no other work.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "echo", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "echo", description: "Echo the arguments.", inputSchema: { type: "object" } }],
}));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const structured = { status: "pending", message: "pending", input: request.params.arguments ?? {} };
  return {
    content: [
      { type: "text", text: "pending" },
      { type: "text", text: JSON.stringify(structured) },
    ],
    structuredContent: structured,
  };
});
await server.connect(new StdioServerTransport());
