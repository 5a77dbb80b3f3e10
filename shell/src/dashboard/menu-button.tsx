import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';

interface MenuButtonProps {
  /** The button's accessible name ('Menú de perfil'), also its tooltip. */
  label: string;
  menu: MenuProps;
  icon?: ReactNode;
  children?: ReactNode;
  style?: CSSProperties;
}

/**
 * A top-bar button that opens a menu (theme, profile). It says whether its menu is open
 * (`aria-expanded`); the menu takes the focus when it opens, so the arrow keys walk its entries
 * and Enter picks one; when it closes (Escape, a pick) the focus comes back to the button.
 */
export function MenuButton({ label, menu, icon, children, style }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    // antd hides the menu with the focus still in it, which would leave the focus nowhere.
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused.closest('[role="menu"]')) button.current?.focus();
    });
  };

  return (
    <Dropdown trigger={['click']} placement="bottomRight" open={open} onOpenChange={onOpenChange} autoFocus menu={menu}>
      <Button ref={button} type="text" aria-label={label} title={label} aria-haspopup="menu" aria-expanded={open} icon={icon} style={style}>
        {children}
      </Button>
    </Dropdown>
  );
}
