/** A kept catch-up's address. */
export const catchupPath = (id?: string) =>
  id ? `/catchup?id=${encodeURIComponent(id)}` : '/catchup';
