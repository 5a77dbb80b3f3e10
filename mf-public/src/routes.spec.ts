import { PUBLIC_PAGE_PATHS } from '@afilia/contracts';
import { routes } from './routes';

describe('the public pages', () => {
  it('are the ones the gateway answers with 200: a new page is added to PUBLIC_PAGE_PATHS too', () => {
    const paths = routes.filter((r) => r.path !== '*').map((r) => (r.index ? '/' : `/${r.path}`));
    expect(paths.sort()).toEqual([...PUBLIC_PAGE_PATHS].sort());
  });
});
