// The contract loader's findings for an edited copy of contract/schema.json, as the tests compare them.
import { ContractError, formatFinding, loadContract } from "../../packages/nuwax-contract/generator/contract.js";
import { runCli } from "../../packages/nuwax-contract/generator/commands.js";
import { copyContract, repoRoot } from "./temp.js";

/** What a run of the contract CLI left: its exit code and everything it wrote, as spawnSync reports them. */
export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `nuwax-contract <args…>` in this process (commands.ts runCli): the same commands, output and exit
 * code as the bin, without the 2–3 CPU-seconds a new Node process with tsx spends loading the generator.
 * `cwd` defaults to the repository, INIT_CWD to `cwd` (as `npm run contract` leaves it); `env` adds to this
 * process's environment. The tests that prove the bin itself (its exit code, npm run) start a process.
 */
export async function contractCli(args: string[], cwd = repoRoot, env: Record<string, string> = {}): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const status = await runCli(args, {
    cwd,
    env: { ...process.env, INIT_CWD: cwd, ...env },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { status, stdout, stderr };
}

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
  x.widgetCatalog.push({
    ...structuredClone(text),
    widget: "rating",
    labels: { "zh-CN": "评分", en: "Rating" },
    inference: null,
    template: { ...text.template, widget: "rating" },
  });
  schema.$defs.WidgetType.enum.push("rating");
}

/** The fr-FR answer messages (x-nuwax.messages) the contract-edit tests add: every key of a message locale, in French. */
export const FRENCH_MESSAGES = {
  submittedHeader: "J'ai répondu à « {{title}} ». Détails :",
  fieldLine: "{{label}} : {{value}}",
  emptyForm: "J'ai répondu à « {{title}} ». Détails :\n(Aucun contenu)",
  cancelled: "J'ai annulé « {{title}} ».",
  skipped: "J'ai passé « {{title}} ».",
  timedOut: "« {{title}} » a expiré. Aucune réponse reçue.",
  defaultTitle: "Cette question",
  notProvided: "Non renseigné",
  unknownFile: "Fichier inconnu",
  filePrefix: "📎 ",
  yes: "Oui",
  no: "Non",
  labelSeparator: " : ",
  listSeparator: ", ",
  objectEntrySeparator: " ; ",
  lineSeparator: "\n",
  headerSeparator: "\n",
};

/**
 * Adds the locale fr-FR to a parsed contract as docs/contract.md ("Changing the contract") says a locale is added:
 * x-nuwax.messages["fr-FR"] (FRENCH_MESSAGES), x-nuwax.uiStrings["fr-FR"] (the en-US strings) and the alias fr → fr-FR.
 */
export function addFrenchLocale(schema: any): void {
  const x = schema["x-nuwax"];
  x.messages["fr-FR"] = { ...FRENCH_MESSAGES };
  x.uiStrings["fr-FR"] = structuredClone(x.uiStrings["en-US"]);
  x.localeAliases.fr = "fr-FR";
}
