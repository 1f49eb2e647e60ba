// The streaming history read of ccweb_list_user_inputs (docs/ccweb.md): the chunked byte
// scanner must give exactly what JSON.parse of the whole file gives — the same items, the same hasMore, the
// same conversation_not_found message for every malformed file — whatever the chunk size.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { tempDir } from "./helpers/temp.js";
import { DEFAULTS } from "../generated/types.js";
import { HistoryScanner } from "../runtime/ccweb/history-scanner.js";
import { listUserInputs } from "../runtime/ccweb/list-user-inputs.js";
import { isUserInput, selectUserInputs } from "../runtime/ccweb/selection.js";
import { readSession, SessionStoreError } from "../runtime/ccweb/session-store.js";

const dir = join(tempDir("ccweb-scanner"), "sessions");
mkdirSync(dir);
let fileCount = 0;
/** Writes `bytes` as a fresh session file; returns its conversation id. */
function session(bytes: string | Buffer): string {
  const id = `s-${++fileCount}`;
  writeFileSync(join(dir, `${id}.json`), bytes);
  return id;
}

/** The JSON.parse path: the whole file parsed by readSession, then selectUserInputs over every message. */
async function viaJsonParse(id: string, limit: number = DEFAULTS.ListUserInputsInput.limit, maxChars: number = DEFAULTS.ListUserInputsInput.maxChars) {
  try {
    const s = await readSession(dir, id);
    const selection = selectUserInputs(s.messages, { limit, maxChars });
    return {
      ok: true,
      conversationId: id,
      requestedLimit: limit,
      maxChars,
      totalChars: selection.totalChars,
      returnedCount: selection.items.length,
      hasMore: selection.hasMore,
      items: selection.items,
    };
  } catch (error) {
    if (!(error instanceof SessionStoreError)) throw error;
    return { ok: false, error: { code: error.code, message: error.message } };
  }
}

const viaScanner = (id: string, chunk: number | undefined, limit?: number, maxChars?: number) =>
  listUserInputs(
    { conversationId: id, ...(limit === undefined ? {} : { limit }), ...(maxChars === undefined ? {} : { maxChars }) },
    { sessionsDir: dir, readChunkBytes: chunk },
  );

/** Both paths on one file, at several chunk sizes; returns the (equal) result. */
async function same(bytes: string | Buffer, limit?: number, maxChars?: number) {
  const id = session(bytes);
  const expected = await viaJsonParse(id, limit, maxChars);
  for (const chunk of [1, 2, 3, 5, 8, 13, 64, undefined]) expect(await viaScanner(id, chunk, limit, maxChars), `chunk ${chunk}`).toEqual(expected);
  return expected as {
    ok: boolean;
    items?: Array<{ content: string; messageId: string | null }>;
    hasMore?: boolean;
    error?: { code: string; message: string };
  };
}

const msgs = (...messages: string[]) => `{"messages":[${messages.join(",")}]}`;
const u = (content: string) => `{"role":"user","content":${JSON.stringify(content)}}`;

