import * as React from 'react';
import { useField } from 'formik';
import { ImageUp, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { formatNumber } from '@/lib/i18n';
import { createImageUploader } from '../shell/api/uploads';
import { returnToSignInIfUnauthorized } from '../shell/unauthorized';
import { Spinner } from '../shell/states';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; percent: number }
  | { status: 'done'; name: string; preview: string };

/** A web address typed in, or an image uploaded through the same flow as the gallery's. */
export function FeaturedImageField({ name }: { name: string }) {
  const { t } = useLingui();
  const [field, meta, helpers] = useField<string>(name);
  const id = `${name}-${React.useId()}`;
  const fileInput = React.useRef<HTMLInputElement>(null);
  const [state, setState] = React.useState<UploadState>({ status: 'idle' });
  const [uploadError, setUploadError] = React.useState<string | null>(null);
  const error = uploadError ?? (meta.touched && meta.error ? meta.error : undefined);

  React.useEffect(
    () => () => {
      if (state.status === 'done') URL.revokeObjectURL(state.preview);
    },
    [state],
  );

  async function upload(file: File) {
    setUploadError(null);
    const { uppy, uploadUrlFor } = createImageUploader({ maxNumberOfFiles: 1 });
    const uploadErrors: unknown[] = [];
    uppy.on('upload-error', (_file, err) => {
      uploadErrors.push(err);
    });
    uppy.on('upload-progress', (_file, progress) => {
      const percent = progress.bytesTotal ? Math.round(((progress.bytesUploaded ?? 0) / progress.bytesTotal) * 100) : 0;
      setState({ status: 'uploading', name: file.name, percent });
    });
    try {
      let fileId: string;
      try {
        fileId = uppy.addFile({ name: file.name, type: file.type, data: file });
      } catch (err) {
        setState({ status: 'idle' });
        setUploadError(err instanceof Error ? err.message : t`This file cannot be uploaded.`);
        return;
      }
      setState({ status: 'uploading', name: file.name, percent: 0 });
      const result = await uppy.upload();
      const url = uploadUrlFor(fileId);
      if (!result?.successful?.length || !url) throw new Error('Upload failed');
      await helpers.setValue(url);
      setState({ status: 'done', name: file.name, preview: URL.createObjectURL(file) });
    } catch {
      setState({ status: 'idle' });
      if (returnToSignInIfUnauthorized(...uploadErrors)) return;
      setUploadError(t`Failed to upload image. Please try again.`);
      toast({ title: t`Upload Failed`, description: t`Failed to upload image. Please try again.`, variant: 'destructive' });
    } finally {
      uppy.destroy();
    }
  }

  function clear() {
    setState({ status: 'idle' });
    setUploadError(null);
    void helpers.setValue('');
  }

  const fileName = state.status === 'idle' ? '' : state.name;
  const percent = state.status === 'uploading' ? formatNumber(state.percent) : '';
  const preview = state.status === 'done' ? state.preview : field.value && !field.value.includes('?') ? field.value : null;

  return (
    // min-w-0: a long file name must not widen the form beyond a phone's screen.
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>
        <Trans>
          Featured Image<span className="font-normal text-maroon-soft"> (optional)</span>
        </Trans>
      </Label>
      {state.status === 'done' ? (
        <div className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-line bg-cream/60 px-3 py-2">
          <span className="min-w-0 wrap-anywhere">
            <Trans>
              <span className="font-semibold">{fileName}</span> uploaded
            </Trans>
          </span>
          <Button variant="ghost" size="sm" onClick={clear}>
            <X aria-hidden="true" />
            <Trans>Remove</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={id}
            {...field}
            value={field.value ?? ''}
            placeholder={t`https://… or upload an image`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            disabled={state.status === 'uploading'}
          />
          <Button
            variant="outline"
            className="shrink-0"
            disabled={state.status === 'uploading'}
            onClick={() => fileInput.current?.click()}
          >
            {state.status === 'uploading' ? <Spinner /> : <ImageUp aria-hidden="true" />}
            {state.status === 'uploading' ? t`Uploading ${percent}%` : t`Upload Image`}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-sindoor-dark">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-maroon-soft">
          <Trans>A JPEG, PNG, WebP or GIF of at most 10 MB, or the address of an image on the web.</Trans>
        </p>
      )}
      {preview && (
        <img
          src={preview}
          alt={state.status === 'done' ? t`Preview of ${fileName}` : t`Preview of the event artwork`}
          width={240}
          height={160}
          className="mt-1 aspect-[3/2] w-60 rounded-lg bg-cream-dark object-cover"
        />
      )}
    </div>
  );
}
