import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../blocks/types';
import { selectionProps } from './BlockFrame';
import { BLOCK_COMPONENTS } from './blocks';
import { contextWithBlocks, renderSite, testBlock } from './test-support';

describe('every block', () => {
  it('has a render component', () => {
    for (const type of BLOCK_TYPES) expect(BLOCK_COMPONENTS[type], type).toBeTypeOf('function');
  });

  it.each(BLOCK_TYPES.flatMap((type) => (['fr', 'ar'] as const).map((locale) => [type, locale] as const)))(
    '%s renders its new-block attributes in %s, tagged, without inline styles',
    (type, locale) => {
      const html = renderSite(contextWithBlocks([testBlock(type)], { locale }));
      expect(html).toContain(`data-block-id="b-${type.toLowerCase()}"`);
      expect(html).toContain(`data-block-type="${type}"`);
      expect(html).not.toMatch(/\sstyle="/);
    },
  );

  it('renders the Arabic texts right to left', () => {
    const html = renderSite(contextWithBlocks([testBlock('HeroSection')], { locale: 'ar' }));
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('مرحبًا بكم في متجرنا');
  });

  it('falls back to French when the page language has no text', () => {
    const block = testBlock('Content', { title: { fr: 'Titre', ar: '', en: '' } });
    expect(renderSite(contextWithBlocks([block], { locale: 'ar' }))).toContain('Titre');
  });

  it('renders a block of unknown type or invalid attributes only in the studio', () => {
    const blocks = [
      { id: 'u1', type: 'Marquee', attrs: {} },
      { id: 'i1', type: 'Spacer', attrs: { padding: 'huge' } },
    ];
    const site = renderSite(contextWithBlocks(blocks));
    expect(site).not.toContain('data-block-id="u1"');
    expect(site).not.toContain('data-block-id="i1"');
    const studio = renderSite(contextWithBlocks(blocks, { editing: { selectedBlockId: null, select() {} } }));
    expect(studio).toContain('Bloc inconnu (Marquee).');
    expect(studio).toContain('Ce bloc contient une valeur qui n&#x27;est pas valide');
  });

  it('fills missing attributes with the defaults', () => {
    const html = renderSite(contextWithBlocks([{ id: 's1', type: 'Spacer', attrs: {} }]));
    expect(html).toContain('data-padding="2"');
  });
});

describe('selection in the studio', () => {
  const event = (key?: string) => {
    const target = {};
    return {
      key,
      target,
      currentTarget: target,
      prevented: false,
      stopped: false,
      preventDefault() {
        this.prevented = true;
      },
      stopPropagation() {
        this.stopped = true;
      },
    };
  };

  it('marks the selected block and makes blocks focusable', () => {
    const editing = { selectedBlockId: 'b-text', select() {} };
    const html = renderSite(contextWithBlocks([testBlock('Text'), testBlock('Spacer')], { editing }));
    expect(html).toMatch(
      /class="site-block site-text is-selected" data-block-id="b-text"[^>]*tabindex="0" aria-selected="true"/,
    );
    expect(html).toMatch(/data-block-id="b-spacer"[^>]*aria-selected="false"/);
    expect(renderSite(contextWithBlocks([testBlock('Text')]))).not.toContain('aria-selected');
  });

  it('selects the clicked block, stops there and keeps links inside from navigating', () => {
    const selected: string[] = [];
    const props = selectionProps({ selectedBlockId: null, select: (id) => selected.push(id) }, 'b1');
    const click = event();
    props.onClick(click);
    expect(selected).toEqual(['b1']);
    expect(click.prevented && click.stopped).toBe(true);
  });

  it('selects with Enter or Space on the block itself only', () => {
    const selected: string[] = [];
    const props = selectionProps({ selectedBlockId: null, select: (id) => selected.push(id) }, 'b1');
    props.onKeyDown(event('Tab'));
    props.onKeyDown({ ...event('Enter'), target: {} });
    expect(selected).toEqual([]);
    props.onKeyDown(event('Enter'));
    props.onKeyDown(event(' '));
    expect(selected).toEqual(['b1', 'b1']);
  });
});
