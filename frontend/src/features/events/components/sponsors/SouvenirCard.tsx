import '@/components/festival/messages';
import * as React from 'react';
import { BookOpen } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import type { CreatedContribution, Event } from '@/lib/api-types';
import { useSendPiece } from '../../api/sponsors';

function PieceDialog({ event, onClose }: { event: Event; onClose: () => void }) {
  const { t } = useLingui();
  const send = useSendPiece();
  const [title, setTitle] = React.useState('');
  const [author, setAuthor] = React.useState('');
  const [kind, setKind] = React.useState<'story' | 'poem'>('poem');
  const [text, setText] = React.useState('');
  const [email, setEmail] = React.useState('');
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);
  const [sent, setSent] = React.useState<CreatedContribution | null>(null);

  async function submit(submitted: React.FormEvent) {
    submitted.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      setSent(await send(event.id, { title, author, kind, text, email, imagePath: '', childAge: null }));
    } catch (error) {
      setErrors(isApiError(error, 400) ? error.fieldErrors : { form: t`Something went wrong. Please try again.` });
    } finally {
      setBusy(false);
    }
  }

  const error = (name: string) =>
    errors[name] ? (
      <p id={`piece-${name}-error`} className="text-sm font-medium text-sindoor-dark">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Write for the souvenir</Trans>
          </DialogTitle>
        </DialogHeader>
        {sent ? (
          <p role="status" className="font-semibold">
            <Trans>Thank you! The organisers will let you know whether it is printed.</Trans>
          </p>
        ) : (
          <form className="grid gap-4" onSubmit={(submitted) => void submit(submitted)} noValidate>
            <div className="grid gap-1.5">
              <Label htmlFor="piece-title">
                <Trans>Title</Trans>
              </Label>
              <Input id="piece-title" value={title} onChange={(change) => setTitle(change.target.value)} />
              {error('title')}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="piece-author">
                <Trans>Written by</Trans>
              </Label>
              <Input id="piece-author" value={author} onChange={(change) => setAuthor(change.target.value)} />
              {error('author')}
            </div>
            <fieldset className="flex flex-wrap gap-4">
              <legend className="mb-1 text-sm font-semibold">
                <Trans>A story or a poem</Trans>
              </legend>
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name="piece-kind" checked={kind === 'poem'} onChange={() => setKind('poem')} />
                <Trans>Poem</Trans>
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name="piece-kind" checked={kind === 'story'} onChange={() => setKind('story')} />
                <Trans>Story</Trans>
              </label>
            </fieldset>
            <div className="grid gap-1.5">
              <Label htmlFor="piece-text">
                <Trans>The piece, in Bengali or English</Trans>
              </Label>
              <Textarea id="piece-text" rows={6} value={text} onChange={(change) => setText(change.target.value)} />
              {error('text')}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="piece-email">
                <Trans>Email for its link (optional)</Trans>
              </Label>
              <Input id="piece-email" type="email" value={email} onChange={(change) => setEmail(change.target.value)} />
              {error('email')}
            </div>
            {errors.form && (
              <p role="alert" className="font-medium text-sindoor-dark">
                {errors.form}
              </p>
            )}
            <Button type="submit" disabled={busy}>
              <Trans>Send it</Trans>
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The souvenir magazine (an event that sells ads in one): families send a story or a poem for it. */
export function SouvenirCard({ event }: { event: Event }) {
  const [open, setOpen] = React.useState(false);
  if (event.isPast || !(event.sponsorships ?? []).some((offer) => offer.kind === 'ad')) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>The souvenir</Trans>
        </CardTitle>
        <p>
          <Trans>Send a story or a poem for the festival's souvenir magazine.</Trans>
        </p>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <BookOpen aria-hidden="true" />
          <Trans>Write for the souvenir</Trans>
        </Button>
      </CardContent>
      {open && <PieceDialog event={event} onClose={() => setOpen(false)} />}
    </Card>
  );
}

