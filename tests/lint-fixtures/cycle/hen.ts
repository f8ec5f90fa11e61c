import { lay } from './egg';

export const hatch = (n: number): number => lay(n);
