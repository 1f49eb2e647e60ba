// The sticky header: one row with the title (truncated; the full title in its tooltip) and the view
// controls, then the question rail and the progress bar.
import { countsOf, cycleTheme, toggleShowAll } from "../actions";
import { store, useStore } from "../store";
import { AutoThemeIcon, KeyboardIcon, MoonIcon, SingleIcon, StackIcon, SunIcon } from "./icons";
import { Kbd } from "./Kbd";
import { Rail } from "./Rail";

export function Header() {
  const title = useStore((s) => s.spec?.title ?? "");
  const showAll = useStore((s) => s.showAll);
  const theme = useStore((s) => s.theme);
  const showAllLabel = showAll ? "One per screen" : "Show all";
  return (
    <header class="top">
      <div class="bar">
        <h1 title={title}>{title}</h1>
        <div class="actions">
          <button type="button" class="ghost" aria-pressed={showAll} aria-keyshortcuts="V" title={`${showAllLabel} (V)`} onClick={() => toggleShowAll()}>
            {showAll ? <SingleIcon /> : <StackIcon />}
            <span class="wide-only">{showAllLabel}</span>
            <Kbd>V</Kbd>
          </button>
          <button type="button" class="ghost" title={`Theme: ${theme}`} onClick={cycleTheme}>
            {theme === "dark" ? <MoonIcon /> : theme === "light" ? <SunIcon /> : <AutoThemeIcon />}
            <span class="sr-only">Theme: </span>
            <span class="wide-only">{theme === "auto" ? "Auto" : theme === "dark" ? "Dark" : "Light"}</span>
          </button>
          <button type="button" class="ghost" aria-label="Keyboard shortcuts" aria-keyshortcuts="?" title="Keyboard shortcuts (?)" onClick={() => store.set({ help: true })}>
            <KeyboardIcon />
            <Kbd>?</Kbd>
          </button>
        </div>
      </div>
      <Rail />
      <Progress />
    </header>
  );
}

function Progress() {
  const total = useStore((s) => s.spec?.questions.length ?? 0);
  const resolved = useStore((s) => countsOf(s).resolved);
  return (
    <div class="progress" role="progressbar" aria-label="Resolved questions" aria-valuemin={0} aria-valuemax={total} aria-valuenow={resolved}>
      <div style={{ transform: `scaleX(${resolved / Math.max(1, total)})` }} />
    </div>
  );
}
