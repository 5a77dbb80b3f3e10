import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, settled } from '../support/browser.js';
import { api, eventually } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';
import { collaboration, creatorBrowser } from '../support/collaboration.js';

let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

/** A real 1×1 PNG. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAD7gGnmXIs4QAAAABJRU5ErkJggg==';

describe('the creator’s profile and press kit', () => {
  it('is filled in on ‘Mi Perfil’ with a synced network and checked fields, and shown as a public press kit on a phone', async () => {
    const { creator } = await collaboration(page, 'Marca Kit', 'Dana Perfil', 'Kit');
    // A shopper follows the creator's link once: the platform has a result to verify.
    const [link] = (await api('GET', '/links', undefined, creator.token)) as { uniqueCode: string }[];
    const shopper = await newPage({ width: 390, height: 844 });
    await shopper.page.goto(`/track/${link!.uniqueCode}`);
    await shopper.page.waitForURL((url) => !url.pathname.startsWith('/track'));
    await shopper.context.close();
    await eventually(
      async () => ((await api('GET', '/creator/profile', undefined, creator.token)).results.clicks > 0 ? true : undefined),
      'the click counted',
    );
    const slug = `dana-${Date.now().toString(36)}`;
    const own = await creatorBrowser(creator.email);
    const profile = own.page;
    // The sidebar's settings link is the creator's profile (seed 002 'creator → creator-settings').
    await profile.getByRole('link', { name: 'Configuración' }).click();
    await profile.getByRole('heading', { level: 1, name: 'Mi Perfil' }).waitFor();
    await settled(profile);
    expect(await profile.title()).toBe('Mi Perfil · Afilia');

    await profile.locator('input[type=file][aria-label="Archivo: Foto de perfil"]').setInputFiles({
      name: 'yo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    await profile.getByText('Foto actualizada').waitFor();
    await profile.getByLabel('URL personalizada').fill(`Dana ${slug.slice(5)}`);
    expect(await profile.getByLabel('URL personalizada').inputValue()).toBe(slug);
    await profile.getByLabel('Bio').fill('Recetas simples y mate');
    await profile.getByRole('switch', { name: 'Press Kit público' }).click();

    // A social link on another network's host is refused on its field, in the seed's terms.
    const tiktok = profile.getByRole('textbox', { name: 'TikTok', exact: true });
    await tiktok.fill('https://instagram.com/dana');
    await profile.getByRole('textbox', { name: 'Instagram', exact: true }).fill('https://www.instagram.com/dana.perfil');
    await profile.getByLabel('Email de contacto').fill('dana@example.com');
    await profile.getByRole('button', { name: 'Guardar Perfil' }).first().click();
    const tiktokError = profile.locator('#profile-socialLinks-tiktok-error');
    expect(await tiktokError.textContent()).toBe('La URL debe ser de tiktok.com');
    expect(await tiktok.getAttribute('aria-invalid')).toBe('true');
    await tiktok.fill('https://www.tiktok.com/@dana.perfil');
    await tiktokError.waitFor({ state: 'detached' });

    // Instagram typed by hand; YouTube synced from its API (the local sandbox); Kick cannot sync.
    await profile.getByLabel('Usuario de Instagram').fill('dana.perfil');
    await profile.getByRole('region', { name: 'Instagram' }).getByRole('spinbutton', { name: 'Seguidores' }).fill('15300');
    await profile.getByRole('button', { name: 'Sincronizar YouTube' }).click();
    await profile
      .locator('#profile-networks-youtube-username-error')
      .filter({ hasText: 'Primero ingresa tu nombre de usuario de YouTube' })
      .waitFor();
    await profile.getByLabel('Usuario de YouTube').fill('danaperfil');
    await profile.getByRole('button', { name: 'Sincronizar YouTube' }).click();
    await profile.getByText('Estadísticas de YouTube sincronizadas').waitFor();
    await profile.getByText(/^Sincronizado el /).waitFor();
    const subscribers = Number((await profile.getByLabel('Suscriptores').inputValue()).replace(/\D/g, ''));
    expect(subscribers).toBeGreaterThan(0);
    // TikTok's figures typed, but hidden from the press kit.
    await profile.getByRole('region', { name: 'TikTok' }).getByRole('spinbutton', { name: 'Seguidores' }).fill('90000');
    await profile.getByRole('switch', { name: 'Ocultar TikTok en el Press Kit' }).click();
    await profile.getByLabel('Usuario de Kick').fill('danaperfil');
    await profile.getByRole('button', { name: 'Sincronizar Kick' }).click();
    await profile.getByText(/Error al sincronizar Kick: Kick no publica la cantidad de seguidores/).waitFor();

    // A featured post and a custom link for the press kit, and the verified results.
    await profile.getByRole('button', { name: 'Agregar publicación' }).click();
    await profile.getByLabel('URL de la publicación 1').fill('https://www.instagram.com/p/mate/');
    await profile.getByLabel('Descripción (opcional)').fill('Mate cocido en 3 pasos');
    await profile.getByRole('button', { name: 'Agregar link' }).click();
    await profile.getByLabel('Título del link 1').fill('Tarifas');
    await profile.getByLabel('URL del link 1').fill('https://dana.example/tarifas');
    await profile.getByRole('switch', { name: 'Mostrar mis resultados verificados en el Press Kit' }).click();
    await profile.getByRole('button', { name: 'Guardar Perfil' }).first().click();
    await profile.getByText('Perfil guardado').waitFor();
    // Typed by hand, Instagram's and TikTok's figures are marked so; YouTube's, synced, are not.
    await profile.getByRole('region', { name: 'Instagram' }).getByText('Modificado manualmente').waitFor();
    await profile.getByRole('region', { name: 'TikTok' }).getByText('Modificado manualmente').waitFor();
    expect(await profile.getByRole('region', { name: 'YouTube' }).getByText('Modificado manualmente').count()).toBe(0);

    // Kept: the page read again shows what was saved.
    await profile.reload();
    await profile.getByRole('heading', { level: 1, name: 'Mi Perfil' }).waitFor();
    expect(await profile.getByLabel('Bio').inputValue()).toBe('Recetas simples y mate');
    expect(await profile.getByLabel('URL del link 1').inputValue()).toBe('https://dana.example/tarifas');
    const kitUrl = new URL((await profile.getByRole('link', { name: 'Ver Press Kit' }).first().getAttribute('href'))!);
    expect(kitUrl.pathname).toBe(`/press-kit/${slug}`);

    // The press kit, on a phone, in the dark: who, the cards, the post, the links, the contact.
    const phone = await newPage({ width: 390, height: 844 }, 'dark');
    try {
      await phone.page.goto(kitUrl.pathname);
      await phone.page.getByRole('heading', { level: 1, name: 'Dana Perfil' }).waitFor();
      expect(await phone.page.title()).toBe('Dana Perfil — Press Kit');
      const audience = phone.page.getByRole('region', { name: 'Audiencia' });
      await audience.getByRole('heading', { name: 'Instagram', level: 3 }).waitFor();
      await audience.getByText('15k').waitFor();
      await audience.getByRole('heading', { name: 'YouTube', level: 3 }).waitFor();
      expect(await audience.getByRole('heading', { name: 'Kick', level: 3 }).count()).toBe(0);
      await phone.page.getByText('Mate cocido en 3 pasos').waitFor();
      await phone.page.getByRole('link', { name: 'Tarifas' }).waitFor();
      await phone.page.getByRole('link', { name: 'Escribir a dana@example.com' }).waitFor();
      expect(await audience.getByRole('heading', { name: 'TikTok', level: 3 }).count()).toBe(0);
      // What the platform measured, marked as such: one click, one brand, no sale yet.
      const verified = phone.page.getByRole('region', { name: 'Resultados verificados' });
      await verified.getByText('Medidos por Afilia con las ventas y clics reales de sus links').waitFor();
      await verified.getByText('Marcas con las que trabajó').waitFor();
      await verified.getByText('Tasa de conversión').waitFor();
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      expect(await seriousViolations(phone.page, 'press kit en un teléfono, oscuro')).toEqual([]);
      // The shop offers it.
      await phone.page.getByRole('link', { name: 'Ver Tienda' }).click();
      await phone.page.getByRole('link', { name: 'Ver Press Kit' }).waitFor();
    } finally {
      await phone.context.close();
      await own.context.close();
    }
  });
});
