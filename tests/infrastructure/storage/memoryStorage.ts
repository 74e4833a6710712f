import type { ListableStorage } from '@/infrastructure/storage/localSessionStore';

/** A Map-backed local storage for tests: the Web Storage calls the stores use, nothing more. */
export function memoryStorage(
  initial: Record<string, string> = {},
): ListableStorage & { readonly map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

/** A storage the browser refuses (disabled, private mode, a full disk): every call throws. */
export const throwingStorage: ListableStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
  clear: () => {
    throw new Error('SecurityError');
  },
  key: () => {
    throw new Error('SecurityError');
  },
  get length(): number {
    throw new Error('SecurityError');
  },
};
