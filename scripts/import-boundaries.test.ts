import { describe, expect, it } from 'vitest';
import { importsOf, violationOf } from './import-boundaries.ts';

describe('import boundaries', () => {
  it('finds static, re-exported, side-effect and dynamic imports, over several lines', () => {
    const source = [
      "import { a } from './a.ts';",
      'import {',
      '  b,',
      "} from '../b.ts';",
      "export * from './c.ts';",
      "import './d.css';",
      "const E = lazy(() => import('./e.tsx'));",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.css', './e.tsx']);
  });

  it('lets each package import only the packages DESIGN.md allows', () => {
    expect(violationOf('packages/core/src/x.ts', '@slidewise/player')).toMatch(/core may import none of our packages/);
    expect(violationOf('packages/player/src/x.tsx', '@slidewise/core')).toBeUndefined();
    expect(violationOf('packages/player/src/x.tsx', '@slidewise/web')).toMatch(/player may import core/);
    expect(violationOf('packages/server/src/x.ts', '@slidewise/player')).toMatch(/server may import core/);
    expect(violationOf('packages/web/src/x.tsx', '@slidewise/player')).toBeUndefined();
    expect(violationOf('packages/web/src/x.tsx', '@slidewise/server')).toMatch(/web may import core and player/);
  });

  it("refuses a package's internals and relative paths into another package", () => {
    expect(violationOf('packages/web/src/x.tsx', '@slidewise/core/src/enums.ts')).toMatch(/public face/);
    expect(violationOf('packages/web/src/x.tsx', '../../core/src/enums.ts')).toMatch(/outside its package/);
    expect(violationOf('packages/web/src/i18n/x.ts', '../../public/locales/en-US/translation.json')).toBeUndefined();
  });

  it('lets web features reach each other only through their index.ts', () => {
    expect(violationOf('packages/web/src/features/a/page/P.tsx', '../../b/data/api.ts')).toMatch(
      /the b feature is entered through its index.ts/,
    );
    expect(violationOf('packages/web/src/features/a/page/P.tsx', '../../b/index.ts')).toBeUndefined();
    expect(violationOf('packages/web/src/features/a/page/P.tsx', '../../b')).toBeUndefined();
    expect(violationOf('packages/web/src/features/a/page/P.tsx', '../data/api.ts')).toBeUndefined();
    expect(violationOf('packages/web/src/features/a/P.tsx', '../../ui/Button.tsx')).toBeUndefined();
    // The app's route table lazy-loads pages; it is not a feature.
    expect(violationOf('packages/web/src/app/router.tsx', '../features/b/Page.tsx')).toBeUndefined();
  });

  it('ignores packages and files outside packages/*/src', () => {
    expect(violationOf('e2e/x.spec.ts', '../packages/server/src/app.ts')).toBeUndefined();
    expect(violationOf('packages/core/src/x.ts', 'zod')).toBeUndefined();
  });
});
