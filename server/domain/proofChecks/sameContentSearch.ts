// The search of sameContent.ts, apart: pure and synchronous, about 150 ms of CPU for two screenshots,
// so it runs in a worker thread (sameContentWorker.ts), not on the server's event loop
// (docs/decisions/0276-image-comparison-off-the-event-loop.md).

export interface Grey {
  data: Float32Array;
  width: number;
  height: number;
}

/** The widths of the three levels of the search, in pixels. */
const LEVELS = [32, 80, 192] as const;
/** The base each level is cut from: the image at this width, once decoded. */
export const BASE_WIDTH = 384;
const MIN_SHARE = 0.7;

/** Area-averaging resample along one axis: `src` has `n` samples per line, `lines` lines; the result `k` samples per line. */
function resampleLines(src: Float32Array, n: number, lines: number, k: number, stride: number, lineStride: number): Float32Array {
  const out = new Float32Array(k * lines);
  const ratio = n / k;
  for (let line = 0; line < lines; line += 1) {
    const base = line * lineStride;
    for (let i = 0; i < k; i += 1) {
      const from = i * ratio;
      const to = from + ratio;
      const last = Math.min(Math.ceil(to), n);
      let sum = 0;
      for (let j = Math.floor(from); j < last; j += 1) {
        const weight = (to < j + 1 ? to : j + 1) - (from > j ? from : j);
        sum += weight * src[base + j * stride]!;
      }
      out[line * k + i] = sum / ratio;
    }
  }
  return out;
}

/** The image at `width` (height kept in proportion), averaged over the source pixels each covers. */
function resize(image: Grey, width: number): Grey {
  const w = Math.max(4, Math.round(width));
  const h = Math.max(4, Math.round((image.height * w) / image.width));
  // Along rows first (each row of width samples), then along columns of the result.
  const rows = resampleLines(image.data, image.width, image.height, w, 1, image.width);
  const cols = resampleLines(rows, image.height, w, h, w, 1);
  const out = new Float32Array(w * h);
  for (let x = 0; x < w; x += 1) {
    const from = x * h;
    for (let y = 0; y < h; y += 1) out[y * w + x] = cols[from + y]!;
  }
  return { data: out, width: w, height: h };
}

/** Running sums over `data` (w × h): any rectangle's sum in four reads (`rectangle`); with `squared`, of the squares. */
function summedArea(data: Float32Array, w: number, h: number, squared = false): Float64Array {
  const table = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y += 1) {
    let row = 0;
    for (let x = 0; x < w; x += 1) {
      const v = data[y * w + x]!;
      row += squared ? v * v : v;
      table[(y + 1) * (w + 1) + x + 1] = table[y * (w + 1) + x + 1]! + row;
    }
  }
  return table;
}

const rectangle = (table: Float64Array, w: number, x0: number, y0: number, x1: number, y1: number) =>
  table[y1 * (w + 1) + x1]! - table[y0 * (w + 1) + x1]! - table[y1 * (w + 1) + x0]! + table[y0 * (w + 1) + x0]!;

/** Each pixel less the mean of its neighbourhood within `radius`: the strokes, not the shading. Radius 0 leaves the image as it is. */
function detail(image: Grey, radius: number): Grey {
  if (radius === 0) return image;
  const { width: w, height: h, data } = image;
  const sums = summedArea(data, w, h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(h, y + radius + 1);
    for (let x = 0; x < w; x += 1) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(w, x + radius + 1);
      out[y * w + x] = data[y * w + x]! - rectangle(sums, w, x0, y0, x1, y1) / ((x1 - x0) * (y1 - y0));
    }
  }
  return { data: out, width: w, height: h };
}

/** The crop to compare: an image's detail without its border (where the detail of a cut edge is not the picture's). */
interface Inner extends Grey {
  border: number;
  /** Over the part within the border: the pixel count, sum and sum of squares. */
  n: number;
  sum: number;
  sumSquares: number;
}

function innerOf(image: Grey, border: number): Inner {
  let n = 0, sum = 0, sumSquares = 0;
  for (let y = border; y < image.height - border; y += 1) {
    for (let x = border; x < image.width - border; x += 1) {
      const v = image.data[y * image.width + x]!;
      n += 1; sum += v; sumSquares += v * v;
    }
  }
  return { ...image, border, n, sum, sumSquares };
}

/** An image's detail with running sums of its values and squares, for any rectangle's mean and spread at once. */
interface Outer extends Grey {
  sums: Float64Array;
  squares: Float64Array;
}

function outerOf(image: Grey): Outer {
  return { ...image, sums: summedArea(image.data, image.width, image.height), squares: summedArea(image.data, image.width, image.height, true) };
}

