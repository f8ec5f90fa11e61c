/** Reading a server's answer whose shape is not trusted: a missing or odd field reads as empty. */
export type Json = Record<string, unknown>;

/** An object's fields; `{}` for anything that is not a plain object. */
export const jsonObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** A string; `''` for anything else. */
export const jsonString = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An id, which some servers answer as a number; `null` when there is none. */
export const jsonId = (value: unknown): string | null =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;
