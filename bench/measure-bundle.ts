import { bundleSizes, precacheSizes, type AssetSizes } from './build';
import { TARGETS } from './config';
import { measured, notAvailable, type Row, type Target } from './report';

const KB = 1024;

function sizeRow(id: string, metric: string, sizes: AssetSizes, target?: Target): Row {
  const count = sizes.files.length;
  const note = `${count} file${count === 1 ? '' : 's'}`;
  return measured(id, metric, sizes.gzip / KB, 'KB', target, note);
}

function precacheRow(builtDir: string): Row {
  const sizes = precacheSizes(builtDir);
  const [id, metric] = ['sw_precache_gzip', 'service worker precache (gzip)'] as const;
  return sizes
    ? sizeRow(id, metric, sizes)
    : notAvailable(id, metric, 'this build has no service worker');
}

/** What the built index.html loads eagerly, and every chunk for reference, gzip-compressed. */
export function measureBundle(builtDir: string): Row[] {
  const sizes = bundleSizes(builtDir);
  return [
    sizeRow('initial_js_gzip', 'initial JS (gzip)', sizes.initialJs, {
      max: TARGETS.initialJsKb,
      label: `≤ ${TARGETS.initialJsKb} KB`,
    }),
    sizeRow('initial_css_gzip', 'initial CSS (gzip)', sizes.initialCss, {
      max: TARGETS.initialCssKb,
      label: `≤ ${TARGETS.initialCssKb} KB`,
    }),
    sizeRow('all_js_gzip', 'all JS chunks (gzip)', sizes.allJs),
    sizeRow('all_css_gzip', 'all CSS (gzip)', sizes.allCss),
    precacheRow(builtDir),
  ];
}
