import { ArrowLeft, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import {
  ConversationDocument,
  ConversationListDocument,
  ConversationStartDocument,
  MessengerAnnouncementDocument,
} from '../../../../../shared/graphql/generated';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { paths } from '../../routes';
import { isMember, useViewer } from '../../session';
import { AnnouncementContext } from './AnnouncementContext';
import { Composer } from './Composer';
import { threadTarget } from './thread-id';
import { ThreadView } from './ThreadView';

const FRESH = { requestPolicy: 'cache-and-network' } as const;

function Status({ text }: { text: string }) {
  return (
    <p className="messenger-drawer__status" role="status">
      {text}
    </p>
  );
}

/** A conversation by its id; the server answers "not found" to anyone outside it. */
function ConversationThread({ id }: { id: string }) {
  const { t } = useI18n();
  const [result] = useQuery({ query: ConversationDocument, variables: { id }, ...FRESH });
  if (result.error) return <Status text={result.error.graphQLErrors[0]?.message ?? t('portal.messenger.notFound')} />;
  const conversation = result.data?.conversation;
  return conversation ? <ThreadView key={conversation.id} conversation={conversation} /> : null;
}

/**
 * A thread that may not exist yet: about an announcement (the announcement page's "Envoyer un
 * message"), or with a store about nothing in particular (a store's "write to us"). The member's
 * conversation is shown when there is one; else the context and a message box whose first message
 * starts the conversation (none is created by merely looking).
 */
function NewOrExistingThread({ target }: { target: { announcementId: string } | { storeId: string } }) {
  const { t } = useI18n();
  const { navigate } = useNavigation();
  const announcementId = 'announcementId' in target ? target.announcementId : null;
  const storeId = 'storeId' in target ? target.storeId : null;
  const [existing] = useQuery({
    query: ConversationListDocument,
    variables: { filter: announcementId ? { announcementId } : { withStoreId: storeId }, first: 1 },
    requestPolicy: 'network-only',
  });
  const [announcement] = useQuery({
    query: MessengerAnnouncementDocument,
    variables: { id: announcementId ?? '' },
    pause: !announcementId,
  });
  const [, start] = useMutation(ConversationStartDocument);
  const found = existing.data?.conversationList.data[0];
  if (found) return <ThreadView key={found.id} conversation={found} />;
  if (existing.error) return <Status text={existing.error.graphQLErrors[0]?.message ?? t('portal.messenger.error')} />;
  if (!existing.data) return null;
  const details = announcement.data?.announcementDetails;
  return (
    <div className="thread">
      {details ? <AnnouncementContext announcement={details} /> : null}
      <div className="thread__messages thread__messages--empty">
        <p>{t(announcementId ? 'portal.messenger.newThread' : 'portal.messenger.newStoreThread')}</p>
      </div>
      <Composer
        onSend={async (text, mediaIds) => {
          const result = await start({
            input: {
              ...(announcementId ? { announcementId } : { storeId }),
              text,
              mediaIds,
              clientId: crypto.randomUUID(),
            },
          });
          const conversation = result.data?.conversationStart;
          if (!conversation) return result.error?.graphQLErrors[0]?.message ?? '';
          navigate(paths.messagesThread(conversation.id), { replace: true, keepScroll: true });
          return null;
        }}
      />
    </div>
  );
}

/**
 * The messenger drawer of `/messages/thread/{threadId}` (spec: the home with the messenger open
 * on a thread): at the end of the line on wide screens, the whole screen on phones. Closing it
 * leaves the home. Visitors are sent to sign in by the server; anonymous sessions are told the
 * messenger is for members.
 */
export function MessengerDrawer({ threadId }: { threadId: string | undefined }) {
  const { t } = useI18n();
  const { navigate } = useNavigation();
  const viewer = useViewer();
  const ref = useRef<HTMLDialogElement>(null);
  // Shown once the page runs in the browser: the thread is live, the server's HTML has none of it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, [mounted]);
  if (!mounted) return null;

  const target = threadTarget(threadId);
  const close = () => navigate(paths.home(), { keepScroll: true });
  return (
    <dialog ref={ref} className="messenger-drawer" aria-label={t('portal.messenger.title')} onCancel={close}>
      <div className="messenger-drawer__header">
        <button
          type="button"
          className="icon-button"
          aria-label={t('portal.messenger.back')}
          title={t('portal.messenger.back')}
          onClick={() => {
            // Back to the list: the drawer goes and the top bar's messenger panel opens.
            close();
            document.getElementById('messenger-menu')?.showPopover();
          }}
        >
          <ArrowLeft aria-hidden="true" size={20} className="flip-rtl" />
        </button>
        <h2>{t('portal.messenger.title')}</h2>
        <button type="button" className="icon-button" onClick={close} aria-label={t('portal.messenger.close')}>
          <X aria-hidden="true" size={20} />
        </button>
      </div>
      {!isMember(viewer) ? (
        <div className="messenger-drawer__status">
          <p>{t('portal.messenger.membersOnly')}</p>
          <Link href={paths.login(paths.messagesThread(threadId ?? ''))} className="button button--primary">
            {t('portal.messenger.signIn')}
          </Link>
        </div>
      ) : target === null ? (
        <Status text={t('portal.messenger.notFound')} />
      ) : 'conversationId' in target ? (
        <ConversationThread id={target.conversationId} />
      ) : (
        <NewOrExistingThread key={threadId} target={target} />
      )}
    </dialog>
  );
}
