import { Clock, Mail, MapPin, Phone, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPhone } from '../../../domain/format';
import type { SiteLocation } from '../context';
import { useSiteText } from '../texts';

/** A phone number as a tel: address (digits and a leading +). */
export function telHref(phone: string): string | null {
  const digits = phone
    .trim()
    .replace(/[^\d+]/g, '')
    .replace(/(?!^)\+/g, '');
  return /^\+?\d{6,15}$/.test(digits) ? `tel:${digits}` : null;
}

/** An e-mail address as a mailto: address, or null when it does not look like one. */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/.test(address) ? `mailto:${address}` : null;
}

/** The one-line address of a location: street, city, region. */
export function addressOf(location: SiteLocation): string {
  return [location.address, location.city, location.region].filter((part) => part && part.trim()).join(', ');
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="site-details__row">
      <dt>
        {icon}
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A location's details as a description list: address, phones (tel: links, grouped for reading),
 * e-mails (mailto: links), faxes and opening hours. Null when nothing is to be shown.
 */
export function LocationDetails({
  location,
  show = {},
}: {
  location: SiteLocation;
  show?: { address?: boolean; phones?: boolean; emails?: boolean; faxes?: boolean; worktime?: boolean };
}) {
  const t = useSiteText();
  const { address = true, phones = true, emails = true, faxes = true, worktime = true } = show;
  const place = addressOf(location);
  const rows: ReactNode[] = [];
  if (address && place) {
    rows.push(
      <Row key="address" icon={<MapPin aria-hidden="true" size={18} />} label={t('site.location.address')}>
        {location.title ? <strong>{location.title}</strong> : null} {place}
      </Row>,
    );
  }
  if (phones && location.phones.length > 0) {
    rows.push(
      <Row key="phones" icon={<Phone aria-hidden="true" size={18} />} label={t('site.location.phones')}>
        {location.phones.map((phone) => {
          const href = telHref(phone);
          return (
            <span key={phone} className="site-details__value" dir="ltr">
              {href ? <a href={href}>{formatPhone(phone)}</a> : formatPhone(phone)}
            </span>
          );
        })}
      </Row>,
    );
  }
  if (emails && location.emails.length > 0) {
    rows.push(
      <Row key="emails" icon={<Mail aria-hidden="true" size={18} />} label={t('site.location.emails')}>
        {location.emails.map((email) => {
          const href = mailtoHref(email);
          return (
            <span key={email} className="site-details__value" dir="ltr">
              {href ? <a href={href}>{email}</a> : email}
            </span>
          );
        })}
      </Row>,
    );
  }
  if (faxes && location.faxes.length > 0) {
    rows.push(
      <Row key="faxes" icon={<Printer aria-hidden="true" size={18} />} label={t('site.location.faxes')}>
        {location.faxes.map((fax) => (
          <span key={fax} className="site-details__value" dir="ltr">
            {formatPhone(fax)}
          </span>
        ))}
      </Row>,
    );
  }
  if (worktime && location.worktime?.trim()) {
    rows.push(
      <Row key="worktime" icon={<Clock aria-hidden="true" size={18} />} label={t('site.location.worktime')}>
        <span className="site-details__worktime">{location.worktime}</span>
      </Row>,
    );
  }
  if (rows.length === 0) return null;
  return <dl className="site-details">{rows}</dl>;
}
