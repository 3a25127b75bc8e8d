/**
 * Maps of the Map, Maps and Contact blocks: OpenStreetMap's embeddable page (no key, no
 * cookies, no script on our page) centred on the land's location with a marker, and a link that
 * opens the full map. A land without coordinates has no map (spec §8: "L'emplacement de la
 * boutique est inconnu.").
 */

/** A point on the map. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** Zoom levels the blocks offer: a city (12) down to a street (18). */
export const MAP_ZOOM = { min: 3, max: 18, default: 16 } as const;

/** The host the embedded map loads from, for the page's Content-Security-Policy (frame-src). */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/** The point of a location when it has valid coordinates, else null. */
export function mapPointOf(location: { lat: number | null; lng: number | null } | null | undefined): MapPoint | null {
  if (!location) return null;
  const { lat, lng } = location;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

const clampZoom = (zoom: number) => Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, Math.round(zoom)));
const fixed = (value: number) => value.toFixed(6).replace(/\.?0+$/, '');

/**
 * The embedded map's address. OpenStreetMap's embed takes a bounding box rather than a zoom: the
 * box spans what a ~600 px wide frame shows at that zoom (360° of longitude over 256 px tiles ×
 * 2^zoom), with latitude narrowed by its cosine so the marker stays centred.
 */
export function osmEmbedUrl(point: MapPoint, zoom: number = MAP_ZOOM.default): string {
  const level = clampZoom(zoom);
  const halfWidth = ((360 / 2 ** level) * (600 / 256)) / 2;
  const halfHeight = (halfWidth * Math.cos((point.lat * Math.PI) / 180)) / 2;
  const bbox = [
    Math.max(-180, point.lng - halfWidth),
    Math.max(-90, point.lat - halfHeight),
    Math.min(180, point.lng + halfWidth),
    Math.min(90, point.lat + halfHeight),
  ]
    .map(fixed)
    .join(',');
  const query = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${fixed(point.lat)},${fixed(point.lng)}` });
  return `${MAP_FRAME_ORIGIN}/export/embed.html?${query.toString()}`;
}

/** The address that opens the location on openstreetmap.org, marker included. */
export function osmLinkUrl(point: MapPoint, zoom: number = MAP_ZOOM.default): string {
  const lat = fixed(point.lat);
  const lng = fixed(point.lng);
  return `${MAP_FRAME_ORIGIN}/?mlat=${lat}&mlon=${lng}#map=${clampZoom(zoom)}/${lat}/${lng}`;
}
