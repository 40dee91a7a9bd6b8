import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A code argument the scan cannot read as a literal or a named constant (a parameter, a table lookup). */
export interface DynamicCode {
  file: string;
  argument: string;
}

export interface ServerErrorCodes {
  /** Each code the server can send, with the files that send it. */
  codes: Map<string, string[]>;
  dynamic: DynamicCode[];
}

const CODE = `[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*`;
// Where a refusal's code is written: `new HttpError(409, X`, a subclass's `super(400, X`, `conflict(X`.
const CODE_ARGUMENT = /(?:new HttpError|\bsuper)\(\s*[^,()]+,\s*([^,]+?)\s*,|\bconflict\(\s*([^,]+?)\s*,/g;
// A reply written by hand: `.send({ message: '…', code: 'not_found' })`.
const HAND_WRITTEN_REPLY = new RegExp(String.raw`\{\s*message:[^{}]*?\bcode:\s*'(${CODE})'`, 'g');
// A helper whose caller names the code, with a default: `function insertUnique(…, code = 'already_exists')`.
const CODE_PARAMETER = new RegExp(String.raw`function\s+(\w+)[^{]*?\bcode\s*=\s*'(${CODE})'`, 'g');
// The error plugin's fallback codes for Fastify's own failures (`codeByStatus`).
const STATUS_TABLE = /const codeByStatus[^=]*=\s*\{([^}]*)\}/g;
const LITERAL = new RegExp(`^'(${CODE})'$`);
const CONSTANT = /^[A-Z][A-Z0-9_]*$/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'test-support' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `export const NAME = 'code'` in the given sources, so `new HttpError(409, INCOMPLETE_SLIDES_ERROR, …)` is read too. */
function stringConstants(sources: readonly string[]): Map<string, string> {
  const constants = new Map<string, string>();
  for (const source of sources)
    for (const match of source.matchAll(new RegExp(String.raw`const ([A-Z][A-Z0-9_]*)\s*=\s*'(${CODE})'`, 'g')))
      constants.set(match[1] as string, match[2] as string);
  return constants;
}

/** The arguments of each call to `name(…)`, as text (parentheses balanced). */
function callArguments(source: string, name: string): string[] {
  const calls: string[] = [];
  for (const match of source.matchAll(new RegExp(String.raw`\b${name}\(`, 'g'))) {
    let depth = 1;
    let end = (match.index ?? 0) + match[0].length;
    while (depth > 0 && end < source.length) {
      const character = source[end];
      if (character === '(') depth += 1;
      else if (character === ')') depth -= 1;
      end += 1;
    }
    calls.push(source.slice((match.index ?? 0) + match[0].length, end - 1));
  }
  return calls;
}

/**
 * Every error code packages/server/src can send, read from its source (tests and test helpers left out).
 * `coreRoot` is read for the named constants core exports (VALIDATION_FAILED…).
 */
export function scanServerErrorCodes(serverRoot: string, coreRoot: string): ServerErrorCodes {
  const files = sourceFiles(serverRoot).map((path) => ({ path: relative(serverRoot, path), text: readFileSync(path, 'utf8') }));
  const constants = stringConstants(
    [...files, ...sourceFiles(coreRoot).map((path) => ({ text: readFileSync(path, 'utf8') }))].map((file) => file.text),
  );
  const codes = new Map<string, string[]>();
  const dynamic: DynamicCode[] = [];
  const add = (code: string, file: string) => {
    const senders = codes.get(code) ?? [];
    if (!senders.includes(file)) senders.push(file);
    codes.set(code, senders);
  };

  for (const { path, text } of files) {
    for (const match of text.matchAll(CODE_ARGUMENT)) {
      const argument = (match[1] ?? match[2] ?? '').trim();
      const literal = LITERAL.exec(argument)?.[1];
      const constant = CONSTANT.test(argument) ? constants.get(argument) : undefined;
      if (literal ?? constant) add((literal ?? constant) as string, path);
      else dynamic.push({ file: path, argument });
    }
    for (const match of text.matchAll(HAND_WRITTEN_REPLY)) add(match[1] as string, path);
    for (const match of text.matchAll(CODE_PARAMETER)) {
      add(match[2] as string, path);
      for (const call of callArguments(text, match[1] as string))
        for (const passed of call.matchAll(new RegExp(String.raw`,\s*'(${CODE})'\s*,?\s*$`, 'g'))) add(passed[1] as string, path);
    }
    for (const match of text.matchAll(STATUS_TABLE))
      for (const value of (match[1] ?? '').matchAll(new RegExp(`'(${CODE})'`, 'g'))) add(value[1] as string, path);
  }
  return { codes, dynamic };
}
