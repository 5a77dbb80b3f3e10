import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, closeBrowser, newPage, settled, uniqueEmail } from '../support/browser.js';
import { PASSWORD, signIn, signUp } from '../support/auth-flows.js';
import { waitFor } from '@afilia/service-kit/testing';
import { seriousViolations } from '../support/axe.js';
import { resetLinkFor } from '../support/outbox.js';
import { newAdmin, signInAsAdmin } from '../support/admin.js';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '@afilia/contracts';

/**
 * axe-core (WCAG 2.2 A and AA) over every built page, public and signed in for each role, with the
 * dialogs and menus that matter, on a desktop and a 390 px phone, each state in the light and the
 * dark theme: the page follows the system's, so the audit switches it in place rather than walking
 * every page twice, and audits the second theme for the rules a theme can change (contrast). Any serious or critical violation fails, listed with the state it was found in.
 */
const TIMEOUT = 240_000;

const VARIANTS = [
  { screen: 'escritorio', viewport: { width: 1280, height: 800 } },
  { screen: '390 px', viewport: { width: 390, height: 844 } },
].map(({ screen, viewport }) => ({ viewport, phone: viewport.width < 768, label: screen }));

const THEMES = { light: 'claro', dark: 'oscuro' } as const;
type Theme = keyof typeof THEMES;

let calls = 0;
/** What the claim page reads of a store waiting for its brand (the page is audited, not the install). */
const WAITING_INSTALLATION = {
  storeName: 'Tienda de prueba',
  storeDomain: 'tienda-de-prueba.mitiendanube.com',
  expiresAt: '2026-11-29T22:30:00.000Z',
};

