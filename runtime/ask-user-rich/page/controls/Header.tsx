// The sticky header: one row with the title and the view controls, then the question rail and the
// progress bar. A title too long for its row is cut with an ellipsis and becomes a toggle (tap,
// click, Enter or Space) that wraps it in full; the full title is also its tooltip.
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { countsOf, cycleTheme, toggleShowAll } from "../actions";
import { store, useStore } from "../store";
import { AutoThemeIcon, ChevronDownIcon, KeyboardIcon, MoonIcon, SingleIcon, StackIcon, SunIcon } from "../../../shared/ui/icons";
import { Kbd } from "./Kbd";
import { Rail } from "./Rail";
import { t } from "../i18n";

export function Header() {
  const showAll = useStore((s) => s.showAll);
  const theme = useStore((s) => s.theme);
  const showAllLabel = showAll ? t().interviewOnePerScreen : t().interviewShowAll;
  const themeLabel = theme === "auto" ? t().interviewThemeAuto : theme === "dark" ? t().interviewThemeDark : t().interviewThemeLight;
  return (
    <header class="top">
      <div class="bar">
        <Title />
        <div class="actions">
          <button type="button" class="ghost" aria-pressed={showAll} aria-keyshortcuts="V" title={`${showAllLabel} (V)`} onClick={() => toggleShowAll()}>
            {showAll ? <SingleIcon /> : <StackIcon />}
            <span class="wide-only">{showAllLabel}</span>
            <Kbd>V</Kbd>
          </button>
          <button
            type="button"
            class="ghost"
            aria-label={t().interviewTheme({ theme: themeLabel })}
            title={t().interviewTheme({ theme: themeLabel })}
            onClick={cycleTheme}
          >
            {theme === "dark" ? <MoonIcon /> : theme === "light" ? <SunIcon /> : <AutoThemeIcon />}
            <span class="wide-only" aria-hidden="true">
              {themeLabel}
            </span>
          </button>
          <button
            type="button"
            class="ghost"
            aria-label={t().interviewShortcuts}
            aria-keyshortcuts="?"
            title={`${t().interviewShortcuts} (?)`}
            onClick={() => store.set({ help: true })}
          >
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

function Title() {
  const title = useStore((s) => s.spec?.title ?? "");
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  const text = useRef<HTMLSpanElement>(null);
  // Whether the one-line title is cut, measured while it is one line (an open title is not cut).
  useLayoutEffect(() => {
    const measure = () => {
      const el = text.current;
      if (el && !open) setCut(el.scrollWidth > el.clientWidth + 1);
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [title, open]);
  const toggle = cut || open;
  return (
    <h1 class={open ? "open" : undefined} title={title}>
      {toggle ? (
        <button type="button" class="title-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          <span class="title-text" ref={text}>
            {title}
          </span>
          <ChevronDownIcon />
        </button>
      ) : (
        <span class="title-text" ref={text}>
          {title}
        </span>
      )}
    </h1>
  );
}

function Progress() {
  const total = useStore((s) => s.spec?.questions.length ?? 0);
  const resolved = useStore((s) => countsOf(s).resolved);
  return (
    <div class="progress" role="progressbar" aria-label={t().interviewProgress} aria-valuemin={0} aria-valuemax={total} aria-valuenow={resolved}>
      <div style={{ transform: `scaleX(${resolved / Math.max(1, total)})` }} />
    </div>
  );
}
