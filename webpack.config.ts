// Builds the storefront SPA into dist/: one chunk per route, a cached vendor chunk, hashed names.
import path from 'node:path';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

// `npm run dev`: the dev server's port, and the API it passes /api and /images to (the shop started beside it).
const DEV_SERVER_PORT = Number(process.env.DEV_SERVER_PORT ?? 3000);
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:4000';

/** Written beside index.html: each route chunk's scripts, which the server preloads with the page (server/plugins/preloads.ts). */
const ROUTE_ASSETS_FILE = 'route-assets.json';

/**
 * Lists the script files of every `route-*` chunk group (a screen's code) and `lang-*` one (a language's messages), so
 * a page can ask for what it needs at once.
 */
class RouteAssetsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('RouteAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const routes: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith('route-') && !name.startsWith('lang-')) continue;
            routes[name] = group
              .getFiles()
              .filter((file) => file.endsWith('.js'))
              .map((file) => `${compilation.outputOptions.publicPath as string}${file}`);
          }
          compilation.emitAsset(ROUTE_ASSETS_FILE, new webpack.sources.RawSource(JSON.stringify(routes, null, 2)));
        },
      );
    });
  }
}

/** Where the build goes: dist/ (DIST_DIR of the server) unless BUILD_DIR says (the hydration test's development build). */
const OUTPUT_DIR = path.resolve(__dirname, process.env.BUILD_DIR || 'dist');

/** The server's renderer (src/serverEntry.tsx) is built beside the storefront, where the static files are not served. */
const SERVER_BUNDLE_DIR = 'server';

/** TypeScript and JSX through swc; styled-components' plugin names each component from its file, so the class names
 *  the server renders are the ones the browser's bundle makes, whatever order the route chunks load in. `refresh`
 *  (the dev server's bundle only) registers every component with React Fast Refresh. */
const sourceRule = (production: boolean, refresh = false) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh } },
        target: 'es2020',
        experimental: {
          plugins: [['@swc/plugin-styled-components', { displayName: !production, ssr: true, pure: true }]],
        },
      },
    },
  },
});

const defineQa = () => new webpack.DefinePlugin({ 'process.env.SHOP_QA': JSON.stringify(process.env.SHOP_QA ?? '') });

/** The renderer for Node: one file holding the packages it uses too, so a build works wherever DIST_DIR puts it. */
const serverConfig = (production: boolean): Configuration => ({
  name: 'server',
  mode: production ? 'production' : 'development',
  target: 'node20',
  entry: './src/serverEntry.tsx',
  output: {
    path: path.join(OUTPUT_DIR, SERVER_BUNDLE_DIR),
    filename: 'render.js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  devtool: false,
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: { rules: [sourceRule(production)] },
  plugins: [defineQa(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  optimization: { minimize: false },
  performance: { hints: false },
});

/** What is worth compressing: every file a browser downloads, source maps aside (only developer tools read them). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Each file beside its brotli (at the best quality) and gzip forms, made once at build time: the server sends the
 * one a browser takes (server/plugins/web.ts), so no request spends CPU on compressing and a phone downloads the
 * smallest form. On the fly, the server would compress at the fast qualities only.
 */
const precompressed = () => [
  new CompressionPlugin<BrotliOptions>({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
    minRatio: 0.9,
  }),
];

const clientConfig = (production: boolean, refresh: boolean): Configuration & { devServer: DevServerConfiguration } => {
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: OUTPUT_DIR,
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: { keep: new RegExp(`^${SERVER_BUNDLE_DIR}[\\\\/]`) },
    },
    // No eval in development either: the shop's Content-Security-Policy (script-src 'self') refuses it.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [sourceRule(production, refresh)] },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new RouteAssetsPlugin(),
      // SHOP_QA=on builds a production bundle with QA mode (DevTools, recorder, QA panel) always on; SHOP_QA=off a
      // development bundle without it.
      defineQa(),
      // The refresh runtime, and each component module accepting its own hot updates. Its error overlay is left to
      // the dev server's, which already shows compile and runtime errors.
      ...(refresh ? [new ReactRefreshWebpackPlugin({ overlay: false })] : []),
      ...(production ? precompressed() : []),
    ],
    optimization: {
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        // The libraries every page starts with, in one long-cached file; a library only a lazy chunk uses (the toasts'
        // react-toastify, QA mode's tools) stays with that chunk, out of a shopper's first download.
        cacheGroups: { vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: 10 } },
      },
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
    },
    performance: { hints: false },
    // Every address gets the SPA's empty index.html (no server rendering: the app draws the page in the browser), and an
    // edit reaches the open tab as a hot update: React Fast Refresh redraws the changed components and keeps the store
    // and their state. An edit no component takes (store.ts, start.tsx) reloads the page, as webpack's HMR client does
    // when an update is not accepted.
    devServer: {
      port: DEV_SERVER_PORT,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api', '/images'], target: API_ORIGIN }],
    },
  };
};

export default (env: { WEBPACK_SERVE?: boolean }, argv: { mode?: Configuration['mode'] }) => {
  const production = argv.mode !== 'development';
  // Fast Refresh only under `webpack serve` (`npm run dev`): a development build written to disk (the hydration test's)
  // has no dev server to send it updates, and the server's renderer never refreshes.
  const refresh = !production && env.WEBPACK_SERVE === true;
  return [clientConfig(production, refresh), serverConfig(production)];
};
