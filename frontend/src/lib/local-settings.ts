// Everything the app keeps in localStorage (spec 01 §3.4) goes through here so keys live in one place.

const PREFIX = 'fleetlog.';

export const LocalKey = {
  token: 'token',
  organizationId: 'organizationId',
  userId: 'userId',
  mapType: 'mapType',
  showArchived: 'showArchived',
  appVersion: 'appVersion',
  menuType: 'menuType',
  searchTerm: 'searchTerm',
  language: 'language',
  devShow: 'devShow',
} as const;
export type LocalKey = (typeof LocalKey)[keyof typeof LocalKey];

// Table view settings are stored under this prefix, one key per user and table.
const VIEW_PREFIX = `${PREFIX}view.`;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readLocal(key: LocalKey): string | null {
  return storage()?.getItem(PREFIX + key) ?? null;
}

export function writeLocal(key: LocalKey, value: string | null): void {
  const s = storage();
  if (!s) return;
  if (value === null) s.removeItem(PREFIX + key);
  else s.setItem(PREFIX + key, value);
}

export function readViewSetting<T>(name: string): T | undefined {
  const raw = storage()?.getItem(VIEW_PREFIX + name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeViewSetting(name: string, value: unknown): void {
  storage()?.setItem(VIEW_PREFIX + name, JSON.stringify(value));
}

export function removeViewSetting(name: string): void {
  storage()?.removeItem(VIEW_PREFIX + name);
}

export function clearViewSettings(): void {
  const s = storage();
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(VIEW_PREFIX)) keys.push(k);
  }
  keys.forEach((k) => s.removeItem(k));
}

// Logout resets everything the session owned; language stays because it belongs to the browser, not the user.
export function clearSessionSettings(): void {
  const keep = new Set<string>([LocalKey.language, LocalKey.appVersion, LocalKey.devShow, LocalKey.menuType]);
  Object.values(LocalKey).forEach((k) => {
    if (!keep.has(k)) writeLocal(k, null);
  });
}
