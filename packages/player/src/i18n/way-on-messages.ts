// The words of a slide whose video, page, package or camera cannot be used: what failed, what to try,
// and the way on. Their own namespace ('wayOn'), beside the slides' shared texts, so the failure
// handling grows without touching the file every renderer's words live in.
import { addPlayerTexts, type PlayerTexts, type Translate } from './player-i18n.ts';
import { usePlayerLanguage } from './player-language.tsx';

const enUS = {
  'unavailable.video': 'This video could not be loaded',
  'unavailable.page': 'This page could not be loaded',
  'unavailable.package': 'This course package could not be opened',
  'unavailable.packageSilent': 'This course package has not started',
  'unavailable.camera': 'Your camera could not be used',
  'unavailable.connectionHint': 'Check your connection, then try again.',
  'unavailable.pageHint': 'Check your connection and try again, or open the page in a new tab.',
  'unavailable.packageHint': 'Try again. If it still does not open, skip it: the lesson records that it could not be played.',
  'unavailable.cameraHint':
    'Allow this site to use your camera and microphone, then try again. Without a camera, skip this slide: the lesson records why.',
  'unavailable.retry': 'Try again',
  'unavailable.skip': 'Skip this slide',
  'unavailable.newTab': 'Open in a new tab',
} as const;

export type WayOnTextKey = keyof typeof enUS;

const esES: Record<WayOnTextKey, string> = {
  'unavailable.video': 'No se ha podido cargar este vídeo',
  'unavailable.page': 'No se ha podido cargar esta página',
  'unavailable.package': 'No se ha podido abrir este paquete del curso',
  'unavailable.packageSilent': 'Este paquete del curso no se ha iniciado',
  'unavailable.camera': 'No se ha podido usar tu cámara',
  'unavailable.connectionHint': 'Comprueba tu conexión y vuelve a intentarlo.',
  'unavailable.pageHint': 'Comprueba tu conexión y vuelve a intentarlo, o abre la página en una pestaña nueva.',
  'unavailable.packageHint': 'Vuelve a intentarlo. Si sigue sin abrirse, sáltalo: la lección registra que no se pudo reproducir.',
  'unavailable.cameraHint':
    'Permite que este sitio use tu cámara y tu micrófono y vuelve a intentarlo. Sin cámara, salta esta diapositiva: la lección registra el motivo.',
  'unavailable.retry': 'Reintentar',
  'unavailable.skip': 'Saltar esta diapositiva',
  'unavailable.newTab': 'Abrir en una pestaña nueva',
};

export const wayOnTexts: PlayerTexts<WayOnTextKey> = { 'en-US': enUS, 'es-ES': esES };

export const wayOnTranslator = addPlayerTexts('wayOn', wayOnTexts);

/** The failure texts in the lesson's language (set by `PlayerLanguageProvider`). */
export function useWayOnText(): Translate<WayOnTextKey> {
  return wayOnTranslator(usePlayerLanguage());
}
