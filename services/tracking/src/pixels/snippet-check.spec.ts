import { pixelCode, pixelSnippets } from '@afilia/contracts';
import { snippetsFound } from './snippet-check.js';

const BRAND = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';
const CODE = 'PX-AB12CD34';
const { pixel, conversion } = pixelSnippets('https://afilia.example/', CODE, BRAND);
const page = (head: string) => `<!doctype html><html><head>${head}</head><body><h1>Gracias</h1></body></html>`;

describe('the verifier’s look at a page', () => {
  it('finds both snippets as the settings give them: complete', () => {
    expect(snippetsFound(page(`${pixel}\n${conversion}`), CODE, BRAND)).toEqual({ pixel: true, conversion: true });
  });

  it('finds one of them: partial', () => {
    expect(snippetsFound(page(pixel), CODE, BRAND)).toEqual({ pixel: true, conversion: false });
    expect(snippetsFound(page(conversion), CODE, BRAND)).toEqual({ pixel: false, conversion: true });
  });

  it('another pixel’s or brand’s snippets are not this one’s', () => {
    const other = pixelSnippets('https://afilia.example', 'PX-ZZZZ9999', '00000000-0000-4000-8000-000000000000');
    expect(snippetsFound(page(`${other.pixel}${other.conversion}`), CODE, BRAND)).toEqual({ pixel: false, conversion: false });
  });

  it('reads snippets whose HTML escaped the ampersands or upper-cased the brand id', () => {
    const escaped = page(`${pixel.replace(/&/g, '&amp;')}${conversion.replace(BRAND, BRAND.toUpperCase())}`);
    expect(snippetsFound(escaped, CODE, BRAND)).toEqual({ pixel: true, conversion: true });
  });

  it('pixel codes are PX- and eight upper-case letters or digits (seed 002 §9)', () => {
    for (let i = 0; i < 200; i++) expect(pixelCode()).toMatch(/^PX-[A-Z0-9]{8}$/);
  });
});
