import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it("follows the page's title with the product's name", () => {
    expect(documentTitle('Productos')).toBe('Productos · Afilia');
  });

  it("is the product's name alone for a page without a title", () => {
    expect(documentTitle(undefined)).toBe('Afilia');
    expect(documentTitle('')).toBe('Afilia');
  });
});
