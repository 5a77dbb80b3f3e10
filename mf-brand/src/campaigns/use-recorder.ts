import { useCallback, useRef, useState } from 'react';

/** A supported recording type, webm/opus first (what the transcription route takes). */
function recordingType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg', 'audio/mp4'].find((t) => MediaRecorder.isTypeSupported(t));
}

/**
 * The chat's microphone: start asks for the microphone (a refusal calls `onDenied`), stop hands
 * the recording to `onRecorded`. Tracks are stopped with the recording, so the browser's
 * recording indicator goes away.
 */
export function useRecorder(onRecorded: (audio: Blob) => void, onDenied: () => void) {
  const recorder = useRef<MediaRecorder | null>(null);
  const [recording, setRecording] = useState(false);

  const start = useCallback(async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const type = recordingType();
      const next = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
      const chunks: Blob[] = [];
      next.ondataavailable = (event) => chunks.push(event.data);
      next.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        setRecording(false);
        onRecorded(new Blob(chunks, { type: (next.mimeType || 'audio/webm').split(';')[0] }));
      };
      recorder.current = next;
      next.start();
      setRecording(true);
    } catch {
      onDenied();
    }
  }, [onRecorded, onDenied]);

  const stop = useCallback(() => recorder.current?.stop(), []);
  return { recording, start, stop };
}
