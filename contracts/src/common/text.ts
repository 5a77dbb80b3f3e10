import { z } from 'zod';

/** Control characters other than line breaks and tabs; Postgres refuses NUL in text outright. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** On one line, line breaks and tabs are control characters too. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/;

/**
 * The one base for a text field a person or a client sends: a string without control
 * characters, refused with the field's own message (a 400 that names the field, never a
 * database error). `multiline` lets descriptions keep their line breaks; `typeError` is the
 * message when the value is not text at all (defaults to `invalid`).
 */
export function textField(options: { invalid: string; typeError?: string; multiline?: boolean }) {
  const control = options.multiline ? CONTROL : CONTROL_SINGLE_LINE;
  return z.string({ error: options.typeError ?? options.invalid }).refine((value) => !control.test(value), { error: options.invalid });
}

// —— Names without links (issue 36 §3) ————————————————————————————————————————

/** A brand's or a creator's name that holds a link (the exact text the issue asks for). */
export const NAME_LINK_MESSAGE = 'El nombre no puede contener enlaces';

/**
 * Top-level domains that make a dotted word a link whatever comes before them, even one letter
 * ('x.com', 't.me'): the generic ones, the ones phishing favours, and the country codes that
 * link shorteners and Latin American stores use. Lower case, as the text is compared.
 */
const GENERIC_TLDS = new Set(
  (
    'com net org info biz edu gov mil int app dev io co me ly to tv cc ai gg sh so gl gd la ws fm am be ar mx br cl uy py pe ' +
    'tk ml ga cf gq xyz top site online website store shop link click live club lat pro vip icu buzz rest cam work fun space ' +
    'tech life world today email support help win bid stream download cloud host one digital news blog page mobi name asia tel ' +
    'travel moe art bio fit pics wiki ink tienda lol cyou sbs cfd bond autos beauty hair skin makeup boutique fashion clothing ' +
    'promo sale deals gift gifts coupons discount media social chat games bet casino market money cash pay finance bank ' +
    'security login account verify secure service services solutions agency company business global network systems group ' +
    'center zone plus tips guru ninja rocks monster quest run'
  ).split(' '),
);

/**
 * ISO 3166 country codes, which are top-level domains too. One of them makes a link only after a
 * word of two letters or more ('ana.es', 'bit.ly'): an initial with a surname ('A.Li') stays a
 * name. 'as' is left out: 'Bs.As.' is Buenos Aires, not American Samoa.
 */
const COUNTRY_TLDS = new Set(
  (
    'ac ad ae af ag ai al am ao aq ar at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs bt bw by bz ca cc cd cf cg ' +
    'ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk fm fo fr ga gb gd ge gf gg gh ' +
    'gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr ' +
    'kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ' +
    'ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm ' +
    'sn so sr ss st su sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu ' +
    'wf ws ye yt za zm zw'
  ).split(' '),
);

/** Characters that show nothing: typed between the letters of a link, they hide it from a plain search. */
// Marks that join with the letter before them are kept out of the class (they would read as one character with it).
const INVISIBLE = /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]|\u034F|\u17B4|\u17B5/g;

/** Cyrillic and Greek letters that read as Latin ones ('gооgle.соm' with Cyrillic o's is still a link to the eye). */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'g');

/**
 * The text as a reader's eye and a mail client's link finder take it: compatibility forms folded
 * (full-width letters, '．', '／'), invisible characters dropped, lookalike letters read as Latin,
 * the ideographic full stop and '[.]', '(.)', '(dot)', '[punto]'… read as a dot, and a dot with
 * a space before it joined to its words ('algo . com'; 'Dr. Ana', a space after only, stays).
 */
function asLinkFinderReads(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(LOOKALIKE, (c) => LOOKALIKES[c]!)
    .replace(/[\u3002\uFF61]/g, '.')
    .replace(/\s*[[({<]\s*(?:\.|dot|punto)\s*[\])}>]\s*/g, '.')
    .replace(/\s+\.\s*/g, '.');
}

/** Four numbers of at most 255 joined by dots: an address a browser opens. */
const isIpv4 = (labels: string[]) => labels.length === 4 && labels.every((l) => /^\d{1,3}$/.test(l) && Number(l) <= 255);

/**
 * Whether a name holds a link a person could follow or type: a scheme ('https://', 'hxxp',
 * 'ftp:\\'), 'www.', an IPv4 address, or a dotted word ending in a top-level domain ('algo.com',
 * 'x.com.ar', 'bit.ly/abc', 'soporte@afilia.app'), even written with lookalike letters,
 * invisible characters or a '[.]'. Abbreviations and initials ('J. Pérez', 'Dr. Ana', 'S.R.L.',
 * 'Bs.As.') are names.
 */
export function containsLink(text: string): boolean {
  const read = asLinkFinderReads(text);
  if (/[a-z][a-z0-9+.-]*\s*:\s*[/\\]\s*[/\\]/.test(read) || /(^|[^\p{L}\p{N}])h[tx]{2}ps?\s*:/u.test(read)) return true;
  if (/(^|[^\p{L}\p{N}])hxxps?($|[^\p{L}\p{N}])/u.test(read)) return true;
  if (/(^|[^\p{L}\p{N}])www\d{0,3}\.[\p{L}\p{N}]/u.test(read)) return true;
  // Words of letters, digits, hyphens and dots: what a host name is made of.
  for (const word of read.split(/[^\p{L}\p{N}.-]+/u)) {
    const labels = word.split('.');
    if (labels.length < 2) continue;
    if (isIpv4(labels)) return true;
    for (let i = 1; i < labels.length; i++) {
      const before = labels[i - 1]!;
      const tld = labels[i]!;
      if (!before || !/^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u.test(before)) continue;
      if (GENERIC_TLDS.has(tld) || (COUNTRY_TLDS.has(tld) && before.length >= 2) || tld.startsWith('xn--')) return true;
    }
  }
  return false;
}

/**
 * A text that may hold links, made unclickable for showing it as data (an e-mail's body): each
 * word that holds one has its dots and colons bracketed ('algo[.]com', 'https[:]//'), the way
 * security notices quote links; a mail client links only unbroken words, so the rest of the text
 * stays as it came ('Hola. Mirá:' keeps its dot and colon).
 */
export function defangLinks(text: string): string {
  if (!containsLink(text)) return text;
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/\S+/g, (word) => (containsLink(word) ? word.replace(/[.\u3002]/g, '[.]').replace(/:/g, '[:]') : word));
}

/**
 * The one name field of a brand or a creator: text without control characters, trimmed, between
 * `min` and `max` characters, and without links (NAME_LINK_MESSAGE), each with the form's own
 * message. The link is checked first, so a long link is told as a link.
 */
export function nameText(options: { invalid: string; typeError?: string; min: number; tooShort: string; max: number; tooLong: string }) {
  return textField(options)
    .trim()
    .refine((value) => !containsLink(value), { error: NAME_LINK_MESSAGE, abort: true })
    .min(options.min, { error: options.tooShort })
    .max(options.max, { error: options.tooLong });
}
