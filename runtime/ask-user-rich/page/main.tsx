// The ask_user_rich interview form: a keyboard-first stepper. Preact for the view, SortableJS for
// drags, marked + DOMPurify for markdown; bundled by build.mjs into dist/page/form.js.
// Where things are: store.ts (the one state store), model.ts (pure rules), actions.ts (every state
// change and server call), keyboard.ts (the shortcut table), screens/ (intro, question, review,
// done, error), controls/ (header, rail, options, rank list, answer mode, banners, footer, help).
import { render } from "preact";
import { loadSpec, restore, startPolling } from "./actions";
import { App } from "./App";
import { installFocusScrolling } from "./focus";
import { installKeyboard } from "./keyboard";

restore();
installFocusScrolling();
installKeyboard();
const root = document.getElementById("app")!;
root.replaceChildren();
render(<App />, root);
void loadSpec();
startPolling();
