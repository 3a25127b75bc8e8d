import { Head } from '../head';

/** Placeholder while the page is being built. */
export default function ProfileSettingsPage() {
  return (
    <section>
      <Head title="ProfileSettingsPage" />
      <h1>ProfileSettingsPage</h1>
    </section>
  );
}
