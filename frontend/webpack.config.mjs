import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';

const root = path.dirname(fileURLToPath(import.meta.url));
const hashed = '[name].[contenthash:12]';

/** Writes the parts of webpack's stats that scripts/check-budget.mjs reads. */
class BuildStatsPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('BuildStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        entrypoints: true,
        chunks: true,
        chunkModules: true,
        chunkRelations: true,
        ids: true,
        // Every module by name (webpack groups and truncates them by default), including those
        // concatenated into one, so the budget check sees all of them.
        nestedModules: true,
        dependentModules: true,
        orphanModules: false,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        groupModulesByPath: false,
        groupModulesByType: false,
        groupModulesByLayer: false,
        groupModulesByExtension: false,
        groupModulesByAttributes: false,
        groupModulesByCacheStatus: false,
      });
      fs.writeFileSync(path.join(root, 'build-stats.json'), JSON.stringify(json));
    });
  }
}

/**
 * Lingui's macros (t`...`, <Trans>) become message lookups by id. The ids are Lingui 5's, as its
 * command line computes them for the catalogues; a production build keeps only the ids, since the
 * texts come from the catalogues.
 */
const linguiPlugin = (production) => [
  '@lingui/swc-plugin',
  { useLinguiV5IdGeneration: true, descriptorFields: production ? 'id-only' : 'all' },
];

const swcOptions = (production) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
    experimental: { plugins: [linguiPlugin(production)] },
  },
});

/**
 * The web app manifest, at the site's root (dist/manifest.webmanifest, served at
 * /manifest.webmanifest): what a phone needs to install the site as an app that opens on the
 * organisers' screens, with its icons (made from the favicon) content-hashed like every asset.
 */
class WebAppManifestPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WebAppManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const icons = [192, 512].map((size) => {
            const bytes = fs.readFileSync(path.join(root, 'src', 'assets', 'icons', `icon-${size}.png`));
            const hash = compiler.webpack.util.createHash('md4').update(bytes).digest('hex').slice(0, 12);
            const file = `assets/icon-${size}.${hash}.png`;
            compilation.emitAsset(file, new RawSource(bytes));
            return { src: `/static/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any maskable' };
          });
          const manifest = {
            name: 'Tracy Bengali Cultural Association',
            short_name: 'TBCA',
            description: 'Celebrations, registrations and the check-in at the door.',
            id: '/',
            start_url: '/admin',
            scope: '/',
            display: 'standalone',
            background_color: '#fff8ec',
            theme_color: '#fff8ec',
            icons,
          };
          compilation.emitAsset('../manifest.webmanifest', new RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

/**
 * The page renderer (src/server/renderer.ts), for Node: the same app, which Django asks for a public
 * page's first screen. One file with every page in it; styles are the browser's affair, and its
 * images and fonts are named as the browser build names them (same content, same hash), but not
 * written again.
 */
const rendererConfig = (production) => ({
  name: 'renderer',
  mode: production ? 'production' : 'development',
  target: 'node20',
  entry: { renderer: './src/server/renderer.ts' },
  output: {
    path: path.join(root, 'dist', 'renderer'),
    publicPath: '/static/',
    filename: '[name].js',
    assetModuleFilename: `assets/${hashed}[ext]`,
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    alias: { '@': path.join(root, 'src') },
  },
  devtool: false,
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: swcOptions(production) },
      },
      { test: /\.css$/, type: 'asset/source' },
      {
        test: /\.(woff2?|png|jpe?g|svg|webp|gif)$/i,
        type: 'asset/resource',
        generator: { emit: false },
      },
    ],
  },
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  optimization: { minimize: false },
  performance: { hints: false },
});

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return [clientConfig(production), rendererConfig(production)];
};

const clientConfig = (production) => {
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    // The page's one script tag is boot's, which starts main (see src/boot.ts).
    entry: { boot: './src/boot.ts', main: './src/index.tsx' },
    output: {
      // Django collects dist/static and serves it at /static/; dist/index.html is served for
      // every client route.
      path: path.join(root, 'dist', 'static'),
      publicPath: '/static/',
      filename: `assets/${hashed}.js`,
      chunkFilename: `assets/${hashed}.js`,
      assetModuleFilename: `assets/${hashed}[ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        '@': path.join(root, 'src'),
        'use-sync-external-store/shim$': path.join(root, 'src', 'lib', 'sync-external-store.ts'),
      },
    },
    devtool: production ? false : 'cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions(production) },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader', 'postcss-loader'],
        },
        {
          test: /\.(woff2?|png|jpe?g|svg|webp|gif)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        filename: '../index.html',
        scriptLoading: 'defer',
        inject: 'head',
        chunks: ['boot'],
        minify: production,
      }),
      // Extracted CSS files, never <style> tags: the site's Content-Security-Policy forbids
      // inline styles.
      new MiniCssExtractPlugin({
        filename: `assets/${hashed}.css`,
        chunkFilename: `assets/${hashed}.css`,
      }),
      new BuildStatsPlugin(),
      new WebAppManifestPlugin(),
      // The service worker (src/sw.ts) at the site's root, dist/sw.js, served at /sw.js so that
      // its scope is the whole site. It precaches the first page's scripts and styles; the rest is
      // kept as it is used (see src/sw.ts).
      ...(production
        ? [
            new InjectManifest({
              swSrc: './src/sw.ts',
              swDest: '../sw.js',
              include: [/^assets\/(boot|main|react-dom)\.[0-9a-f]{12}\.(js|css)$/],
            }),
          ]
        : []),
    ],
    optimization: {
      minimizer: [new TerserPlugin({ extractComments: false }), new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // React DOM is half the first page's code. In a script of its own, the browser compiles
          // and runs it in a task of its own too, so a phone's main thread is never held for the
          // whole start-up at once (one 45 ms task becomes two of about 6 and 18 ms).
          reactDom: {
            test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
            chunks: 'initial',
            name: 'react-dom',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
  };
};
