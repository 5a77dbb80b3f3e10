// Shared rspack + module federation setup for the shell and the three micro-frontends.
// Every app's rspack.config.js is a single call to `createAppConfig`, so the singleton map,
// the loaders and the public paths are written once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';

const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const rootPkg = readJson('package.json');
const deps = { ...rootPkg.dependencies, ...rootPkg.devDependencies };
const contractsPkg = readJson('contracts/package.json');
const CONTRACTS_SOURCE = path.join(root, 'contracts', contractsPkg.exports['.'].source);
const WEB_ZOD = path.join(root, 'contracts/src/web-zod.ts');
const shellPkg = readJson('shell/package.json');

/**
 * Where each app lives. `mount` is the path the gateway serves its dist/ under in production;
 * `port` is its dev server.
 */
export const APPS = {
  shell: { name: 'shell', dir: 'shell', port: 3000, mount: '/' },
  public: { name: 'mf_public', dir: 'mf-public', port: 3001, mount: '/mf/public/' },
  brand: { name: 'mf_brand', dir: 'mf-brand', port: 3002, mount: '/mf/brand/' },
  creator: { name: 'mf_creator', dir: 'mf-creator', port: 3003, mount: '/mf/creator/' },
};

/**
 * The shell's platform, shared as a singleton package under several names: `@afilia/platform`
 * (session, API client, query client, display pieces, formatters), `@afilia/platform/theme` (the
 * theme alone, for the light public pages), `@afilia/platform/antd` (the antd components of the
 * dashboard's frame and homes), `@afilia/platform/antd-extra` (antd components only some screens
 * use: forms, dialogs, tabs, Typography) and `@afilia/platform/router` (router hooks and links).
 */
export const PLATFORM = {
  entries: {
    '@afilia/platform': path.join(root, 'shell/src/platform/index.ts'),
    '@afilia/platform/theme': path.join(root, 'shell/src/platform/theme/index.ts'),
    '@afilia/platform/antd': path.join(root, 'shell/src/platform/antd/index.ts'),
    '@afilia/platform/antd-extra': path.join(root, 'shell/src/platform/antd-extra/index.ts'),
    '@afilia/platform/router': path.join(root, 'shell/src/platform/router/index.ts'),
  },
  version: shellPkg.version,
};

/**
 * zod-free parts of @afilia/contracts, bundled locally (they hold no state) so light pages can
 * use the constants and formatters without pulling zod through the shared contracts package.
 * They are the package's own subpath exports `./constants` and `./format`, aliased to source
 * like the package root.
 */
const CONTRACTS_PURE = {
  '@afilia/contracts/constants': path.join(root, 'contracts/src/common/constants.ts'),
  '@afilia/contracts/format': path.join(root, 'contracts/src/common/format.ts'),
  '@afilia/contracts/contrast': path.join(root, 'contracts/src/common/contrast.ts'),
};

const single = (pkg) => ({ singleton: true, requiredVersion: deps[pkg] });

/**
 * The shared singleton map, identical for every app. Subpaths are listed one by one: a key
 * without a trailing slash does not match `react-dom/client` and friends, which would otherwise
 * be bundled twice (stack trial §3c).
 *
 * antd and react-router are deliberately not in this map. A shared package ships whole, with no
 * tree-shaking (the consumer's imports are unknown at build time): antd shared cost about 436 KB
 * gzipped on the dashboard and react-router about 72 KB. Both hold React contexts that must exist
 * once per page (antd's ConfigProvider with the theme and locale; the router), so instead the
 * shell bundles them tree-shaken and the remotes reach that one copy through the platform
 * singleton: `@afilia/platform/antd`, `/antd-extra` and `/router` re-export what pages use. An
 * eslint rule keeps `antd` and `react-router` imports out of mf-*, since a remote importing them
 * directly would bundle a second, context-less copy.
 *
 * Considered and not taken: module federation 2's shared tree shaking (`treeShaking` on a shared
 * entry). Its `runtime-infer` mode builds a tree-shaken copy per app and, when a consumer needs an
 * export the loaded copy lacks, falls back to the full package, a second antd instance with its
 * own contexts (the dark theme would silently stop reaching that remote); `server-calc` needs a
 * deployment service to compute the union of used exports and rebuild. It is experimental, and it
 * only applies to providers with a local copy (our remotes use `import: false`).
 *
 * `@ant-design/icons` is shared for code that imports the package root, but our own code imports
 * icons by deep path (`@ant-design/icons/es/icons/HomeOutlined`): a shared singleton ships its
 * whole package, and the icon index is several hundred KB.
 */
