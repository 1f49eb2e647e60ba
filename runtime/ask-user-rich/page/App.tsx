// The page layout: header, banners, the current screen (or every screen in show all), footer, help.
// Picks the screen by the store; each screen and control subscribes to what it shows.
import { useEffect, useLayoutEffect } from "preact/hooks";
import { screensOf } from "./actions";
import { applyPendingFocus } from "./focus";
import { screenKey, type Screen } from "./model";
import { store, useStore } from "./store";
import { Banners } from "./controls/Banners";
import { Footer } from "./controls/Footer";
import { Header } from "./controls/Header";
import { Help } from "./controls/Help";
import { DoneScreen } from "./screens/DoneScreen";
import { ErrorScreen } from "./screens/ErrorScreen";
import { IntroScreen } from "./screens/IntroScreen";
import { QuestionScreen } from "./screens/QuestionScreen";
import { ReviewScreen } from "./screens/ReviewScreen";

function renderScreen(s: Screen, i: number) {
  if (s.kind === "intro") return <IntroScreen key="intro" index={i} />;
  if (s.kind === "review") return <ReviewScreen key="review" index={i} />;
  return <QuestionScreen key={s.q.id} q={s.q} index={s.index} screenIndex={i} />;
}

let restored = false;
/** Above this many screens, show all lets the browser skip rendering the screens far off screen. */
const MANY = 30;

export function App() {
  const spec = useStore((s) => s.spec);
  const done = useStore((s) => s.done !== null);
  const loadError = useStore((s) => s.loadError !== null);
  const showAll = useStore((s) => s.showAll);
  // In show all the screen follows scrolling; the layout does not depend on it then.
  const screen = useStore((s) => (s.showAll ? -1 : s.screen));
  const direction = useStore((s) => s.direction);
  const help = useStore((s) => s.help);
  useLayoutEffect(applyPendingFocus);

  // A reload in show all comes back to the screen the user was on.
  useEffect(() => {
    if (!spec || restored) return;
    restored = true;
    const s = store.get();
    if (s.showAll) {
      store.set({ reading: s.screen });
      requestAnimationFrame(() => document.querySelector(`[data-screen="${s.screen}"]`)?.scrollIntoView({ block: "start" }));
    }
  }, [spec]);

  // Show all: the rail tracks the screen being read (and the saved screen follows it for a reload).
  const count = spec ? screensOf().length : 0;
  useEffect(() => {
    if (!showAll || !spec) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const at = Number((entry.target as HTMLElement).dataset.screen);
          store.set({ reading: at, screen: at });
        }
      },
      { rootMargin: "-40% 0px -50% 0px" },
    );
    document.querySelectorAll("[data-screen]").forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [showAll, spec, count]);

  if (done) return <DoneScreen />;
  if (loadError) return <ErrorScreen />;
  if (!spec) return <p class="loading">Loading the interview…</p>;
  const screens = screensOf();
  const at = Math.min(screen, screens.length - 1);
  const current = screens[at];
  return (
    <>
      <Header />
      <main class={showAll ? (screens.length > MANY ? "all many" : "all") : "one"}>
        <Banners />
        {showAll ? (
          screens.map(renderScreen)
        ) : current ? (
          <div class={`slide-${direction}`} key={screenKey(current)}>
            {renderScreen(current, at)}
          </div>
        ) : null}
      </main>
      <Footer />
      {help ? <Help /> : null}
    </>
  );
}
