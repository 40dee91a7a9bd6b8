// The words the player itself puts on a slide (authors write everything else). A slide speaks the
// lesson's language, not the author's interface language, so the player carries its own en-US and
// es-ES texts instead of the web app's translation files.
export const playerLanguages = ['en-US', 'es-ES'] as const;
export type PlayerLanguage = (typeof playerLanguages)[number];
export const DEFAULT_PLAYER_LANGUAGE: PlayerLanguage = 'en-US';

const enUS = {
  'slide.loading': 'Loading slide…',
  'slide.broken': 'This slide cannot be shown',
  'slide.brokenHelp': 'Some of its content is missing or not in the expected form.',
  'slide.unknownTemplate': 'Unknown template',
  'slide.unknownTemplateHelp': 'There is no slide template called “{type}”.',
  'done.Continue': 'Continue',
  'done.Move on': 'Move on',
  'media.imageUnavailable': 'Image not available',
  'media.videoUnavailable': 'Video not available',
  'media.youtubeTitle': 'YouTube video {id}',
  'media.vimeoTitle': 'Vimeo video {id}',
  'media.skip': 'Skip video',
  'media.play': 'Play {title}',
  'media.audio': 'Sound clip',
  'media.video': 'Video',
  'media.image': 'Image',
  'media.imageOf': 'Image {index} of {total}',
  'media.previous': 'Previous image',
  'media.next': 'Next image',
  'sequence.next': 'Next',
  'sequence.back': 'Back',
  'sequence.progress': 'Step {current} of {total}',
  'reveal.tapToReveal': 'Tap to reveal',
  'scratch.hint': 'Scratch to reveal',
  'scratch.reveal': 'Reveal {label}',
  'hotspot.open': 'Open {title}',
  'hotspot.close': 'Close',
  'hotspot.visited': 'visited',
  'hotspot.next': 'Next stop',
  'hotspot.progress': 'Stop {current} of {total}',
  'survey.pickOne': 'Pick one answer',
  'survey.pickMany': 'Pick up to {count} answers',
  'survey.submit': 'Submit',
  'survey.yourAnswer': 'Your answer',
  'survey.sampleResults': 'Example results: learners’ real answers appear here',
  'survey.others': 'What others said',
  'survey.average': 'Average: {value}',
  'survey.share': '{percent}%',
  'survey.characters': '{count} of at least {minimum} characters',
  'survey.charactersFree': '{count} characters',
  'survey.zone': '{x}, {y}',
  'survey.value': 'Your value: {value}',
  'survey.othersPlaced': 'Most learners put it in {zone}',
  'survey.pickWord': 'Pick a word, then the zone where it belongs',
  'survey.responsePrefill': 'Next time I would',
  'exit.title': 'Lesson complete',
  'exit.score': 'Your score',
  'exit.scorePlaceholder': 'The learner’s score appears here',
  'package.notPlayable': 'The package plays in the lesson',
  'package.required': 'Required to complete the lesson',
  'package.file': 'Package: {name}',
  'package.completed': 'Completed',
  'external.frameTitle': '{title} (external page)',
  'external.newTab': 'Opens in a new tab',
  'external.notPlayable': 'This address cannot be shown: it must start with https://',
  'peer.upload': 'Upload',
  'peer.contributions': 'Contributions from your peers',
  'peer.wallNote': 'Your peers’ contributions appear here',
  'peer.yourContribution': 'Your contribution',
  'peer.addImage': 'Add an image',
  'peer.record': 'Record a video',
  'peer.recorded': 'Your video is ready to share',
  'peer.recording': 'Recording…',
  'peer.chosen': 'Ready to share',
  'stars.label': '{earned} of {total} stars',
  'timer.label': 'Time left',
  'reinforcement.correct': 'Correct',
  'reinforcement.incorrect': 'Incorrect',
  'reinforcement.takeaway': 'Takeaway',
  'list.expand': 'Show details',
} as const;

export type PlayerMessageKey = keyof typeof enUS;
export type PlayerMessages = Record<PlayerMessageKey, string>;

