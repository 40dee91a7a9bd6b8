import type { Slide } from '@slidewise/core';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidePanel } from './SlidePanel.tsx';
import { LessonSettingsPanel } from '../settings/LessonSettingsPanel.tsx';
import { NarrationControls } from '../narration/NarrationControls.tsx';

const tabs = ['slide', 'settings'] as const;
type Tab = (typeof tabs)[number];

/** The right-hand panel: the current slide's form, or the lesson's saved settings, as two tabs. */
interface SidePanelProps {
  slide: Slide | undefined;
  position: number;
  lessonId: string;
  onTitleChange(title: string): void;
}

export function SidePanel({ slide, position, lessonId, onTitleChange }: SidePanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('slide');
  // Once opened, the settings stay mounted (hidden): a save waiting on its timer survives a tab switch.
  const [settingsOpened, setSettingsOpened] = useState(false);
  const choose = (next: Tab) => {
    setTab(next);
    if (next === 'settings') setSettingsOpened(true);
  };

  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern); Tab goes into the panel.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length] ?? 'slide';
    choose(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  // The form below renders on every keystroke; the tabs only when the choice or the language changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `choose` and `onKeyDown` read only `tab` and `settingsOpened`, which are listed; the tabs render when those change, not on every keystroke.
  const tablist = useMemo(
    () => (
      <div className="side-panel__tabs" role="tablist" aria-label={t('lessonEditor.panels.label')}>
        {tabs.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            id={`${id}-${each}-tab`}
            className="side-panel__tab"
            aria-selected={tab === each}
            aria-controls={each === 'settings' && !settingsOpened ? undefined : `${id}-${each}-panel`}
            tabIndex={tab === each ? 0 : -1}
            onClick={() => choose(each)}
            onKeyDown={onKeyDown}
          >
            {t(`lessonEditor.panels.${each}`)}
          </button>
        ))}
      </div>
    ),
    // `choose` and `onKeyDown` read only `tab` and `settingsOpened`, which are listed.
    [t, id, tab, settingsOpened],
  );

  return (
    <aside className="side-panel" aria-label={t('lessonEditor.panels.label')}>
      {tablist}
      <div
        className="side-panel__body"
        role="tabpanel"
        id={`${id}-slide-panel`}
        aria-labelledby={`${id}-slide-tab`}
        hidden={tab !== 'slide'}
      >
        <SlidePanel slide={slide} position={position} />
        <NarrationControls lessonId={lessonId} slide={slide} />
      </div>
      {settingsOpened ? (
        <div
          className="side-panel__body"
          role="tabpanel"
          id={`${id}-settings-panel`}
          aria-labelledby={`${id}-settings-tab`}
          hidden={tab !== 'settings'}
        >
          <LessonSettingsPanel lessonId={lessonId} onTitleChange={onTitleChange} />
        </div>
      ) : null}
    </aside>
  );
}
