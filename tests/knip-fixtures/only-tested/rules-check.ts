import { LIMIT, onlyChecked } from './rules';

console.log(onlyChecked(LIMIT + 1));
