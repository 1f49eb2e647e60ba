/** The ccweb MCP server: ccweb_list_user_inputs over a cc-web sessions directory. */
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { createContractServer } from "../shared/contract-server.js";
import { listUserInputs, toCallToolResult, type ListUserInputsContext } from "./list-user-inputs.js";

/** Creates the ccweb-mcp server reading `context.sessionsDir`. */
export function createCcwebServer(context: ListUserInputsContext): Server {
  return createContractServer("ccweb-mcp", {
    ccweb_list_user_inputs: async (args) => toCallToolResult(await listUserInputs(args, context)),
  });
}
