import type { Slide } from '@slidewise/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fitScale, framedSize, previewSize } from './preview-devices.ts';
import { PreviewToolbar, type PreviewSettings } from './PreviewToolbar.tsx';
import { SlideView } from './SlideView.tsx';
import { useElementSize } from './use-element-size.ts';

interface PreviewPanelProps {
  slide: Slide | null;
  templateName: string;
  /** The slide's number from 1, for the frame's accessible name. */
  position: number;
  language: string;
}

const defaultSettings: PreviewSettings = { device: 'phone', orientation: 'portrait', state: 'prompt' };

/** The current slide in a device frame, scaled to fit the space the layout leaves it. */
export function PreviewPanel({ slide, templateName, position, language }: PreviewPanelProps) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(defaultSettings);
  const stage = useRef<HTMLDivElement>(null);
  const available = useElementSize(stage);
  const size = previewSize(settings.device, settings.orientation);
  const framed = framedSize(size);
  const scale = fitScale(framed, available);

  return (
    <section className="lesson-preview" aria-label={t('lessonEditor.preview.label')}>
      <PreviewToolbar settings={settings} onChange={setSettings} />
      <div className="lesson-preview__stage" ref={stage}>
        <div className="lesson-preview__fit" style={{ width: framed.width * scale, height: framed.height * scale }}>
          <div
            className={`device-frame device-frame--${settings.device}`}
            data-device={settings.device}
            data-orientation={settings.orientation}
            style={{ width: size.width, height: size.height, transform: `scale(${scale})` }}
            role="group"
            aria-label={
              slide
                ? t('lessonEditor.preview.slideLabel', { position, name: slide.name || templateName })
                : t('lessonEditor.preview.noSlide')
            }
          >
            {slide ? (
              <SlideView slide={slide} state={settings.state} language={language} />
            ) : (
              <p className="device-frame__notice">{t('lessonEditor.preview.noSlide')}</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
