import { PIXEL_PATH, PIXEL_TEST_DELAY_MS } from '@afilia/contracts';

/**
 * 'Probar píxel' (seed 002 §4, §7): asks the public pixel endpoint for the test event, as a page
 * with the pixel would (an image request, so no cookie and no CORS are involved), then waits the
 * seed's 2 s before the caller refreshes the pixel's status.
 */
export async function sendTestConversion(origin: string, pixelCode: string, pageUrl: string, delayMs = PIXEL_TEST_DELAY_MS): Promise<void> {
  const query = new URLSearchParams({ code: pixelCode, url: pageUrl, event: 'test_conversion' });
  await new Promise<void>((resolve, reject) => {
    const image = new Image(1, 1);
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('El píxel no respondió'));
    image.src = `${origin}${PIXEL_PATH}?${query}`;
  });
  await new Promise((resolve) => setTimeout(resolve, delayMs));
}
