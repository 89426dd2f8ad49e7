import { api } from './api';

/** Fetches a file (with the session cookie) and hands it to the browser as a download. */
export async function saveDownload(path: string, fileName: string): Promise<void> {
  const blob = await api.download(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start reading the file only after the click handler returns.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
