import { useEffect } from 'react';

const ICON = '.anticon[role="img"]:not([aria-hidden])';

function hideIcons(root: ParentNode) {
  if (root instanceof Element && root.matches(ICON)) root.setAttribute('aria-hidden', 'true');
  for (const icon of root.querySelectorAll(ICON)) icon.setAttribute('aria-hidden', 'true');
}

/**
 * Takes every antd icon out of the accessibility tree. An antd icon is an image named after its
 * file, in English ('shopping', 'check-circle'), so a button read 'shopping Gestionar Productos'
 * and a toast 'check-circle Cuenta creada exitosamente!'. Here an icon only ever accompanies
 * text, or sits in a control that carries its own Spanish name (aria-label), so all of them are
 * decorative. antd draws some itself (toasts, dialogs) where no prop reaches them, hence one
 * observer over the page rather than a prop on each icon. A control left with only an icon and
 * no name then has no name at all, which the e2e accessibility check reports.
 */
export function useDecorativeIcons(): void {
  useEffect(() => {
    hideIcons(document.body);
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) if (node instanceof Element) hideIcons(node);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
