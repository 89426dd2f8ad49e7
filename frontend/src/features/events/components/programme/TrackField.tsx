import './messages';
import * as React from 'react';
import { useField } from 'formik';
import { LoaderCircle, Music, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { formatNumber } from '@/lib/i18n';
import { createTrackUploader, MAX_TRACK_BYTES } from '../../api/programme';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; percent: number }
  | { status: 'done'; name: string };

const AUDIO_NAME = /\.(mp3|m4a|wav|ogg)$/i;

/**
 * The act's music: one MP3, M4A, WAV or OGG file of at most 25 MB, sent the way the gallery's
 * images are (a one-time upload URL, one PUT); the field holds where it went.
 */
export function TrackField({ name, keptTrack }: { name: string; keptTrack?: string | null }) {
  const { t } = useLingui();
  const [field, , helpers] = useField<string>(name);
  const id = `${name}-${React.useId()}`;
  const fileInput = React.useRef<HTMLInputElement>(null);
  const [state, setState] = React.useState<UploadState>({ status: 'idle' });
  const [error, setError] = React.useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    if (!AUDIO_NAME.test(file.name)) {
      setError(t`Choose an MP3, M4A, WAV or OGG file.`);
      return;
    }
    if (file.size > MAX_TRACK_BYTES) {
      setError(t`The music file can be at most 25 MB.`);
      return;
    }
    const { uppy, uploadUrlFor } = createTrackUploader();
    uppy.on('upload-progress', (_file, progress) => {
      const percent = progress.bytesTotal ? Math.round(((progress.bytesUploaded ?? 0) / progress.bytesTotal) * 100) : 0;
      setState({ status: 'uploading', name: file.name, percent });
    });
    try {
      // Uppy checks the type by the name's extension too; a phone may give no type at all.
      const fileId = uppy.addFile({ name: file.name, type: file.type || 'audio/mpeg', data: file });
      setState({ status: 'uploading', name: file.name, percent: 0 });
      const result = await uppy.upload();
      const url = uploadUrlFor(fileId);
      if (!result?.successful?.length || !url) throw new Error('Upload failed');
      await helpers.setValue(url);
      setState({ status: 'done', name: file.name });
    } catch {
      setState({ status: 'idle' });
      setError(t`The music could not be uploaded. Please try again.`);
    } finally {
      uppy.destroy();
    }
  }

  function clear() {
    setState({ status: 'idle' });
    setError(null);
    void helpers.setValue('');
  }

  const percent = state.status === 'uploading' ? formatNumber(state.percent) : '';
  const fileName = state.status === 'idle' ? '' : state.name;
  const hasKept = state.status === 'idle' && Boolean(field.value) && Boolean(keptTrack);

  return (
    <div className="grid min-w-0 gap-1.5" data-invalid={error ? true : undefined}>
      <Label htmlFor={id}>
        <Trans>
          Music track<span className="font-normal text-maroon-soft"> (optional)</span>
        </Trans>
      </Label>
      {state.status === 'done' || hasKept ? (
        <div className="flex min-h-11 flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-cream/60 px-3 py-2">
          <span className="flex min-w-0 items-center gap-2 wrap-anywhere">
            <Music className="size-5 shrink-0 text-sindoor" aria-hidden="true" />
            {state.status === 'done' ? (
              <Trans>
                <span className="font-semibold">{fileName}</span> uploaded
              </Trans>
            ) : (
              <Trans>Your music is with us.</Trans>
            )}
          </span>
          {hasKept && keptTrack && (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- music to perform to, with nothing to caption
            <audio controls preload="none" src={keptTrack} className="h-11 max-w-full" aria-label={t`Your music`} />
          )}
          <Button variant="ghost" size="sm" onClick={clear}>
            <X aria-hidden="true" />
            <Trans>Remove</Trans>
          </Button>
        </div>
      ) : (
        <Button
          id={id}
          variant="outline"
          className="justify-self-start"
          disabled={state.status === 'uploading'}
          onClick={() => fileInput.current?.click()}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        >
          {state.status === 'uploading' ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Music aria-hidden="true" />
          )}
          {state.status === 'uploading' ? t`Uploading ${percent}%` : t`Choose the music file`}
        </Button>
      )}
      <input
        ref={fileInput}
        type="file"
        accept=".mp3,.m4a,.wav,.ogg,audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,audio/ogg"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-sindoor-dark">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-maroon-soft">
          <Trans>The music you perform to: an MP3, M4A, WAV or OGG file of at most 25 MB.</Trans>
        </p>
      )}
    </div>
  );
}
