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

/**
 * Adds the widget "rating" to a parsed contract as docs/contract.md ("Changing the contract") says a widget is added: to
 * $defs/WidgetType.enum and to x-nuwax.widgetCatalog, shaped like the "text" entry (a string answer).
 */
export function addRatingWidget(schema: any): void {
  const x = schema["x-nuwax"];
  const text = x.widgetCatalog.find((e: { widget: string }) => e.widget === "text");
  x.widgetCatalog.push({ ...structuredClone(text), widget: "rating", labels: { "zh-CN": "评分", en: "Rating" }, inference: null, template: { ...text.template, widget: "rating" } });
  schema.$defs.WidgetType.enum.push("rating");
}
