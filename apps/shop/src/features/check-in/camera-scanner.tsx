// The issue 34, Deliver 2: the scanner page's camera. It reads QR codes with the browser's own
// BarcodeDetector where it has one for QR codes (Chrome on Android, macOS, ChromeOS); elsewhere
// (Safari, Firefox, Chrome on Windows and Linux) with the `barcode-detector` ponyfill (MIT),
// which runs ZXing as WebAssembly: the module and its .wasm file are this chunk's own assets
// (never the CDN its library would fetch them from), loaded only when the camera starts on such
// a browser. A code seen again within a few seconds is the same person still in front of the
// camera: it is read once.
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { useCallback, useEffect, useRef, useState } from "react";
import { useCheckInT } from "./check-in-texts";

/** What reads QR codes from the video: the browser's, or the ponyfill's. */
interface QrReader {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
}

interface NativeDetector {
  new (options: { formats: string[] }): QrReader;
  getSupportedFormats(): Promise<string[]>;
}

async function qrReader(): Promise<QrReader> {
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (native && (await native.getSupportedFormats()).includes("qr_code")) {
    return new native({ formats: ["qr_code"] });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import("barcode-detector/ponyfill"),
    import("zxing-wasm/reader/zxing_reader.wasm?url"),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith(".wasm") ? wasmUrl : prefix + path,
    },
  });
  return new BarcodeDetector({ formats: ["qr_code"] });
}

/** Between two looks at the video: often enough to feel instant, rarely enough for a phone. */
const LOOK_EVERY_MS = 150;
/** The same code within this time is the same person: read once. */
const SAME_CODE_MS = 4000;

type CameraState = "off" | "starting" | "on" | "denied" | "missing" | "failed";

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useCheckInT();
  const [state, setState] = useState<CameraState>("off");
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const last = useRef<{ code: string; at: number } | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setState((before) => (before === "on" || before === "starting" ? "off" : before));
  }, []);
  useEffect(() => stop, [stop]);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState("missing");
      return;
    }
    setState("starting");
    try {
      const [media, reader] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }),
        qrReader(),
      ]);
      stream.current = media;
      const element = video.current;
      if (!element) return;
      element.srcObject = media;
      await element.play();
      setState("on");
      const look = async () => {
        if (stream.current !== media) return;
        try {
          const [found] = await reader.detect(element);
          const now = Date.now();
          if (found?.rawValue) {
            const seen = last.current;
            if (!seen || seen.code !== found.rawValue || now - seen.at > SAME_CODE_MS) {
              latest.current(found.rawValue);
            }
            last.current = { code: found.rawValue, at: now };
          }
        } catch {
          // A frame that could not be read (the video not ready yet): the next one may be.
        }
        timer.current = window.setTimeout(look, LOOK_EVERY_MS);
      };
      void look();
    } catch (error) {
      stop();
      const name = error instanceof DOMException ? error.name : "";
      setState(
        name === "NotAllowedError" || name === "SecurityError"
          ? "denied"
          : name === "NotFoundError" || name === "OverconstrainedError"
            ? "missing"
            : "failed",
      );
    }
  };

  const running = state === "on" || state === "starting";
  return (
    <div className="grid gap-3">
      <p>
        <Button
          variant={running ? "secondary" : "primary"}
          loading={state === "starting"}
          loadingLabel={t("checkIn.camera.start")}
          onClick={() => (running ? stop() : void start())}
        >
          {t(running ? "checkIn.camera.stop" : "checkIn.camera.start")}
        </Button>
      </p>
      {(state === "denied" || state === "missing" || state === "failed") && (
        <Alert variant="warning" role="status">
          {t(`checkIn.camera.${state}`)}
        </Alert>
      )}
      {/* The video is only a viewfinder: what it reads is announced by the answer below. */}
      <video
        ref={video}
        muted
        playsInline
        aria-label={t("checkIn.camera.label")}
        hidden={!running}
        className="aspect-square w-full max-w-sm rounded-md bg-muted object-cover"
      />
    </div>
  );
}
