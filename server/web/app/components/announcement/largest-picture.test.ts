import { describe, expect, it } from 'vitest';
import { largestPictureUrl } from './largest-picture';

describe('largestPictureUrl', () => {
  it('asks for the ORIGINAL size of a media file, whatever size the page had', () => {
    expect(largestPictureUrl('https://souk.test/media/ab12/large.webp')).toBe(
      'https://souk.test/media/ab12/original.webp',
    );
    expect(largestPictureUrl('/media/ab12/small.webp')).toBe('/media/ab12/original.webp');
    expect(largestPictureUrl('/media/ab12/original.webp')).toBe('/media/ab12/original.webp');
  });

  it('keeps any other address', () => {
    expect(largestPictureUrl('https://cdn.example/photo.jpg')).toBe('https://cdn.example/photo.jpg');
    expect(largestPictureUrl('/media/ab12/huge.webp')).toBe('/media/ab12/huge.webp');
  });
});
