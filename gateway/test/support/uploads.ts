import { ONE_PIXEL_PNG } from './images.js';
import type { PlatformHarness } from './platform-harness.js';

/**
 * Uploads of images as a person makes them, each from an address of its own (uploads are
 * limited per address), and whether the platform still serves one.
 */
export function imageUploads(platform: PlatformHarness, firstAddress: number) {
  let address = firstAddress;
  return {
    async upload(token: string): Promise<string> {
      address += 1;
      const res = await fetch(`${platform.baseUrl}/api/v1/uploads/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-forwarded-for': `198.51.100.${address}` },
        body: ONE_PIXEL_PNG,
      });
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { url: string }).url;
    },
    async served(url: string): Promise<number> {
      return (await fetch(`${platform.baseUrl}${url}`)).status;
    },
  };
}
