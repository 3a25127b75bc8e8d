import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Client } from '@urql/core';
import type { LaunchType } from '../../../../shared/site/launch';
import type { SitePlan } from '../../../../shared/site/plans';
import { assetUrlFor, mediaLibraryApi } from '../api/media-library-api';
import { LandSiteBuilds, type LoadedLand } from '../api/site-build-api';
import { useI18n, useStudioConnection } from '../../kernel';
import { getPlatform, type MenuCommand } from '../../platform';
import { EditorStoreProvider } from '../state/react';
import { createEditorStore, type EditorStore } from '../state/store';
import type { ContainerRef } from '../state/types';
import { createSyncEngine, type SyncEngine } from '../sync/engine';
import { landKey, LocalQueue } from '../sync/local-queue';
import { AddBlockDialog } from './AddBlockDialog';
import { PublishCheckDialog } from './PublishCheckDialog';
import { untranslatedTexts, type UntranslatedText } from '../../../../shared/site/template-texts';
import { Canvas } from './Canvas';
import { Drawer } from './Drawer';
import { Messages } from './Messages';
import { useQueryResults } from './queries/use-query-results';
import { EditorServicesProvider, type EditorMessage, type EditorServices } from './services';
import { commandOfKey } from './shortcuts';
import { Toolbar } from './Toolbar';
import './editor.css';

/** The land the editor opens, with the plan the user edits it with (what the workspace's land list chose). */
export interface EditorLand {
  id: string;
  name: string;
  slug: string;
  launchType: LaunchType;
  plan: SitePlan;
}

interface Opened {
  loaded: LoadedLand;
  store: EditorStore;
  engine: SyncEngine;
  api: LandSiteBuilds;
}

