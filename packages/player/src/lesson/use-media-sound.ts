import { useEffect, type RefObject } from 'react';

/**
 * Mutes (or unmutes) every audio and video element inside the player, including the ones a slide adds
 * later (a video collection's next clip): renderers own their media, the learner's sound switch is the
 * shell's. Embedded players in frames (YouTube, Vimeo) are out of reach and keep their own controls.
 */
export function useMediaSound(container: RefObject<HTMLElement | null>, soundOn: boolean): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const apply = () => {
      for (const media of root.querySelectorAll<HTMLMediaElement>('audio, video')) media.muted = !soundOn;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, soundOn]);
}

const SOUND_KEY = 'slidewise.player.sound';

/** The learner's last choice on this device; sound is on until they turn it off. */
export function readSoundPreference(): boolean {
  try {
    return globalThis.localStorage?.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true; // storage refused (private mode): the default
  }
}

export function writeSoundPreference(soundOn: boolean): void {
  try {
    globalThis.localStorage?.setItem(SOUND_KEY, soundOn ? 'on' : 'off');
  } catch {
    // Not kept across visits; the switch still works for this one.
  }
}
