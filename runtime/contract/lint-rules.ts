// The rendering rules `nuwax-contract lint` runs the contract's examples through (package.json
// "nuwax-contract".rules; packages/nuwax-contract/README.md "Lint rules"): the builder's checks of a
// canonical rawInput and its normalizer, over the tables generated from the contract being linted.

import { checkMcpAskRawInput, tryNormalizeMcpAskUserToolInput } from "./builder.js";
import { formatProblem } from "./problems.js";

/** The problems of a valid example (a canonical rawInput, contract/examples/*.json), one line each; [] when it passes. */
export function exampleProblems(data: unknown): string[] {
  return checkMcpAskRawInput(data).map(formatProblem);
}

/** The problems of an invalid example's input (contract/examples/invalid/*.json `input`), one line each; undefined when it is accepted. */
export function invalidExampleProblems(input: unknown): string[] | undefined {
  const result = tryNormalizeMcpAskUserToolInput(input);
  return result.ok ? undefined : result.problems.map(formatProblem);
}
