import { Head } from '../head';

/** Placeholder while the page is being built. */
export default function LoginPage() {
  return (
    <section>
      <Head title="LoginPage" />
      <h1>LoginPage</h1>
    </section>
  );
}
