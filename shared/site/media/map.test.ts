import { describe, expect, it } from 'vitest';
import { mapPointOf, osmEmbedUrl, osmLinkUrl } from './map';

describe('maps', () => {
  it('has a point only for valid coordinates', () => {
    expect(mapPointOf({ lat: 36.75, lng: 3.06 })).toEqual({ lat: 36.75, lng: 3.06 });
    expect(mapPointOf({ lat: null, lng: 3 })).toBeNull();
    expect(mapPointOf({ lat: 95, lng: 3 })).toBeNull();
    expect(mapPointOf({ lat: Number.NaN, lng: 3 })).toBeNull();
    expect(mapPointOf(null)).toBeNull();
  });

  it('embeds OpenStreetMap centred on the point with a marker', () => {
    const url = new URL(osmEmbedUrl({ lat: 36.7538, lng: 3.0588 }, 16));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('36.7538,3.0588');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(west).toBeLessThan(3.0588);
    expect(east).toBeGreaterThan(3.0588);
    expect(south).toBeLessThan(36.7538);
    expect(north).toBeGreaterThan(36.7538);
    expect((west + east) / 2).toBeCloseTo(3.0588, 5);
  });

  it('shows a wider box at a lower zoom, and clamps the zoom', () => {
    const width = (zoom: number) => {
      const [west, , east] = new URL(osmEmbedUrl({ lat: 0, lng: 0 }, zoom)).searchParams
        .get('bbox')!
        .split(',')
        .map(Number);
      return east! - west!;
    };
    expect(width(12)).toBeGreaterThan(width(16));
    expect(width(40)).toBe(width(18));
  });

  it('links to the full map', () => {
    expect(osmLinkUrl({ lat: 36.7538, lng: 3.0588 }, 15)).toBe(
      'https://www.openstreetmap.org/?mlat=36.7538&mlon=3.0588#map=15/36.7538/3.0588',
    );
  });
});
