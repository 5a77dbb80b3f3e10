import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams, type RouteObject } from 'react-router';
import type { MfRoute, PageModule, PageProps } from '@afilia/platform';
import { PageSpinner } from './page-spinner';

const lazyPages = new WeakMap<MfRoute['load'], LazyExoticComponent<ComponentType<PageProps>>>();

/** One React.lazy component per page loader, so a page is fetched once and keeps its state. */
export function lazyPage(load: () => Promise<PageModule>) {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(load);
    lazyPages.set(load, page);
  }
  return page;
}

/** Renders a remote page with the route parameters, behind a spinner while its chunk loads. */
export function RemotePage({ load }: { load: () => Promise<PageModule> }) {
  const params = useParams();
  const Page = lazyPage(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page params={params} />
    </Suspense>
  );
}

/** A remote's route as a react-router route: the chunk loads before the navigation commits. */
export function toRouteObject(route: MfRoute): RouteObject {
  const lazyRoute = async () => {
    const { default: Page } = await route.load();
    return {
      Component: function RoutePage() {
        return <Page params={useParams()} />;
      },
    };
  };
  return route.index ? { index: true, lazy: lazyRoute } : { path: route.path, lazy: lazyRoute };
}
