import { $createHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list';
import { $isLinkNode, $toggleLink, LinkNode } from '@lexical/link';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $findMatchingParent } from '@lexical/utils';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  FORMAT_TEXT_COMMAND,
  type BaseSelection,
  type SerializedEditorState,
} from 'lexical';
import { Heading2, Heading3, Link, List, ListOrdered, Pilcrow } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { isSafeLink } from '../../../../../shared/site/media/urls';
import { useI18n } from '../../../kernel';
import { LinkDialog } from './LinkDialog';

/** The nodes the site renderer allows (shared/site/rich-text/render.tsx): nothing else can be made here. */
const NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode];

const THEME = {
  text: { bold: 'rt-bold', italic: 'rt-italic' },
  link: 'rt-link',
};

/**
 * Rich text of one language with Lexical: bold, italic, headings, lists and links limited to
 * http, https, mailto and tel (the links the site renders). Stored as Lexical JSON; an outside
 * change (undo, another editor's version) mounts the editor again on the new value.
 */
export function RichTextField({
  label,
  lang,
  value,
  onChange,
}: {
  label: string;
  lang: 'fr' | 'ar' | 'en';
  value: SerializedEditorState | null;
  onChange: (value: SerializedEditorState) => void;
}) {
  const emitted = useRef<SerializedEditorState | null>(value);
  const [generation, setGeneration] = useState(0);
  if (value !== emitted.current) {
    emitted.current = value;
    setGeneration(generation + 1);
  }
  return (
    <div className="studio-richtext" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <span className="studio-field__label">{label}</span>
      <LexicalComposer
        key={generation}
        initialConfig={{
          namespace: `souk-${lang}`,
          nodes: NODES,
          theme: THEME,
          onError: (error) => {
            throw error;
          },
          ...(value ? { editorState: JSON.stringify(value) } : {}),
        }}
      >
        <Toolbar />
        <RichTextPlugin
          contentEditable={<ContentEditable className="studio-richtext__input" aria-label={label} />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <ListPlugin />
        <LinkPlugin validateUrl={isSafeLink} />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(editorState) => {
            const json = editorState.toJSON();
            emitted.current = json;
            onChange(json);
          }}
        />
      </LexicalComposer>
    </div>
  );
}

function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const { t } = useI18n();
  const [link, setLink] = useState<{ url: string | null; selection: BaseSelection | null } | null>(null);
  const openLink = () =>
    setLink(
      editor.getEditorState().read(() => {
        const selection = $getSelection();
        const node = $isRangeSelection(selection) ? selection.anchor.getNode() : null;
        const parent = node ? $findMatchingParent(node, $isLinkNode) : null;
        return { url: $isLinkNode(parent) ? parent.getURL() : null, selection: selection?.clone() ?? null };
      }),
    );
  const block = (make: () => ReturnType<typeof $createParagraphNode> | ReturnType<typeof $createHeadingNode>) =>
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) $setBlocksType(selection, make);
    });
  return (
    <div className="studio-richtext__tools" role="toolbar" aria-label={t('editor.richText.tools')}>
      <ToolButton label={t('editor.richText.bold')} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <b aria-hidden>B</b>
      </ToolButton>
      <ToolButton
        label={t('editor.richText.italic')}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
      >
        <i aria-hidden>I</i>
      </ToolButton>
      <ToolButton label={t('editor.richText.heading2')} onClick={() => block(() => $createHeadingNode('h2'))}>
        <Heading2 aria-hidden size={16} />
      </ToolButton>
      <ToolButton label={t('editor.richText.heading3')} onClick={() => block(() => $createHeadingNode('h3'))}>
        <Heading3 aria-hidden size={16} />
      </ToolButton>
      <ToolButton label={t('editor.richText.paragraph')} onClick={() => block(() => $createParagraphNode())}>
        <Pilcrow aria-hidden size={16} />
      </ToolButton>
      <ToolButton
        label={t('editor.richText.bulletList')}
        onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}
      >
        <List aria-hidden size={16} className="studio-flip" />
      </ToolButton>
      <ToolButton
        label={t('editor.richText.numberedList')}
        onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}
      >
        <ListOrdered aria-hidden size={16} className="studio-flip" />
      </ToolButton>
      <ToolButton label={t('editor.richText.link')} onClick={openLink}>
        <Link aria-hidden size={16} />
      </ToolButton>
      {link ? (
        <LinkDialog
          initial={link.url}
          onClose={() => setLink(null)}
          onApply={(url) => {
            // The dialog took the focus: the text chosen before it is chosen again for the link.
            editor.update(() => {
              if (link.selection) $setSelection(link.selection.clone());
              $toggleLink(url);
            });
            setLink(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** A tool of the rich-text bar: an icon named by its label (also its tooltip). */
function ToolButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick}>
      {children}
    </button>
  );
}
