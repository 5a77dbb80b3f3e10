import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, settled } from '../support/browser.js';
import { api, eventually } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';
import { collaboration, creatorBrowser } from '../support/collaboration.js';

let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

type SavedBlock = { type: string; order: number };

/** A real 1×1 PNG. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAD7gGnmXIs4QAAAABJRU5ErkJggg==';

/** The block types of the creator's stored shop, in their order. */
async function storedOrder(token: string): Promise<string[]> {
  const { shop } = await api('GET', '/creator/shop', undefined, token);
  return (shop.blocks as SavedBlock[]).sort((a, b) => a.order - b.order).map((b) => b.type);
}

describe('the creator’s shop', () => {
  it('is built in the editor, reordered by dragging, saved by itself, and sells from a phone through the safelink to the store', async () => {
    const { creator, product, storeOrigin } = await collaboration(page, 'Marca Vitrina', 'Vera Tienda', 'Vitrina');
    const slug = `vera-${Date.now().toString(36)}`;
    const own = await creatorBrowser(creator.email);
    const editor = own.page;
    await editor.getByRole('link', { name: 'Mi Tienda Online' }).click();
    await editor.getByRole('heading', { level: 1, name: 'Editor de Tienda' }).waitFor();
    await settled(editor);
    expect(await editor.title()).toBe('Editor de Tienda · Afilia');
    await editor.getByText('Agrega bloques para comenzar a construir tu tienda').waitFor();

    // A link (its URL checked as it is typed), a text and an embed.
    await editor.getByRole('button', { name: 'Link', exact: true }).click();
    await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('Mi blog');
    const url = editor.getByRole('textbox', { name: 'URL', exact: true });
    await url.fill('javascript:alert(1)');
    await editor.getByText('Ingresá una URL válida (https://...)').waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    await url.fill('https://vera.blog/');
    await editor.getByText('Ingresá una URL válida (https://...)').waitFor({ state: 'hidden' });
    await editor.getByRole('button', { name: 'Texto', exact: true }).click();
    await editor.getByRole('textbox', { name: 'Contenido' }).fill('Mis elegidos de la temporada, probados uno por uno.');
    await editor.getByRole('button', { name: 'Embed', exact: true }).click();
    await editor.getByRole('textbox', { name: 'URL del contenido' }).fill('https://youtu.be/vitrina');

    // The product, from the products tab; then the look.
    await editor.getByRole('tab', { name: 'Productos' }).click();
    await editor.getByRole('button', { name: `Agregar ${product.name} a tu tienda` }).click();
    await editor.getByText('En tu tienda').waitFor();
    await editor.getByRole('tab', { name: 'Apariencia' }).click();
    await editor.getByLabel('URL personalizada').fill(`Vera ${slug.slice(5)}`);
    expect(await editor.getByLabel('URL personalizada').inputValue()).toBe(slug);
    await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('Vitrina de Vera');
    // The logo: a file that is no image is refused at once; an image is uploaded and saved with the shop.
    const logoFile = editor.locator('input[type=file][aria-label="Archivo: Logo"]');
    await logoFile.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await editor.getByText('Por favor selecciona una imagen').waitFor();
    await logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
    await editor.getByText('Logo subido exitosamente').waitFor();

    // The product goes first: dragged with the keyboard, as anyone who cannot use a mouse would.
    await editor.getByRole('tab', { name: 'Bloques' }).click();
    const handle = editor.getByRole('button', { name: `Mover Producto «${product.name}»` });
    // What a screen reader hears (dnd-kit's live region) says when each key has been taken.
    const heard = (text: string) => editor.locator('[id^="DndLiveRegion"]').filter({ hasText: text }).waitFor({ state: 'attached' });
    await handle.focus();
    await editor.keyboard.press('Space');
    await heard('el lugar 4 de 4');
    // dnd-kit's keyboard sensor starts listening for the arrows in a timer of its own after the
    // drag starts; a timer set now runs after it, so the arrows are never pressed before.
    await editor.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    for (const place of [3, 2, 1]) {
      await editor.keyboard.press('ArrowUp');
      await heard(`sobre el lugar ${place} de 4`);
    }
    await editor.keyboard.press('Space');
    await heard(`Dejaste Producto «${product.name}» en el lugar 1 de 4`);
    // And the text goes last, dragged with the mouse, the blocks' forms closed.
    for (let open = 3; open > 0; open--) await editor.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
    await editor.getByRole('button', { name: 'Editar', exact: true }).nth(2).waitFor();
    expect(
      await editor
        .getByRole('button', { name: /^Mover / })
        .first()
        .getAttribute('aria-label'),
    ).toBe(`Mover Producto «${product.name}»`);
    const textHandle = editor.getByRole('button', { name: /^Mover Texto/ });
    const embedRow = editor.getByRole('button', { name: /^Mover Embed/ });
    const from = (await textHandle.boundingBox())!;
    const to = (await embedRow.boundingBox())!;
    await editor.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await editor.mouse.down();
    await editor.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
    await editor.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 10, { steps: 10 });
    await editor.mouse.up();

    // Nothing clicked 'Guardar': the editor saved by itself once the changes stopped.
    await eventually(
      async () => ((await storedOrder(creator.token)).join() === 'product,link,embed,text' ? true : undefined),
      'the autosave of the reordered shop',
    );
    const preview = editor.locator('.afs');
    expect(await preview.locator('h3').first().innerText()).toBe(product.name);
    await screenshot(editor, 'shop-editor');
    await editor.getByRole('button', { name: 'Guardar', exact: true }).click();
    await editor.getByText('✅ Cambios guardados').waitFor();

    // A shopper opens the shop on a phone, by its custom URL.
    const phone = await newPage({ width: 390, height: 844 });
    const shopper = phone.page;
    await shopper.goto(`/shop/${slug}`);
    await shopper.getByRole('heading', { level: 1, name: 'Vitrina de Vera' }).waitFor();
    expect(await shopper.title()).toBe('Vitrina de Vera — Tienda');
    expect(await shopper.locator('img.afs-logo').getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    const blocks = await shopper.locator('.afs-blocks > li').allInnerTexts();
    expect(blocks.map((b) => b.split('\n')[0])).toEqual([
      product.name,
      'Mi blog',
      'Ver en YouTube',
      'Mis elegidos de la temporada, probados uno por uno.',
    ]);
    // Nothing overflows the phone's width.
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(shopper, 'tienda pública · claro · 390 px')).toEqual([]);
    await screenshot(shopper, 'shop-phone-light');
    await shopper.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(shopper, 'tienda pública · oscuro · 390 px')).toEqual([]);
    await screenshot(shopper, 'shop-phone-dark');

    // 'Ver Producto': through the safelink, counted there, to the product's page in the store.
    await shopper.getByRole('link', { name: `Ver Producto: ${product.name}` }).click();
    await shopper.waitForURL((u) => u.origin === storeOrigin && u.searchParams.has('ref'));
    await shopper.getByRole('heading', { name: product.name }).waitFor();
    await phone.context.close();

    // The editor tells the creator which block sold: the product's view and click.
    await eventually(async () => {
      await editor.reload();
      const row = editor.getByRole('listitem').filter({ has: editor.getByRole('button', { name: `Mover Producto «${product.name}»` }) });
      await row.waitFor();
      return /1 vista · 1 clic/.test(await row.innerText()) ? true : undefined;
    }, 'the product block’s view and click in the editor');
    await own.context.close();
  });

  it('answers an unknown shop with its own page', async () => {
    const res = await page.goto('/shop/nadie-con-esta-tienda');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Tienda no encontrada' }).waitFor();
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conecta tu tienda con creadores de contenido' }).waitFor();
  });
});
