import { creatorFigures } from './creator-figures';

const creator = { totalFollowers: 15_300, averageEngagement: 4.25, totalPosts: 120 };

describe('a creator’s figures', () => {
  it('show followers, engagement and posts, and the cleared earnings when the brand may see them', () => {
    expect(creatorFigures({ ...creator, totalEarnedCents: 1_234_550 }, 'list').map((f) => [f.key, f.label, f.value])).toEqual([
      ['followers', 'Seguidores', '15k'],
      ['engagement', 'Engagement', '4,3%'],
      ['posts', 'Publicaciones', '120'],
      ['earned', 'Ganancias verificadas', '$12.345,50'],
    ]);
    expect(creatorFigures({ ...creator, totalEarnedCents: 0 }, 'detail').at(-1)).toEqual({
      key: 'earned',
      label: 'Ganancias verificadas',
      value: '$0,00',
    });
  });

  it('leave the earnings out, rather than show $0, when the brand may not see them', () => {
    const figures = creatorFigures({ ...creator, totalEarnedCents: null }, 'detail');
    expect(figures.map((f) => f.key)).toEqual(['followers', 'engagement', 'posts']);
    expect(figures.map((f) => f.value).join(' ')).not.toContain('$');
  });
});
