/** WCAG's relative luminance of an opaque `#rrggbb` (or `#rgb`) colour. */
function luminance(colour: string): number {
  const hex = /^#[0-9a-f]{3}$/i.test(colour) ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour;
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two opaque `#rrggbb` (or `#rgb`) colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
