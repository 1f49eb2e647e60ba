// The `./validators` entry point of the package: the generated validators (generated/validators.js,
// one per $defs entry of contract/schema.json) and the problem reports that read their errors
// (./problems.ts).

export * from "../../generated/validators.js";
export * from "./problems.js";
