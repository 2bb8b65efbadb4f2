// What text the site accepts, the same in every form and at every endpoint. Control
// characters are refused (a NUL breaks PostgreSQL and a stray escape breaks logs and
// emails); newlines and tabs only where a field is multi-line. A value made only of
// invisible characters (zero-width spaces and joiners, soft hyphens, byte-order marks)
// counts as empty, so a zero-width space can't pass for a name.

/** C0 controls, DEL and the C1 controls; a multi-line field also allows tab, newline and carriage return. */
function isControl(code: number, multiline: boolean): boolean {
  if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

// Code points that show nothing: white space and the format characters people paste by accident.
const invisibleRanges: [number, number][] = [
  [0x09, 0x0d], [0x20, 0x20], [0x85, 0x85], [0xa0, 0xa0], [0xad, 0xad], [0x34f, 0x34f], [0x61c, 0x61c],
  [0x115f, 0x1160], [0x1680, 0x1680], [0x17b4, 0x17b5], [0x180e, 0x180e], [0x2000, 0x200f], [0x2028, 0x202f],
  [0x205f, 0x206f], [0x3000, 0x3000], [0x3164, 0x3164], [0xfe00, 0xfe0f], [0xfeff, 0xfeff], [0xffa0, 0xffa0],
];

function isInvisible(code: number): boolean {
  return invisibleRanges.some(([from, to]) => code >= from && code <= to);
}

export function hasForbiddenCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < value.length; i++) if (isControl(value.charCodeAt(i), options.multiline ?? false)) return true;
  return false;
}

/** Nothing a reader would see: only spaces and invisible characters. */
export function isInvisibleOnly(value: string): boolean {
  for (const char of value) if (!isInvisible(char.codePointAt(0)!)) return false;
  return true;
}

/** Trimmed, or "" when nothing visible is left. */
export function visibleOrEmpty(value: string): string {
  const trimmed = value.trim();
  return isInvisibleOnly(trimmed) ? "" : trimmed;
}
