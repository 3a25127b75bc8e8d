/**
 * The portal's service worker (served at `/sw.js`, scope `/`): it shows the Web Push messages the
 * server sends (notifications module, `PushMessage`: title, body, the address to open) and opens
 * or focuses that address when one is clicked. Nothing else: pages are not cached here.
 */

/** The few worker types used, written out: the project's TypeScript library is the DOM's. */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data: unknown };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  location: Location;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

/** What a push carries; anything else is shown as a bare "Souk" notification linking home. */
function messageOf(event: PushEvent): { title: string; body: string; url: string; tag?: string } {
  try {
    const data = JSON.parse(event.data?.text() ?? '{}') as Record<string, unknown>;
    const url = typeof data.url === 'string' ? data.url : '/';
    return {
      title: typeof data.title === 'string' ? data.title : 'Souk',
      body: typeof data.body === 'string' ? data.body : '',
      url,
      ...(typeof data.notificationId === 'string' ? { tag: `notification-${data.notificationId}` } : {}),
    };
  } catch {
    return { title: 'Souk', body: '', url: '/' };
  }
}

worker.addEventListener('push', (event) => {
  const message = messageOf(event);
  event.waitUntil(
    worker.registration.showNotification(message.title, {
      body: message.body,
      icon: '/static/favicon.svg',
      data: { url: message.url },
      ...(message.tag ? { tag: message.tag } : {}),
    }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const asked = (event.notification.data as { url?: unknown } | null)?.url;
  // Only this site's addresses are opened from a notification.
  const target = new URL(typeof asked === 'string' ? asked : '/', worker.location.origin);
  const url = target.origin === worker.location.origin ? target.href : worker.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
      if (open) {
        await open.navigate(url);
        await open.focus();
      } else {
        await worker.clients.openWindow(url);
      }
    })(),
  );
});
