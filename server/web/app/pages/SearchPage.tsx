import { Head } from '../head';

/** Placeholder while the page is being built. */
export default function SearchPage() {
  return (
    <section>
      <Head title="SearchPage" />
      <h1>SearchPage</h1>
    </section>
  );
}
