// The page: waiting for the host's form, the form, or why it cannot be rendered. The renderer's words
// follow the form's language (the host's until there is a form); the answer message stays in the
// host's locale (store.ts send).
import { resolveLocale } from "../../contract/formatter.js";
import { UI_STRINGS, uiStringsFor } from "../../contract/ui-strings.js";
import { resolveFormSteps } from "../../contract/widgets.js";
import { formLocale } from "../../shared/form-locale.js";
import { usePhase } from "./phase";
import { sentKey } from "./sent";
import { FormScreen } from "./screens/FormScreen";
import { UnrenderableScreen } from "./screens/UnrenderableScreen";

export function Root() {
  const { phase, locale } = usePhase();
  const form = phase.kind === "waiting" ? undefined : phase.input;
  const uiLocale = form ? formLocale(form, locale) : undefined;
  const strings = uiLocale ? UI_STRINGS[uiLocale] : uiStringsFor(locale);
  document.documentElement.lang = uiLocale ?? locale ?? "";
  if (form?.title) document.title = form.title;
  if (phase.kind === "waiting")
    return (
      <p class="waiting" role="status">
        {strings.waiting}
      </p>
    );
  if (phase.kind === "unrenderable") return <UnrenderableScreen strings={strings} message={phase.message} input={phase.input} />;
  if (resolveFormSteps(phase.input.ui).length === 0) return <UnrenderableScreen strings={strings} input={phase.input} />;
  return <FormScreen key={sentKey(phase.input)} input={phase.input} strings={strings} uiLocale={uiLocale ?? resolveLocale(locale)} />;
}
