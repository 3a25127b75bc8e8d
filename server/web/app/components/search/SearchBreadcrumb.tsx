import { ChevronRight } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';

/** One step of the breadcrumb: a link, or the page itself (the last one) without `href`. */
export interface BreadcrumbStep {
  label: string;
  href?: string;
}

/** Home › the category's ancestors › where the visitor is. */
export function SearchBreadcrumb({ steps }: { steps: BreadcrumbStep[] }) {
  const { t } = useI18n();
  const all: BreadcrumbStep[] = [{ label: t('portal.search.home'), href: paths.home() }, ...steps];
  return (
    <nav className="search-breadcrumb" aria-label={t('portal.search.breadcrumb')}>
      <ol>
        {all.map((step, index) => (
          <li key={`${index}-${step.label}`}>
            {index > 0 ? <ChevronRight aria-hidden="true" size={14} className="search-breadcrumb__sep" /> : null}
            {step.href && index < all.length - 1 ? (
              <Link href={step.href}>{step.label}</Link>
            ) : (
              <span aria-current="page">{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