/** Pearson correlation of `inner`'s part within its border, placed with its corner at (dx, dy) in `outer`; -1 where it does not fit. */
function correlation(outer: Outer, inner: Inner, dx: number, dy: number): number {
  const b = inner.border;
  const x0 = dx + b, y0 = dy + b, x1 = dx + inner.width - b, y1 = dy + inner.height - b;
  if (x0 < 0 || y0 < 0 || x1 > outer.width || y1 > outer.height || inner.n === 0) return -1;
  // Locals, not property reads, in the loop that is most of the comparison's time.
  const innerData = inner.data, outerData = outer.data, iw = inner.width, ow = outer.width, yEnd = inner.height - b, xEnd = iw - b;
  let dot = 0;
  for (let y = b; y < yEnd; y += 1) {
    const io = y * iw;
    const oo = (y + dy) * ow + dx;
    for (let x = b; x < xEnd; x += 1) dot += innerData[io + x]! * outerData[oo + x]!;
  }
  const n = inner.n;
  const sb = rectangle(outer.sums, outer.width, x0, y0, x1, y1);
  const sbb = rectangle(outer.squares, outer.width, x0, y0, x1, y1);
  const cov = dot - (inner.sum * sb) / n;
  const va = inner.sumSquares - (inner.sum * inner.sum) / n;
  const vb = sbb - (sb * sb) / n;
  return va <= 0 || vb <= 0 ? 0 : cov / Math.sqrt(va * vb);
}

interface Hypothesis {
  /** Whether the second image is taken to be the crop (else the first). */
  secondInside: boolean;
  share: number;
  /** Where the crop's top left corner lands, as a share of the outer image's width. */
  x: number;
  y: number;
  score: number;
}

/** The best place for `inner` at `share` of `outer`'s width, within `radius` pixels of (cx, cy), or anywhere when cx is null. */
function bestPlace(outer: Outer, inner: Inner, cx: number | null, cy: number, radius: number): { dx: number; dy: number; score: number } {
  const b = inner.border;
  const fromX = cx == null ? -b : cx - radius;
  const toX = cx == null ? outer.width - inner.width + b : cx + radius;
  const fromY = cx == null ? -b : cy - radius;
  const toY = cx == null ? outer.height - inner.height + b : cy + radius;
  let best = { dx: 0, dy: 0, score: -1 };
  for (let dy = fromY; dy <= toY; dy += 1) {
    for (let dx = fromX; dx <= toX; dx += 1) {
      const score = correlation(outer, inner, dx, dy);
      if (score > best.score) best = { dx, dy, score };
    }
  }
  return best;
}

const COARSE_SHARE_STEP = 0.025;
/**
 * The neighbourhood each level's detail is taken against: none on the coarse level, where the
 * layout's large shapes and shading are what places one image in the other; fine on the last.
 */
const DETAIL_RADII = [0, 3, 2];
/** Share steps tried around a hypothesis at each finer level (two each way, then one). */
const SHARE_STEPS = [0.01, 0.003];
/** How far from where the coarser level put it a crop is looked for, in this level's pixels. */
const RADII = [2, 3];
/** Hypotheses taken on to each finer level. */
const KEEP = [4, 2];

/**
 * How alike two screenshots' content is once aligned (their grey pixels at BASE_WIDTH), -1 to 1: a re-send of one picture scores
 * near 1, another post in the same layout much lower.
 */
export function alignedSimilarity(a: Grey, b: Grey): number {
  // Each level is cut from a copy about twice its width, not from the base: resizing is most of the work.
  const sources = [a, b].map((image) => [resize(image, LEVELS[0] * 2), resize(image, LEVELS[1] * 2), image]);
  const outerAt = new Map<string, Outer>();
  const outer = (secondInside: boolean, level: number) => {
    const key = `${secondInside}:${level}`;
    let image = outerAt.get(key);
    if (!image) outerAt.set(key, (image = outerOf(detail(resize(sources[secondInside ? 0 : 1]![level]!, LEVELS[level]!), DETAIL_RADII[level]!))));
    return image;
  };
  // Its border: the cut edge's own detail, and a pixel or two of rounding between the two sizes.
  const inner = (secondInside: boolean, level: number, share: number) => innerOf(detail(resize(sources[secondInside ? 1 : 0]![level]!, LEVELS[level]! * share), DETAIL_RADII[level]!), level === 0 ? 1 : 2 * level);

  let hypotheses: Hypothesis[] = [];
  // Coarse: every share and every place.
  for (const secondInside of [true, false]) {
    for (let share = 1; share >= MIN_SHARE - 1e-9; share -= COARSE_SHARE_STEP) {
      const crop = inner(secondInside, 0, share);
      const whole = outer(secondInside, 0);
      if (crop.height - 2 * crop.border > whole.height) continue;
      const place = bestPlace(whole, crop, null, 0, 0);
      hypotheses.push({ secondInside, share, x: place.dx / LEVELS[0], y: place.dy / LEVELS[0], score: place.score });
    }
  }
  for (let level = 1; level < LEVELS.length; level += 1) {
    const width = LEVELS[level]!;
    const step = SHARE_STEPS[level - 1]!;
    hypotheses.sort((p, q) => q.score - p.score);
    const next: Hypothesis[] = [];
    const shares = level === 1 ? [-2, -1, 0, 1, 2] : [-1, 0, 1];
    for (const h of hypotheses.slice(0, KEEP[level - 1])) {
      for (const share of shares.map((k) => h.share + k * step)) {
        if (share > 1.0001 || share < MIN_SHARE - 0.03) continue;
        const place = bestPlace(outer(h.secondInside, level), inner(h.secondInside, level, share), Math.round(h.x * width), Math.round(h.y * width), RADII[level - 1]!);
        next.push({ ...h, share, x: place.dx / width, y: place.dy / width, score: place.score });
      }
    }
    hypotheses = next;
  }
  return Math.max(...hypotheses.map((h) => h.score));
}

