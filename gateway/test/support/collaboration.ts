import { waitFor } from '@afilia/service-kit/testing';
import type { PlatformHarness } from './platform-harness.js';

/** A custom product of the brand's, through the API; answers its id. */
export async function newProduct(platform: PlatformHarness, token: string, name: string): Promise<string> {
  const res = await platform.api('POST', '/api/v1/products', { token, body: { name, priceCents: 1_990_000 } });
  if (res.status !== 201) throw new Error(`product failed: ${res.status} ${res.text}`);
  return res.json.id as string;
}

/**
 * A brand with products in a standard campaign and a creator accepted into it: the creator has
 * one product link per product, as tracking made them from the acceptance.
 */
export async function creatorInCampaign(
  platform: PlatformHarness,
  names = { brand: 'Marca Sur', creator: 'Lía Creadora', products: ['Gorra de lana', 'Bufanda tejida'] },
) {
  const brand = await platform.signUp('brand', names.brand);
  // The brand's own site, where its custom links may lead.
  await platform.verifyDomain(brand.user.brands[0].id as string, 'marca.example');
  const creator = await platform.signUp('creator', names.creator);
  const productIds: string[] = [];
  for (const name of names.products) productIds.push(await newProduct(platform, brand.token, name));
  const campaign = await platform.api('POST', '/api/v1/campaigns', {
    token: brand.token,
    body: { campaignType: 'standard', name: 'Invierno', productIds },
  });
  const campaignId = campaign.json.id as string;
  const applied = await platform.api('POST', `/api/v1/campaigns/${campaignId}/applications`, { token: creator.token, body: {} });
  const accepted = await platform.api('POST', `/api/v1/applications/${applied.json.applicationId}/accept`, { token: brand.token });
  if (accepted.status !== 200) throw new Error(`acceptance failed: ${accepted.status} ${accepted.text}`);
  const links = await waitFor(async () => {
    const res = await platform.api('GET', '/api/v1/links', { token: creator.token });
    return res.json.length === productIds.length ? res.json : undefined;
  });
  return { brand, creator, productIds, campaignId, links, creatorId: creator.user.creator.id as string };
}
