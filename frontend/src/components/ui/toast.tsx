import * as React from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { dismissToast, removeToast, useToast } from './use-toast';

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {children}
    </ToastPrimitive.Provider>
  );
}

/** Renders the current toast; the viewport is focusable with F8. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) {
              dismissToast(t.id);
              // Leave time for the closing animation before unmounting.
              window.setTimeout(() => removeToast(t.id), 200);
            }
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg data-[state=open]:animate-slide-up data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            t.variant === 'destructive'
              ? 'border-sindoor-dark bg-sindoor-dark text-white'
              : 'border-line bg-white text-maroon',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-bold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute right-1 top-1 inline-flex size-11 items-center justify-center rounded-lg opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </>
  );
}

/** The toasts with their provider, as the chunk that lib-wide `ToasterSlot` loads on first use. */
export default function Toasts() {
  return (
    <ToastProvider>
      <Toaster />
    </ToastProvider>
  );
}
