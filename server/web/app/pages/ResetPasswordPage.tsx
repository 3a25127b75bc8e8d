import { Head } from '../head';

/** Placeholder while the page is being built. */
export default function ResetPasswordPage() {
  return (
    <section>
      <Head title="ResetPasswordPage" />
      <h1>ResetPasswordPage</h1>
    </section>
  );
}
