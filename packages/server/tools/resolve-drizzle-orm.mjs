// npm keeps drizzle-orm inside packages/server/node_modules while drizzle-kit is hoisted to the root,
// so drizzle-kit cannot find it, neither by `require` nor by `import()`. This preload lets both look here too.
import Module, { register } from 'node:module';
import { fileURLToPath } from 'node:url';

const serverNodeModules = fileURLToPath(new URL('../node_modules', import.meta.url));
process.env.NODE_PATH = [serverNodeModules, process.env.NODE_PATH].filter(Boolean).join(':');
// @ts-expect-error -- internal, re-reads NODE_PATH for CommonJS resolution
Module._initPaths();

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const serverPackage = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
      export async function resolve(specifier, context, nextResolve) {
        try {
          return await nextResolve(specifier, context);
        } catch (error) {
          if (!specifier.startsWith('drizzle-orm')) throw error;
          return nextResolve(specifier, { ...context, parentURL: serverPackage });
        }
      }
    `),
);
