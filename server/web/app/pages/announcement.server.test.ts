import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement } from '../../../modules/announcements/announcements.test-support';
import { ACCESS_COOKIE } from '../../../modules/auth/session-cookies';
import { postComment } from '../../../modules/comments/comments.test-support';
import { userWithToken } from '../../../modules/reactions/reactions.test-support';
import { testEngines } from '../../../test/engines';
import { startTestServer, type TestServer } from '../../../test/harness';

/** A page fetched over HTTP as a browser would, with the session cookie when a token is given. */
async function fetchPage(server: TestServer, path: string, token?: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.url}${path}`, {
    redirect: 'manual',
    headers: token ? { cookie: `${ACCESS_COOKIE}=${token}` } : {},
  });
  return { status: response.status, html: await response.text() };
}

/** The structured data of a page (its one JSON-LD script), parsed. */
function jsonLdOf(html: string): Record<string, any> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!) as Record<string, any>;
}

describe.each(testEngines)('the announcement page on %s', (engine) => {
  let server: TestServer;
  let seller: { id: string; username: string | null; token: string };
  beforeAll(async () => {
    server = await startTestServer(engine);
    seller = await userWithToken(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is complete HTML: title, price, description, canonical address and a Product with its offer in dinars', async () => {
    const announcement = await createAnnouncement(server.deps, {
      userId: seller.id,
      title: 'Vélo de course Btwin 2022',
      description: 'Cadre aluminium, taille M.\nTrès peu servi.',
      price: 45_000,
      phones: [{ phone: '0550123456', hasWhatsapp: true }],
    });
    const { status, html } = await fetchPage(server, `/${announcement.slug}-d${announcement.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Vélo de course Btwin 2022 | Souk</title>');
    expect(html).toMatch(/<h1[^>]*>Vélo de course Btwin 2022<\/h1>/);
    expect(html).toContain('<bdi dir="ltr">45 000</bdi> DA');
    // The description keeps its line break as text (the stylesheet shows it).
    expect(html).toContain('Cadre aluminium, taille M.\nTrès peu servi.');
    expect(html).toContain(`<link rel="canonical" href="http://souk.test/${announcement.slug}-d${announcement.id}"/>`);
    expect(html).toContain('<meta name="description" content="Cadre aluminium, taille M. Très peu servi."/>');
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Vélo de course Btwin 2022',
      offers: {
        '@type': 'Offer',
        price: 45_000,
        priceCurrency: 'DZD',
        availability: 'https://schema.org/InStock',
        url: `http://souk.test/${announcement.slug}-d${announcement.id}`,
      },
    });
    // Seller block, reactions and contact are in the HTML a search engine or a script-less browser gets.
    expect(html).toContain(`href="/membre/${seller.id}"`);
    expect(html).toContain('Afficher le numéro');
    expect(html).toContain('aria-pressed="false"');
  });

  it('shows user text as text: replacement patterns, script ends and separators never change the page', async () => {
    const corpus = "Prix $& $' $` $$ $1 fin </script><script>alert(1)</script> \u2028 \u2029 \u202e inversé";
    const announcement = await createAnnouncement(server.deps, {
      userId: seller.id,
      title: `Vélo ${corpus}`.slice(0, 100),
      description: `Description ${corpus}`,
    });
    const { status, html } = await fetchPage(server, `/${announcement.slug}-d${announcement.id}`);
    expect(status).toBe(200);
    // One document: its head and body in place, the page data and the end of the page after it.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).not.toContain('<script>alert(1)</script>');
    const data = /<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script>/.exec(html);
    expect(data).not.toBeNull();
    // The page data still parses and carries the description exactly as it was written.
    expect(JSON.stringify(JSON.parse(data![1]!))).toContain(JSON.stringify(`Description ${corpus}`).slice(1, -1));
  });

  it('sends an old or mistyped slug to the canonical address for good (301), keeping the language', async () => {
    const announcement = await createAnnouncement(server.deps, { userId: seller.id, title: 'Casque vélo Giro' });
    const response = await fetch(`${server.url}/ancien-titre-d${announcement.id}?lang=ar`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/casque-velo-giro-d${announcement.id}?lang=ar`);
    expect((await fetchPage(server, `/casque-velo-giro-d${announcement.id}?lang=ar`)).status).toBe(200);
  });

  it('renders a description holding markup as text, in the page and in the structured data', async () => {
    const announcement = await createAnnouncement(server.deps, {
      userId: seller.id,
      title: 'Téléphone </script><script>alert(1)</script>',
      description: 'Bon état <script>alert("x")</script> <img src=x onerror=alert(2)>',
    });
    const { status, html } = await fetchPage(server, `/${announcement.slug}-d${announcement.id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      'Bon état &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt;',
    );
    const ld = jsonLdOf(html);
    expect(ld.name).toBe('Téléphone </script><script>alert(1)</script>');
    expect(ld.description).toContain('<script>alert("x")</script>');
  });

  it('answers 404 with a way home for an id that does not exist or is no id', async () => {
    for (const path of ['/nothing-here-d987654321', '/x-d99999999999999999999999']) {
      const { status, html } = await fetchPage(server, path);
      expect(status, path).toBe(404);
      expect(html).toContain('Annonce introuvable');
      expect(html).toContain('Retour à l&#x27;accueil');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('shows an inactive announcement to its owner with a status banner, and is a 404 for anyone else', async () => {
    const announcement = await createAnnouncement(server.deps, {
      userId: seller.id,
      status: 'EXPIRED',
      phones: [{ phone: '0550123456' }],
    });
    const path = `/${announcement.slug}-d${announcement.id}`;
    const owner = await fetchPage(server, path, seller.token);
    expect(owner.status).toBe(200);
    expect(owner.html).toContain('Cette annonce n&#x27;est pas visible du public : expirée.');
    // The owner's own announcement: calling and messaging oneself is disabled; owner shortcuts are there.
    expect(owner.html).toMatch(/<button type="submit" class="button button--primary button--block" disabled=""/);
    expect(owner.html).toContain('Remonter en tête de liste');
    expect(jsonLdOf(owner.html).offers.availability).toBe('https://schema.org/OutOfStock');

    expect((await fetchPage(server, path)).status).toBe(404);
  });

  it('lists the comments with their answers, newest first, and says when comments are off', async () => {
    const announcement = await createAnnouncement(server.deps, { userId: seller.id });
    const buyer = await userWithToken(server);
    const question = await postComment(server, buyer.token, announcement.id, 'Toujours disponible ?');
    await postComment(server, seller.token, announcement.id, 'Oui, toujours.', question);
    await postComment(server, buyer.token, announcement.id, 'Livraison à Oran possible ?');
    const { html } = await fetchPage(server, `/${announcement.slug}-d${announcement.id}`);
    const newer = html.indexOf('Livraison à Oran possible ?');
    const older = html.indexOf('Toujours disponible ?');
    const answer = html.indexOf('Oui, toujours.');
    expect(newer).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newer);
    expect(answer).toBeGreaterThan(older);
    // The seller's answer carries the seller mark.
    expect(html.slice(older, answer + 200)).toContain('Vendeur');

    const closed = await createAnnouncement(server.deps, { userId: seller.id, isCommentEnabled: false });
    const page = await fetchPage(server, `/${closed.slug}-d${closed.id}`);
    expect(page.html).toContain('Désolé, mais les commentaires sont désactivés pour cette annonce');
    expect(page.html).not.toContain('Aucun commentaire pour cette annonce');

    const empty = await createAnnouncement(server.deps, { userId: seller.id });
    expect((await fetchPage(server, `/${empty.slug}-d${empty.id}`)).html).toContain(
      'Aucun commentaire pour cette annonce',
    );
  });

  /** "Show the number" posted as a browser without JavaScript posts it. */
  const postReveal = (fields: Record<string, string>, origin = server.url) =>
    fetch(`${server.url}/announcement-phone?lang=ar`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields),
    });
  const revealsOf = async (id: string) =>
    (
      await server.deps.db
        .selectFrom('phone_reveals')
        .select(server.deps.db.fn.countAll<number>().as('n'))
        .where('announcement_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n;

  it('shows the number without JavaScript: the form posts, the page comes back showing it, counted once', async () => {
    const announcement = await createAnnouncement(server.deps, {
      userId: seller.id,
      title: 'Perceuse Bosch',
      phones: [{ phone: '0661234567' }],
    });
    const address = `/${announcement.slug}-d${announcement.id}?lang=ar`;
    const before = await fetchPage(server, address);
    expect(before.html).toContain('action="/announcement-phone?lang=ar"');
    expect(before.html).not.toContain('0661 23 45 67');

    const posted = await postReveal({ announcementId: announcement.id, slug: announcement.slug });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/${announcement.slug}-d${announcement.id}?lang=ar#contact`);
    // Shown again (and again), the page shows the number this visitor revealed, without counting it.
    for (let shown = 0; shown < 2; shown += 1) {
      const after = await fetchPage(server, address);
      expect(after.html).toMatch(/<a class="button button--block button--primary" href="tel:\+?\d+" dir="ltr">/);
      expect(after.html).toContain('0661 23 45 67');
    }
    expect(Number(await revealsOf(announcement.id))).toBe(1);
  });

  it('refuses a reveal posted from another site, and sends a refused one back with its reason', async () => {
    const announcement = await createAnnouncement(server.deps, {
      userId: seller.id,
      title: 'Tondeuse',
      phones: [{ phone: '0770112233' }],
    });
    const forged = await postReveal(
      { announcementId: announcement.id, slug: announcement.slug },
      'https://elsewhere.example',
    );
    expect(forged.status).toBe(403);
    const expired = await createAnnouncement(server.deps, {
      userId: seller.id,
      title: 'Vieux vélo',
      status: 'EXPIRED',
    });
    const refused = await postReveal({ announcementId: expired.id, slug: expired.slug });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toMatch(
      new RegExp(`^/${expired.slug}-d${expired.id}\\?phoneError=[A-Z_%0-9]+&lang=ar#contact$`),
    );
    expect(Number(await revealsOf(announcement.id)) + Number(await revealsOf(expired.id))).toBe(0);
  });

  /** The comment form posted as a browser without JavaScript posts it, with the session's cookie when given. */
  const postCommentForm = (fields: Record<string, string>, token?: string) =>
    fetch(`${server.url}/announcement-comment`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.url,
        ...(token ? { cookie: `${ACCESS_COOKIE}=${token}` } : {}),
      },
      body: new URLSearchParams(fields),
    });

  it('takes a comment without JavaScript: posted, shown on the page sent back to; a refusal keeps the text', async () => {
    const announcement = await createAnnouncement(server.deps, { userId: seller.id, title: 'Table en chêne' });
    const address = `/${announcement.slug}-d${announcement.id}`;
    const buyer = await userWithToken(server);
    const before = await fetchPage(server, address, buyer.token);
    expect(before.html).toContain('action="/announcement-comment"');
    expect(before.html).toContain(`name="back" value="${address}"`);

    const posted = await postCommentForm(
      { announcementId: announcement.id, back: address, content: 'Encore disponible ?' },
      buyer.token,
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${address}?commented=1#comments`);
    const after = await fetchPage(server, `${address}?commented=1`, buyer.token);
    expect(after.html).toContain('Encore disponible ?');
    expect(after.html).toContain('Votre commentaire a été envoyé');

    const refused = await postCommentForm(
      { announcementId: announcement.id, back: address, content: 'x'.repeat(5000) },
      buyer.token,
    );
    const location = refused.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${address}\\?commentError=COMMENT%2FTOO_LONG&commentDraft=x+#comments$`));
    const again = await fetchPage(server, location.replace('#comments', ''), buyer.token);
    expect(again.html).toContain('Veuillez diminuer le nombre de caractéres');
    expect(again.html).toContain(`>${'x'.repeat(2000)}</textarea>`);
  });

  it('sends a visitor’s comment to sign in first, and never back to another address', async () => {
    const announcement = await createAnnouncement(server.deps, { userId: seller.id, title: 'Chaise' });
    const address = `/${announcement.slug}-d${announcement.id}`;
    const visitor = await postCommentForm({ announcementId: announcement.id, back: address, content: 'Bonjour' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(`/auth/login?redirectTo=${encodeURIComponent(`${address}#comments`)}`);
    const buyer = await userWithToken(server);
    const elsewhere = await postCommentForm(
      { announcementId: announcement.id, back: '//evil.example/x-d1', content: 'Bonjour' },
      buyer.token,
    );
    expect(elsewhere.headers.get('location')).toBe('/');
  });

  it('speaks Arabic right to left with ?lang=ar', async () => {
    const announcement = await createAnnouncement(server.deps, {
      userId: seller.id,
      price: 12_000,
      phones: [{ phone: '0661234567' }],
    });
    const { html } = await fetchPage(server, `/${announcement.slug}-d${announcement.id}?lang=ar`);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('إظهار الرقم');
    // The amount keeps its digit groups in order in Arabic (a left-to-right island).
    expect(html).toContain('<bdi dir="ltr">12 000</bdi> دج');
  });
});
