// The contract loader's findings for an edited copy of contract/schema.json, as the tests compare them.
import { ContractError, formatFinding, loadContract } from "../../packages/nuwax-contract/generator/contract.js";
import { copyContract } from "./temp.js";

/** Every finding (formatFinding) of loading contract/ after `edit`, or [] when it loads; examples are left out. */
export function contractProblems(edit: (schema: any) => void): string[] {
  try {
    loadContract(copyContract(edit, { examples: false }));
  } catch (error) {
    if (error instanceof ContractError) return error.findings.map(formatFinding);
    throw error;
  }
  return [];
}
