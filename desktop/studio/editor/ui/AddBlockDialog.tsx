import { useEffect, useMemo, useRef, useState } from 'react';
import { LOCATION_BLOCKS, type BlockType } from '../../../../shared/site/blocks/types';
import { useI18n } from '../../kernel';
import { newId } from '../state/ids';
import { useEditor, useEditorStore } from '../state/react';
import { selectBlockSet } from '../state/selectors';
import type { ContainerRef } from '../state/types';
import { BLOCK_GROUPS, groupOf } from './block-groups';
import { BLOCK_ICONS } from './block-icons';
import { BlockThumbnail } from './BlockThumbnail';
import { useEditorServices } from './services';
import { useActionFeedback } from './use-action-feedback';

/**
 * The dialog to add a block (spec: dialogs to add sections or blocks): the launch type's block
 * set (STORE full, MARKET reduced) by group, searchable, each added with its defaults at the
 * chosen place. A native <dialog>: focus is held inside and Escape closes it.
 */
export function AddBlockDialog({
  to,
  index,
  onClose,
}: {
  to: ContainerRef;
  index?: number | undefined;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const store = useEditorStore();
  const blockSet = useEditor(selectBlockSet);
  const { land, notify } = useEditorServices();
  const feedback = useActionFeedback();
  const [query, setQuery] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const groups = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return BLOCK_GROUPS.map((group) => ({
      group,
      types: blockSet.filter(
        (type) =>
          groupOf(type) === group &&
          (!needle ||
            t(`editor.blocks.${type}`).toLocaleLowerCase().includes(needle) ||
            t(`editor.addDialog.descriptions.${type}`).toLocaleLowerCase().includes(needle) ||
            type.toLowerCase().includes(needle)),
      ),
    })).filter((entry) => entry.types.length > 0);
  }, [blockSet, query, t]);

  const add = (type: BlockType) => {
    // A map needs the land's location (spec §8): refused with the spec's text.
    if (LOCATION_BLOCKS.includes(type) && !land.location?.lat) {
      notify({ kind: 'error', text: t('editor.errors.noLocation') });
      return;
    }
    const id = newId();
    const result = feedback({ type: 'block/add', id, blockType: type, to, ...(index === undefined ? {} : { index }) });
    if (result.ok) {
      // The new block is selected and its settings shown: what the owner does next.
      store.getState().select(id);
      store.getState().setTab('props');
      onClose();
    }
  };

  return (
    <dialog ref={dialog} className="studio-dialog" aria-labelledby="add-block-title" onCancel={onClose}>
      <h2 id="add-block-title">{t('editor.addDialog.title')}</h2>
      <input
        type="search"
        autoFocus
        aria-label={t('editor.addDialog.search')}
        placeholder={t('editor.addDialog.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="studio-dialog__groups">
        {groups.map(({ group, types }) => (
          <section key={group} aria-label={t(`editor.addDialog.groups.${group}`)}>
            <h3>{t(`editor.addDialog.groups.${group}`)}</h3>
            <ul className="studio-block-choices">
              {types.map((type) => {
                const Icon = BLOCK_ICONS[type];
                return (
                  <li key={type}>
                    <button
                      type="button"
                      className="studio-block-choice"
                      data-add-block={type}
                      aria-describedby={`add-block-${type}`}
                      onClick={() => add(type)}
                    >
                      {/* A card: what the block looks like on a site, then its icon, name and one line. */}
                      <span className="studio-block-choices__thumb">
                        <BlockThumbnail type={type} />
                      </span>
                      <Icon aria-hidden size={22} className="studio-block-choices__icon" />
                      <strong>{t(`editor.blocks.${type}`)}</strong>
                      <span id={`add-block-${type}`}>{t(`editor.addDialog.descriptions.${type}`)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <button type="button" className="studio-button" onClick={onClose}>
        {t('editor.addDialog.cancel')}
      </button>
    </dialog>
  );
}