describe("malformed files give the same conversation_not_found as JSON.parse", () => {
  // [name, file bytes]: every one is invalid JSON.
  const invalid: Array<[string, string | Buffer]> = [
    ["empty file", ""],
    ["only whitespace", " \n\t "],
    ["bad escape \\x", msgs(`{"role":"user","content":"a\\xb"}`)],
    ["bad escape \\u with 3 hex digits", msgs(`{"role":"user","content":"\\u12g4"}`)],
    ["escape at the end of a string", msgs(`{"role":"user","content":"ab\\"}`)],
    ["raw newline in a string", msgs(`{"role":"user","content":"a\nb"}`)],
    ["raw tab in a key", `{"mess\tages":[]}`],
    ["raw U+001F in a string", msgs(`{"role":"user","content":"a\u001fb"}`)],
    ["truncated in a string", msgs(u("hello")).slice(0, 30)],
    ["truncated after a comma", `{"messages":[${u("x")},`],
    ["truncated before the last brace", msgs(u("x")).slice(0, -1)],
    ["truncated literal", `{"messages":[],"a":tru`],
    ["truncated number exponent", `{"messages":[],"a":1e`],
    ["trailing garbage", msgs(u("x")) + "x"],
    ["a second value", msgs(u("x")) + " {}"],
    ["trailing comma in an array", `{"messages":[${u("x")},]}`],
    ["trailing comma in an object", `{"messages":[],}`],
    ["missing colon", `{"messages" []}`],
    ["missing comma", `{"messages":[${u("a")} ${u("b")}]}`],
    ["single quotes", `{'messages':[]}`],
    ["unquoted key", `{messages:[]}`],
    ["mismatched brackets", `{"messages":[}`],
    ["UTF-8 BOM", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(msgs(u("x")))])],
    ["invalid UTF-8 byte outside strings", Buffer.concat([Buffer.from(`{"messages":[]`), Buffer.from([0xff]), Buffer.from("}")])],
    ["U+00A0 as whitespace", `{"messages":\u00a0[]}`],
    ["vertical tab as whitespace", `{"messages":\u000b[]}`],
    ["number 01", `{"messages":[],"n":01}`],
    ["number -", `{"messages":[],"n":-}`],
    ["number 1.", `{"messages":[],"n":1.}`],
    ["number .5", `{"messages":[],"n":.5}`],
    ["number +1", `{"messages":[],"n":+1}`],
    ["number 0x10", `{"messages":[],"n":0x10}`],
    ["NaN", `{"messages":[],"n":NaN}`],
    ["Infinity", `{"messages":[],"n":Infinity}`],
    ["True", `{"messages":[],"n":True}`],
    ["nul", `{"messages":[],"n":nul}`],
    ["deep nesting left open", `{"messages":[],"deep":${"[".repeat(20_000)}}`],
    ["deep nesting closed with the wrong bracket", `{"messages":[],"deep":${"[".repeat(10_000)}${"}".repeat(10_000)}}`],
    ["a comment", `{"messages":[] /* c */}`],
  ];
  it.each(invalid)("%s", async (_name, bytes) => {
    const result = await same(bytes);
    expect(result.ok).toBe(false);
    expect(result.error!.code).toBe("conversation_not_found");
    expect(result.error!.message).toMatch(/could not be parsed: .* is not valid JSON \(.+\)$/);
  });

  // Valid JSON without a messages array.
  const noMessages: Array<[string, string]> = [
    ["a top-level array", `[${u("x")}]`],
    ["a top-level string", `"messages"`],
    ["a top-level number", `12`],
    ["null", `null`],
    ["no messages key", `{"title":"t"}`],
    ["messages is an object", `{"messages":{"0":${u("x")}}}`],
    ["messages is null", `{"messages":null}`],
    ["the last of two messages keys is not an array", `{"messages":[${u("x")}],"messages":1}`],
    ["messages only nested deeper", `{"data":{"messages":[${u("x")}]}}`],
    ["messages under __proto__", `{"__proto__":{"messages":[${u("x")}]}}`],
  ];
  it.each(noMessages)("no messages array: %s", async (_name, bytes) => {
    const result = await same(bytes);
    expect(result.error).toEqual({ code: "conversation_not_found", message: expect.stringMatching(/has no "messages" array$/) });
  });
});

