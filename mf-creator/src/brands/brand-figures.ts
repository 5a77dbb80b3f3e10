import { formatDate } from '@afilia/contracts';

/** A percentage as the cards read it: '15%', '12,5%' (es-AR, at most two decimals). */
export function percentLabel(percent: number): string {
  return `${percent.toLocaleString('es-AR', { maximumFractionDigits: 2 })}%`;
}

/** 'Miembro desde 26/11/2026'. */
export function memberSince(iso: string): string {
  return `Miembro desde ${formatDate(iso)}`;
}

/** '1 producto', '3 productos'. */
export function productCount(count: number): string {
  return `${count} ${count === 1 ? 'producto' : 'productos'}`;
}
