/**
 * Mastodon-style snowflake ids: milliseconds since the epoch shifted left 16 bits plus a sequence,
 * so sorting ids sorts by creation time.
 */
export class SnowflakeGenerator {
  private lastMs = -1;
  private sequence = 0;

  next(createdAtMs: number): string {
    if (createdAtMs === this.lastMs) this.sequence += 1;
    else {
      this.lastMs = createdAtMs;
      this.sequence = 0;
    }
    return ((BigInt(createdAtMs) << 16n) + BigInt(this.sequence & 0xffff)).toString();
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
