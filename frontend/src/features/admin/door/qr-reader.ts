/**
 * Reads a QR code from the camera's current frame: with the browser's own BarcodeDetector where
 * it reads QR codes (Chrome on Android), else with jsQR, a small library of plain JavaScript in a
 * chunk of its own that only the door's screen loads. Neither needs the network to decode.
 */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}

/** The part of the Barcode Detection API used here (TypeScript's DOM types do not have it yet). */
interface BarcodeDetectorType {
  new (options: { formats: string[] }): { detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]> };
  getSupportedFormats: () => Promise<string[]>;
}

/** Frames are scaled down to this many pixels on their longer side before jsQR reads them. */
const LIBRARY_MAX_SIDE = 800;

function barcodeDetector(): BarcodeDetectorType | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorType }).BarcodeDetector;
}

const loadLibrary = () => import(/* webpackChunkName: "qr-reader" */ 'jsqr');

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = barcodeDetector();
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function libraryReader(): Promise<FrameReader> {
  const { default: jsQR } = await loadLibrary();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0 || height === 0) return null;
    const scale = Math.min(1, LIBRARY_MAX_SIDE / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The best reader this browser has. Rejects only when the library's chunk cannot be loaded. */
export async function createFrameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? libraryReader();
}

/**
 * Loads the library now, while the phone is online, when the browser will need it: the scanner
 * then works at a door without signal.
 */
export function preloadFrameReader(): void {
  void (async () => {
    if (!(await nativeReader())) await loadLibrary();
  })().catch(() => undefined);
}
