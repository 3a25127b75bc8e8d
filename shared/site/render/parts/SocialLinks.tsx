import { ExternalLink } from 'lucide-react';
import { safeLink } from '../../media/urls';
import { useSiteRender } from '../context';
import { useSiteText } from '../texts';

/** How networks are written, by the name stores save them under. */
const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  twitter: 'X',
  x: 'X',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  snapchat: 'Snapchat',
  pinterest: 'Pinterest',
  viber: 'Viber',
};

/** A network's key (for its colour in site.css) and its display name. */
export function networkOf(name: string): { key: string; label: string } {
  const key = name.trim().toLowerCase();
  return { key: key in NETWORK_NAMES ? key : 'other', label: NETWORK_NAMES[key] ?? name.trim() };
}

/** The land's social networks as links (web addresses only), opening in a new tab. */
export function SocialLinks() {
  const { land } = useSiteRender();
  const t = useSiteText();
  const socials = land.socials
    .map((social) => ({ ...networkOf(social.name), url: safeLink(social.url) }))
    .filter(
      (social): social is { key: string; label: string; url: string } =>
        social.url !== null && /^https?:/i.test(social.url),
    );
  if (socials.length === 0) return null;
  return (
    <ul className="site-networks" aria-label={t('site.social.label')}>
      {socials.map((social) => (
        <li key={`${social.key}-${social.url}`}>
          <a href={social.url} data-network={social.key} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" size={16} />
            {social.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
