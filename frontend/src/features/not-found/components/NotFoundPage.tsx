import { Link } from 'react-router-dom';
import { Home } from 'lucide-react';
import { paths } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function NotFoundPage() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent className="grid justify-items-center gap-4 pt-8 sm:pt-10">
        <p className="text-6xl font-extrabold text-sindoor" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-bold">Page Not Found</h1>
        <p className="text-maroon-soft">The page you are looking for doesn't exist or has been moved.</p>
        <Button asChild>
          <Link to={paths.home}>
            <Home aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
