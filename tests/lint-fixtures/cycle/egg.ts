import { hatch } from './hen';

export const lay = (n: number): number => (n <= 0 ? 0 : hatch(n - 1));
