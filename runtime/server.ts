/**
 * nuwax-ask-question-mcp/server: the nuwax_ask_question and ccweb_list_user_inputs MCP server
 * factories, for embedding a server in your own process or transport (the bins in dist/bin/ are
 * these, bundled, on stdio). Unlike every other
 * subpath this one loads the MCP SDK and the MCP Apps SDK: install the optional peer dependencies
 * `@modelcontextprotocol/sdk` and `@modelcontextprotocol/ext-apps` to use it (docs/sdks.md "TypeScript: the package's subpaths").
 */
export { askQuestion, createAskQuestionServer, FORM_APP_URI, readFormApp } from "./ask-question/server.js";
export { deliveryConfig, DeliveryConfigError, type DeliveryConfig, type DeliveryMode } from "./ask-question/delivery.js";
export { createCcwebServer } from "./ccweb/server.js";
