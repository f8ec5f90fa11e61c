import { sparklinePoints } from '../../lib/tag-history';

const WIDTH = 80;
const HEIGHT = 24;

/** A decorative line of daily uses; the numbers beside it say the same in words. */
export function Sparkline({ values }: { values: readonly number[] }) {
  if (values.length < 2) return null;
  return (
    <svg
      className="sparkline"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`-1 -1 ${WIDTH + 2} ${HEIGHT + 2}`}
      aria-hidden="true"
      focusable="false"
    >
      <polyline
        points={sparklinePoints(values, WIDTH, HEIGHT)}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
