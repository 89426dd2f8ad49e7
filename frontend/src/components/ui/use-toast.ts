import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

/** One toast at a time: a new toast replaces the current one (docs/screens.md). */
let current: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastMessage[]) {
  current = next;
  for (const listener of listeners) listener();
}

export function toast({
  title,
  description,
  variant = 'default',
}: {
  title: string;
  description?: string;
  variant?: ToastVariant;
}): number {
  const id = nextId++;
  emit([{ id, title, description, variant, open: true }]);
  return id;
}

/** Closes a toast (it stays mounted for its closing animation until `removeToast`). */
export function dismissToast(id?: number) {
  emit(current.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: number) {
  emit(current.filter((t) => t.id !== id));
}

/** Forgets every toast; tests call it so one test's toast never shows in the next. */
export function resetToasts() {
  emit([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const toasts = useSyncExternalStore(subscribe, () => current, () => current);
  return { toasts, toast, dismiss: dismissToast };
}
