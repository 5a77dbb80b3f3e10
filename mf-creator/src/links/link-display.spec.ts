import { affiliateLink } from '../testing/affiliate-link';
import { linkTitle, shopUrl, splitLinks, tabOf } from './link-display';

const link = (fields: Parameters<typeof affiliateLink>[0]) => affiliateLink({ kind: 'product', ...fields });

describe('the links screen', () => {
  it('keeps its tab in the URL, sales unless it says cpc or discount', () => {
    expect(tabOf(null)).toBe('sales');
    expect(tabOf('cpc')).toBe('cpc');
    expect(tabOf('discount')).toBe('discount');
    expect(tabOf('otra')).toBe('sales');
  });

  it('titles a link by the creator’s name for the product, the product, the store or the destination', () => {
    expect(linkTitle(link({ productName: 'Gorra', customProductName: 'Mi gorra' }))).toBe('Mi gorra');
    expect(linkTitle(link({ productName: 'Gorra' }))).toBe('Gorra');
    expect(linkTitle(link({ kind: 'store' }))).toBe('Toda la tienda');
    expect(linkTitle(link({ kind: 'cpc' }))).toBe('Invierno');
    expect(linkTitle(link({ kind: 'custom', destinationUrl: 'https://marca.example/lookbook' }))).toBe('marca.example');
    expect(linkTitle(link({ kind: 'product' }))).toBe('Producto no disponible');
  });

  it('splits CPC links from the ones paid by sales', () => {
    const { sales, cpc } = splitLinks([link({ kind: 'cpc' }), link({ kind: 'store' }), link({ kind: 'custom' })]);
    expect(sales.map((l) => l.kind)).toEqual(['store', 'custom']);
    expect(cpc.map((l) => l.kind)).toEqual(['cpc']);
  });

  it('addresses the shop by slug, else by id', () => {
    expect(shopUrl('https://afilia.example', { id: 'c1', slug: 'lia' })).toBe('https://afilia.example/shop/lia');
    expect(shopUrl('https://afilia.example', { id: 'c1', slug: null })).toBe('https://afilia.example/shop/c1');
  });
});
