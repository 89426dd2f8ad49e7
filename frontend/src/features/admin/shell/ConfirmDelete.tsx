import type * as React from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';

/**
 * Asks before something is done that cannot simply be taken back. `children` is the button that
 * opens the question (or, without one, `open` says when it is asked); `onConfirm` runs only when
 * the organiser presses `actionLabel`; the other button and Escape change nothing. Focus returns
 * to the button either way.
 */
export function ConfirmAction({
  title,
  question,
  actionLabel,
  dismissLabel,
  onConfirm,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  question: string;
  actionLabel: string;
  /** The button that leaves everything as it is; "Cancel" unless said. */
  dismissLabel?: string;
  onConfirm: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: React.ReactElement;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {children && <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="wrap-anywhere">{question}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{dismissLabel ?? <Trans>Cancel</Trans>}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
            {actionLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Asks before something is deleted for good, with its confirmation text (docs/screens.md) as `question`. */
export function ConfirmDelete(props: {
  title: string;
  question: string;
  onConfirm: () => void;
  children: React.ReactElement;
}) {
  const { t } = useLingui();
  return <ConfirmAction {...props} actionLabel={t`Delete`} />;
}
