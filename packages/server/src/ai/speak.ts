import { experimental_generateSpeech as generateSpeech, type SpeechModel } from 'ai';
import { speakOffline, type SynthesisedSpeech } from './offline-voice/offline-voice.ts';
import { readWavHeader } from './offline-voice/wav.ts';

/** Who spoke: the configured speech model, or the server's own voice. */
export type NarrationVoice = 'provider' | 'offline';

export interface Narrated extends Omit<SynthesisedSpeech, 'durationMs'> {
  voice: NarrationVoice;
  /** Known for WAV (read from its header); null when the provider's format does not say. */
  durationMs: number | null;
}

/**
 * Speaks a slide's script: through the account's speech model when one is configured (asked for WAV,
 * which every browser plays and whose length is in its header), else with the offline voice.
 */
export async function speak(model: SpeechModel | null, text: string, lessonLanguage: string): Promise<Narrated> {
  if (!model) return { ...speakOffline(text, lessonLanguage), voice: 'offline' };
  const { audio } = await generateSpeech({ model, text, outputFormat: 'wav', language: lessonLanguage.slice(0, 2), maxRetries: 1 });
  const bytes = audio.uint8Array;
  const header = readWavHeader(bytes);
  // A provider that ignores the format asked for still answers audio; its own media type is kept.
  return {
    audio: bytes,
    mediaType: header ? 'audio/wav' : audio.mediaType,
    durationMs: header?.durationMs ?? null,
    voice: 'provider',
  };
}
