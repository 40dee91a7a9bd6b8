// A small cascade formant synthesiser (after Klatt, 1980): a glottal pulse train and a noise source pass
// through three resonators tuned to the current sound's formants, which glide from one sound to the next.
// It speaks clearly enough to follow a slide's text, with a plainly synthetic voice, and needs nothing but
// arithmetic: no model to download, no native library, the same output on every machine.
import { phonemes, type Pause, type Phoneme, type Utterance } from './phonemes.ts';

export const SAMPLE_RATE = 16_000;

/** A two-pole resonator: passes frequencies near `frequency`, as a vocal tract resonance does. */
class Resonator {
  private previous = 0;
  private beforePrevious = 0;
  private a = 1;
  private b = 0;
  private c = 0;

  tune(frequency: number, bandwidth: number): void {
    const period = 1 / SAMPLE_RATE;
    this.c = -Math.exp(-2 * Math.PI * bandwidth * period);
    this.b = 2 * Math.exp(-Math.PI * bandwidth * period) * Math.cos(2 * Math.PI * frequency * period);
    this.a = 1 - this.b - this.c;
  }

  step(input: number): number {
    const output = this.a * input + this.b * this.previous + this.c * this.beforePrevious;
    this.beforePrevious = this.previous;
    this.previous = output;
    return output;
  }
}

const formantBandwidths = [60, 90, 150] as const;
/** How much of each sound is spent gliding from the previous one's formants. */
const GLIDE_SHARE = 0.35;

/** A deterministic noise source, so the same text always gives the same file (and tests can compare). */
function noiseSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 0x1_0000_0000 - 0.5;
  };
}

/** One period of the glottal pulse (Rosenberg's shape): opening, closing, then closed. */
function glottalPulse(phase: number): number {
  if (phase < 0.4) return 0.5 * (1 - Math.cos((Math.PI * phase) / 0.4));
  if (phase < 0.56) return Math.cos((Math.PI * (phase - 0.4)) / 0.32);
  return 0;
}

const isPause = (item: Utterance[number]): item is Pause => typeof item === 'object';

/** The pitch (Hz) at a point of a sentence: falling through it, rising at the end of a question. */
function pitchAt(progress: number, question: boolean): number {
  const falling = 135 - 35 * progress;
  return question && progress > 0.75 ? falling + 160 * (progress - 0.75) : falling;
}

/** Renders an utterance to samples at SAMPLE_RATE, peak-normalised. */
export function synthesise(utterance: Utterance): Float32Array {
  const samples: number[] = [];
  const resonators = [new Resonator(), new Resonator(), new Resonator()];
  const hissFilter = new Resonator();
  const noise = noiseSource(0x5eed);
  let glottalPhase = 0;
  let lastPulse = 0;
  let formants: readonly number[] = phonemes.uh.formants;

  // Sentences are walked one at a time so the pitch can follow each sentence's shape.
  let start = 0;
  while (start < utterance.length) {
    let end = start;
    while (end < utterance.length && !(isPause(utterance[end]!) && (utterance[end] as Pause).endsSentence)) end += 1;
    const closing = utterance[end] as Pause | undefined;
    const sentence = utterance.slice(start, end);
    const soundsInSentence = Math.max(1, sentence.length);

    sentence.forEach((item, index) => {
      if (isPause(item)) {
        for (let count = 0; count < (item.pauseMs * SAMPLE_RATE) / 1000; count += 1) samples.push(0);
        return;
      }
      const phoneme: Phoneme = phonemes[item];
      const length = Math.round((phoneme.durationMs * SAMPLE_RATE) / 1000);
      const from = formants;
      if (phoneme.noise) hissFilter.tune(phoneme.noise.centre, phoneme.noise.bandwidth);
      for (let sample = 0; sample < length; sample += 1) {
        const progress = sample / length;
        const glide = Math.min(1, progress / GLIDE_SHARE);
        for (const [which, resonator] of resonators.entries())
          resonator.tune(from[which]! + (phoneme.formants[which]! - from[which]!) * glide, formantBandwidths[which]!);
        const pitch = pitchAt((index + progress) / soundsInSentence, closing?.question === true);
        glottalPhase = (glottalPhase + pitch / SAMPLE_RATE) % 1;
        // The pulse's slope, not the pulse: the lips radiate the derivative of the airflow.
        const pulse = glottalPulse(glottalPhase);
        const voicing = phoneme.voiced ? (pulse - lastPulse) * 18 : 0;
        lastPulse = pulse;
        const voicedGain = phoneme.kind === 'nasal' ? 0.45 : phoneme.kind === 'plosive' ? 0.25 : phoneme.kind === 'fricative' ? 0.35 : 1;
        let value = voicing * voicedGain;
        if (phoneme.kind === 'aspirate') value += noise() * (phoneme.noise?.gain ?? 0);
        let shaped = value;
        for (const resonator of resonators) shaped = resonator.step(shaped);
        // A plosive is a closure (near silence) then a short burst of hiss; a fricative hisses throughout.
        let hiss = 0;
        if (phoneme.kind === 'fricative') hiss = hissFilter.step(noise()) * (phoneme.noise?.gain ?? 0) * 4;
        if (phoneme.kind === 'plosive') {
          const burst = progress > 0.7 ? hissFilter.step(noise()) * (phoneme.noise?.gain ?? 0) * 6 : 0;
          shaped *= progress > 0.7 ? 1 : 0.15;
          hiss = burst;
        }
        // Soft edges, so sounds join without clicks.
        const edge = Math.min(1, sample / 80, (length - sample) / 80);
        samples.push((shaped + hiss) * (0.4 + 0.6 * edge));
      }
      formants = phoneme.formants;
    });

    if (closing) for (let count = 0; count < (closing.pauseMs * SAMPLE_RATE) / 1000; count += 1) samples.push(0);
    start = end + 1;
  }
  return normalised(samples);
}

function normalised(samples: readonly number[]): Float32Array {
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  const gain = peak > 0 ? 0.85 / peak : 0;
  return Float32Array.from(samples, (sample) => sample * gain);
}
