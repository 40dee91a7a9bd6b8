import { useRef, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { MediaUnavailable } from '../../ui/MediaUnavailable.tsx';
import { flag, text } from '../../ui/read-data.ts';
import { RichText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import { usePageProbe } from '../../ui/use-page-probe.ts';

interface ExternalUrlData {
  url: string;
  title: string;
  description: string;
  buttonText: string;
  openInNewTab: boolean;
}

/**
 * Outside pages are shown over https only (an http page inside the https app would be blocked as mixed
 * content); a page of our own origin, written as its path (the catalogue's example), is shown as it is
 * served.
 */
export function playableUrl(address: string, ownOrigin: string = window.location.origin): URL | null {
  const written = address.trim();
  try {
    if (written.startsWith('/') && !written.startsWith('//') && !written.includes('\\')) {
      const own = new URL(written, ownOrigin);
      return own.origin === ownOrigin ? own : null;
    }
    const url = new URL(written);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The sandbox of an outside page: scripts, forms and pop-ups run, and the page keeps its own origin
 * (its sign-in) only when that origin is not ours, so it can never script the lesson around it.
 */
export function sandboxFor(url: URL, ownOrigin: string): string {
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  return url.origin === ownOrigin ? base : `${base} allow-same-origin`;
}

/**
 * What to do on the page and the button that opens it: inside the slide in a sandboxed frame, or in
 * a new tab for sites that refuse to be framed.
 */
export default function ExternalUrlRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<ExternalUrlData>) {
  const t = usePlayerText();
  const url = playableUrl(text(data.url));
  const title = text(data.title);
  const newTab = flag(data.openInNewTab, false);
  const [opened, setOpened] = useState(state !== 'prompt' && !newTab);
  const buttonText = text(data.buttonText) || template.displayName;
  // An outside page cannot say it is done: opening it is what the lesson records, once per play.
  const reported = useRef(false);
  const [visited, setVisited] = useState(false);
  // A framed page gives no sign of failing, so learners' pages are asked for too; a retry asks again.
  const [attempt, setAttempt] = useState(0);
  const reach = usePageProbe(mode === 'play' && opened && !newTab ? url : null, attempt);
  const visit = () => {
    setVisited(true);
    if (mode !== 'play' || reported.current) return;
    reported.current = true;
    onResult?.({ correct: null, answers: { status: 'completed' }, points: 0 });
  };

  let action = null;
  if (!url) {
    action = (
      <p className="sw-notice__text" role="note">
        {t('external.notPlayable')}
      </p>
    );
  } else if (newTab) {
    action = (
      <a className="sw-button sw-button--primary" href={url.href} target="_blank" rel="noopener noreferrer" onClick={visit}>
        {buttonText}
        <span className="sw-visually-hidden"> ({t('external.newTab')})</span>
      </a>
    );
  } else if (!opened) {
    action = (
      <button
        type="button"
        className="sw-button sw-button--primary"
        onClick={() => {
          setOpened(true);
          visit();
        }}
      >
        {buttonText}
      </button>
    );
  }

  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      {title ? <h2 className="sw-heading">{title}</h2> : null}
      <RichText html={text(data.description)} />
      {action}
      {visited && newTab ? <p className="sw-package__badge sw-package__badge--done">{t('external.visited')}</p> : null}
      {url && opened && reach === 'unreachable' ? (
        <MediaUnavailable thing="page" onRetry={() => setAttempt((count) => count + 1)} newTabHref={url.href} />
      ) : url && opened ? (
        <>
          <iframe
            key={attempt}
            className="sw-external__frame"
            src={url.href}
            title={t('external.frameTitle', { title: title || url.host })}
            sandbox={sandboxFor(url, window.location.origin)}
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
          <a className="sw-caption sw-external__link" href={url.href} target="_blank" rel="noopener noreferrer">
            {url.host}
            <span className="sw-visually-hidden"> ({t('external.newTab')})</span>
          </a>
        </>
      ) : null}
    </SlideFrame>
  );
}
