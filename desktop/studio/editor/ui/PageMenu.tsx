import {
  ArrowDown,
  ArrowUp,
  ChevronDown,
  Eye,
  EyeOff,
  FileText,
  House,
  Pencil,
  Plus,
  Search,
  Tag,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import type { SitePage } from '../../../../shared/site/document';
import { planAllows } from '../../../../shared/site/plans';
import { useI18n } from '../../kernel';
import { newId } from '../state/ids';
import { useEditor, useEditorStore } from '../state/react';
import { useActionFeedback } from './use-action-feedback';

/** Each page type's mark in the list: the home, a page of blocks, the listings, an announcement. */
const PAGE_ICONS: Record<SitePage['type'], LucideIcon> = {
  home: House,
  page: FileText,
  search: Search,
  single: Tag,
};

/**
 * The page menu (as in Shopify's theme editor): one button naming the page on the canvas opens
 * the site's pages; a click switches to one. With the pages capability (FULL), pages are added,
 * renamed (the address follows the title), reordered, hidden and removed from the same list.
 * Escape or a click outside closes it, focus going back to the button.
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
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const titleOf = (page: SitePage) => page.title[locale] || page.title.fr || page.slug;
  const currentPage = pages.find((page) => page.id === current) ?? pages[0];

  const close = (refocus: boolean) => {
    setOpen(false);
    setRenaming(null);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      className="studio-pages"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open && !renaming) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="studio-button studio-pages__trigger"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <span className="visually-hidden">{t('editor.pages.menu')} : </span>
        <FileText aria-hidden size={15} />
        <span className="studio-pages__current">{currentPage ? titleOf(currentPage) : ''}</span>
        <ChevronDown aria-hidden size={14} />
      </button>
      {open && (
        <div className="studio-popover studio-pages__popover" role="region" aria-label={t('editor.pages.menu')}>
          <h2 className="studio-pages__heading">
            {t('editor.pages.menu')} <span>{pages.length}</span>
          </h2>
          <ol className="studio-page-list">
            {pages.map((page, index) => {
              const Icon = PAGE_ICONS[page.type];
              return (
                <li
                  key={page.id}
                  data-page={page.slug || 'home'}
                  className={page.visible ? undefined : 'is-hidden'}
                  aria-current={page.id === current ? 'page' : undefined}
                >
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
                      <button
                        type="button"
                        className="studio-page-list__open"
                        onClick={() => {
                          store.getState().setCurrentPage(page.id);
                          close(true);
                        }}
                      >
                        <Icon aria-hidden size={16} />
                        <span>
                          <strong>{titleOf(page)}</strong>
                          <small>
                            {t(`editor.pages.types.${page.type}`)} · <bdi dir="ltr">/{page.slug}</bdi>
                            {page.visible ? '' : ` · ${t('editor.pages.hidden')}`}
                          </small>
                        </span>
                      </button>
                      <span className="studio-page-list__actions">
                        <PageAction label={t('editor.pages.rename')} onClick={() => setRenaming(page.id)}>
                          <Pencil aria-hidden size={15} />
                        </PageAction>
                        {canEditPages && (
                          <>
                            <PageAction
                              label={t('editor.pages.moveUp')}
                              disabled={index === 0}
                              onClick={() => feedback({ type: 'page/move', pageId: page.id, index: index - 1 })}
                            >
                              <ArrowUp aria-hidden size={15} />
                            </PageAction>
                            <PageAction
                              label={t('editor.pages.moveDown')}
                              disabled={index === pages.length - 1}
                              onClick={() => feedback({ type: 'page/move', pageId: page.id, index: index + 1 })}
                            >
                              <ArrowDown aria-hidden size={15} />
                            </PageAction>
                            {/* The home cannot be hidden or removed: its row keeps the columns aligned. */}
                            {page.type === 'home' && <span className="studio-page-list__gap" aria-hidden />}
                            {page.type !== 'home' && (
                              <>
                                <PageAction
                                  label={t(page.visible ? 'editor.pages.hide' : 'editor.pages.show')}
                                  onClick={() =>
                                    feedback({ type: 'page/setVisible', pageId: page.id, visible: !page.visible })
                                  }
                                >
                                  {page.visible ? <EyeOff aria-hidden size={15} /> : <Eye aria-hidden size={15} />}
                                </PageAction>
                                <PageAction
                                  label={t('editor.pages.remove')}
                                  danger
                                  onClick={() => {
                                    if (window.confirm(t('editor.pages.removeConfirm', { name: titleOf(page) }))) {
                                      feedback({ type: 'page/remove', pageId: page.id });
                                    }
                                  }}
                                >
                                  <Trash2 aria-hidden size={15} />
                                </PageAction>
                              </>
                            )}
                          </>
                        )}
                      </span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
          {canEditPages && (
            <button
              type="button"
              className="studio-button studio-pages__add"
              onClick={() => {
                const id = newId();
                const title = t('editor.pages.newTitle');
                if (feedback({ type: 'page/add', id, title: { fr: title, ar: '', en: '' } }).ok) setRenaming(id);
              }}
            >
              <Plus aria-hidden size={15} />
              {t('editor.pages.add')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** A page's action shown as its icon, named by its label (also its tooltip). */
function PageAction({
  label,
  disabled,
  danger,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={danger ? 'studio-danger' : undefined}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
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
      onKeyDown={(event) => {
        // Escape gives up the renaming, the list staying open.
        if (event.key === 'Escape') {
          event.stopPropagation();
          onDone(null);
        }
      }}
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
        {t('editor.pages.apply')}
      </button>
      <button type="button" className="studio-button" onClick={() => onDone(null)}>
        {t('editor.addDialog.cancel')}
      </button>
    </form>
  );
}
