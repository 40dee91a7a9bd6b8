// The renderers of the game and quiz templates (the families games, multiple-choice, concepts, numbers
// and relationships). Each type draws through the model-driven generic renderer until its own folder
// exists; then its line becomes `() => import('./<type>/index.tsx')`.
import type { RendererLoader } from './renderer.ts';

const generic: RendererLoader = () => import('./generic/index.tsx');

export const gameAndQuizRenderers: Record<string, RendererLoader> = {
  'game-true-or-false': () => import('./game-true-or-false/index.tsx'),
  'game-jumble': () => import('./game-jumble/index.tsx'),
  'game-memory': () => import('./game-memory/index.tsx'),
  'game-next-in-order': () => import('./game-next-in-order/index.tsx'),
  'elevator-game': () => import('./elevator-game/index.tsx'),
  'find-a-word': () => import('./find-a-word/index.tsx'),
  'image-word-match': () => import('./image-word-match/index.tsx'),
  jeopardy: () => import('./jeopardy/index.tsx'),
  'left-or-right': () => import('./left-or-right/index.tsx'),
  'multiple-choice-game': () => import('./multiple-choice-game/index.tsx'),
  'image-multiple-choice': () => import('./image-multiple-choice/index.tsx'),
  carousel: () => import('./carousel/index.tsx'),
  construct: () => import('./construct/index.tsx'),
  'construct-sentence': () => import('./construct-sentence/index.tsx'),
  'missing-word': () => import('./missing-word/index.tsx'),
  strikeout: () => import('./strikeout/index.tsx'),
  'circle-the-answer': () => import('./circle-the-answer/index.tsx'),
  matrix: () => import('./matrix/index.tsx'),
  categorise: () => import('./categorise/index.tsx'),
  connect: () => import('./connect/index.tsx'),
  'drag-to-match': () => import('./drag-to-match/index.tsx'),
  'image-pairs': () => import('./image-pairs/index.tsx'),
  reorder: () => import('./reorder/index.tsx'),
  'tap-in-order': () => import('./tap-in-order/index.tsx'),
  chat: () => import('./chat/index.tsx'),
  'number-picker': () => import('./number-picker/index.tsx'),
  'number-sentence': () => import('./number-sentence/index.tsx'),
  slider: () => import('./slider/index.tsx'),
  dial: () => import('./dial/index.tsx'),
  'dial-distribution': () => import('./dial-distribution/index.tsx'),
  'pie-chart': generic,
  ratio: generic,
};