describe("valid edge cases give the same items as JSON.parse", () => {
  // [name, file, expected contents]
  const cases: Array<[string, string | Buffer, string[]]> = [
    ["numbers 1e999, -0, 0.5e-3 and 1E+2 are valid", `{"n":[1e999,-0,0.5e-3,1E+2,0,-12.5],"messages":[${u("a")}]}`, ["a"]],
    ["a top-level number as the last token is complete", `{"messages":[${u("a")}],"n":10}`, ["a"]],
    ["all whitespace kinds between tokens", ` \t\r\n{ "messages" :\n[ ${u("a")} ,\r\n\t${u("b")} ] }\n\n`, ["a", "b"]],
    ["escaped key and value: r\\u006fle / \\u0075ser", msgs(`{"r\\u006fle":"\\u0075ser","content":"x"}`), ["x"]],
    ["escaped messages key", `{"m\\u0065ssages":[${u("y")}]}`, ["y"]],
    ["escaped key that is not role", msgs(`{"role":"user","rol\\u0065x":"assistant","content":"x"}`), ["x"]],
    ["duplicate role: the last one wins (user)", msgs(`{"role":"assistant","content":"a","role":"user"}`), ["a"]],
    ["duplicate role: the last one wins (not user)", msgs(`{"role":"user","content":"a","role":"assistant"}`, u("b")), ["b"]],
    ["duplicate content: the last one wins", msgs(`{"role":"user","content":"first","content":"second"}`), ["second"]],
    ["duplicate messages: the last array wins", `{"messages":[${u("old")}],"messages":[${u("new")}]}`, ["new"]],
    ["role under __proto__ does not count", msgs(`{"__proto__":{"role":"user"},"content":"p"}`, u("q")), ["q"]],
    ["__proto__ keys inside a message are kept as data", msgs(`{"role":"user","__proto__":{"x":1},"content":"r"}`), ["r"]],
    ["role that is not a string", msgs(`{"role":["user"],"content":"a"}`, `{"role":null,"content":"b"}`, `{"role":"User","content":"c"}`), []],
    ["non-object messages", msgs(`"user"`, `[${u("in array")}]`, `null`, `1`, `true`, u("z")), ["z"]],
    ["lone surrogates escaped", msgs(u("a\ud800b"), `{"role":"user","content":"\\udc00x\\ud83d\\ude00"}`), ["a\ufffdb", "\ufffdx😀"]],
    [
      "invalid UTF-8 inside a string becomes U+FFFD, as Buffer decoding does",
      Buffer.concat([Buffer.from(`{"messages":[{"role":"user","content":"a`), Buffer.from([0xc0, 0xa2, 0xed, 0xa0, 0x80, 0xe4, 0xb8]), Buffer.from(`"}]}`)]),
      [`a${"\ufffd".repeat(6)}`],
    ],
    ["multi-byte characters", msgs(u("你好 👍🏽 🇨🇳 é")), ["你好 👍🏽 🇨🇳 é"]],
    [
      "content blocks",
      msgs(`{"role":"user","content":[{"type":"text","text":"one"},{"type":"image","source":{"data":"\\""}},{"type":"text","text":"two"}]}`),
      ["one\ntwo"],
    ],
    ["blank user messages are not inputs", msgs(u("a"), u("  "), `{"role":"user","content":[]}`, `{"role":"user"}`), ["a"]],
    [
      "deep nesting elsewhere is valid",
      `{"deep":${"[".repeat(10_000)}${"]".repeat(10_000)},"messages":[${u("d")},{"role":"tool","content":${'{"a":'.repeat(2000)}1${"}".repeat(2000)}}]}`,
      ["d"],
    ],
    ["a message with a nested messages key", msgs(`{"role":"user","content":"m","messages":[{"role":"user","content":"inner"}]}`), ["m"]],
  ];
  it.each(cases)("%s", async (_name, bytes, expected) => {
    const result = await same(bytes);
    expect(result.ok).toBe(true);
    expect(result.items!.map((i) => i.content)).toEqual(expected);
  });

  it("keeps only the newest limit + 1 and still tells hasMore and the budget cut", async () => {
    const many = msgs(
      ...Array.from({ length: 200 }, (_, i) =>
        i % 3 === 0 ? `{"role":"assistant","content":"x${i}"}` : `{"id":"m-${i}","role":"user","content":"user ${i}"}`,
      ),
    );
    const three = await same(many, 3);
    expect([three.items!.map((i) => i.messageId), three.hasMore]).toEqual([["m-196", "m-197", "m-199"], true]);
    const cut = await same(many, 50, 20);
    expect([cut.items!.map((i) => i.content), cut.hasMore]).toEqual([["user", "user 197", "user 199"], true]);
    const all = await same(msgs(u("a"), u("b")), 2);
    expect([all.items!.map((i) => i.content), all.hasMore]).toEqual([["a", "b"], false]);
  });
});

