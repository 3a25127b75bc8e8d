import type { SerializedEditorState } from 'lexical';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderEditorState, RichTextView } from './render';
import { richTextFromPlain } from './schema';

const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
});
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  children,
  direction: null,
  format: '',
  indent: 0,
  ...extra,
});
const state = (...children: unknown[]) => ({ root: element('root', children) }) as unknown as SerializedEditorState;
const html = (value: SerializedEditorState) => renderToStaticMarkup(<>{renderEditorState(value)}</>);

describe('rich text rendering', () => {
  it('renders paragraphs and line breaks', () => {
    expect(
      html(state(element('paragraph', [text('Bonjour'), { type: 'linebreak', version: 1 }, text('à tous')]))),
    ).toBe('<p>Bonjour<br/>à tous</p>');
  });

  it('renders headings h1 to h6, and h2 for an unknown tag', () => {
    for (const tag of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) {
      expect(html(state(element('heading', [text('Titre')], { tag })))).toBe(`<${tag}>Titre</${tag}>`);
    }
    expect(html(state(element('heading', [text('Titre')], { tag: 'script' })))).toBe('<h2>Titre</h2>');
  });

  it('renders quotes', () => {
    expect(html(state(element('quote', [text('Citation')])))).toBe('<blockquote>Citation</blockquote>');
  });

  it('renders bullet, numbered and check lists', () => {
    const item = (value: string, extra = {}) => element('listitem', [text(value)], extra);
    expect(html(state(element('list', [item('a'), item('b')], { listType: 'bullet', tag: 'ul' })))).toBe(
      '<ul><li>a</li><li>b</li></ul>',
    );
    expect(html(state(element('list', [item('a')], { listType: 'number', tag: 'ol', start: 3 })))).toBe(
      '<ol start="3"><li>a</li></ol>',
    );
    expect(html(state(element('list', [item('a', { checked: true })], { listType: 'check' })))).toBe(
      '<ul data-list="check"><li data-checked="true">a</li></ul>',
    );
  });

  it('renders every text format bit', () => {
    const formats: [number, string][] = [
      [1, 'strong'],
      [2, 'em'],
      [4, 's'],
      [8, 'u'],
      [16, 'code'],
      [32, 'sub'],
      [64, 'sup'],
      [128, 'mark'],
    ];
    for (const [bit, tag] of formats) {
      expect(html(state(element('paragraph', [text('x', bit)])))).toBe(`<p><${tag}>x</${tag}></p>`);
    }
    expect(html(state(element('paragraph', [text('x', 1 | 2 | 8)])))).toBe('<p><u><em><strong>x</strong></em></u></p>');
  });

  it('links http, https, mailto and tel; other links render as their text', () => {
    const link = (url: string, extra = {}) =>
      html(state(element('paragraph', [element('link', [text('ici')], { url, ...extra })])));
    expect(link('https://souk.dz')).toBe('<p><a href="https://souk.dz">ici</a></p>');
    expect(link('http://souk.dz')).toBe('<p><a href="http://souk.dz">ici</a></p>');
    expect(link('mailto:a@souk.dz')).toBe('<p><a href="mailto:a@souk.dz">ici</a></p>');
    expect(link('tel:+213550123456')).toBe('<p><a href="tel:+213550123456">ici</a></p>');
    expect(link('https://souk.dz', { target: '_blank' })).toBe(
      '<p><a href="https://souk.dz" target="_blank" rel="noopener noreferrer">ici</a></p>',
    );
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/annonce', 'vbscript:x', '']) {
      expect(link(url)).toBe('<p>ici</p>');
    }
    expect(
      html(state(element('paragraph', [element('autolink', [text('souk.dz')], { url: 'https://souk.dz' })]))),
    ).toBe('<p><a href="https://souk.dz">souk.dz</a></p>');
  });

  it('keeps alignment, indent and direction as data, never as style', () => {
    expect(html(state(element('paragraph', [text('x')], { format: 'center', indent: 2, direction: 'rtl' })))).toBe(
      '<p data-align="center" data-indent="2" dir="rtl">x</p>',
    );
    const styled = { ...text('x'), style: 'color: red; background: url(javascript:alert(1))' };
    expect(html(state(element('paragraph', [styled], { format: 'expression(alert(1))' })))).toBe('<p>x</p>');
  });

  it('renders the children of unknown elements and nothing of unknown leaves', () => {
    expect(html(state(element('paragraph', [element('mystery', [text('gardé')]), { type: 'image', src: 'x' }])))).toBe(
      '<p>gardé</p>',
    );
  });

  it('escapes text: markup typed by the owner stays text', () => {
    expect(html(state(element('paragraph', [text('<script>alert(1)</script>')])))).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('stops at the depth limit instead of exhausting the stack', () => {
    let deep: unknown = text('fond');
    for (let i = 0; i < 5000; i += 1) deep = element('paragraph', [deep]);
    expect(() => html(state(deep))).not.toThrow();
    expect(html(state(deep))).not.toContain('fond');
  });
});

describe('RichTextView', () => {
  const value = { fr: richTextFromPlain('Bonjour'), ar: richTextFromPlain('مرحبا'), en: null };

  it('shows the page language with its direction', () => {
    expect(renderToStaticMarkup(<RichTextView value={value} locale="ar" />)).toBe(
      '<div class="site-rich-text" dir="rtl"><p>مرحبا</p></div>',
    );
  });

  it('falls back to French, marked as French and left to right', () => {
    expect(renderToStaticMarkup(<RichTextView value={value} locale="en" />)).toBe(
      '<div class="site-rich-text" dir="ltr" lang="fr"><p>Bonjour</p></div>',
    );
  });

  it('renders nothing without text', () => {
    expect(renderToStaticMarkup(<RichTextView value={{ fr: null, ar: null, en: null }} locale="fr" />)).toBe('');
    expect(
      renderToStaticMarkup(<RichTextView value={{ fr: richTextFromPlain(''), ar: null, en: null }} locale="fr" />),
    ).toBe('');
  });
});
