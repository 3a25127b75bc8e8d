import {
  IS_BOLD,
  IS_CODE,
  IS_HIGHLIGHT,
  IS_ITALIC,
  IS_STRIKETHROUGH,
  IS_SUBSCRIPT,
  IS_SUPERSCRIPT,
  IS_UNDERLINE,
  type SerializedEditorState,
} from 'lexical';
import type { ReactNode } from 'react';
import { directionOf, type Locale } from '../../i18n/locales';
import { isSafeAbsoluteLink } from '../media/urls';
import { pickRichText, RICH_TEXT_MAX_DEPTH, type RichText } from './schema';

/**
 * Lexical JSON → React elements (GUIDE §4: rich text is rendered from data, never as HTML). Only
 * the nodes the studio's editor writes are known: root, paragraph, heading h1–h6, quote,
 * list/listitem, link/autolink, text with its format bits, linebreak and tab. An unknown element
 * renders its children, an unknown leaf nothing; attributes come from a fixed mapping, so no
 * stored string becomes markup, a style or a script. Links keep http, https, mailto and tel only.
 */

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const ALIGNMENTS = ['left', 'start', 'center', 'right', 'end', 'justify'] as const;

/** Text format bits (Lexical's constants) and the element each one wraps text in, innermost first. */
const TEXT_FORMATS: readonly [number, 'code' | 'strong' | 'em' | 'u' | 's' | 'sub' | 'sup' | 'mark'][] = [
  [IS_CODE, 'code'],
  [IS_BOLD, 'strong'],
  [IS_ITALIC, 'em'],
  [IS_UNDERLINE, 'u'],
  [IS_STRIKETHROUGH, 's'],
  [IS_SUBSCRIPT, 'sub'],
  [IS_SUPERSCRIPT, 'sup'],
  [IS_HIGHLIGHT, 'mark'],
];

/** The attributes an element node may pass on: its alignment, indent and writing direction. */
function blockProps(node: Node) {
  const align = (ALIGNMENTS as readonly unknown[]).includes(node.format) ? (node.format as string) : undefined;
  const indent = typeof node.indent === 'number' && node.indent > 0 ? Math.min(6, Math.floor(node.indent)) : undefined;
  const dir = node.direction === 'ltr' || node.direction === 'rtl' ? node.direction : undefined;
  return { 'data-align': align, 'data-indent': indent, dir };
}

function renderText(node: Node): ReactNode {
  const text = typeof node.text === 'string' ? node.text : '';
  if (text === '') return null;
  const format = typeof node.format === 'number' ? node.format : 0;
  let content: ReactNode = text;
  for (const [bit, Tag] of TEXT_FORMATS) {
    if (format & bit) content = <Tag>{content}</Tag>;
  }
  return content;
}

function renderLink(node: Node, children: ReactNode): ReactNode {
  const url = typeof node.url === 'string' ? node.url : '';
  if (!isSafeAbsoluteLink(url)) return <>{children}</>;
  const newTab = node.target === '_blank';
  const title = typeof node.title === 'string' && node.title !== '' ? node.title : undefined;
  return (
    <a href={url} title={title} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function renderList(node: Node, children: ReactNode): ReactNode {
  if (node.listType === 'number' || node.tag === 'ol') {
    const start = typeof node.start === 'number' && node.start > 1 ? Math.floor(node.start) : undefined;
    return (
      <ol start={start} {...blockProps(node)}>
        {children}
      </ol>
    );
  }
  return (
    <ul data-list={node.listType === 'check' ? 'check' : undefined} {...blockProps(node)}>
      {children}
    </ul>
  );
}

function renderNode(node: unknown, depth: number): ReactNode {
  if (!isNode(node) || depth > RICH_TEXT_MAX_DEPTH) return null;
  const children = Array.isArray(node.children)
    ? (node.children as unknown[]).map((child, index) => <RichNode key={index} node={child} depth={depth + 1} />)
    : null;
  switch (node.type) {
    case 'root':
      return <>{children}</>;
    case 'paragraph':
      return <p {...blockProps(node)}>{children}</p>;
    case 'heading': {
      const Tag = (HEADING_TAGS as readonly unknown[]).includes(node.tag)
        ? (node.tag as (typeof HEADING_TAGS)[number])
        : 'h2';
      return <Tag {...blockProps(node)}>{children}</Tag>;
    }
    case 'quote':
      return <blockquote {...blockProps(node)}>{children}</blockquote>;
    case 'list':
      return renderList(node, children);
    case 'listitem':
      return <li data-checked={typeof node.checked === 'boolean' ? String(node.checked) : undefined}>{children}</li>;
    case 'link':
    case 'autolink':
      return renderLink(node, children);
    case 'text':
      return renderText(node);
    case 'tab':
      return '\t';
    case 'linebreak':
      return <br />;
    default:
      return children ? <>{children}</> : null;
  }
}

function RichNode({ node, depth }: { node: unknown; depth: number }) {
  return renderNode(node, depth);
}

/** The React elements of one editor state (no wrapper). */
export function renderEditorState(state: SerializedEditorState): ReactNode {
  return renderNode(state.root, 0);
}

/**
 * A rich text attribute in the page's language, French otherwise: a `div` whose direction follows
 * the language shown (an Arabic page falling back to French text shows it left to right). Nothing
 * when no language has text.
 */
export function RichTextView({
  value,
  locale,
  className = 'site-rich-text',
}: {
  value: RichText | null | undefined;
  locale: Locale;
  className?: string;
}) {
  const picked = pickRichText(value, locale);
  if (!picked) return null;
  return (
    <div
      className={className}
      dir={directionOf(picked.locale)}
      lang={picked.locale === locale ? undefined : picked.locale}
    >
      {renderEditorState(picked.state)}
    </div>
  );
}
