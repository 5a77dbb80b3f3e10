/**
 * The agency's chosen brand, kept on the device per person (seed 000 §4: local storage), with
 * subscribers so every screen follows a switch at once.
 */
const listeners = new Set<() => void>();
const keyOf = (userId: string) => `afilia.activeBrand.${userId}`;

export function readActiveBrandId(userId: string | null): string | null {
  if (!userId) return null;
  try {
    return localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

export function writeActiveBrandId(userId: string, brandId: string): void {
  try {
    localStorage.setItem(keyOf(userId), brandId);
  } catch {
    // A browser without storage keeps the choice for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribeActiveBrand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
