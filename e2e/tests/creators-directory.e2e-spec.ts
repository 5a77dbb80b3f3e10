import type { BrowserContext, Locator, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, settled, uniqueEmail } from '../support/browser.js';
import { api, eventually, person } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';
import { signIn } from '../support/auth-flows.js';
import { claimLinkFor } from '../support/outbox.js';
import { storeProduct } from '../support/store-flows.js';

let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

const toast = (p: Page, text: string) => p.locator('.ant-message').getByText(text).first();

/** Picks an option of a searchable select by typing its name, as a person with many products would. */
async function pick(p: Page, select: Locator, name: string) {
  await select.click();
  await select.fill(name);
  await p.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first().click();
}

/** A CSV as a spreadsheet saves it: a BOM, Windows line ends, quoted names with commas and accents. */
function rosterCsv(stamp: string): string {
  const rows = Array.from({ length: 50 }, (_, i) => {
    const categories = i < 12 ? 'moda;belleza' : 'gaming';
    return i === 0 ? `"Núñez, Ana ${stamp}",${categories}` : `Creador ${stamp} ${String(i).padStart(2, '0')},${categories}`;
  });
  return `\uFEFFnombre,categorias\r\n${rows.join('\r\n')}\r\n`;
}

describe("the brand's creators directory", () => {
  it('imports a roster, files two in a list, equips an internal creator, invites a platform creator and answers a request', async () => {
    const brand = await person('brand', 'Marca Directorio');
    // People's names take letters only: the run's mark spelled in letters.
    const stamp = Date.now()
      .toString(36)
      .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
    const nora = await person('creator', `Nora Plataforma ${stamp}`);
    const iker = await person('creator', `Iker Solicitante ${stamp}`);
    // The brand's store is connected: its product is real, and a code becomes a coupon in it.
    const { product } = await storeProduct(page, brand);
    await api('POST', '/product-collaborations', { productId: product.id, message: 'Me encanta tu marca' }, iker.token);

    await page.getByRole('link', { name: 'Creadores' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Creadores' }).waitFor();
    await page.getByText('No tienes creadores internos').waitFor();
    expect(await page.title()).toBe('Creadores · Afilia');

    // 'Importar CSV': no file, no import; then 50 rows, previewed, imported in one go.
    await page.getByRole('button', { name: 'Importar CSV' }).first().click();
    const importer = page.getByRole('dialog', { name: 'Importar CSV' });
    expect(await importer.getByRole('button', { name: 'Importar', exact: true }).isDisabled()).toBe(true);
    await importer.locator('input[type=file]').setInputFiles({
      name: 'creadores.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(rosterCsv(stamp), 'utf8'),
    });
    await importer.getByText('Vista previa').waitFor();
    await importer.getByText(`Núñez, Ana ${stamp}`).waitFor();
    expect(await seriousViolations(page, 'importar csv: vista previa')).toEqual([]);
    await screenshot(page, 'creators-import-preview');
    await importer.getByRole('button', { name: 'Importar', exact: true }).click();
    await importer.getByText('Importados: 50 · Omitidos: 0').waitFor({ timeout: 30_000 });
    await screenshot(page, 'creators-import-summary');
    await importer.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
    await importer.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Mis Creadores (50)' }).waitFor();

    // Filter by category: the twelve in 'Moda'.
    await page.getByLabel('Categoría').click();
    await page.locator('.ant-select-item-option', { hasText: 'Moda' }).click();
    const cards = page.getByRole('list', { name: 'Creadores' }).getByRole('listitem');
    await eventually(async () => ((await cards.count()) === 12 ? true : undefined), 'the twelve creators of moda');
    await settled(page);
    await screenshot(page, 'creators-directory-moda');

    // Two of them into a new list 'Verano'.
    await cards.nth(0).getByRole('button', { name: 'Agregar a Lista' }).click();
    let lists = page.getByRole('dialog', { name: 'Agregar a Lista' });
    await lists.getByRole('button', { name: 'Crear lista' }).click();
    await lists.getByText('El nombre es requerido').waitFor();
    await lists.getByLabel('Nombre').fill('Verano');
    await lists.getByRole('button', { name: 'Crear lista' }).click();
    await toast(page, 'Lista creada exitosamente').waitFor();
    // The toast comes as the lists reload; the new list is checked once they have.
    const verano = lists.getByRole('checkbox', { name: /Verano/ });
    await eventually(async () => ((await verano.isChecked()) ? true : undefined), 'the new list checked');
    expect(await seriousViolations(page, 'agregar a lista')).toEqual([]);
    await screenshot(page, 'creators-add-to-list');
    await lists.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Listas actualizadas exitosamente').waitFor();
    await lists.waitFor({ state: 'hidden' });
    await cards.nth(1).getByRole('button', { name: 'Agregar a Lista' }).click();
    lists = page.getByRole('dialog', { name: 'Agregar a Lista' });
    await lists.getByRole('checkbox', { name: /Verano/ }).check();
    await lists.getByRole('button', { name: 'Guardar' }).click();
    await lists.waitFor({ state: 'hidden' });
    await page.getByLabel('Categoría').click();
    await page.locator('.ant-select-item-option', { hasText: 'Todas las categorías' }).click();
    await page.getByLabel('Lista', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Verano' }).click();
    await eventually(async () => ((await cards.count()) === 2 ? true : undefined), 'the list’s two creators');

    // An internal creator's page: a link to the store's product and a discount code for it.
    const first = cards.nth(0).getByRole('heading').getByRole('link');
    const internalName = (await first.innerText()).trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name: internalName }).waitFor();
    await page.getByText('Interno', { exact: true }).first().waitFor();
    await page.getByText('Pendiente registro').waitFor();
    const linksCard = page.locator('.ant-card').filter({ has: page.getByText('Links de afiliado', { exact: true }) });
    await pick(page, linksCard.getByRole('combobox', { name: 'Producto' }), product.name);
    await linksCard.getByRole('button', { name: 'Generar link' }).click();
    await linksCard.getByText(/^AF-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-z]{8}$/).waitFor();
    const code = `DIR${stamp.toUpperCase()}`.slice(0, 20);
    await page.getByRole('button', { name: 'Nuevo Código' }).click();
    const codeDialog = page.getByRole('dialog');
    await codeDialog.getByLabel('Código', { exact: true }).fill(code);
    await codeDialog.getByLabel('Descuento (%)').fill('10');
    await pick(page, codeDialog.getByRole('combobox', { name: 'Producto' }), product.name);
    await codeDialog.getByRole('button', { name: 'Crear Código' }).click();
    await toast(page, 'Código creado exitosamente').waitFor();
    await page.getByRole('row').filter({ hasText: code }).getByText('Activo').waitFor();
    await settled(page);
    expect(await seriousViolations(page, 'creador interno')).toEqual([]);
    await screenshot(page, 'creators-internal-detail');

    // A platform creator: invited to the product from its card.
    await page.getByRole('link', { name: 'Volver' }).click();
    await page.getByRole('tab', { name: /^Plataforma \(/ }).click();
    await page.getByLabel('Buscar creadores por nombre').fill(`Nora Plataforma ${stamp}`);
    await page.getByRole('link', { name: `Nora Plataforma ${stamp}`, exact: true }).waitFor();
    await page.getByRole('button', { name: `Invitar a Producto: Nora Plataforma ${stamp}` }).click();
    const invite = page.getByRole('dialog');
    await invite.getByRole('button', { name: 'Enviar Invitación' }).click();
    await invite.getByText('Selecciona un producto').first().waitFor();
    await pick(page, invite.getByRole('combobox', { name: 'Producto' }), product.name);
    await invite.getByRole('button', { name: 'Enviar Invitación' }).click();
    await toast(page, 'Invitación enviada exitosamente').waitFor();
    const noraInvitations = await api('GET', `/creators/${nora.creatorId}/collaborations`, undefined, brand.token);
    expect(noraInvitations.sent).toMatchObject([{ productName: product.name, status: 'pending' }]);

    // A creator's request, accepted on its page.
    await page.getByLabel('Buscar creadores por nombre').fill(`Iker Solicitante ${stamp}`);
    await page.getByRole('link', { name: `Iker Solicitante ${stamp}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Iker Solicitante ${stamp}` }).waitFor();
    const requests = page.locator('.ant-card').filter({ has: page.getByText('Solicitudes Recibidas', { exact: true }) });
    await requests.getByText('Me encanta tu marca').waitFor();
    await requests.getByRole('button', { name: /Aceptar/ }).click();
    await toast(page, 'Solicitud aceptada').waitFor();
    await requests.getByText('Colaboración Activa').waitFor();
    await screenshot(page, 'creators-platform-detail');

    // The directory on a phone, in the dark.
    const phone = await newPage({ width: 390, height: 844 }, 'dark');
    await signIn(phone.page, brand.email);
    await phone.page.waitForURL('**/dashboard');
    await phone.page.goto('/dashboard/creators');
    await phone.page.getByRole('tab', { name: 'Mis Creadores (50)' }).waitFor();
    await settled(phone.page);
    expect(await seriousViolations(phone.page, 'directorio en el teléfono, oscuro')).toEqual([]);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'creators-directory-phone-dark');
    await phone.context.close();
  }, 240_000);

  it("'Crear Creador' with an e-mail: the creator claims its profile through the link it gets", async () => {
    const brand = await person('brand', 'Marca Reclamos');
    await signIn(page, brand.email);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/creators');
    await page.getByRole('heading', { level: 1, name: 'Creadores' }).waitFor();
    const email = uniqueEmail('sara.reclamo');
    await page.getByRole('button', { name: 'Crear Creador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Creador' });
    await dialog.getByLabel('Nombre').fill('S');
    await dialog.getByLabel('Email').fill('sara@');
    await dialog.getByRole('button', { name: 'Crear Creador' }).click();
    await dialog.getByText('El nombre debe tener al menos 2 caracteres').waitFor();
    await dialog.getByText('Email inválido').waitFor();
    await dialog.getByLabel('Nombre').fill('Sara Reclamo');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Categorías').fill('Moda, Tecnología');
    await dialog.getByRole('button', { name: 'Crear Creador' }).click();
    await toast(page, 'Creador creado exitosamente').waitFor();
    await page.getByText('Pendiente registro').waitFor();

    // Her e-mail's link opens 'Crear Cuenta' for that profile, as a creator, with her address.
    const link = await claimLinkFor(email);
    const her = await newPage({ width: 390, height: 844 });
    await her.page.goto(link);
    await her.page.getByText('Vas a reclamar el perfil de creador «Sara Reclamo» que creó Marca Reclamos').waitFor();
    const form = her.page.locator('form[id="sign-up"], form').filter({ has: her.page.getByRole('button', { name: 'Crear Cuenta' }) });
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    expect(await form.getByRole('radio', { name: 'Creador' }).isChecked()).toBe(true);
    expect(await form.getByRole('radio', { name: 'Marca' }).isDisabled()).toBe(true);
    await form.getByLabel('Nombre').fill('Sara Reclamo');
    await form.getByLabel('Contraseña').fill('Secreta123');
    expect(await seriousViolations(her.page, 'reclamar perfil')).toEqual([]);
    await screenshot(her.page, 'creator-claim-sign-up');
    await form.getByRole('button', { name: 'Crear Cuenta' }).click();
    await her.page.waitForURL('**/dashboard');
    await her.context.close();

    // The brand's roster has her registered.
    await page.reload();
    await page.getByRole('link', { name: 'Sara Reclamo', exact: true }).waitFor();
    expect(await page.getByText('Pendiente registro').count()).toBe(0);
  }, 120_000);

  // Decision 230: past its hour's invitations the brand still makes the creator, and is told no e-mail left.
  it("'Crear Creador' past the brand's hour of invitations: the creator is made and the brand told its e-mail did not leave", async () => {
    const brand = await person('brand', 'Marca Apurada');
    for (let i = 0; i < 20; i++)
      await api('POST', '/creators', { name: `Invitada ${String.fromCharCode(97 + i)}`, email: uniqueEmail('invitada') }, brand.token);
    await signIn(page, brand.email);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/creators');
    await page.getByRole('heading', { level: 1, name: 'Creadores' }).waitFor();
    await page.getByRole('button', { name: 'Crear Creador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Creador' });
    // A name with a link is refused on its field.
    await dialog.getByLabel('Nombre').fill('bit.ly/premio');
    await dialog.getByRole('button', { name: 'Crear Creador' }).click();
    await dialog.getByText('El nombre no puede contener enlaces').waitFor();
    await dialog.getByLabel('Nombre').fill('Invitada Tardía');
    await dialog.getByLabel('Email').fill(uniqueEmail('tardia'));
    await dialog.getByRole('button', { name: 'Crear Creador' }).click();
    await toast(
      page,
      'Creamos el creador, pero no le enviamos la invitación por email: tu marca ya envió 20 invitaciones en la última hora. Probá de nuevo más tarde.',
    ).waitFor();
    await page.getByRole('link', { name: 'Invitada Tardía', exact: true }).waitFor();
    await screenshot(page, 'creators-invitation-held');
  }, 120_000);
});