describe("over stdio, at the default 1 MiB chunk", () => {
  it("ccweb-mcp lists the same inputs from a multi-chunk session and gives JSON.parse's message for a BOM", async () => {
    // ≈ 3 MiB: user messages (CJK, emoji, escapes) straddle the chunk boundaries.
    const messages = Array.from({ length: 6000 }, (_, i) => ({
      id: `m-${i}`,
      role: i % 3 === 0 ? "user" : "assistant",
      content: i % 3 === 0 ? `第 ${i} 条 "quoted" \\ 👍🏽 ${"x".repeat(i % 700)}` : [{ type: "text", text: "y".repeat(400) }],
      timestamp: 1_700_000_000_000 + i,
    }));
    const big = session(JSON.stringify({ title: "big", messages }, null, 2));
    const bom = session(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ messages }))]));
    const server = await connectClient({ ...builtServer("ccweb-mcp"), env: { CC_WEB_SESSIONS_DIR: dir } });
    try {
      const call = async (args: Record<string, unknown>) =>
        ((await server.client.callTool({ name: "ccweb_list_user_inputs", arguments: args })) as { structuredContent: unknown }).structuredContent;
      const listed = (await call({ conversationId: big, limit: 50 })) as { items: Array<{ messageId: string }> };
      expect(listed).toEqual(await viaJsonParse(big, 50));
      expect(listed.items.at(-1)!.messageId).toBe("m-5997");
      expect(await call({ conversationId: big, limit: 7, maxChars: 1000 })).toEqual(await viaJsonParse(big, 7, 1000));
      const refused = (await call({ conversationId: bom })) as { error: { message: string } };
      expect(refused).toEqual(await viaJsonParse(bom));
      expect(refused.error.message).toMatch(/is not valid JSON \(Unexpected token/);
    } finally {
      await server.close();
    }
  });
});

// ---- property tests ------------------------------------------------------------------------------------

