import type { PlatformHarness } from './platform-harness.js';

/** The first bytes of a PNG: what the upload checks an image by. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

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
        body: PNG,
      });
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { url: string }).url;
    },
    async served(url: string): Promise<number> {
      return (await fetch(`${platform.baseUrl}${url}`)).status;
    },
  };
}
