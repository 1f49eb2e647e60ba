// Banners above the screen: the current notice (appends, a refused submit, errors), the agent that
// stopped waiting, and a server that stopped answering. Sections, not divs: `main > div` is the slide.
import type { ComponentChildren } from "preact";
import { go, screenOfQuestion } from "../actions";
import { md } from "../markdown";
import { store, useStore, type Notice } from "../store";
import { AlertIcon, CloseIcon, InfoIcon, OfflineIcon } from "../../../shared/ui/icons";
import { Kbd } from "./Kbd";
import { t } from "../i18n";

function Banner({
  tone,
  icon,
  title,
  children,
  className,
  role,
  onDismiss,
}: {
  tone: Notice["tone"];
  icon: ComponentChildren;
  title?: string;
  children?: ComponentChildren;
  className?: string;
  role: "alert" | "status";
  onDismiss?: () => void;
}) {
  return (
    <section class={`banner${className ? ` ${className}` : ""} tone-${tone}`} role={role}>
      <span class="banner-icon">{icon}</span>
      <div class="banner-text">
        {title ? <p class="banner-title">{title}</p> : null}
        {children}
      </div>
      {onDismiss ? (
        <button type="button" class="ghost icon-only" aria-label={t().interviewDismiss} onClick={onDismiss}>
          <CloseIcon />
        </button>
      ) : null}
    </section>
  );
}

export function Banners() {
  const notice = useStore((s) => s.notice);
  const firstNew = useStore((s) => s.newIds[0]);
  const stopped = useStore((s) => s.agentStopped);
  const offline = useStore((s) => s.offline >= 2);
  return (
    <>
      {offline ? (
        <Banner tone="danger" icon={<OfflineIcon />} title={t().interviewUnreachable} role="status">
          <p>{t().interviewOfflineBody}</p>
        </Banner>
      ) : null}
      {stopped ? (
        <Banner tone="warn" icon={<InfoIcon />} role="status">
          <p class="banner-line">
            <strong>{t().interviewAgentStopped}</strong> {t().interviewAgentStoppedHint}
          </p>
        </Banner>
      ) : null}
      {notice ? (
        <Banner
          className="notice"
          tone={notice.tone}
          icon={notice.tone === "info" ? <InfoIcon /> : <AlertIcon />}
          title={notice.title}
          role="alert"
          onDismiss={() => store.set({ notice: null })}
        >
          {notice.body ? <div class="banner-body markdown" dangerouslySetInnerHTML={md(notice.body)} /> : null}
          {notice.goToNew && firstNew ? (
            <p class="banner-actions">
              <button type="button" class="secondary small" aria-keyshortcuts="G" onClick={() => go(screenOfQuestion(firstNew), true)}>
                {t().interviewGoToNew}
                <Kbd>G</Kbd>
              </button>
            </p>
          ) : null}
        </Banner>
      ) : null}
    </>
  );
}