/** The site-builder editor of one land (spec §2 "Site-builder editor"). */
export function EditorScreen({
  client,
  apiBaseUrl,
  land,
  onExit,
}: {
  client: Client;
  /** The server's address (the public sites are served there too). */
  apiBaseUrl: string;
  land: EditorLand;
  onExit: () => void;
}) {
  const { t, locale } = useI18n();
  const { session } = useStudioConnection();
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failed, setFailed] = useState(false);
  const [messages, setMessages] = useState<(EditorMessage & { id: number })[]>([]);
  const [addTarget, setAddTarget] = useState<{ to: ContainerRef; index?: number } | null>(null);
  const [publishCheck, setPublishCheck] = useState<UntranslatedText[] | null>(null);
  const nextMessage = useRef(0);

  const notify = useCallback((message: EditorMessage) => {
    const id = (nextMessage.current += 1);
    setMessages((list) => [...list.slice(-3), { ...message, id }]);
  }, []);

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void (async () => {
      const api = new LandSiteBuilds(client, land.launchType, land.id);
      let loaded: LoadedLand;
      try {
        loaded = await api.load();
      } catch {
        if (!disposed) setFailed(true);
        return;
      }
      if (disposed) return;
      const store = createEditorStore({
        land: { id: land.id, name: loaded.land.name, slug: loaded.land.slug },
        launchType: land.launchType,
        plan: land.plan,
        document: loaded.build.document,
        version: loaded.build.version,
        siteBuildId: loaded.build.siteBuildId,
        hasLocation: loaded.land.location?.lat != null && loaded.land.location.lng != null,
      });
      const key = landKey(land.launchType, land.id);
      const queue = new LocalQueue(window.localStorage);
      const engine = createSyncEngine({ store, api, queue, landKey: key, origin: api.origin });
      const stopChanges = api.subscribeChanges((event) => void engine.onRemoteChange(event));
      // The network back: what waits for the server goes now rather than at the next retry.
      const onOnline = () => void engine.retryNow();
      window.addEventListener('online', onOnline);
      // The window closing: the last edits reach the local queue before it goes.
      const onPageHide = () => engine.flushLocal();
      window.addEventListener('pagehide', onPageHide);
      cleanup = () => {
        stopChanges();
        window.removeEventListener('online', onOnline);
        window.removeEventListener('pagehide', onPageHide);
        engine.dispose();
      };
      setOpened({ loaded, store, engine, api });
      // Edits a previous session could not send (offline, a crash, a closed window) go now.
      const pending = queue.restore(key);
      if (pending && pending.edits.length > 0) {
        notify({ kind: 'info', text: t('editor.notices.restored') });
        await engine.resume(pending);
      }
    })();
    return () => {
      disposed = true;
      cleanup();
    };
    // One editor per land: opening another land mounts a new screen.
  }, [client, land.id, land.launchType]);

  const runCommand = useCallback(
    (command: MenuCommand) => {
      if (!opened) return;
      const state = opened.store.getState();
      switch (command) {
        case 'undo':
          state.undo();
          break;
        case 'redo':
          state.redo();
          break;
        case 'save':
          void opened.engine.save();
          break;
        case 'publish': {
          // Texts not written in every language are listed first; the owner publishes anyway or translates.
          const untranslated = untranslatedTexts(opened.store.getState().document);
          if (untranslated.length > 0) setPublishCheck(untranslated);
          else void opened.engine.publish();
          break;
        }
        case 'preview':
          state.setMode(state.ui.mode === 'preview' ? 'select' : 'preview');
          break;
        case 'phonePreview':
          state.togglePhonePreview();
          break;
        case 'zoomIn':
          state.setZoom(state.ui.zoom + 0.1);
          break;
        case 'zoomOut':
          state.setZoom(state.ui.zoom - 0.1);
          break;
        case 'zoomReset':
          state.setZoom(1);
          break;
      }
    },
    [opened],
  );

  useEffect(() => {
    const platform = getPlatform();
    const stopMenu = platform.onMenuCommand(runCommand);
    // In the desktop app the menu's accelerators take these keys; in a browser, the page does.
    const onKey = (event: KeyboardEvent) => {
      const command = commandOfKey(event);
      if (!command) return;
      // Inside a text field, undo and redo are the editor's (every keystroke is an edit of the document).
      event.preventDefault();
      runCommand(command);
    };
    if (!platform.isDesktop) window.addEventListener('keydown', onKey);
    return () => {
      stopMenu();
      window.removeEventListener('keydown', onKey);
    };
  }, [runCommand]);

  // The lists' results follow the lists: read again once a change of them is committed.
  const queryResults = useQueryResults(client, opened?.store ?? null, opened?.loaded.queries);

  const services = useMemo<EditorServices | null>(
    () =>
      opened && {
        api: opened.api,
        engine: opened.engine,
        land: opened.loaded.land,
        queries: queryResults,
        siteUrl:
          land.launchType === 'STORE'
            ? `${apiBaseUrl}/store/${land.id}/${opened.loaded.land.slug}/`
            : `${apiBaseUrl}/landing/${land.id}/${opened.loaded.land.slug}/`,
        notify,
        openAddDialog: (to, index) => setAddTarget({ to, ...(index === undefined ? {} : { index }) }),
        media: mediaLibraryApi({
          client,
          session,
          apiBaseUrl,
          launchType: land.launchType,
          landId: land.id,
          locale: () => localeRef.current,
        }),
        assetUrl: assetUrlFor(apiBaseUrl),
      },
    [opened, queryResults, notify, land.launchType, land.id, apiBaseUrl, client, session],
  );

  if (failed) {
    return (
      <main className="studio-editor-failed">
        <p role="alert">{t('editor.errors.loadFailed')}</p>
        <button type="button" className="studio-button" onClick={onExit}>
          {t('editor.back')}
        </button>
      </main>
    );
  }
  if (!opened || !services) return <div className="studio-splash" aria-busy="true" />;

  return (
    <EditorStoreProvider store={opened.store}>
      <EditorServicesProvider value={services}>
        <div className="studio-editor" data-testid="editor">
          <Toolbar onExit={onExit} onCommand={runCommand} />
          <div className="studio-editor__body">
            <Drawer />
            <Canvas />
          </div>
          <Messages
            messages={messages}
            onDismiss={(id) => setMessages((list) => list.filter((message) => message.id !== id))}
          />
          {addTarget && <AddBlockDialog to={addTarget.to} index={addTarget.index} onClose={() => setAddTarget(null)} />}
          {publishCheck && (
            <PublishCheckDialog
              texts={publishCheck}
              onClose={() => setPublishCheck(null)}
              onPublish={() => {
                setPublishCheck(null);
                void opened.engine.publish();
              }}
            />
          )}
        </div>
      </EditorServicesProvider>
    </EditorStoreProvider>
  );
}
