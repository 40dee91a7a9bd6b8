import { synthesise, SAMPLE_RATE } from './formant-synthesiser.ts';
import { textToUtterance, type VoiceLanguage } from './letters-to-sounds.ts';
import { encodeWav } from './wav.ts';

/** Speech made on the server: the audio file's bytes, its type and its length. */
export interface SynthesisedSpeech {
  audio: Uint8Array;
  mediaType: string;
  durationMs: number;
}

/** The language the offline voice reads a lesson in: Spanish for es-*, English for anything else. */
export function voiceLanguageOf(lessonLanguage: string): VoiceLanguage {
  return lessonLanguage.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** Speaks the text with the built-in formant voice, as a WAV file; used when no speech model is configured. */
export function speakOffline(text: string, lessonLanguage: string): SynthesisedSpeech {
  const samples = synthesise(textToUtterance(text, voiceLanguageOf(lessonLanguage)));
  return { audio: encodeWav(samples, SAMPLE_RATE), mediaType: 'audio/wav', durationMs: Math.round((samples.length / SAMPLE_RATE) * 1000) };
}
