import { Link } from 'react-router-dom';
import { Home } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent className="grid justify-items-center gap-4 pt-8 sm:pt-10">
        <p className="text-6xl font-extrabold text-sindoor" aria-hidden="true">
          {formatNumber(404, { useGrouping: false })}
        </p>
        <h1 className="text-2xl font-bold">
          <Trans>Page Not Found</Trans>
        </h1>
        <p className="text-maroon-soft">
          <Trans>The page you are looking for doesn't exist or has been moved.</Trans>
        </p>
        <Button asChild>
          <Link to={paths.home}>
            <Home aria-hidden="true" />
            <Trans>Back to Home</Trans>
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
