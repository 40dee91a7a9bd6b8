import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { unreachedClasses } from './stylesheet-reach.ts';

const webSource = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('stylesheets on a direct load', () => {
  it('every class a web module writes is styled by a stylesheet its own area or the shell imports', () => {
    expect(unreachedClasses(webSource)).toEqual([]);
  });
});

describe('unreachedClasses', () => {
  let root = '';
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds a class styled only by another feature, and accepts the shell’s and the area’s own', () => {
    root = mkdtempSync(join(tmpdir(), 'stylesheet-reach-'));
    write('main.tsx', "import './ui/base.css';\nimport { Shell } from './app/Shell.tsx';\n");
    write('app/Shell.tsx', "import '../ui/spinner.css';\nexport const Shell = 1;\n");
    write('ui/base.css', '.page { margin: 0; }');
    write('ui/spinner.css', '.spinner { color: red; }');
    write('features/home/HomePage.tsx', 'import \'./home.css\';\nexport const a = <p className="badge page" />;\n');
    write('features/home/home.css', '.badge { color: blue; }');
    write('features/editor/Editor.tsx', 'export const b = <p className="badge spinner" />;\n');
    write('features/editor/Editor.test.tsx', 'export const c = <p className="badge" />;\n');

    expect(unreachedClasses(root)).toEqual([
      { module: 'features/editor/Editor.tsx', className: 'badge', stylesheets: ['features/home/home.css'] },
    ]);
  });

  it('asks a module a feature exports to import its stylesheets itself, as other features’ chunks carry it alone', () => {
    root = mkdtempSync(join(tmpdir(), 'stylesheet-reach-'));
    write('main.tsx', '');
    write('features/home/index.ts', "export { HomePage } from './HomePage.tsx';\nexport { Badge } from './Badge.tsx';\n");
    write('features/home/HomePage.tsx', 'import \'./home.css\';\nexport const HomePage = <p className="badge" />;\n');
    write('features/home/Badge.tsx', 'import { tone } from \'./tone.ts\';\nexport const Badge = <p className="badge tone" />;\n');
    write('features/home/tone.ts', "import './tone.css';\nexport const tone = 1;\n");
    write('features/home/home.css', '.badge { color: blue; }');
    write('features/home/tone.css', '.tone { color: blue; }');

    expect(unreachedClasses(root)).toEqual([
      { module: 'features/home/Badge.tsx', className: 'badge', stylesheets: ['features/home/home.css'] },
    ]);
  });
});
