import { useState, type CSSProperties, type ReactNode } from 'react';
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
 * (`aria-expanded`), and the menu takes the focus when it opens, so the arrow keys walk its
 * entries, Enter picks one, and Escape closes it and returns to the button.
 */
export function MenuButton({ label, menu, icon, children, style }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dropdown trigger={['click']} placement="bottomRight" open={open} onOpenChange={setOpen} autoFocus menu={menu}>
      <Button type="text" aria-label={label} title={label} aria-haspopup="menu" aria-expanded={open} icon={icon} style={style}>
        {children}
      </Button>
    </Dropdown>
  );
}
