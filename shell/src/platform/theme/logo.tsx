import type { ResolvedTheme } from './theme-store';

export interface LogoProps {
  /** Light variant (dark text) or dark variant (light text); follows the theme where it is used. */
  variant: ResolvedTheme;
  height?: number;
  /** Only the mark, for the collapsed sidebar. */
  markOnly?: boolean;
}

/** The Afilia wordmark: a linked-rings mark and the name, drawn inline (no request, no font file). */
export function Logo({ variant, height = 32, markOnly = false }: LogoProps) {
  const text = variant === 'dark' ? '#f8fafc' : '#111827';
  const width = markOnly ? height : (height * 120) / 32;
  return (
    <svg
      role="img"
      aria-label="Afilia"
      viewBox={markOnly ? '0 0 32 32' : '0 0 120 32'}
      width={width}
      height={height}
      data-variant={variant}
    >
      <defs>
        <linearGradient id={`afilia-mark-${variant}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#6d28d9" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#afilia-mark-${variant})`} />
      <circle cx="12.5" cy="16" r="5.5" fill="none" stroke="#fff" strokeWidth="2.5" />
      <circle cx="19.5" cy="16" r="5.5" fill="none" stroke="#fff" strokeWidth="2.5" opacity="0.85" />
      {!markOnly && (
        <text
          x="40"
          y="23"
          fill={text}
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
          fontSize="21"
          fontWeight="700"
          letterSpacing="-0.5"
        >
          Afilia
        </text>
      )}
    </svg>
  );
}
