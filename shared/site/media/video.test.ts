import { describe, expect, it } from 'vitest';
import { embedVideoSchema, fileVideoSchema, parseVideoUrl, videoEmbedUrl, videoFileType } from './video';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads YouTube %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', id });
  });

  it('keeps where a YouTube video starts', () => {
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ?t=90')).toEqual({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      start: 90,
    });
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')).toMatchObject({ start: 90 });
  });

  it.each([
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/abcdef1234', { provider: 'vimeo', id: '76979871', hash: 'abcdef1234' }],
    ['https://player.vimeo.com/video/76979871?h=abcdef1234', { provider: 'vimeo', id: '76979871', hash: 'abcdef1234' }],
  ])('reads Vimeo %s', (url, video) => {
    expect(parseVideoUrl(url)).toEqual(video);
  });

  it.each([
    'https://www.dailymotion.com/video/x7tgad0',
    'https://www.dailymotion.com/video/x7tgad0_some-title',
    'https://dai.ly/x7tgad0',
    'https://www.dailymotion.com/embed/video/x7tgad0',
    'https://geo.dailymotion.com/player.html?video=x7tgad0',
  ])('reads Dailymotion %s', (url) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'dailymotion', id: 'x7tgad0' });
  });

  it('reads https .mp4 and .webm files', () => {
    expect(parseVideoUrl('https://cdn.souk.dz/v/clip.mp4')).toEqual({
      provider: 'file',
      id: 'https://cdn.souk.dz/v/clip.mp4',
    });
    expect(parseVideoUrl('https://cdn.souk.dz/v/clip.WEBM?x=1')).toEqual({
      provider: 'file',
      id: 'https://cdn.souk.dz/v/clip.WEBM?x=1',
    });
  });

  it.each([
    'https://example.com/film.avi',
    'http://cdn.souk.dz/clip.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/about',
    'javascript:alert(1)',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('the player address', () => {
  it('is built from the provider and id, YouTube through its no-cookie domain', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ', start: 90 })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    );
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871', hash: 'abcdef1234' })).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&h=abcdef1234',
    );
    expect(videoEmbedUrl({ provider: 'dailymotion', id: 'x7tgad0' })).toBe(
      'https://www.dailymotion.com/embed/video/x7tgad0',
    );
  });

  it('gives a file its type', () => {
    expect(videoFileType({ provider: 'file', id: 'https://a.dz/x.webm' })).toBe('video/webm');
    expect(videoFileType({ provider: 'file', id: 'https://a.dz/x.mp4' })).toBe('video/mp4');
  });
});

describe('video attributes', () => {
  it('store {provider, id}, reading an address when given one', () => {
    expect(embedVideoSchema.parse('https://youtu.be/dQw4w9WgXcQ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(embedVideoSchema.parse({ provider: 'vimeo', id: '76979871' })).toEqual({
      provider: 'vimeo',
      id: '76979871',
    });
    expect(fileVideoSchema.parse('https://cdn.souk.dz/a.mp4')).toEqual({
      provider: 'file',
      id: 'https://cdn.souk.dz/a.mp4',
    });
  });

  it('refuse what they cannot play with the unsupportedVideo code', () => {
    for (const value of [
      'https://example.com/film.avi',
      { provider: 'youtube', id: 'x"><script>' },
      { provider: 'flash', id: 'x' },
      { provider: 'file', id: 'https://cdn.souk.dz/a.mp4' },
      42,
    ]) {
      const result = embedVideoSchema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain('unsupportedVideo');
    }
    const file = fileVideoSchema.safeParse({ provider: 'file', id: 'javascript:alert(1)//.mp4' });
    expect(file.error?.issues.map((issue) => issue.message)).toEqual(['unsupportedVideo']);
    expect(fileVideoSchema.safeParse('https://youtu.be/dQw4w9WgXcQ').success).toBe(false);
  });
});
