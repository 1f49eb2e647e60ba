// Child of bench/run.ts (plain node, no loader): throughput of the built validateMcpAskRawInput
// (fast path first, the full validator only on failure) against the full validator alone (the same
// contract compiled by Ajv at run time with the generator's options: what validateMcpAskRawInput
// was before the fast path) and a hand-written Zod schema. Prints JSON rows.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { rawInput as zodRawInput } from "./zod-form.mjs";

const root = process.argv[2];
const { validateMcpAskRawInput } = await import(join(root, "dist/generated/validators.js"));
const schema = JSON.parse(readFileSync(join(root, "contract/schema.json"), "utf8"));
const complete = JSON.parse(readFileSync(join(root, "contract/examples/complete-form.json"), "utf8"));
const broken = structuredClone(complete);
broken.ui.fields[0].widget = "dropdown";
broken.ui.fields[2].options[0].label = "";

const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true, verbose: true });
addFormats(ajv);
ajv.addKeyword({ keyword: "x-nuwax", schemaType: "object" });
ajv.addSchema(schema);
const full = ajv.getSchema(`${schema.$id}#/$defs/McpAskRawInput`);
const zod = (data) => zodRawInput.safeParse(data).success;

const throughput = (fn, ms) => {
  let n = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 200; i++) fn();
    n += 200;
  }
  return (n / ms) * 1000;
};
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const rows = [];
for (const [label, data] of [
  ["valid complete-form.json", complete],
  ["invalid (2 errors)", broken],
]) {
  const verdicts = [validateMcpAskRawInput(data), full(data), zod(data)];
  if (new Set(verdicts).size !== 1) throw new Error(`validators disagree on ${label}: ${verdicts}`);
  const candidates = { generated: () => validateMcpAskRawInput(data), full: () => full(data), zod: () => zod(data) };
  for (const fn of Object.values(candidates)) throughput(fn, 200);
  const samples = { generated: [], full: [], zod: [] };
  for (let round = 0; round < 7; round++) for (const [k, fn] of Object.entries(candidates)) samples[k].push(throughput(fn, 300));
  rows.push({ label, generated: median(samples.generated), full: median(samples.full), zod: median(samples.zod) });
}
console.log(JSON.stringify(rows));
