import { Head } from '../head';

/** Placeholder while the page is being built. */
export default function LegalPage() {
  return (
    <section>
      <Head title="LegalPage" />
      <h1>LegalPage</h1>
    </section>
  );
}
