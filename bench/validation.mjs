// Child of bench/run.ts (plain node, no loader): throughput of the built standalone validator vs
// the same contract compiled by Ajv at run time with the same options. Prints JSON rows.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

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
const runtime = ajv.getSchema(`${schema.$id}#/$defs/McpAskRawInput`);

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
for (const [label, data] of [["valid complete-form.json", complete], ["invalid (2 errors)", broken]]) {
  if (validateMcpAskRawInput(data) !== runtime(data)) throw new Error("validators disagree");
  throughput(() => validateMcpAskRawInput(data), 300);
  throughput(() => runtime(data), 300);
  const g = [];
  const r = [];
  for (let round = 0; round < 7; round++) {
    g.push(throughput(() => validateMcpAskRawInput(data), 300));
    r.push(throughput(() => runtime(data), 300));
  }
  rows.push({ label, generated: median(g), runtime: median(r) });
}
console.log(JSON.stringify(rows));
