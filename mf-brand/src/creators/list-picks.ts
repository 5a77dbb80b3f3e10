import { formatInteger } from '@afilia/contracts';

/** The lists checked after one is checked or unchecked, in the order they were checked. */
export function toggleListId(checked: readonly string[], listId: string): string[] {
  return checked.includes(listId) ? checked.filter((id) => id !== listId) : [...checked, listId];
}

/** A list's size beside its name: '1 creador', '1.250 creadores'. */
export function creatorCountText(count: number): string {
  return `${formatInteger(count)} ${count === 1 ? 'creador' : 'creadores'}`;
}
