import { Head } from '../head';

/** Placeholder while the page is being built. */
export default function RegisterPage() {
  return (
    <section>
      <Head title="RegisterPage" />
      <h1>RegisterPage</h1>
    </section>
  );
}
