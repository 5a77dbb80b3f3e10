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
  return label && isValidElement(original)
    ? cloneElement(original as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': label })
    : original;
}
