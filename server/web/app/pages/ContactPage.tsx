import { Head } from '../head';

/** Placeholder while the page is being built. */
export default function ContactPage() {
  return (
    <section>
      <Head title="ContactPage" />
      <h1>ContactPage</h1>
    </section>
  );
}
