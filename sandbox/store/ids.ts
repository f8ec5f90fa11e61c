/**
 * Mastodon-style snowflake ids: milliseconds since the epoch shifted left 16 bits plus a sequence,
 * so sorting ids sorts by creation time.
 */
export class SnowflakeGenerator {
  private readonly sequences = new Map<number, number>();

  next(createdAtMs: number): string {
    const ms = Math.floor(createdAtMs);
    const sequence = this.sequences.get(ms) ?? 0;
    this.sequences.set(ms, sequence + 1);
    return ((BigInt(ms) << 16n) + BigInt(sequence & 0xffff)).toString();
  }
}

export function timeOfId(id: string): number {
  return Number(BigInt(id) >> 16n);
}

/** Numeric comparison of decimal id strings without allocating BigInts. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isNumericId(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,20}$/.test(value);
}
