import type * as React from 'react';
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
 * opens the question; `onConfirm` runs only when the organiser presses `actionLabel`; the other
 * button and Escape change nothing. Focus returns to the button either way.
 */
export function ConfirmAction({
  title,
  question,
  actionLabel,
  dismissLabel = 'Cancel',
  onConfirm,
  children,
}: {
  title: string;
  question: string;
  actionLabel: string;
  /** The button that leaves everything as it is. */
  dismissLabel?: string;
  onConfirm: () => void;
  children: React.ReactElement;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="wrap-anywhere">{question}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{dismissLabel}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
            {actionLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Asks before something is deleted for good, with the spec's confirmation text as `question`. */
export function ConfirmDelete(props: {
  title: string;
  question: string;
  onConfirm: () => void;
  children: React.ReactElement;
}) {
  return <ConfirmAction {...props} actionLabel="Delete" />;
}
