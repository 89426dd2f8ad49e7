import * as React from 'react';
import { useFormikContext } from 'formik';
import { useLingui } from '@lingui/react/macro';

/** What a field in error is marked with: an input's `aria-invalid`, or a group's `data-invalid`. */
const IN_ERROR = '[aria-invalid="true"], [data-invalid="true"]';
const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The words of the element's error message: the text its `aria-describedby` names, or a group's alert. */
function errorText(marked: Element): string {
  const ids = marked.getAttribute('aria-describedby')?.split(/\s+/u) ?? [];
  const described = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  const message = described ?? marked.querySelector('[role="alert"]');
  return message?.textContent?.trim() ?? '';
}

/** What the field is called: its label, or its group's legend. */
function fieldName(marked: Element, target: HTMLElement): string {
  const labelled = 'labels' in target ? (target as HTMLInputElement).labels?.[0]?.textContent : undefined;
  const legend = marked.querySelector('legend')?.textContent;
  return (legend ?? labelled ?? target.getAttribute('aria-label') ?? '').trim();
}

/**
 * Put inside a Formik `<Form>`: when a submit is refused (by the form's own checks or by the
 * server's field errors), it scrolls to the first field in error, in the order the form shows
 * them, moves the focus there and says the error to screen readers. A form much taller than
 * a phone otherwise leaves its errors out of sight above the button that was pressed.
 */
export function FocusFirstError() {
  const { t } = useLingui();
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const anchor = React.useRef<HTMLSpanElement>(null);
  const handled = React.useRef(submitCount);
  const [announcement, setAnnouncement] = React.useState('');

  React.useEffect(() => {
    // Once per submit, when it is over: the errors of that submit are then on the page.
    if (isSubmitting || handled.current === submitCount) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const form = anchor.current?.closest('form');
    const marked = form?.querySelector(IN_ERROR);
    if (!marked) return;
    const target = marked.matches(FOCUSABLE) ? (marked as HTMLElement) : marked.querySelector<HTMLElement>(FOCUSABLE);
    const place = target ?? (marked as HTMLElement);
    place.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    target?.focus({ preventScroll: true });
    const message = errorText(marked);
    const field = target ? fieldName(marked, target) : '';
    const text = field && message ? t`Please correct ${field}: ${message}` : message || t`Please correct the form.`;
    // Every other refusal ends in a no-break space, so that the same words are said again.
    setAnnouncement(submitCount % 2 ? text : `${text}\u00a0`);
  }, [isSubmitting, submitCount, errors, t]);

  return (
    // A live region rather than role="alert": the fields' own messages are the page's alerts.
    <span ref={anchor} aria-live="assertive" aria-atomic="true" className="sr-only">
      {announcement}
    </span>
  );
}
