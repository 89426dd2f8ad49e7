import * as React from 'react';
import type { Meta, UploadResult } from '@uppy/core';
import DashboardModal from '@uppy/react/dashboard-modal';
import { Upload } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './uppy-theme.css';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { GalleryImageCreateRequest } from '@/lib/api-limits';
import type { Event } from '@/lib/api-types';
import { formatNumber, i18n } from '@/lib/i18n';
import { createGalleryImage, useRefreshGallery } from './api/gallery';
import { useEventSummary } from '../registrations/api/registrations';
import { createImageUploader, MAX_UPLOAD_FILES } from '../shell/api/uploads';
import { returnToSignInIfUnauthorized } from '../shell/unauthorized';
import { PhotoConsentNote } from './PhotoConsentNote';

const NO_EVENT = 'none';

function uploadNote(declined: string[]): string {
  const files = formatNumber(MAX_UPLOAD_FILES);
  const names = declined.join(', ');
  return declined.length > 0
    ? i18n._(msg`Images only, up to ${files} files, 10 MB each. No photos of: ${names}.`)
    : i18n._(msg`Images only, up to ${files} files, 10 MB each`);
}

/**
 * Title, caption and event for the next upload, and Uppy's dashboard to pick and send the files.
 * Each file that reaches storage becomes its own gallery image with the entered details.
 */
export function GalleryUploadCard({ events }: { events: Event[] }) {
  const [title, setTitle] = React.useState('');
  const [caption, setCaption] = React.useState('');
  const [eventId, setEventId] = React.useState(NO_EVENT);
  const [open, setOpen] = React.useState(false);
  const [{ uppy, uploadUrlFor }] = React.useState(() => createImageUploader());
  const refreshGallery = useRefreshGallery();
  const { t } = useLingui();
  // Repeated in the upload dialog, which covers the card while the photos are chosen.
  const declined = useEventSummary(eventId === NO_EVENT ? null : eventId).summary?.noPhotoConsent ?? [];

  // The completion handler is registered once; it reads the details as they are when it runs.
  const details = React.useRef({ title, caption, eventId });
  details.current = { title, caption, eventId };
  const created = React.useRef(new Set<string>());

  React.useEffect(() => () => uppy.destroy(), [uppy]);

  React.useEffect(() => {
    // What failed since the last completion, looked at once it ends: an expired session among them.
    let errors: unknown[] = [];
    const onUploadError = (_file: unknown, error: unknown) => {
      errors.push(error);
    };
    const onComplete = async (result: UploadResult<Meta, Record<string, never>>) => {
      const { title: currentTitle, caption: currentCaption, eventId: currentEvent } = details.current;
      const uploaded = (result.successful ?? []).filter((file) => !created.current.has(file.id));
      let failures = result.failed?.length ?? 0;
      let added = 0;
      for (const file of uploaded) {
        const imagePath = uploadUrlFor(file.id);
        if (!imagePath) {
          failures += 1;
          continue;
        }
        try {
          await createGalleryImage({
            imagePath,
            title: currentTitle.trim(),
            caption: currentCaption.trim(),
            eventId: currentEvent === NO_EVENT ? null : Number(currentEvent),
          });
          created.current.add(file.id);
          added += 1;
        } catch (error) {
          errors.push(error);
          failures += 1;
        }
      }
      if (added > 0) await refreshGallery();
      const failed = errors;
      errors = [];
      if (returnToSignInIfUnauthorized(...failed)) return;
      if (failures > 0) {
        // The dashboard stays open with the failed files, ready for Uppy's retry.
        toast({ title: t`Upload Failed`, description: t`Failed to upload image. Please try again.`, variant: 'destructive' });
        return;
      }
      if (added > 0) {
        toast({ title: t`Image Uploaded`, description: t`The image has been added to the gallery.` });
        setTitle('');
        setCaption('');
        setEventId(NO_EVENT);
        setOpen(false);
        uppy.clear();
        created.current.clear();
      }
    };
    uppy.on('upload-error', onUploadError);
    uppy.on('complete', onComplete);
    return () => {
      uppy.off('upload-error', onUploadError);
      uppy.off('complete', onComplete);
    };
  }, [uppy, uploadUrlFor, refreshGallery, t]);

  function close() {
    setOpen(false);
    // Files already handled (or never sent) are cleared; an upload still running carries on.
    if (Object.keys(uppy.getState().currentUploads).length === 0) {
      uppy.clear();
      created.current.clear();
    }
  }

  const maxFiles = formatNumber(MAX_UPLOAD_FILES);
  const titleId = React.useId();
  const captionId = React.useId();
  const eventSelectId = React.useId();

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <Trans>Upload Images</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Fill in the details first; every image you upload together gets the same title, caption and event.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={titleId}>
              <Trans>
                Image Title<span className="font-normal text-maroon-soft"> (optional)</span>
              </Trans>
            </Label>
            <Input id={titleId} value={title} maxLength={GalleryImageCreateRequest.title.maxLength} onChange={(event) => setTitle(event.target.value)} placeholder={t`Durga Puja 2025`} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={eventSelectId}>
              <Trans>
                Associated Event<span className="font-normal text-maroon-soft"> (optional)</span>
              </Trans>
            </Label>
            <Select value={eventId} onValueChange={setEventId}>
              <SelectTrigger id={eventSelectId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_EVENT}>
                  <Trans>No associated event</Trans>
                </SelectItem>
                {events.map((event) => (
                  <SelectItem key={event.id} value={String(event.id)}>
                    {event.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        {eventId !== NO_EVENT && (
          <PhotoConsentNote
            eventId={eventId}
            eventTitle={events.find((event) => String(event.id) === eventId)?.title ?? t`this event`}
          />
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={captionId}>
            <Trans>
              Caption<span className="font-normal text-maroon-soft"> (optional)</span>
            </Trans>
          </Label>
          <Textarea
            id={captionId}
            value={caption}
            maxLength={GalleryImageCreateRequest.caption.maxLength}
            rows={2}
            className="min-h-16"
            onChange={(event) => setCaption(event.target.value)}
            placeholder={t`Families gathered for the evening aarti`}
          />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
            <Upload aria-hidden="true" />
            <Trans>Choose Images to Upload</Trans>
          </Button>
          <p className="text-sm text-maroon-soft">
            <Trans>Drag and drop or click to choose. Up to {maxFiles} images, 10 MB each.</Trans>
          </p>
        </div>
        <DashboardModal
          uppy={uppy}
          open={open}
          onRequestClose={close}
          closeModalOnClickOutside
          proudlyDisplayPoweredByUppy={false}
          note={uploadNote(declined)}
          theme="light"
        />
      </CardContent>
    </Card>
  );
}