const esES: PlayerMessages = {
  'slide.loading': 'Cargando la diapositiva…',
  'slide.broken': 'No se puede mostrar esta diapositiva',
  'slide.brokenHelp': 'Falta parte de su contenido o no tiene la forma esperada.',
  'slide.unknownTemplate': 'Plantilla desconocida',
  'slide.unknownTemplateHelp': 'No existe ninguna plantilla de diapositiva llamada «{type}».',
  'done.Continue': 'Continuar',
  'done.Move on': 'Seguir',
  'media.imageUnavailable': 'Imagen no disponible',
  'media.videoUnavailable': 'Vídeo no disponible',
  'media.youtubeTitle': 'Vídeo de YouTube {id}',
  'media.vimeoTitle': 'Vídeo de Vimeo {id}',
  'media.skip': 'Saltar el vídeo',
  'media.play': 'Reproducir {title}',
  'media.audio': 'Clip de sonido',
  'media.video': 'Vídeo',
  'media.image': 'Imagen',
  'media.imageOf': 'Imagen {index} de {total}',
  'media.previous': 'Imagen anterior',
  'media.next': 'Imagen siguiente',
  'sequence.next': 'Siguiente',
  'sequence.back': 'Atrás',
  'sequence.progress': 'Paso {current} de {total}',
  'reveal.tapToReveal': 'Toca para descubrir',
  'scratch.hint': 'Rasca para descubrir',
  'scratch.reveal': 'Descubrir {label}',
  'hotspot.open': 'Abrir {title}',
  'hotspot.close': 'Cerrar',
  'hotspot.visited': 'visto',
  'hotspot.next': 'Siguiente parada',
  'hotspot.progress': 'Parada {current} de {total}',
  'survey.pickOne': 'Elige una respuesta',
  'survey.pickMany': 'Elige hasta {count} respuestas',
  'survey.submit': 'Enviar',
  'survey.yourAnswer': 'Tu respuesta',
  'survey.sampleResults': 'Resultados de ejemplo: aquí aparecen las respuestas reales de los alumnos',
  'survey.others': 'Lo que han dicho los demás',
  'survey.average': 'Media: {value}',
  'survey.share': '{percent} %',
  'survey.characters': '{count} de al menos {minimum} caracteres',
  'survey.charactersFree': '{count} caracteres',
  'survey.zone': '{x}, {y}',
  'survey.value': 'Tu valor: {value}',
  'survey.othersPlaced': 'La mayoría lo puso en {zone}',
  'survey.pickWord': 'Elige una palabra y después la zona donde va',
  'survey.responsePrefill': 'La próxima vez',
  'exit.title': 'Lección completada',
  'exit.score': 'Tu puntuación',
  'exit.scorePlaceholder': 'Aquí aparece la puntuación del alumno',
  'package.notPlayable': 'El paquete se reproduce en la lección',
  'package.required': 'Obligatorio para completar la lección',
  'package.file': 'Paquete: {name}',
  'package.completed': 'Completado',
  'external.frameTitle': '{title} (página externa)',
  'external.newTab': 'Se abre en una pestaña nueva',
  'external.notPlayable': 'No se puede mostrar esta dirección: debe empezar por https://',
  'peer.upload': 'Subir',
  'peer.contributions': 'Aportaciones de tus compañeros',
  'peer.wallNote': 'Aquí aparecen las aportaciones de tus compañeros',
  'peer.yourContribution': 'Tu aportación',
  'peer.addImage': 'Añadir una imagen',
  'peer.record': 'Grabar un vídeo',
  'peer.recorded': 'Tu vídeo está listo para compartir',
  'peer.recording': 'Grabando…',
  'peer.chosen': 'Listo para compartir',
  'stars.label': '{earned} de {total} estrellas',
  'timer.label': 'Tiempo restante',
  'reinforcement.correct': 'Correcto',
  'reinforcement.incorrect': 'Incorrecto',
  'reinforcement.takeaway': 'Idea clave',
  'list.expand': 'Ver detalles',
};

export const playerMessages: Record<PlayerLanguage, PlayerMessages> = { 'en-US': enUS, 'es-ES': esES };

/** The closest language the player speaks: an exact match, then the same base language, then en-US. */
export function resolvePlayerLanguage(language: string | undefined): PlayerLanguage {
  if (!language) return DEFAULT_PLAYER_LANGUAGE;
  const exact = playerLanguages.find((candidate) => candidate.toLowerCase() === language.toLowerCase());
  if (exact) return exact;
  const base = language.split(/[-_]/)[0]?.toLowerCase();
  return playerLanguages.find((candidate) => candidate.startsWith(`${base}-`)) ?? DEFAULT_PLAYER_LANGUAGE;
}

export type PlayerTranslate = (key: PlayerMessageKey, values?: Record<string, string | number>) => string;

export function playerTranslator(language: PlayerLanguage): PlayerTranslate {
  const messages = playerMessages[language];
  return (key, values) =>
    messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}
