import { useEffect } from 'react';

export const PRODUCT_NAME = 'Afilia';

/** 'Productos · Afilia'; the product's name alone for a page without a title of its own. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Names the browser tab after the page (WCAG 2.4.2), so a screen reader announces where a
 * navigation arrived and tabs and history entries tell pages apart. Dashboard screens get it
 * from `PageHeader`; pages without one (public pages, the 404) call it themselves.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
