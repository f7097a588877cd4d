import { platformErrors } from '../errors/app-error';

// C0 controls and DEL, except tab, line feed and carriage return (free text keeps those).
// eslint-disable-next-line no-control-regex -- matching control characters is this file's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

/** Text from outside (a fetched document, an error's message) without its control characters, so it can be stored. */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** The paths (`a.b.0.c`) of the strings in a parsed value, or of its object keys, that hold a control character. */
export function findControlCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [path.join('.')] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => findControlCharacters(item, [...path, String(index)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      CONTROL_CHARACTER.test(key) ? [[...path, key].join('.')] : findControlCharacters(item, [...path, key]),
    );
  }
  return [];
}

/** Refuses (400 naming each field) input whose strings hold control characters: nothing stores them, PostgreSQL cannot hold NUL. */
export function assertNoControlCharacters(value: unknown): void {
  const paths = findControlCharacters(value);
  if (paths.length > 0) throw platformErrors.invalidInput(paths.map((path) => ({ path, message: CONTROL_CHARACTER_MESSAGE })));
}

/**
 * The query parameters of a URL, and its path, checked the same way: every route's query and
 * path, including the pages and endpoints that are not zod-openapi routes. Cheap when the URL
 * has no escapes (the only way a control character reaches it).
 */
export function assertNoControlCharactersInUrl(url: string): void {
  if (!url.includes('%')) return;
  const parsed = new URL(url);
  const query: Record<string, string[]> = {};
  for (const [key, value] of parsed.searchParams) (query[key] ??= []).push(value);
  assertNoControlCharacters(Object.fromEntries(Object.entries(query).map(([key, values]) => [key, values.length === 1 ? values[0] : values])));
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return;
  }
  if (CONTROL_CHARACTER.test(path)) throw platformErrors.invalidInput([{ path: 'path', message: CONTROL_CHARACTER_MESSAGE }]);
}
