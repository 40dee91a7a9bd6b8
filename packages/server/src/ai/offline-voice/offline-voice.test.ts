import { describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { wordSounds } from './letters-to-sounds.ts';
import { speakOffline, voiceLanguageOf } from './offline-voice.ts';
import { readWavHeader } from './wav.ts';

describe('the offline voice', () => {
  it('makes a valid mono 16-bit WAV file whose header and length agree with its samples', async () => {
    const speech = speakOffline('Welcome to the lesson. Keep your back straight.', 'en-US');
    const header = readWavHeader(speech.audio);
    expect(header).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16, dataBytes: speech.audio.length - 44 });
    expect(header?.durationMs).toBe(speech.durationMs);
    expect(speech.durationMs).toBeGreaterThan(1000);
    // The same sniffing the upload checks use recognises it as WAV.
    expect((await fileTypeFromBuffer(speech.audio))?.mime).toMatch(/wav/);
  });

  it('is not silence: its samples reach a real level and stay within range', () => {
    const { audio } = speakOffline('Lift with your legs.', 'en-US');
    const view = new DataView(audio.buffer, audio.byteOffset, audio.byteLength);
    let peak = 0;
    for (let offset = 44; offset < audio.length; offset += 2) peak = Math.max(peak, Math.abs(view.getInt16(offset, true)));
    expect(peak).toBeGreaterThan(20_000);
    expect(peak).toBeLessThanOrEqual(32_767);
  });

  it('says the same text the same way every time, and a longer text takes longer', () => {
    const once = speakOffline('Safety first.', 'en-US');
    expect(Buffer.from(speakOffline('Safety first.', 'en-US').audio).equals(Buffer.from(once.audio))).toBe(true);
    expect(speakOffline('Safety first. Then speed, then everything else.', 'en-US').durationMs).toBeGreaterThan(once.durationMs);
  });

  it('reads Spanish lessons with Spanish spelling rules', () => {
    expect(voiceLanguageOf('es-ES')).toBe('es');
    expect(voiceLanguageOf('fr-FR')).toBe('en');
    expect(wordSounds('llave', 'es')).toEqual(['y', 'a', 'b', 'e']);
    expect(wordSounds('gente', 'es')).toEqual(['h', 'e', 'n', 't', 'e']);
    expect(wordSounds('make', 'en')).toEqual(['m', 'ae', 'k']);
  });

  it('makes a short silent file rather than failing on text with no letters it can say', () => {
    const speech = speakOffline('— … ♪', 'en-US');
    expect(readWavHeader(speech.audio)?.dataBytes).toBe(0);
  });
});
