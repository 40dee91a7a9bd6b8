import { PackageRefusal } from './package-refusal.ts';

// Zip-slip (issue 13): a zip entry names its own path, and an unpacker that joins it to a folder writes
// wherever the name points. Names are checked as written in the archive, before anything is written, and
// the checked name is the one stored: no later decoding can turn it into another.

const DRIVE_LETTER = /^[a-zA-Z]:/;
// Control characters (NUL included) have no place in a path and confuse every tool that prints one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * The entry's path inside the package (no leading or trailing slash), or a refusal for a name that could
 * land outside it: `..` segments, an absolute path, a drive letter, a backslash (a separator on Windows),
 * empty or `.` segments, control characters.
 */
export function packageEntryPath(name: string): string {
  const refuse = () => new PackageRefusal('package_unsafe_path', { name: printable(name) });
  if (name === '' || name.includes('\\') || name.startsWith('/') || DRIVE_LETTER.test(name) || name.search(CONTROL) !== -1) throw refuse();
  const segments = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) throw refuse();
  return segments.join('/');
}

/** A name as it may be shown in a message: control characters made visible, and not too long. */
function printable(name: string): string {
  const visible = name.replace(CONTROL, '?');
  return visible.length > 200 ? `${visible.slice(0, 200)}…` : visible;
}
