import { useEffect, type RefObject } from 'react';

/** Marks the elements the switch muted, so turning sound back on restores only those. */
const MUTED_BY_SWITCH = 'data-sw-sound-off';

/**
 * Mutes every audio and video element inside the player while the learner's sound is off, including the
 * ones a slide adds later (a video collection's next clip); turning it on again unmutes only what the
 * switch muted. Elements a renderer mutes itself stay muted: autoplay (browsers allow it only muted) and
 * the camera's own preview while recording. Embedded players in frames (YouTube, Vimeo) are out of
 * reach and keep their own controls.
 */
export function useMediaSound(container: RefObject<HTMLElement | null>, soundOn: boolean): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const apply = () => {
      for (const media of root.querySelectorAll<HTMLMediaElement>('audio, video')) {
        if (!soundOn && !media.muted) {
          media.muted = true;
          media.setAttribute(MUTED_BY_SWITCH, '');
        } else if (soundOn && media.hasAttribute(MUTED_BY_SWITCH)) {
          media.muted = false;
          media.removeAttribute(MUTED_BY_SWITCH);
        }
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    // Only added and removed nodes: the attribute this writes must not wake the observer again.
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
