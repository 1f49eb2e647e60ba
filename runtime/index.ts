/**
 * nuwax-ask-question-mcp: the generated contract API (types, validators, builder, normalizer,
 * formatter, tool definitions) and the server factory.
 */
export * from "../generated/types.js";
export * from "../generated/builder.js";
export * from "../generated/formatter.js";
export * from "../generated/tools.js";
export * from "../generated/validators.js";
export * from "../generated/widgets.js";
export { askQuestion, createAskQuestionServer } from "./ask-question/server.js";
export { deliveryConfig, DeliveryConfigError, type DeliveryConfig, type DeliveryMode } from "./ask-question/delivery.js";
export * as ccweb from "./ccweb/index.js";
