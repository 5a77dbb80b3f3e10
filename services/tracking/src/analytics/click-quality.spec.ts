import { qualityOf } from './click-quality.js';

describe('click quality', () => {
  it('is the unique share of every click, with bots, repeats and flagged clicks behind it', () => {
    expect(qualityOf({ clicks: 8, unique: 5, bots: 2, flagged: 1 })).toEqual({
      clicks: 10,
      unique: 5,
      bots: 2,
      repeats: 2,
      flagged: 1,
      percent: 50,
    });
  });

  it('reads 0 % without clicks, and 100 % when every click was a first visit', () => {
    expect(qualityOf({ clicks: 0, unique: 0, bots: 0, flagged: 0 }).percent).toBe(0);
    expect(qualityOf({ clicks: 3, unique: 3, bots: 0, flagged: 0 })).toMatchObject({ percent: 100, repeats: 0 });
  });
});
