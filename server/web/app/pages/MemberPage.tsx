import { Head } from '../head';

/** Placeholder while the page is being built. */
export default function MemberPage() {
  return (
    <section>
      <Head title="MemberPage" />
      <h1>MemberPage</h1>
    </section>
  );
}
