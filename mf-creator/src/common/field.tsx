import type { ReactNode } from 'react';
import { Form } from '@afilia/platform/antd-extra';

/**
 * One labelled field with its problem under it (from the contracts' schema), which the input
 * names in aria-describedby as `{id}-error`.
 */
export function Field({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      extra={extra}
      style={{ marginBottom: 12 }}
    >
      {children}
    </Form.Item>
  );
}

/** aria-invalid and aria-describedby of an input whose Field shows `error`. */
export const invalidProps = (id: string, error: string | null | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
