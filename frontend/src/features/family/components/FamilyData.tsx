import '../messages';
import * as React from 'react';
import { Download, LoaderCircle, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import type { Family } from '@/lib/api-types';
import { currentLocale } from '@/lib/i18n';
import { downloadFamilyData, useDeleteFamily } from '../api/family';
import { confirmWord, isConfirmWord } from '../schemas';

/** The family's data is the family's: all of it as a file, or deleted for good. */
export function FamilyData({ family }: { family: Family }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Your data</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Everything this site holds about your email address: your family's details, your registrations with your
            answers, the messages you sent us and the record of changes.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <DownloadData />
        <div className="grid gap-3 border-t border-line pt-4">
          <p className="text-sm text-maroon-soft">
            <Trans>
              If you delete your family, the records the association must keep for its accounts (payments and their
              receipts, with the name each was received from) stay; everything else here is deleted, and your past
              registrations, memberships and donations keep only their numbers and amounts, without your names, contact
              details or notes.
            </Trans>
          </p>
          <DeleteFamily family={family} />
        </div>
      </CardContent>
    </Card>
  );
}

function DownloadData() {
  const { t } = useLingui();
  const [busy, setBusy] = React.useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadFamilyData();
    } catch {
      toast({ title: t`Download Failed`, description: t`We couldn't download your data. Please try again.`, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" className="justify-self-start" disabled={busy} onClick={() => void download()}>
      {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Download aria-hidden="true" />}
      <Trans>Download our data</Trans>
    </Button>
  );
}

/** "Delete our family", behind a confirmation the family types: DELETE, or মুছুন on a Bengali page. */
function DeleteFamily({ family }: { family: Family }) {
  const { t } = useLingui();
  const deleteFamily = useDeleteFamily();
  const [open, setOpen] = React.useState(false);
  const [typed, setTyped] = React.useState('');
  const [busy, setBusy] = React.useState(false);
  const inputId = React.useId();
  // The word follows the page's language (useLingui renders this again when it is switched).
  const locale = currentLocale();
  const word = confirmWord(locale);
  const confirmed = isConfirmWord(typed, locale);

  function changeOpen(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (!next) setTyped('');
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    try {
      await deleteFamily(family, word);
      toast({
        title: t`Your family has been deleted`,
        description: t`Everything we held about your family is gone, except what the association must keep for its accounts.`,
      });
    } catch {
      setBusy(false);
      toast({ title: t`Delete Failed`, description: t`We couldn't delete your family. Please try again.`, variant: 'destructive' });
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className="justify-self-start">
          <Trash2 aria-hidden="true" />
          <Trans>Delete our family</Trans>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={(event) => void confirm(event)} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans>Delete your family?</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              <Trans>
                Your registrations for events to come are cancelled, and their seats go to families on the waiting
                list. Past registrations, memberships and donations keep only their numbers and amounts. Your members,
                your messages to us and this page are deleted. This cannot be undone.
              </Trans>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>
              <Trans>Type {word} to confirm</Trans>
            </Label>
            <Input
              id={inputId}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize={locale === 'en' ? 'characters' : 'off'}
              spellCheck={false}
              disabled={busy}
            />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>
              <Trans>Keep our family</Trans>
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!confirmed || busy}>
              {busy ? (
                <>
                  <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                  <Trans>Deleting...</Trans>
                </>
              ) : (
                <Trans>Delete our family</Trans>
              )}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
