import { describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../rich-text/schema';
import { contextWithBlocks, renderSite, testAnnouncement, testBlock, testLand } from './test-support';

const SCRIPT = '<script>alert(1)</script>';
const inert = (html: string) => {
  expect(html).not.toContain('<script');
  expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
  expect(html).not.toMatch(/src="\s*(javascript|data):/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
  expect(html).not.toMatch(/\sstyle="/);
};

describe('hostile content renders inert', () => {
  it('escapes markup in texts', () => {
    const text = { fr: SCRIPT, ar: SCRIPT, en: SCRIPT };
    const html = renderSite(
      contextWithBlocks([
        testBlock('Content', {
          title: text,
          subtitle: text,
          content: { fr: richTextFromPlain(SCRIPT), ar: null, en: null },
        }),
        testBlock('HeroSection', { title: text }),
        testBlock('Features', { items: [{ icon: 'star', title: text, text }] }),
      ]),
    );
    inert(html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops javascript: and data: links in attributes (the whole block in a published site)', () => {
    const blocks = [
      testBlock('Button', { button: { link: 'javascript:alert(1)', name: { fr: 'Clic', ar: '', en: '' } } }),
      testBlock('Image', { media: { link: 'data:text/html,x', image: { full: 'javascript:alert(1)' } } }),
      testBlock('Menu', { links: [{ label: { fr: 'x', ar: '', en: '' }, link: 'JaVaScRiPt:alert(1)' }] }),
      testBlock('Carousel', { slides: [{ link: 'javascript:alert(1)', image: { full: 'data:image/png;base64,xx' } }] }),
    ];
    inert(renderSite(contextWithBlocks(blocks)));
    inert(renderSite(contextWithBlocks(blocks, { editing: { selectedBlockId: null, select() {} } })));
  });

  it('drops unsafe links in rich text, keeping their text', () => {
    const state = richTextFromPlain('x');
    (state.root.children[0] as unknown as { children: unknown[] }).children = [
      { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'lien' }] },
    ];
    const html = renderSite(contextWithBlocks([testBlock('Text', { content: { fr: state, ar: null, en: null } })]));
    inert(html);
    expect(html).toContain('<p>lien</p>');
  });

  it('does not trust the data either: land networks, titles and stored videos', () => {
    const land = testLand({
      name: SCRIPT,
      socials: [{ name: SCRIPT, url: 'javascript:alert(1)' }],
    });
    const html = renderSite({
      ...contextWithBlocks(
        [
          testBlock('Header'),
          testBlock('Social'),
          testBlock('Products', { queryId: 'q' }),
          testBlock('Video', { video: { provider: 'youtube', id: '"><script>' } }),
        ],
        { land },
      ),
      data: {
        queries: { q: { announcements: [testAnnouncement({ title: SCRIPT })], clusterAnnouncements: [], stores: [] } },
      },
    });
    inert(html);
    expect(html).not.toContain('youtube-nocookie');
  });

  it('keeps a hostile theme out of the style element', () => {
    const context = contextWithBlocks([testBlock('Text')], { nonce: 'n' });
    context.document = {
      ...context.document,
      theme: {
        font: '</style><script>',
        dark: false,
        color: '#fff;}</style><script>',
        backgroundImg: { full: `https://x.dz/</style>${SCRIPT}` },
      },
    };
    const html = renderSite(context);
    expect(html).not.toContain('<script');
    expect(html.match(/<\/style>/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});