/** A random JSON text of one value, with random whitespace and random (valid) escapes in strings. */
const ws = fc.constantFrom("", "", " ", "\n", "\t", "\r\n  ");
const escapedString = (value: string) =>
  fc.array(fc.boolean(), { minLength: value.length, maxLength: value.length }).map((flags) => {
    let out = "";
    for (let k = 0; k < value.length; k++) {
      const ch = value[k]!;
      out += flags[k] ? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}` : JSON.stringify(ch).slice(1, -1);
    }
    return `"${out}"`;
  });
const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.string({ unit: fc.constantFrom("a", " ", "\n", "你", "😀", "\ud800", "\u00a0", '"', "\\", "\u0001", "\u2028"), maxLength: 10 }),
  fc.constantFrom("", "   ", "user", "role", "messages", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf", "constructor", "__proto__"),
);
const plainValue: fc.Arbitrary<string> = fc.letrec<{ v: string }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text.chain(escapedString),
    fc.constantFrom("1", "-0", "1e999", "0.5", "-12.25E-3", "true", "false", "null"),
    fc.array(tie("v"), { maxLength: 3 }).chain((items) => ws.map((w) => `[${w}${items.join(`,${w}`)}]`)),
    fc.array(fc.tuple(text.chain(escapedString), tie("v")), { maxLength: 3 }).map((pairs) => `{${pairs.map(([k, v]) => `${k}:${v}`).join(",")}}`),
  ),
})).v;
const role = fc.constantFrom("user", "user", "user", "assistant", "tool", "system", "User").chain(escapedString);
const content = fc.oneof(
  text.chain(escapedString),
  fc
    .array(
      fc.oneof(
        text.map((t) => `{"type":"text","text":${JSON.stringify(t)}}`),
        plainValue,
      ),
      { maxLength: 3 },
    )
    .map((blocks) => `[${blocks.join(",")}]`),
  plainValue,
);
const extraField = fc.oneof(
  role.map((r) => `"role":${r}`),
  content.map((c) => `"content":${c}`),
  plainValue.map((v) => `"id":${v}`),
  plainValue.map((v) => `"__proto__":${v}`),
  plainValue.map((v) => `"timestamp":${v}`),
  fc.tuple(text.chain(escapedString), plainValue).map(([k, v]) => `${k}:${v}`),
);
/** A message object: a role and a content at random places among random extra fields (duplicates too). */
const messageObject = fc.tuple(role, content, fc.array(extraField, { maxLength: 3 }), fc.nat(), fc.nat(), ws).map(([r, c, extra, p, q, w]) => {
  const fields = [...extra];
  fields.splice(p % (fields.length + 1), 0, `"role":${r}`);
  fields.splice(q % (fields.length + 1), 0, `"content":${c}`);
  return `{${w}${fields.join(`,${w}`)}${w}}`;
});
const message = fc.oneof(
  { weight: 6, arbitrary: messageObject },
  { weight: 1, arbitrary: fc.array(extraField, { maxLength: 3 }).map((f) => `{${f.join(",")}}`) },
  { weight: 1, arbitrary: plainValue },
);
const sessionText = fc
  .tuple(
    fc.array(message, { maxLength: 25 }),
    fc.array(
      plainValue.map((v) => `"title":${v}`),
      { maxLength: 2 },
    ),
    ws,
    fc.boolean(),
  )
  .map(([messages, extra, w, messagesFirst]) => {
    const list = `"messages":${w}[${w}${messages.join(`,${w}`)}${w}]`;
    return `${w}{${messagesFirst ? [list, ...extra] : [...extra, list]}}${w}`;
  });
/** Breaks a text at a random place: cut it, insert or replace a byte, or leave it. */
const mutated = fc
  .tuple(
    sessionText,
    fc.nat(),
    fc.constantFrom("keep", "keep", "cut", "insert", "replace"),
    fc.constantFrom(0x22, 0x5c, 0x2c, 0x7d, 0x5d, 0x00, 0x0a, 0x20, 0x31, 0x80, 0xff, 0x65),
  )
  .map(([t, at, how, byte]) => {
    const bytes = Buffer.from(t);
    const k = bytes.length ? at % bytes.length : 0;
    if (how === "cut") return bytes.subarray(0, k);
    if (how === "insert") return Buffer.concat([bytes.subarray(0, k), Buffer.from([byte]), bytes.subarray(k)]);
    if (how === "replace" && bytes.length) return Buffer.concat([bytes.subarray(0, k), Buffer.from([byte]), bytes.subarray(k + 1)]);
    return bytes;
  });

describe("properties (fast-check)", () => {
  it("ccweb_list_user_inputs answers as the JSON.parse path on random and broken sessions, at any chunk size", async () => {
    await fc.assert(
      fc.asyncProperty(
        mutated,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 60 }),
        async (bytes, chunk, limit, maxChars) => {
          const id = session(bytes);
          expect(await viaScanner(id, chunk, limit, maxChars)).toEqual(await viaJsonParse(id, limit, maxChars));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("the scanner calls exactly the texts JSON.parse accepts valid, and keeps the same user messages", () => {
    fc.assert(
      fc.property(
        mutated,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 200 }),
        (bytes, chunk, keep, pendingChars) => {
          const scanner = new HistoryScanner({ keep, accept: isUserInput, pendingChars });
          for (let at = 0; at < bytes.length; at += chunk) scanner.push(Buffer.from(bytes.subarray(at, at + chunk)));
          const result = scanner.finish();
          let parsed: unknown;
          try {
            parsed = JSON.parse(bytes.toString("utf8"));
          } catch {
            expect(result).toEqual({ ok: false, reason: "invalid_json" });
            return;
          }
          const messages = (parsed as { messages?: unknown } | null)?.messages;
          if (typeof parsed !== "object" || parsed === null || !Array.isArray(messages)) {
            expect(result).toEqual({ ok: false, reason: "no_messages_array" });
            return;
          }
          const inputs = messages.filter(isUserInput);
          expect(result).toEqual({ ok: true, messages: inputs.slice(Math.max(0, inputs.length - keep)) });
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("agrees with JSON.parse on arbitrary JSON values and on short random byte strings", () => {
    const verdict = (bytes: Buffer, chunk: number) => {
      const scanner = new HistoryScanner({ keep: 1, accept: () => true });
      for (let at = 0; at < bytes.length; at += chunk) scanner.push(bytes.subarray(at, at + chunk));
      const result = scanner.finish();
      return result.ok || result.reason !== "invalid_json";
    };
    const valid = (bytes: Buffer) => {
      try {
        JSON.parse(bytes.toString("utf8"));
        return true;
      } catch {
        return false;
      }
    };
    const alphabet = fc.constantFrom(
      ...'{}[]":,\\ \n\t0123456789-+.eEtrufalsn/bu'.split("").map((c) => c.charCodeAt(0)),
      0x00,
      0x1f,
      0x80,
      0xc3,
      0xa9,
      0xef,
      0xbb,
      0xbf,
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json().map((t) => Buffer.from(t)),
          fc.uint8Array({ maxLength: 12 }).map((a) => Buffer.from(a)),
          fc.array(alphabet, { maxLength: 14 }).map((a) => Buffer.from(a)),
        ),
        fc.integer({ min: 1, max: 8 }),
        (bytes, chunk) => {
          expect(verdict(bytes, chunk)).toBe(valid(bytes));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
