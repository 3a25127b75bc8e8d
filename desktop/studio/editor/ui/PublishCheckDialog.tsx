import { useEffect, useRef } from 'react';
import type { UntranslatedText } from '../../../../shared/site/template-texts';
import { pickText } from '../../../../shared/site/template-texts';
import { useI18n } from '../../kernel';
import { useEditorStore } from '../state/react';
import { useLabelOf } from './form/PropsForm';

/** Shown at most: a site with more lists the first ones and says how many others. */
const SHOWN = 12;

/**
 * Before publishing a site with texts the owner has not written in every language: which ones
 * and in which languages (those show the owner's text in another language on the public site).
 * The owner publishes anyway, or goes to a text (its block selected, its settings open).
 */
export function PublishCheckDialog({
  texts,
  onPublish,
  onClose,
}: {
  texts: UntranslatedText[];
  onPublish: () => void;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const store = useEditorStore();
  const labelOf = useLabelOf();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const nameOf = (text: UntranslatedText) => {
    const document = store.getState().document;
    const page = document.pages.find((candidate) => candidate.id === text.pageId);
    if (!text.blockType) return t('editor.publishCheck.pageTitle', { page: page ? pickText(page.title, locale) : '' });
    const field = text.path.filter((key) => !/^\d+$/.test(key)).at(-1) ?? '';
    return `${t(`editor.blocks.${text.blockType}`)} · ${labelOf(field)}`;
  };
  const open = (text: UntranslatedText) => {
    const state = store.getState();
    if (text.blockId) {
      state.select(text.blockId);
      state.setTab('props');
    } else if (text.pageId) state.setCurrentPage(text.pageId);
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="studio-dialog studio-publish-check"
      aria-labelledby="publish-check-title"
      onCancel={onClose}
    >
      <h2 id="publish-check-title">{t('editor.publishCheck.title')}</h2>
      <p>{t('editor.publishCheck.text')}</p>
      <ul className="studio-publish-check__list">
        {texts.slice(0, SHOWN).map((text) => (
          <li key={`${text.blockId ?? text.pageId}:${text.path.join('.')}`}>
            <button type="button" className="studio-link" onClick={() => open(text)}>
              {nameOf(text)}
            </button>
            <span className="studio-hint">
              {text.missing.map((language) => t(`editor.props.languages.${language}`)).join(', ')}
            </span>
          </li>
        ))}
      </ul>
      {texts.length > SHOWN ? <p>{t('editor.publishCheck.more', { count: texts.length - SHOWN })}</p> : null}
      <div className="studio-dialog__actions">
        <button type="button" className="studio-button" onClick={onClose}>
          {t('editor.publishCheck.cancel')}
        </button>
        <button type="button" className="studio-button studio-button--primary" onClick={onPublish}>
          {t('editor.publishCheck.publish')}
        </button>
      </div>
    </dialog>
  );
}
