import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The usual order (project by project, slowest file first), except in a run given a seed
 * (`--sequence.seed=N`, as `npm run test:shuffle` does): then the files of each project come in an order
 * drawn from the seed, the projects still one after another. A worker only takes the next file when it
 * belongs to the same project, so Vitest's own shuffle across projects would hand most files a fresh
 * worker and hide exactly the leaks between files that a shuffled run is there to find. The tests inside
 * a file keep their order (`--sequence.shuffle` would shuffle them too).
 */
export class ProjectShuffleSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const { seed } = this.ctx.config.sequence;
    if (seed === undefined) return sorted;
    this.ctx.logger.log(`Files shuffled within each project with seed ${seed} (repeat the order with --sequence.seed=${seed})`);
    const random = seededRandom(seed);
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of sorted) byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    return [...byProject.values()].flatMap((projectFiles) => shuffled(projectFiles, random));
  }
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/** mulberry32: a small, well-mixed generator, so a seed gives the same order on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
