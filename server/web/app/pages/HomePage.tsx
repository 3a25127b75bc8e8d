import { Head } from '../head';

/** Placeholder while the page is being built. */
export default function HomePage() {
  return (
    <section>
      <Head title="HomePage" />
      <h1>HomePage</h1>
    </section>
  );
}
