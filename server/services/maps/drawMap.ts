// The offline static map: an SVG drawn here, no tiles. Web Mercator at the requested zoom, a
// light grid, the nearby ZIP centroids of the gazetteer as dots with a few town names for
// orientation, and the location's marker in the middle (spec 1 §9: zoom 11, 400×150 / 250×150).
import { cityKey, gazetteer, zipsWithin } from './gazetteer';

export interface MapRequest { lat: number; lng: number; width: number; height: number; zoom: number }

const TILE = 256;
const project = (lat: number, lng: number, zoom: number) => {
  const size = TILE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
};
const unproject = (x: number, y: number, zoom: number) => {
  const size = TILE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 };
};
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function drawMapSvg({ lat, lng, width, height, zoom }: MapRequest): string {
  const center = project(lat, lng, zoom);
  const left = center.x - width / 2;
  const top = center.y - height / 2;
  const nw = unproject(left, top, zoom);
  const se = unproject(left + width, top + height, zoom);
  const toPixel = (la: number, ln: number) => {
    const p = project(la, ln, zoom);
    return { x: p.x - left, y: p.y - top };
  };

  const grid: string[] = [];
  for (let gx = (TILE - (left % TILE)) % TILE; gx < width; gx += TILE / 4) grid.push(`<line x1="${gx.toFixed(1)}" y1="0" x2="${gx.toFixed(1)}" y2="${height}"/>`);
  for (let gy = (TILE - (top % TILE)) % TILE; gy < height; gy += TILE / 4) grid.push(`<line x1="0" y1="${gy.toFixed(1)}" x2="${width}" y2="${gy.toFixed(1)}"/>`);

  const dots: string[] = [];
  const labels: string[] = [];
  const named = new Set<string>();
  for (const z of zipsWithin(se.lat, nw.lng, nw.lat, se.lng)) {
    const p = toPixel(z.latitude, z.longitude);
    dots.push(`<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="2.5"/>`);
    // A few town names, away from the marker, so the map reads without covering the pin.
    // Single-ZIP "cities" are often a company or a post office box range: not worth a label.
    const farFromPin = Math.hypot(p.x - width / 2, p.y - height / 2) > 30;
    const town = (gazetteer().zipCount.get(cityKey(z)) ?? 0) > 1;
    if (!named.has(z.city) && named.size < 6 && farFromPin && town) {
      named.add(z.city);
      labels.push(`<text x="${(p.x + 4).toFixed(1)}" y="${(p.y - 4).toFixed(1)}">${escapeXml(z.city)}</text>`);
    }
  }

  const cx = width / 2;
  const cy = height / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Map at ${lat.toFixed(4)}, ${lng.toFixed(4)}">`,
    `<rect width="${width}" height="${height}" fill="#eef2e6"/>`,
    `<g stroke="#d6dccb" stroke-width="1">${grid.join('')}</g>`,
    `<g fill="#9aa6b2">${dots.join('')}</g>`,
    `<g font-family="Arial, sans-serif" font-size="10" fill="#55606b">${labels.join('')}</g>`,
    `<path d="M${cx} ${cy} c-2 -7 -9 -11 -9 -18 a9 9 0 0 1 18 0 c0 7 -7 11 -9 18 z" fill="#d32f2f" stroke="#7f1d1d" stroke-width="1"/>`,
    `<circle cx="${cx}" cy="${cy - 18}" r="3.2" fill="#fff"/>`,
    `<text x="${width - 4}" y="${height - 4}" text-anchor="end" font-family="Arial, sans-serif" font-size="8" fill="#8a949e">offline map · zoom ${zoom}</text>`,
    '</svg>',
  ].join('');
}
