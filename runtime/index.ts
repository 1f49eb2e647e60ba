/**
 * nuwax-ask-question-mcp: the generated contract API (types, validators, builder, normalizer,
 * formatter, tool definitions, widget helpers) and the cc-web history helpers as `ccweb`. No MCP SDK:
 * the server factories are in the `nuwax-ask-question-mcp/server` subpath (docs/sdks.md "TypeScript: the package's subpaths").
 */
export * from "../generated/types.js";
export * from "./contract/builder.js";
export * from "./contract/formatter.js";
export * from "../generated/tools.js";
export * from "./contract/validators.js";
export * from "./contract/widgets.js";
export * from "./contract/acp.js";
export * from "./contract/upgrade.js";
export * from "./contract/form-data.js";
export * from "./contract/history.js";
export * as ccweb from "./ccweb/index.js";
