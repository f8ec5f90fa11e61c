import { shown, WITHIN } from './rules';

console.log(shown(3), WITHIN);