/** The API from a client address of its own per call (the per-address limits hold for each). */
const api = (path: string, body: object, token?: string) =>
  fetch(`${BASE_URL}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.18.240.${(calls++ % 250) + 1}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

let fullBell: Promise<string> | null = null;
/**
 * A brand whose bell holds more unread notifications than its badge counts (issue 35: '9+'), each
 * a real one: twelve creators applied to its campaign. Answers its e-mail; made once for every variant.
 */
function brandWithFullBell(): Promise<string> {
  fullBell ??= (async () => {
    const email = uniqueEmail('axe-campana');
    const session = await (await api('/auth/sign-up', { name: 'Marca Campana', email, password: PASSWORD, role: 'brand' })).json();
    const product = await (await api('/products', { name: 'Gorro Campana', priceCents: 100_000 }, session.accessToken)).json();
    const campaign = await (
      await api('/campaigns', { campaignType: 'standard', name: 'Campana de invierno', productIds: [product.id] }, session.accessToken)
    ).json();
    const names = ['Ana', 'Bea', 'Cami', 'Dora', 'Eva', 'Fina', 'Gala', 'Iris', 'Juana', 'Lola', 'Mora', 'Nina'];
    for (const name of names) {
      const signedUp = await api('/auth/sign-up', {
        name: `${name} Creadora`,
        email: uniqueEmail('axe-postula'),
        password: PASSWORD,
        role: 'creator',
      });
      if (!signedUp.ok) throw new Error(`sign-up refused: ${signedUp.status} ${await signedUp.text()}`);
      const creator = await signedUp.json();
      const applied = await api(`/campaigns/${campaign.id}/applications`, {}, creator.accessToken);
      if (!applied.ok) throw new Error(`application refused: ${applied.status} ${await applied.text()}`);
    }
    await waitFor(
      async () => {
        const res = await fetch(`${BASE_URL}/api/v1/notifications`, { headers: { authorization: `Bearer ${session.accessToken}` } });
        return ((await res.json()) as { unread: number }).unread >= 12 ? true : undefined;
      },
      { what: 'the brand’s twelve notifications', timeoutMs: 30_000 },
    );
    return email;
  })();
  return fullBell;
}

let paginated: Promise<void> | null = null;
/** A brand with `count` custom products, made through the API once for every variant. */
function brandWithProducts(count: number): Promise<void> {
  paginated ??= makeBrandWithProducts(count);
  return paginated;
}

async function makeBrandWithProducts(count: number): Promise<void> {
  const session = await api('/auth/sign-up', {
    name: 'Tienda Paginada',
    email: uniqueEmail('axe-paginas'),
    password: PASSWORD,
    role: 'brand',
  });
  const { accessToken } = (await session.json()) as { accessToken: string };
  for (let i = 0; i < count; i++)
    expect((await api('/products', { name: `Remera ${i + 1}`, priceCents: 100_000 }, accessToken)).ok).toBe(true);
}

let resetLink: string;

beforeAll(async () => {
  // An account with a fresh reset link, to audit the reset form (checking a token does not spend it).
  const email = uniqueEmail('axe-reset');
  expect((await api('/auth/sign-up', { name: 'Ana Paz', email, password: PASSWORD, role: 'creator' })).ok).toBe(true);
  expect((await api('/auth/request-password-reset', { email })).ok).toBe(true);
  resetLink = await resetLinkFor(email);
});
afterAll(() => closeBrowser());

describe.each(VARIANTS)('accessibility ($label)', ({ viewport, phone, label }) => {
  let context: BrowserContext;
  let page: Page;
  let found: string[];
  let theme: Theme;

  beforeEach(async () => {
    theme = 'light';
    ({ context, page } = await newPage(viewport, theme));
    found = [];
  });
  afterEach(() => context.close());

  /** The system's theme, and the page once it has applied it. */
  async function switchTheme(to: Theme) {
    await page.emulateMedia({ colorScheme: to });
    // The app marks the theme it applied; a page of its own (the public shop) follows the media query at once.
    await page.waitForFunction((wanted) => (document.documentElement.dataset.theme ?? wanted) === wanted, to);
    theme = to;
  }

  /**
   * Audits the page as it stands in the theme it shows, whole, then in the other one (where it
   * stays) for what a theme can change: its colours.
   */
  async function audit(state: string) {
    found.push(...(await seriousViolations(page, `${state} · ${THEMES[theme]} · ${label}`)));
    await switchTheme(theme === 'light' ? 'dark' : 'light');
    found.push(...(await seriousViolations(page, `${state} · ${THEMES[theme]} · ${label}`, { coloursOnly: true })));
  }
  const dialog = () => page.getByRole('dialog');

  /** Opens a menu or dialog of the top bar, audits it and closes it with Escape. */
  async function auditPopup(open: string, shows: string, state: string) {
    await page.getByRole('button', { name: open }).click();
    await page.getByText(shows, { exact: true }).waitFor();
    await audit(state);
    await page.keyboard.press('Escape');
    await page.getByText(shows, { exact: true }).waitFor({ state: 'hidden' });
  }

  /**
   * The frame every signed-in page shares: the bell (an admin has none: no notification is for
   * it), the profile and theme menus and, on a phone, the sidebar drawer.
   */
  async function auditFrame(role: string, { bell = true } = {}) {
    if (bell) await auditPopup('Notificaciones', 'Marcar todas como leídas', `${role} · notificaciones`);
    await auditPopup('Menú de perfil', 'Cerrar sesión', `${role} · menú de perfil`);
    await auditPopup('Cambiar tema', 'Sistema', `${role} · menú de tema`);
    if (phone) {
      await page.getByRole('button', { name: 'Alternar barra lateral' }).click();
      await page.getByRole('navigation', { name: 'Secciones' }).waitFor();
      await audit(`${role} · barra lateral`);
      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: 'Secciones' }).waitFor({ state: 'hidden' });
    }
  }

  async function visit(path: string, heading: string, state: string) {
    await page.goto(path);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await audit(state);
  }

  it(
    'public pages',
    async () => {
      await visit('/', 'Conecta tu tienda con creadores de contenido', 'inicio');
      await visit('/no-existe', '¡Ups! Página no encontrada', '404');

      await visit('/auth', 'Iniciar Sesión', 'ingreso');
      await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
      await dialog().getByLabel('Email').waitFor();
      await audit('recuperar contraseña');
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'hidden' });

      await visit('/auth?tab=signup', 'Crear Cuenta', 'registro');
      await page.getByRole('button', { name: 'Crear Cuenta', exact: true }).click();
      await page.getByText('Email inválido').first().waitFor();
      await audit('registro con errores');

      await page.goto(resetLink);
      await page.getByLabel('Nueva contraseña').waitFor();
      await audit('nueva contraseña');

      // A store installed from its admin (decision 217): an unknown installation, then one that waits.
      await page.goto(`/conectar-tienda?instalacion=${'x'.repeat(43)}`);
      await page.getByText(/Esta instalación de Tiendanube venció/).waitFor();
      await audit('conectar tienda · instalación vencida');
      await page.route('**/api/v1/store/tiendanube/installations/lookup', (route) => route.fulfill({ json: WAITING_INSTALLATION }));
      await page.goto(`/conectar-tienda?instalacion=${'y'.repeat(43)}`);
      await page.getByRole('link', { name: 'Crear Cuenta' }).waitFor();
      await audit('conectar tienda · sin sesión');
      await page.unroute('**/api/v1/store/tiendanube/installations/lookup');

      expect(found).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'brand pages',
    async () => {
      await signUp(page, { name: 'Tienda Luna', email: uniqueEmail('axe-marca'), role: 'Marca' });
      await page.getByText('Resumen de tu programa de afiliados').waitFor();
      await audit('marca · inicio');
      await auditFrame('marca');

      await visit('/dashboard/products', 'Productos', 'marca · productos');
      await page.getByRole('button', { name: 'Producto Custom' }).click();
      await dialog().getByLabel('Nombre').waitFor();
      await audit('marca · nuevo producto');
      await dialog().getByRole('button', { name: 'Crear Producto' }).click();
      await dialog().getByText('El precio debe ser mayor a 0').waitFor();
      await audit('marca · nuevo producto con errores');
      await dialog().getByLabel('Nombre').fill('Gorra Luna');
      await dialog().getByLabel('Precio').fill('1500');
      await dialog().getByRole('button', { name: 'Crear Producto' }).click();
      await dialog().waitFor({ state: 'hidden' });
      await page.getByText('Gorra Luna').first().waitFor();
      await audit('marca · productos con uno');
      await page.getByRole('button', { name: 'Eliminar Gorra Luna' }).click();
      await dialog().locator('.ant-modal-confirm-title').getByText('¿Eliminar producto?').waitFor();
      await audit('marca · confirmar eliminación');
      await dialog().getByRole('button', { name: 'Cancelar' }).click();
      await dialog().waitFor({ state: 'hidden' });

      // The store's return page while it exchanges the code (held here, so it does not move on).
      await page.route('**/api/v1/store/tiendanube/callback', () => undefined);
      await page.goto('/tiendanube-callback?code=abc&state=def');
      await page.getByText('Conectando con Tiendanube...').waitFor();
      await audit('marca · volviendo de Tiendanube');
      await page.unroute('**/api/v1/store/tiendanube/callback');

      await page.route('**/api/v1/store/tiendanube/installations/lookup', (route) => route.fulfill({ json: WAITING_INSTALLATION }));
      await page.goto(`/conectar-tienda?instalacion=${'y'.repeat(43)}`);
      await page.getByRole('button', { name: 'Conectar esta tienda' }).waitFor();
      await audit('marca · conectar tienda');
      await page.unroute('**/api/v1/store/tiendanube/installations/lookup');

      await visit('/dashboard/brand-settings', 'Configuración de Marca', 'marca · configuración de marca');
      // A pixel, its snippets and its status; the verifier's answer and a field's error.
      await page.getByLabel('Nombre del píxel').fill('Sitio Luna');
      await page.getByRole('button', { name: 'Crear píxel' }).click();
      await page.getByRole('region', { name: 'Píxel Sitio Luna' }).waitFor();
      await page.getByLabel('URL de tu sitio').fill('https://127.0.0.1/gracias');
      await page.getByRole('button', { name: 'Verificar', exact: true }).click();
      await page
        .getByText(/Error al verificar: /)
        .first()
        .waitFor();
      await audit('marca · píxel creado y verificado');
      await visit('/dashboard/settings', 'Configuración', 'marca · configuración');
      await page.getByRole('button', { name: 'Activar', exact: true }).click();
      await page.getByTestId('totp-key').waitFor();
      await audit('marca · configurar verificación en dos pasos');

      await visit('/dashboard/campaigns', 'Campañas', 'marca · campañas');
      await page.getByRole('button', { name: 'Nueva Campaña' }).click();
      await dialog().getByLabel('Nombre').waitFor();
      await settled(page);
      await dialog().getByLabel('Nombre').fill('Luna de verano');
      await dialog().getByRole('button', { name: 'Crear Campaña' }).click();
      await dialog().getByText('Debes seleccionar al menos un producto').first().waitFor();
      await audit('marca · nueva campaña con errores');
      await dialog().getByLabel('Productos').click();
      await page.locator('.ant-select-item-option', { hasText: 'Gorra Luna' }).click();
      await page.keyboard.press('Escape');
      await dialog().getByRole('button', { name: 'Crear Campaña' }).click();
      await page.waitForURL(/\/dashboard\/campaigns\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: 'Luna de verano', level: 1 }).waitFor();
      await audit('marca · detalle de campaña');
      await page.getByRole('tab', { name: 'Códigos de Descuento' }).click();
      await page.getByText('Todavía no hay códigos de descuento').waitFor();
      await audit('marca · códigos de descuento');
      await page.getByRole('button', { name: 'Nuevo Código' }).click();
      await dialog().getByLabel('Código', { exact: true }).waitFor();
      await audit('marca · nuevo código de descuento');
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'hidden' });
      await page.getByRole('tab', { name: /Links Personalizados/ }).click();
      await page.getByText('Cuando aceptes creadores vas a poder crearles links').waitFor();
      await audit('marca · links personalizados');
      await visit(`${new URL(page.url()).pathname}/applications`, 'Aplicaciones y Aprobaciones', 'marca · aplicaciones');
      await visit('/dashboard/campaigns/create-ai', 'Crear Campaña con IA', 'marca · asistente de campañas');
      await visit('/dashboard/safelink-analytics', 'SafeLink Analytics', 'marca · safelink analytics');
      await visit('/dashboard/transactions', 'Transacciones', 'marca · transacciones');
      await page.getByText('No hay transacciones').waitFor();
      await audit('marca · transacciones vacías');
      await visit('/dashboard/test-sale', 'Venta de Prueba', 'marca · venta de prueba');
      await visit('/dashboard/creators', 'Creadores', 'marca · creadores');
      await page.getByText('No tienes creadores internos').waitFor();
      await audit('marca · creadores sin creadores internos');

      expect(found).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'creator pages',
    async () => {
      await signUp(page, { name: 'Caro Gómez', email: uniqueEmail('axe-creadora'), role: 'Creador' });
      await page.getByText('Resumen de tus ventas y comisiones').waitFor();
      await audit('creadora · inicio');
      await auditFrame('creadora');
      await visit('/dashboard/settings', 'Configuración', 'creadora · configuración');
      await visit('/dashboard/available-campaigns', 'Buscar Marcas', 'creadora · buscar marcas');
      await visit('/dashboard/brands', 'Marcas Disponibles', 'creadora · marcas disponibles');
      await visit('/dashboard/my-applications', 'Mis Aplicaciones', 'creadora · mis aplicaciones');
      await visit('/dashboard/my-collaborations', 'Mis Colaboraciones', 'creadora · mis colaboraciones');
      await visit('/dashboard/links', 'Mis Links y Códigos', 'creadora · mis links');
      await page.getByRole('button', { name: 'Generar Link' }).click();
      await dialog().getByText('No hay productos disponibles').waitFor();
      await audit('creadora · generar link sin productos');
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'hidden' });
      await page.getByRole('tab', { name: /Códigos de Descuento/ }).click();
      await page.getByText('Todavía no tenés códigos de descuento').waitFor();
      await audit('creadora · mis códigos');
      await visit('/dashboard/safelink-analytics', 'Estadísticas', 'creadora · estadísticas');
      await visit('/dashboard/shop-settings', 'Editor de Tienda', 'creadora · editor de tienda');
      await page.getByRole('button', { name: 'Link', exact: true }).click();
      await page.getByText('El título es obligatorio').waitFor();
      await audit('creadora · editor de tienda con un link sin completar');
      await page.getByRole('tab', { name: 'Apariencia' }).click();
      await page.getByLabel('URL personalizada').waitFor();
      await audit('creadora · apariencia de la tienda');
      await page.getByRole('tab', { name: 'Productos' }).click();
      await page.getByText('No tienes productos disponibles').waitFor();
      await audit('creadora · productos de la tienda');
      const shop = new URL((await page.getByRole('link', { name: 'Ver Tienda' }).getAttribute('href'))!);
      await visit(shop.pathname, 'Tienda', 'creadora · su tienda pública');
      await visit('/dashboard/creator-settings', 'Mi Perfil', 'creadora · mi perfil');
      await page.getByRole('button', { name: 'Agregar publicación' }).click();
      await page.getByRole('textbox', { name: 'TikTok', exact: true }).fill('https://instagram.com/caro');
      await page.getByRole('button', { name: 'Guardar Perfil' }).first().click();
      await page.getByText('La URL es obligatoria').waitFor();
      await audit('creadora · mi perfil con errores en sus campos');
      await page.getByRole('button', { name: 'Eliminar la publicación 1' }).click();
      await page.getByRole('textbox', { name: 'TikTok', exact: true }).fill('');
      await page.getByRole('switch', { name: 'Press Kit público' }).click();
      await page.getByRole('button', { name: 'Guardar Perfil' }).first().click();
      await page.getByText('Perfil guardado').waitFor();
      const kit = new URL((await page.getByRole('link', { name: 'Ver Press Kit' }).getAttribute('href'))!);
      await visit(kit.pathname, 'Caro Gómez', 'creadora · su press kit público');
      await visit('/dashboard/sales', 'Mis Ventas', 'creadora · mis ventas');
      await page.getByText('No tienes ventas aún').waitFor();
      await audit('creadora · mis ventas vacías');
      expect(found).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a brand whose bell is full',
    async () => {
      await signIn(page, await brandWithFullBell());
      await page.getByText('Resumen de tu programa de afiliados').waitFor();
      const bell = page.getByRole('button', { name: /^Notificaciones: \d+ sin leer$/ });
      await bell.waitFor();
      await page.locator('.ant-badge sup').getByText('9+').waitFor();
      await audit('marca · campana llena');
      await auditPopup((await bell.getAttribute('aria-label'))!, 'Marcar todas como leídas', 'marca · campana llena abierta');
      expect(found).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'agency pages',
    async () => {
      await signUp(page, { name: 'Agencia Sur', email: uniqueEmail('axe-agencia'), role: 'Agencia' });
      await page.getByRole('heading', { name: 'Panel de Agencia' }).waitFor();
      await audit('agencia · inicio');
      await auditFrame('agencia');
      await auditPopup('Elegir marca', 'Nueva marca', 'agencia · selector de marca');
      await visit('/dashboard/products', 'Productos', 'agencia · productos sin marcas');
      await visit('/dashboard/brand-settings', 'Configuración de Marca', 'agencia · configuración de marca sin marcas');
      expect(found).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'admin pages',
    async () => {
      // More products than one page holds, so the list's pagination is audited too.
      await brandWithProducts(ADMIN_PRODUCTS_PAGE_SIZE + 1);
      const admin = await newAdmin();
      await signInAsAdmin(page, admin, {
        setup: () => audit('admin · configurar verificación en dos pasos'),
        codes: () => audit('admin · códigos de recuperación'),
      });
      await page.getByText('Resumen de toda la plataforma').waitFor();
      await audit('admin · inicio');
      await auditFrame('admin', { bell: false });
      await visit('/dashboard/brands', 'Marcas', 'admin · marcas');
      await visit('/dashboard/creators', 'Creadores', 'admin · creadores');
      await visit('/dashboard/products', 'Productos', 'admin · productos');
      await page.getByLabel('Marca').click();
      await page.locator('.ant-select-item-option').first().waitFor();
      await audit('admin · productos, filtro de marca');
      await page.keyboard.press('Escape');
      await visit('/dashboard/transactions', 'Transacciones', 'admin · transacciones');
      await visit('/dashboard/payouts', 'Pagos a Creadores', 'admin · pagos');
      await visit('/dashboard/settings', 'Configuración', 'admin · configuración');
      expect(found).toEqual([]);
    },
    TIMEOUT,
  );
});
