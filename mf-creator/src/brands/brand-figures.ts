import { formatDate } from '@afilia/contracts';

/** 'Miembro desde 26/11/2026'. */
export function memberSince(iso: string): string {
  return `Miembro desde ${formatDate(iso)}`;
}

/** '1 producto', '3 productos'. */
export function productCount(count: number): string {
  return `${count} ${count === 1 ? 'producto' : 'productos'}`;
}
