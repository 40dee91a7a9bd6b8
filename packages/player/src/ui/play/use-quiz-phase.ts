import { useState } from 'react';
import type { PreviewState } from '../../templates/renderer.ts';

/**
 * Whether a quiz's answer has been checked. The 'answered' preview opens checked; otherwise the
 * learner (or the author trying the preview) checks with the frame's button.
 */
export function useQuizPhase(state: PreviewState): { answered: boolean; check: () => void } {
  const [answered, setAnswered] = useState(state === 'answered');
  return { answered, check: () => setAnswered(true) };
}
