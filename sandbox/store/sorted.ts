import { compareIds } from './ids';

/** Inserts an id into an ascending id array; appending is the common case. */
export function insertSorted(list: string[], id: string): void {
  const last = list[list.length - 1];
  if (last === undefined || compareIds(last, id) < 0) {
    list.push(id);
    return;
  }
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareIds(list[mid], id) < 0) low = mid + 1;
    else high = mid;
  }
  if (list[low] !== id) list.splice(low, 0, id);
}

export function removeSorted(list: string[], id: string): void {
  const index = list.indexOf(id);
  if (index >= 0) list.splice(index, 1);
}

export function pushToIndex<K>(index: Map<K, string[]>, key: K, id: string): void {
  let list = index.get(key);
  if (!list) {
    list = [];
    index.set(key, list);
  }
  insertSorted(list, id);
}

export function edgeMap<K, V>(index: Map<K, Map<string, V>>, key: K): Map<string, V> {
  let map = index.get(key);
  if (!map) {
    map = new Map();
    index.set(key, map);
  }
  return map;
}
