import { useState } from 'react';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import { planAllows } from '../../../../shared/site/plans';
import { useI18n } from '../../kernel';
import { newId } from '../state/ids';
import { useEditor, useEditorStore } from '../state/react';
import { useActionFeedback } from './use-action-feedback';

/**
 * The page menu: switch the page on the canvas; with the pages capability (FULL), add, rename
 * (the address follows the title), reorder, hide and remove pages.
 */
export function PageMenu() {
  const { t, locale } = useI18n();
  const store = useEditorStore();
  const pages = useEditor((state) => state.document.pages);
  const current = useEditor((state) => state.ui.currentPageId);
  const canEditPages = useEditor((state) => planAllows(state.plan, 'pages'));
  const feedback = useActionFeedback();
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const titleOf = (page: (typeof pages)[number]) => page.title[locale] || page.title.fr || page.slug;

  return (
    <div className="studio-pages">
      <label>
        <span className="visually-hidden">{t('editor.pages.menu')}</span>
        <select
          aria-label={t('editor.pages.menu')}
          value={current}
          onChange={(event) => store.getState().setCurrentPage(event.target.value)}
        >
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {titleOf(page)}
              {page.visible ? '' : ` (${t('editor.pages.hidden')})`}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="studio-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('editor.pages.menu')}
      </button>
      {open && (
        <div className="studio-popover" role="region" aria-label={t('editor.pages.menu')}>
          <ol className="studio-page-list">
            {pages.map((page, index) => (
              <li key={page.id} data-page={page.slug || 'home'}>
                {renaming === page.id ? (
                  <PageTitleForm
                    initial={page.title}
                    onDone={(title) => {
                      if (title) feedback({ type: 'page/rename', pageId: page.id, title });
                      setRenaming(null);
                    }}
                  />
                ) : (
                  <>
                    <button type="button" onClick={() => store.getState().setCurrentPage(page.id)}>
                      {titleOf(page)}
                    </button>
                    <small>
                      {t(`editor.pages.types.${page.type}`)} · /{page.slug}
                      {page.visible ? '' : ` · ${t('editor.pages.hidden')}`}
                    </small>
                    <button type="button" onClick={() => setRenaming(page.id)}>
                      {t('editor.pages.rename')}
                    </button>
                    {canEditPages && (
                      <>
                        <button
                          type="button"
                          aria-label={t('editor.pages.moveUp')}
                          disabled={index === 0}
                          onClick={() => feedback({ type: 'page/move', pageId: page.id, index: index - 1 })}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          aria-label={t('editor.pages.moveDown')}
                          disabled={index === pages.length - 1}
                          onClick={() => feedback({ type: 'page/move', pageId: page.id, index: index + 1 })}
                        >
                          ↓
                        </button>
                        {page.type !== 'home' && (
                          <>
                            <button
                              type="button"
                              onClick={() =>
                                feedback({ type: 'page/setVisible', pageId: page.id, visible: !page.visible })
                              }
                            >
                              {t(page.visible ? 'editor.pages.hide' : 'editor.pages.show')}
                            </button>
                            <button
                              type="button"
                              className="studio-danger"
                              onClick={() => {
                                if (window.confirm(t('editor.pages.removeConfirm', { name: titleOf(page) }))) {
                                  feedback({ type: 'page/remove', pageId: page.id });
                                }
                              }}
                            >
                              {t('editor.pages.remove')}
                            </button>
                          </>
                        )}
                      </>
                    )}
                  </>
                )}
              </li>
            ))}
          </ol>
          {canEditPages && (
            <button
              type="button"
              className="studio-button studio-add"
              onClick={() => {
                const id = newId();
                const title = t('editor.pages.newTitle');
                if (feedback({ type: 'page/add', id, title: { fr: title, ar: '', en: '' } }).ok) setRenaming(id);
              }}
            >
              + {t('editor.pages.add')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function PageTitleForm({
  initial,
  onDone,
}: {
  initial: Record<Locale, string>;
  onDone: (title: Record<Locale, string> | null) => void;
}) {
  const { t } = useI18n();
  const [title, setTitle] = useState(initial);
  return (
    <form
      className="studio-page-title"
      onSubmit={(event) => {
        event.preventDefault();
        onDone(title);
      }}
    >
      {LOCALES.map((lang) => (
        <label key={lang}>
          {t('editor.pages.title', { lang: t(`editor.props.languages.${lang}`) })}
          <input
            name={`title-${lang}`}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            lang={lang}
            value={title[lang]}
            onChange={(event) => setTitle({ ...title, [lang]: event.target.value })}
            autoFocus={lang === 'fr'}
          />
        </label>
      ))}
      <button type="submit" className="studio-button studio-button--primary">
        OK
      </button>
      <button type="button" className="studio-button" onClick={() => onDone(null)}>
        {t('editor.addDialog.cancel')}
      </button>
    </form>
  );
}
