/**
 * The nuwax_ask_question form as an MCP App (docs/nuwax-ask-question.md "MCP App"): renders the canonical rawInput the
 * host sends (tool input, then the tool result's structuredContent.input), checks the answers with
 * checkMcpAskFormData, and sends the answer message the DockPanel would send with ui/message
 * (role user) plus the respond payload with updateModelContext. Every widget's control comes from
 * its catalog entry; every string from the contract (x-nuwax.uiStrings, the form's own labels), in
 * the form's own language (runtime/shared/form-locale.ts), errors included (../field-messages.ts).
 *
 * The same page is the browser delivery's form (docs/nuwax-ask-question.md "Delivery modes", runtime/ask-question/browser.ts):
 * when the loopback server embedded a bootstrap block (`<script type="application/json"
 * id="nuwax-ask-bootstrap">` with { input, respondPath }), the page renders that input and POSTs
 * { payload, locale } to respondPath instead of talking to an MCP Apps host. Only the transport
 * differs (transport.ts); the form logic is one.
 *
 * The parts, one concern each: transport.ts (where the answer goes), phase.ts (waiting, the form, or
 * unrenderable), store.ts (one form's answers, problems, step and send), sent.ts (forms answered
 * already), withdrawn.ts (a delivery page's question closed), Root.tsx, screens/ and controls/.
 */
// First: zod must be jitless before the ext-apps client (./transport) builds its schemas.
import "./jitless";
import { render } from "preact";
import { Root } from "./Root";

render(<Root />, document.getElementById("root")!);
