import * as React from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/utils';
import { dismissToast, removeToast, useToast } from './use-toast';

const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;
const HOTKEY = 'F8';

function ToastProvider({ children }: { children: React.ReactNode }) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t`Notification`}
    >
      {children}
    </ToastPrimitive.Provider>
  );
}

/** Renders the current toast; the viewport is focusable with F8. */
function Toaster() {
  const { t } = useLingui();
  const { toasts } = useToast();
  return (
    <>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) {
              dismissToast(item.id);
              // Leave time for the closing animation before unmounting.
              window.setTimeout(() => removeToast(item.id), 200);
            }
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg data-[state=open]:animate-slide-up data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            item.variant === 'destructive'
              ? 'border-sindoor-dark bg-sindoor-dark text-white'
              : 'border-line bg-white text-maroon',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-bold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t`Dismiss notification`}
            className="absolute right-1 top-1 inline-flex size-11 items-center justify-center rounded-lg opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[HOTKEY]}
        label={t`Notifications (${HOTKEY})`}
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
