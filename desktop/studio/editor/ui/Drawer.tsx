import {
  Bookmark,
  Clock,
  Database,
  LayoutGrid,
  ListTree,
  Palette,
  PanelLeftOpen,
  SlidersHorizontal,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { planAllows } from '../../../../shared/site/plans';
import { useI18n } from '../../kernel';
import { useEditor, useEditorStore } from '../state/react';
import { HistoryPanel } from './HistoryPanel';
import { PropsPanel } from './PropsPanel';
import { QueriesPanel } from './QueriesPanel';
import { Structure } from './Structure';
import { ThemePanel } from './ThemePanel';

type Panel = 'home' | 'props' | 'props-grid' | 'theme' | 'queries' | 'history' | 'blueprints';
type ExtraPanel = Exclude<Panel, 'home' | 'props' | 'props-grid'>;

/** Each tab's icon in the rail (its word stays under it: icons alone make owners guess). */
const ICONS: Record<Panel, LucideIcon> = {
  home: ListTree,
  props: SlidersHorizontal,
  'props-grid': LayoutGrid,
  theme: Palette,
  queries: Database,
  history: Clock,
  blueprints: Bookmark,
};

/**
 * The drawer: the spec's tabs home (the structure), props and props-grid, beside the theme, the
 * history and the blueprints. The store's tab is the spec's one; the others are the drawer's own.
 * The tabs are a rail of icons with their words along the drawer's edge (as theme editors have
 * them), so all seven fit at any language's length and the panel keeps its width.
 */
export function Drawer() {
  const { t } = useI18n();
  const store = useEditorStore();
  const open = useEditor((state) => state.ui.drawerOpen);
  const tab = useEditor((state) => state.ui.tab);
  const plan = useEditor((state) => state.plan);
  const [extra, setExtra] = useState<ExtraPanel | null>(null);
  // A tab asked from elsewhere (a new block, a text of the publishing warning) takes the drawer.
  const tabAsked = useEditor((state) => state.ui.tabAsked);
  useEffect(() => setExtra(null), [tabAsked]);
  const panel: Panel = extra ?? tab;
  const panels: Panel[] = [
    'home',
    'props',
    'props-grid',
    'theme',
    // The site's data lists: FULL plan only (spec §6 capability "queries").
    ...(planAllows(plan, 'queries') ? (['queries'] as const) : []),
    'history',
    ...(planAllows(plan, 'history') ? (['blueprints'] as const) : []),
  ];

  if (!open) {
    return (
      <button
        type="button"
        className="studio-drawer-toggle"
        aria-label={t('editor.drawer')}
        title={t('editor.drawer')}
        onClick={() => store.getState().setDrawerOpen(true)}
      >
        <PanelLeftOpen aria-hidden size={18} />
      </button>
    );
  }
  return (
    <aside className="studio-drawer" aria-label={t('editor.drawer')}>
      <div className="studio-tabs" role="tablist" aria-orientation="vertical">
        {panels.map((name) => {
          const Icon = ICONS[name];
          return (
            <button
              key={name}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-selected={panel === name}
              aria-controls="drawer-panel"
              onClick={() => {
                if (name !== 'home' && name !== 'props' && name !== 'props-grid') setExtra(name);
                else {
                  setExtra(null);
                  store.getState().setTab(name);
                }
              }}
            >
              <Icon aria-hidden size={18} />
              <span>{t(`editor.tabs.${name}`)}</span>
            </button>
          );
        })}
        <button
          type="button"
          className="studio-tabs__close"
          aria-label={t('editor.closeDrawer')}
          title={t('editor.closeDrawer')}
          onClick={() => store.getState().setDrawerOpen(false)}
        >
          <X aria-hidden size={18} />
        </button>
      </div>
      <div className="studio-drawer__panel" role="tabpanel" id="drawer-panel" aria-labelledby={`tab-${panel}`}>
        <h2 className="studio-drawer__title">{t(`editor.tabs.${panel}`)}</h2>
        {panel === 'home' && <Structure />}
        {panel === 'props' && <PropsPanel />}
        {panel === 'props-grid' && <PropsPanel grid />}
        {panel === 'theme' && <ThemePanel />}
        {panel === 'queries' && <QueriesPanel />}
        {panel === 'history' && <HistoryPanel kind="history" />}
        {panel === 'blueprints' && <HistoryPanel kind="blueprints" />}
      </div>
    </aside>
  );
}
