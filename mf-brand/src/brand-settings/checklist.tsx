import { useId } from 'react';
import { theme } from '@afilia/platform/antd';

/**
 * A set of choices as labelled native checkboxes in a fieldset (the platform's antd has no
 * Checkbox), a form control of its own: antd's Form.Item gives it `value`, `onChange`, `id` and
 * the error's `aria-*` attributes. Each option shows its label and, quieter, its code.
 */
export function Checklist<T extends string>({
  legend,
  options,
  labels,
  value = [],
  onChange,
  id,
  ...aria
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value?: T[];
  onChange?: (chosen: T[]) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { token } = theme.useToken();
  const base = useId();
  const toggle = (option: T) => onChange?.(value.includes(option) ? value.filter((o) => o !== option) : [...value, option]);
  return (
    <fieldset id={id} {...aria} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ marginBottom: token.marginXS }}>{legend}</legend>
      {options.map((option, i) => (
        <label
          key={option}
          htmlFor={`${base}-${i}`}
          style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, padding: '4px 0', cursor: 'pointer' }}
        >
          <input
            id={`${base}-${i}`}
            type="checkbox"
            checked={value.includes(option)}
            onChange={() => toggle(option)}
            style={{ accentColor: token.colorLink, width: 16, height: 16, flex: 'none', cursor: 'inherit' }}
          />
          <span style={{ overflowWrap: 'anywhere' }}>
            {labels[option]} <code style={{ color: token.colorTextDescription }}>{option}</code>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
