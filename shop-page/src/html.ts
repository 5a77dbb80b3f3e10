/** Markup already escaped: what `html` returns, and the only thing it inserts as it is. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content or a quoted attribute. */
export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escape(String(part));
}

/**
 * A template's own line breaks and indentation (the source is laid out like HTML, and Prettier
 * keeps it so): gone beside a tag, a single space inside one. A value's text is never touched,
 * so a creator's line breaks stay where `white-space: pre-line` shows them.
 */
function compact(part: string): string {
  return part
    .replace(/>\s*\n\s*/g, '>')
    .replace(/\s*\n\s*</g, '<')
    .replace(/\s*\n\s*/g, ' ');
}

/**
 * The page's one way to write markup: every value put in is escaped unless it is itself `Html`,
 * so a creator's text can never become markup. Arrays join; null, undefined and false vanish.
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = compact(strings[0]!);
  values.forEach((value, i) => {
    out += render(value) + compact(strings[i + 1]!);
  });
  return new Html(out);
}

/**
 * An address a link or an image may point at: http(s) on any host, or a path of ours. Anything
 * else (javascript:, data:) gives null, so it is never written into an attribute.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
