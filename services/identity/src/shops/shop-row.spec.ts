import { emptyNetworkStats } from '@afilia/contracts';
import { engagementRate } from '../profiles/social-stats/social-stats-source.js';
import { editNetwork, readNetworks } from './shop-row.js';

describe("a network's statistics as stored", () => {
  it('reads a network never edited nor synced as empty, and a partial one filled in', () => {
    const networks = readNetworks({ instagram: { username: 'ana', followers: 10 } });
    expect(networks.tiktok).toEqual(emptyNetworkStats());
    expect(networks.instagram).toEqual({ ...emptyNetworkStats(), username: 'ana', followers: 10 });
  });

  it("is marked 'modified manually' when the creator changes a figure, and keeps its last sync", () => {
    const synced = { ...emptyNetworkStats(), username: 'ana', followers: 100, lastSyncedAt: '2026-11-01T00:00:00.000Z' };
    const { manual: _m, lastSyncedAt: _l, ...edit } = synced;
    expect(editNetwork(synced, edit)).toEqual(synced);
    expect(editNetwork(synced, { ...edit, hidden: true, username: 'ana2' }).manual).toBe(false);
    const edited = editNetwork(synced, { ...edit, followers: 120 });
    expect(edited).toMatchObject({ followers: 120, manual: true, lastSyncedAt: synced.lastSyncedAt });
    // Once edited by hand it stays so until a sync, even if the figure goes back.
    expect(editNetwork(edited, { ...edit, followers: 100 }).manual).toBe(true);
  });
});

describe('engagement from a network', () => {
  it('is interactions per post over followers, in percent with one decimal, at most 100', () => {
    expect(engagementRate(42, 1000)).toBe(4.2);
    expect(engagementRate(1, 3)).toBe(33.3);
    expect(engagementRate(5000, 10)).toBe(100);
    expect(engagementRate(10, 0)).toBe(0);
  });
});
