import { $createHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list';
import { LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  type SerializedEditorState,
} from 'lexical';
import { useRef, useState } from 'react';
import { isSafeLink } from '../../../../../shared/site/media/urls';
import { useI18n } from '../../../kernel';

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
  const block = (make: () => ReturnType<typeof $createParagraphNode> | ReturnType<typeof $createHeadingNode>) =>
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) $setBlocksType(selection, make);
    });
  return (
    <div className="studio-richtext__tools" role="toolbar">
      <button type="button" title="B" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <b>B</b>
      </button>
      <button type="button" title="I" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        <i>I</i>
      </button>
      <button type="button" onClick={() => block(() => $createHeadingNode('h2'))}>
        H2
      </button>
      <button type="button" onClick={() => block(() => $createHeadingNode('h3'))}>
        H3
      </button>
      <button type="button" onClick={() => block(() => $createParagraphNode())}>
        ¶
      </button>
      <button type="button" onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}>
        •
      </button>
      <button type="button" onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}>
        1.
      </button>
      <button
        type="button"
        onClick={() => {
          const url = window.prompt('https://', 'https://');
          if (url === null) return;
          if (url === '') editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
          else if (isSafeLink(url)) editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
          else window.alert(t('editor.errors.badLink'));
        }}
      >
        🔗
      </button>
    </div>
  );
}
