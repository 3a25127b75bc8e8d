import { describe, expect, it } from 'vitest';
import { contextWithBlocks, renderSite, testBlock, testLand } from './test-support';

const noLocation = testLand({ location: null, socials: [] });

describe('location blocks', () => {
  it.each(['Map', 'Maps'] as const)('%s embeds the map of the location with a link to open it', (type) => {
    const html = renderSite(contextWithBlocks([testBlock(type)]));
    expect(html).toContain(
      '<iframe class="site-map-frame__map" src="https://www.openstreetmap.org/export/embed.html?bbox=',
    );
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('title="Carte : Magasin principal"');
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=36.7538&amp;mlon=3.0588#map=16/36.7538/3.0588"');
  });

  it.each(['Map', 'Maps'] as const)('%s says the spec text when the land has no location', (type) => {
    const html = renderSite(contextWithBlocks([testBlock(type)], { land: noLocation }));
    expect(html).toContain('L&#x27;emplacement de la boutique est inconnu.');
    expect(html).not.toContain('<iframe');
  });

  it('ContactInformation lists phones as tel: links, e-mails as mailto: links and the hours', () => {
    const html = renderSite(contextWithBlocks([testBlock('ContactInformation')]));
    expect(html).toContain('<a href="tel:0550123456">0550 12 34 56</a>');
    expect(html).toContain('<a href="mailto:contact@maboutique.dz">contact@maboutique.dz</a>');
    expect(html).toContain('Sam–Jeu 9h–18h');
    expect(html).toContain('12 rue Didouche Mourad, Alger Centre, Alger');
    expect(html).not.toContain('021 23 45 67');
  });

  it('ContactInformation follows its options and says when the location is unknown', () => {
    const html = renderSite(
      contextWithBlocks([testBlock('ContactInformation', { showPhones: false, showEmails: false })]),
    );
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('mailto:');
    expect(renderSite(contextWithBlocks([testBlock('ContactInformation')], { land: noLocation }))).toContain(
      'L&#x27;emplacement de la boutique est inconnu.',
    );
  });

  it('Contact shows every detail, the networks and, when asked, the map', () => {
    const html = renderSite(contextWithBlocks([testBlock('Contact', { showMap: true })]));
    expect(html).toContain('021 23 45 67');
    expect(html).toContain('href="https://facebook.com/maboutique"');
    expect(html).toContain('<iframe');
    expect(renderSite(contextWithBlocks([testBlock('Contact')], { land: noLocation }))).toContain(
      'Aucune coordonnée pour l&#x27;instant.',
    );
  });

  it('leaves out phone numbers and e-mails that cannot be links as links', () => {
    const land = testLand();
    land.location = { ...land.location!, phones: ['appelez-nous'], emails: ['pas une adresse'] };
    const html = renderSite(contextWithBlocks([testBlock('ContactInformation')], { land }));
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('mailto:');
    expect(html).toContain('appelez-nous');
  });
});

describe('Social', () => {
  it('links the land networks in a new tab, web addresses only', () => {
    const land = testLand({
      socials: [
        { name: 'instagram', url: 'https://instagram.com/maboutique' },
        { name: 'facebook', url: 'javascript:alert(1)' },
        { name: 'whatsapp', url: 'tel:+213550123456' },
      ],
    });
    const html = renderSite(contextWithBlocks([testBlock('Social')], { land }));
    expect(html).toContain('Suivez-nous');
    expect(html).toContain(
      '<a href="https://instagram.com/maboutique" data-network="instagram" target="_blank" rel="noopener noreferrer">',
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('tel:');
  });

  it('shows nothing to visitors when the land has no network, a hint in the studio', () => {
    expect(renderSite(contextWithBlocks([testBlock('Social')], { land: noLocation }))).not.toContain('Suivez-nous');
    const studio = renderSite(
      contextWithBlocks([testBlock('Social')], { land: noLocation, editing: { selectedBlockId: null, select() {} } }),
    );
    expect(studio).toContain('Les réseaux de la boutique apparaissent ici');
  });
});
