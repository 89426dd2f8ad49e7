import '@/components/festival/messages';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useManageToken } from '@/lib/manage-link';
import { usePageTitle } from '@/lib/page-title';
import { eventPath } from '@/lib/routes';
import { usePiece } from '../../api/sponsors';

function positiveInt(value: string | undefined): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/** /souvenir/{id}?token=…: a piece sent for the souvenir, and what the organisers decided. */
export default function PiecePage() {
  const { t } = useLingui();
  const { id } = useParams();
  const pieceId = positiveInt(id);
  const { pending } = useManageToken('souvenir', pieceId);
  const { data: piece, error, isLoading } = usePiece(pending ? null : pieceId);
  usePageTitle(piece ? piece.title : t`Your piece`);

  if (!pieceId || error) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <CardContent className="pt-8 sm:pt-8">
          <p>
            <Trans>This link cannot open that piece.</Trans>
          </p>
        </CardContent>
      </Card>
    );
  }
  if (pending || isLoading || !piece) {
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-4" aria-busy="true" aria-label={t`Loading your piece`}>
        <Skeleton className="h-10 w-64" />
      </div>
    );
  }
  const labels = { submitted: t`Waiting for the organisers`, accepted: t`In the souvenir`, declined: t`Not this time` };
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold wrap-anywhere">{piece.title}</h1>
          <Badge variant={piece.status === 'accepted' ? 'success' : 'secondary'}>{labels[piece.status ?? 'submitted']}</Badge>
        </div>
        <p className="text-maroon-soft">{piece.author}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {piece.text && <p className="whitespace-pre-line">{piece.text}</p>}
        {piece.note && <p className="text-maroon-soft">{piece.note}</p>}
        <Link to={eventPath(piece.eventId as number)} className="font-semibold text-sindoor-dark hover:underline">
          <Trans>Back to the event</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}
