import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** What each of antd Pagination's icon-only controls does, said to screen readers. */
const LABELS: Partial<Record<string, string>> = {
  prev: 'Página anterior',
  next: 'Página siguiente',
  'jump-prev': 'Páginas anteriores',
  'jump-next': 'Páginas siguientes',
};

/**
 * antd Pagination's `itemRender` that names its icon-only controls: antd puts the title on the
 * list item around them, so the button itself has no accessible name (axe: button-name).
 */
export function labelledPaginationItem(_page: number, type: string, original: ReactNode): ReactNode {
  const label = LABELS[type];
  if (!label || !isValidElement(original)) return original;
  // The jumps are an <a> without href, which may carry no name of its own (axe:
  // aria-prohibited-attr): it acts as a button, so it says so.
  const role = type === 'jump-prev' || type === 'jump-next' ? { role: 'button' } : {};
  return cloneElement(original as ReactElement<{ 'aria-label'?: string; role?: string }>, { 'aria-label': label, ...role });
}
