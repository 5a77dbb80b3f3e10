import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'htmlType' | 'onClick'> & { to: To };

/**
 * A link to another screen drawn as a button ('Gestionar Productos'): one `<a href>` in antd's
 * button style, followed by the router. Not a `<Link>` around a `<Button>`: that nests two
 * interactive elements, two tab stops for one action, and reads as a button to screen readers.
 * Modified clicks (Ctrl, Cmd, middle button) open a new tab as any link does.
 */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href} onClick={onClick} />;
}
