import { Head } from '../head';

/** Placeholder while the page is being built. */
export default function AnnouncementPage() {
  return (
    <section>
      <Head title="AnnouncementPage" />
      <h1>AnnouncementPage</h1>
    </section>
  );
}