export function sharedSingletons({ providesPlatform }) {
  const shared = {
    react: single('react'),
    'react/jsx-runtime': single('react'),
    'react/jsx-dev-runtime': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom'),
    '@ant-design/icons': single('@ant-design/icons'),
    '@tanstack/react-query': single('@tanstack/react-query'),
    // zod once per page, for every app's schemas: the part of it the contracts call
    // (contracts/src/web-zod.ts), not its root, which a shared module would ship whole. The
    // contracts themselves are not shared: they hold no state, so each app bundles the schemas
    // and texts it imports, tree-shaken, and a page loads its own area's rather than the whole
    // platform's (issue 37 §3, decision 239).
    zod: { singleton: true, import: WEB_ZOD, version: deps.zod, requiredVersion: false },
  };
  // The platform (session store, React contexts, API client) must exist once per page. The shell
  // provides it to the share scope; remotes never bundle a copy (`import: false`), so every import
  // of it, in the host or in a remote, resolves to the very module instance the shell created.
  for (const [key, entry] of Object.entries(PLATFORM.entries)) {
    shared[key] = providesPlatform
      ? { singleton: true, import: entry, version: PLATFORM.version, requiredVersion: `^${PLATFORM.version}` }
      : { singleton: true, import: false, requiredVersion: false };
  }
  return shared;
}

/**
 * Public path of an app's assets. Production: the gateway serves the shell at `/` and each
 * remote under `/mf/<name>/`. Development: every app runs its own dev server.
 */
export function publicPathOf(app, mode) {
  const override = process.env[`${app.name.toUpperCase()}_PUBLIC_PATH`];
  if (override) return override;
  return mode === 'production' ? app.mount : `http://localhost:${app.port}/`;
}

/** `remotes` entry for a remote app, e.g. `mf_public@/mf/public/remoteEntry.js`. */
export function remoteOf(app, mode) {
  const override = process.env[`${app.name.toUpperCase()}_URL`];
  return `${app.name}@${override ?? `${publicPathOf(app, mode)}remoteEntry.js`}`;
}

function swcRule(dev) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * The common rspack config.
 * @param {object} o
 * @param {keyof typeof APPS} o.app
 * @param {'production'|'development'} o.mode
 * @param {Record<string,string>} [o.exposes]
 * @param {Array<keyof typeof APPS>} [o.remotes]
 * @param {boolean} [o.html] emit index.html (the host only)
 */
export function createAppConfig({ app: appKey, mode, exposes = {}, remotes = [], html = false }) {
  const app = APPS[appKey];
  const dev = mode !== 'production';
  const dir = path.join(root, app.dir);
  const isHost = appKey === 'shell';

  return {
    mode: dev ? 'development' : 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2022'],
    // Production maps are written for whoever debugs with the build, but no bundle points at
    // them and the gateway serves them only when SERVE_SOURCE_MAPS says so.
    devtool: dev ? 'cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: publicPathOf(app, mode),
      uniqueName: app.name,
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // Builds use the TypeScript sources of @afilia/contracts (its `source` export). Not through
      // `conditionNames: ['source', ...]`: third-party packages publish a `source` condition too
      // (scroll-into-view-if-needed, under antd, points it at raw TypeScript), so an alias
      // scoped to contracts it is.
      extensionAlias: { '.js': ['.ts', '.js'] },
      alias: {
        '@afilia/contracts$': CONTRACTS_SOURCE,
        // The shop's renderer, bundled from its sources by the editor's preview (the gateway runs its build).
        '@afilia/shop-page$': path.join(root, 'shop-page/src/index.ts'),
        ...Object.fromEntries(Object.entries(CONTRACTS_PURE).map(([key, file]) => [`${key}$`, file])),
        ...(isHost && Object.fromEntries(Object.entries(PLATFORM.entries).map(([key, file]) => [`${key}$`, file]))),
      },
    },
    module: {
      rules: [
        swcRule(dev),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|ico)$/, type: 'asset' },
        // antd's rc-component packages are side-effect free but do not say so in package.json, so
        // importing one name from a package index kept every module of it: ConfigProvider alone
        // pulled the whole form engine (@rc-component/form and its validator) into every antd page.
        { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: Object.fromEntries(remotes.map((key) => [APPS[key].name, remoteOf(APPS[key], mode)])),
        shared: sharedSingletons({ providesPlatform: isHost }),
        // Use what is already loaded instead of fetching every remote entry at boot to compare
        // versions: the landing must not download the dashboard remotes.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The federation runtime (about 20 KB gzipped per copy) ships once, in the shell, and the remotes use
        // it (`externalRuntime`), which keeps each remoteEntry.js small. The plugin's
        // `provideExternalRuntime` refuses hosts that also expose modules (the shell exposes
        // ./platform), so the shell adds the runtime plugin behind that option itself: the shell is
        // always the page's host, so its runtime is in place before any remote entry runs.
        runtimePlugins: isHost ? [require.resolve('@module-federation/inject-external-runtime-core-plugin')] : [],
        experiments: {
          ...(!isHost && { externalRuntime: true }),
          // Remote URLs are plain remoteEntry.js files: no manifest snapshots to read at run time.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      html &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'index.html'),
          // The shell is the page: only its own entry goes into index.html.
          chunks: ['main'],
        }),
      // Static files served as they are: the pre-paint theme script (CSP forbids inline scripts), the icon.
      html && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), noErrorOnMissing: true }] }),
      dev && new ReactRefreshRspackPlugin(),
    ].filter(Boolean),
    optimization: dev ? {} : { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    lazyCompilation: false,
    devServer: {
      port: app.port,
      hot: true,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...(isHost && {
        proxy: [{ context: ['/api', '/health', '/uploads'], target: 'http://localhost:8080', changeOrigin: false }],
      }),
    },
  };
}
